// The placement schedule (ops, admin; docs/decisions/0123-placement-schedule.md): which brand shows in
// which sponsored slot, from when to when. Calls under /admin/v1/placements, made on an account's behalf.
import { z } from 'zod';
import { int } from './shapes/common';
import { wirePlacement, wirePlacementPage, wirePlacementSlot } from './shapes/backoffice-placements';

const base = { lifetime: 'each', answer: 'envelope', account: true } as const;
const fields = { slot: z.string(), brand_id: int, starts_at: int, ends_at: int, sort: int.optional(), note: z.string().optional() };

export const placementsCalls = {
  adminPlacementSlots: { ...base, method: 'GET', path: '/admin/v1/placements/slots', params: z.object({}), data: z.array(wirePlacementSlot) },
  /** By slot, then start; `state` one of PLACEMENT_STATES. */
  adminPlacements: {
    ...base, method: 'GET', path: '/admin/v1/placements',
    params: z.object({ slot: z.string().optional(), state: z.string().optional(), page: int.min(1).optional(), size: int.min(1).max(100).optional() }),
    data: wirePlacementPage,
  },
  adminCreatePlacement: { ...base, method: 'POST', path: '/admin/v1/placements/create', params: z.object(fields), data: wirePlacement },
  adminUpdatePlacement: { ...base, method: 'POST', path: '/admin/v1/placements/update', params: z.object({ id: int, ...fields }), data: wirePlacement },
  adminCancelPlacement: { ...base, method: 'POST', path: '/admin/v1/placements/cancel', params: z.object({ id: int }), data: wirePlacement },
} as const;
