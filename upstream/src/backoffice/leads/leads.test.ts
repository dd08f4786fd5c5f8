// The back office's lead calls over HTTP as the gateway makes them (docs/decisions/0117, 0118), with
// accounts and sessions made in SQL: the IDOR paths (brand A's account at brand B's lead by id, in a
// list, a move, a reveal, a dispute, an export; support at a brand's contact details; a brand at a desk
// lead; an unknown id) all answered the same 403 and each recorded; the brand's flow (inbox masked, first
// look → 已查看, a recorded reveal, moves, a dispute within 7 days, support's decision credited once);
// the desk's relays; withdrawn and credited leads closed; exports; notification settings; the audit list
// for compliance; and no phone number in any audit row or log line. PGlite, and PostgreSQL with
// TEST_DATABASE_URL.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls, wireAuditPage, wireBrandNotify, wireDisputePage, wireLead, wireLeadPage, wireLeadReveal } from '@shangji/contract';
import { buildUpstream } from '../../app';
import type { Database } from '../../db/database';
import { prepareDatabase } from '../../db/prepare';
import { adminCall, testAccount, type TestAccount } from '../../leads/testing';
import { backends, openBackend, TEST_SEED } from '../../test/harness';
import { LEAD_TOTAL_CAP } from './view';

const DAY = 24 * 3600_000;
const refused = { code: 403, msg: '无权访问', data: null };
/** A mainland mobile number not inside a longer run of digits (a millisecond time is not one). */
const PHONE = /(?<!\d)1[3-9]\d{9}(?!\d)/;

describe.each(backends)('back-office leads (%s)', (kind) => {
  let db: Database;
  let dispose: () => Promise<void>;
  let app: FastifyInstance;
  const lines: string[] = [];
  let t = Date.UTC(2031, 5, 1, 3);
  const now = () => t;
  let brandA: { id: number; title: string };
  let brandB: { id: number; title: string };
  let agentA: TestAccount;
  let adminA: TestAccount;
  let agentB: TestAccount;
  let support: TestAccount;
  let compliance: TestAccount;
  let ops: TestAccount;
  let seq = 0;
  const mobiles: string[] = [];

  /** A lead as the form and the worker leave it: delivered `ago` ms before now to `brand` (null: the desk). */
  const lead = async (brand: number | null, opts: { ago?: number; name?: string; address?: string; state?: string } = {}) => {
    seq += 1;
    const mobile = `1590${String(process.pid % 1000).padStart(3, '0')}${String(seq).padStart(4, '0')}`;
    const at = new Date(t - (opts.ago ?? 0));
    const [row] = await db.query<{ id: number }>(
      `insert into enquiry (aid, typeid, name, mobile, title, address, content, created_at, recipient, consent_text, consent_version, consent_at,
                            recipient_brand, lead_state, delivered_at)
       values ($1, 1, $2, $3, $4, $5, $6, $7, $8, '我同意……', 'v', $7, $9, $10, $7) returning id`,
      [brand ?? brandA.id, opts.name ?? '孙悟空', mobile, brand === brandB?.id ? brandB.title : brandA.title, opts.address ?? '浙江省-杭州市', `请联系我 ${mobile}`, at,
        brand === null ? '本站自己的加盟顾问' : '该品牌的运营公司', brand, opts.state ?? 'delivered'],
    );
    await db.query(`insert into lead_event (enquiry_id, state, at, actor) values ($1, 'submitted', $2, 'system'), ($1, 'delivered', $2, 'system')`, [row!.id, at]);
    mobiles.push(mobile);
    return { id: row!.id, mobile };
  };
  const call = <T = unknown>(who: TestAccount | null, name: keyof typeof calls, params: Record<string, string | number> = {}) => {
    const c = calls[name] as { method: 'GET' | 'POST'; path: string };
    return adminCall<T>(app, who?.token ?? null, c.method, c.path, params);
  };
  const refusals = async (actor: number) =>
    (await db.query<{ n: number }>(`select count(*)::int as n from audit_event where action = 'authz.refused' and actor_account = $1 and outcome = 'refused'`, [actor]))[0]!.n;

  beforeAll(async () => {
    ({ db, dispose } = await openBackend(kind));
    await prepareDatabase(db, { seed: TEST_SEED, scale: 'small' });
    app = await buildUpstream({ db, enquiry: { now }, logger: { level: 'info', stream: { write: (l: string) => void lines.push(l) } } });
    [brandA, brandB] = await db.query<{ id: number; title: string }>('select id, title from brand where mid > 0 order by id limit 2') as [typeof brandA, typeof brandB];
    agentA = await testAccount(db, { brands: [[brandA.id, 'brand_agent']] }, t);
    adminA = await testAccount(db, { brands: [[brandA.id, 'brand_admin']] }, t);
    agentB = await testAccount(db, { brands: [[brandB.id, 'brand_admin']] }, t);
    support = await testAccount(db, { staff: 'support' }, t);
    compliance = await testAccount(db, { staff: 'compliance' }, t);
    ops = await testAccount(db, { staff: 'ops' }, t);
  });
  afterAll(async () => {
    await app?.close();
    await dispose?.();
  });

  it('without a session every call is 401 请先登录', async () => {
    const a = await lead(brandA.id);
    for (const [name, params] of [['adminLeads', { scope: 'brand', brand: brandA.id }], ['adminLead', { id: a.id }], ['adminRevealLead', { id: a.id }], ['adminAudit', {}], ['adminDeadJobs', {}]] as const) {
      expect(await call(null, name, params)).toEqual({ code: 401, msg: '请先登录', data: null });
    }
  });

  it('IDOR: brand A\'s account reaching brand B\'s lead, by id, list, move, reveal, dispute, relay, export, notify — the same 403, each recorded', async () => {
    const b = await lead(brandB.id);
    const before = await refusals(agentA.id);
    const attempts: [keyof typeof calls, Record<string, string | number>][] = [
      ['adminLead', { id: b.id }],
      ['adminLeads', { scope: 'brand', brand: brandB.id }],
      ['adminLeads', { scope: 'desk' }],
      ['adminMoveLead', { id: b.id, state: 'contacted' }],
      ['adminRevealLead', { id: b.id }],
      ['adminDisputeLead', { id: b.id, reason: 'empty_number' }],
      ['adminRelayLead', { id: b.id, outcome: 'reached' }],
      ['adminDecideDispute', { id: b.id, decision: 'credited' }],
      ['adminExportLeads', { scope: 'brand', brand: brandB.id }],
      ['adminExportLeads', { scope: 'desk' }],
      ['adminBrandNotify', { brand: brandB.id }],
      ['adminSetBrandNotify', { brand: brandB.id, webhook_url: 'https://evil.example.com/' }],
      ['adminLead', { id: 2_000_000_000 }], // no such lead: the same answer
      ['adminRevealLead', { id: 2_000_000_000 }],
      ['adminDisputes', {}],
      ['adminAudit', {}],
    ];
    for (const [name, params] of attempts) expect(await call(agentA, name, params), `${name} ${JSON.stringify(params)}`).toEqual(refused);
    expect(await refusals(agentA.id)).toBe(before + attempts.length);
    const [subj] = await db.query<{ subject: string; detail: { call: string } }>(`select subject, detail from audit_event where action = 'authz.refused' and actor_account = $1 and detail->>'call' = 'adminRevealLead' order by id limit 1`, [agentA.id]);
    expect(subj).toEqual({ subject: `enquiry:${b.id}`, detail: { call: 'adminRevealLead' } });
    // Brand B's lead is untouched: not viewed, not moved, not disputed, never revealed.
    expect(await db.query('select lead_state, first_viewed_at from enquiry where id = $1', [b.id])).toEqual([{ lead_state: 'delivered', first_viewed_at: null }]);
    expect(await db.query(`select 1 from audit_event where action in ('lead.reveal', 'lead.state', 'lead.dispute') and subject = $1`, [`enquiry:${b.id}`])).toEqual([]);
    // An agent is not its brand's admin: the notification settings are refused too.
    expect(await call(agentA, 'adminBrandNotify', { brand: brandA.id })).toEqual(refused);
  });

  it('support never reaches a brand lead\'s contact details; a brand account never a desk lead; ops and compliance neither', async () => {
    const a = await lead(brandA.id);
    const desk = await lead(null);
    const before = await refusals(support.id);
    for (const [name, params] of [
      ['adminRevealLead', { id: a.id }],
      ['adminLead', { id: a.id }],
      ['adminLeads', { scope: 'brand', brand: brandA.id }],
      ['adminExportLeads', { scope: 'brand', brand: brandA.id }],
      ['adminMoveLead', { id: a.id, state: 'contacted' }],
      ['adminDisputeLead', { id: desk.id, reason: 'duplicate' }],
    ] as const) expect(await call(support, name, params), name).toEqual(refused);
    expect(await refusals(support.id)).toBe(before + 6);
    for (const who of [agentA, adminA]) {
      expect(await call(who, 'adminLead', { id: desk.id })).toEqual(refused);
      expect(await call(who, 'adminRevealLead', { id: desk.id })).toEqual(refused);
      expect(await call(who, 'adminRelayLead', { id: desk.id, outcome: 'reached' })).toEqual(refused);
    }
    for (const who of [ops, compliance]) {
      expect(await call(who, 'adminLeads', { scope: 'desk' })).toEqual(refused);
      expect(await call(who, 'adminRevealLead', { id: desk.id })).toEqual(refused);
    }
    expect(await call(ops, 'adminAudit')).toEqual(refused);
  });

  it('the brand inbox: only its leads, masked; the first look moves it to 已查看; a recorded reveal; moves; a withdrawn lead bare', async () => {
    const mine = await lead(brandA.id, { name: '猪八戒' });
    const theirs = await lead(brandB.id);
    const page = await call(agentA, 'adminLeads', { scope: 'brand', brand: brandA.id, size: 100 });
    expect(page.code).toBe(200);
    const data = wireLeadPage.parse(page.data);
    expect(data.list.every((r) => r.recipient === 'brand' && r.brand_id === brandA.id)).toBe(true);
    expect(data.list.some((r) => r.id === theirs.id)).toBe(false);
    expect(data.total).toBe((await db.query<{ n: number }>('select count(*)::int as n from enquiry where recipient_brand = $1', [brandA.id]))[0]!.n);
    expect(data.list.find((r) => r.id === mine.id)).toMatchObject({ name: '猪**', mobile: `${mine.mobile.slice(0, 3)}****${mine.mobile.slice(7)}`, state: 'delivered', first_viewed: null, disputed: false });
    expect(JSON.stringify(data)).not.toMatch(PHONE);

    t += 600_000;
    const first = wireLead.parse((await call(agentA, 'adminLead', { id: mine.id })).data);
    expect(first).toMatchObject({ state: 'viewed', first_viewed: Math.floor(t / 1000), content: `请联系我 ${mine.mobile}`, can_dispute: true });
    expect(first.events.map((e) => [e.state, e.actor])).toEqual([['submitted', 'system'], ['delivered', 'system'], ['viewed', 'brand']]);
    t += 1000;
    expect(wireLead.parse((await call(adminA, 'adminLead', { id: mine.id })).data).first_viewed).toBe(first.first_viewed); // once

    const shown = await call(agentA, 'adminRevealLead', { id: mine.id });
    expect(wireLeadReveal.parse(shown.data)).toEqual({ id: mine.id, name: '猪八戒', mobile: mine.mobile });
    expect(await db.query(`select actor_account, brand_id, detail from audit_event where action = 'lead.reveal' and subject = $1`, [`enquiry:${mine.id}`]))
      .toEqual([{ actor_account: agentA.id, brand_id: brandA.id, detail: {} }]);

    expect(await call(agentA, 'adminMoveLead', { id: mine.id, state: 'won' })).toEqual({ code: 400, msg: '不能从「已查看」改为「已成交」', data: null });
    expect(await call(agentA, 'adminMoveLead', { id: mine.id, state: 'credited' })).toMatchObject({ code: 400 });
    expect(await call(agentA, 'adminMoveLead', { id: mine.id, state: 'nonsense' })).toMatchObject({ code: 400, msg: '不支持的状态' });
    t += 1000;
    const contacted = wireLead.parse((await call(agentA, 'adminMoveLead', { id: mine.id, state: 'contacted' })).data);
    expect(contacted).toMatchObject({ state: 'contacted', first_contacted: Math.floor(t / 1000) });
    t += 1000;
    expect(wireLead.parse((await call(agentA, 'adminMoveLead', { id: mine.id, state: 'interested' })).data)).toMatchObject({ state: 'interested', first_contacted: contacted.first_contacted });
    expect(await db.query<{ detail: unknown }>(`select detail from audit_event where action = 'lead.state' and subject = $1 order by id`, [`enquiry:${mine.id}`]))
      .toEqual([{ detail: { from: 'delivered', to: 'viewed' } }, { detail: { from: 'viewed', to: 'contacted' } }, { detail: { from: 'contacted', to: 'interested' } }]);

    // Withdrawn by its enquirer: bare in the list and the detail, no reveal, no move.
    const gone = await lead(brandA.id, { state: 'withdrawn' });
    await db.query(`update enquiry set status = 'withdrawn', withdrawn_at = $2 where id = $1`, [gone.id, new Date(t)]);
    expect(wireLeadPage.parse((await call(agentA, 'adminLeads', { scope: 'brand', brand: brandA.id, state: 'withdrawn' })).data).list.find((r) => r.id === gone.id))
      .toMatchObject({ name: '', mobile: '' });
    expect(wireLead.parse((await call(agentA, 'adminLead', { id: gone.id })).data)).toMatchObject({ name: '', mobile: '', content: '' });
    expect(await call(agentA, 'adminRevealLead', { id: gone.id })).toEqual({ code: 400, msg: '该咨询已撤回', data: null });
    const expired = await lead(brandA.id, { state: 'expired' });
    await db.query(`update enquiry set name = '', mobile = '', content = '', erased_at = $2 where id = $1`, [expired.id, new Date(t)]);
    expect(await call(agentA, 'adminRevealLead', { id: expired.id })).toEqual({ code: 400, msg: '该咨询已过期', data: null });
  });

  it('disputes: a fixed reason within 7 days of delivery, once; support decides on a view without name, number or message; credited once', async () => {
    const a = await lead(brandA.id, { ago: 2 * DAY });
    const late = await lead(brandA.id, { ago: 8 * DAY });
    await call(agentA, 'adminLead', { id: a.id });
    await call(agentA, 'adminLead', { id: late.id });
    expect(await call(agentA, 'adminDisputeLead', { id: a.id, reason: 'no_intent' })).toMatchObject({ code: 400, msg: '请选择争议原因：空号、重复、非本人或地区不符' });
    expect(await call(agentA, 'adminDisputeLead', { id: late.id, reason: 'empty_number' })).toEqual({ code: 400, msg: '已超过送达后7天的争议期', data: null });
    const opened = wireLead.parse((await call(agentA, 'adminDisputeLead', { id: a.id, reason: 'empty_number', note: `打过去是空号 ${a.mobile}` })).data);
    expect(opened).toMatchObject({ state: 'disputed', disputed: true, can_dispute: false, dispute: { reason: 'empty_number', decision: null } });
    expect(await call(adminA, 'adminDisputeLead', { id: a.id, reason: 'duplicate' })).toEqual({ code: 400, msg: '该咨询已提出过争议', data: null });

    const open = wireDisputePage.parse((await call(support, 'adminDisputes', { open: 1 })).data);
    const row = open.list.find((d) => d.enquiry_id === a.id)!;
    expect(row).toMatchObject({ brand_id: brandA.id, brand_title: brandA.title, reason: 'empty_number', decision: null });
    expect(row.note).not.toMatch(PHONE); // the brand's note, its number masked for support

    // Support decides; its answer carries the state and dates but no name, number or message.
    const decided = await call(support, 'adminDecideDispute', { id: a.id, decision: 'credited', note: '核实为空号' });
    expect(decided.code, decided.msg).toBe(200);
    const view = wireLead.parse(decided.data);
    expect(view).toMatchObject({ state: 'credited', name: '', mobile: '', content: '', dispute: { decision: 'credited', decision_note: '核实为空号' } });
    expect(JSON.stringify(view)).not.toMatch(PHONE);
    expect(await call(support, 'adminDecideDispute', { id: a.id, decision: 'rejected' })).toEqual({ code: 400, msg: '该争议已处理', data: null });
    expect(await db.query<{ brand_id: number; decided_by: number }>('select brand_id, decided_by from lead_credit where enquiry_id = $1', [a.id])).toEqual([{ brand_id: brandA.id, decided_by: support.id }]);
    // Not disputed: support is refused like for any other id.
    expect(await call(support, 'adminDecideDispute', { id: late.id, decision: 'credited' })).toEqual(refused);
    // Credited: the brand no longer gets the number.
    expect(await call(agentA, 'adminRevealLead', { id: a.id })).toEqual({ code: 400, msg: '该咨询已退还，不再显示联系方式', data: null });
    expect(await db.query<{ detail: unknown }>(`select detail from audit_event where action in ('lead.dispute', 'lead.decide') and subject = $1 order by id`, [`enquiry:${a.id}`]))
      .toEqual([{ detail: { reason: 'empty_number' } }, { detail: { decision: 'credited' } }]);
  });

  it('the staff desk: support lists, looks, reveals and relays the site\'s leads; each relay recorded, reached → 已联系', async () => {
    const desk = await lead(null, { name: '唐三藏', address: '四川省-成都市' });
    const page = wireLeadPage.parse((await call(support, 'adminLeads', { scope: 'desk', q: '成都' })).data);
    expect(page.list.map((r) => r.id)).toContain(desk.id);
    expect(page.list.every((r) => r.recipient === 'site' && r.region.includes('成都'))).toBe(true);
    // The keyword never matches a number.
    expect(wireLeadPage.parse((await call(support, 'adminLeads', { scope: 'desk', q: desk.mobile })).data).list).toEqual([]);
    expect(wireLead.parse((await call(support, 'adminLead', { id: desk.id })).data)).toMatchObject({ state: 'viewed', name: '唐**', recipient: 'site' });
    expect((await call(support, 'adminRevealLead', { id: desk.id })).data).toEqual({ id: desk.id, name: '唐三藏', mobile: desk.mobile });
    expect(await call(support, 'adminRelayLead', { id: desk.id, outcome: 'gone' })).toMatchObject({ code: 400, msg: '请选择联系结果' });
    t += 60_000;
    const once = wireLead.parse((await call(support, 'adminRelayLead', { id: desk.id, outcome: 'no_answer', note: '未接' })).data);
    expect(once).toMatchObject({ state: 'viewed', relays: [{ account: support.login, outcome: 'no_answer', note: '未接', at: Math.floor(t / 1000) }] });
    t += 60_000;
    const reached = wireLead.parse((await call(support, 'adminRelayLead', { id: desk.id, outcome: 'reached' })).data);
    expect(reached).toMatchObject({ state: 'contacted', first_contacted: Math.floor(t / 1000) });
    expect(reached.relays.map((r) => r.outcome)).toEqual(['no_answer', 'reached']);
    expect(reached.events.at(-1)).toEqual({ state: 'contacted', at: Math.floor(t / 1000), actor: 'staff' });
    // A list's total is exact up to 10,000, then 10,001 ("more than 10,000").
    await db.query(
      `insert into enquiry (aid, typeid, name, mobile, title, created_at, recipient_brand, lead_state)
       select $1, 1, '某', '13000000000', 'x', $2::timestamptz - g * interval '1 second', null, 'delivered' from generate_series(1, $3::int) g`,
      [brandA.id, new Date(t - 400 * DAY), LEAD_TOTAL_CAP + 5],
    );
    expect(wireLeadPage.parse((await call(support, 'adminLeads', { scope: 'desk', size: 5, page: 3 })).data)).toMatchObject({ total: LEAD_TOTAL_CAP + 1 });
    expect(wireLeadPage.parse((await call(support, 'adminLeads', { scope: 'desk', state: 'contacted' })).data).total).toBe(1);
    await db.query(`delete from enquiry where mobile = '13000000000'`);
  });

  it('lists filter, sort and page on the server; export is masked CSV and recorded', async () => {
    const ids = [];
    for (let i = 0; i < 5; i++) {
      ids.push((await lead(brandB.id, { ago: (5 - i) * 60_000, address: i % 2 ? '江苏省-南京市' : '江苏省-苏州市' })).id);
    }
    const asc = wireLeadPage.parse((await call(agentB, 'adminLeads', { scope: 'brand', brand: brandB.id, dir: 'asc', size: 2, page: 1, q: '江苏' })).data);
    expect(asc.total).toBe(5);
    expect(asc.list.map((r) => r.id)).toEqual(ids.slice(0, 2));
    const p3 = wireLeadPage.parse((await call(agentB, 'adminLeads', { scope: 'brand', brand: brandB.id, dir: 'asc', size: 2, page: 3, q: '江苏' })).data);
    expect(p3.list.map((r) => r.id)).toEqual([ids[4]]);
    expect(wireLeadPage.parse((await call(agentB, 'adminLeads', { scope: 'brand', brand: brandB.id, q: '南京' })).data).total).toBe(2);
    expect((await call(agentB, 'adminLeads', { scope: 'brand', brand: brandB.id, size: 101 })).code).toBe(400);
    expect((await call(agentB, 'adminLeads', { scope: 'brand', brand: brandB.id, state: 'nope' })).code).toBe(400);
    const byState = wireLeadPage.parse((await call(agentB, 'adminLeads', { scope: 'brand', brand: brandB.id, sort: 'state', dir: 'asc', size: 100 })).data);
    expect(byState.list.map((r) => r.state)).toEqual([...byState.list.map((r) => r.state)].sort());
    // An account with one brand may leave the brand out.
    expect(wireLeadPage.parse((await call(agentB, 'adminLeads', { scope: 'brand' })).data).total).toBe(byState.total);

    const csv = await call<string>(agentB, 'adminExportLeads', { scope: 'brand', brand: brandB.id });
    expect(csv.code).toBe(200);
    const rows = csv.data.trim().split('\r\n');
    expect(rows[0]).toBe('编号,品牌,姓名,手机,地区,状态,提交时间,送达时间,首次查看,首次联系,接收方');
    expect(rows).toHaveLength(byState.total + 1);
    expect(csv.data).not.toMatch(PHONE);
    expect(csv.data).toMatch(/159\*\*\*\*\d{4}/);
    expect(await db.query(`select detail from audit_event where action = 'lead.export' and actor_account = $1`, [agentB.id])).toEqual([{ detail: { count: byState.total, state: '' } }]);
  });

  it('brand notifications: its admin sets an SMS number (masked back) and an https webhook; rotate shows a new secret once', async () => {
    expect(await call(agentB, 'adminSetBrandNotify', { brand: brandB.id, webhook_url: 'http://example.com/hook' })).toEqual({ code: 400, msg: '接收地址须为 https:// 开头的完整网址', data: null });
    expect(await call(agentB, 'adminSetBrandNotify', { brand: brandB.id, sms_mobile: '12345' })).toEqual({ code: 400, msg: '请输入正确的手机号', data: null });
    const set = wireBrandNotify.parse((await call(agentB, 'adminSetBrandNotify', { brand: brandB.id, sms_mobile: '13912345678', webhook_url: 'https://crm.example.com/leads' })).data);
    expect(set).toMatchObject({ brand_id: brandB.id, sms_mobile: '139****5678', webhook_url: 'https://crm.example.com/leads', has_secret: true });
    expect(set.webhook_secret).toMatch(/^[0-9a-f]{64}$/);
    const kept = wireBrandNotify.parse((await call(agentB, 'adminSetBrandNotify', { brand: brandB.id, webhook_url: 'https://crm.example.com/v2' })).data);
    expect(kept).toMatchObject({ webhook_secret: null, has_secret: true, sms_mobile: '139****5678' });
    const rotated = wireBrandNotify.parse((await call(agentB, 'adminSetBrandNotify', { brand: brandB.id, rotate: 1 })).data);
    expect(rotated.webhook_secret).toMatch(/^[0-9a-f]{64}$/);
    expect(rotated.webhook_secret).not.toBe(set.webhook_secret);
    expect(wireBrandNotify.parse((await call(agentB, 'adminSetBrandNotify', { brand: brandB.id, sms_mobile: '' })).data).sms_mobile).toBeNull();
    expect(JSON.stringify(await db.query(`select detail from audit_event where action = 'brand.notify'`))).not.toMatch(/13912345678|[0-9a-f]{64}/);
  });

  it('the audit trail: compliance filters it by action, actor and time; no phone number in any row or log line', async () => {
    const page = wireAuditPage.parse((await call(compliance, 'adminAudit', { action: 'lead.reveal', size: 100 })).data);
    expect(page.total).toBeGreaterThanOrEqual(2);
    expect(page.list.every((r) => r.action === 'lead.reveal')).toBe(true);
    expect(page.list.map((r) => r.actor)).toContain(agentA.login);
    const byActor = wireAuditPage.parse((await call(compliance, 'adminAudit', { actor: support.login, outcome: 'refused', size: 100 })).data);
    expect(byActor.list.length).toBeGreaterThan(0);
    expect(byActor.list.every((r) => r.actor === support.login && r.outcome === 'refused' && r.action === 'authz.refused')).toBe(true);
    const lead = wireAuditPage.parse((await call(compliance, 'adminAudit', { action: 'lead.', dir: 'asc', size: 100 })).data);
    expect(lead.list.every((r) => r.action.startsWith('lead.'))).toBe(true);
    expect(lead.list.map((r) => r.at)).toEqual([...lead.list.map((r) => r.at)].sort((x, y) => x - y));
    expect(wireAuditPage.parse((await call(compliance, 'adminAudit', { from: Math.floor(t / 1000) + 3600 })).data).total).toBe(0);

    expect(JSON.stringify(await db.query('select * from audit_event'))).not.toMatch(PHONE);
    const log = lines.join('');
    expect(log.length).toBeGreaterThan(0);
    expect(log).not.toMatch(PHONE);
    // The keyword search by a number above was logged masked, and no lead's number appears anywhere.
    expect(log).toContain('q=159****');
    for (const m of mobiles) expect(log).not.toContain(m);
  });
});
