-- The map page's side list of brands with shops (map.ts `sideLists`, shopArr: the brands with most shops,
-- all of them or a keyword's category): `shopnum > 0 order by shopnum desc, id limit 10`. At the large seed
-- one brand in nine has shops, and the list read the whole brand table (a sequential scan, ~0.9 s cold) or
-- a category's every row (~1,200 heap pages, 28 ms). These partial indexes hold only brands with shops, in
-- the list's order, with the title it shows: the first ten entries are the answer.
create index brand_shops on brand (shopnum desc, id) include (title) where shopnum > 0;
create index brand_shops_cid on brand (cid, shopnum desc, id) include (title) where shopnum > 0;
