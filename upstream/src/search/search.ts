// Substring search that works for Chinese (no word boundaries to tokenise on): ILIKE '%kw%' on titles,
// served by the pg_trgm GIN indexes of 0005/0006 for three or more characters, and for one or two
// characters by the characters GIN index of 0008 (a prefilter that LIKE confirms). Title hits rank first; ties break on integer columns only (hits, id), so
// PGlite (C.UTF-8) and any PostgreSQL collation return the same rows in the same order.
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

const BRAND_TEXT = `b.title || ' ' || b.product || ' ' || b.company`;

/** The brand match: title, product, company, and the title's pinyin or initials for Latin keywords. */
export function brandMatch(keyword: string, n = 1): { where: string; rank: string; params: unknown[] } {
  const py = pinyinKeyword(keyword);
  const k = `$${n}`;
  const p = `$${n + 1}`;
  const raw = `$${n + (py ? 2 : 1)}`;
  const like = likeFor(keyword);
  const pyWhere = py ? ` or b.title_py like ${p} or b.title_initials like ${p}` : '';
  const prefilter = charsPrefilter(BRAND_TEXT, keyword, raw);
  return {
    where: `(${prefilter}(b.title ${like} ${k} or b.product ${like} ${k} or b.company ${like} ${k}${pyWhere}))`,
    rank: `case when b.title ${like} ${k} then 0 when b.product ${like} ${k} then 1 when b.company ${like} ${k} then 2${
      py ? ` when b.title_py like ${p} then 3` : ''
    } else 4 end`,
    params: [containsPattern(keyword), ...(py ? [containsPattern(py)] : []), ...(prefilter ? [keyword] : [])],
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

export async function searchBrands(db: Queryable, keyword: string, limit: number, offset: number): Promise<{ listinfo: WireBrand[]; totalcount: number }> {
  const m = brandMatch(keyword);
  const [rows, totalcount] = await Promise.all([
    selectBrands(db, { where: m.where, params: m.params, orderBy: `${m.rank}, b.hits desc, b.id`, limit, offset }),
    countRows(db, 'brand b', m.where, m.params),
  ]);
  return { listinfo: rows.map(toWireBrand), totalcount };
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
