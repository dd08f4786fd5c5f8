-- Trigram indexes serve ILIKE '%…%' for search (three or more characters; shorter falls back to a scan).
create index brand_title_trgm on brand using gin (title gin_trgm_ops);
create index brand_product_trgm on brand using gin (product gin_trgm_ops);
create index brand_company_trgm on brand using gin (company gin_trgm_ops);
create index news_title_trgm on news using gin (title gin_trgm_ops);
create index topic_title_trgm on topic using gin (title gin_trgm_ops);
