-- Articles (news) and topics written in the back office (docs/decisions/0122). A row is one of:
--   draft      never shown; what the editor saved last
--   scheduled  shown from publish_at on (the upstream's sweep turns it into published and records the change)
--   published  shown everywhere: lists, search, detail, sitemap, related, home
--   withdrawn  taken down: gone from every list, its page answers 404
-- Every public query reads one rule, `status = 'published'` (written literally, so the partial indexes
-- below serve it). Existing rows are published. addtime stays the publication time the lists sort by;
-- modtime is the last edit of a published row (the sitemap's lastmod), null when never edited.
alter table news add column status text not null default 'published' check (status in ('draft', 'scheduled', 'published', 'withdrawn'));
alter table news add column publish_at timestamptz;
alter table news add column modtime integer;
alter table news add column updated_at timestamptz;
alter table news add column updated_by integer references account (id) on delete set null;
alter table topic add column status text not null default 'published' check (status in ('draft', 'scheduled', 'published', 'withdrawn'));
alter table topic add column publish_at timestamptz;
alter table topic add column modtime integer;
alter table topic add column updated_at timestamptz;
alter table topic add column updated_by integer references account (id) on delete set null;

-- The public lists' indexes, now holding only what they may show (the same order and columns as 0015, 0025).
create index news_pub_menu on news (menu_id, addtime desc, id desc) where status = 'published';
create index news_pub_cid on news (cid, addtime desc, id desc) where status = 'published';
create index news_pub_addtime on news (addtime desc, id desc) where status = 'published';
create index news_pub_hot on news (hits desc, id desc) where status = 'published';
create index news_pub_id on news (id) where status = 'published';
drop index news_list_menu;
drop index news_cid;
drop index news_addtime;
drop index news_hot;
create index topic_pub_cid on topic (cid, addtime desc, id desc) where status = 'published';
create index topic_pub_addtime on topic (addtime desc, id desc) where status = 'published';
create index topic_pub_id on topic (id) where status = 'published';
drop index topic_list_cid;
drop index topic_addtime;
-- The back office's lists of what is not published (few rows), and the sweep's due schedules.
create index news_unpublished on news (status, id desc) where status <> 'published';
create index topic_unpublished on topic (status, id desc) where status <> 'published';
create index news_due on news (publish_at) where status = 'scheduled';
create index topic_due on topic (publish_at) where status = 'scheduled';

-- Pictures uploaded by editors (article bodies and covers): decoded, re-encoded without metadata and
-- stored here, so every upstream serves them (/media/u/<id>.<ext>). Never an SVG.
create table media_upload (
  id text primary key check (id ~ '^[a-f0-9]{32}$'),
  content_type text not null check (content_type in ('image/jpeg', 'image/png', 'image/webp')),
  bytes bytea not null,
  width integer not null,
  height integer not null,
  account_id integer references account (id) on delete set null,
  created_at timestamptz not null
);
