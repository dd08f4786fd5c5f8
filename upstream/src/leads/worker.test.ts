// The lead's delivery (docs/decisions/0117), through the real enquiry form and the worker with a moved
// clock: jobs enqueued in the enquiry's own transaction; the inbox, the desk, the SMS notice (a link,
// never the investor's number) and a signed webhook that fails three times and then succeeds — called
// exactly once with a 2xx, its signature valid; a withdrawal while a delivery is pending (nothing sent,
// the inbox bare); a brand without an account; a dead letter after 8 failures retried by support; a
// lease that passed taken back. On PGlite, and on PostgreSQL with TEST_DATABASE_URL.
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { calls, wireDeadJobPage, type WireLeadRow } from '@shangji/contract';
import { buildUpstream } from '../app';
import type { Database } from '../db/database';
import { prepareDatabase } from '../db/prepare';
import { enquiryPaths as p } from '../routes/enquiry';
import { OutboxSmsProvider } from '../sms/outbox';
import { backends, openBackend, TEST_SEED } from '../test/harness';
import { enquiryFields, type TestBrand, Visitor } from '../test/enquiry-visitor';
import { adminCall, testAccount } from './testing';
import { createLeadWorker, inboxUnavailable, type LeadWorker, MAX_ATTEMPTS, smsNoticeUnavailable } from './worker';
import { verifyWebhook } from './webhook';

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
  status: number;
}

/** A brand's receiver on 127.0.0.1: answers `plan()`'s status, records every request. */
async function receiver(plan: (n: number) => number): Promise<{ url: string; got: Received[]; server: Server }> {
  const got: Received[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString('utf8')));
    req.on('end', () => {
      const status = plan(got.length + 1);
      got.push({ headers: req.headers, body, status });
      res.writeHead(status).end(status < 300 ? 'ok' : 'no');
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`, got, server };
}

describe.each(backends)('lead delivery (%s)', (kind) => {
  let db: Database;
  let dispose: () => Promise<void>;
  let app: FastifyInstance;
  let t = Date.UTC(2031, 2, 1, 2);
  const now = () => t;
  let seq = 0;
  let claimed: TestBrand[];
  let unclaimed: TestBrand;
  const servers: Server[] = [];

  const lastCode = async (mobile: string) => {
    const [row] = await db.query<{ body: string }>('select body from sms_outbox where mobile = $1 order by id desc limit 1', [mobile]);
    return /\d{6}/.exec(row!.body)![0];
  };
  /** An enquiry through the form (captcha, SMS code, consent): answers its id and number. */
  const enquire = async (brand: TestBrand): Promise<{ id: number; mobile: string; visitor: Visitor }> => {
    seq += 1;
    const mobile = `1370${String(process.pid % 1000).padStart(3, '0')}${String(seq).padStart(4, '0')}`;
    const visitor = new Visitor(app, `10.61.${seq}.1`);
    expect((await visitor.sendCode(mobile)).code).toBe(200);
    const answer = await visitor.post(p.enquiryFirst, { ...enquiryFields(mobile, brand, { name: '王小明', content: `我想加盟，电话${mobile}` }), code: await lastCode(mobile) });
    expect(answer.code, answer.msg).toBe(200);
    return { id: (answer.data as { id: number }).id, mobile, visitor };
  };
  const worker = (fetchFn: typeof fetch = fetch): LeadWorker =>
    createLeadWorker({ db, now, sms: new OutboxSmsProvider(db, () => undefined, now), fetch: fetchFn, adminSiteUrl: 'https://admin.example.test/' });
  const jobsOf = (id: number) =>
    db.query<{ id: string; channel: string; status: string; attempts: number; last_error: string | null; run_at: Date }>(
      'select id, channel, status, attempts, last_error, run_at from lead_job where enquiry_id = $1 order by channel',
      [id],
    );
  const jobOf = async (id: number, channel: string) => (await jobsOf(id)).find((j) => j.channel === channel)!;
  const stateOf = async (id: number) =>
    (await db.query<{ lead_state: string; delivered_at: Date | null }>('select lead_state, delivered_at from enquiry where id = $1', [id]))[0]!;
  /** A brand with a brand_admin (its inbox is deliverable) and, if given, its webhook set through the back office. */
  const brandWithHook = async (brand: TestBrand, url?: string): Promise<{ token: string; secret: string | null }> => {
    const admin = await testAccount(db, { brands: [[brand.id, 'brand_admin']] }, t);
    let secret: string | null = null;
    if (url) {
      const set = await adminCall<{ webhook_secret: string | null; sms_mobile: string | null }>(app, admin.token, 'POST', calls.adminSetBrandNotify.path, { brand: brand.id, webhook_url: url, sms_mobile: '13311112222' });
      expect(set.code, set.msg).toBe(200);
      expect(set.data.sms_mobile).toBe('133****2222');
      secret = set.data.webhook_secret;
      expect(secret).toMatch(/^[0-9a-f]{64}$/);
      // Shown once: the next read says only that one exists.
      expect((await adminCall(app, admin.token, 'GET', calls.adminBrandNotify.path, { brand: brand.id })).data).toMatchObject({ webhook_secret: null, has_secret: true, webhook_url: url });
    }
    return { token: admin.token, secret };
  };

  beforeAll(async () => {
    ({ db, dispose } = await openBackend(kind));
    await prepareDatabase(db, { seed: TEST_SEED, scale: 'small' });
    app = await buildUpstream({ db, enquiry: { now } });
    claimed = await db.query<TestBrand>('select id, title, mid, company from brand where mid > 0 order by id limit 6');
    unclaimed = (await db.query<TestBrand>('select id, title, mid, company from brand where coalesce(mid, 0) = 0 order by id limit 1'))[0]!;
    expect(claimed.length).toBe(6);
  });
  afterAll(async () => {
    for (const s of servers) s.close();
    await app?.close();
    await dispose?.();
  });

  it('enqueues with the enquiry: a claimed brand its inbox (and SMS, webhook when set), an unclaimed one the staff desk', async () => {
    const hook = await receiver(() => 200);
    servers.push(hook.server);
    await brandWithHook(claimed[0]!, hook.url);
    const withNotices = await enquire(claimed[0]!);
    const plain = await enquire(claimed[1]!);
    const desk = await enquire(unclaimed);
    expect((await jobsOf(withNotices.id)).map((j) => [j.channel, j.status, j.attempts])).toEqual([['inbox', 'pending', 0], ['sms', 'pending', 0], ['webhook', 'pending', 0]]);
    expect((await jobsOf(plain.id)).map((j) => j.channel)).toEqual(['inbox']);
    expect((await jobsOf(desk.id)).map((j) => j.channel)).toEqual(['desk']);
    const rows = await db.query<{ id: number; recipient_brand: number | null; lead_state: string }>('select id, recipient_brand, lead_state from enquiry where id = any($1::int[]) order by id', [[withNotices.id, plain.id, desk.id]]);
    expect(rows).toEqual([
      { id: withNotices.id, recipient_brand: claimed[0]!.id, lead_state: 'submitted' },
      { id: plain.id, recipient_brand: claimed[1]!.id, lead_state: 'submitted' },
      { id: desk.id, recipient_brand: null, lead_state: 'submitted' },
    ]);
    expect(await db.query(`select state, actor from lead_event where enquiry_id = $1`, [desk.id])).toEqual([{ state: 'submitted', actor: 'system' }]);
    // Leave nothing pending for the next tests' rounds.
    await db.query(`update lead_job set status = 'cancelled' where enquiry_id = any($1::int[])`, [[withNotices.id, plain.id, desk.id]]);
  });

  it('delivers a webhook exactly once through three failures, signed; the inbox, the desk and the SMS notice once each', async () => {
    const hook = await receiver((n) => (n <= 3 ? 500 : 204));
    servers.push(hook.server);
    const { secret } = await brandWithHook(claimed[2]!, hook.url);
    const lead = await enquire(claimed[2]!);
    const desk = await enquire(unclaimed);
    const w = worker();
    const submittedAt = t;

    expect(await w.runOnce()).toEqual({ done: 3, failed: 1, cancelled: 0 }); // inbox, sms, desk; the webhook's first try
    expect(await stateOf(lead.id)).toEqual({ lead_state: 'delivered', delivered_at: new Date(submittedAt) });
    expect((await stateOf(desk.id)).lead_state).toBe('delivered');
    const first = await jobOf(lead.id, 'webhook');
    expect(first).toMatchObject({ status: 'pending', attempts: 1, last_error: '对方应答 HTTP 500' });
    expect(first.run_at).toEqual(new Date(t + 30_000));

    // Nothing is due before its back-off: 30 s, then 60 s, then 120 s.
    for (const wait of [30_000, 60_000, 120_000]) {
      t += wait - 1;
      expect(await w.runOnce()).toEqual({ done: 0, failed: 0, cancelled: 0 });
      t += 1;
      const r = await w.runOnce();
      expect(r.done + r.failed).toBe(1);
    }
    t += 3600_000;
    expect(await w.runOnce()).toEqual({ done: 0, failed: 0, cancelled: 0 });

    // The receiver: four requests of one delivery, exactly one answered 2xx, each signed and verifiable.
    expect(hook.got.map((g) => g.status)).toEqual([500, 500, 500, 204]);
    const job = await jobOf(lead.id, 'webhook');
    expect(job).toMatchObject({ status: 'done', attempts: 4, last_error: null });
    for (const g of hook.got) {
      expect(g.headers['x-shangji-delivery']).toBe(String(job.id));
      expect(verifyWebhook(secret!, { timestamp: String(g.headers['x-shangji-timestamp']), signature: String(g.headers['x-shangji-signature']) }, g.body, Number(g.headers['x-shangji-timestamp']))).toBe(true);
      expect(verifyWebhook('another secret', { timestamp: String(g.headers['x-shangji-timestamp']), signature: String(g.headers['x-shangji-signature']) }, g.body, Number(g.headers['x-shangji-timestamp']))).toBe(false);
    }
    const sent = JSON.parse(hook.got[3]!.body) as { event: string; delivery: number; lead: Record<string, unknown> };
    expect(sent).toEqual({
      event: 'lead.created',
      delivery: Number(job.id),
      lead: { id: lead.id, brand_id: claimed[2]!.id, name: '王小明', mobile: lead.mobile, region: '广东省-深圳市-南山区', content: `我想加盟，电话${lead.mobile}`, created: Math.floor(submittedAt / 1000), consent_text: expect.stringContaining('该品牌的运营公司') },
    });
    // A tampered body fails the check.
    expect(verifyWebhook(secret!, { timestamp: String(hook.got[3]!.headers['x-shangji-timestamp']), signature: String(hook.got[3]!.headers['x-shangji-signature']) }, hook.got[3]!.body.replace('王小明', '王小红'), Number(hook.got[3]!.headers['x-shangji-timestamp']))).toBe(false);

    // Every attempt recorded; the lead moved to 已送达 once.
    const trail = await db.query<{ outcome: string; detail: { channel: string; attempt: number } }>(
      `select outcome, detail from audit_event where action = 'lead.deliver' and subject = $1 order by id`,
      [`enquiry:${lead.id}`],
    );
    expect(trail.filter((r) => r.detail.channel === 'webhook').map((r) => [r.outcome, r.detail.attempt])).toEqual([['failed', 1], ['failed', 2], ['failed', 3], ['ok', 4]]);
    expect(trail.filter((r) => r.detail.channel !== 'webhook').map((r) => [r.detail.channel, r.outcome]).sort()).toEqual([['inbox', 'ok'], ['sms', 'ok']]);
    expect(await db.query(`select state from lead_event where enquiry_id = $1 order by id`, [lead.id])).toEqual([{ state: 'submitted' }, { state: 'delivered' }]);
    expect(JSON.stringify(await db.query('select * from audit_event'))).not.toMatch(/1[3-9]\d{9}/);

    // The SMS went to the brand's notice number: a link, never the investor's number or name.
    const sms = await db.query<{ mobile: string; body: string }>('select mobile, body from sms_outbox where mobile = $1', ['13311112222']);
    expect(sms).toHaveLength(1); // the first test's lead was cancelled before any round
    const notice = sms.find((s) => s.body.includes(`/leads/${lead.id}`))!;
    expect(notice.body).toBe(`【商机网】您有一条新的加盟咨询（品牌：${claimed[2]!.title}），请登录商家中心查看：https://admin.example.test/leads/${lead.id}`);
    expect(notice.body).not.toContain(lead.mobile);
    expect(notice.body).not.toContain('王小明');
  });

  it('a withdrawal while deliveries are pending cancels them: the webhook is never called, the inbox shows it withdrawn and bare', async () => {
    const hook = await receiver(() => 200);
    servers.push(hook.server);
    const { token } = await brandWithHook(claimed[3]!, hook.url);
    const lead = await enquire(claimed[3]!);
    // The enquirer withdraws it in 我的咨询 before the worker's round.
    t += 61_000;
    expect((await lead.visitor.sendCode(lead.mobile)).code).toBe(200);
    expect((await lead.visitor.post(calls.myProve.path, { mobile: lead.mobile, code: await lastCode(lead.mobile) })).code).toBe(200);
    expect((await lead.visitor.post(calls.myWithdraw.path, { id: lead.id })).code).toBe(200);

    expect(await worker().runOnce()).toEqual({ done: 0, failed: 0, cancelled: 0 });
    expect(hook.got).toEqual([]);
    expect((await jobsOf(lead.id)).map((j) => j.status)).toEqual(['cancelled', 'cancelled', 'cancelled']);
    expect((await db.query<{ n: number }>('select count(*)::int as n from sms_outbox where body like $1', [`%/leads/${lead.id}`]))[0]!.n).toBe(0);
    const inbox = await adminCall<{ list: WireLeadRow[] }>(app, token, 'GET', calls.adminLeads.path, { scope: 'brand', brand: claimed[3]!.id });
    expect(inbox.data.list.find((r) => r.id === lead.id)).toMatchObject({ state: 'withdrawn', name: '', mobile: '', delivered: null });
    const detail = await adminCall<{ content: string; name: string }>(app, token, 'GET', calls.adminLead.path, { id: lead.id });
    expect(detail.data).toMatchObject({ content: '', name: '', state: 'withdrawn' });
  });

  it('an inbox waits for the brand\'s first account, retried with back-off; a passed lease is taken back', async () => {
    const brand = claimed[4]!;
    const lead = await enquire(brand);
    const w = worker();
    expect(await w.runOnce()).toEqual({ done: 0, failed: 1, cancelled: 0 });
    expect(await jobOf(lead.id, 'inbox')).toMatchObject({ status: 'pending', attempts: 1, last_error: inboxUnavailable });
    expect((await stateOf(lead.id)).lead_state).toBe('submitted');
    await testAccount(db, { brands: [[brand.id, 'brand_agent']] }, t);
    // A worker died holding the job: its lease passes, another takes it back.
    await db.query(`update lead_job set status = 'running', locked_until = $2 where enquiry_id = $1`, [lead.id, new Date(t + 30_000)]);
    t += 30_000;
    expect(await w.runOnce()).toEqual({ done: 0, failed: 0, cancelled: 0 });
    t += 1;
    expect(await w.runOnce()).toEqual({ done: 1, failed: 0, cancelled: 0 });
    expect(await jobOf(lead.id, 'inbox')).toMatchObject({ status: 'done', attempts: 2, last_error: null });
    expect((await stateOf(lead.id)).lead_state).toBe('delivered');
  });

  it(`a webhook failing ${MAX_ATTEMPTS} times is a dead letter; support sees and retries it, once`, async () => {
    let up = false;
    const hook = await receiver(() => (up ? 200 : 503));
    servers.push(hook.server);
    const brand = claimed[5]!;
    await brandWithHook(brand, hook.url);
    const lead = await enquire(brand);
    const w = worker();
    for (let i = 0; i < MAX_ATTEMPTS; i++) {
      await w.runOnce();
      t += 3600_000;
    }
    const dead = await jobOf(lead.id, 'webhook');
    expect(dead).toMatchObject({ status: 'dead', attempts: MAX_ATTEMPTS, last_error: '对方应答 HTTP 503' });
    expect(hook.got).toHaveLength(MAX_ATTEMPTS);
    expect(await w.runOnce()).toEqual({ done: 0, failed: 0, cancelled: 0 });

    const support = await testAccount(db, { staff: 'support' }, t);
    const brandToken = (await testAccount(db, { brands: [[brand.id, 'brand_admin']] }, t)).token;
    const page = await adminCall<{ total: number; list: { id: number; enquiry_id: number; brand_id: number | null; channel: string; attempts: number; last_error: string }[] }>(app, support.token, 'GET', calls.adminDeadJobs.path);
    expect(page.code).toBe(200);
    wireDeadJobPage.parse(page.data);
    expect(page.data.list.find((j) => j.id === Number(dead.id))).toMatchObject({ enquiry_id: lead.id, brand_id: brand.id, channel: 'webhook', attempts: MAX_ATTEMPTS, last_error: '对方应答 HTTP 503' });
    // Dead letters are support's: a brand account is refused.
    expect(await adminCall(app, brandToken, 'GET', calls.adminDeadJobs.path)).toEqual({ code: 403, msg: '无权访问', data: null });
    expect(await adminCall(app, brandToken, 'POST', calls.adminRetryJob.path, { id: Number(dead.id) })).toEqual({ code: 403, msg: '无权访问', data: null });

    up = true;
    expect(await adminCall(app, support.token, 'POST', calls.adminRetryJob.path, { id: Number(dead.id) })).toEqual({ code: 200, msg: 'success', data: null });
    // Only a dead job is retried.
    expect((await adminCall(app, support.token, 'POST', calls.adminRetryJob.path, { id: Number(dead.id) })).code).toBe(400);
    expect(await w.runOnce()).toEqual({ done: 1, failed: 0, cancelled: 0 });
    expect(await jobOf(lead.id, 'webhook')).toMatchObject({ status: 'done', attempts: MAX_ATTEMPTS + 1 });
    expect(hook.got.filter((g) => g.status === 200)).toHaveLength(1);
    expect(await db.query(`select actor_account from audit_event where action = 'lead.retry' and subject = $1`, [`job:${dead.id}`])).toEqual([{ actor_account: support.id }]);
  });

  it('a template SMS provider is never handed the notice (it would text a verification code): the job fails, nothing is sent', async () => {
    const brand = claimed[1]!;
    await db.query(`insert into brand_notify (brand_id, sms_mobile) values ($1, '13322223333') on conflict (brand_id) do update set sms_mobile = excluded.sms_mobile`, [brand.id]);
    const lead = await enquire(brand);
    const send = vi.fn(async () => ({ ref: 'x' }));
    const w = createLeadWorker({ db, now, sms: { name: 'aliyun', send }, adminSiteUrl: 'https://admin.example.test' });
    await w.runOnce();
    expect(send).not.toHaveBeenCalled();
    expect(await jobOf(lead.id, 'sms')).toMatchObject({ status: 'pending', attempts: 1, last_error: smsNoticeUnavailable });
    await db.query(`update lead_job set status = 'cancelled' where enquiry_id = $1`, [lead.id]);
  });

  it('start() delivers within a couple of seconds and stop() ends it', async () => {
    const lead = await enquire(unclaimed);
    const w = createLeadWorker({ db, now, sms: new OutboxSmsProvider(db, () => undefined, now), adminSiteUrl: 'https://admin.example.test', intervalMs: 50 });
    w.start();
    try {
      await vi.waitFor(async () => expect((await stateOf(lead.id)).lead_state).toBe('delivered'), { timeout: 2000, interval: 50 });
    } finally {
      await w.stop();
    }
  });
});
