// Answer shapes of the placement schedule (contract/src/backoffice-placements-calls.ts,
// docs/decisions/0123-placement-schedule.md). Times are seconds since the epoch.
import { z } from 'zod';
import { int } from './common';

/** A sponsored slot a brand can be scheduled into: its key, Chinese name, where it shows, how many at once. */
export const wirePlacementSlot = z.strictObject({
  key: z.string(),
  name: z.string(),
  /** The page it shows on, e.g. /top/12, /, /shangji. */
  page: z.string(),
  /** How many placements it shows at one instant; more overlapping bookings are refused. */
  capacity: int,
});
export type WirePlacementSlot = z.infer<typeof wirePlacementSlot>;

/** scheduled 未开始, live 投放中, ended 已结束, cancelled 已取消 — by the upstream's clock. */
export const PLACEMENT_STATES = ['scheduled', 'live', 'ended', 'cancelled'] as const;
export type PlacementState = (typeof PLACEMENT_STATES)[number];
export const PLACEMENT_STATE_LABELS: Record<PlacementState, string> = {
  scheduled: '未开始',
  live: '投放中',
  ended: '已结束',
  cancelled: '已取消',
};

export const wirePlacement = z.strictObject({
  id: int,
  slot: z.string(),
  slot_name: z.string(),
  brand_id: int,
  brand_title: z.string(),
  starts_at: int,
  ends_at: int,
  /** Order within the slot (smaller first). */
  sort: int,
  note: z.string(),
  state: z.enum(PLACEMENT_STATES),
  cancelled_at: int.nullable(),
  updated_at: int,
});
export type WirePlacement = z.infer<typeof wirePlacement>;

export const wirePlacementPage = z.strictObject({ total: int, list: z.array(wirePlacement) });
export type WirePlacementPage = z.infer<typeof wirePlacementPage>;
