-- Issue 12 (docs/decisions/0019): sessions issued by the server only, and enquiry calls made exactly
-- once per idempotency key.
-- A session id is valid only if the server minted it: an id a visitor (or an attacker) chose is replaced.
create table enquiry_session (
  id text primary key,
  created_at timestamptz not null
);
create index enquiry_session_created on enquiry_session (created_at);

-- One row per (call, key): the first attempt reserves it, its outcome is kept, and a retry with the
-- same key is answered from here without storing or sending anything again.
create table idempotent_request (
  route text not null,
  key text not null,
  created_at timestamptz not null,
  -- null while the first attempt is still running
  code integer,
  msg text,
  -- the session the first attempt renewed to, set again on a replay
  session_id text,
  primary key (route, key)
);
create index idempotent_request_created on idempotent_request (created_at);
