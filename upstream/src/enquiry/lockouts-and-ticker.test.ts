// Lock-outs fall on the offender, not on a phone number for everyone, and the public ticker takes at
// most one row per phone a day (docs/decisions/0098, 0099). Clock injected.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildUpstream } from '../app';
import type { Database } from '../db/database';
import { prepareDatabase } from '../db/prepare';
import { enquiryPaths as p } from '../routes/enquiry';
import { enquiryFields, type TestBrand, Visitor } from '../test/enquiry-visitor';
import { backends, openBackend, TEST_SEED } from '../test/harness';
import { enquiryMessages as m } from './messages';

const DAY = 24 * 3600_000;

describe.each(backends)('lock-outs and the ticker (%s)', (kind) => {
  let db: Database;
  let dispose: () => Promise<void>;
  let app: FastifyInstance;
  let t = Date.UTC(2033, 0, 1);
  const now = () => t;
  let brands: TestBrand[];
  let seq = 0;
  const phone = () => `136${String(10_000_000 + ++seq).slice(-8)}`;
  /** An address on a network of its own. */
  const visitor = () => new Visitor(app, `198.51.${++seq % 250}.${1 + (seq % 200)}`);
  const lastCode = async (mobile: string) => {
    const [row] = await db.query<{ body: string }>('select body from sms_outbox where mobile = $1 order by id desc limit 1', [mobile]);
    return /\d{6}/.exec(row!.body)![0];
  };

  beforeAll(async () => {
    ({ db, dispose } = await openBackend(kind));
    await prepareDatabase(db, { seed: TEST_SEED, scale: 'small' });
    app = await buildUpstream({ db, enquiry: { now } });
    brands = await db.query<TestBrand>('select id, title, mid, company from brand order by id limit 3');
  });
  afterAll(async () => {
    await app?.close();
    await db?.close();
    await dispose?.();
  });
  beforeEach(() => {
    t += 10 * DAY;
  });

  it("solving 10 captchas for someone else's number locks out the solver, not the number", async () => {
    const victim = phone();
    const attacker = visitor();
    for (let i = 0; i < 10; i++) {
      expect(await attacker.sendCode(victim)).toMatchObject({ code: 200 });
      t += i === 4 ? 3600_000 : 61_000;
    }
    t += 3600_000;
    expect(await attacker.sendCode(victim)).toMatchObject({ code: 400, msg: m.numberDaily });
    const owner = visitor();
    expect(await owner.sendCode(victim)).toMatchObject({ code: 200, msg: m.sent });
    expect(await owner.post(p.enquiryFirst, { ...enquiryFields(victim, brands[0]!), code: await lastCode(victim) })).toMatchObject({ code: 200, msg: m.submitted });
  });

  it("wrong captchas and wrong codes cost the offender's session, never the owner's code", async () => {
    const victim = phone();
    const owner = visitor();
    expect(await owner.sendCode(victim)).toMatchObject({ code: 200 });
    const code = await lastCode(victim);
    const wrong = code === '000000' ? '111111' : '000000';
    // Someone else guesses captchas and codes for the same number, from their own session.
    const attacker = visitor();
    for (let i = 0; i < 10; i++) {
      await attacker.captcha();
      expect(await attacker.post(p.sendCode, { account: victim, code: 'zzzz', type: 'img' })).toMatchObject({ msg: m.captchaWrong });
    }
    for (let i = 0; i < 6; i++) {
      expect(await attacker.post(p.enquiryFirst, { ...enquiryFields(victim, brands[0]!), code: wrong })).toMatchObject({ code: 400, msg: m.smsCodeExpired });
    }
    // The owner's code and session are untouched: it still gets through on its first check.
    expect(await owner.post(p.enquiryFirst, { ...enquiryFields(victim, brands[0]!), code })).toMatchObject({ code: 200, msg: m.submitted });
  });

  it('announces a phone on the ticker at most once in 24 hours, however many brands it asks', async () => {
    const mobile = phone();
    const name = '鑫先生';
    const ticker = async () =>
      (await db.query<{ n: number }>("select count(*)::int as n from guestbook_ticker where name = '鑫**' and addtime >= $1", [Math.floor((t - 3 * DAY) / 1000)]))[0]!.n;
    const v = visitor();
    await v.sendCode(mobile);
    expect(await v.post(p.enquiryFirst, { ...enquiryFields(mobile, brands[0]!, { name }), code: await lastCode(mobile) })).toMatchObject({ code: 200 });
    t += 1000;
    expect(await v.post(p.enquiryReturning, enquiryFields(mobile, brands[1]!, { name }))).toMatchObject({ code: 200 });
    t += DAY - 2000;
    expect(await v.post(p.enquiryReturning, enquiryFields(mobile, brands[2]!, { name }))).toMatchObject({ code: 200 });
    expect(await ticker()).toBe(1);
    // A day after the last announced one, the next enquiry is announced again.
    t += 1001;
    await v.sendCode(mobile);
    const again = await v.post(p.enquiryFirst, { ...enquiryFields(mobile, (await db.query<TestBrand>('select id, title, mid, company from brand order by id offset 3 limit 1'))[0]!, { name }), code: await lastCode(mobile) });
    expect(again).toMatchObject({ code: 200 });
    expect(await ticker()).toBe(2);
  });
});
