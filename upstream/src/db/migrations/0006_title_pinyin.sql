-- Pinyin of brand titles for Latin-keyboard search: `huoguo` (full) or `hg` (initials) finds 火锅 brands.
-- Filled in code (pinyin-pro) by the seed, and for rows that predate this migration on the next start-up.
alter table brand add column title_py text;
alter table brand add column title_initials text;
create index brand_title_py_trgm on brand using gin (title_py gin_trgm_ops);
create index brand_title_initials_trgm on brand using gin (title_initials gin_trgm_ops);
