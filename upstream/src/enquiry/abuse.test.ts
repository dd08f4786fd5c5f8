// Property-based abuse of the enquiry write path: arbitrary and hostile input (random strings, huge
// strings, arrays, objects, missing fields, SQL-ish, unicode, form or JSON) at sendInfo, guestBookCode and
// guestBook. Never a 500, never an SMS, always code ≠ 200 with a Chinese msg.
import type { FastifyInstance, InjectOptions } from 'fastify';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUpstream } from '../app';
import type { Database } from '../db/database';
import { prepareDatabase } from '../db/prepare';
import { MOBILE_PATTERN } from './phone';
import { enquiryPaths as p } from '../routes/enquiry';
import { OutboxSmsProvider } from '../sms/outbox';
import type { SmsProvider } from '../sms/provider';
import { backends, openBackend, TEST_SEED } from '../test/harness';

const CHINESE = /[\u4e00-\u9fff]/;
const FIELDS = ['aid', 'cid', 'mid', 'money', 'typeid', 'entrance', 'name', 'mobile', 'title', 'url', 'address', 'content', 'code', 'account', 'type'];

const sqlish = fc.constantFrom(
  "' or '1'='1",
  "1; drop table enquiry; --",
  "13800138000' --",
  "1 union select answer_hash from captcha_challenge",
  '%_\\',
  '$1',
  "'); delete from sms_code; --",
  '<script>alert(1)</script>',
);
const unicode = fc.constantFrom('张三', '\u0000', '\uD800', '🀄️👨‍👩‍👧', '\u202Eevil', '１３８００１３８０００', '١٣٨', 'ﾃｽﾄ', '\r\n\t');
const phoneLike = fc.oneof(
  fc.stringMatching(/^1[3-9]\d{9}$/),
  fc.constantFrom('13800138000', '19712345678', '14512345678', '+8613800138000', '138001380000', ' 13800138000 '),
);
const scalar = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  sqlish,
  unicode,
  phoneLike,
  fc.stringMatching(/^\d{6}$/),
  fc.integer().map(String),
  fc.constantFrom('', ' ', '0', '-1', '1e9', 'NaN', 'null', 'undefined', 'true', '[]', '{}', 'img'),
);
/** A form field: a scalar, or an array of them (repeated keys). */
const formValue = fc.oneof({ weight: 4, arbitrary: scalar.map((s) => [s]) }, { weight: 1, arbitrary: fc.array(scalar, { minLength: 2, maxLength: 4 }) });
const key = fc.oneof({ weight: 5, arbitrary: fc.constantFrom(...FIELDS) }, fc.string({ maxLength: 8 }), fc.constantFrom('__proto__', 'constructor', 'aid[]', 'name[0]'));
const formBody = fc.dictionary(key, formValue, { maxKeys: 16 });
const jsonBody = fc.oneof(
  fc.dictionary(fc.constantFrom(...FIELDS), fc.jsonValue({ maxDepth: 3 }), { maxKeys: 14 }),
  fc.jsonValue({ maxDepth: 3 }),
);

const encodeForm = (body: Record<string, string[]>) => {
  const q = new URLSearchParams();
  for (const [k, vs] of Object.entries(body)) for (const v of vs) q.append(k, v);
  return q.toString();
};

type Body = { code: number; msg: string; data: unknown };
type Cookies = Record<string, string>;

describe.each(backends)('enquiry abuse (%s)', (kind) => {
  let db: Database;
  let dispose: () => Promise<void>;
  let app: FastifyInstance;
  let sends = 0;
  const tried = { sendInfo: 0, guestBookCode: 0, guestBook: 0 };
  let sid: string;

  beforeAll(async () => {
    ({ db, dispose } = await openBackend(kind));
    await prepareDatabase(db, { seed: TEST_SEED, scale: 'small' });
    const outbox = new OutboxSmsProvider(db, () => {});
    const counting: SmsProvider = {
      name: 'counting-outbox',
      async send(mobile, text) {
        sends++;
        return outbox.send(mobile, text);
      },
    };
    app = await buildUpstream({ db, enquiry: { sms: counting } });
    // One session holding a live captcha, so that guesses reach the captcha check.
    const res = await app.inject({ method: 'GET', url: p.captcha });
    sid = res.cookies.find((c) => c.name === 'sj_sid')!.value;
  });
  afterAll(async () => {
    const [o] = await db.query<{ n: number }>('select count(*)::int as n from sms_outbox');
    const [e] = await db.query<{ n: number }>('select count(*)::int as n from enquiry');
    const total = tried.sendInfo + tried.guestBookCode + tried.guestBook;
    console.log(
      `[enquiry abuse ${kind}] sendInfo attempts (sends tried): ${tried.sendInfo}; guestBookCode: ${tried.guestBookCode}; guestBook: ${tried.guestBook}; ` +
        `total requests: ${total}; SMS sent: ${sends}; sms_outbox rows: ${o!.n}; enquiries stored: ${e!.n}`,
    );
    await app?.close();
    await db?.close();
    await dispose?.();
  });

  async function refused(url: string, req: Omit<InjectOptions, 'url' | 'method'>) {
    tried[url === p.sendCode ? 'sendInfo' : url === p.enquiryFirst ? 'guestBookCode' : 'guestBook']++;
    const res = await app.inject({ method: 'POST', url, ...req });
    expect(res.statusCode, res.body).not.toBe(500);
    expect(res.statusCode).toBeLessThan(500);
    const body = res.json() as Body;
    expect(body.code, res.body).not.toBe(200);
    expect(body.msg).toMatch(CHINESE);
    return body;
  }
  const form = (body: Record<string, string[]>, withCookie: boolean) => ({
    payload: encodeForm(body),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    cookies: (withCookie ? { sj_sid: sid } : {}) as Cookies,
  });
  const json = (body: unknown, withCookie: boolean) => ({
    payload: JSON.stringify(body) ?? 'null',
    headers: { 'content-type': 'application/json' },
    cookies: (withCookie ? { sj_sid: sid } : {}) as Cookies,
  });
  const noSms = async () => {
    expect(sends).toBe(0);
    const [o] = await db.query<{ n: number }>('select count(*)::int as n from sms_outbox');
    expect(o!.n).toBe(0);
  };

  for (const url of [p.sendCode, p.enquiryFirst, p.enquiryReturning]) {
    it(`${url}: arbitrary form bodies`, async () => {
      await fc.assert(fc.asyncProperty(formBody, fc.boolean(), async (body, c) => void (await refused(url, form(body, c)))), { numRuns: 150 });
      await noSms();
    });

    it(`${url}: arbitrary JSON bodies`, async () => {
      await fc.assert(fc.asyncProperty(jsonBody, fc.boolean(), async (body, c) => void (await refused(url, json(body, c)))), { numRuns: 100 });
      await noSms();
    });

    it(`${url}: huge strings and odd content types`, async () => {
      const huge = fc.oneof(fc.string({ minLength: 1000, maxLength: 5000 }), fc.constantFrom('1'.repeat(70_000), '张'.repeat(30_000), '13800138000'.repeat(6000)));
      await fc.assert(
        fc.asyncProperty(fc.constantFrom(...FIELDS), huge, async (k, v) => {
          await refused(url, form({ name: ['张三'], mobile: ['13800138000'], account: ['13800138000'], code: ['123456'], [k]: [v] }, true));
        }),
        { numRuns: 30 },
      );
      for (const [type, payload] of [
        ['text/plain', 'account=13800138000'],
        ['application/json', '{"account": "13800138000",'],
        ['application/x-www-form-urlencoded', '%%%&&&=='],
        ['multipart/form-data; boundary=x', '--x\r\n'],
        ['application/xml', '<a/>'],
      ] as const) {
        await refused(url, { payload, headers: { 'content-type': type }, cookies: { sj_sid: sid } });
      }
      await refused(url, { cookies: { sj_sid: sid } });
      await noSms();
    });
  }

  it('sendInfo: valid-looking phones with guessed captchas never send', async () => {
    await fc.assert(
      fc.asyncProperty(fc.stringMatching(/^1(3\d|5\d|8\d|4[57]|7[0678]|97)\d{8}$/), fc.oneof(fc.string({ minLength: 1, maxLength: 6 }), sqlish), async (account, code) => {
        // A live captcha for the session each time: the guess is what gets checked, and consumed.
        await app.inject({ method: 'GET', url: p.captcha, cookies: { sj_sid: sid } });
        const answer = ((await app.inject({ method: 'GET', url: p.testCaptchaAnswer, cookies: { sj_sid: sid } })).json() as Body).data;
        fc.pre(code.trim().toLowerCase() !== answer);
        await refused(p.sendCode, form({ account: [account], code: [code], type: ['img'] }, true));
      }),
      { numRuns: 100 },
    );
    await noSms();
  });

  it('sendInfo: the right captcha with a bad phone never sends', async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(scalar, fc.array(scalar, { minLength: 2, maxLength: 3 })), async (account) => {
        fc.pre(typeof account !== 'string' || !MOBILE_PATTERN.test(account.trim()));
        await app.inject({ method: 'GET', url: p.captcha, cookies: { sj_sid: sid } });
        const answer = ((await app.inject({ method: 'GET', url: p.testCaptchaAnswer, cookies: { sj_sid: sid } })).json() as Body).data as string;
        await refused(p.sendCode, form({ account: Array.isArray(account) ? account : [account], code: [answer], type: ['img'] }, true));
      }),
      { numRuns: 100 },
    );
    await noSms();
  });

  it('guestBookCode / guestBook: complete, valid-looking enquiries without a verified code are refused', async () => {
    const [b] = await db.query<{ id: number }>('select id from brand order by id limit 1');
    const enquiry = fc.record({
      aid: fc.oneof(fc.constant(String(b!.id)), fc.integer().map(String), sqlish),
      name: fc.oneof(fc.string({ unit: 'grapheme', minLength: 1, maxLength: 20 }), unicode, sqlish),
      mobile: phoneLike,
      code: fc.stringMatching(/^\d{6}$/),
      address: fc.oneof(fc.string({ maxLength: 100 }), sqlish),
      content: fc.oneof(fc.string({ unit: 'grapheme', maxLength: 200 }), sqlish),
      url: fc.oneof(fc.webUrl(), sqlish),
    });
    await fc.assert(
      fc.asyncProperty(enquiry, fc.boolean(), fc.constantFrom(p.enquiryFirst, p.enquiryReturning), async (e, c, url) => {
        await refused(url, form(Object.fromEntries(Object.entries(e).map(([k, v]) => [k, [v]])), c));
      }),
      { numRuns: 150 },
    );
    const [row] = await db.query<{ n: number }>('select count(*)::int as n from enquiry');
    expect(row!.n).toBe(0);
    await noSms();
  });
});
