-- News and topic keyword search read posting tables, as brand search reads brand_gram (0013; docs/decisions/0126).
-- One row per published article (topic) and each distinct substring of one to four characters of its
-- title, with the row's publication time: the key (gram, addtime, id), read backwards, is the search's
-- own order (newest first, id breaking ties), so page N of a keyword of up to four characters held by
-- 60,000 titles is a range of one index, and a count per gram is its exact total. (Pairs alone left a
-- three-character keyword to confirm every title holding its rarest pair: 16,000 news rows, 250 ms.)
-- Only published rows are posted: a draft, a scheduled or a withdrawn row is in neither table.

-- The grams of a title: each substring of one to four characters, once.
create function content_title_grams(title text) returns setof text
language sql immutable parallel safe as $$
  select distinct substr(title, i, n)
  from generate_series(1, 4) as n
  cross join lateral generate_series(1, length(title) - n + 1) as i
$$;

create table news_gram (
  gram text not null,
  addtime integer not null,
  id integer not null
);
create table news_gram_count (
  gram text primary key,
  n integer not null
);
create table topic_gram (
  gram text not null,
  addtime integer not null,
  id integer not null
);
create table topic_gram_count (
  gram text primary key,
  n integer not null
);

insert into news_gram (gram, addtime, id)
select g, n.addtime, n.id from news n cross join lateral content_title_grams(n.title) g where n.status = 'published';
insert into topic_gram (gram, addtime, id)
select g, t.addtime, t.id from topic t cross join lateral content_title_grams(t.title) g where t.status = 'published';
-- Built after the rows: one sort instead of a few million index insertions.
alter table news_gram add primary key (gram, addtime, id);
alter table topic_gram add primary key (gram, addtime, id);
insert into news_gram_count (gram, n) select gram, count(*) from news_gram group by gram;
insert into topic_gram_count (gram, n) select gram, count(*) from topic_gram group by gram;

-- Inserts (the seed writes thousands of rows a statement): one posting insert and one count upsert per
-- statement. Counts are upserted in gram order, so concurrent writers lock them in the same order.
create function news_gram_inserted() returns trigger language plpgsql as $$
begin
  insert into news_gram (gram, addtime, id)
  select g, r.addtime, r.id from inserted r cross join lateral content_title_grams(r.title) g where r.status = 'published';
  insert into news_gram_count as c (gram, n)
  select g, count(*) from inserted r cross join lateral content_title_grams(r.title) g where r.status = 'published' group by g order by g
  on conflict (gram) do update set n = c.n + excluded.n;
  return null;
end
$$;
create trigger news_gram_inserted after insert on news referencing new table as inserted
  for each statement execute function news_gram_inserted();

-- Updates and deletes (the back office, one row at a time): the old row's postings leave when it was
-- published, the new row's enter when it is. Views (`hits`) are counted on every article read: the
-- trigger's condition keeps those updates from calling it.
create function news_gram_row() returns trigger language plpgsql as $$
begin
  if tg_op in ('UPDATE', 'DELETE') and old.status = 'published' then
    delete from news_gram where gram in (select content_title_grams(old.title)) and addtime = old.addtime and id = old.id;
    -- Counts locked in gram order first, as the inserts take them: two editors never wait on each other in a cycle.
    perform 1 from news_gram_count c where c.gram in (select content_title_grams(old.title)) order by c.gram for update;
    update news_gram_count c set n = c.n - 1 where c.gram in (select content_title_grams(old.title));
  end if;
  if tg_op = 'UPDATE' and new.status = 'published' then
    insert into news_gram (gram, addtime, id) select g, new.addtime, new.id from content_title_grams(new.title) g;
    insert into news_gram_count as c (gram, n) select g, 1 from content_title_grams(new.title) g order by g
    on conflict (gram) do update set n = c.n + 1;
  end if;
  return null;
end
$$;
create trigger news_gram_updated after update of title, addtime, status on news
  for each row when ((old.title, old.addtime, old.status) is distinct from (new.title, new.addtime, new.status))
  execute function news_gram_row();
create trigger news_gram_deleted after delete on news for each row execute function news_gram_row();

create function topic_gram_inserted() returns trigger language plpgsql as $$
begin
  insert into topic_gram (gram, addtime, id)
  select g, r.addtime, r.id from inserted r cross join lateral content_title_grams(r.title) g where r.status = 'published';
  insert into topic_gram_count as c (gram, n)
  select g, count(*) from inserted r cross join lateral content_title_grams(r.title) g where r.status = 'published' group by g order by g
  on conflict (gram) do update set n = c.n + excluded.n;
  return null;
end
$$;
create trigger topic_gram_inserted after insert on topic referencing new table as inserted
  for each statement execute function topic_gram_inserted();

create function topic_gram_row() returns trigger language plpgsql as $$
begin
  if tg_op in ('UPDATE', 'DELETE') and old.status = 'published' then
    delete from topic_gram where gram in (select content_title_grams(old.title)) and addtime = old.addtime and id = old.id;
    -- Counts locked in gram order first, as the inserts take them: two editors never wait on each other in a cycle.
    perform 1 from topic_gram_count c where c.gram in (select content_title_grams(old.title)) order by c.gram for update;
    update topic_gram_count c set n = c.n - 1 where c.gram in (select content_title_grams(old.title));
  end if;
  if tg_op = 'UPDATE' and new.status = 'published' then
    insert into topic_gram (gram, addtime, id) select g, new.addtime, new.id from content_title_grams(new.title) g;
    insert into topic_gram_count as c (gram, n) select g, 1 from content_title_grams(new.title) g order by g
    on conflict (gram) do update set n = c.n + 1;
  end if;
  return null;
end
$$;
create trigger topic_gram_updated after update of title, addtime, status on topic
  for each row when ((old.title, old.addtime, old.status) is distinct from (new.title, new.addtime, new.status))
  execute function topic_gram_row();
create trigger topic_gram_deleted after delete on topic for each row execute function topic_gram_row();
