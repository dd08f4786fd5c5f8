// The placement schedule's reads and rules (docs/decisions/0123-placement-schedule.md; table placement,
// migration 0033). A placement shows from `starts_at` (inclusive) to `ends_at` (exclusive) by the
// upstream's clock — the same clock the public reads are given — unless cancelled. Gateways learn of each
// start and end through the content feed: the sweep below records one change per crossing, once, however
// many upstream processes run it (the flag is flipped by the same UPDATE that finds the row).
import type { PlacementState, WirePlacement } from '@shangji/contract';
import type { Database, Queryable } from '../db/database';
import { recordContentChange } from '../content/changes';
import type { Job } from '../jobs/schedule';

export interface PlacementRow {
  id: number;
  slot: string;
  brand_id: number;
  brand_title: string;
  starts_at: Date;
  ends_at: Date;
  sort: number;
  note: string;
  cancelled_at: Date | null;
  updated_at: Date;
}

export const PLACEMENT_COLUMNS = `p.id, p.slot, p.brand_id, b.title as brand_title, p.starts_at, p.ends_at, p.sort, p.note, p.cancelled_at, p.updated_at`;

const ms = (d: Date | string) => new Date(d).getTime();
const secs = (d: Date | string) => Math.floor(ms(d) / 1000);

export function stateOf(r: Pick<PlacementRow, 'starts_at' | 'ends_at' | 'cancelled_at'>, now: number): PlacementState {
  if (r.cancelled_at) return 'cancelled';
  if (now < ms(r.starts_at)) return 'scheduled';
  return now < ms(r.ends_at) ? 'live' : 'ended';
}

/** The SQL condition of a state at `$n` (the time). */
export function stateWhere(state: PlacementState, n: number): string {
  switch (state) {
    case 'cancelled': return 'p.cancelled_at is not null';
    case 'scheduled': return `p.cancelled_at is null and p.starts_at > $${n}`;
    case 'live': return `p.cancelled_at is null and p.starts_at <= $${n} and p.ends_at > $${n}`;
    case 'ended': return `p.cancelled_at is null and p.ends_at <= $${n}`;
  }
}

export const toWirePlacement = (r: PlacementRow, slotName: string, now: number): WirePlacement => ({
  id: Number(r.id), slot: r.slot, slot_name: slotName, brand_id: Number(r.brand_id), brand_title: r.brand_title,
  starts_at: secs(r.starts_at), ends_at: secs(r.ends_at), sort: Number(r.sort), note: r.note,
  state: stateOf(r, now), cancelled_at: r.cancelled_at ? secs(r.cancelled_at) : null, updated_at: secs(r.updated_at),
});

/**
 * The brands showing now in each of `slots`, in slot order (sort, then start, then id), at most
 * `capacity` each. A slot without any is absent from the map: the caller shows its fallback.
 */
export async function liveBrands(db: Queryable, slots: string[], now: number, capacity: number): Promise<Map<string, number[]>> {
  const found = new Map<string, number[]>();
  if (slots.length === 0) return found;
  const rows = await db.query<{ slot: string; brand_id: number }>(
    `select slot, brand_id from placement
      where slot = any($1::text[]) and cancelled_at is null and starts_at <= $2 and ends_at > $2
      order by slot, sort, starts_at, id`,
    [slots, new Date(now)],
  );
  for (const r of rows) {
    const list = found.get(r.slot) ?? found.set(r.slot, []).get(r.slot)!;
    if (list.length < capacity && !list.includes(Number(r.brand_id))) list.push(Number(r.brand_id));
  }
  return found;
}

/**
 * The most bookings of `slot` showing at one instant within [start, end), leaving out `except` — the
 * highest count of overlapping non-cancelled placements, found by walking their starts and ends.
 */
export async function peakOverlap(q: Queryable, slot: string, start: number, end: number, except?: number): Promise<{ peak: number; ids: number[] }> {
  const rows = await q.query<{ id: number; starts_at: Date; ends_at: Date }>(
    `select id, starts_at, ends_at from placement
      where slot = $1 and cancelled_at is null and starts_at < $3 and ends_at > $2 and id <> $4`,
    [slot, new Date(start), new Date(end), except ?? 0],
  );
  const events: [number, number][] = [];
  for (const r of rows) {
    events.push([Math.max(ms(r.starts_at), start), 1], [Math.min(ms(r.ends_at), end), -1]);
  }
  // An end and a start at the same instant do not overlap: ends first.
  events.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  let now = 0;
  let peak = 0;
  for (const [, d] of events) peak = Math.max(peak, (now += d));
  return { peak, ids: rows.map((r) => Number(r.id)) };
}

/**
 * Announces every start and end that has passed by `now` and was not announced yet: one content change
 * per crossing, in one transaction with the flags. Answers how many were announced.
 */
export async function sweepPlacements(db: Database, now: number): Promise<number> {
  return db.transaction(async (tx) => {
    const at = new Date(now);
    const started = await tx.query<{ id: number }>(
      'update placement set start_announced = true where not start_announced and cancelled_at is null and starts_at <= $1 returning id',
      [at],
    );
    const ended = await tx.query<{ id: number }>(
      'update placement set end_announced = true where not end_announced and cancelled_at is null and ends_at <= $1 returning id',
      [at],
    );
    for (const r of [...started, ...ended]) await recordContentChange(tx, 'placement', Number(r.id), now);
    return started.length + ended.length;
  });
}

/** How often the sweep runs: a start or end reaches the gateways within this plus their poll. */
export const PLACEMENT_SWEEP_MS = 5_000;

/** The sweep as a job of the upstream's schedule (upstream/src/jobs/schedule.ts), on `now`'s clock. */
export const placementSweep = (db: Database, now: () => number): Job => ({
  name: 'placement sweep',
  everyMs: PLACEMENT_SWEEP_MS,
  run: () => sweepPlacements(db, now()),
});
