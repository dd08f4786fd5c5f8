-- Idempotency keys held under a lease and owned by a session (docs/decisions/0082).
-- owner_hash: a digest of the session that made the key; a repeat from another session is a conflict.
-- holder: a random token of the attempt running the work; lease_until: after it, a retry with the same
-- key (same owner) takes the key over. Both are cleared once the outcome is recorded.
alter table idempotent_request add column owner_hash text;
alter table idempotent_request add column holder text;
alter table idempotent_request add column lease_until timestamptz;
