// One page of a list that pages by number (?p=N), as cheap on the last page as on the first
// (docs/decisions/0086). The page's ids are read first, through an index holding the list's order and
// filters (an index-only scan: OFFSET skips index entries, not wide rows); the caller then fetches only
// those rows (a deferred join). A page past the middle is read from the list's other end in reverse
// order, so page N of M costs what page min(N, M - N + 1) does.
import type { Queryable } from './database';
import { listTotal } from './list-totals';

/** Ordering columns with their directions; the last must make the order total (the id). */
export type Order = readonly (readonly [column: string, dir: 'asc' | 'desc'])[];

export const orderSql = (order: Order, reverse = false) =>
  order.map(([column, dir]) => `${column} ${(dir === 'desc') !== reverse ? 'desc' : 'asc'}`).join(', ');

export interface SeekList {
  /** Table and alias, e.g. `brand b`. */
  from: string;
  /** The id column, e.g. `b.id`. */
  id: string;
  where?: string | undefined;
  params?: readonly unknown[];
  order: Order;
}

/** Pages starting up to this offset are read forwards while the count runs beside them. */
const NEAR = 1000;

/** Where a page lies: read forwards from the start, or backwards from the end (then reversed). */
export function nearerEnd(total: number, offset: number, limit: number): { reverse: boolean; limit: number; offset: number } | null {
  if (offset >= total || limit <= 0) return null;
  const n = Math.min(limit, total - offset);
  const fromEnd = total - offset - n;
  return fromEnd < offset ? { reverse: true, limit: n, offset: fromEnd } : { reverse: false, limit: n, offset };
}

/**
 * The ids of one page in the list's order, and the list's total (counted unless given). Pages from
 * offset `near` on wait for the count and are read from the nearer end.
 */
export async function pageOfIds(
  db: Queryable,
  list: SeekList,
  page: { limit: number; offset: number; total?: number; near?: number },
): Promise<{ ids: number[]; total: number }> {
  const { limit, offset, total: known, near = NEAR } = page;
  const where = list.where ? `where ${list.where}` : '';
  const params = list.params ?? [];
  const countSql = `select count(*)::int as n from ${list.from} ${where}`;
  // Counted once a minute per list (list-totals.ts): every page of a list shares its total.
  const count = async () =>
    known ?? (await listTotal(db, `${countSql}\0${JSON.stringify(params)}`, async () => (await db.query<{ n: number }>(countSql, params))[0]?.n ?? 0));
  const read = async (reverse: boolean, lim: number, off: number) =>
    (
      await db.query<{ id: number }>(
        `select ${list.id} as id from ${list.from} ${where} order by ${orderSql(list.order, reverse)} limit $${params.length + 1} offset $${params.length + 2}`,
        [...params, lim, off],
      )
    ).map((r) => Number(r.id));
  if (offset < near) {
    const [ids, total] = await Promise.all([read(false, limit, offset), count()]);
    return { ids, total };
  }
  const total = await count();
  const at = nearerEnd(total, offset, limit);
  if (!at) return { ids: [], total };
  const ids = await read(at.reverse, at.limit, at.offset);
  return { ids: at.reverse ? ids.reverse() : ids, total };
}

/** Rows fetched by id (any order) put back in the page's order. */
export function inIdOrder<T extends { id: number }>(ids: readonly number[], rows: readonly T[]): T[] {
  const byId = new Map(rows.map((r) => [Number(r.id), r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
