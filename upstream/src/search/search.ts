// Substring search that works for Chinese (no word boundaries to tokenise on): ILIKE '%kw%' on titles,
// served by the pg_trgm GIN indexes of 0005/0006 for three or more characters (one and two characters
// scan: correct, not indexed). Title hits rank first; ties break on integer columns only (hits, id), so
// PGlite (C.UTF-8) and any PostgreSQL collation return the same rows in the same order.
import { selectBrands } from '../brands/brand-rows';
import { toWireBrand } from '../brands/brand-wire';
import { countRows, selectNews, selectTopics } from '../content/content-rows';
import type { Queryable } from '../db/database';
import type { WireBrand } from '../wire';
import { containsPattern, pinyinKeyword } from './like';

/** The brand match: title, product, company, and the title's pinyin or initials for Latin keywords. */
export function brandMatch(keyword: string, n = 1): { where: string; rank: string; params: unknown[] } {
  const py = pinyinKeyword(keyword);
  const k = `$${n}`;
  const p = `$${n + 1}`;
  const pyWhere = py ? ` or b.title_py like ${p} or b.title_initials like ${p}` : '';
  return {
    where: `(b.title ilike ${k} or b.product ilike ${k} or b.company ilike ${k}${pyWhere})`,
    rank: `case when b.title ilike ${k} then 0 when b.product ilike ${k} then 1 when b.company ilike ${k} then 2${
      py ? ` when b.title_py like ${p} then 3` : ''
    } else 4 end`,
    params: py ? [containsPattern(keyword), containsPattern(py)] : [containsPattern(keyword)],
  };
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
  const where = 'n.title ilike $1';
  const params = [containsPattern(keyword)];
  const [rows, totalcount] = await Promise.all([
    selectNews(db, { where, params, orderBy: 'n.addtime desc, n.id desc', limit, offset }),
    countRows(db, 'news n', where, params),
  ]);
  return { rows, totalcount };
}

export async function searchTopics(db: Queryable, keyword: string, limit: number, offset: number) {
  const where = 't.title ilike $1';
  const params = [containsPattern(keyword)];
  const [rows, totalcount] = await Promise.all([
    selectTopics(db, { where, params, orderBy: 't.addtime desc, t.id desc', limit, offset }),
    countRows(db, 'topic t', where, params),
  ]);
  return { rows, totalcount };
}
