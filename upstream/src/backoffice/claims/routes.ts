// Claiming a brand (认领; docs/decisions/0120; calls in contract/src/backoffice-claims-calls.ts). Any
// signed-in account may find a brand, upload a licence picture and claim; it sees only its own claims.
// ops and admin list, read (the licence picture: every view audited) and decide. A claim of a brand that
// is claimed already, or that has another open claim, is 冲突 (conflict): ops settles it, nothing is
// overwritten silently. Approval, in one transaction: the claimant becomes the brand's brand_admin, the
// operating company is recorded (brand_operator, and the public copy brand.mid / brand.company, which the
// brand page's 已认领 and the enquiry consent's recipient read), the content change feed is told.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  calls, CLAIM_LICENCE_MAX_BYTES, CLAIM_LICENCE_UPLOAD_PATH, CLAIM_LICENCE_VIEW_PATH, CLAIM_STATES, creditCodeProblem, normalCreditCode,
  type ClaimState, type Envelope, type WireClaim,
} from '@shangji/contract';
import { recordContentChange } from '../../content/changes';
import type { Database, Queryable } from '../../db/database';
import type { EnquiryOptions } from '../../enquiry/options';
import { maskMobile, MOBILE_PATTERN } from '../../enquiry/phone';
import { fieldsOf, str } from '../../enquiry/validate';
import { audit } from '../audit';
import { BackofficeRefusal, backofficeMessages, hasStaffRole, refuseUnless, requireSignedIn, type Principal } from '../principal';
import { cleanLicence, licenceMessages } from './licence';

export const claimMessages = {
  noBrand: '品牌不存在',
  company: '请填写运营公司全称（2-100个字）',
  contactName: '请填写联系人姓名（1-30个字）',
  contactMobile: '请输入联系人的正确手机号码',
  licence: '请先上传营业执照图片',
  duplicate: '您已提交过该品牌的认领，请等待审核结果',
  already: '您已是该品牌的管理员',
  uploadsDaily: '今日上传的图片过多，请明天再试',
  notOpen: '该认领已处理，不能再次审核',
  reason: '请填写驳回原因（2-200个字），商家会看到它',
  submitted: '认领已提交，审核结果会显示在“我的认领”',
} as const;

/** Licence uploads an account may make in 24 hours (each one is a stored picture). */
export const UPLOADS_PER_ACCOUNT_DAILY = 20;

const ok = <T>(data: T, msg = 'success'): Envelope<T> => ({ code: 200, msg, data });
const invalid = () => new BackofficeRefusal(400, backofficeMessages.invalid);
const secs = (d: Date | string) => Math.floor(new Date(d).getTime() / 1000);
const chars = (s: string) => [...s].length;

function intOf(v: unknown): number {
  const s = str(v);
  if (!/^\d{1,10}$/.test(s)) throw invalid();
  const n = Number(s);
  if (n < 1 || n > 2_147_483_647) throw invalid();
  return n;
}

interface ClaimRow {
  id: number; brand_id: number; brand_title: string | null; company_name: string; credit_code: string; contact_name: string;
  contact_mobile: string; state: ClaimState; reason: string; created_at: Date; decided_at: Date | null;
}

const claimColumns = `c.id, c.brand_id, b.title as brand_title, c.company_name, c.credit_code, c.contact_name, c.contact_mobile,
  c.state, c.reason, c.created_at, c.decided_at`;

function toWire(r: ClaimRow, fullMobile = false): WireClaim {
  return {
    id: r.id, brand_id: r.brand_id, brand_title: r.brand_title ?? '', company_name: r.company_name, credit_code: r.credit_code,
    contact_name: r.contact_name, contact_mobile: fullMobile ? r.contact_mobile : maskMobile(r.contact_mobile), state: r.state,
    reason: r.reason, created: secs(r.created_at), decided: r.decided_at ? secs(r.decided_at) : null,
  };
}

async function claimById(q: Queryable, id: number, lock = false): Promise<ClaimRow | undefined> {
  const [row] = await q.query<ClaimRow>(
    `select ${claimColumns} from brand_claim c left join brand b on b.id = c.brand_id where c.id = $1${lock ? ' for update of c' : ''}`,
    [id],
  );
  return row;
}

/** Whether the brand has an operating company on file now (the public 已认领). */
async function brandClaimed(q: Queryable, brandId: number): Promise<boolean> {
  const [row] = await q.query<{ claimed: boolean }>('select coalesce(mid, 0) > 0 as claimed from brand where id = $1', [brandId]);
  return row?.claimed ?? false;
}

export function claimRoutes(app: FastifyInstance, db: Database, options: EnquiryOptions): void {
  const now = options.now ?? Date.now;
  const signedIn = (req: FastifyRequest) => requireSignedIn(db, req, now());
  /** ops or admin; anyone else gets the same recorded 403. */
  async function reviewer(req: FastifyRequest, call: string, subject?: string): Promise<Principal> {
    const p = await signedIn(req);
    await refuseUnless(db, p, hasStaffRole(p, 'ops', 'admin'), { action: call, subject, now: now() });
    return p;
  }

  // ── The claim form ─────────────────────────────────────────────────────────────────────────────────
  app.get(calls.claimBrands.path, async (req) => {
    await signedIn(req);
    const f = fieldsOf(req.query);
    const q = str(f.q).slice(0, 50);
    const id = str(f.id);
    if (!q && !id) return ok([]);
    const where = id ? 'b.id = $1' : `b.title ilike '%' || $1 || '%'`;
    const param = id ? intOf(id) : q.replace(/[\\%_]/g, (ch) => `\\${ch}`);
    const rows = await db.query<{ id: number; title: string; claimed: boolean; pending: boolean }>(
      `select b.id, b.title, coalesce(b.mid, 0) > 0 as claimed,
              exists (select 1 from brand_claim c where c.brand_id = b.id and c.state in ('pending', 'conflict')) as pending
         from brand b where ${where} order by (b.title = $1::text) desc, b.hits desc nulls last, b.id limit 10`,
      [param],
    );
    return ok(rows.map((r) => ({ id: r.id, title: r.title, claimed: r.claimed, pending: r.pending })));
  });

  // The licence picture as raw bytes (the gateway's admin listener forwards the browser's upload).
  app.register(async (scope) => {
    scope.addContentTypeParser('application/octet-stream', { parseAs: 'buffer', bodyLimit: CLAIM_LICENCE_MAX_BYTES }, (_req, body, done) => done(null, body));
    scope.post(CLAIM_LICENCE_UPLOAD_PATH, {
      bodyLimit: CLAIM_LICENCE_MAX_BYTES,
      errorHandler: (error, _req, reply) => {
        const err: unknown = error;
        if (err instanceof BackofficeRefusal) return reply.code(200).send({ code: err.code, msg: err.message, data: null });
        const code = (err as { code?: string }).code;
        if (code === 'FST_ERR_CTP_BODY_TOO_LARGE') return reply.code(200).send({ code: 400, msg: licenceMessages.tooLarge, data: null });
        if (code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return reply.code(200).send({ code: 400, msg: licenceMessages.notImage, data: null });
        throw err;
      },
    }, async (req) => {
      const p = await signedIn(req);
      const body = req.body;
      if (!Buffer.isBuffer(body)) throw new BackofficeRefusal(400, licenceMessages.empty);
      const t = now();
      const [count] = await db.query<{ n: number }>('select count(*)::int as n from claim_licence where account_id = $1 and created_at > $2', [p.accountId, new Date(t - 24 * 3600_000)]);
      if (count!.n >= UPLOADS_PER_ACCOUNT_DAILY) throw new BackofficeRefusal(429, claimMessages.uploadsDaily);
      const clean = await cleanLicence(body);
      const id = randomBytes(18).toString('base64url');
      await db.query(
        'insert into claim_licence (id, account_id, mime, width, height, data, created_at) values ($1, $2, $3, $4, $5, $6, $7)',
        [id, p.accountId, clean.mime, clean.width, clean.height, clean.data, new Date(t)],
      );
      return ok({ id, mime: clean.mime, width: clean.width, height: clean.height, bytes: clean.data.length });
    });
  });

  app.post(calls.claimSubmit.path, async (req) => {
    const p = await signedIn(req);
    const f = fieldsOf(req.body);
    const brandId = intOf(f.brand);
    const company = str(f.company).replace(/\s+/g, ' ');
    const creditCode = normalCreditCode(str(f.credit_code));
    const contactName = str(f.contact_name);
    const contactMobile = str(f.contact_mobile);
    const licence = str(f.licence);
    if (chars(company) < 2 || chars(company) > 100 || /[<>]/.test(company)) throw new BackofficeRefusal(400, claimMessages.company);
    const codeProblem = creditCodeProblem(creditCode);
    if (codeProblem) throw new BackofficeRefusal(400, codeProblem);
    if (chars(contactName) < 1 || chars(contactName) > 30 || /[<>]/.test(contactName)) throw new BackofficeRefusal(400, claimMessages.contactName);
    if (!MOBILE_PATTERN.test(contactMobile)) throw new BackofficeRefusal(400, claimMessages.contactMobile);
    if (!/^[A-Za-z0-9_-]{10,64}$/.test(licence)) throw new BackofficeRefusal(400, claimMessages.licence);
    const t = now();
    const claim = await db.transaction(async (tx) => {
      // The brand's row is the lock every claim of it takes: two claims arriving together see each other.
      const [brand] = await tx.query<{ mid: number | null }>('select mid from brand where id = $1 for update', [brandId]);
      if (!brand) throw new BackofficeRefusal(400, claimMessages.noBrand);
      if (p.brands.get(brandId) === 'brand_admin') throw new BackofficeRefusal(400, claimMessages.already);
      const [pic] = await tx.query('select 1 from claim_licence l where l.id = $1 and l.account_id = $2 and not exists (select 1 from brand_claim c where c.licence_id = l.id)', [licence, p.accountId]);
      if (!pic) throw new BackofficeRefusal(400, claimMessages.licence);
      const open = await tx.query<{ id: number; account_id: number }>(`select id, account_id from brand_claim where brand_id = $1 and state in ('pending', 'conflict')`, [brandId]);
      if (open.some((c) => c.account_id === p.accountId)) throw new BackofficeRefusal(400, claimMessages.duplicate);
      const conflict = (brand.mid ?? 0) > 0 || open.length > 0;
      const [row] = await tx.query<{ id: number }>(
        `insert into brand_claim (brand_id, account_id, company_name, credit_code, contact_name, contact_mobile, licence_id, state, created_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9) returning id`,
        [brandId, p.accountId, company, creditCode, contactName, contactMobile, licence, conflict ? 'conflict' : 'pending', new Date(t)],
      );
      // The claims already waiting are in conflict with this one too.
      if (open.length) await tx.query(`update brand_claim set state = 'conflict' where brand_id = $1 and state = 'pending'`, [brandId]);
      await audit(tx, {
        actor: p.accountId, action: 'claim.submit', subject: `claim:${row!.id}`, brandId, ipPrefix: p.ipPrefix, at: t,
        detail: { state: conflict ? 'conflict' : 'pending', claimed: (brand.mid ?? 0) > 0, open: open.length },
      });
      return (await claimById(tx, row!.id))!;
    });
    return ok(toWire(claim), claimMessages.submitted);
  });

  app.get(calls.myClaims.path, async (req) => {
    const p = await signedIn(req);
    const rows = await db.query<ClaimRow>(
      `select ${claimColumns} from brand_claim c left join brand b on b.id = c.brand_id where c.account_id = $1 order by c.created_at desc, c.id desc limit 100`,
      [p.accountId],
    );
    return ok(rows.map((r) => toWire(r)));
  });

  // ── Review (ops, admin) ───────────────────────────────────────────────────────────────────────────
  app.get(calls.adminClaims.path, async (req) => {
    await reviewer(req, 'adminClaims');
    const f = fieldsOf(req.query);
    const state = str(f.state);
    if (state && !(CLAIM_STATES as readonly string[]).includes(state)) throw invalid();
    const page = f.page === undefined || str(f.page) === '' ? 1 : intOf(f.page);
    const size = f.size === undefined || str(f.size) === '' ? 20 : intOf(f.size);
    if (size > 100 || page > 100_000) throw invalid();
    // Claims waiting for a decision: the oldest first; decided ones: the newest first.
    const order = state === 'pending' || state === 'conflict' ? 'c.created_at, c.id' : 'c.created_at desc, c.id desc';
    const where = state ? 'where c.state = $1' : '';
    const params: unknown[] = state ? [state] : [];
    const [total] = await db.query<{ n: number }>(`select count(*)::int as n from brand_claim c ${where}`, params);
    const rows = await db.query<ClaimRow>(
      `select ${claimColumns} from brand_claim c left join brand b on b.id = c.brand_id ${where} order by ${order}
        limit $${params.length + 1} offset $${params.length + 2}`,
      [...params, size, (page - 1) * size],
    );
    return ok({ total: total!.n, list: rows.map((r) => toWire(r)) });
  });

  app.get(calls.adminClaim.path, async (req) => {
    const id = intOf(fieldsOf(req.query).id);
    await reviewer(req, 'adminClaim', `claim:${id}`);
    const claim = await claimById(db, id);
    if (!claim) throw new BackofficeRefusal(400, '认领不存在');
    const [extra] = await db.query<{ login: string; mime: string; width: number; height: number; operator: string | null; mid: number | null; company: string | null }>(
      `select a.login, l.mime, l.width, l.height, o.company_name as operator, b.mid, b.company
         from brand_claim c join account a on a.id = c.account_id join claim_licence l on l.id = c.licence_id
         left join brand b on b.id = c.brand_id left join brand_operator o on o.brand_id = c.brand_id
        where c.id = $1`,
      [id],
    );
    const others = await db.query<{ id: number; state: ClaimState; company_name: string; created_at: Date }>(
      `select id, state, company_name, created_at from brand_claim where brand_id = $1 and id <> $2 order by created_at desc, id desc limit 20`,
      [claim.brand_id, id],
    );
    const current = (extra!.mid ?? 0) > 0 ? (extra!.operator ?? extra!.company ?? '') || '（资料中未写明公司）' : '';
    return ok({
      claim: toWire(claim, true),
      account_login: extra!.login,
      licence: { mime: extra!.mime, width: extra!.width, height: extra!.height },
      current_operator: current,
      others: others.map((o) => ({ id: o.id, state: o.state, company_name: o.company_name, created: secs(o.created_at) })),
    });
  });

  // The picture itself (not an envelope when it is answered): never cached, never sniffed, named.
  app.get(CLAIM_LICENCE_VIEW_PATH, async (req, reply: FastifyReply) => {
    const id = intOf(fieldsOf(req.query).id);
    const p = await reviewer(req, 'licenceView', `claim:${id}`);
    const t = now();
    const pic = await db.transaction(async (tx) => {
      const [row] = await tx.query<{ mime: string; data: Uint8Array; brand_id: number }>(
        'select l.mime, l.data, c.brand_id from brand_claim c join claim_licence l on l.id = c.licence_id where c.id = $1',
        [id],
      );
      if (row) await audit(tx, { actor: p.accountId, action: 'licence.view', subject: `claim:${id}`, brandId: row.brand_id, ipPrefix: p.ipPrefix, at: t });
      return row;
    });
    if (!pic) throw new BackofficeRefusal(400, '认领不存在');
    const ext = pic.mime === 'image/png' ? 'png' : pic.mime === 'image/webp' ? 'webp' : 'jpg';
    return reply
      .header('content-type', pic.mime)
      .header('content-disposition', `inline; filename="licence-${id}.${ext}"`)
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .send(Buffer.from(pic.data));
  });

  app.post(calls.adminDecideClaim.path, async (req) => {
    const f = fieldsOf(req.body);
    const id = intOf(f.id);
    const decision = str(f.decision);
    if (decision !== 'approve' && decision !== 'reject') throw invalid();
    const p = await reviewer(req, 'adminDecideClaim', `claim:${id}`);
    const reason = str(f.reason);
    if (decision === 'reject' && (chars(reason) < 2 || chars(reason) > 200)) throw new BackofficeRefusal(400, claimMessages.reason);
    const t = now();
    const decided = await db.transaction(async (tx) => {
      const [head] = await tx.query<{ brand_id: number }>('select brand_id from brand_claim where id = $1', [id]);
      if (!head) throw new BackofficeRefusal(400, '认领不存在');
      // The brand's row first, as claimSubmit takes it: a claim arriving meanwhile waits and sees the outcome.
      await tx.query('select 1 from brand where id = $1 for update', [head.brand_id]);
      const [claim] = await tx.query<{ brand_id: number; account_id: number; company_name: string; credit_code: string; state: ClaimState }>(
        'select brand_id, account_id, company_name, credit_code, state from brand_claim where id = $1 for update',
        [id],
      );
      if (claim!.state !== 'pending' && claim!.state !== 'conflict') throw new BackofficeRefusal(400, claimMessages.notOpen);
      const brandId = claim!.brand_id;
      if (decision === 'reject') {
        await tx.query(`update brand_claim set state = 'rejected', reason = $2, decided_at = $3, decided_by = $4 where id = $1`, [id, reason, new Date(t), p.accountId]);
        // A conflict that no longer is one (the brand unclaimed, one open claim left) goes back to waiting.
        const open = await tx.query<{ id: number }>(`select id from brand_claim where brand_id = $1 and state in ('pending', 'conflict')`, [brandId]);
        if (open.length === 1 && !(await brandClaimed(tx, brandId))) await tx.query(`update brand_claim set state = 'pending' where id = $1`, [open[0]!.id]);
        await audit(tx, { actor: p.accountId, action: 'claim.reject', subject: `claim:${id}`, brandId, ipPrefix: p.ipPrefix, at: t, detail: { from: claim!.state } });
      } else {
        const [before] = await tx.query<{ claim_id: number | null; account_id: number | null }>('select claim_id, account_id from brand_operator where brand_id = $1', [brandId]);
        await tx.query(`update brand_claim set state = 'approved', reason = '', decided_at = $2, decided_by = $3 where id = $1`, [id, new Date(t), p.accountId]);
        await tx.query(
          `insert into brand_operator (brand_id, company_name, credit_code, source, claim_id, account_id, since) values ($1, $2, $3, 'claim', $4, $5, $6)
           on conflict (brand_id) do update set company_name = excluded.company_name, credit_code = excluded.credit_code, source = 'claim',
             claim_id = excluded.claim_id, account_id = excluded.account_id, since = excluded.since`,
          [brandId, claim!.company_name, claim!.credit_code, id, claim!.account_id, new Date(t)],
        );
        // The public copy the brand page and the enquiry consent read (upstream/src/brands/brand-rows.ts,
        // contract/src/consent.ts enquiryRecipient): claimed (mid > 0) and the operating company's name.
        await tx.query('update brand set mid = $2, company = $3 where id = $1', [brandId, claim!.account_id, claim!.company_name]);
        // A previous operator's account (ops settled a conflict against it) no longer administers the brand.
        if (before?.account_id && before.account_id !== claim!.account_id) {
          await tx.query(`delete from account_brand where account_id = $1 and brand_id = $2`, [before.account_id, brandId]);
        }
        await tx.query(
          `insert into account_brand (account_id, brand_id, role) values ($1, $2, 'brand_admin')
           on conflict (account_id, brand_id) do update set role = 'brand_admin'`,
          [claim!.account_id, brandId],
        );
        // Every other open claim of the brand is now in conflict with this approval: ops rejects it.
        await tx.query(`update brand_claim set state = 'conflict' where brand_id = $1 and state = 'pending' and id <> $2`, [brandId, id]);
        await recordContentChange(tx, 'claim', brandId, t);
        await audit(tx, {
          actor: p.accountId, action: 'claim.approve', subject: `claim:${id}`, brandId, ipPrefix: p.ipPrefix, at: t,
          detail: { from: claim!.state, account: claim!.account_id, replaced_claim: before?.claim_id ?? null },
        });
      }
      return (await claimById(tx, id))!;
    });
    return ok(toWire(decided, true), decision === 'approve' ? '已通过，品牌已关联到该商家账号' : '已驳回，商家会在“我的认领”看到原因');
  });
}
