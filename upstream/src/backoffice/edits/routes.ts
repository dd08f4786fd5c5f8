// Brand edits under review (contract/src/backoffice-brand-edits-calls.ts; docs/decisions/0121). A
// brand_admin keeps one open edit of its brand on the server (draft → submitted → published, or returned
// with a reason and editable again; withdrawn back to draft; discarded). ops and admin see the queue and
// publish or return. Publishing writes the brand row, announces the change (recordContentChange: every
// gateway drops its cached copies) and records it, in one transaction. Deny by default: another brand's
// edit, a brand_agent, a staff role other than ops/admin and an unknown id are the same recorded 403.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { BrandEditField, BrandEditState, Envelope, WireBrandEdit, WireBrandEditFields, WireBrandEditPage, WireBrandEditView } from '@shangji/contract';
import type { Database, Queryable } from '../../db/database';
import type { EnquiryOptions } from '../../enquiry/options';
import { recordContentChange } from '../../content/changes';
import { audit } from '../audit';
import { BackofficeRefusal, backofficeMessages, hasBrandRole, hasStaffRole, type Principal, refuseUnless, requireSignedIn } from '../principal';
import { BRAND_FIELD_COLUMNS, type BrandFieldRow, changedFields, checkFields, fieldsOfRow, mediaOf, writeFields } from './fields';

export const editMessages = {
  noBrand: '品牌不存在',
  submitted: '资料已提交审核，请先撤回再修改',
  noDraft: '没有可提交的草稿',
  noChange: '资料没有修改，无需提交',
  notSubmitted: '该修改不在待审核状态',
  noOpen: '没有未完成的修改',
  reason: '请填写退回原因（500字以内）',
} as const;

interface EditRow {
  id: number; brand_id: number; state: BrandEditState; fields: unknown; base: unknown; author: string | null; return_reason: string;
  created_at: Date; updated_at: Date; submitted_at: Date | null; decided_at: Date | null;
}

const EDIT_COLUMNS = `e.id, e.brand_id, e.state, e.fields, e.base, a.login as author, e.return_reason, e.created_at, e.updated_at,
  e.submitted_at, e.decided_at`;
const OPEN = `e.state in ('draft', 'submitted', 'returned')`;

const secs = (d: Date | null) => (d === null ? null : Math.floor(new Date(d).getTime() / 1000));
const json = <T>(v: unknown): T => (typeof v === 'string' ? JSON.parse(v) : v) as T;
const bad = (msg: string) => new BackofficeRefusal(400, msg);
const answer = <T>(data: T): Envelope<T> => ({ code: 200, msg: 'success', data });

const blank = (v: unknown) => (v === '' || v === null ? undefined : Array.isArray(v) ? v[0] : v);
const intP = z.preprocess(blank, z.coerce.number().int().min(1).max(2_147_483_647));

function params<S extends z.ZodType>(req: FastifyRequest, schema: S): z.infer<S> {
  const body = req.body && typeof req.body === 'object' ? (req.body as Record<string, unknown>) : {};
  const query = req.query && typeof req.query === 'object' ? (req.query as Record<string, unknown>) : {};
  const parsed = schema.safeParse({ ...query, ...body });
  if (!parsed.success) throw new BackofficeRefusal(400, backofficeMessages.invalid);
  return parsed.data;
}

function editOf(r: EditRow, current: WireBrandEditFields): WireBrandEdit {
  const fields = json<WireBrandEditFields>(r.fields);
  const base = json<WireBrandEditFields>(r.base);
  const changed = changedFields(base, fields);
  const moved = new Set(changedFields(base, current));
  return {
    id: r.id, brand_id: r.brand_id, state: r.state, fields, changed,
    // Published edits are the brand's values now: nothing conflicts with itself.
    conflicts: r.state === 'published' || r.state === 'discarded' ? [] : changed.filter((f) => moved.has(f)),
    author: r.author ?? '', return_reason: r.return_reason,
    created: secs(r.created_at)!, updated: secs(r.updated_at)!, submitted: secs(r.submitted_at), decided: secs(r.decided_at),
  };
}

export function brandEditRoutes(app: FastifyInstance, db: Database, options: EnquiryOptions): void {
  const now = options.now ?? Date.now;
  const signedIn = (req: FastifyRequest) => requireSignedIn(db, req, now());
  const isReviewer = (p: Principal) => hasStaffRole(p, 'ops', 'admin');

  const brandRow = async (q: Queryable, id: number, lock = false) =>
    (await q.query<BrandFieldRow & { id: number; title: string }>(
      `select b.id, b.title, ${BRAND_FIELD_COLUMNS} from brand b where b.id = $1${lock ? ' for update' : ''}`, [id],
    ))[0];
  const openEdit = async (q: Queryable, brand: number, lock = false) =>
    (await q.query<EditRow>(`select ${EDIT_COLUMNS} from brand_edit e left join account a on a.id = e.author_account
       where e.brand_id = $1 and ${OPEN}${lock ? ' for update of e' : ''}`, [brand]))[0];
  const editById = async (q: Queryable, id: number, lock = false) =>
    (await q.query<EditRow>(`select ${EDIT_COLUMNS} from brand_edit e left join account a on a.id = e.author_account
       where e.id = $1${lock ? ' for update of e' : ''}`, [id]))[0];

  /** The screen's view: the brand's values now, the edit (the open one, or `edit` when given). */
  async function viewOf(q: Queryable, brand: number, edit?: EditRow | null): Promise<WireBrandEditView> {
    const b = (await brandRow(q, brand))!;
    const current = fieldsOfRow(b);
    const e = edit === undefined ? await openEdit(q, brand) : edit;
    const bands = await q.query<{ id: number; name: string }>('select id, name from fee_band order by sort, id');
    return {
      brand_id: brand, title: b.title, current, edit: e ? editOf(e, current) : null, media: mediaOf(brand, current),
      fee_bands: bands.map((f) => ({ id: Number(f.id), name: f.name })),
    };
  }

  /** The brand for its brand_admin (or, reading only, a reviewer); the same 403 for a brand that does not exist. */
  async function ownBrand(p: Principal, brand: number, call: string, reviewerMayRead = false): Promise<void> {
    const exists = (await db.query('select 1 from brand where id = $1', [brand])).length > 0;
    const allowed = exists && (hasBrandRole(p, brand, 'brand_admin') || (reviewerMayRead && isReviewer(p)));
    await refuseUnless(db, p, allowed, { action: call, subject: `brand:${brand}`, brandId: exists ? brand : null, now: now() });
  }

  /** An edit for a reviewer; the same 403 for an unknown id. */
  async function reviewed(p: Principal, id: number, call: string): Promise<EditRow> {
    const e = await editById(db, id);
    await refuseUnless(db, p, isReviewer(p) && e !== undefined, { action: call, subject: `brand_edit:${id}`, brandId: e?.brand_id ?? null, now: now() });
    return e!;
  }

  const record = (tx: Queryable, p: Principal, action: string, brand: number, edit: number, t: number, detail: Record<string, string | number> = {}) =>
    audit(tx, { actor: p.accountId, action, subject: `brand_edit:${edit}`, brandId: brand, ipPrefix: p.ipPrefix, at: t, detail: { brand, ...detail } });

  app.get('/admin/v1/brand/edit', async (req): Promise<Envelope<WireBrandEditView>> => {
    const p = await signedIn(req);
    const f = params(req, z.object({ brand: intP }));
    await ownBrand(p, f.brand, 'adminBrandEdit', true);
    return answer(await viewOf(db, f.brand));
  });

  app.post('/admin/v1/brand/edit/save', async (req): Promise<Envelope<WireBrandEditView>> => {
    const p = await signedIn(req);
    const f = params(req, z.object({ brand: intP, fields: z.string().max(200_000) }));
    await ownBrand(p, f.brand, 'adminSaveBrandEdit');
    return answer(await db.transaction(async (tx) => {
      const b = (await brandRow(tx, f.brand, true))!;
      const current = fieldsOfRow(b);
      const bands = new Set((await tx.query<{ id: number }>('select id from fee_band')).map((r) => Number(r.id)));
      const checked = checkFields(f.fields, bands, mediaOf(f.brand, current), new Date(now()).getUTCFullYear());
      if (!checked.ok) throw bad(checked.message);
      const t = now();
      const open = await openEdit(tx, f.brand, true);
      if (open?.state === 'submitted') throw bad(editMessages.submitted);
      let id: number;
      if (open) {
        id = open.id;
        await tx.query('update brand_edit set fields = $2::jsonb, updated_at = $3, author_account = $4 where id = $1', [id, JSON.stringify(checked.fields), new Date(t), p.accountId]);
      } else {
        const [row] = await tx.query<{ id: number }>(
          `insert into brand_edit (brand_id, state, fields, base, author_account, created_at, updated_at)
           values ($1, 'draft', $2::jsonb, $3::jsonb, $4, $5, $5) returning id`,
          [f.brand, JSON.stringify(checked.fields), JSON.stringify(current), p.accountId, new Date(t)],
        );
        id = row!.id;
      }
      await record(tx, p, 'brand_edit.save', f.brand, id, t);
      return viewOf(tx, f.brand);
    }));
  });

  /** Moves the brand's open edit from one of `from` to `to` (a 400 otherwise), recorded. */
  async function step(req: FastifyRequest, call: string, from: BrandEditState[], to: BrandEditState, missing: string): Promise<Envelope<WireBrandEditView>> {
    const p = await signedIn(req);
    const f = params(req, z.object({ brand: intP }));
    await ownBrand(p, f.brand, call);
    return answer(await db.transaction(async (tx) => {
      const open = await openEdit(tx, f.brand, true);
      if (!open || !from.includes(open.state)) throw bad(open?.state === 'submitted' && to !== 'submitted' ? editMessages.submitted : missing);
      const t = now();
      if (to === 'submitted') {
        const b = (await brandRow(tx, f.brand))!;
        if (changedFields(json(open.base), json(open.fields)).length === 0 || changedFields(fieldsOfRow(b), json(open.fields)).length === 0) throw bad(editMessages.noChange);
      }
      await tx.query(
        `update brand_edit set state = $2, updated_at = $3${to === 'submitted' ? ', submitted_at = $3' : ''} where id = $1`,
        [open.id, to, new Date(t)],
      );
      await record(tx, p, `brand_edit.${to === 'submitted' ? 'submit' : to === 'draft' ? 'withdraw' : 'discard'}`, f.brand, open.id, t);
      return viewOf(tx, f.brand, to === 'discarded' ? null : undefined);
    }));
  }

  app.post('/admin/v1/brand/edit/submit', (req) => step(req, 'adminSubmitBrandEdit', ['draft', 'returned'], 'submitted', editMessages.noDraft));
  app.post('/admin/v1/brand/edit/withdraw', (req) => step(req, 'adminWithdrawBrandEdit', ['submitted'], 'draft', editMessages.notSubmitted));
  app.post('/admin/v1/brand/edit/discard', (req) => step(req, 'adminDiscardBrandEdit', ['draft', 'returned'], 'discarded', editMessages.noOpen));

  app.get('/admin/v1/brand-edits', async (req): Promise<Envelope<WireBrandEditPage>> => {
    const p = await signedIn(req);
    const f = params(req, z.object({
      state: z.preprocess(blank, z.enum(['submitted', 'published', 'returned']).optional()).transform((s) => s ?? 'submitted'),
      page: z.preprocess(blank, z.coerce.number().int().min(1).max(1_000_000).optional()).transform((n) => n ?? 1),
      size: z.preprocess(blank, z.coerce.number().int().min(1).max(100).optional()).transform((n) => n ?? 20),
    }));
    await refuseUnless(db, p, isReviewer(p), { action: 'adminBrandEditQueue', subject: 'brand_edit', now: now() });
    // The queue oldest first (first come, first served); decided edits newest first.
    const order = f.state === 'submitted' ? 'e.submitted_at, e.id' : 'e.decided_at desc nulls last, e.id desc';
    const where = `e.state = '${f.state}'`;
    const [total] = await db.query<{ n: number }>(`select count(*)::int as n from brand_edit e where ${where}`);
    const rows = await db.query<EditRow & { brand_title: string }>(
      `select ${EDIT_COLUMNS}, b.title as brand_title from brand_edit e join brand b on b.id = e.brand_id
         left join account a on a.id = e.author_account where ${where} order by ${order} limit $1 offset $2`,
      [f.size, (f.page - 1) * f.size],
    );
    return answer({
      total: total!.n,
      list: rows.map((r) => ({
        id: r.id, brand_id: r.brand_id, brand_title: r.brand_title, state: r.state, changed: changedFields(json(r.base), json(r.fields)) as BrandEditField[],
        author: r.author ?? '', submitted: secs(r.submitted_at), decided: secs(r.decided_at),
      })),
    });
  });

  app.get('/admin/v1/brand-edits/one', async (req): Promise<Envelope<WireBrandEditView>> => {
    const p = await signedIn(req);
    const f = params(req, z.object({ id: intP }));
    const e = await reviewed(p, f.id, 'adminBrandEditReview');
    return answer(await viewOf(db, e.brand_id, e));
  });

  app.post('/admin/v1/brand-edits/publish', async (req): Promise<Envelope<WireBrandEditView>> => {
    const p = await signedIn(req);
    const f = params(req, z.object({ id: intP }));
    const first = await reviewed(p, f.id, 'adminPublishBrandEdit');
    return answer(await db.transaction(async (tx) => {
      // The brand first, then the edit: the same order as a save, so the two never wait on each other.
      const b = (await brandRow(tx, first.brand_id, true))!;
      const e = (await editById(tx, f.id, true))!;
      if (e.state !== 'submitted') throw bad(editMessages.notSubmitted);
      const t = now();
      const fields = json<WireBrandEditFields>(e.fields);
      // Only what the author changed: a field changed meanwhile elsewhere and not by this edit stays.
      const changed = changedFields(json(e.base), fields);
      await writeFields(tx, e.brand_id, fields, changed, b, t);
      await tx.query(`update brand_edit set state = 'published', decided_at = $2, decided_by = $3, updated_at = $2 where id = $1`, [e.id, new Date(t), p.accountId]);
      await recordContentChange(tx, 'brand', e.brand_id, t);
      await record(tx, p, 'brand_edit.publish', e.brand_id, e.id, t, { fields: changed.join(',') });
      return viewOf(tx, e.brand_id, (await editById(tx, e.id))!);
    }));
  });

  app.post('/admin/v1/brand-edits/return', async (req): Promise<Envelope<WireBrandEditView>> => {
    const p = await signedIn(req);
    const f = params(req, z.object({ id: intP, reason: z.preprocess((v) => (Array.isArray(v) ? v[0] : v), z.string().max(2000).optional()).transform((s) => (s ?? '').trim()) }));
    const first = await reviewed(p, f.id, 'adminReturnBrandEdit');
    if (!f.reason || [...f.reason].length > 500) throw bad(editMessages.reason);
    return answer(await db.transaction(async (tx) => {
      const e = (await editById(tx, f.id, true))!;
      if (e.state !== 'submitted') throw bad(editMessages.notSubmitted);
      const t = now();
      await tx.query(`update brand_edit set state = 'returned', return_reason = $2, decided_at = $3, decided_by = $4, updated_at = $3 where id = $1`, [e.id, f.reason, new Date(t), p.accountId]);
      // The reason is the reviewer's words: it stays with the edit, not in the audit trail.
      await record(tx, p, 'brand_edit.return', first.brand_id, e.id, t);
      return viewOf(tx, e.brand_id, (await editById(tx, e.id))!);
    }));
  });
}
