-- 品牌营销 (brand-marketing) leads: a brand owner asking the operating company for marketing services
-- (typeid 2, /brandmarket). Such a lead belongs to no franchise brand, so it has no aid (and no mid, the
-- merchant of a claimed brand): nothing that lists or delivers enquiries by brand or merchant can reach
-- it. Every other enquiry still names its brand (docs/decisions/0055-marketing-enquiries.md).
alter table enquiry alter column aid drop not null;
alter table enquiry add constraint enquiry_brand_or_marketing_lead
  check (aid is not null or (typeid = 2 and mid is null));
