// The lead desk, the brand inbox, disputes, relays, dead letters, brand notifications and the audit
// trail (contract/src/backoffice-calls.ts; docs/decisions/0117 the lead's life, 0118 authorization).
// Deny by default: every call starts from the signed-in principal and refuses (403 无权访问, recorded)
// unless its rule holds. A lead is only ever shown to the recipient its consent named: a brand's
// accounts see `recipient_brand` = one of their brands, `support` sees the staff desk (recipient_brand
// is null). Support reads a brand's disputed lead only without name, number or message. Every reveal,
// export, state change, dispute, decision, relay and retry writes its audit row in the action's own
// transaction.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  canMoveLead, DISPUTE_REASONS, DISPUTE_WINDOW_DAYS, LEAD_STATE_LABELS, LEAD_STATES, maskPhonesInLog, RELAY_OUTCOMES,
  type Envelope, type LeadActor, type LeadState, type wireAuditPage, type wireBrandNotify, type wireDeadJobPage,
  type WireLead, type wireLeadPage,
} from '@shangji/contract';
import { loadConfig } from '../../config';
import type { Database, Queryable } from '../../db/database';
import type { EnquiryOptions } from '../../enquiry/options';
import { MOBILE_PATTERN, maskMobile } from '../../enquiry/phone';
import { newWebhookSecret } from '../../leads/webhook';
import { audit } from '../audit';
import { BackofficeRefusal, backofficeMessages, hasBrandRole, hasStaffRole, type Principal, refuseUnless, requireSignedIn } from '../principal';
import { isBare, isClosed, LEAD_COLUMNS, type LeadDbRow, leadDetail, leadPage, leadRow, type LeadScope, secs } from './view';

type WireAuditPage = z.infer<typeof wireAuditPage>;
type WireBrandNotify = z.infer<typeof wireBrandNotify>;
type WireDeadJobPage = z.infer<typeof wireDeadJobPage>;
type WireLeadPage = z.infer<typeof wireLeadPage>;

const DAY = 24 * 3600_000;
/** Rows in one export at most (newest first). */
export const EXPORT_LIMIT = 10_000;
/** Totals of the audit list past this are answered as AUDIT_TOTAL_CAP + 1. */
export const AUDIT_TOTAL_CAP = 10_000;

export const leadMessages = {
  withdrawn: '该咨询已撤回',
  expired: '该咨询已过期',
  credited: '该咨询已退还，不再显示联系方式',
  doNotContact: '对方已要求请勿联系',
  badState: '不支持的状态',
  badMove: (from: LeadState, to: LeadState) => `不能从「${LEAD_STATE_LABELS[from]}」改为「${LEAD_STATE_LABELS[to]}」`,
  badReason: '请选择争议原因：空号、重复、非本人或地区不符',
  disputeLate: `已超过送达后${DISPUTE_WINDOW_DAYS}天的争议期`,
  disputeTwice: '该咨询已提出过争议',
  disputeDecided: '该争议已处理',
  notDisputed: '该咨询没有待处理的争议',
  badOutcome: '请选择联系结果',
  noBrand: '请选择品牌',
  jobNotDead: '该投递不在死信列表中',
  badMobile: '请输入正确的手机号',
  badWebhook: '接收地址须为 https:// 开头的完整网址',
  tooLong: '备注不能超过500字',
} as const;

const blank = (v: unknown) => (v === '' || v === null ? undefined : Array.isArray(v) ? v[0] : v);
const intP = (min = 1, max = 2_147_483_647) => z.preprocess(blank, z.coerce.number().int().min(min).max(max));
const optInt = (min = 1, max = 2_147_483_647) => intP(min, max).optional();
const textP = (max = 200) => z.preprocess((v) => (Array.isArray(v) ? v[0] : v), z.string().max(max).optional()).transform((s) => (s ?? '').trim());
const paging = {
  page: optInt(1, 1_000_000).transform((n) => n ?? 1),
  size: optInt(1, 100).transform((n) => n ?? 20),
  dir: z.preprocess(blank, z.enum(['asc', 'desc']).optional()).transform((d) => d ?? 'desc'),
};

/** Query string and form body together (GET and POST); a bad value is a 400 envelope of this scope. */
function params<S extends z.ZodType>(req: FastifyRequest, schema: S): z.infer<S> {
  const body = req.body && typeof req.body === 'object' ? (req.body as Record<string, unknown>) : {};
  const query = req.query && typeof req.query === 'object' ? (req.query as Record<string, unknown>) : {};
  const parsed = schema.safeParse({ ...query, ...body });
  if (!parsed.success) throw new BackofficeRefusal(400, backofficeMessages.invalid);
  return parsed.data;
}

const bad = (msg: string) => new BackofficeRefusal(400, msg);
const answer = <T>(data: T): Envelope<T> => ({ code: 200, msg: 'success', data });
const isState = (s: string): s is LeadState => (LEAD_STATES as readonly string[]).includes(s);

export function leadRoutes(app: FastifyInstance, db: Database, options: EnquiryOptions): void {
  const config = options.config ?? loadConfig();
  const production = config.NODE_ENV === 'production';
  const now = options.now ?? Date.now;
  const signedIn = (req: FastifyRequest) => requireSignedIn(db, req, now());

  /** The scope a list or export reads, or the recorded 403. */
  async function scopeOf(p: Principal, call: string, scope: 'brand' | 'desk', brand: number | undefined): Promise<LeadScope> {
    if (scope === 'desk') {
      await refuseUnless(db, p, hasStaffRole(p, 'support'), { action: call, subject: 'desk', now: now() });
      return { kind: 'desk' };
    }
    let id = brand;
    if (id === undefined) {
      // One brand: it is the default; several: the caller names one.
      if (p.brands.size > 1) throw bad(leadMessages.noBrand);
      id = p.brands.keys().next().value;
    }
    await refuseUnless(db, p, id !== undefined && hasBrandRole(p, id), { action: call, subject: id === undefined ? '' : `brand:${id}`, brandId: id ?? null, now: now() });
    return { kind: 'brand', brand: id! };
  }

  const loadLead = async (q: Queryable, id: number, lock = false) =>
    (await q.query<LeadDbRow>(`select ${LEAD_COLUMNS} from enquiry e where e.id = $1${lock ? ' for update of e' : ''}`, [id]))[0];

  /** Whether `p` is the lead's consented recipient: its brand's account, or support for a desk lead. */
  const isRecipient = (p: Principal, r: LeadDbRow | undefined) =>
    r !== undefined && (r.recipient_brand !== null ? hasBrandRole(p, r.recipient_brand) : hasStaffRole(p, 'support'));
  const actorOf = (r: LeadDbRow): LeadActor => (r.recipient_brand !== null ? 'brand' : 'staff');

  /** The lead for its recipient, or the 403 (the same for another brand's lead, a missing role or an unknown id). */
  async function recipientLead(p: Principal, id: number, call: string, allowed = isRecipient): Promise<LeadDbRow> {
    const r = await loadLead(db, id);
    await refuseUnless(db, p, allowed(p, r), { action: call, subject: `enquiry:${id}`, brandId: r?.recipient_brand ?? null, now: now() });
    return r!;
  }

  const canDispute = (r: LeadDbRow, t: number) =>
    r.recipient_brand !== null && !r.disputed && !isBare(r) && canMoveLead(r.lead_state, 'disputed', 'brand') &&
    r.delivered_at !== null && t - new Date(r.delivered_at).getTime() <= DISPUTE_WINDOW_DAYS * DAY;

  /** Moves a locked lead and records the move: its event, its audit row. */
  async function move(tx: Queryable, p: Principal, r: LeadDbRow, to: LeadState, actor: LeadActor, t: number, set = ''): Promise<void> {
    await tx.query(`update enquiry set lead_state = $2${set} where id = $1`, [r.id, to, new Date(t)].slice(0, set ? 3 : 2));
    await tx.query('insert into lead_event (enquiry_id, state, at, actor) values ($1, $2, $3, $4)', [r.id, to, new Date(t), actor]);
    await audit(tx, { actor: p.accountId, action: 'lead.state', subject: `enquiry:${r.id}`, brandId: r.recipient_brand, ipPrefix: p.ipPrefix, at: t, detail: { from: r.lead_state, to } });
  }

  const refuseClosedContact = (r: LeadDbRow) => {
    if (r.lead_state === 'expired' || r.erased_at !== null) throw bad(leadMessages.expired);
    if (r.lead_state === 'withdrawn' || r.status === 'withdrawn') throw bad(leadMessages.withdrawn);
    if (isClosed(r)) throw bad(leadMessages.credited);
  };

  const detailFor = async (q: Queryable, p: Principal, id: number) => {
    const r = (await loadLead(q, id))!;
    return leadDetail(q, r, 'masked', hasBrandRole(p, r.recipient_brand ?? -1) && canDispute(r, now()));
  };

  const leadFilter = z.object({
    state: textP(20).refine((s) => s === '' || isState(s)),
    q: textP(50),
  });

  // ---- Lists ----

  app.get('/admin/v1/leads', async (req): Promise<Envelope<WireLeadPage>> => {
    const p = await signedIn(req);
    const f = params(req, leadFilter.extend({
      scope: z.enum(['brand', 'desk']),
      brand: optInt(),
      sort: z.preprocess(blank, z.enum(['created', 'state']).optional()).transform((s) => s ?? 'created'),
      ...paging,
    }));
    const scope = await scopeOf(p, 'adminLeads', f.scope, f.brand);
    const { total, rows } = await leadPage(db, scope, { state: (f.state || undefined) as LeadState | undefined, q: f.q || undefined }, {
      sort: f.sort, dir: f.dir, limit: f.size, offset: (f.page - 1) * f.size,
    });
    return answer({ total, list: rows.map((r) => leadRow(r)) });
  });

  app.get('/admin/v1/leads/export', async (req): Promise<Envelope<string>> => {
    const p = await signedIn(req);
    const f = params(req, z.object({ scope: z.enum(['brand', 'desk']), brand: optInt(), state: leadFilter.shape.state }));
    const scope = await scopeOf(p, 'adminExportLeads', f.scope, f.brand);
    return db.transaction(async (tx) => {
      const { rows } = await leadPage(tx, scope, { state: (f.state || undefined) as LeadState | undefined }, { sort: 'created', dir: 'desc', limit: EXPORT_LIMIT, offset: 0 });
      await audit(tx, {
        actor: p.accountId, action: 'lead.export', subject: scope.kind === 'brand' ? `brand:${scope.brand}` : 'desk',
        brandId: scope.kind === 'brand' ? scope.brand : null, ipPrefix: p.ipPrefix, at: now(), detail: { count: rows.length, state: f.state },
      });
      return answer(leadsCsv(rows.map((r) => leadRow(r))));
    });
  });

  // ---- One lead ----

  app.get('/admin/v1/lead', async (req): Promise<Envelope<WireLead>> => {
    const p = await signedIn(req);
    const { id } = params(req, z.object({ id: intP() }));
    const r = await recipientLead(p, id, 'adminLead');
    if (r.first_viewed_at === null && !isBare(r)) {
      // The recipient's first look: measured (first_viewed_at) and, from 已送达, the move to 已查看.
      await db.transaction(async (tx) => {
        const locked = (await loadLead(tx, id, true))!;
        if (locked.first_viewed_at !== null) return;
        const t = now();
        await tx.query('update enquiry set first_viewed_at = $2 where id = $1', [id, new Date(t)]);
        const actor = actorOf(locked);
        if (canMoveLead(locked.lead_state, 'viewed', actor) && locked.lead_state === 'delivered') await move(tx, p, locked, 'viewed', actor, t);
      });
    }
    return answer(await detailFor(db, p, id));
  });

  app.post('/admin/v1/lead/reveal', async (req) => {
    const p = await signedIn(req);
    const { id } = params(req, z.object({ id: intP() }));
    await recipientLead(p, id, 'adminRevealLead');
    return db.transaction(async (tx) => {
      const r = (await loadLead(tx, id, true))!;
      refuseClosedContact(r);
      const [dnc] = await tx.query('select 1 from enquiry_do_not_contact where mobile = $1', [r.mobile]);
      if (dnc) throw bad(leadMessages.doNotContact);
      await audit(tx, { actor: p.accountId, action: 'lead.reveal', subject: `enquiry:${id}`, brandId: r.recipient_brand, ipPrefix: p.ipPrefix, at: now() });
      return answer({ id, name: r.name, mobile: r.mobile });
    });
  });

  app.post('/admin/v1/lead/state', async (req): Promise<Envelope<WireLead>> => {
    const p = await signedIn(req);
    const f = params(req, z.object({ id: intP(), state: textP(20) }));
    await recipientLead(p, f.id, 'adminMoveLead');
    if (!isState(f.state)) throw bad(leadMessages.badState);
    const to = f.state;
    await db.transaction(async (tx) => {
      const r = (await loadLead(tx, f.id, true))!;
      const actor = actorOf(r);
      // Disputes, decisions, withdrawal and expiry have calls of their own.
      const byMove = ['viewed', 'contacted', 'interested', 'won', 'no_intent'].includes(to);
      if (!byMove || !canMoveLead(r.lead_state, to, actor)) throw bad(leadMessages.badMove(r.lead_state, to));
      const t = now();
      const set = to === 'contacted'
        ? ', first_contacted_at = coalesce(first_contacted_at, $3), first_viewed_at = coalesce(first_viewed_at, $3)'
        : to === 'viewed' ? ', first_viewed_at = coalesce(first_viewed_at, $3)' : '';
      await move(tx, p, r, to, actor, t, set);
    });
    return answer(await detailFor(db, p, f.id));
  });

  app.post('/admin/v1/lead/dispute', async (req): Promise<Envelope<WireLead>> => {
    const p = await signedIn(req);
    const f = params(req, z.object({ id: intP(), reason: textP(30), note: textP(500) }));
    // Only the recipient brand's accounts dispute (never the desk).
    await recipientLead(p, f.id, 'adminDisputeLead', (pp, r) => r !== undefined && r.recipient_brand !== null && hasBrandRole(pp, r.recipient_brand));
    if (!(f.reason in DISPUTE_REASONS)) throw bad(leadMessages.badReason);
    await db.transaction(async (tx) => {
      const r = (await loadLead(tx, f.id, true))!;
      const t = now();
      if (r.disputed) throw bad(leadMessages.disputeTwice);
      refuseClosedContact(r);
      if (!canMoveLead(r.lead_state, 'disputed', 'brand')) throw bad(leadMessages.badMove(r.lead_state, 'disputed'));
      if (r.delivered_at === null || t - new Date(r.delivered_at).getTime() > DISPUTE_WINDOW_DAYS * DAY) throw bad(leadMessages.disputeLate);
      await tx.query(
        'insert into lead_dispute (enquiry_id, brand_id, reason, note, opened_by, opened_at) values ($1, $2, $3, $4, $5, $6)',
        [r.id, r.recipient_brand, f.reason, f.note, p.accountId, new Date(t)],
      );
      await move(tx, p, r, 'disputed', 'brand', t);
      await audit(tx, { actor: p.accountId, action: 'lead.dispute', subject: `enquiry:${r.id}`, brandId: r.recipient_brand, ipPrefix: p.ipPrefix, at: t, detail: { reason: f.reason } });
    });
    return answer(await detailFor(db, p, f.id));
  });

  app.post('/admin/v1/lead/decide', async (req): Promise<Envelope<WireLead>> => {
    const p = await signedIn(req);
    const f = params(req, z.object({ id: intP(), decision: textP(20), note: textP(500) }));
    // Support decides a brand's dispute; the lead must have one (else the same 403 as any other id).
    const [d] = await db.query('select 1 from lead_dispute where enquiry_id = $1', [f.id]);
    await refuseUnless(db, p, hasStaffRole(p, 'support') && d !== undefined, { action: 'adminDecideDispute', subject: `enquiry:${f.id}`, now: now() });
    if (f.decision !== 'credited' && f.decision !== 'rejected') throw bad(backofficeMessages.invalid);
    const decision = f.decision;
    await db.transaction(async (tx) => {
      const r = (await loadLead(tx, f.id, true))!;
      const [open] = await tx.query<{ decision: string | null }>('select decision from lead_dispute where enquiry_id = $1 for update', [f.id]);
      if (open!.decision !== null) throw bad(leadMessages.disputeDecided);
      const to: LeadState = decision === 'credited' ? 'credited' : 'dispute_rejected';
      if (!canMoveLead(r.lead_state, to, 'staff')) throw bad(leadMessages.notDisputed);
      const t = now();
      await tx.query('update lead_dispute set decision = $2, decision_note = $3, decided_by = $4, decided_at = $5 where enquiry_id = $1', [f.id, decision, f.note, p.accountId, new Date(t)]);
      if (decision === 'credited') {
        // Once per lead, whatever happens to it afterwards.
        await tx.query('insert into lead_credit (enquiry_id, brand_id, credited_at, decided_by) values ($1, $2, $3, $4) on conflict (enquiry_id) do nothing', [f.id, r.recipient_brand, new Date(t), p.accountId]);
      }
      await move(tx, p, r, to, 'staff', t);
      await audit(tx, { actor: p.accountId, action: 'lead.decide', subject: `enquiry:${f.id}`, brandId: r.recipient_brand, ipPrefix: p.ipPrefix, at: t, detail: { decision } });
    });
    // Support's view of a brand's lead: state, dates and the dispute; never its name, number or message.
    const r = (await loadLead(db, f.id))!;
    const view = r.recipient_brand === null ? 'masked' : 'none';
    const detail = await leadDetail(db, r, view, false);
    return answer(view === 'none' ? { ...detail, dispute: detail.dispute && { ...detail.dispute, note: maskPhonesInLog(detail.dispute.note) } } : detail);
  });

  app.post('/admin/v1/lead/relay', async (req): Promise<Envelope<WireLead>> => {
    const p = await signedIn(req);
    const f = params(req, z.object({ id: intP(), outcome: textP(20), note: textP(500) }));
    // The staff desk's leads only: support relays what the site's advisers received.
    await recipientLead(p, f.id, 'adminRelayLead', (pp, r) => r !== undefined && r.recipient_brand === null && hasStaffRole(pp, 'support'));
    if (!(f.outcome in RELAY_OUTCOMES)) throw bad(leadMessages.badOutcome);
    const outcome = f.outcome as keyof typeof RELAY_OUTCOMES;
    await db.transaction(async (tx) => {
      const r = (await loadLead(tx, f.id, true))!;
      refuseClosedContact(r);
      const t = now();
      await tx.query('insert into lead_relay (enquiry_id, account_id, at, outcome, note) values ($1, $2, $3, $4, $5)', [f.id, p.accountId, new Date(t), outcome, f.note]);
      await audit(tx, { actor: p.accountId, action: 'lead.relay', subject: `enquiry:${f.id}`, ipPrefix: p.ipPrefix, at: t, detail: { outcome } });
      if (outcome === 'reached' && canMoveLead(r.lead_state, 'contacted', 'staff')) {
        await move(tx, p, r, 'contacted', 'staff', t, ', first_contacted_at = coalesce(first_contacted_at, $3), first_viewed_at = coalesce(first_viewed_at, $3)');
      }
    });
    return answer(await detailFor(db, p, f.id));
  });

  // ---- Disputes and dead letters (support) ----

  app.get('/admin/v1/disputes', async (req) => {
    const p = await signedIn(req);
    await refuseUnless(db, p, hasStaffRole(p, 'support'), { action: 'adminDisputes', now: now() });
    const f = params(req, z.object({ open: z.preprocess(blank, z.enum(['0', '1']).optional()), ...paging }));
    const where = f.open === '1' ? 'where d.decision is null' : '';
    const rows = await db.query<{ enquiry_id: number; brand_id: number; title: string | null; reason: keyof typeof DISPUTE_REASONS; note: string; opened_at: Date | string; decision: 'credited' | 'rejected' | null }>(
      `select d.enquiry_id, d.brand_id, b.title, d.reason, d.note, d.opened_at, d.decision
         from lead_dispute d left join brand b on b.id = d.brand_id ${where}
        order by d.opened_at ${f.dir}, d.enquiry_id ${f.dir} limit $1 offset $2`,
      [f.size, (f.page - 1) * f.size],
    );
    const [c] = await db.query<{ n: number }>(`select count(*)::int as n from lead_dispute d ${where}`);
    return answer({
      total: c!.n,
      list: rows.map((r) => ({
        enquiry_id: r.enquiry_id, brand_id: r.brand_id, brand_title: r.title ?? '', reason: r.reason,
        // The brand's note may quote the number: support reads it masked.
        note: maskPhonesInLog(r.note), opened: secs(r.opened_at), decision: r.decision,
      })),
    });
  });

  app.get('/admin/v1/jobs/dead', async (req): Promise<Envelope<WireDeadJobPage>> => {
    const p = await signedIn(req);
    await refuseUnless(db, p, hasStaffRole(p, 'support'), { action: 'adminDeadJobs', now: now() });
    const f = params(req, z.object({ ...paging }));
    const rows = await db.query<{ id: string | number; enquiry_id: number; recipient_brand: number | null; title: string; channel: WireDeadJobPage['list'][number]['channel']; attempts: number; last_error: string | null; created_at: Date | string }>(
      `select j.id, j.enquiry_id, e.recipient_brand, e.title, j.channel, j.attempts, j.last_error, j.created_at
         from lead_job j join enquiry e on e.id = j.enquiry_id
        where j.status = 'dead' order by j.created_at ${f.dir}, j.id ${f.dir} limit $1 offset $2`,
      [f.size, (f.page - 1) * f.size],
    );
    const [c] = await db.query<{ n: number }>(`select count(*)::int as n from lead_job where status = 'dead'`);
    return answer({
      total: c!.n,
      list: rows.map((r) => ({
        id: Number(r.id), enquiry_id: r.enquiry_id, brand_id: r.recipient_brand, brand_title: r.title, channel: r.channel,
        attempts: r.attempts, last_error: r.last_error, created: secs(r.created_at),
      })),
    });
  });

  // One more attempt, due at once; if it fails too the job is dead again.
  app.post('/admin/v1/jobs/retry', async (req) => {
    const p = await signedIn(req);
    await refuseUnless(db, p, hasStaffRole(p, 'support'), { action: 'adminRetryJob', now: now() });
    const { id } = params(req, z.object({ id: intP() }));
    await db.transaction(async (tx) => {
      const t = now();
      const [job] = await tx.query<{ enquiry_id: number; channel: string; recipient_brand: number | null }>(
        `update lead_job j set status = 'pending', run_at = $2 from enquiry e
          where j.id = $1 and j.status = 'dead' and e.id = j.enquiry_id returning j.enquiry_id, j.channel, e.recipient_brand`,
        [id, new Date(t)],
      );
      if (!job) throw bad(leadMessages.jobNotDead);
      await audit(tx, { actor: p.accountId, action: 'lead.retry', subject: `job:${id}`, brandId: job.recipient_brand, ipPrefix: p.ipPrefix, at: t, detail: { enquiry: job.enquiry_id, channel: job.channel } });
    });
    return answer(null);
  });

  // ---- A brand's notifications (its brand_admin) ----

  async function notifyOf(q: Queryable, brand: number, secret: string | null): Promise<WireBrandNotify> {
    const [n] = await q.query<{ sms_mobile: string | null; webhook_url: string | null; webhook_secret: string | null }>(
      'select sms_mobile, webhook_url, webhook_secret from brand_notify where brand_id = $1',
      [brand],
    );
    return {
      brand_id: brand,
      sms_mobile: n?.sms_mobile ? maskMobile(n.sms_mobile) : null,
      webhook_url: n?.webhook_url ?? null,
      webhook_secret: secret,
      has_secret: Boolean(n?.webhook_secret),
    };
  }

  const brandAdmin = async (p: Principal, brand: number, call: string) =>
    refuseUnless(db, p, hasBrandRole(p, brand, 'brand_admin'), { action: call, subject: `brand:${brand}`, brandId: brand, now: now() });

  app.get('/admin/v1/brand/notify', async (req) => {
    const p = await signedIn(req);
    const { brand } = params(req, z.object({ brand: intP() }));
    await brandAdmin(p, brand, 'adminBrandNotify');
    return answer(await notifyOf(db, brand, null));
  });

  app.post('/admin/v1/brand/notify', async (req) => {
    const p = await signedIn(req);
    const f = params(req, z.object({
      brand: intP(),
      sms_mobile: z.preprocess((v) => (Array.isArray(v) ? v[0] : v), z.string().max(20).optional()),
      webhook_url: z.preprocess((v) => (Array.isArray(v) ? v[0] : v), z.string().max(500).optional()),
      rotate: z.preprocess(blank, z.enum(['0', '1']).optional()),
    }));
    await brandAdmin(p, f.brand, 'adminSetBrandNotify');
    const sms = f.sms_mobile?.trim();
    if (sms && !MOBILE_PATTERN.test(sms)) throw bad(leadMessages.badMobile);
    const url = f.webhook_url?.trim();
    if (url && !webhookUrlAllowed(url, production)) throw bad(leadMessages.badWebhook);
    return db.transaction(async (tx) => {
      const t = now();
      const [before] = await tx.query<{ webhook_secret: string | null }>('select webhook_secret from brand_notify where brand_id = $1 for update', [f.brand]);
      // A secret exists whenever a webhook does: made with the first address, replaced on rotate=1.
      const wantsSecret = f.rotate === '1' || (url !== undefined && url !== '' && !before?.webhook_secret);
      const secret = wantsSecret ? newWebhookSecret() : null;
      await tx.query(
        `insert into brand_notify (brand_id, sms_mobile, webhook_url, webhook_secret, updated_at) values ($1, $2, $3, $4, $5)
         on conflict (brand_id) do update set
           sms_mobile = case when $6 then excluded.sms_mobile else brand_notify.sms_mobile end,
           webhook_url = case when $7 then excluded.webhook_url else brand_notify.webhook_url end,
           webhook_secret = coalesce($4, brand_notify.webhook_secret),
           updated_at = excluded.updated_at`,
        [f.brand, sms || null, url || null, secret, new Date(t), sms !== undefined, url !== undefined],
      );
      await audit(tx, {
        actor: p.accountId, action: 'brand.notify', subject: `brand:${f.brand}`, brandId: f.brand, ipPrefix: p.ipPrefix, at: t,
        detail: { sms: sms === undefined ? 'kept' : sms ? 'set' : 'cleared', webhook: url === undefined ? 'kept' : url ? 'set' : 'cleared', rotated: secret !== null },
      });
      return answer(await notifyOf(tx, f.brand, secret));
    });
  });

  // ---- The audit trail (compliance) ----

  app.get('/admin/v1/audit', async (req): Promise<Envelope<WireAuditPage>> => {
    const p = await signedIn(req);
    await refuseUnless(db, p, hasStaffRole(p, 'compliance'), { action: 'adminAudit', now: now() });
    const f = params(req, z.object({
      action: textP(60), actor: textP(60), outcome: textP(20),
      from: optInt(0), to: optInt(0), ...paging,
    }));
    const where: string[] = [];
    const args: unknown[] = [];
    const add = (sql: string, v: unknown) => {
      args.push(v);
      where.push(sql.replace('?', `$${args.length}`));
    };
    // 'lead.' (a trailing dot) matches every lead.* action.
    if (f.action) f.action.endsWith('.') ? add(`a.action like ?`, `${f.action.replace(/[\\%_]/g, (c) => `\\${c}`)}%`) : add('a.action = ?', f.action);
    if (f.actor) add('a.actor_account = (select id from account where login = ?)', f.actor.toLowerCase());
    if (f.outcome) add('a.outcome = ?', f.outcome);
    if (f.from !== undefined) add('a.at >= ?', new Date(f.from * 1000));
    if (f.to !== undefined) add('a.at < ?', new Date(f.to * 1000));
    const w = where.length ? `where ${where.join(' and ')}` : '';
    const rows = await db.query<{ id: string | number; at: Date | string; login: string | null; action: string; subject: string; brand_id: number | null; outcome: string; ip_prefix: string; detail: unknown }>(
      `select a.id, a.at, acc.login, a.action, a.subject, a.brand_id, a.outcome, a.ip_prefix, a.detail
         from audit_event a left join account acc on acc.id = a.actor_account ${w}
        order by a.at ${f.dir}, a.id ${f.dir} limit $${args.length + 1} offset $${args.length + 2}`,
      [...args, f.size, (f.page - 1) * f.size],
    );
    const [c] = await db.query<{ n: number }>(`select count(*)::int as n from (select 1 from audit_event a ${w} limit ${AUDIT_TOTAL_CAP + 1}) c`, args);
    return answer({
      total: c!.n,
      list: rows.map((r) => ({
        id: Number(r.id), at: secs(r.at), actor: r.login, action: r.action, subject: r.subject, brand_id: r.brand_id,
        outcome: r.outcome, ip_prefix: r.ip_prefix, detail: typeof r.detail === 'string' ? r.detail : JSON.stringify(r.detail ?? {}),
      })),
    });
  });
}

/** https only; plain http to this machine outside production (a test's receiver). */
export function webhookUrlAllowed(raw: string, production: boolean): boolean {
  let u: URL;
  try {
    u = new URL(raw);
  } catch {
    return false;
  }
  if (u.username || u.password) return false;
  if (u.protocol === 'https:') return true;
  return !production && u.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(u.hostname);
}

const CSV_HEAD = ['编号', '品牌', '姓名', '手机', '地区', '状态', '提交时间', '送达时间', '首次查看', '首次联系', '接收方'];

/** The CSV of an export (masked rows); a cell that a spreadsheet would run as a formula is quoted with '. */
export function leadsCsv(rows: ReturnType<typeof leadRow>[]): string {
  const time = (s: number | null) => (s === null ? '' : new Date(s * 1000 + 8 * 3600_000).toISOString().slice(0, 19).replace('T', ' '));
  const cell = (v: string | number) => {
    let s = String(v);
    if (/^[=+\-@\t\r]/.test(s)) s = `'${s}`;
    return /[",\n\r]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
  };
  const lines = rows.map((r) =>
    [r.id, r.brand_title, r.name, r.mobile, r.region, LEAD_STATE_LABELS[r.state], time(r.created), time(r.delivered), time(r.first_viewed), time(r.first_contacted), r.recipient === 'brand' ? '品牌' : '本站顾问']
      .map(cell).join(','),
  );
  return `${[CSV_HEAD.join(','), ...lines].join('\r\n')}\r\n`;
}
