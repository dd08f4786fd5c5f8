// 我的咨询 (docs/decisions/0092, 0117) over HTTP: a proof by the enquiry form's own SMS flow, bound to
// the number and the browser session; list (with each lead's state and history), withdraw (the brand's
// inbox turns bare at once, pending deliveries are cancelled, recorded), delete (the rows are gone, an
// anonymous count stays, recorded without personal data), 请勿联系, expiry and 退出; and every bad input
// refused in Chinese with nothing lost. The clock is injected: tests move it instead of sleeping.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUpstream } from '../app';
import type { Database } from '../db/database';
import { prepareDatabase } from '../db/prepare';
import { deletedMessage, enquiryMessages as m } from '../enquiry/messages';
import { enquiryPaths as p } from './enquiry';
import { adminCall, testAccount } from '../leads/testing';
import { backends, openBackend, TEST_SEED } from '../test/harness';
import { brandConsentText, calls, CONSENT_VERSION, enquiryRecipient, type WireLeadRow, type WireMyEnquiries } from '@shangji/contract';

type Body = { code: number; msg: string; data: unknown };

/** One browser: keeps its sj_sid cookie. */
class Browser {
  sid?: string;
  constructor(private readonly app: FastifyInstance, private readonly ip: string) {}

  async call(method: 'GET' | 'POST', url: string, fields?: Record<string, string | number>): Promise<Body> {
    const res = await this.raw(method, url, fields);
    return res.json() as Body;
  }

  async raw(method: 'GET' | 'POST', url: string, fields?: Record<string, string | number>) {
    const res = await this.app.inject({
      method,
      url,
      remoteAddress: this.ip,
      cookies: (this.sid ? { sj_sid: this.sid } : {}) as Record<string, string>,
      ...(fields
        ? { payload: new URLSearchParams(Object.entries(fields).map(([k, v]) => [k, String(v)])).toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } }
        : {}),
    });
    expect(res.statusCode).toBe(200);
    if (url.startsWith('/api.php/my/')) expect(res.headers['cache-control']).toBe('no-store');
    const c = res.cookies.find((x) => x.name === 'sj_sid');
    if (c) this.sid = c.value;
    return res;
  }

  /** The enquiry form's own steps: captcha (answer through the test hook), then sendInfo. */
  async sendCode(mobile: string): Promise<Body> {
    await this.raw('GET', p.captcha);
    const answer = (await this.call('GET', p.testCaptchaAnswer)).data as string;
    return this.call('POST', p.sendCode, { account: mobile, code: answer, type: 'img' });
  }
}

describe.each(backends)('我的咨询 (%s)', (kind) => {
  let db: Database;
  let dispose: () => Promise<void>;
  let app: FastifyInstance;
  let t = Date.UTC(2030, 5, 1);
  const now = () => t;
  let ipSeq = 0;
  const browser = () => new Browser(app, `10.9.0.${++ipSeq}`);
  type BrandRow = { id: number; title: string; mid: number | null; company: string; isvip: number; phone: string | null };
  let brands: BrandRow[];
  const lastCode = async (mobile: string) => {
    const [row] = await db.query<{ body: string }>('select body from sms_outbox where mobile = $1 order by id desc limit 1', [mobile]);
    return /\d{6}/.exec(row!.body)![0];
  };
  /**
   * An enquiry as the form stores it (name, number, consent), sent `ago` ms before now, for the brand's
   * operating company (its recipient brand), with its first event and a pending inbox delivery.
   */
  const stored = async (mobile: string, b: BrandRow, ago = 0): Promise<number> => {
    const [row] = await db.query<{ id: number }>(
      `insert into enquiry (aid, typeid, name, mobile, title, address, content, created_at, recipient, consent_text, consent_version, consent_at, recipient_brand)
       values ($1, 1, '李四', $2, $3, '广东-深圳', '想了解加盟', $4, $5, $6, $7, $4, $1) returning id`,
      [b.id, mobile, b.title, new Date(t - ago), enquiryRecipient({ mid: 1, company: b.company }), brandConsentText(b), CONSENT_VERSION],
    );
    await db.query(`insert into lead_event (enquiry_id, state, at, actor) values ($1, 'submitted', $2, 'system')`, [row!.id, new Date(t - ago)]);
    await db.query(`insert into lead_job (enquiry_id, channel, run_at, created_at) values ($1, 'inbox', $2, $2)`, [row!.id, new Date(t - ago)]);
    return row!.id;
  };
  /** A browser that proved `mobile` (sendInfo, then the code from the outbox). */
  const proven = async (mobile: string): Promise<{ b: Browser; answer: Body }> => {
    const b = browser();
    expect((await b.sendCode(mobile)).msg).toBe(m.sent);
    const answer = await b.call('POST', calls.myProve.path, { mobile, code: await lastCode(mobile) });
    t += 61_000; // the next code to any number may follow
    return { b, answer };
  };
  const listOf = (body: Body) => body.data as WireMyEnquiries;
  /** The brand inbox (adminLeads) as an account of `aid` sees it. */
  const inboxTokens = new Map<number, string>();
  const inboxToken = async (aid: number) => {
    if (!inboxTokens.has(aid)) inboxTokens.set(aid, (await testAccount(db, { brands: [[aid, 'brand_agent']] }, t)).token);
    return inboxTokens.get(aid)!;
  };
  const inbox = async (aid: number) =>
    (await adminCall<{ total: number; list: WireLeadRow[] }>(app, await inboxToken(aid), 'GET', calls.adminLeads.path, { scope: 'brand', brand: aid, size: 100 })).data.list;
  const reveal = async (aid: number, id: number) => adminCall(app, await inboxToken(aid), 'POST', calls.adminRevealLead.path, { id });

  beforeAll(async () => {
    ({ db, dispose } = await openBackend(kind));
    await prepareDatabase(db, { seed: TEST_SEED, scale: 'small' });
    app = await buildUpstream({ db, enquiry: { now } });
    brands = await db.query<BrandRow>('select id, title, mid, company, isvip, phone from brand order by id limit 4');
  });
  afterAll(async () => {
    await app?.close();
    await dispose?.();
  });

  it('without a proof every call is code 401 with its Chinese msg', async () => {
    const b = browser();
    for (const [method, path, fields] of [
      ['GET', calls.myEnquiries.path, undefined],
      ['POST', calls.myWithdraw.path, { id: 1 }],
      ['POST', calls.myDelete.path, { ids: '1' }],
      ['POST', calls.myDoNotContact.path, { on: 1 }],
    ] as const) {
      expect(await b.call(method, path, fields)).toEqual({ code: 401, msg: m.myNotProven, data: null });
    }
  });

  it('proves a number with the form’s own code, renews the session, and lists exactly that number’s enquiries', async () => {
    const mine = '13900000001';
    const other = '13900000002';
    const older = await stored(mine, brands[0]!, 3600_000);
    const newer = await stored(mine, brands[1]!);
    await stored(other, brands[0]!);

    const b = browser();
    await b.sendCode(mine);
    const before = b.sid;
    // A wrong code is refused and proves nothing.
    expect(await b.call('POST', calls.myProve.path, { mobile: mine, code: '000000' === (await lastCode(mine)) ? '111111' : '000000' })).toMatchObject({ code: 400, msg: m.smsCodeInvalid });
    const code = await lastCode(mine);
    const answer = await b.call('POST', calls.myProve.path, { mobile: mine, code });
    expect(answer.code).toBe(200);
    expect(answer.msg).toBe(m.myProven);
    expect(b.sid).not.toBe(before);
    const list = listOf(answer);
    expect(list.mobile).toBe('139****0001');
    expect(list.dnc).toBe(0);
    expect(list.expires).toBe(Math.floor((t + 15 * 60_000) / 1000));
    expect(list.list.map((e) => e.id)).toEqual([newer, older]);
    expect(list.list[0]).toMatchObject({ aid: brands[1]!.id, title: brands[1]!.title, status: 'received', withdrawntime: null, consent_version: CONSENT_VERSION });
    // Each row carries its lead's state and history.
    expect(list.list[0]).toMatchObject({ lead_state: 'submitted', events: [{ state: 'submitted', at: Math.floor(t / 1000) }] });
    // The same list on the renewed session; the code proves once (a replay is refused).
    expect(listOf(await b.call('GET', calls.myEnquiries.path)).list).toHaveLength(2);
    expect(await b.call('POST', calls.myProve.path, { mobile: mine, code })).toMatchObject({ code: 400, msg: m.smsCodeExpired });
    // The old session id (a planted or copied cookie) holds nothing.
    const stale = browser();
    stale.sid = before;
    expect((await stale.call('GET', calls.myEnquiries.path)).code).toBe(401);
  });

  it('withdraws one enquiry: the brand inbox shows it withdrawn without contact details, its delivery is cancelled, recorded; a replay changes nothing', async () => {
    const mine = '13900000011';
    const id = await stored(mine, brands[2]!);
    const kept = await stored(mine, brands[3]!);
    expect((await inbox(brands[2]!.id)).find((r) => r.id === id)).toMatchObject({ state: 'submitted', name: '李**', mobile: '139****0011' });
    expect(await reveal(brands[2]!.id, id)).toEqual({ code: 200, msg: 'success', data: { id, name: '李四', mobile: mine } });
    const { b } = await proven(mine);

    const answer = await b.call('POST', calls.myWithdraw.path, { id });
    expect(answer.msg).toBe(m.myWithdrawn);
    const row = listOf(answer).list.find((e) => e.id === id)!;
    expect(row.status).toBe('withdrawn');
    expect(row.withdrawntime).toBe(Math.floor(t / 1000));
    expect(row.lead_state).toBe('withdrawn');
    expect(row.events.map((e) => e.state)).toEqual(['submitted', 'withdrawn']);
    expect(listOf(answer).list.find((e) => e.id === kept)!.status).toBe('received');
    expect((await inbox(brands[2]!.id)).find((r) => r.id === id)).toMatchObject({ state: 'withdrawn', name: '', mobile: '' });
    expect(await reveal(brands[2]!.id, id)).toEqual({ code: 400, msg: '该咨询已撤回', data: null });
    expect(await db.query('select status from lead_job where enquiry_id = $1', [id])).toEqual([{ status: 'cancelled' }]);
    expect(await db.query(`select actor_account, brand_id, outcome from audit_event where action = 'lead.withdraw' and subject = $1`, [`enquiry:${id}`]))
      .toEqual([{ actor_account: null, brand_id: brands[2]!.id, outcome: 'ok' }]);

    const again = await b.call('POST', calls.myWithdraw.path, { id });
    expect(again).toMatchObject({ code: 200, msg: m.myAlreadyWithdrawn });
    expect(listOf(again).list.find((e) => e.id === id)!.withdrawntime).toBe(row.withdrawntime);
    expect(await db.query(`select 1 from audit_event where action = 'lead.withdraw' and subject = $1`, [`enquiry:${id}`])).toHaveLength(1);
  });

  it('refuses another number’s id, a tampered id and an empty delete, and changes nothing', async () => {
    const mine = '13900000021';
    const theirs = '13900000022';
    const own = await stored(mine, brands[0]!);
    const foreign = await stored(theirs, brands[0]!);
    const { b } = await proven(mine);

    expect(await b.call('POST', calls.myWithdraw.path, { id: foreign })).toEqual({ code: 400, msg: m.myNotFound, data: null });
    expect(await b.call('POST', calls.myDelete.path, { ids: `${own},${foreign}` })).toEqual({ code: 400, msg: m.myNotFound, data: null });
    for (const bad of ['abc', '-1', '0', `${own};drop table enquiry`, '99999999999']) {
      expect(await b.call('POST', calls.myWithdraw.path, { id: bad })).toEqual({ code: 400, msg: m.myBadId, data: null });
      expect(await b.call('POST', calls.myDelete.path, { ids: bad })).toEqual({ code: 400, msg: m.myBadId, data: null });
    }
    expect(await b.call('POST', calls.myDelete.path, { ids: '' })).toEqual({ code: 400, msg: m.myNoIds, data: null });
    const rows = await db.query<{ id: number; status: string }>('select id, status from enquiry where id = any($1::int[]) order by id', [[own, foreign]]);
    expect(rows).toEqual([{ id: own, status: 'received' }, { id: foreign, status: 'received' }]);
  });

  it('deletes enquiries: the rows are gone from the database, only an anonymous count stays', async () => {
    const mine = '13900000031';
    const a = await stored(mine, brands[0]!);
    const c = await stored(mine, brands[1]!);
    const keep = await stored(mine, brands[2]!);
    const { b } = await proven(mine);
    const erased = async () => (await db.query<{ n: number }>('select coalesce(sum(n), 0)::int as n from enquiry_erased where typeid = 1'))[0]!.n;
    const before = await erased();

    const answer = await b.call('POST', calls.myDelete.path, { ids: `${a},${c},${a}` });
    expect(answer.msg).toBe(deletedMessage(2));
    expect(listOf(answer).list.map((e) => e.id)).toEqual([keep]);
    expect(await db.query('select id from enquiry where id = any($1::int[])', [[a, c]])).toEqual([]);
    expect(await db.query<{ n: number }>('select count(*)::int as n from enquiry where mobile = $1', [mine])).toEqual([{ n: 1 }]);
    expect(await erased()).toBe(before + 2);
    expect((await inbox(brands[0]!.id)).some((r) => r.id === a)).toBe(false);
    // Its jobs and events went with it; the trail keeps one row per id, without personal data.
    expect(await db.query('select 1 from lead_job where enquiry_id = any($1::int[]) union all select 1 from lead_event where enquiry_id = any($1::int[])', [[a, c]])).toEqual([]);
    const trail = await db.query<{ subject: string; detail: unknown }>(`select subject, detail from audit_event where action = 'lead.delete' and subject = any($1::text[]) order by subject`, [[`enquiry:${a}`, `enquiry:${c}`]]);
    expect(trail.map((r) => r.subject).sort()).toEqual([`enquiry:${a}`, `enquiry:${c}`].sort());
    expect(JSON.stringify(trail)).not.toContain(mine);
    // A replay finds them gone and deletes nothing else.
    expect(await b.call('POST', calls.myDelete.path, { ids: `${a}` })).toEqual({ code: 400, msg: m.myNotFound, data: null });
    expect(await erased()).toBe(before + 2);
  });

  it('sets and lifts 请勿联系: the recipient gets no contact details and no new enquiry is accepted meanwhile', async () => {
    const mine = '13900000041';
    const id = await stored(mine, brands[3]!);
    const { b } = await proven(mine);
    const on = await b.call('POST', calls.myDoNotContact.path, { on: 1 });
    expect(on.msg).toBe(m.myDncOn);
    expect(listOf(on).dnc).toBe(1);
    expect(await reveal(brands[3]!.id, id)).toEqual({ code: 400, msg: '对方已要求请勿联系', data: null });
    // The proving session also proved the number for the form (returning mode): the flag refuses it.
    const b2 = brands[0]!;
    const refused = await b.call('POST', p.enquiryReturning, {
      aid: b2.id, typeid: 1, entrance: 1, name: '李四', mobile: mine, title: b2.title, consent_text: brandConsentText(b2), consent_version: CONSENT_VERSION,
    });
    expect(refused).toMatchObject({ code: 400, msg: m.doNotContact });
    expect(await b.call('POST', calls.myDoNotContact.path, { on: 2 })).toMatchObject({ code: 400, msg: m.invalid });
    const off = await b.call('POST', calls.myDoNotContact.path, { on: 0 });
    expect(off.msg).toBe(m.myDncOff);
    expect(listOf(off).dnc).toBe(0);
    expect(await reveal(brands[3]!.id, id)).toMatchObject({ code: 200, data: { mobile: mine } });
  });

  it('ends after 15 minutes, or at 退出', async () => {
    const mine = '13900000051';
    await stored(mine, brands[0]!);
    const { b } = await proven(mine);
    t += 15 * 60_000 - 61_000 - 1;
    expect((await b.call('GET', calls.myEnquiries.path)).code).toBe(200);
    t += 2;
    expect(await b.call('GET', calls.myEnquiries.path)).toEqual({ code: 401, msg: m.myExpired, data: null });
    expect(await b.call('GET', calls.myEnquiries.path)).toEqual({ code: 401, msg: m.myNotProven, data: null });

    t += 61_000;
    const again = await proven(mine);
    expect(await again.b.call('POST', calls.myEnd.path)).toEqual({ code: 200, msg: m.myEnded, data: null });
    expect(await again.b.call('GET', calls.myEnquiries.path)).toEqual({ code: 401, msg: m.myNotProven, data: null });
  });
});
