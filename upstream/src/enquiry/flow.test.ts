// The enquiry write path end to end (SPEC §5, §7; docs/architecture.md "Errors and security"): captcha → sendInfo → code from
// sms_outbox → guestBookCode → returning guestBook, with every message, limit and expiry. The clock is
// injected: tests move it instead of sleeping.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildUpstream } from '../app';
import { loadConfig } from '../config';
import type { Database } from '../db/database';
import { prepareDatabase } from '../db/prepare';
import { enquiryMessages as m, repeatMessage } from './messages';
import { MOBILE_PATTERN, maskMobile } from './phone';
import { enquiryPaths as p } from '../routes/enquiry';
import { backends, openBackend, TEST_SEED } from '../test/harness';
import { Visitor } from '../test/enquiry-visitor';
import { brandConsentText, CONSENT_VERSION, enquiryRecipient, SITE_ADVISERS, SITE_MARKETING_ADVISERS } from '@shangji/contract';

const DAY = 24 * 3600_000;
describe.each(backends)('enquiry write path (%s)', (kind) => {
  let db: Database;
  let dispose: () => Promise<void>;
  let app: FastifyInstance;
  let t = Date.UTC(2030, 0, 1);
  const now = () => t;
  let aid: number;
  let brandTitle: string;
  type BrandRow = { id: number; mid: number | null; company: string; title: string; isvip: number; phone: string | null };
  let brandRow: BrandRow;
  /** Brands after the first, for the caps and for a second enquiry of one number. */
  let others: BrandRow[];
  let ipSeq = 0;
  let phoneSeq = 0;
  const visitor = (a = app) => new Visitor(a, `10.0.${Math.floor(++ipSeq / 250)}.${ipSeq % 250}`);
  const phone = () => `138${String(10_000_000 + ++phoneSeq).slice(-8)}`;
  const outboxCount = async () => (await db.query<{ n: number }>('select count(*)::int as n from sms_outbox'))[0]!.n;
  const lastCode = async (mobile: string) => {
    const [row] = await db.query<{ body: string }>('select body from sms_outbox where mobile = $1 order by id desc limit 1', [mobile]);
    return /\d{6}/.exec(row!.body)![0];
  };
  const enquiry = (mobile: string, extra: Record<string, string | number> = {}, b = brandRow) => ({
    aid: b.id,
    cid: 1,
    mid: '',
    money: '10-20万',
    typeid: 1,
    entrance: 1,
    name: '张三',
    mobile,
    title: b.title,
    url: `https://www.example.cn/shangji/${b.id}`,
    address: '广东省-深圳市-南山区',
    content: '我对这个项目很感兴趣',
    // The consent ticked for this brand's recipient (a lead's: the site's marketing advisers).
    ...consentFor(extra.typeid === 2 ? null : b),
    ...extra,
  });
  const consentFor = (brand: BrandRow | null) => ({
    consent_text: brandConsentText(brand),
    consent_version: CONSENT_VERSION,
  });

  beforeAll(async () => {
    ({ db, dispose } = await openBackend(kind));
    await prepareDatabase(db, { seed: TEST_SEED, scale: 'small' });
    app = await buildUpstream({ db, enquiry: { now } });
    const [b, ...rest] = await db.query<BrandRow>('select id, title, mid, company, isvip, phone from brand order by id limit 8');
    aid = b!.id;
    brandTitle = b!.title;
    brandRow = b!;
    others = rest;
  });
  afterAll(async () => {
    await app?.close();
    await db?.close();
    await dispose?.();
  });
  // Every test starts on a day of its own: no window of one test reaches into the next.
  beforeEach(() => {
    t += 10 * DAY;
  });

  it('goes captcha → sendInfo → code from the outbox → guestBookCode → returning guestBook', async () => {
    const v = visitor();
    const mobile = phone();
    const sent = await v.sendCode(mobile);
    expect(sent).toEqual({ code: 200, msg: m.sent, data: null });
    expect(v.setCookie).toMatch(/HttpOnly/i);
    expect(v.setCookie).toMatch(/SameSite=Lax/i);
    expect(v.setCookie).not.toMatch(/Secure/i);
    const code = await lastCode(mobile);

    // Stored hashed: neither the code nor the captcha answer is in the database in clear.
    const [stored] = await db.query<{ code_hash: string; session_id: string }>('select code_hash, session_id from sms_code where mobile = $1', [mobile]);
    expect(stored!.code_hash).not.toContain(code);
    expect(stored!.session_id).toBe(v.sid);

    const first = await v.post(p.enquiryFirst, { ...enquiry(mobile), code });
    const [row] = await db.query<Record<string, unknown>>('select * from enquiry where mobile = $1', [mobile]);
    // The stored enquiry comes back for internal tools, its phone masked and without name or message.
    expect(first).toEqual({
      code: 200,
      msg: m.submitted,
      data: {
        id: row!.id, aid, typeid: 1, title: brandTitle, addtime: Math.floor(t / 1000), address: '广东省-深圳市-南山区', mobile: maskMobile(mobile), status: 'received',
        recipient: enquiryRecipient(brandRow),
      },
    });
    // The consent ticked is stored word for word, with its version and time.
    expect(row).toMatchObject({ consent_text: consentFor(brandRow).consent_text, consent_version: CONSENT_VERSION, recipient: enquiryRecipient(brandRow) });
    expect(new Date(row!.consent_at as string).getTime()).toBe(t);
    expect(JSON.stringify(first)).not.toContain(mobile);
    expect(row!.status).toBe('received');
    expect(row).toMatchObject({ aid, name: '张三', address: '广东省-深圳市-南山区', url: `https://www.example.cn/shangji/${aid}`, source_ip: v.ip, session_id: v.sid, mid: null });
    expect(new Date(row!.created_at as string).getTime()).toBe(t);
    const [tick] = await db.query<{ name: string; title: string }>('select name, title from guestbook_ticker where addtime = $1', [Math.floor(t / 1000)]);
    expect(tick).toEqual({ name: '张**', title: brandTitle });

    // The code is single use; the session now counts as having verified this phone.
    expect(await v.post(p.enquiryFirst, { ...enquiry(mobile, {}, others[1]), code })).toMatchObject({ code: 400, msg: m.smsCodeExpired });
    const again = await v.post(p.enquiryReturning, enquiry(mobile, { content: '第二次咨询' }, others[0]));
    expect(again).toMatchObject({ code: 200, msg: m.submitted, data: { aid: others[0]!.id, mobile: maskMobile(mobile), status: 'received' } });
    expect((again.data as { id: number }).id).toBeGreaterThan(row!.id as number);
    expect((await db.query('select 1 from enquiry where mobile = $1', [mobile])).length).toBe(2);
  });

  it('stores a 品牌营销 lead (typeid 2) against no brand, after the same captcha and SMS code', async () => {
    const v = visitor();
    const mobile = phone();
    await v.sendCode(mobile);
    // What the /brandmarket form sends: no brand (aid 0), no merchant; the title it sends is not trusted.
    const lead = enquiry(mobile, { typeid: 2, aid: 0, cid: 0, mid: 0, money: '', title: '别的标题', url: '/brandmarket' });
    const first = await v.post(p.enquiryFirst, { ...lead, code: await lastCode(mobile) });
    const [row] = await db.query<Record<string, unknown>>('select * from enquiry where mobile = $1', [mobile]);
    expect(first).toEqual({
      code: 200,
      msg: m.submitted,
      data: {
        id: row!.id, aid: null, typeid: 2, title: '品牌营销', addtime: Math.floor(t / 1000), address: '广东省-深圳市-南山区', mobile: maskMobile(mobile), status: 'received',
        recipient: SITE_MARKETING_ADVISERS,
      },
    });
    expect(row).toMatchObject({ aid: null, mid: null, typeid: 2, title: '品牌营销', url: '/brandmarket', name: '张三', session_id: v.sid });
    // The public ticker shows interest in franchise brands: a lead for us is not announced there.
    expect(await db.query('select 1 from guestbook_ticker where addtime = $1', [Math.floor(t / 1000)])).toEqual([]);
    // Returning mode works for leads too, and an absent aid counts as none.
    const { aid: _none, ...withoutAid } = lead;
    const again = await v.post(p.enquiryReturning, withoutAid);
    expect(again).toMatchObject({ code: 200, data: { aid: null, typeid: 2, title: '品牌营销' } });
    expect((await db.query('select 1 from enquiry where mobile = $1 and aid is null', [mobile])).length).toBe(2);
  });

  it('refuses typeid 2 naming a brand or merchant, any typeid but 1 and 2, and typeid 1 without a brand', async () => {
    const v = visitor();
    const mobile = phone();
    await v.sendCode(mobile);
    const code = await lastCode(mobile);
    const cases: [Record<string, string | number>, string][] = [
      [{ typeid: 2 }, m.invalid],
      [{ typeid: 2, aid: 0, mid: 7 }, m.invalid],
      [{ typeid: 2, aid: 'abc' }, m.invalid],
      [{ typeid: 3 }, m.invalid],
      [{ typeid: 3, aid: 0 }, m.invalid],
      [{ typeid: 0 }, m.invalid],
      [{ typeid: 'x' }, m.invalid],
      [{ typeid: 1, aid: 0 }, m.noBrand],
      [{ typeid: 1, aid: '' }, m.noBrand],
      [{ aid: 0 }, m.noBrand],
    ];
    for (const [fields, msg] of cases) {
      const body = { ...enquiry(mobile), ...fields, code };
      expect(await v.post(p.enquiryFirst, body), JSON.stringify(fields)).toEqual({ code: 400, msg, data: null });
      expect(await v.post(p.enquiryReturning, { ...enquiry(mobile), ...fields }), JSON.stringify(fields)).toEqual({ code: 400, msg, data: null });
    }
    expect((await db.query('select 1 from enquiry where mobile = $1', [mobile])).length).toBe(0);
    // The refusals spent nothing: the code still proves the phone for a proper lead.
    expect(await v.post(p.enquiryFirst, { ...enquiry(mobile, { typeid: 2, aid: 0 }), code })).toMatchObject({ code: 200, data: { aid: null } });
  });

  it('keeps the table honest: only a 品牌营销 lead without a merchant may lack a brand', async () => {
    const insert = (aid: number | null, typeid: number, mid: number | null) =>
      db.query("insert into enquiry (aid, typeid, mid, name, mobile) values ($1, $2, $3, '测试', '13800000000')", [aid, typeid, mid]);
    await expect(insert(null, 1, null)).rejects.toThrow(/enquiry_brand_or_marketing_lead/);
    await expect(insert(null, 3, null)).rejects.toThrow(/enquiry_brand_or_marketing_lead/);
    await expect(insert(null, 2, 100_001)).rejects.toThrow(/enquiry_brand_or_marketing_lead/);
    await db.transaction(async (tx) => {
      await tx.query("insert into enquiry (aid, typeid, name, mobile) values (null, 2, '测试', '13800000000')");
      throw new Error('rollback');
    }).catch((e: Error) => expect(e.message).toBe('rollback'));
  });

  it('refuses returning mode to a session that has not verified that phone', async () => {
    const v = visitor();
    const mobile = phone();
    await v.sendCode(mobile);
    // Code sent but not yet checked: not verified.
    // Code 401, not a message to match: the form starts over on the code.
    expect(await v.post(p.enquiryReturning, enquiry(mobile))).toEqual({ code: 401, msg: m.notVerified, data: null });
    expect(await v.post(p.enquiryFirst, { ...enquiry(mobile), code: await lastCode(mobile) })).toMatchObject({ code: 200 });
    // Same session, another phone; another session, same phone; no cookie at all.
    expect(await v.post(p.enquiryReturning, enquiry(phone()))).toMatchObject({ code: 401, msg: m.notVerified });
    expect(await visitor().post(p.enquiryReturning, enquiry(mobile))).toMatchObject({ code: 401, msg: m.notVerified });
    const forged = visitor();
    forged.sid = 'x'.repeat(43);
    expect(await forged.post(p.enquiryReturning, enquiry(mobile))).toMatchObject({ code: 401, msg: m.notVerified });
    // Verification lasts a day.
    t += DAY + 1;
    expect(await v.post(p.enquiryReturning, enquiry(mobile))).toMatchObject({ code: 401, msg: m.notVerified });
    expect((await db.query('select 1 from enquiry where mobile = $1', [mobile])).length).toBe(1);
  });

  it('checks guestBookCode fields in the spec\'s order with the spec\'s messages', async () => {
    const v = visitor();
    const steps: [Record<string, string | number>, string][] = [
      [{}, m.nameRequired],
      [{ name: '   ' }, m.nameRequired],
      [{ name: '张三' }, m.mobileRequired],
      [{ name: '张三', mobile: '138 0013 8000' }, m.mobileInvalid],
      [{ name: '张三', mobile: '13800138000' }, m.smsCodeInvalid],
      [{ name: '张三', mobile: '13800138000', code: '12345' }, m.smsCodeInvalid],
      [{ name: '张三', mobile: '13800138000', code: '123456' }, m.noBrand],
      [{ ...enquiry('13800138000'), code: '123456', aid: 99_999_999 }, m.noBrand],
      [{ ...enquiry('13800138000'), code: '123456', aid: 'abc' }, m.noBrand],
      [{ ...enquiry('13800138000'), code: '123456', name: '张'.repeat(21) }, m.nameTooLong],
      [{ ...enquiry('13800138000'), code: '123456', address: '省'.repeat(101) }, m.addressTooLong],
      [{ ...enquiry('13800138000'), code: '123456', content: '好'.repeat(501) }, m.contentTooLong],
      [{ ...enquiry('13800138000'), code: '123456', url: `https://a.cn/${'a'.repeat(490)}` }, m.fieldTooLong],
      [{ ...enquiry('13800138000'), code: '123456', cid: '-1' }, m.invalid],
      // All fields fine, but no code was ever sent to this phone for this session.
      [{ ...enquiry('13800138000'), code: '123456' }, m.smsCodeExpired],
    ];
    for (const [fields, msg] of steps) expect(await v.post(p.enquiryFirst, fields), JSON.stringify(fields).slice(0, 80)).toEqual({ code: 400, msg, data: null });
    // Bounds are inclusive: 20 / 100 / 500 characters (not UTF-8 bytes) pass validation.
    const edge = { ...enquiry('13800138000'), code: '123456', name: '张'.repeat(20), address: '省'.repeat(100), content: '好'.repeat(500) };
    expect(await v.post(p.enquiryFirst, edge)).toMatchObject({ msg: m.smsCodeExpired });
    // Returning mode: the same order, without the code.
    expect(await v.post(p.enquiryReturning, {})).toMatchObject({ msg: m.nameRequired });
    expect(await v.post(p.enquiryReturning, { name: '李四' })).toMatchObject({ msg: m.mobileRequired });
    expect(await v.post(p.enquiryReturning, { name: '李四', mobile: '1380013800' })).toMatchObject({ msg: m.mobileInvalid });
    expect(await v.post(p.enquiryReturning, { name: '李四', mobile: '13800138000' })).toMatchObject({ msg: m.noBrand });
    expect(await v.post(p.enquiryReturning, enquiry('13800138000'))).toMatchObject({ msg: m.notVerified });
    expect(m).toMatchObject({ nameRequired: '请输入您的姓名', mobileRequired: '请输入您的手机号', mobileInvalid: '请输入正确的手机号码', captchaRequired: '请输入图片验证码', smsCodeInvalid: '请输入正确的手机验证码' });
  });

  it('checks sendInfo in order: phone, its pattern, captcha present, captcha right', async () => {
    const v = visitor();
    const before = await outboxCount();
    expect(await v.post(p.sendCode, {})).toMatchObject({ code: 400, msg: m.mobileRequired });
    expect(await v.post(p.sendCode, { account: '1234', code: 'abcd', type: 'img' })).toMatchObject({ code: 400, msg: m.mobileInvalid });
    expect(await v.post(p.sendCode, { account: phone(), type: 'img' })).toMatchObject({ code: 400, msg: m.captchaRequired });
    expect(await v.post(p.sendCode, { account: phone(), code: 'zzzz', type: 'img' })).toMatchObject({ code: 400, msg: m.captchaWrong });
    expect(await outboxCount()).toBe(before);
  });

  it('checkCaptcha: the captcha alone, consumed right or wrong, sends no SMS', async () => {
    const v = visitor();
    const before = await outboxCount();
    expect(await v.post(p.checkCaptcha, {})).toMatchObject({ code: 400, msg: m.captchaRequired });
    const answer = await v.captcha();
    expect(await v.post(p.checkCaptcha, { code: 'zzzz' })).toMatchObject({ code: 400, msg: m.captchaWrong });
    // The wrong guess used it up: its right answer no longer counts.
    expect(await v.post(p.checkCaptcha, { code: answer })).toMatchObject({ code: 400, msg: m.captchaWrong });
    const next = await v.captcha();
    expect(await v.post(p.checkCaptcha, { code: next })).toEqual({ code: 200, msg: m.verified, data: null });
    expect(await v.post(p.checkCaptcha, { code: next })).toMatchObject({ code: 400, msg: m.captchaWrong });
    // Another session's captcha is not this one's.
    const other = visitor();
    const theirs = await other.captcha();
    expect(await visitor().post(p.checkCaptcha, { code: theirs })).toMatchObject({ code: 400, msg: m.captchaWrong });
    expect(await outboxCount()).toBe(before);
  });

  it.each([
    ['13012345678', true], ['13912345678', true], ['15012345678', true], ['15912345678', true], ['18012345678', true], ['18912345678', true],
    ['14512345678', true], ['14712345678', true], ['17012345678', true], ['17612345678', true], ['17712345678', true], ['17812345678', true],
    ['19712345678', true], ['14612345678', false], ['17112345678', false], ['17912345678', false], ['19812345678', false], ['16612345678', false],
    ['12012345678', false], ['1381234567', false], ['138123456789', false], ['+8613812345678', false], ['1381234567a', false], ['', false],
  ])('phone pattern: %s → %s', (mobile, valid) => {
    expect(MOBILE_PATTERN.test(mobile)).toBe(valid);
  });

  it('masks numbers like 138****1234', () => {
    expect(maskMobile('13812341234')).toBe('138****1234');
    expect(maskMobile('x')).toBe('***');
  });

  describe('captcha', () => {
    it('is single use: consumed by the first check, right or wrong', async () => {
      const v = visitor();
      const answer = await v.captcha();
      expect(await v.post(p.sendCode, { account: phone(), code: answer, type: 'img' })).toMatchObject({ code: 200 });
      expect(await v.post(p.sendCode, { account: phone(), code: answer, type: 'img' })).toMatchObject({ code: 400, msg: m.captchaWrong });

      const w = visitor();
      const second = await w.captcha();
      expect(await w.post(p.sendCode, { account: phone(), code: second === 'abcd' ? 'abce' : 'abcd', type: 'img' })).toMatchObject({ msg: m.captchaWrong });
      expect(await w.post(p.sendCode, { account: phone(), code: second, type: 'img' })).toMatchObject({ msg: m.captchaWrong });
    });

    it('is bound to the session: another cookie (or none) cannot use it', async () => {
      const a = visitor();
      const answer = await a.captcha();
      const b = visitor();
      await b.captcha();
      const before = await outboxCount();
      expect(await b.post(p.sendCode, { account: phone(), code: answer, type: 'img' })).toMatchObject({ msg: m.captchaWrong });
      expect(await visitor().post(p.sendCode, { account: phone(), code: answer, type: 'img' })).toMatchObject({ msg: m.captchaWrong });
      expect(await outboxCount()).toBe(before);
      // Untouched by the others' attempts, case-insensitive.
      expect(await a.post(p.sendCode, { account: phone(), code: answer.toUpperCase(), type: 'img' })).toMatchObject({ code: 200 });
    });

    it('is replaced by a newer one and expires after 5 minutes', async () => {
      const v = visitor();
      const older = await v.captcha();
      const newer = await v.captcha();
      if (older !== newer) expect(await v.post(p.sendCode, { account: phone(), code: older, type: 'img' })).toMatchObject({ msg: m.captchaWrong });
      const rows = await db.query<{ answer_hash: string }>('select answer_hash from captcha_challenge where session_id = $1', [v.sid]);
      expect(rows.length).toBe(1);
      expect(rows[0]!.answer_hash).not.toContain(newer);

      const late = await v.captcha();
      t += 5 * 60_000 + 1;
      expect(await v.post(p.sendCode, { account: phone(), code: late, type: 'img' })).toMatchObject({ msg: m.captchaWrong });
      const inTime = await v.captcha();
      t += 5 * 60_000 - 1;
      expect(await v.post(p.sendCode, { account: phone(), code: inTime, type: 'img' })).toMatchObject({ code: 200 });
    });

    it('has no test hook in production, and a Secure cookie there', async () => {
      const prod = await buildUpstream({ db, enquiry: { now, config: loadConfig({ NODE_ENV: 'production' }) } });
      try {
        const res = await prod.inject({ method: 'GET', url: p.testCaptchaAnswer });
        expect(res.statusCode).toBe(404);
        const img = await prod.inject({ method: 'GET', url: p.captcha });
        expect(img.statusCode).toBe(200);
        expect(img.body).toMatch(/^<svg/);
        expect(String(img.headers['set-cookie'])).toMatch(/Secure/);
      } finally {
        await prod.close();
      }
    });
  });

  describe('SMS code', () => {
    it('expires after 5 minutes', async () => {
      const v = visitor();
      const mobile = phone();
      await v.sendCode(mobile);
      const code = await lastCode(mobile);
      t += 5 * 60_000 + 1;
      expect(await v.post(p.enquiryFirst, { ...enquiry(mobile), code })).toEqual({ code: 400, msg: m.smsCodeExpired, data: null });
      expect((await db.query('select 1 from enquiry where mobile = $1', [mobile])).length).toBe(0);
    });

    it('allows at most 5 checks, then even the right code is refused', async () => {
      const v = visitor();
      const mobile = phone();
      await v.sendCode(mobile);
      const code = await lastCode(mobile);
      const wrong = code === '000000' ? '111111' : '000000';
      for (let i = 0; i < 5; i++) expect(await v.post(p.enquiryFirst, { ...enquiry(mobile), code: wrong })).toMatchObject({ code: 400, msg: m.smsCodeInvalid });
      expect(await v.post(p.enquiryFirst, { ...enquiry(mobile, {}, others[1]), code })).toMatchObject({ code: 400, msg: m.smsCodeExpired });
      // Concurrent guesses cannot go past the count either.
      t += 61_000;
      await v.sendCode(mobile);
      const fresh = await lastCode(mobile);
      const bad = fresh === '000000' ? '111111' : '000000';
      const results = await Promise.all(Array.from({ length: 12 }, () => v.post(p.enquiryFirst, { ...enquiry(mobile), code: bad })));
      expect(results.filter((r) => r.msg === m.smsCodeInvalid).length).toBe(5);
      const [row] = await db.query<{ attempts: number }>('select attempts from sms_code where mobile = $1 order by created_at desc limit 1', [mobile]);
      expect(row!.attempts).toBe(5);
    });

    it('is bound to the session that asked for it, and only the latest counts', async () => {
      const a = visitor();
      const mobile = phone();
      await a.sendCode(mobile);
      const code = await lastCode(mobile);
      const b = visitor();
      expect(await b.post(p.enquiryFirst, { ...enquiry(mobile), code })).toMatchObject({ code: 400, msg: m.smsCodeExpired });
      t += 61_000;
      await a.sendCode(mobile);
      const latest = await lastCode(mobile);
      if (latest !== code) expect(await a.post(p.enquiryFirst, { ...enquiry(mobile), code })).toMatchObject({ msg: m.smsCodeInvalid });
      expect(await a.post(p.enquiryFirst, { ...enquiry(mobile), code: latest })).toMatchObject({ code: 200 });
    });
  });

  describe('limits (nothing sent when refused)', () => {
    it('per number: 1 per 60 s', async () => {
      const v = visitor();
      const mobile = phone();
      expect(await v.sendCode(mobile)).toMatchObject({ code: 200 });
      const before = await outboxCount();
      t += 59_999;
      expect(await v.sendCode(mobile)).toEqual({ code: 400, msg: m.tooSoon, data: null });
      expect(await visitor().sendCode(mobile)).toMatchObject({ msg: m.tooSoon });
      expect(await outboxCount()).toBe(before);
      t += 2;
      expect(await v.sendCode(mobile)).toMatchObject({ code: 200 });
    });

    it('per number: 5 an hour, 10 a day', async () => {
      const mobile = phone();
      const start = t;
      for (let i = 0; i < 5; i++) {
        expect(await visitor().sendCode(mobile)).toMatchObject({ code: 200 });
        t += 61_000;
      }
      const before = await outboxCount();
      expect(await visitor().sendCode(mobile)).toEqual({ code: 400, msg: m.numberHourly, data: null });
      expect(await outboxCount()).toBe(before);
      t = start + 3600_000 + 1;
      expect(await visitor().sendCode(mobile)).toMatchObject({ code: 200 });
      t = start + 2 * 3600_000;
      for (let i = 0; i < 4; i++) {
        expect(await visitor().sendCode(mobile)).toMatchObject({ code: 200 });
        t += 61_000;
      }
      t = start + 5 * 3600_000;
      expect(await visitor().sendCode(mobile)).toEqual({ code: 400, msg: m.numberDaily, data: null });
      t = start + 23 * 3600_000;
      expect(await visitor().sendCode(mobile)).toMatchObject({ msg: m.numberDaily });
      expect(await outboxCount()).toBe(before + 5);
      t = start + DAY + 1;
      expect(await visitor().sendCode(mobile)).toMatchObject({ code: 200 });
    });

    it('per IP: 20 a day', async () => {
      const v = visitor();
      for (let i = 0; i < 20; i++) expect(await v.sendCode(phone())).toMatchObject({ code: 200 });
      const before = await outboxCount();
      expect(await v.sendCode(phone())).toEqual({ code: 400, msg: m.ipDaily, data: null });
      expect(await new Visitor(app, v.ip).sendCode(phone())).toMatchObject({ msg: m.ipDaily });
      expect(await outboxCount()).toBe(before);
      expect(await visitor().sendCode(phone())).toMatchObject({ code: 200 });
      t += DAY;
      expect(await v.sendCode(phone())).toMatchObject({ code: 200 });
    });

    it('global: a configurable daily cap', async () => {
      const capped = await buildUpstream({ db, enquiry: { now, limits: { globalDaily: 3 } } });
      try {
        for (let i = 0; i < 3; i++) expect(await visitor(capped).sendCode(phone())).toMatchObject({ code: 200 });
        const before = await outboxCount();
        expect(await visitor(capped).sendCode(phone())).toEqual({ code: 400, msg: m.globalDaily, data: null });
        expect(await outboxCount()).toBe(before);
        t += DAY;
        expect(await visitor(capped).sendCode(phone())).toMatchObject({ code: 200 });
      } finally {
        await capped.close();
      }
      expect(loadConfig({ SMS_GLOBAL_DAILY_CAP: '7' }).SMS_GLOBAL_DAILY_CAP).toBe(7);
    });

    it('parallel requests cannot slip past the 60 s limit', async () => {
      const mobile = phone();
      const vs = Array.from({ length: 6 }, () => visitor());
      const answers = await Promise.all(vs.map((v) => v.captcha()));
      const results = await Promise.all(vs.map((v, i) => v.post(p.sendCode, { account: mobile, code: answers[i]!, type: 'img' })));
      expect(results.filter((r) => r.code === 200).length).toBe(1);
      expect((await db.query('select 1 from sms_outbox where mobile = $1', [mobile])).length).toBe(1);
    });

    it('caps enquiries per number at 20 a day', async () => {
      const v = visitor();
      const mobile = phone();
      await v.sendCode(mobile);
      expect(await v.post(p.enquiryFirst, { ...enquiry(mobile), code: await lastCode(mobile) })).toMatchObject({ code: 200 });
      // Marketing leads: no brand, so only the count of all enquiries caps them.
      const lead = enquiry(mobile, { typeid: 2, aid: 0 });
      for (let i = 1; i < 20; i++) expect(await v.post(p.enquiryReturning, lead)).toMatchObject({ code: 200 });
      expect(await v.post(p.enquiryReturning, lead)).toEqual({ code: 400, msg: m.enquiriesDaily, data: null });
    });
  });

  describe('consent per enquiry and the caps that protect the enquirer', () => {
    /** A visitor who proved `mobile` with its first enquiry (to brand `b`). */
    async function verified(mobile: string, b = brandRow) {
      const v = visitor();
      await v.sendCode(mobile);
      expect(await v.post(p.enquiryFirst, { ...enquiry(mobile, {}, b), code: await lastCode(mobile) })).toMatchObject({ code: 200 });
      return v;
    }
    const count = async (mobile: string) => (await db.query('select 1 from enquiry where mobile = $1', [mobile])).length;

    it("checks consent after the spec's checks, and stores only the current wording for this brand's recipient", async () => {
      const v = visitor();
      const mobile = phone();
      await v.sendCode(mobile);
      const code = await lastCode(mobile);
      const { consent_text: _t, consent_version: _v, ...bare } = { ...enquiry(mobile), code };
      // The spec's checks keep their order: a missing name is reported before a missing consent.
      expect(await v.post(p.enquiryFirst, { ...bare, name: '' })).toMatchObject({ code: 400, msg: m.nameRequired });
      expect(await v.post(p.enquiryFirst, { ...bare, code: '' })).toMatchObject({ code: 400, msg: m.smsCodeInvalid });
      expect(await v.post(p.enquiryFirst, bare)).toEqual({ code: 400, msg: m.consentRequired, data: null });
      // Another brand's wording, an old version, a text edited on the way: refused, nothing stored.
      const wrong = [
        consentFor(others[0]!),
        { consent_text: consentFor(brandRow).consent_text, consent_version: '2019-10-16' },
        { consent_text: consentFor(brandRow).consent_text.replace(enquiryRecipient(brandRow), '任何人'), consent_version: CONSENT_VERSION },
      ];
      for (const c of wrong) expect(await v.post(p.enquiryFirst, { ...bare, ...c })).toEqual({ code: 400, msg: m.consentOutdated, data: null });
      expect(await count(mobile)).toBe(0);
      // The refusals spent nothing: the code still works with the right consent.
      expect(await v.post(p.enquiryFirst, { ...enquiry(mobile), code })).toMatchObject({ code: 200 });
    });

    it("names the brand's operating company when a merchant claimed it, the site's own franchise advisers when none did", async () => {
      const [claimed] = await db.query<BrandRow>("select id, title, mid, company, isvip, phone from brand where mid > 0 and company <> '' order by id limit 1");
      const [unclaimed] = await db.query<BrandRow>('select id, title, mid, company, isvip, phone from brand where mid is null or mid = 0 order by id limit 1');
      const mobile = phone();
      const v = await verified(mobile, claimed!);
      expect(await v.post(p.enquiryReturning, enquiry(mobile, {}, unclaimed!))).toMatchObject({ code: 200, data: { recipient: SITE_ADVISERS } });
      const rows = await db.query<{ aid: number; recipient: string; consent_text: string }>('select aid, recipient, consent_text from enquiry where mobile = $1 order by id', [mobile]);
      expect(rows).toEqual([
        { aid: claimed!.id, recipient: `该品牌的运营公司「${claimed!.company}」`, consent_text: consentFor(claimed!).consent_text },
        { aid: unclaimed!.id, recipient: '本站自己的加盟顾问', consent_text: consentFor(unclaimed!).consent_text },
      ]);
      expect(rows[1]!.consent_text).toContain('提供给本站自己的加盟顾问');
    });

    it('sends one brand at most once in 30 days, telling the repeat when it was sent and where to see it', async () => {
      const mobile = phone();
      const v = await verified(mobile);
      const sentAt = t;
      t += 29 * DAY;
      // Re-verify (a day's verification has lapsed) and try the same brand again.
      await v.sendCode(mobile);
      const repeat = await v.post(p.enquiryFirst, { ...enquiry(mobile), code: await lastCode(mobile) });
      expect(repeat).toEqual({ code: 400, msg: repeatMessage(new Date(sentAt)), data: null });
      expect(repeat.msg).toMatch(/^您已于\d{4}-\d{2}-\d{2} \d{2}:\d{2}向该品牌提交过咨询，30天内不会重复发送。如需查看或撤回，请到「我的咨询」（\/wode\/zixun）。$/);
      expect(await count(mobile)).toBe(1);
      // The code was not spent: another brand goes through; after 30 days the same brand does too.
      expect(await v.post(p.enquiryFirst, { ...enquiry(mobile, {}, others[0]), code: await lastCode(mobile) })).toMatchObject({ code: 200 });
      t = sentAt + 30 * DAY + 1;
      await v.sendCode(mobile);
      expect(await v.post(p.enquiryFirst, { ...enquiry(mobile), code: await lastCode(mobile) })).toMatchObject({ code: 200 });
      expect(await count(mobile)).toBe(3);
    });

    it('lets one number reach at most 5 different brands in 24 hours', async () => {
      const mobile = phone();
      const v = await verified(mobile);
      for (const b of others.slice(0, 4)) expect(await v.post(p.enquiryReturning, enquiry(mobile, {}, b))).toMatchObject({ code: 200 });
      expect(await v.post(p.enquiryReturning, enquiry(mobile, {}, others[4]))).toEqual({ code: 400, msg: m.brandsDaily, data: null });
      // A marketing lead is no brand: it still goes.
      expect(await v.post(p.enquiryReturning, enquiry(mobile, { typeid: 2, aid: 0 }))).toMatchObject({ code: 200 });
      expect(await count(mobile)).toBe(6);
      // The window rolls: 24 hours after the first, a sixth brand is taken.
      t += DAY - 1;
      expect(await v.post(p.enquiryReturning, enquiry(mobile, {}, others[4]))).toMatchObject({ code: 400, msg: m.brandsDaily });
      t += 2;
      await v.sendCode(mobile);
      expect(await v.post(p.enquiryFirst, { ...enquiry(mobile, {}, others[4]), code: await lastCode(mobile) })).toMatchObject({ code: 200 });
    });

    it('accepts nothing from a number whose owner asked not to be contacted', async () => {
      const mobile = phone();
      const v = await verified(mobile);
      await db.query('insert into enquiry_do_not_contact (mobile, since) values ($1, $2)', [mobile, new Date(t)]);
      expect(await v.post(p.enquiryReturning, enquiry(mobile, {}, others[0]))).toEqual({ code: 400, msg: m.doNotContact, data: null });
      expect(await count(mobile)).toBe(1);
    });
  });
});

describe('SMS_PROVIDER configuration', () => {
  it('stops start-up naming the missing variable', () => {
    expect(() => loadConfig({ SMS_PROVIDER: 'aliyun', ALIYUN_ACCESS_KEY_ID: 'id' })).toThrow(/ALIYUN_ACCESS_KEY_SECRET: required when SMS_PROVIDER=aliyun/);
    expect(() => loadConfig({ SMS_PROVIDER: 'tencent' })).toThrow(/TENCENT_SECRET_ID/);
    expect(() => loadConfig({ SMS_PROVIDER: 'carrier-pigeon' })).toThrow(/SMS_PROVIDER/);
    expect(() => loadConfig({ SMS_IP_DAILY_CAP: '0' })).toThrow(/SMS_IP_DAILY_CAP/);
    expect(loadConfig({}).SMS_PROVIDER).toBe('outbox');
  });
});
