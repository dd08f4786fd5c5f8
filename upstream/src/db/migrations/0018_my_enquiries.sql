-- 我的咨询 (docs/decisions/0092): proof that one browser session (sj_sid) holds one number, short-lived.
-- One proof per session: proving another number replaces it. Nothing else grants access to the list.
create table my_enquiry_proof (
  session_id text primary key,
  mobile text not null,
  proven_at timestamptz not null,
  expires_at timestamptz not null
);
create index my_enquiry_proof_expires on my_enquiry_proof (expires_at);
