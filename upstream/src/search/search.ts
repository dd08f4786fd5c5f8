// Substring search that works for Chinese (no word boundaries to tokenise on): ILIKE '%kw%' on titles,
// served by the pg_trgm GIN indexes of 0005/0006 for three or more characters, and for one or two
// characters by the characters GIN index of 0008 (a prefilter that LIKE confirms). Title hits rank first; ties break on integer columns only (hits, id), so
// PGlite (C.UTF-8) and any PostgreSQL collation return the same rows in the same order. Brand search
// runs over the narrow brand_search table (0009) and counts exactly only up to a bound (decision 0027).
import { selectBrands } from '../brands/brand-rows';
import { toWireBrand } from '../brands/brand-wire';
import { countRows, selectNews, selectTopics } from '../content/content-rows';
import type { Queryable } from '../db/database';
import type { WireBrand } from '@shangji/contract';
import { containsPattern, pinyinKeyword } from './like';

/** Keywords with no cased letters (Chinese, digits) match the same with LIKE as with ILIKE, and LIKE is cheaper. */
const likeFor = (keyword: string) => (keyword.toLowerCase() === keyword.toUpperCase() ? 'like' : 'ilike');

/**
 * For 1–2 character caseless keywords, the characters GIN index of 0008 narrows the rows first (pg_trgm
 * cannot index such short patterns); `expr` must be the indexed expression. Returns '' when not used.
 */
function charsPrefilter(expr: string, keyword: string, param: string): string {
  return [...keyword].length <= 2 && likeFor(keyword) === 'like' ? `regexp_split_to_array(${expr}, '') @> regexp_split_to_array(${param}, '') and ` : '';
}

/**
 * Keyword matches, most specific first: a brand's rank is the first of these it satisfies. One caseless
 * character is exactly "the column's characters contain it" (GIN, with real statistics for the planner);
 * two are narrowed that way and confirmed by LIKE; three or more use the trigram indexes.
 */
function brandConditions(keyword: string): { conds: string[]; params: unknown[] } {
  const py = pinyinKeyword(keyword);
  const like = likeFor(keyword);
  const length = [...keyword].length;
  const cols = ['title', 'product', 'company'];
  if (like === 'like' && length === 1) return { conds: cols.map((c) => `b.${c}_chars @> $1::text[]`), params: [[keyword]] };
  // pg_trgm yields nothing to narrow one or two characters by, yet the planner may still pick a trigram
  // index and read all of it (80 ms at 100,000 brands): `|| ''` hides the column from those indexes.
  const col = (name: string) => (length <= 2 ? `(b.${name} || '')` : `b.${name}`);
  if (like === 'like' && length === 2) {
    return { conds: cols.map((c) => `(b.${c}_chars @> $2::text[] and ${col(c)} like $1)`), params: [containsPattern(keyword), [...keyword]] };
  }
  const conds = [...cols.map((c) => `${col(c)} ${like} $1`), ...(py ? [`${col('title_py')} like $2`, `${col('title_initials')} like $2`] : [])];
  return { conds, params: [containsPattern(keyword), ...(py ? [containsPattern(py)] : [])] };
}

/**
 * The brand match over brand_search (alias b): title, product, company, and the title's pinyin or
 * initials for Latin keywords; `rank` orders title hits first, then product, company, pinyin.
 */
export function brandMatch(keyword: string): { where: string; rank: string; params: unknown[]; classes: string[]; indexedClasses: string[] } {
  const { conds, params } = brandConditions(keyword);
  const where = `(${conds.join(' or ')})`;
  // Rank class i: condition i holds and no earlier one does (title_py may be null: "is not true").
  const classes = conds.map((cond, i) => [...conds.slice(0, i).map((e) => `(${e}) is not true`), cond].join(' and '));
  return {
    where,
    rank: `case ${conds.map((cond, i) => `when ${cond} then ${i}`).join(' ')} end`,
    params,
    classes,
    // The same classes led by an indexable condition: their own column's (pinyin classes: the whole match).
    indexedClasses: classes.map((cls, i) => (i < 3 ? `${conds[i]} and ${cls}` : `${where} and ${cls}`)),
  };
}

/** A title match for news (n) or topics (t), with the characters prefilter where it helps. */
function titleMatch(alias: 'n' | 't', keyword: string): { where: string; params: unknown[] } {
  const prefilter = charsPrefilter(`${alias}.title`, keyword, '$2');
  return { where: `${prefilter}${alias}.title ${likeFor(keyword)} $1`, params: prefilter ? [containsPattern(keyword), keyword] : [containsPattern(keyword)] };
}

/** Title only (suggestions): the title, or its pinyin or initials for Latin keywords. */
export function brandTitleMatch(keyword: string): { where: string; params: unknown[] } {
  const py = pinyinKeyword(keyword);
  return py
    ? { where: '(b.title ilike $1 or b.title_py like $2 or b.title_initials like $2)', params: [containsPattern(keyword), containsPattern(py)] }
    : { where: 'b.title ilike $1', params: [containsPattern(keyword)] };
}

/**
 * Up to this many matches are counted exactly (and sorted whole); past it the total is estimated and
 * the page is read by walking brand_search in views order per rank class (docs/decisions/0027).
 */
export const EXACT_COUNT_BOUND = 500;
/** The most rows a walk in views order is expected to read before the indexed match is used instead. */
const WALK_ROWS = 3000;

export interface BrandSearchPage {
  listinfo: WireBrand[];
  totalcount: number;
  /** True when totalcount is an estimate (more than EXACT_COUNT_BOUND matches). */
  totalIsEstimate: boolean;
}

/** `bound` is EXACT_COUNT_BOUND but for tests, which use small seeds. */
export async function searchBrands(db: Queryable, keyword: string, limit: number, offset: number, bound = EXACT_COUNT_BOUND): Promise<BrandSearchPage> {
  const m = brandMatch(keyword);
  // The first BOUND+1 matches in id order: their number is the exact count when there are few; when there
  // are more, the id of the last one gives the matches' density, hence an estimate. Either way the
  // answer does not depend on the plan, so both engines say the same.
  const perClass = m.classes.map((_, i) => `count(*) filter (where s.r = ${i})::int as c${i}`).join(', ');
  // Many matches: walk the primary key and stop at the bound. Few: collect them through the indexes and
  // sort (`+ 0` keeps the planner off the walk, which it favours too often: 50 ms for 2,500 matches).
  const walkIds = (await characterMatches(db, keyword)) > WALK_MATCHES;
  const [first] = await db.query<{ n: number; last: number; top: number } & Record<`c${number}`, number>>(
    `select count(*)::int as n, coalesce(max(s.id), 0)::int as last, (select coalesce(max(id), 0)::int from brand_search) as top, ${perClass}
     from (select b.id, ${m.rank} as r from brand_search b where ${m.where} order by b.id${walkIds ? '' : ' + 0'} limit ${bound + 1}) s`,
    m.params,
  );
  const n = first?.n ?? 0;
  const totalIsEstimate = n > bound;
  let ids: number[];
  let totalcount = n;
  if (!totalIsEstimate) {
    if (n === 0 || offset >= n) return { listinfo: [], totalcount: n, totalIsEstimate };
    const rows = await db.query<{ id: number }>(
      `select b.id from brand_search b where ${m.where} order by ${m.rank}, b.hits desc, b.id limit ${limit} offset ${offset}`,
      m.params,
    );
    ids = rows.map((r) => r.id);
  } else {
    totalcount = estimate(n, first!.last, first!.top);
    // Each class's share of the table, from its share of the sample: dense classes are walked in views
    // order, sparse ones found through the match's indexes and sorted.
    const density = m.classes.map((_, i) => ((first![`c${i}`] ?? 0) / n) * (totalcount / Math.max(first!.top, 1)));
    ids = await pageByClass(db, m, density, limit, offset);
  }
  if (ids.length === 0) return { listinfo: [], totalcount, totalIsEstimate };
  const byId = new Map((await selectBrands(db, { where: 'b.id = any($1::int[])', params: [ids], orderBy: 'b.id', limit: ids.length })).map((r) => [r.id, r]));
  const listinfo = ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toWireBrand(row)] : [];
  });
  return { listinfo, totalcount, totalIsEstimate };
}

/** Above this many estimated matches, the first query walks ids in order. */
const WALK_MATCHES = 8000;
const STATS_SECONDS = 300;

interface CharStats {
  at: number;
  rows: number;
  freq: Map<string, Map<string, number>>;
}
const statsByDb = new WeakMap<Queryable, CharStats>();

/**
 * Estimated matches of a one- or two-character caseless keyword from ANALYZE's most common elements of
 * the character columns (refreshed every few minutes); 0 when unknown or for other keywords, which
 * leaves the choice to the indexes. Only the plan depends on it, never the answer.
 */
async function characterMatches(db: Queryable, keyword: string): Promise<number> {
  const chars = [...keyword];
  if (chars.length > 2 || likeFor(keyword) !== 'like') return 0;
  let stats = statsByDb.get(db);
  if (!stats || Date.now() - stats.at > STATS_SECONDS * 1000) {
    const rows = await db.query<{ attname: string; elems: string[] | null; freqs: number[] | null; tuples: number }>(
      `select s.attname::text as attname, s.most_common_elems::text::text[] as elems, s.most_common_elem_freqs::float8[] as freqs,
              (select reltuples::float8 from pg_class where oid = 'brand_search'::regclass) as tuples
       from pg_stats s where s.tablename = 'brand_search' and s.attname in ('title_chars', 'product_chars', 'company_chars')
         and s.schemaname = (select n.nspname from pg_class c join pg_namespace n on n.oid = c.relnamespace where c.oid = 'brand_search'::regclass)`,
    );
    stats = {
      at: Date.now(),
      rows: Math.max(0, rows[0]?.tuples ?? 0),
      freq: new Map(rows.map((r) => [r.attname, new Map((r.elems ?? []).map((e, i) => [e, r.freqs?.[i] ?? 0]))])),
    };
    statsByDb.set(db, stats);
  }
  let sum = 0;
  for (const column of stats.freq.values()) sum += Math.min(...chars.map((c) => column.get(c) ?? 0));
  return sum * stats.rows;
}

/** `seen` matches among ids up to `last`, scaled to the largest id `top`; two significant figures. */
function estimate(seen: number, last: number, top: number): number {
  const scaled = Math.round((seen * Math.max(top, last)) / Math.max(last, 1));
  const magnitude = 10 ** Math.max(0, Math.floor(Math.log10(Math.max(scaled, 1))) - 1);
  return Math.max(seen, Math.round(scaled / magnitude) * magnitude);
}

/**
 * Many matches: each rank class in turn, most viewed first, through the (hits desc, id) index, which
 * stops as soon as the page is full. Same rows and order as the whole sort of the exact path.
 */
async function pageByClass(db: Queryable, m: ReturnType<typeof brandMatch>, density: number[], limit: number, offset: number): Promise<number[]> {
  const ids: number[] = [];
  let skip = offset;
  for (const [i, cls] of m.classes.entries()) {
    const want = limit - ids.length;
    // A walk reads about (skip + want) / density rows; past a few thousand, the indexed match is cheaper.
    const walk = (skip + want) / Math.max(density[i] ?? 0, 1e-9) <= WALK_ROWS;
    const rows = await db.query<{ id: number }>(
      `select b.id from brand_search b where ${walk ? cls : m.indexedClasses[i]} order by b.hits desc, b.id limit ${skip + want}`,
      m.params,
    );
    if (rows.length <= skip) {
      skip -= rows.length;
      continue;
    }
    ids.push(...rows.slice(skip).map((r) => r.id));
    skip = 0;
    if (ids.length >= limit) break;
  }
  return ids;
}

/** News by title, newest first. */
export async function searchNews(db: Queryable, keyword: string, limit: number, offset: number) {
  const { where, params } = titleMatch('n', keyword);
  const [rows, totalcount] = await Promise.all([
    selectNews(db, { where, params, orderBy: 'n.addtime desc, n.id desc', limit, offset }),
    countRows(db, 'news n', where, params),
  ]);
  return { rows, totalcount };
}

export async function searchTopics(db: Queryable, keyword: string, limit: number, offset: number) {
  const { where, params } = titleMatch('t', keyword);
  const [rows, totalcount] = await Promise.all([
    selectTopics(db, { where, params, orderBy: 't.addtime desc, t.id desc', limit, offset }),
    countRows(db, 'topic t', where, params),
  ]);
  return { rows, totalcount };
}
