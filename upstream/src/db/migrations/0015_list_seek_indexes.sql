-- Every paginated list reads its page's ids first, through an index that holds both its order and its
-- filters, then fetches only those rows (a deferred join; docs/decisions/0086). With the filters as
-- INCLUDE columns a deep page's OFFSET walks index entries only (an index-only scan), never the wide
-- brand rows (~4 KB of HTML each); a page past the middle is read from the other end.
create index brand_list_all on brand (addtime desc, id desc) include (cid, cid_one, feeid, regionid, isvip, tag_ids);
create index brand_list_cid_one on brand (cid_one, addtime desc, id desc) include (cid, feeid, regionid, isvip, tag_ids);
create index brand_list_cid on brand (cid, addtime desc, id desc) include (feeid, regionid, isvip, tag_ids);
drop index brand_addtime;
drop index brand_cid_one;
drop index brand_cid;

-- News and topics in (category, newest first, id): the id breaks ties in the lists' own order.
create index news_list_menu on news (menu_id, addtime desc, id desc);
create index topic_list_cid on topic (cid, addtime desc, id desc);
drop index news_menu;
drop index topic_cid;

-- A brand's comments, all groups or one, newest first.
create index comment_list_brand on comment (brand_id, addtime desc, id desc) include (group_tag, shop_id);
create index comment_list_group on comment (brand_id, group_tag, addtime desc, id desc) include (shop_id);
drop index comment_brand;
