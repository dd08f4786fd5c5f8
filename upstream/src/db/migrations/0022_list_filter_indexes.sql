-- Filtered brand lists at 100,000 brands (docs/decisions/0107). Each list page counts its list and, beside
-- the trust filters, the same list with 已备案 and with 两店一年 (brand-list.ts `listWhere`). Those counts
-- ran on brand_list_* (migration 0015), whose INCLUDE columns (tag_ids above all) make ~300 bytes an entry:
-- an industry × fee band count read every entry of the industry, 60-100 ms cold for the first list of an
-- industry. These narrow indexes hold the filters in the order lists combine them, so a count reads only the
-- entries it counts, and the brand id for the trust filters' semi-join with record_summary.
create index brand_filter_cid_one on brand (cid_one, feeid, regionid) include (isvip, id);
create index brand_filter_cid on brand (cid, feeid, regionid) include (isvip, id);
create index brand_filter_fee on brand (feeid, regionid) include (isvip, id);

-- The side lists of a list page, brand page or ranking, scoped to an industry or a sub-category, in their own
-- orders (related.ts and zhaoshang.ts: hot, recommended): each read the whole scope and sorted it, 60-230 ms
-- cold at the large seed; here its first rows are the first entries of an index.
create index brand_hot_cid_one on brand (cid_one, hits desc, id);
create index brand_hot_cid on brand (cid, hits desc, id);
create index brand_recommended_cid_one on brand (cid_one, recommend desc, hits desc, id);
create index brand_recommended_cid on brand (cid, recommend desc, hits desc, id);
