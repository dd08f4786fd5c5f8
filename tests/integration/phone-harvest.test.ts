// A scripted harvest of brand phones (查看电话) against the real upstream (PGlite, proof of work on)
// behind the production gateway and a trusted proxy (docs/decisions/0097). The harvester reads every
// captcha perfectly and solves every proof of work, yet from one address (with a new session per
// request) or with one session (from many addresses) it gets only the day's cap; a script that does
// not pay the proof gets only the free reveals; aliases cannot multiply a request.
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
import { enquiryPaths as p } from '../../upstream/src/routes/enquiry';
import { openBackend, TEST_SEED } from '../../upstream/src/test/harness';

const PROXY = '127.0.0.1';
const FREE = 5;
const CAP = 20;
let db: Database;
let dispose: () => Promise<void>;
let upstream: FastifyInstance;
let gateway: FastifyInstance;
let certified: { id: number; phone: string }[];

beforeAll(async () => {
  ({ db, dispose } = await openBackend('pglite'));
  await prepareDatabase(db, { seed: TEST_SEED, scale: 'small' });
  certified = await db.query<{ id: number; phone: string }>("select id, phone from brand where isvip = 1 and coalesce(phone, '') <> '' order by id");
  upstream = await buildUpstream({ db, enquiry: { config: loadConfig({ NODE_ENV: 'development', POW_COST: '50', POW_COUNTER_MIN: '20' }) } });
  await upstream.listen({ port: 0, host: '127.0.0.1' });
  const upstreamUrl = `http://127.0.0.1:${(upstream.server.address() as { port: number }).port}`;
  // The defaults: 5 free reveals and 20 a day per session and per address.
  gateway = await buildGateway(gatewayConfig({ UPSTREAM_URL: upstreamUrl, NODE_ENV: 'production', GATEWAY_TRUST_PROXY: PROXY }), { logger: false });
}, 120_000);
afterAll(async () => {
  await gateway?.close();
  await upstream?.close();
  await db?.close();
  await dispose?.();
});

interface Reveal {
  code: string;
  message: string;
  phone: string | null;
}

/** A scripted client behind the proxy, known to it as `address`, with a cookie jar it may throw away. */
class Harvester {
  cookie = '';
  constructor(public address: string) {}

  async graphql<T>(query: string, variables: Record<string, unknown> = {}): Promise<{ data?: T; errors?: unknown[]; cacheControl?: string }> {
    const res = await gateway.inject({
      method: 'POST',
      url: '/graphql',
      remoteAddress: PROXY,
      headers: { 'content-type': 'application/json', 'x-forwarded-for': this.address, ...(this.cookie ? { cookie: this.cookie } : {}) },
      payload: { query, variables },
    });
    for (const c of res.cookies) if (c.name === 'sj_sid') this.cookie = `sj_sid=${c.value}`;
    return { ...(res.json() as object), cacheControl: String(res.headers['cache-control']) };
  }

  async reveal(id: number, proof?: { captcha: string; pow: string }): Promise<Reveal> {
    const r = await this.graphql<{ revealBrandPhone: Reveal }>('mutation R($id: ID!, $c: String, $p: String) { revealBrandPhone(brandId: $id, captcha: $c, pow: $p) { code message phone } }', {
      id: String(id),
      c: proof?.captcha,
      p: proof?.pow,
    });
    expect(r.cacheControl).toBe('no-store');
    return r.data!.revealBrandPhone;
  }

  /** A perfect image reader and proof-of-work solver: what a determined script can buy. */
  async proof(): Promise<{ captcha: string; pow: string }> {
    const { data } = await this.graphql<{ enquiryCaptcha: { pow: string } }>('query { enquiryCaptcha { pow } }');
    const res = await upstream.inject({ method: 'GET', url: p.testCaptchaAnswer, headers: { cookie: this.cookie } });
    const challenge = JSON.parse(Buffer.from(data!.enquiryCaptcha.pow, 'base64url').toString('utf8')) as Parameters<typeof solveChallenge>[0]['challenge'];
    const solution = await solveChallenge({ challenge, deriveKey });
    return { captcha: (res.json() as { data: string }).data, pow: Buffer.from(JSON.stringify({ challenge, solution })).toString('base64url') };
  }

  /** Reveals `id`, paying the proof whenever it is asked for; the phone, or null. */
  async harvest(id: number): Promise<string | null> {
    const first = await this.reveal(id);
    if (first.code === 'SHOWN') return first.phone;
    if (first.code !== 'CAPTCHA_REQUIRED') return null;
    const second = await this.reveal(id, await this.proof());
    return second.code === 'SHOWN' ? second.phone : null;
  }
}

const targets = () => Array.from({ length: 40 }, (_, i) => certified[i % certified.length]!);

describe('a scripted harvest of 查看电话', () => {
  it('has enough certified brands with phones to harvest', () => {
    expect(certified.length).toBeGreaterThan(FREE);
  });

  it('from one address, a new session each time and every proof paid: the daily cap, no more', async () => {
    const got: string[] = [];
    for (const b of targets()) {
      const bot = new Harvester('203.0.113.50');
      // A fresh cookie jar per brand: every reveal comes from a new session.
      const phone = await bot.harvest(b.id);
      if (phone) {
        expect(phone).toBe(b.phone);
        got.push(phone);
      }
    }
    expect(got).toHaveLength(CAP);
    expect(await new Harvester('203.0.113.50').reveal(certified[0]!.id)).toMatchObject({ code: 'DAILY_LIMIT', message: '您今日查看电话次数已达上限，请明天再试', phone: null });
  }, 120_000);

  it('with one session from many addresses, every proof paid: the daily cap, no more', async () => {
    const bot = new Harvester('203.0.113.60');
    // A session of the upstream's own (its cookie comes with a captcha), kept throughout. (Without any
    // session, each new address has its own free reveals: the address is then what counts.)
    await bot.graphql('query { enquiryCaptcha { pow } }');
    expect(bot.cookie).toMatch(/^sj_sid=/);
    let got = 0;
    for (const [i, b] of targets().entries()) {
      bot.address = `198.18.${i}.1`;
      if (await bot.harvest(b.id)) got++;
    }
    expect(got).toBe(CAP);
  }, 120_000);

  it('without paying the proof: only the free reveals, from any number of sessions', async () => {
    let got = 0;
    for (const b of targets()) {
      const r = await new Harvester('203.0.113.70').reveal(b.id);
      if (r.code === 'SHOWN') got++;
      else expect(r).toMatchObject({ code: 'CAPTCHA_REQUIRED', message: '您今日查看电话次数较多，请输入图片验证码后查看', phone: null });
    }
    expect(got).toBe(FREE);
  });

  it('cannot multiply a request with aliases, nor read the phone from Brand', async () => {
    const bot = new Harvester('203.0.113.80');
    const aliased = await bot.graphql(`mutation { ${certified.slice(0, 3).map((b, i) => `a${i}: revealBrandPhone(brandId: "${b.id}") { phone }`).join(' ')} }`);
    expect(aliased.data ?? null).toBeNull();
    expect(aliased.errors?.length).toBeGreaterThan(0);
    const old = await bot.graphql(`{ ${certified.slice(0, 3).map((b, i) => `a${i}: brand(id: "${b.id}") { phone }`).join(' ')} }`);
    expect(old.data ?? null).toBeNull();
    // A wrong captcha is refused with the upstream's message and costs the visitor nothing.
    for (let i = 0; i < FREE; i++) await bot.reveal(certified[0]!.id);
    await bot.proof();
    expect(await bot.reveal(certified[0]!.id, { captcha: 'wrong', pow: 'x' })).toMatchObject({ code: 'CAPTCHA_WRONG', message: '图片验证码错误或已失效，请刷新图片后重试' });
  });
});
