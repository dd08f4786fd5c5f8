-- Pinyin of news and topic titles, as brands have had since 0006: `huoguo` (full) or `hg` (initials)
-- finds 火锅 articles and topics too. Filled in code (pinyin-pro, src/search/title-pinyin.ts) by the seed,
-- and for rows that predate this migration on the next start-up. Trigram indexes as for brands; the
-- expressions must stay identical to the ones the queries use (src/search/search.ts).
alter table news add column title_py text;
alter table news add column title_initials text;
alter table topic add column title_py text;
alter table topic add column title_initials text;
create index news_title_py_trgm on news using gin (title_py gin_trgm_ops);
create index news_title_initials_trgm on news using gin (title_initials gin_trgm_ops);
create index topic_title_py_trgm on topic using gin (title_py gin_trgm_ops);
create index topic_title_initials_trgm on topic using gin (title_initials gin_trgm_ops);
