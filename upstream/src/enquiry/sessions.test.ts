// Captcha sessions are bounded and short-lived (docs/decisions/0099), and an idempotency key never
// carries a session (docs/decisions/0082): a replay from another client gets a conflict, no cookie.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildUpstream } from '../app';
import type { Database } from '../db/database';
import { prepareDatabase } from '../db/prepare';
import { enquiryPaths as p } from '../routes/enquiry';
import { enquiryFields, type TestBrand, Visitor } from '../test/enquiry-visitor';
import { backends, openBackend, TEST_SEED } from '../test/harness';
import { enquiryMessages as m, KEY_CONFLICT_CODE } from './messages';
import { sweepSessions } from './session';

const DAY = 24 * 3600_000;
const HOUR = 3600_000;

describe.each(backends)('enquiry sessions (%s)', (kind) => {
  let db: Database;
  let dispose: () => Promise<void>;
  let app: FastifyInstance;
  let t = Date.UTC(2032, 0, 1);
  const now = () => t;
  let brand: TestBrand;
  let seq = 0;
  const phone = () => `137${String(10_000_000 + ++seq).slice(-8)}`;
  const ip = () => `192.0.2.${++seq % 250}`;
  const lastCode = async (mobile: string) => {
    const [row] = await db.query<{ body: string }>('select body from sms_outbox where mobile = $1 order by id desc limit 1', [mobile]);
    return /\d{6}/.exec(row!.body)![0];
  };
  const unproven = async (key: string) =>
    (await db.query<{ n: number }>('select count(*)::int as n from enquiry_session where source_key = $1 and not proven', [key]))[0]!.n;

  beforeAll(async () => {
    ({ db, dispose } = await openBackend(kind));
    await prepareDatabase(db, { seed: TEST_SEED, scale: 'small' });
    app = await buildUpstream({ db, enquiry: { now, limits: { sessionsPerAddress: 5 } } });
    brand = (await db.query<TestBrand>('select id, title, mid, company from brand order by id limit 1'))[0]!;
  });
  afterAll(async () => {
    await app?.close();
    await db?.close();
    await dispose?.();
  });
  beforeEach(() => {
    t += 10 * DAY;
  });

  it('forgets a session no phone was proven in after an hour', async () => {
    const v = new Visitor(app, ip());
    await v.captcha();
    const first = v.sid;
    t += HOUR - 1;
    v.setCookie = undefined;
    await v.captcha();
    expect(v.sid).toBe(first);
    expect(v.setCookie).toBeUndefined();
    t += 2;
    await v.captcha();
    expect(v.sid).not.toBe(first);
  });

  it('keeps a session a phone was proven in for two days, and sweeps the rest after an hour', async () => {
    const v = new Visitor(app, ip());
    const mobile = phone();
    expect(await v.sendCode(mobile)).toMatchObject({ code: 200 });
    expect(await v.post(p.enquiryFirst, { ...enquiryFields(mobile, brand), code: await lastCode(mobile) })).toMatchObject({ code: 200 });
    const proven = v.sid;
    const idle = new Visitor(app, ip());
    await idle.captcha();
    t += 2 * HOUR;
    await sweepSessions(db, t);
    expect(await db.query('select 1 from enquiry_session where id = $1', [idle.sid])).toEqual([]);
    expect((await db.query('select 1 from enquiry_session where id = $1', [proven])).length).toBe(1);
    // Returning mode still trusts the proven session, which keeps its cookie.
    v.setCookie = undefined;
    // (Refused as a repeat to the same brand, not as an unverified session: code 400, not 401.)
    expect(await v.post(p.enquiryReturning, enquiryFields(mobile, brand, { content: '第二次' }))).toMatchObject({ code: 400, msg: expect.stringContaining('向该品牌提交过咨询') });
    expect(v.sid).toBe(proven);
  });

  it('keeps the outcome of a refused key an hour, of a successful one as long as its session', async () => {
    const v = new Visitor(app, ip());
    const answer = await v.captcha();
    const refused = `refused-key-${seq}-abcdefgh`;
    const accepted = `accepted-key-${seq}-abcdefgh`;
    expect(await v.post(p.sendCode, { account: phone(), code: answer === 'abcd' ? 'abce' : 'abcd', type: 'img' }, { 'idempotency-key': refused })).toMatchObject({ msg: m.captchaWrong });
    expect(await v.post(p.sendCode, { account: phone(), code: await v.captcha(), type: 'img' }, { 'idempotency-key': accepted })).toMatchObject({ msg: m.sent });
    const keys = async () => (await db.query<{ key: string }>('select key from idempotent_request where key = any($1::text[]) order by key', [[refused, accepted]])).map((r) => r.key);
    t += HOUR - 1;
    await sweepSessions(db, t);
    expect(await keys()).toEqual([accepted, refused]);
    t += 2;
    await sweepSessions(db, t);
    expect(await keys()).toEqual([accepted]);
    t += 2 * DAY;
    await sweepSessions(db, t);
    expect(await keys()).toEqual([]);
  });

  it('keeps a bounded number of unproven sessions per address, the newest, with their captchas', async () => {
    const address = ip();
    const visitors: Visitor[] = [];
    // A loop asking for captchas without keeping the cookie: every request mints a session.
    for (let i = 0; i < 30; i++) {
      const v = new Visitor(app, address);
      await v.captcha();
      visitors.push(v);
    }
    expect(await unproven(address)).toBe(5);
    const captchas = await db.query('select 1 from captcha_challenge where session_id = any($1::text[])', [visitors.map((v) => v.sid!)]);
    expect(captchas.length).toBe(5);
    // The newest still works; the oldest was forgotten (its cookie is replaced, its captcha gone).
    const newest = visitors.at(-1)!;
    expect(await newest.sendCode(phone())).toMatchObject({ msg: m.sent });
    const oldest = visitors[0]!;
    const before = oldest.sid;
    expect(await oldest.post(p.sendCode, { account: phone(), code: 'abcd', type: 'img' })).toMatchObject({ msg: m.captchaWrong });
    expect(oldest.sid).not.toBe(before);
    // Another address is untouched.
    const other = new Visitor(app, ip());
    await other.captcha();
    expect(await unproven(other.ip)).toBe(1);
  });

  it('bounds an IPv6 /64 as one address', async () => {
    for (let i = 0; i < 12; i++) await new Visitor(app, `2001:db8:77:${seq}::${(i + 1).toString(16)}`).captcha();
    expect(await unproven(`2001:db8:77:${seq}::/64`)).toBe(5);
  });

  describe('an idempotency key replayed by another client', () => {
    it('sendInfo: a conflict (409), with nothing of the first answer', async () => {
      const victim = new Visitor(app, ip());
      const key = { 'idempotency-key': `send-key-${seq}-abcdefghijkl` };
      const answer = await victim.captcha();
      expect(await victim.post(p.sendCode, { account: phone(), code: answer, type: 'img' }, key)).toEqual({ code: 200, msg: m.sent, data: null });
      const attacker = new Visitor(app, ip());
      await attacker.captcha();
      attacker.setCookie = undefined;
      expect(await attacker.post(p.sendCode, { account: phone(), code: 'abcd', type: 'img' }, key)).toEqual({ code: KEY_CONFLICT_CODE, msg: m.keyConflict, data: null });
      expect(attacker.setCookie).toBeUndefined();
      // No cookie at all: still a conflict; the only cookie set is the client's own new session.
      const bare = new Visitor(app, ip());
      expect(await bare.post(p.sendCode, { account: phone(), code: 'abcd', type: 'img' }, key)).toMatchObject({ code: KEY_CONFLICT_CODE, msg: m.keyConflict });
      expect(bare.sid).not.toBe(victim.sid);
    });

    it('guestBookCode: a conflict (409), never the renewed session cookie', async () => {
      const victim = new Visitor(app, ip());
      const mobile = phone();
      await victim.sendCode(mobile);
      const before = victim.sid!;
      const key = { 'idempotency-key': `enquiry-key-${seq}-abcdefghijkl` };
      const fields = { ...enquiryFields(mobile, brand), code: await lastCode(mobile) };
      expect(await victim.post(p.enquiryFirst, fields, key)).toMatchObject({ code: 200, msg: m.submitted });
      const renewed = victim.sid!;
      expect(renewed).not.toBe(before);

      const attacker = new Visitor(app, ip());
      await attacker.captcha();
      attacker.setCookie = undefined;
      const res = await attacker.inject('POST', p.enquiryFirst, fields, key);
      expect(res.json()).toEqual({ code: KEY_CONFLICT_CODE, msg: m.keyConflict, data: null });
      expect(res.headers['set-cookie']).toBeUndefined();
      const bare = await new Visitor(app, ip()).inject('POST', p.enquiryFirst, fields, key);
      expect(bare.json()).toMatchObject({ code: KEY_CONFLICT_CODE });
      expect(String(bare.headers['set-cookie'] ?? '')).not.toContain(renewed);
      // The owner's retry (its old cookie: the renewed one never arrived) still gets its outcome.
      const retry = new Visitor(app, victim.ip);
      retry.sid = before;
      expect(await retry.post(p.enquiryFirst, fields, key)).toMatchObject({ code: 200, msg: m.submitted });
      expect(retry.sid).toBe(renewed);
      expect((await db.query('select 1 from enquiry where mobile = $1', [mobile])).length).toBe(1);
    });
  });
});
