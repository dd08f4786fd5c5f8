// The placement schedule's back-office calls (contract/src/backoffice-placements-calls.ts;
// docs/decisions/0123-placement-schedule.md). ops (sales work under it) and admin only; anyone else gets
// the recorded 403. Every create, edit and cancel writes its audit row and its content change in the same
// transaction; the slot's bookings are checked against its capacity under a table lock, so two people
// booking the last place at once cannot both succeed.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { calls, PLACEMENT_STATES, type Envelope, type PlacementState, type WirePlacement, type WirePlacementPage, type WirePlacementSlot } from '@shangji/contract';
import type { Database, Queryable } from '../db/database';
import type { EnquiryOptions } from '../enquiry/options';
import { audit } from '../backoffice/audit';
import { BackofficeRefusal, backofficeMessages, hasStaffRole, type Principal, refuseUnless, requireSignedIn } from '../backoffice/principal';
import { recordContentChange } from '../content/changes';
import { PLACEMENT_COLUMNS, type PlacementRow, peakOverlap, stateWhere, toWirePlacement } from './schedule';
import { allSlots, slotOf } from './slots';

export const placementMessages = {
  noSlot: '请选择广告位',
  noBrand: '品牌不存在',
  badTimes: '请填写开始和结束时间',
  endBeforeStart: '结束时间必须晚于开始时间',
  tooLong: '单次排期不能超过366天',
  endPassed: '结束时间已过，不能排期',
  noteTooLong: '备注不能超过500字',
  notFound: '排期不存在',
  cancelled: '该排期已取消，不能修改',
  ended: '该排期已结束，不能修改',
  full: (slot: WirePlacementSlot, ids: number[]) =>
    `「${slot.name}」在所选时段已排满（同一时间最多${slot.capacity}个），与排期 ${ids.map((i) => `#${i}`).join('、')} 重叠，请调整时间`,
} as const;

const MAX_SPAN_MS = 366 * 24 * 3600_000;

const blank = (v: unknown) => (v === '' || v === null ? undefined : Array.isArray(v) ? v[0] : v);
const intP = (min: number, max: number) => z.preprocess(blank, z.coerce.number().int().min(min).max(max));
const textP = (max: number) => z.preprocess((v) => (Array.isArray(v) ? v[0] : v ?? ''), z.string().max(max)).transform((s) => s.trim());

function params<S extends z.ZodType>(req: FastifyRequest, schema: S): z.infer<S> {
  const body = req.body && typeof req.body === 'object' ? (req.body as Record<string, unknown>) : {};
  const query = req.query && typeof req.query === 'object' ? (req.query as Record<string, unknown>) : {};
  const parsed = schema.safeParse({ ...query, ...body });
  if (!parsed.success) throw new BackofficeRefusal(400, backofficeMessages.invalid);
  return parsed.data;
}
const bad = (msg: string) => new BackofficeRefusal(400, msg);
const answer = <T>(data: T): Envelope<T> => ({ code: 200, msg: 'success', data });

const booking = z.object({
  slot: textP(80),
  brand_id: intP(1, 2_147_483_647),
  starts_at: intP(0, 4_102_444_800).optional(),
  ends_at: intP(0, 4_102_444_800).optional(),
  sort: intP(-1000, 1000).optional(),
  note: z.preprocess((v) => (Array.isArray(v) ? v[0] : v ?? ''), z.string().max(2000)).transform((s) => s.trim()),
});
type Booking = z.infer<typeof booking>;

export function placementRoutes(app: FastifyInstance, db: Database, options: EnquiryOptions): void {
  const now = options.now ?? Date.now;

  /** ops or admin, else the recorded 403. */
  async function scheduler(req: FastifyRequest, call: string): Promise<Principal> {
    const p = await requireSignedIn(db, req, now());
    await refuseUnless(db, p, hasStaffRole(p, 'ops', 'admin'), { action: call, now: now() });
    return p;
  }

  const load = async (q: Queryable, id: number, lock = false) =>
    (await q.query<PlacementRow>(`select ${PLACEMENT_COLUMNS} from placement p join brand b on b.id = p.brand_id where p.id = $1${lock ? ' for update of p' : ''}`, [id]))[0];

  /** The booking checked: its slot, times in ms; refused in Chinese when anything is wrong or the slot is full. */
  async function checked(tx: Queryable, b: Booking, t: number, except?: number): Promise<{ slot: WirePlacementSlot; start: number; end: number }> {
    const slot = b.slot ? await slotOf(tx, b.slot) : undefined;
    if (!slot) throw bad(placementMessages.noSlot);
    if (b.starts_at === undefined || b.ends_at === undefined) throw bad(placementMessages.badTimes);
    const [start, end] = [b.starts_at * 1000, b.ends_at * 1000];
    if (end <= start) throw bad(placementMessages.endBeforeStart);
    if (end - start > MAX_SPAN_MS) throw bad(placementMessages.tooLong);
    if (end <= t) throw bad(placementMessages.endPassed);
    if ([...b.note].length > 500) throw bad(placementMessages.noteTooLong);
    const [brand] = await tx.query<{ id: number }>('select id from brand where id = $1', [b.brand_id]);
    if (!brand) throw bad(placementMessages.noBrand);
    // One booking at a time per database: the overlap count and the insert see the same rows.
    await tx.query('lock table placement in share row exclusive mode');
    const { peak, ids } = await peakOverlap(tx, slot.key, start, end, except);
    if (peak + 1 > slot.capacity) throw bad(placementMessages.full(slot, ids));
    return { slot, start, end };
  }

  const wire = async (q: Queryable, id: number, t: number): Promise<WirePlacement> => {
    const r = (await load(q, id))!;
    return toWirePlacement(r, (await slotOf(q, r.slot))?.name ?? r.slot, t);
  };

  app.get(calls.adminPlacementSlots.path, async (req) => {
    await scheduler(req, 'adminPlacementSlots');
    return answer<WirePlacementSlot[]>(await allSlots(db));
  });

  app.get(calls.adminPlacements.path, async (req) => {
    await scheduler(req, 'adminPlacements');
    const q = params(req, z.object({
      slot: textP(80),
      state: textP(20).refine((s) => s === '' || (PLACEMENT_STATES as readonly string[]).includes(s)),
      page: intP(1, 1_000_000).optional().transform((n) => n ?? 1),
      size: intP(1, 100).optional().transform((n) => n ?? 20),
    }));
    const t = now();
    // $1 is the clock, named in every statement so its type is known even when no state filter uses it.
    const where: string[] = ['$1::timestamptz is not null'];
    const args: unknown[] = [new Date(t)];
    if (q.slot) where.push(`p.slot = $${args.push(q.slot)}`);
    if (q.state) where.push(stateWhere(q.state as PlacementState, 1));
    const w = `where ${where.join(' and ')}`;
    const [count] = await db.query<{ n: number }>(`select count(*)::int as n from placement p ${w}`, args);
    const rows = await db.query<PlacementRow>(
      `select ${PLACEMENT_COLUMNS} from placement p join brand b on b.id = p.brand_id ${w}
        order by p.slot, p.starts_at, p.sort, p.id limit $${args.length + 1} offset $${args.length + 2}`,
      [...args, q.size, (q.page - 1) * q.size],
    );
    const names = new Map((await allSlots(db)).map((s) => [s.key, s.name]));
    return answer<WirePlacementPage>({ total: count?.n ?? 0, list: rows.map((r) => toWirePlacement(r, names.get(r.slot) ?? r.slot, t)) });
  });

  app.post(calls.adminCreatePlacement.path, async (req) => {
    const p = await scheduler(req, 'adminCreatePlacement');
    const b = params(req, booking);
    const t = now();
    return answer(await db.transaction(async (tx) => {
      const { slot, start, end } = await checked(tx, b, t);
      const [row] = await tx.query<{ id: number }>(
        `insert into placement (slot, brand_id, starts_at, ends_at, sort, note, created_by, created_at, updated_at, start_announced, end_announced)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $8, $9, false) returning id`,
        [slot.key, b.brand_id, new Date(start), new Date(end), b.sort ?? 0, b.note, p.accountId, new Date(t), start <= t],
      );
      const id = Number(row!.id);
      await audit(tx, { actor: p.accountId, action: 'placement.create', subject: `placement:${id}`, brandId: b.brand_id, ipPrefix: p.ipPrefix, at: t, detail: { slot: slot.key, starts_at: start / 1000, ends_at: end / 1000 } });
      await recordContentChange(tx, 'placement', id, t);
      return wire(tx, id, t);
    }));
  });

  app.post(calls.adminUpdatePlacement.path, async (req) => {
    const p = await scheduler(req, 'adminUpdatePlacement');
    const { id, ...rest } = params(req, booking.extend({ id: intP(1, 2_147_483_647) }));
    const t = now();
    return answer(await db.transaction(async (tx) => {
      const old = await load(tx, id, true);
      if (!old) throw bad(placementMessages.notFound);
      if (old.cancelled_at) throw bad(placementMessages.cancelled);
      if (new Date(old.ends_at).getTime() <= t) throw bad(placementMessages.ended);
      const { slot, start, end } = await checked(tx, rest, t, id);
      // The flags follow the new times: a start moved into the future is announced again when it comes.
      await tx.query(
        `update placement set slot = $2, brand_id = $3, starts_at = $4, ends_at = $5, sort = $6, note = $7, updated_at = $8,
                start_announced = $9, end_announced = false where id = $1`,
        [id, slot.key, rest.brand_id, new Date(start), new Date(end), rest.sort ?? 0, rest.note, new Date(t), start <= t],
      );
      await audit(tx, {
        actor: p.accountId, action: 'placement.update', subject: `placement:${id}`, brandId: rest.brand_id, ipPrefix: p.ipPrefix, at: t,
        detail: { slot: slot.key, starts_at: start / 1000, ends_at: end / 1000, from_slot: old.slot, from_brand: Number(old.brand_id) },
      });
      await recordContentChange(tx, 'placement', id, t);
      return wire(tx, id, t);
    }));
  });

  app.post(calls.adminCancelPlacement.path, async (req) => {
    const p = await scheduler(req, 'adminCancelPlacement');
    const { id } = params(req, z.object({ id: intP(1, 2_147_483_647) }));
    const t = now();
    return answer(await db.transaction(async (tx) => {
      const old = await load(tx, id, true);
      if (!old) throw bad(placementMessages.notFound);
      if (old.cancelled_at) throw bad(placementMessages.cancelled);
      if (new Date(old.ends_at).getTime() <= t) throw bad(placementMessages.ended);
      await tx.query('update placement set cancelled_at = $2, updated_at = $2 where id = $1', [id, new Date(t)]);
      await audit(tx, { actor: p.accountId, action: 'placement.cancel', subject: `placement:${id}`, brandId: Number(old.brand_id), ipPrefix: p.ipPrefix, at: t, detail: { slot: old.slot } });
      await recordContentChange(tx, 'placement', id, t);
      return wire(tx, id, t);
    }));
  });
}
