// Answer shapes of the placement schedule (contract/src/backoffice-placements-calls.ts,
// docs/decisions/0123-placement-schedule.md). Times are seconds since the epoch.
import { z } from 'zod';
import { PLACEMENT_STATES } from '../placement-states';
import { int } from './common';

export * from '../placement-states';

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
