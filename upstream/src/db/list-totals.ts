// Lists' totals, kept for a minute per process (docs/decisions/0107). Every page of a list (?p=N) counts
// the whole list: at the large seed an index-only count of 150,000 news rows or of 100,000 brands costs
// 10-40 ms of PostgreSQL on every page, while the number changes only when rows are added or removed.
// One count per list and minute serves all its pages and visitors; concurrent askers share one count.
// A row added meanwhile shows in the list at once (the page's ids are read live); only the total, hence
// the number of pages, lags by up to the TTL. The brand list's filter rows (categories, fee bands, the
// regions that have brands, tags), read by every list call to check its parameters, are kept likewise.
import type { Queryable } from './database';

/** LIST_TOTAL_TTL_MS (upstream/src/config.ts): how long a list's total is reused (0 = count on every page). */
let LIST_TOTAL_TTL_MS = 60_000;

/** Set once at start-up from the configuration. */
export function setListTotalTtl(ms: number): void {
  LIST_TOTAL_TTL_MS = ms;
}

/** Lists remembered per database handle (filters × categories: a few thousand at most). */
const MAX_LISTS = 5000;

interface Entry {
  at: number;
  /** The content generation it was computed in: a content change (forgetRemembered) outdates it. */
  gen: number;
  value: Promise<unknown>;
}

let generation = 0;

/**
 * Forgets every remembered total and filter row of this process: called when this process records a
 * content change (upstream/src/content/changes.ts), so that a published or withdrawn row is counted at once.
 */
export function forgetRemembered(): void {
  generation++;
}

const byDb = new WeakMap<Queryable, Map<string, Entry>>();

/**
 * `compute()` once per `key` and TTL on this database handle; concurrent askers share one computation,
 * and a failed one is not kept.
 */
export function remembered<T>(db: Queryable, key: string, compute: () => Promise<T>, ttlMs: number = LIST_TOTAL_TTL_MS, now = Date.now()): Promise<T> {
  if (ttlMs <= 0) return compute();
  let kept = byDb.get(db);
  if (!kept) byDb.set(db, (kept = new Map()));
  const hit = kept.get(key);
  if (hit && hit.gen === generation && now - hit.at < ttlMs) return hit.value as Promise<T>;
  const value = compute();
  kept.delete(key);
  if (kept.size >= MAX_LISTS) kept.delete(kept.keys().next().value!); // the oldest first
  const entry = { at: now, gen: generation, value };
  kept.set(key, entry);
  value.catch(() => {
    if (kept.get(key) === entry) kept.delete(key);
  });
  return value;
}

/** The list's total: `count()` once per `key` (its SQL and parameters) and TTL on this database handle. */
export const listTotal = (db: Queryable, key: string, count: () => Promise<number>, ttlMs: number = LIST_TOTAL_TTL_MS, now = Date.now()): Promise<number> =>
  remembered(db, `total\0${key}`, count, ttlMs, now);
