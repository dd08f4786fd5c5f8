// The placement schedule (schema/backoffice-placements.graphql; docs/decisions/0123-placement-schedule.md).
// Times travel as ISO 8601 here and as seconds to the upstream; the upstream checks the slot, the times and
// the slot's capacity, and answers refusals in Chinese, shown as they come.
import type { EnvelopeAnswer, WirePlacement } from '@shangji/contract';
import type { MutationResolvers, Placement, PlacementInput, PlacementResult, PlacementState, QueryResolvers } from '../../generated/resolvers';
import type { GraphQLContext } from '../context';
import { dataOf, intId, iso, isoOrNull, lower, noteAnswer, pagingOf, upper } from './mapping';

const placementOf = (p: WirePlacement): Placement => ({
  id: String(p.id), slot: p.slot, slotName: p.slot_name, brandId: String(p.brand_id), brandName: p.brand_title,
  startsAt: iso(p.starts_at), endsAt: iso(p.ends_at), sort: p.sort, note: p.note, state: upper<PlacementState>(p.state),
  cancelledAt: isoOrNull(p.cancelled_at), updatedAt: iso(p.updated_at),
});

const refused = (message: string): PlacementResult => ({ ok: false, code: 400, message, placement: null });

function resultOf(context: GraphQLContext, answer: EnvelopeAnswer<WirePlacement>, done: string): PlacementResult {
  noteAnswer(context, answer);
  const ok = answer.code === 200 && answer.data !== null;
  const msg = answer.msg === 'success' ? '' : answer.msg;
  return { ok, code: answer.code, message: msg || (ok ? done : '操作失败'), placement: ok ? placementOf(answer.data!) : null };
}

/** The booking's upstream fields, or the Chinese reason it cannot be sent. */
function bookingOf(input: PlacementInput): { slot: string; brand_id: number; starts_at: number; ends_at: number; sort?: number; note?: string } | string {
  const brand = intId(input.brandId);
  if (brand === undefined) return '请选择品牌';
  const [start, end] = [Date.parse(input.startsAt), Date.parse(input.endsAt)];
  if (!Number.isFinite(start) || !Number.isFinite(end)) return '请填写开始和结束时间';
  if (end <= start) return '结束时间必须晚于开始时间';
  const sort = input.sort == null ? undefined : Math.trunc(input.sort);
  if (sort !== undefined && (sort < -1000 || sort > 1000)) return '排序须在 -1000 到 1000 之间';
  if (input.note != null && [...input.note].length > 500) return '备注不能超过500字';
  return {
    slot: input.slot.trim().slice(0, 80), brand_id: brand, starts_at: Math.floor(start / 1000), ends_at: Math.floor(end / 1000),
    sort, note: input.note?.trim() || undefined,
  };
}

export const placementsQuery: QueryResolvers = {
  placementSlots: async (_root, _args, context) => dataOf(context, await context.upstream.call('adminPlacementSlots', {}))!,
  placements: async (_root, { slot, state, page, size }, context) => {
    const data = dataOf(context, await context.upstream.call('adminPlacements', {
      slot: slot?.trim().slice(0, 80) || undefined, state: state ? lower(state) : undefined, ...pagingOf(page, size),
    }))!;
    return { total: data.total, items: data.list.map(placementOf) };
  },
};

export const placementsMutation: MutationResolvers = {
  createPlacement: async (_root, { input }, context) => {
    const b = bookingOf(input);
    if (typeof b === 'string') return refused(b);
    return resultOf(context, await context.upstream.call('adminCreatePlacement', b), '排期已保存');
  },
  updatePlacement: async (_root, { id, input }, context) => {
    const n = intId(id);
    const b = bookingOf(input);
    if (n === undefined) return refused('排期不存在');
    if (typeof b === 'string') return refused(b);
    return resultOf(context, await context.upstream.call('adminUpdatePlacement', { id: n, ...b }), '排期已修改');
  },
  cancelPlacement: async (_root, { id }, context) => {
    const n = intId(id);
    if (n === undefined) return refused('排期不存在');
    return resultOf(context, await context.upstream.call('adminCancelPlacement', { id: n }), '排期已取消');
  },
};
