// Issue 12 against the real upstream (PGlite) behind the real gateway: the proof of work beside the
// captcha, per-visitor caps behind a reverse proxy, exactly-once SMS and enquiries across a timeout,
// server-issued sessions renewed on a phone proof, and no test hook reachable through the gateway.
import type { FastifyInstance } from 'fastify';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGateway } from '../../server/src/app';
import { loadConfig as gatewayConfig } from '../../server/src/config';
import { buildUpstream } from '../../upstream/src/app';
import { loadConfig } from '../../upstream/src/config';
import type { Database } from '../../upstream/src/db/database';
import { prepareDatabase } from '../../upstream/src/db/prepare';
import { enquiryMessages as m } from '../../upstream/src/enquiry/messages';
import { enquiryPaths as p } from '../../upstream/src/routes/enquiry';
import { openBackend, TEST_SEED } from '../../upstream/src/test/harness';
import { brandConsentText, CONSENT_VERSION } from '@shangji/contract';

const PROXY = '127.0.0.1';
let db: Database;
let dispose: () => Promise<void>;
let upstream: FastifyInstance;
let upstreamUrl: string;
let gateway: FastifyInstance;
let brands: { id: number; title: string; mid: number | null; company: string }[];
/** While set, every enquiry call waits for it before the upstream handles it (a stalled upstream). */
let stall: Promise<void> | null = null;
let phoneSeq = 0;
const phone = () => `137${String(10_000_000 + ++phoneSeq).slice(-8)}`;

beforeAll(async () => {
  ({ db, dispose } = await openBackend('pglite'));
  await prepareDatabase(db, { seed: TEST_SEED, scale: 'small' });
  brands = await db.query<{ id: number; title: string; mid: number | null; company: string; isvip: number; phone: string | null }>('select id, title, mid, company, isvip, phone from brand order by id limit 3');

  upstream = await buildUpstream({
    db,
    // Proof of work on (cheap for the test), and a per-address cap of 2 to trip quickly.
    enquiry: { config: loadConfig({ NODE_ENV: 'development', POW_COST: '50', POW_ATTEMPTS: '20', SMS_IP_DAILY_CAP: '2' }) },
  });
  upstream.addHook('onRequest', async (req) => {
    if (stall && req.url.startsWith('/api.php/index/') && !req.url.includes('__test') && req.method === 'POST') await stall;
  });
  await upstream.listen({ port: 0, host: '127.0.0.1' });
  upstreamUrl = `http://127.0.0.1:${(upstream.server.address() as { port: number }).port}`;
  gateway = await buildGateway(gatewayConfig({ UPSTREAM_URL: upstreamUrl, UPSTREAM_TIMEOUT_MS: '2000', NODE_ENV: 'production', GATEWAY_TRUST_PROXY: PROXY }), { logger: false });
});
afterAll(async () => {
  await gateway?.close();
  await upstream?.close();
  await db?.close();
  await dispose?.();
});

/** A browser behind the reverse proxy at PROXY, known to it as `address`; keeps its cookie jar. */
class Browser {
  cookie = '';
  /** The Set-Cookie headers of the last answer. */
  setCookies: string[] = [];
  /** `address` as the proxy reports it; `remote` is who connects to the gateway (the proxy by default). */
  constructor(
    readonly address: string,
    readonly remote = PROXY,
  ) {}

  async graphql(query: string, variables: Record<string, unknown> = {}) {
    const res = await gateway.inject({
      method: 'POST',
      url: '/graphql',
      remoteAddress: this.remote,
      headers: { 'content-type': 'application/json', 'x-forwarded-for': this.address, ...(this.cookie ? { cookie: this.cookie } : {}) },
      payload: { query, variables },
    });
    const set = res.headers['set-cookie'];
    this.setCookies = set === undefined ? [] : Array.isArray(set) ? set : [set];
    for (const c of res.cookies) if (c.name === 'sj_sid') this.cookie = `sj_sid=${c.value}`;
    return res.json() as { data?: Record<string, { ok: boolean; code: number; message: string } & Record<string, string>>; errors?: { extensions?: { code?: string } }[] };
  }

  /** A captcha through the gateway; its answer read the way a perfect image matcher would. */
  async captcha(): Promise<{ answer: string; pow: string | null }> {
    const { data } = await this.graphql('query { enquiryCaptcha { image pow } }');
    const res = await upstream.inject({ method: 'GET', url: p.testCaptchaAnswer, headers: { cookie: this.cookie } });
    return { answer: (res.json() as { data: string }).data, pow: data!.enquiryCaptcha!.pow ?? null };
  }

  sendSms(mobile: string, captcha: string, pow?: string | null, idempotencyKey?: string) {
    return this.graphql(
      'mutation S($phone: String!, $captcha: String!, $pow: String, $key: String) { sendSmsCode(phone: $phone, captcha: $captcha, pow: $pow, idempotencyKey: $key) { ok code message } }',
      { phone: mobile, captcha, pow, key: idempotencyKey },
    );
  }

  /** An enquiry to the `nth` seeded brand, with the consent for its recipient ticked. */
  submit(mobile: string, smsCode: string | null, idempotencyKey?: string, nth = 0) {
    const b = brands[nth]!;
    return this.graphql('mutation E($input: EnquiryInput!) { submitEnquiry(input: $input) { ok code message } }', {
      input: {
        brandId: String(b.id), name: '李四', mobile, content: '想了解加盟', smsCode, idempotencyKey,
        consentText: brandConsentText(b), consentVersion: CONSENT_VERSION,
      },
    });
  }

  /** What the real form does: captcha, proof of work solved, then the SMS. */
  async sendSmsLikeTheForm(mobile: string, idempotencyKey?: string) {
    const { answer, pow } = await this.captcha();
    return this.sendSms(mobile, answer, await solve(pow!), idempotencyKey);
  }
}

async function solve(challengeB64: string): Promise<string> {
  const challenge = JSON.parse(Buffer.from(challengeB64, 'base64url').toString('utf8')) as Parameters<typeof solveChallenge>[0]['challenge'];
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64url');
}

const count = async (sql: string, params: unknown[]) => (await db.query<{ n: number }>(sql, params))[0]!.n;
const lastCode = async (mobile: string) => /\d{6}/.exec((await db.query<{ body: string }>('select body from sms_outbox where mobile = $1 order by id desc limit 1', [mobile]))[0]!.body)![0];

describe('the captcha is not enough on its own (finding 3)', () => {
  it('refuses a scripted client that reads the captcha perfectly but does no proof of work', async () => {
    const bot = new Browser('198.51.100.10');
    const mobile = phone();
    const { answer, pow } = await bot.captcha();
    expect(pow).toMatch(/^[A-Za-z0-9_-]+$/);
    expect((await bot.sendSms(mobile, answer)).data!.sendSmsCode).toMatchObject({ ok: false, message: m.powMissing });
    expect(await count('select count(*)::int as n from sms_outbox where mobile = $1', [mobile])).toBe(0);
  });

  it('refuses a solution made for another captcha, and a forged one', async () => {
    const bot = new Browser('198.51.100.11');
    const first = await bot.captcha();
    const solved = await solve(first.pow!);
    const second = await bot.captcha();
    expect((await bot.sendSms(phone(), second.answer, solved)).data!.sendSmsCode).toMatchObject({ ok: false, message: m.powWrong });
    const third = await bot.captcha();
    const forged = JSON.parse(Buffer.from(third.pow!, 'base64url').toString()) as { parameters: { keyPrefix: string } };
    const payload = Buffer.from(JSON.stringify({ challenge: forged, solution: { counter: 0, derivedKey: forged.parameters.keyPrefix } })).toString('base64url');
    expect((await bot.sendSms(phone(), third.answer, payload)).data!.sendSmsCode).toMatchObject({ ok: false, message: m.powWrong });
  });

  it('sends the SMS to a client that solved both, as the form does', async () => {
    expect((await new Browser('198.51.100.12').sendSmsLikeTheForm(phone())).data!.sendSmsCode).toMatchObject({ ok: true, message: m.sent });
  });
});

describe('behind a reverse proxy every visitor keeps its own cap (finding 3)', () => {
  it('trips the cap of the client that used it up, and only that one', async () => {
    const [a, b, c] = ['203.0.113.1', '203.0.113.2', '203.0.113.3'].map((ip) => new Browser(ip));
    for (let i = 0; i < 2; i++) expect((await a!.sendSmsLikeTheForm(phone())).data!.sendSmsCode).toMatchObject({ ok: true });
    expect((await a!.sendSmsLikeTheForm(phone())).data!.sendSmsCode).toMatchObject({ ok: false, message: m.ipDaily });
    expect((await b!.sendSmsLikeTheForm(phone())).data!.sendSmsCode).toMatchObject({ ok: true });
    expect((await c!.sendSmsLikeTheForm(phone())).data!.sendSmsCode).toMatchObject({ ok: true });
    const ips = await db.query<{ source_ip: string }>("select distinct source_ip from sms_code where source_ip like '203.0.113.%' order by 1");
    expect(ips.map((r) => r.source_ip)).toEqual(['203.0.113.1', '203.0.113.2', '203.0.113.3']);
  });

  it('does not believe X-Forwarded-For from anyone but the proxy', async () => {
    const direct = new Browser('203.0.113.99', '192.0.2.50');
    const mobile = phone();
    expect((await direct.sendSmsLikeTheForm(mobile)).data!.sendSmsCode).toMatchObject({ ok: true });
    const [row] = await db.query<{ source_ip: string }>('select source_ip from sms_code where mobile = $1', [mobile]);
    expect(row!.source_ip).toBe('192.0.2.50');
  });
});

describe('exactly once across a timeout (finding 6)', () => {
  it('stores one enquiry and sends one SMS when the visitor retries after the gateway timed out', async () => {
    const v = new Browser('203.0.113.20');
    const mobile = phone();
    const { answer, pow } = await v.captcha();
    const solved = await solve(pow!);

    // SMS: the upstream stalls past the gateway's 2 s timeout, then resumes; the retry carries the same key.
    let resume!: () => void;
    stall = new Promise((r) => (resume = r));
    const timedOut = await v.sendSms(mobile, answer, solved, 'sms-attempt-key-0001');
    expect(timedOut.errors?.[0]?.extensions?.code).toBe('UPSTREAM_TIMEOUT');
    stall = null;
    resume();
    await waitFor(async () => (await count('select count(*)::int as n from sms_outbox where mobile = $1', [mobile])) === 1);
    const retried = await v.sendSms(mobile, answer, solved, 'sms-attempt-key-0001');
    expect(retried.data!.sendSmsCode).toMatchObject({ ok: true, message: m.sent });
    expect(await count('select count(*)::int as n from sms_outbox where mobile = $1', [mobile])).toBe(1);

    // Enquiry: the same, counting stored rows and ticker rows.
    const code = await lastCode(mobile);
    stall = new Promise((r) => (resume = r));
    const first = await v.submit(mobile, code, 'enquiry-attempt-key-0001');
    expect(first.errors?.[0]?.extensions?.code).toBe('UPSTREAM_TIMEOUT');
    stall = null;
    resume();
    await waitFor(async () => (await count('select count(*)::int as n from enquiry where mobile = $1', [mobile])) === 1);
    for (let i = 0; i < 2; i++) expect((await v.submit(mobile, code, 'enquiry-attempt-key-0001')).data!.submitEnquiry).toMatchObject({ ok: true, message: m.submitted });
    expect(await count('select count(*)::int as n from enquiry where mobile = $1', [mobile])).toBe(1);
    // The replay handed over the session the first attempt renewed to: returning mode works.
    expect((await v.submit(mobile, null, 'enquiry-attempt-key-0002', 1)).data!.submitEnquiry).toMatchObject({ ok: true });
    expect(await count('select count(*)::int as n from enquiry where mobile = $1', [mobile])).toBe(2);
  });
});

describe('sessions (finding 7)', () => {
  it('replaces a session id the server never issued', async () => {
    const planted = 'A'.repeat(43);
    const v = new Browser('203.0.113.30');
    v.cookie = `sj_sid=${planted}`;
    await v.captcha();
    expect(v.cookie).toMatch(/^sj_sid=[A-Za-z0-9_-]{43}$/);
    expect(v.cookie).not.toBe(`sj_sid=${planted}`);
  });

  it('renews the session when a phone is verified, so a fixed id gains nothing', async () => {
    const victim = new Browser('203.0.113.31');
    await victim.captcha();
    const fixed = victim.cookie; // what an attacker who planted or read the id before the proof holds
    const mobile = phone();
    expect((await victim.sendSmsLikeTheForm(mobile)).data!.sendSmsCode).toMatchObject({ ok: true });
    expect((await victim.submit(mobile, await lastCode(mobile))).data!.submitEnquiry).toMatchObject({ ok: true });
    expect(victim.cookie).not.toBe(fixed);
    const attacker = new Browser('198.51.100.66');
    attacker.cookie = fixed;
    expect((await attacker.submit(mobile, null, undefined, 1)).data!.submitEnquiry).toMatchObject({ ok: false, code: 401 });
    expect((await victim.submit(mobile, null, undefined, 1)).data!.submitEnquiry).toMatchObject({ ok: true });
  });
});

describe('an idempotency key is not a session', () => {
  it("answers another client's replay of a key with a conflict (409), never the outcome or the owner's cookie", async () => {
    const victim = new Browser('203.0.113.40');
    const mobile = phone();
    expect((await victim.sendSmsLikeTheForm(mobile, 'victim-sms-key-000001')).data!.sendSmsCode).toMatchObject({ ok: true });
    const code = await lastCode(mobile);
    expect((await victim.submit(mobile, code, 'victim-enquiry-key-0001')).data!.submitEnquiry).toMatchObject({ ok: true, message: m.submitted });
    const renewed = victim.cookie;

    // Another browser with a session of its own, and one with no cookie at all, replay both keys.
    const other = new Browser('198.51.100.70');
    await other.captcha();
    const bare = new Browser('198.51.100.71');
    for (const b of [other, bare]) {
      const sms = await b.sendSms(mobile, 'abcd', null, 'victim-sms-key-000001');
      expect(sms.data!.sendSmsCode).toEqual({ ok: false, code: 409, message: m.keyConflict });
      const enquiry = await b.submit(mobile, code, 'victim-enquiry-key-0001');
      expect(enquiry.data!.submitEnquiry).toEqual({ ok: false, code: 409, message: m.keyConflict });
      expect(b.setCookies.join('\n')).not.toContain(renewed);
      expect(b.cookie).not.toBe(renewed);
    }
    // Nothing was stored or sent again.
    expect(await count('select count(*)::int as n from enquiry where mobile = $1', [mobile])).toBe(1);
    expect(await count('select count(*)::int as n from sms_outbox where mobile = $1', [mobile])).toBe(1);
  });
});

describe('test hooks (finding 4)', () => {
  it('cannot be reached through the gateway', async () => {
    for (const url of ['/api.php/index/__test/captchaAnswer', '/media/../api.php/index/__test/captchaAnswer', '/media/%2e%2e/api.php/index/__test/smsOutbox?mobile=13700000001', '/graphql/../api.php/index/__test/captchaAnswer']) {
      const res = await gateway.inject({ method: 'GET', url });
      expect(res.body).not.toMatch(/"code":200,"msg":"success"/);
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
    }
  });
});

async function waitFor(check: () => Promise<boolean>, ms = 5000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('condition not met in time');
}
