// Lists' totals, kept for a minute per process (docs/decisions/0107). Every page of a list (?p=N) counts
// the whole list: at the large seed an index-only count of 150,000 news rows or of 100,000 brands costs
// 10-40 ms of PostgreSQL on every page, while the number changes only when rows are added or removed.
// One count per list and minute serves all its pages and visitors; concurrent askers share one count.
// A row added meanwhile shows in the list at once (the page's ids are read live); only the total, hence
// the number of pages, lags by up to the TTL.
import type { Queryable } from './database';

/** LIST_TOTAL_TTL_MS: how long a list's total is reused (0 = count on every page). */
export const LIST_TOTAL_TTL_MS = Math.max(0, Number(process.env.LIST_TOTAL_TTL_MS ?? 60_000) || 0);

/** Lists remembered per database handle (filters × categories: a few thousand at most). */
const MAX_LISTS = 5000;

interface Entry {
  at: number;
  total: Promise<number>;
}

const byDb = new WeakMap<Queryable, Map<string, Entry>>();

/**
 * The list's total: `count()` once per `key` (its SQL and parameters) and TTL on this database handle.
 * A failed count is not kept.
 */
export function listTotal(db: Queryable, key: string, count: () => Promise<number>, ttlMs = LIST_TOTAL_TTL_MS, now = Date.now()): Promise<number> {
  if (ttlMs <= 0) return count();
  let lists = byDb.get(db);
  if (!lists) byDb.set(db, (lists = new Map()));
  const hit = lists.get(key);
  if (hit && now - hit.at < ttlMs) return hit.total;
  const total = count();
  lists.delete(key);
  if (lists.size >= MAX_LISTS) lists.delete(lists.keys().next().value!); // the oldest first
  const entry = { at: now, total };
  lists.set(key, entry);
  total.catch(() => {
    if (lists.get(key) === entry) lists.delete(key);
  });
  return total;
}
