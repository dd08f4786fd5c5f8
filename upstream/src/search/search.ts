// Substring search that works for Chinese (no word boundaries to tokenise on): ILIKE '%kw%' on titles,
// served by the pg_trgm GIN indexes of 0005/0006 for three or more characters, and for one or two
// characters by the characters GIN index of 0008 (a prefilter that LIKE confirms). Title hits rank first; ties break on integer columns only (hits, id), so
// PGlite (C.UTF-8) and any PostgreSQL collation return the same rows in the same order. Brand search
// runs over the narrow brand_search table (0010), one- and two-character keywords over its posting
// table brand_gram (0013, decision 0058), and counts exactly only up to a bound (decision 0027). News
// and topics: content-search.ts (their postings, 0034), with the title match below for Latin keywords.
import { selectBrands } from '../brands/brand-rows';
import { toWireBrand } from '../brands/brand-wire';
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
 * Keyword matches, most specific first: a brand's rank is the first of these it satisfies. Three or
 * more characters use the trigram indexes; shorter Latin keywords read brand_search whole (it is narrow).
 */
function brandConditions(keyword: string): { conds: string[]; params: unknown[] } {
  const py = pinyinKeyword(keyword);
  const like = likeFor(keyword);
  const length = [...keyword].length;
  const cols = ['title', 'product', 'company'];
  // pg_trgm yields nothing to narrow one or two characters by, yet the planner may still pick a trigram
  // index and read all of it (80 ms at 100,000 brands): `|| ''` hides the column from those indexes.
  // (Caseless keywords that short never come here: they are read from brand_gram.)
  const col = (name: string) => (length <= 2 ? `(b.${name} || '')` : `b.${name}`);
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

/**
 * A title match for news (n) or topics (t): the title with the characters prefilter where it helps, or
 * for Latin keywords also the title's pinyin or initials (0017). `at` is the first parameter's number.
 */
function titleMatch(alias: 'n' | 't', keyword: string, at = 1): { where: string; params: unknown[] } {
  const py = pinyinKeyword(keyword);
  if (py) {
    return {
      where: `(${alias}.title ilike $${at} or ${alias}.title_py like $${at + 1} or ${alias}.title_initials like $${at + 1})`,
      params: [containsPattern(keyword), containsPattern(py)],
    };
  }
  const prefilter = charsPrefilter(`${alias}.title`, keyword, `$${at + 1}`);
  return { where: `${prefilter}${alias}.title ${likeFor(keyword)} $${at}`, params: prefilter ? [containsPattern(keyword), keyword] : [containsPattern(keyword)] };
}

/** Every word of a keyword must match (`火锅 加盟`); a title match per word, joined with and. */
export function titleMatchAll(alias: 'n' | 't', keyword: string): { where: string; params: unknown[] } {
  const params: unknown[] = [];
  const wheres = keywordWords(keyword).map((word) => {
    const m = titleMatch(alias, word, params.length + 1);
    params.push(...m.params);
    return m.where;
  });
  return { where: wheres.length > 1 ? wheres.map((w) => `(${w})`).join(' and ') : (wheres[0] ?? 'false'), params };
}

/**
 * The words of a keyword, split on white space (ASCII and the ideographic space), at most five, each
 * once: a search for several words finds what matches all of them.
 */
export function keywordWords(keyword: string): string[] {
  return [...new Set(keyword.split(/[\s\u3000]+/).filter(Boolean))].slice(0, 5);
}

/**
 * Words a visitor adds on a franchise portal to say what they are after, not which brand:
 * `火锅 加盟`, `奶茶招商`, `教育 项目`. Almost no brand carries them in its title, product or company, so
 * requiring them emptied the brand results.
 */
export const WEAK_WORDS = ['加盟', '招商', '项目', '品牌', '连锁', '代理', '加盟店', '创业', '开店', '费用', '加盟费', '多少钱'] as const;
const weak = new Set<string>(WEAK_WORDS);
// Longest first, so 加盟费 is taken off before 加盟.
const weakAffixes = [...WEAK_WORDS].sort((a, b) => b.length - a.length);

/**
 * The words of a brand search: keywordWords without the weak ones, and with a weak word taken off the
 * end or start of a word (奶茶加盟 → 奶茶) when at least two characters remain. A keyword of weak words
 * only (`加盟`, `连锁 品牌`) is searched as it is.
 */
export function brandKeywordWords(keyword: string): string[] {
  const words = keywordWords(keyword);
  const strip = (word: string): string => {
    for (const w of weakAffixes) {
      if (word.length - w.length < 2) continue;
      if (word.endsWith(w)) return strip(word.slice(0, -w.length));
      if (word.startsWith(w)) return strip(word.slice(w.length));
    }
    return word;
  };
  const strong = [...new Set(words.filter((w) => !weak.has(w)).map(strip))];
  return strong.length ? strong : words;
}

/** Title only (suggestions): the title, or its pinyin or initials for Latin keywords. */
export function brandTitleMatch(keyword: string): { where: string; params: unknown[] } {
  const py = pinyinKeyword(keyword);
  return py
    ? { where: '(b.title ilike $1 or b.title_py like $2 or b.title_initials like $2)', params: [containsPattern(keyword), containsPattern(py)] }
    : { where: 'b.title ilike $1', params: [containsPattern(keyword)] };
}

/**
 * A subquery of the ids of brands whose title contains `keyword`, its one parameter `$first`. One- and
 * two-character caseless keywords read brand_gram (rank 0: the title is the first column holding the
 * gram); pg_trgm cannot index them, and the title's ILIKE read all 100,000 brands (229 ms). Longer ones
 * use the title's trigram index.
 */
export function brandIdsByTitle(keyword: string, first: number): { sql: string; params: unknown[] } {
  const short = [...keyword].length <= 2;
  if (short && likeFor(keyword) === 'like') return { sql: `select g.id from brand_gram g where g.gram = $${first} and g.rank = 0`, params: [keyword] };
  // Short Latin keywords (brand_gram is case-sensitive): the narrow brand_search read whole, 94 ms against
  // brand's 248 ms (`|| ''` keeps the planner off the trigram index, as in brandConditions).
  if (short) return { sql: `select b.id from brand_search b where (b.title || '') ilike $${first}`, params: [containsPattern(keyword)] };
  return { sql: `select id from brand where title ilike $${first}`, params: [containsPattern(keyword)] };
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

/** One or two characters without case: brand_gram holds every match with its rank (decision 0058). */
const fromGrams = (keyword: string) => [...keyword].length <= 2 && likeFor(keyword) === 'like';

/** `bound` is EXACT_COUNT_BOUND but for tests, which use small seeds. */
export async function searchBrands(db: Queryable, keyword: string, limit: number, offset: number, bound = EXACT_COUNT_BOUND): Promise<BrandSearchPage> {
  const words = brandKeywordWords(keyword);
  const one = words[0] ?? keyword;
  const page =
    words.length > 1
      ? await allWordsPage(db, words, limit, offset, bound)
      : fromGrams(one)
        ? await gramPage(db, one, limit, offset, bound)
        : await matchPage(db, one, limit, offset, bound);
  const { ids, totalcount, totalIsEstimate } = page;
  if (ids.length === 0) return { listinfo: [], totalcount, totalIsEstimate };
  const byId = new Map((await selectBrands(db, { where: 'b.id = any($1::int[])', params: [ids], orderBy: 'b.id', limit: ids.length })).map((r) => [r.id, r]));
  const listinfo = ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toWireBrand(row)] : [];
  });
  return { listinfo, totalcount, totalIsEstimate };
}

interface IdPage {
  ids: number[];
  totalcount: number;
  totalIsEstimate: boolean;
}

/**
 * The count bound over the first BOUND+1 matches in id order, as matchPage does, from brand_gram's
 * primary key; the page is a range of brand_gram_page, which is in the search's order already.
 */
async function gramPage(db: Queryable, keyword: string, limit: number, offset: number, bound: number): Promise<IdPage> {
  const [[first], rows] = await Promise.all([
    db.query<{ n: number; last: number; top: number }>(
      `select count(*)::int as n, coalesce(max(s.id), 0)::int as last, (select coalesce(max(id), 0)::int from brand_search) as top
       from (select g.id from brand_gram g where g.gram = $1 order by g.id limit ${bound + 1}) s`,
      [keyword],
    ),
    db.query<{ id: number }>(`select g.id from brand_gram g where g.gram = $1 order by g.rank, g.hits desc, g.id limit ${limit} offset ${offset}`, [keyword]),
  ]);
  const n = first?.n ?? 0;
  const totalIsEstimate = n > bound;
  return { ids: rows.map((r) => r.id), totalcount: totalIsEstimate ? estimate(n, first!.last, first!.top) : n, totalIsEstimate };
}

/** Any other keyword: LIKE over brand_search's columns (trigram indexes for three or more characters). */
async function matchPage(db: Queryable, keyword: string, limit: number, offset: number, bound: number): Promise<IdPage> {
  const m = brandMatch(keyword);
  // The first BOUND+1 matches in id order: their number is the exact count when there are few; when there
  // are more, the id of the last one gives the matches' density, hence an estimate. Either way the
  // answer does not depend on the plan, so both engines say the same.
  const perClass = m.classes.map((_, i) => `count(*) filter (where s.r = ${i})::int as c${i}`).join(', ');
  // Collected through the indexes and sorted (`+ 0` keeps the planner off walking the primary key, which
  // it favours too often: 50 ms for 2,500 matches).
  const [first] = await db.query<{ n: number; last: number; top: number } & Record<`c${number}`, number>>(
    `select count(*)::int as n, coalesce(max(s.id), 0)::int as last, (select coalesce(max(id), 0)::int from brand_search) as top, ${perClass}
     from (select b.id, ${m.rank} as r from brand_search b where ${m.where} order by b.id + 0 limit ${bound + 1}) s`,
    m.params,
  );
  const n = first?.n ?? 0;
  const totalIsEstimate = n > bound;
  if (!totalIsEstimate) {
    if (n === 0 || offset >= n) return { ids: [], totalcount: n, totalIsEstimate };
    const rows = await db.query<{ id: number }>(
      `select b.id from brand_search b where ${m.where} order by ${m.rank}, b.hits desc, b.id limit ${limit} offset ${offset}`,
      m.params,
    );
    return { ids: rows.map((r) => r.id), totalcount: n, totalIsEstimate };
  }
  const totalcount = estimate(n, first!.last, first!.top);
  // Each class's share of the table, from its share of the sample: dense classes are walked in views
  // order, sparse ones found through the match's indexes and sorted.
  const density = m.classes.map((_, i) => ((first![`c${i}`] ?? 0) / n) * (totalcount / Math.max(first!.top, 1)));
  return { ids: await pageByClass(db, m, density, limit, offset), totalcount, totalIsEstimate };
}

/** `sql` with its parameters $1, $2… renumbered from $`by + 1`. */
const shiftParams = (sql: string, by: number) => sql.replace(/\$(\d+)/g, (_, n: string) => `$${Number(n) + by}`);

/**
 * Several words (`火锅 加盟`): the brands that match every word, each word as a one-word search would
 * match it (short caseless words through brand_gram, others over brand_search's columns and pinyin).
 * Ordered by the sum of the words' rank classes (title hits first), then views and id; counted like
 * matchPage. The whole match is sorted: several words narrow it far below one word's matches.
 */
async function allWordsPage(db: Queryable, words: string[], limit: number, offset: number, bound: number): Promise<IdPage> {
  const params: unknown[] = [];
  const conds: string[] = [];
  const ranks: string[] = [];
  for (const word of words) {
    if (fromGrams(word)) {
      params.push(word);
      const at = params.length;
      conds.push(`exists (select 1 from brand_gram g where g.gram = $${at} and g.id = b.id)`);
      ranks.push(`(select g.rank from brand_gram g where g.gram = $${at} and g.id = b.id)`);
    } else {
      const m = brandMatch(word);
      conds.push(shiftParams(m.where, params.length));
      ranks.push(`(${shiftParams(m.rank, params.length)})`);
      params.push(...m.params);
    }
  }
  const where = conds.join(' and ');
  const rank = ranks.join(' + ');
  const [first] = await db.query<{ n: number; last: number; top: number }>(
    `select count(*)::int as n, coalesce(max(s.id), 0)::int as last, (select coalesce(max(id), 0)::int from brand_search) as top
     from (select b.id from brand_search b where ${where} order by b.id + 0 limit ${bound + 1}) s`,
    params,
  );
  const n = first?.n ?? 0;
  const totalIsEstimate = n > bound;
  const totalcount = totalIsEstimate ? estimate(n, first!.last, first!.top) : n;
  if (n === 0 || (!totalIsEstimate && offset >= n)) return { ids: [], totalcount, totalIsEstimate };
  const rows = await db.query<{ id: number }>(`select b.id from brand_search b where ${where} order by ${rank}, b.hits desc, b.id limit ${limit} offset ${offset}`, params);
  return { ids: rows.map((r) => r.id), totalcount, totalIsEstimate };
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

/**
 * A keyword within one industry (the header search's dropdown and keyword together): the same match and
 * order as searchBrands, limited to brands of the category `scope` (a top category: cid_one; a
 * sub-category: cid). One industry holds a sixteenth of the catalogue, so the count is exact.
 */
export async function searchBrandsIn(
  db: Queryable,
  keyword: string,
  scope: { id: number; pid: number },
  limit: number,
  offset: number,
): Promise<BrandSearchPage> {
  const m = brandMatch(keyword);
  const n = m.params.length + 1;
  const inScope = `exists (select 1 from brand c where c.id = b.id and ${scope.pid === 0 ? 'c.cid_one' : 'c.cid'} = $${n})`;
  const params = [...m.params, scope.id];
  const [counted] = await db.query<{ n: number }>(`select count(*)::int as n from brand_search b where ${m.where} and ${inScope}`, params);
  const totalcount = counted?.n ?? 0;
  if (totalcount === 0 || offset >= totalcount) return { listinfo: [], totalcount, totalIsEstimate: false };
  const rows = await db.query<{ id: number }>(
    `select b.id from brand_search b where ${m.where} and ${inScope} order by ${m.rank}, b.hits desc, b.id limit ${limit} offset ${offset}`,
    params,
  );
  const ids = rows.map((r) => r.id);
  const byId = new Map((await selectBrands(db, { where: 'b.id = any($1::int[])', params: [ids], orderBy: 'b.id', limit: ids.length })).map((r) => [r.id, r]));
  return { listinfo: ids.flatMap((id) => (byId.has(id) ? [toWireBrand(byId.get(id)!)] : [])), totalcount, totalIsEstimate: false };
}
