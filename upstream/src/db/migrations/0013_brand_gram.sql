-- One- and two-character brand search reads a posting table (docs/decisions/0058): one row per brand
-- and each distinct character or character pair of its title, product and company, with the brand's
-- rank for it (0 title, 1 product, 2 company: the first column holding it) and its views. Page 1 of a
-- keyword that matches 28,000 brands is then the first 15 entries of one index, in the search's own
-- order (rank, hits desc, id), and the count bound (0027) reads the first 501 entries of another in id
-- order. It replaces the per-column character arrays of 0010 and their GIN indexes, which made
-- brand_search ~70 MB and left the planner to choose between walking it and collecting every match.
create table brand_gram (
  gram text not null,
  id integer not null,
  rank smallint not null,
  hits integer not null,
  primary key (gram, id)
);

-- The grams of one brand: each substring of one and two characters, with the first column that has it.
create function brand_grams(title text, product text, company text) returns table (gram text, rank smallint)
language sql immutable parallel safe as $$
  select substr(t.col, i, n) as gram, min(t.r - 1)::smallint as rank
  from unnest(array[title, product, company]) with ordinality as t(col, r)
  cross join generate_series(1, 2) as n
  cross join lateral generate_series(1, length(t.col) - n + 1) as i
  group by 1
$$;

insert into brand_gram (gram, id, rank, hits)
select g.gram, b.id, g.rank, b.hits from brand_search b cross join lateral brand_grams(b.title, b.product, b.company) g;

-- The search's order within one gram: a page is a range of this index.
create index brand_gram_page on brand_gram (gram, rank, hits desc, id);

-- Kept equal to brand_search (itself kept equal to brand by 0010's trigger): a brand's rows are
-- replaced when a searched column or its views change, found through the primary key by the old grams.
create function brand_gram_sync() returns trigger language plpgsql as $$
begin
  if tg_op in ('UPDATE', 'DELETE') then
    delete from brand_gram where id = old.id and gram in (select g.gram from brand_grams(old.title, old.product, old.company) g);
  end if;
  if tg_op in ('INSERT', 'UPDATE') then
    insert into brand_gram (gram, id, rank, hits)
    select g.gram, new.id, g.rank, new.hits from brand_grams(new.title, new.product, new.company) g;
  end if;
  return null;
end
$$;

create trigger brand_gram_sync after insert or delete on brand_search
  for each row execute function brand_gram_sync();
-- brand_search's own sync rewrites every column on each write to brand: only real changes cost here.
create trigger brand_gram_sync_update after update of hits, title, product, company on brand_search
  for each row when ((old.hits, old.title, old.product, old.company) is distinct from (new.hits, new.title, new.product, new.company))
  execute function brand_gram_sync();

-- The character arrays served only one- and two-character brand search.
drop index brand_search_title_chars, brand_search_product_chars, brand_search_company_chars;
alter table brand_search drop column title_chars, drop column product_chars, drop column company_chars;
-- Dropped columns keep their bytes until the table is rewritten: rewrite it, in id order (the order
-- the count bound reads matches in), so a match costs a fraction of a page instead of a page.
cluster brand_search using brand_search_pkey;
