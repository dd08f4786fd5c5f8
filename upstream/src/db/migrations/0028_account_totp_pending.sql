-- The back office's accounts (docs/decisions/0116): a second factor being set up. adminTotpSetup keeps the
-- new secret here until adminTotpConfirm proves it with a code; only then does it become totp_secret, so an
-- unconfirmed secret never gates a sign-in.
alter table account add column totp_pending text;
