-- Brand keyword search reads a narrow copy of the searched columns (docs/decisions/0027). The brand
-- table is wide (HTML bodies: ~400 MB at 100,000 brands), so every row a search touched there cost a
-- page read; this table is a few MB and stays in memory. A trigger keeps it equal to brand.
create table brand_search (
  id integer primary key references brand (id) on delete cascade,
  hits integer not null,
  title text not null,
  product text not null,
  company text not null,
  title_py text,
  title_initials text,
  -- Each column's characters, stored: the one- and two-character prefilter (0008) per column, so that
  -- a rank class (title, product, company) has an index of its own, and a scan never splits text again.
  title_chars text[] generated always as (regexp_split_to_array(title, '')) stored,
  product_chars text[] generated always as (regexp_split_to_array(product, '')) stored,
  company_chars text[] generated always as (regexp_split_to_array(company, '')) stored
);

insert into brand_search (id, hits, title, product, company, title_py, title_initials)
select id, hits, title, product, company, title_py, title_initials from brand;

-- Common keywords walk this index (most viewed first) and stop at the page's last row.
create index brand_search_hits on brand_search (hits desc, id);
-- Rare keywords are found through these (the same expressions as 0005, 0006 and 0008).
create index brand_search_title_trgm on brand_search using gin (title gin_trgm_ops);
create index brand_search_product_trgm on brand_search using gin (product gin_trgm_ops);
create index brand_search_company_trgm on brand_search using gin (company gin_trgm_ops);
create index brand_search_title_py_trgm on brand_search using gin (title_py gin_trgm_ops);
create index brand_search_title_initials_trgm on brand_search using gin (title_initials gin_trgm_ops);
create index brand_search_title_chars on brand_search using gin (title_chars);
create index brand_search_product_chars on brand_search using gin (product_chars);
create index brand_search_company_chars on brand_search using gin (company_chars);

-- Brand search no longer reads brand's own characters index (suggestions use the trigram ones).
drop index brand_chars_gin;

create function brand_search_sync() returns trigger language plpgsql as $$
begin
  insert into brand_search (id, hits, title, product, company, title_py, title_initials)
  values (new.id, new.hits, new.title, new.product, new.company, new.title_py, new.title_initials)
  on conflict (id) do update set hits = excluded.hits, title = excluded.title, product = excluded.product,
    company = excluded.company, title_py = excluded.title_py, title_initials = excluded.title_initials;
  return null;
end
$$;

create trigger brand_search_sync after insert or update of hits, title, product, company, title_py, title_initials on brand
  for each row execute function brand_search_sync();
