-- One- and two-character keywords are most of what visitors type in Chinese, and pg_trgm cannot index
-- patterns that short. A GIN index over each text's characters finds the rows holding every character
-- of the keyword; LIKE then confirms they stand side by side (src/search/search.ts). The expressions
-- must stay identical to the ones the queries use.
create index brand_chars_gin on brand using gin (regexp_split_to_array(title || ' ' || product || ' ' || company, ''));
create index news_title_chars_gin on news using gin (regexp_split_to_array(title, ''));
create index topic_title_chars_gin on topic using gin (regexp_split_to_array(title, ''));
