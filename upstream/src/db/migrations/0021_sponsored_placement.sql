-- The paid placement beside each ranking (docs/decisions/0077) takes the two certified brands of the
-- ranking's category with the highest editorial weight. At 100,000 brands that query intersected
-- bitmaps of 20,000 certified brands with the category's and sorted heap rows: ~100 ms cold per ranking,
-- ten rankings a page (docs/decisions/0107). These partial indexes hold the order itself, so each
-- category's first two are the first two entries of an index.
create index brand_sponsored_cid on brand (cid, recommend desc, id) where isvip = 1;
create index brand_sponsored_cid_one on brand (cid_one, recommend desc, id) where isvip = 1;
create index brand_sponsored_all on brand (recommend desc, id) where isvip = 1;
