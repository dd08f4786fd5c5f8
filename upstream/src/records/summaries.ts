// The records summaries of some brands (filing, 两店一年 at the start, red flags): what a list row's
// badges show. One query for a page of brands; the summaries call (routes/records.ts) and the brand list
// (routes/brand-list.ts, which sends its page's summaries with it) both read them here.
import type { Queryable } from '../db/database';
import type { WireCheckCode, WireRecordSummary } from '@shangji/contract';

/** The summaries of `ids` in that order; an unknown id is left out, a brand without a record is all unknown. */
export async function summariesOf(db: Queryable, ids: readonly number[]): Promise<WireRecordSummary[]> {
  if (ids.length === 0) return [];
  const rows = await db.query<{ id: number; filing: WireRecordSummary['filing'] | null; start: WireRecordSummary['twoStoresAtStart'] | null; flags: WireCheckCode[] | null }>(
    `select b.id, s.filing_status as filing, s.two_stores_at_start as start, s.flags
       from brand b left join record_summary s on s.brand_id = b.id where b.id = any($1::int[])`,
    [ids],
  );
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((i) => {
    const r = byId.get(i);
    return r ? [{ id: i, filing: r.filing ?? 'unknown', twoStoresAtStart: r.start ?? 'unknown', flags: r.flags ?? [] }] : [];
  });
}
