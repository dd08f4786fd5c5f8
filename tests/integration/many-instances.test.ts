// Two gateways over two upstreams, all four on one PostgreSQL (one schema, small seed) and one Redis, as
// docs/deploy.md deploys them: a visitor whose requests land on either instance sees one site. The
// shared cache answers through B what A fetched; a captcha and an SMS code issued through A are good
// through B; an enquiry retried through the other instance with the same key is stored once; the
// per-address SMS cap counts sends through both. Needs TEST_DATABASE_URL and TEST_REDIS_URL.
import { randomUUID } from 'node:crypto';
import { brandConsentText, CONSENT_VERSION } from '@shangji/contract';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGateway } from '../../server/src/app';
import { loadConfig as gatewayConfig } from '../../server/src/config';
import { createUpstreamCache } from '../../server/src/upstream/cache';
import { buildUpstream } from '../../upstream/src/app';
import { loadConfig } from '../../upstream/src/config';
import type { Database } from '../../upstream/src/db/database';
import { openPostgres } from '../../upstream/src/db/postgres';
import { prepareDatabase } from '../../upstream/src/db/prepare';
import { enquiryMessages as m } from '../../upstream/src/enquiry/messages';
import { enquiryPaths as p } from '../../upstream/src/routes/enquiry';
import { TEST_SEED } from '../../upstream/src/test/harness';

const databaseUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;
if (!databaseUrl || !redisUrl) console.warn('many-instances: TEST_DATABASE_URL and TEST_REDIS_URL are needed; skipped.');

const PROXY = '127.0.0.1';

interface Instance {
  name: string;
  db: Database;
  upstream: FastifyInstance;
  gateway: FastifyInstance;
  /** Requests the upstream answered (the shared cache answers the rest). */
  upstreamCalls: string[];
}

describe.skipIf(!databaseUrl || !redisUrl)('two gateways and two upstreams on one PostgreSQL and one Redis', () => {
  const schema = `many_${process.pid}_${randomUUID().slice(0, 8)}`;
  // One cache namespace for this site (other runs on the same Redis keep theirs).
  const namespace = `shangji:many:${randomUUID()}`;
  let admin: Database;
  const instances: Instance[] = [];
  let aid = 0;
  /** The consent the form shows for brand `aid`, ticked (docs/decisions/0079-consent-per-enquiry.md). */
  let consent = { consentText: '', consentVersion: CONSENT_VERSION };
  let seq = 0;
  const phone = () => `136${String(10_000_000 + (process.pid % 1000) * 1000 + ++seq).slice(-8)}`;

  beforeAll(async () => {
    admin = await openPostgres({ url: databaseUrl!, max: 1 });
    await admin.exec(`create schema ${schema}`);
    // Both upstreams share the proof-of-work secret and the caps, as deployed (README configuration).
    const env = { NODE_ENV: 'development', POW_COST: '50', POW_ATTEMPTS: '20', SMS_IP_DAILY_CAP: '3', POW_SECRET: 'one-secret-for-every-instance-0123' };
    for (const name of ['A', 'B']) {
      const db = await openPostgres({ url: databaseUrl!, schema, max: 4 });
      // Both start-ups migrate and seed at once: the advisory locks let one do it and the other find it done.
      instances.push({ name, db, upstream: null!, gateway: null!, upstreamCalls: [] });
    }
    await Promise.all(instances.map((i) => prepareDatabase(i.db, { seed: TEST_SEED, scale: 'small' })));
    const brand = (await admin.query<{ id: number; title: string; mid: number | null; company: string; isvip: number; phone: string | null }>(`select id, title, mid, company, isvip, phone from ${schema}.brand order by id limit 1`))[0]!;
    aid = brand.id;
    consent = { consentText: brandConsentText(brand), consentVersion: CONSENT_VERSION };
    for (const i of instances) {
      i.upstream = await buildUpstream({ db: i.db, enquiry: { config: loadConfig(env) } });
      i.upstream.addHook('onRequest', async (req) => {
        i.upstreamCalls.push(req.url);
      });
      await i.upstream.listen({ port: 0, host: '127.0.0.1' });
      const url = `http://127.0.0.1:${(i.upstream.server.address() as { port: number }).port}`;
      i.gateway = await buildGateway(
        gatewayConfig({ UPSTREAM_URL: url, NODE_ENV: 'production', GATEWAY_TRUST_PROXY: PROXY, REDIS_URL: redisUrl!, PAGE_CACHE_TTL_MS: '0' }),
        { logger: false, cache: createUpstreamCache({ redisUrl, namespace }) },
      );
    }
  }, 180_000);

  afterAll(async () => {
    for (const i of instances) {
      await i.gateway?.close();
      await i.upstream?.close();
      await i.db?.close();
    }
    await admin?.exec(`drop schema if exists ${schema} cascade`);
    await admin?.close();
  });

  const [A, B] = [() => instances[0]!, () => instances[1]!];

  /** A visitor behind the load balancer: each request goes to the instance it names; one cookie jar. */
  class Visitor {
    cookie = '';
    constructor(readonly address: string) {}

    async graphql(via: Instance, query: string, variables: Record<string, unknown> = {}) {
      const res = await via.gateway.inject({
        method: 'POST',
        url: '/graphql',
        remoteAddress: PROXY,
        headers: { 'content-type': 'application/json', 'x-forwarded-for': this.address, ...(this.cookie ? { cookie: this.cookie } : {}) },
        payload: { query, variables },
      });
      for (const c of res.cookies) if (c.name === 'sj_sid') this.cookie = `sj_sid=${c.value}`;
      return res.json() as { data?: Record<string, ({ ok: boolean; message: string } & Record<string, unknown>) | null>; errors?: unknown[] };
    }

    /** A captcha through `via`, answered as a perfect reader would, its proof of work solved. */
    async captcha(via: Instance): Promise<{ answer: string; pow: string }> {
      const { data } = await this.graphql(via, 'query { enquiryCaptcha { image pow } }');
      const res = await via.upstream.inject({ method: 'GET', url: p.testCaptchaAnswer, headers: { cookie: this.cookie } });
      const challengeB64 = String(data!.enquiryCaptcha!.pow);
      const challenge = JSON.parse(Buffer.from(challengeB64, 'base64url').toString('utf8')) as Parameters<typeof solveChallenge>[0]['challenge'];
      const solution = await solveChallenge({ challenge, deriveKey });
      return { answer: (res.json() as { data: string }).data, pow: Buffer.from(JSON.stringify({ challenge, solution })).toString('base64url') };
    }

    async sendSms(via: Instance, mobile: string, solved: { answer: string; pow: string }) {
      const r = await this.graphql(via, 'mutation S($phone: String!, $captcha: String!, $pow: String) { sendSmsCode(phone: $phone, captcha: $captcha, pow: $pow) { ok code message } }', {
        phone: mobile,
        captcha: solved.answer,
        pow: solved.pow,
      });
      return r.data!.sendSmsCode!;
    }

    async submit(via: Instance, mobile: string, smsCode: string, idempotencyKey: string) {
      const r = await this.graphql(via, 'mutation E($input: EnquiryInput!) { submitEnquiry(input: $input) { ok code message } }', {
        input: { brandId: String(aid), name: '王五', mobile, content: '想了解加盟条件', smsCode, idempotencyKey, ...consent },
      });
      return r.data!.submitEnquiry!;
    }
  }

  const count = async (sql: string, params: unknown[]) => (await admin.query<{ n: number }>(sql.replaceAll('{s}', schema), params))[0]!.n;
  const lastCode = async (mobile: string) =>
    /\d{6}/.exec((await admin.query<{ body: string }>(`select body from ${schema}.sms_outbox where mobile = $1 order by id desc limit 1`, [mobile]))[0]!.body)![0];

  it('serves through B, from the shared cache, what A fetched; both render the same page', async () => {
    const query = 'query Q($id: ID!) { brand(id: $id) { id name feeBand { name } } }';
    const v = new Visitor('198.51.100.40');
    const viaA = await v.graphql(A(), query, { id: String(aid) });
    expect(viaA.data!.brand!.name).toBeTruthy();
    const before = B().upstreamCalls.length;
    const viaB = await v.graphql(B(), query, { id: String(aid) });
    expect(viaB.data).toEqual(viaA.data);
    expect(B().upstreamCalls.slice(before).filter((u) => u.includes('zhaoshang'))).toEqual([]);

    const [pageA, pageB] = await Promise.all([A(), B()].map((i) => i.gateway.inject({ method: 'GET', url: `/shangji/${aid}` })));
    expect(pageA!.statusCode).toBe(200);
    expect(pageB!.statusCode).toBe(200);
    const title = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
    expect(title(pageB!.body)).toBe(title(pageA!.body));
    expect(title(pageA!.body)).toContain(String(viaA.data!.brand!.name));
  });

  it('accepts through B the captcha and the SMS code issued through A; a retry through the other instance stores one enquiry', async () => {
    const v = new Visitor('198.51.100.41');
    const mobile = phone();
    const solved = await v.captcha(A());
    expect(await v.sendSms(B(), mobile, solved)).toMatchObject({ ok: true, message: m.sent });
    const code = await lastCode(mobile);
    const key = `many-instances-${randomUUID()}`;
    expect(await v.submit(A(), mobile, code, key)).toMatchObject({ ok: true, message: m.submitted });
    expect(await v.submit(B(), mobile, code, key)).toMatchObject({ ok: true, message: m.submitted });
    expect(await count('select count(*)::int as n from {s}.enquiry where mobile = $1', [mobile])).toBe(1);
  });

  it('counts the per-address SMS cap over both instances', async () => {
    const v = new Visitor('198.51.100.42');
    const sends: { ok: boolean; message: string }[] = [];
    for (const via of [A(), B(), A(), B()]) sends.push(await v.sendSms(via, phone(), await v.captcha(via)));
    expect(sends.slice(0, 3).map((s) => s.ok)).toEqual([true, true, true]);
    expect(sends[3]).toMatchObject({ ok: false, message: m.ipDaily });
    expect(await count("select count(*)::int as n from {s}.sms_code where source_ip = '198.51.100.42'", [])).toBe(3);
  });
});
