-- The related-brand lists over every industry (zhaoshang.ts `topOrders`, no category): 精选 (topid 3:
-- `isvip desc, addtime desc, id`) and 推荐 (topid 2: `recommend desc, hits desc, id`), which the home page,
-- the mobile home and the side column of /shangji/all ask for. At the large seed (100,000 brands) each
-- sorted the whole table for its first rows: 221 ms and 112 ms in PostgreSQL. In each list's own order the
-- first `num` entries are the answer. The category-scoped lists have theirs (0022).
-- brand_isvip (isvip, addtime desc) served only `isvip = 1 order by addtime desc`, which the new featured
-- index serves as well (an equality on its first column): replaced, so the table keeps its index count.
drop index if exists brand_isvip;
create index brand_featured on brand (isvip desc, addtime desc, id);
create index brand_recommended on brand (recommend desc, hits desc, id);
