// SMS economics that favour people (docs/decisions/0098), through the routes: caps per network as well
// as per address, the number's caps per asking network, budgets whose last fifth is kept for networks
// new to them, and a proof of work that gets dearer for a network that keeps buying. Clock injected.
import type { FastifyInstance } from 'fastify';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildUpstream } from '../app';
import { loadConfig } from '../config';
import type { Database } from '../db/database';
import { prepareDatabase } from '../db/prepare';
import { enquiryPaths as p } from '../routes/enquiry';
import { Visitor } from '../test/enquiry-visitor';
import { backends, openBackend, TEST_SEED } from '../test/harness';
import { enquiryMessages as m } from './messages';
import type { EnquiryLimits } from './options';

const DAY = 24 * 3600_000;

describe.each(backends)('SMS economics (%s)', (kind) => {
  let db: Database;
  let dispose: () => Promise<void>;
  let t = Date.UTC(2031, 0, 1);
  const now = () => t;
  let phoneSeq = 0;
  let net = 0;
  const apps: FastifyInstance[] = [];
  const phone = () => `139${String(10_000_000 + ++phoneSeq).slice(-8)}`;
  /** A fresh IPv4 /24 (198.18.0.0/15 is for tests): addresses .1, .2, … of it. */
  const network = () => {
    const n = ++net;
    return (host: number) => `198.${18 + (n >> 8)}.${n & 255}.${host}`;
  };
  const sent = async (mobile: string) => (await db.query('select 1 from sms_outbox where mobile = $1', [mobile])).length;
  const upstream = async (limits: Partial<EnquiryLimits>, env: Record<string, string> = {}) => {
    const app = await buildUpstream({ db, enquiry: { now, limits, config: loadConfig({ NODE_ENV: 'development', POW_COST: '0', ...env }) } });
    apps.push(app);
    return app;
  };

  beforeAll(async () => {
    ({ db, dispose } = await openBackend(kind));
    await prepareDatabase(db, { seed: TEST_SEED, scale: 'small' });
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await db?.close();
    await dispose?.();
  });
  beforeEach(() => {
    t += 10 * DAY;
  });

  it('caps a network (IPv4 /24) however many of its addresses ask, and no other network', async () => {
    const app = await upstream({ ipDaily: 2, prefixDaily: 5 });
    const a = network();
    for (let i = 0; i < 5; i++) expect(await new Visitor(app, a(1 + (i >> 1))).sendCode(phone())).toMatchObject({ code: 200 });
    // The per-address cap still holds inside the network.
    expect(await new Visitor(app, a(1)).sendCode(phone())).toMatchObject({ code: 400, msg: m.ipDaily });
    // A new address of the same /24 meets the network's cap; nothing is sent.
    const mobile = phone();
    expect(await new Visitor(app, a(200)).sendCode(mobile)).toEqual({ code: 400, msg: m.prefixDaily, data: null });
    expect(await sent(mobile)).toBe(0);
    expect(await new Visitor(app, network()(1)).sendCode(mobile)).toMatchObject({ code: 200 });
    t += DAY + 1;
    expect(await new Visitor(app, a(200)).sendCode(phone())).toMatchObject({ code: 200 });
  });

  it('caps an IPv6 /64 as one network, not per address', async () => {
    const app = await upstream({ ipDaily: 20, prefixDaily: 3 });
    const in64 = (i: number) => `2001:db8:${net + 100}:1:${i.toString(16)}::1`;
    for (let i = 0; i < 3; i++) expect(await new Visitor(app, in64(i)).sendCode(phone())).toMatchObject({ code: 200 });
    expect(await new Visitor(app, in64(99)).sendCode(phone())).toMatchObject({ code: 400, msg: m.prefixDaily });
    // The next /64 is another customer.
    expect(await new Visitor(app, `2001:db8:${net + 100}:2::1`).sendCode(phone())).toMatchObject({ code: 200 });
    // An IPv4-mapped address counts with its /24.
    const a = network();
    const v4 = await upstream({ ipDaily: 20, prefixDaily: 1 });
    expect(await new Visitor(v4, a(1)).sendCode(phone())).toMatchObject({ code: 200 });
    expect(await new Visitor(v4, `::ffff:${a(2)}`).sendCode(phone())).toMatchObject({ msg: m.prefixDaily });
  });

  it("keeps the global budget's last fifth for networks that bought nothing that day", async () => {
    const app = await upstream({ globalDaily: 10, ipDaily: 100, prefixDaily: 100 });
    const bulk = network();
    for (let i = 0; i < 8; i++) expect(await new Visitor(app, bulk(1)).sendCode(phone())).toMatchObject({ code: 200 });
    // Four fifths spent by one network: it may not spend the rest for everyone.
    expect(await new Visitor(app, bulk(2)).sendCode(phone())).toEqual({ code: 400, msg: m.globalDaily, data: null });
    const b = network();
    const c = network();
    expect(await new Visitor(app, b(1)).sendCode(phone())).toMatchObject({ code: 200 });
    // One code each from the reserve: a network that bought is no longer new.
    expect(await new Visitor(app, b(2)).sendCode(phone())).toMatchObject({ msg: m.globalDaily });
    expect(await new Visitor(app, c(1)).sendCode(phone())).toMatchObject({ code: 200 });
    // The whole budget is spent: nobody gets one.
    expect(await new Visitor(app, network()(1)).sendCode(phone())).toMatchObject({ msg: m.globalDaily });
    t += DAY + 1;
    expect(await new Visitor(app, bulk(1)).sendCode(phone())).toMatchObject({ code: 200 });
  });

  it("locks the asking network out of a number, not the number's owner asking from elsewhere", async () => {
    const app = await upstream({ ipDaily: 100, prefixDaily: 100 });
    const victim = phone();
    const attacker = network();
    // Ten solved captchas from one network, a minute apart, used to lock the number for a day.
    for (let i = 0; i < 10; i++) {
      if (i === 5) t += 3600_000;
      expect(await new Visitor(app, attacker(1 + i)).sendCode(victim)).toMatchObject({ code: 200 });
      t += 61_000;
    }
    t += 3600_000;
    expect(await new Visitor(app, attacker(50)).sendCode(victim)).toEqual({ code: 400, msg: m.numberDaily, data: null });
    // The owner, on their own network, still gets a code at once.
    const owner = new Visitor(app, network()(7));
    expect(await owner.sendCode(victim)).toEqual({ code: 200, msg: m.sent, data: null });
    // The per-number gap, hour and day apply per asking network: the owner's network waits its 60 s.
    expect(await owner.sendCode(victim)).toMatchObject({ msg: m.tooSoon });
  });

  it("bounds a number's codes from all networks, keeping its last fifth for networks new to it", async () => {
    const app = await upstream({ ipDaily: 100, prefixDaily: 100, numberDailyAll: 10, numberDaily: 4, numberHourly: 4 });
    const victim = phone();
    const nets = [network(), network()];
    for (const n of nets) for (let i = 0; i < 4; i++) {
      expect(await new Visitor(app, n(1)).sendCode(victim)).toMatchObject({ code: 200 });
      t += 61_000;
    }
    // Eight of ten: a network that already asked for the number is refused (here by its own cap), a new one is not.
    const third = network();
    expect(await new Visitor(app, third(1)).sendCode(victim)).toMatchObject({ code: 200 });
    t += 61_000;
    expect(await new Visitor(app, third(1)).sendCode(victim)).toMatchObject({ code: 400, msg: m.numberDaily });
    expect(await new Visitor(app, network()(1)).sendCode(victim)).toMatchObject({ code: 200 });
    t += 61_000;
    // Ten: the number gets no more that day, from anyone (no SMS bombing from many networks).
    expect(await new Visitor(app, network()(1)).sendCode(victim)).toMatchObject({ code: 400, msg: m.numberDaily });
    expect(await sent(victim)).toBe(10);
  });

  it('sends a network that keeps buying a dearer proof of work, and solves it to the end', async () => {
    const app = await upstream({ ipDaily: 100, prefixDaily: 100 }, { POW_COST: '1', POW_ATTEMPTS: '5', POW_MAX_FACTOR: '16' });
    /** A captcha as the form gets it: its answer (test hook), its proof of work solved from counter 0. */
    const solved = async (v: Visitor) => {
      const img = await v.inject('GET', p.captcha);
      const challenge = JSON.parse(Buffer.from(String(img.headers['x-captcha-pow']), 'base64url').toString('utf8')) as Challenge;
      const solution = (await solveChallenge({ challenge, deriveKey }))!;
      const answer = (await v.inject('GET', p.testCaptchaAnswer)).json<{ data: string }>().data;
      return { answer, counter: solution.counter, pow: Buffer.from(JSON.stringify({ challenge, solution })).toString('base64url') };
    };
    const counters = async (ip: string, n: number) => {
      const found: number[] = [];
      for (let i = 0; i < n; i++) found.push((await solved(new Visitor(app, ip))).counter);
      return found;
    };
    const buyer = network();
    const quiet = network();
    expect(Math.max(...(await counters(quiet(1), 30)))).toBeLessThan(10);
    // A challenge fetched while the network was cheap, kept for later.
    const early = new Visitor(app, buyer(9));
    const stocked = await solved(early);
    // The buyer's network bought 7 codes in the last hour: the counter is drawn from [0, 80).
    for (let i = 0; i < 7; i++) {
      const v = new Visitor(app, buyer(1));
      const { answer, pow } = await solved(v);
      expect(await v.post(p.sendCode, { account: phone(), code: answer, type: 'img', pow })).toMatchObject({ code: 200 });
    }
    // The stocked cheap challenge no longer buys anything (issued at factor 1, the network now pays 8).
    const before = (await db.query('select 1 from sms_outbox')).length;
    expect(await early.post(p.sendCode, { account: phone(), code: stocked.answer, type: 'img', pow: stocked.pow })).toEqual({ code: 400, msg: m.powWrong, data: null });
    expect((await db.query('select 1 from sms_outbox')).length).toBe(before);
    const dear = await counters(buyer(2), 30);
    expect(Math.max(...dear)).toBeLessThan(80);
    expect(dear.filter((c) => c >= 10).length).toBeGreaterThan(0);
    // An hour later the network is back to the base.
    t += 3600_000 + 1;
    expect(Math.max(...(await counters(buyer(3), 30)))).toBeLessThan(10);
  });
});
