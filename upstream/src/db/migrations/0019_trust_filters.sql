-- Trust filters and more checks (docs/decisions/0094): the checks gained 两店一年 today and
-- franchising without franchisees, so every summary is computed again on the next start
-- (upstream/src/db/seed/records.ts assesses the brands left without one). The list filters 已备案 and
-- 两店一年 read record_summary by these indexes.
delete from record_summary;
create index record_summary_filed on record_summary (brand_id) where filing_status = 'filed';
create index record_summary_two_stores on record_summary (brand_id) where two_stores_at_start = 'pass';
