-- Consent per enquiry and the enquirer's rights (docs/decisions/0079, 0080).
-- Each enquiry keeps whom it goes to and the exact consent the visitor ticked: its text, version and time.
alter table enquiry add column recipient text not null default '';
alter table enquiry add column consent_text text not null default '';
alter table enquiry add column consent_version text not null default '';
alter table enquiry add column consent_at timestamptz;
-- Withdrawn by the enquirer in 我的咨询: kept (the recipient sees it withdrawn) but never delivered again.
alter table enquiry drop constraint enquiry_status_check;
alter table enquiry add constraint enquiry_status_check check (status in ('received', 'withdrawn'));
alter table enquiry add column withdrawn_at timestamptz;
-- The caps per number: distinct brands a day, one brand once in 30 days.
create index enquiry_mobile_aid on enquiry (mobile, aid, created_at desc);

-- Enquiries the enquirer deleted: personal data gone, only how many per day and kind are counted.
create table enquiry_erased (
  day date not null,
  typeid integer not null,
  n integer not null,
  primary key (day, typeid)
);

-- Numbers whose owner asked not to be contacted: no enquiry of theirs is delivered, none is accepted.
create table enquiry_do_not_contact (
  mobile text primary key,
  since timestamptz not null
);
