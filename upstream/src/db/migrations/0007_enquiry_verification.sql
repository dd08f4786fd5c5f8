-- Enquiry abuse limits (docs/decisions/0011-enquiry-abuse-limits.md).
-- A phone number verified by SMS code for one session: what 'returning' mode (guestBook) trusts.
create table enquiry_verified_phone (
  session_id text not null,
  mobile text not null,
  verified_at timestamptz not null,
  primary key (session_id, mobile)
);

-- The global daily SMS cap counts every code of the last 24 hours.
create index sms_code_created on sms_code (created_at);
-- Sweeping expired captchas of sessions that never came back.
create index captcha_expires on captcha_challenge (expires_at);
