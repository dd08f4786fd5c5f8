// The large seed's bulk: news, topics and comments grown to proportional volume (150,000 articles,
// 20,000 topics, 1,000,000 comments at 100,000 brands) by set-based INSERT … SELECT over
// generate_series, so PostgreSQL writes them in seconds instead of a million parameter round trips.
// News and topics come from the ones the generators in news.ts and topics.ts wrote (their templates),
// re-dealt over every brand by an integer hash of the new id: deterministic, no random(). Comments are
// composed in JavaScript (comments.ts fillComments) and sent in large batches.
import type { Queryable } from '../database';
import { fillComments } from './comments';
import { baseTime, DAY } from './time';
import { throngs } from './words';

export interface FillSize {
  news: number;
  topics: number;
  comments: number;
}

/** A fraction in [0, 1) from an id and a salt (Knuth's multiplicative hash, in SQL). */
const frac = (expr: string, salt: number) => `((((${expr})::bigint * 2654435761 + ${salt}) % 4294967296)::float8 / 4294967296)`;
const pickInt = (expr: string, salt: number, n: string | number) => `(floor(${frac(expr, salt)} * (${n}))::int)`;
const sqlText = (s: string) => `'${s.replace(/'/g, "''")}'`;
const textArray = (items: readonly string[]) => `array[${items.map(sqlText).join(',')}]::text[]`;

const topicTitleFormats = ['%3$s年%1$s加盟品牌推荐', '%1$s加盟哪家好？热门%1$s品牌盘点', '适合%2$s的%1$s加盟项目', '小本投资%1$s加盟店推荐', '%3$s年值得关注的%1$s新品牌', '%1$s加盟费用低的品牌有哪些'];

/** Grows news, topics and comments past the generated rows to `size`; ids continue after the last one. */
export async function fillContent(db: Queryable, size: FillSize): Promise<void> {
  await db.exec('create temporary table fill_brand on commit drop as select id, title, cid, cid_one, row_number() over (order by id)::int as rn from brand; create index on fill_brand (rn); analyze fill_brand');
  const [{ brands } = { brands: 0 }] = await db.query<{ brands: number }>('select count(*)::int as brands from fill_brand');
  if (brands === 0) return;

  // News: every generated article that names its brand is a template; the new one names another brand
  // (of any industry), keeps the template's category, and gets its own date and view count.
  await db.exec(`
    create temporary table fill_news on commit drop as
      select row_number() over (order by n.id)::int - 1 as k, n.menu_id, n.title, n.description, n.content, n.keyword, n.author, b.title as brand_title
      from news n join brand b on b.id = n.brand_id where position(b.title in n.title) > 0;
    create index on fill_news (k)`);
  const [{ templates } = { templates: 0 }] = await db.query<{ templates: number }>('select count(*)::int as templates from fill_news');
  if (templates > 0) {
    await db.exec(`
      insert into news (id, menu_id, cid, brand_id, title, description, thumb, author, hits, content, keyword, addtime)
      select g, t.menu_id, b.cid_one, b.id, replace(t.title, t.brand_title, b.title), replace(t.description, t.brand_title, b.title),
        '/media/news/' || g || '.svg', t.author, floor(power(${frac('g', 11)}, 2) * 20000)::int + 10 + ${pickInt('g', 12, 190)},
        replace(t.content, t.brand_title, b.title), replace(t.keyword, t.brand_title, b.title),
        ${baseTime()} - ${pickInt('g', 13, 730 * DAY)}
      from generate_series((select coalesce(max(id), 0) + 1 from news), ${size.news}) g
      join fill_news t on t.k = ${pickInt('g', 14, templates)}
      join fill_brand b on b.rn = 1 + ${pickInt('g', 15, brands)}`);
  }

  // Topics: a sub-category's title from the same templates as topics.ts; a title met before gets the
  // id appended, as there. Each links six brands of its sub-category (fewer when it has fewer).
  await db.exec(`
    create temporary table fill_sub on commit drop as
      select row_number() over (order by c.id)::int - 1 as k, c.id, c.name from category c where c.pid <> 0 and exists (select 1 from brand b where b.cid = c.id);
    create temporary table fill_topic on commit drop as
      select id, cid, sub, case when row_number() over (partition by title order by id) > 1 or exists (select 1 from topic o where o.title = x.title)
        then title || '（' || id || '）' else title end as title
      from (select g as id, s.id as cid, s.name as sub,
          format((${textArray(topicTitleFormats)})[1 + ${pickInt('g', 21, topicTitleFormats.length)}], s.name, (${textArray(throngs)})[1 + ${pickInt('g', 22, throngs.length)}], 2024 + ${pickInt('g', 23, 3)}) as title
        from generate_series((select coalesce(max(id), 0) + 1 from topic), ${size.topics}) g
        join fill_sub s on s.k = ${pickInt('g', 24, '(select count(*) from fill_sub)')}) x`);
  await db.exec(`
    insert into topic (id, cid, title, description, thumb, keyword, hits, addtime)
    select t.id, t.cid, t.title, t.title || '，为您精选' || t.sub || '行业优质加盟品牌，提供加盟费用、加盟条件和加盟流程等信息，助您轻松创业。',
      '/media/topic/' || t.id || '.svg', t.sub || '加盟,' || t.sub || '品牌', floor(power(${frac('t.id', 25)}, 2) * 10000)::int + 10 + ${pickInt('t.id', 26, 90)},
      ${baseTime()} - ${pickInt('t.id', 27, 730 * DAY)}
    from fill_topic t`);
  await db.exec(`
    create temporary table fill_sub_brand on commit drop as
      select cid, id, (row_number() over (partition by cid order by id))::int - 1 as k, (count(*) over (partition by cid))::int as n from brand;
    create index on fill_sub_brand (cid, k);
    insert into topic_brand (topic_id, brand_id, sort)
    select t.id, sb.id, j from fill_topic t cross join generate_series(1, 6) j
    join lateral (select max(n) as n from fill_sub_brand where cid = t.cid) m on true
    join fill_sub_brand sb on sb.cid = t.cid and sb.k = (${pickInt('t.id', 28, 'm.n')} + (j - 1) * greatest(m.n / 6, 1)) % m.n
    on conflict do nothing`);

  // Comments: composed, not copied (copies of 20,000 texts repeated within a brand's reviews),
  // by comments.ts's fillComments, brand by brand so no sentence repeats in one brand's reviews.
  await fillComments(db, size.comments);
}
