// Claiming a brand over HTTP as the gateway calls it (docs/decisions/0120): a merchant registers with a
// number proven by SMS (the outbox provider keeps the text), uploads a licence picture and claims; ops
// approves or rejects; the brand's public answer follows the approval. Conflicts, the check digit, the
// uploads (not an image, too large, SVG with script, JPEG with EXIF/GPS coming back without it), and who
// may see and decide what. PGlite, and PostgreSQL with TEST_DATABASE_URL.
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  brandConsentText, calls, CLAIM_LICENCE_MAX_BYTES, CLAIM_LICENCE_UPLOAD_PATH, CLAIM_LICENCE_VIEW_PATH, enquiryRecipient,
  wireClaim, wireClaimDetail, wireClaimPage, wirePrincipal, wireSignIn, type WireBrand, type WireClaim,
} from '@shangji/contract';
import { buildUpstream } from '../../app';
import type { Database } from '../../db/database';
import { prepareDatabase } from '../../db/prepare';
import { adminCall, testAccount, type TestAccount } from '../../leads/testing';
import { backends, call as publicCall, openBackend, TEST_SEED } from '../../test/harness';
import { SESSION_HEADER } from '../principal';
import { licenceMessages } from './licence';
import { registerMessages } from './register';

const refused = { code: 403, msg: '无权访问', data: null };
const TENCENT = '91440300708461136T';
const HUAWEI = '914403001922038216';

describe.each(backends)('claiming a brand (%s)', (kind) => {
  let db: Database;
  let dispose: () => Promise<void>;
  let app: FastifyInstance;
  let t = Date.UTC(2031, 8, 1, 3);
  const now = () => t;
  let ops: TestAccount;
  let admin: TestAccount;
  let support: TestAccount;
  let agent: TestAccount;
  let unclaimed: number[];
  let claimedBrand: number;
  let net = 0;
  let phoneSeq = 0;

  const call = <T = unknown>(who: { token: string } | null, name: keyof typeof calls, params: Record<string, string | number> = {}, ip?: string) => {
    const c = calls[name] as { method: 'GET' | 'POST'; path: string };
    if (!ip) return adminCall<T>(app, who?.token ?? null, c.method, c.path, params);
    const qs = new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString();
    return app
      .inject({ method: 'POST', url: c.path, payload: qs, headers: { 'content-type': 'application/x-www-form-urlencoded', ...(who ? { [SESSION_HEADER]: who.token } : {}) }, remoteAddress: ip })
      .then((r) => r.json() as { code: number; msg: string; data: T });
  };
  const upload = async (who: { token: string }, body: Buffer, type = 'application/octet-stream') => {
    const res = await app.inject({ method: 'POST', url: CLAIM_LICENCE_UPLOAD_PATH, payload: body, headers: { 'content-type': type, [SESSION_HEADER]: who.token }, remoteAddress: '10.77.0.9' });
    expect(res.statusCode).toBe(200);
    return res.json() as { code: number; msg: string; data: { id: string; mime: string; width: number; height: number; bytes: number } | null };
  };
  const viewLicence = (who: { token: string } | null, claimId: number) =>
    app.inject({ method: 'GET', url: `${CLAIM_LICENCE_VIEW_PATH}?id=${claimId}`, headers: who ? { [SESSION_HEADER]: who.token } : {}, remoteAddress: '10.77.0.9' });
  const lastCode = async (mobile: string) => {
    const [row] = await db.query<{ body: string }>('select body from sms_outbox where mobile = $1 order by id desc limit 1', [mobile]);
    return /验证码(\d{6})/.exec(row?.body ?? '')?.[1] ?? '';
  };
  const newMobile = () => `1370${String(process.pid % 1000).padStart(3, '0')}${String(++phoneSeq).padStart(4, '0')}`;
  const audits = async (action: string, subject?: string) =>
    (await db.query<{ n: number }>(`select count(*)::int as n from audit_event where action = $1 and ($2::text is null or subject = $2)`, [action, subject ?? null]))[0]!.n;

  /** A merchant registered through the two steps, from its own network; answers its session token. */
  async function register(name = '王经理'): Promise<{ token: string; mobile: string; ip: string }> {
    const ip = `10.${60 + Math.floor(++net / 250)}.${net % 250}.8`;
    const mobile = newMobile();
    const sent = await call<{ ticket: string }>(null, 'merchantCode', { mobile }, ip);
    expect(sent.code).toBe(200);
    const done = await call<{ token: string; stage: string }>(null, 'merchantRegister', { ticket: sent.data.ticket, mobile, code: await lastCode(mobile), name, password: 'a long enough 密码' }, ip);
    expect(done.code, done.msg).toBe(200);
    wireSignIn.parse(done.data);
    expect(done.data.stage).toBe('done');
    return { token: done.data.token, mobile, ip };
  }

  /** A JPEG licence photo taken by a phone: EXIF with the camera and GPS position. */
  const jpegWithGps = () =>
    sharp({ create: { width: 640, height: 420, channels: 3, background: '#d8c8a8' } })
      .jpeg()
      .withExif({ IFD0: { Make: 'PhoneMaker', Model: 'X100', Copyright: 'secret-owner' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '22/1 32/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '113/1 56/1 0/1' } })
      .toBuffer();

  async function claim(who: { token: string }, brand: number, extra: Record<string, string> = {}) {
    const pic = await upload(who, await jpegWithGps());
    expect(pic.code, pic.msg).toBe(200);
    return call<WireClaim>(who, 'claimSubmit', {
      brand, company: '深圳市某某餐饮管理有限公司', credit_code: TENCENT, contact_name: '李四', contact_mobile: newMobile(), licence: pic.data!.id, ...extra,
    });
  }

  beforeAll(async () => {
    ({ db, dispose } = await openBackend(kind));
    await prepareDatabase(db, { seed: TEST_SEED, scale: 'small' });
    app = await buildUpstream({ db, enquiry: { now }, logger: false });
    ops = await testAccount(db, { staff: 'ops' }, t);
    admin = await testAccount(db, { staff: 'admin' }, t);
    support = await testAccount(db, { staff: 'support' }, t);
    unclaimed = (await db.query<{ id: number }>('select id from brand where mid is null order by id limit 6')).map((r) => r.id);
    [{ id: claimedBrand }] = (await db.query<{ id: number }>('select id from brand where mid > 0 order by id limit 1')) as [{ id: number }];
    agent = await testAccount(db, { brands: [[claimedBrand, 'brand_agent']] }, t);
  });
  afterAll(async () => {
    await app?.close();
    await dispose?.();
  });

  it('registers a merchant by SMS code: signed in at once, no staff role, no brand, recorded', async () => {
    const m = await register();
    const me = await call(m, 'adminMe');
    expect(me.code).toBe(200);
    const p = wirePrincipal.parse(me.data);
    expect(p).toMatchObject({ login: m.mobile, name: '王经理', staff_role: null, brands: [], stage: 'done' });
    expect(await audits('merchant.register', `account:${p.id}`)).toBe(1);
    // The audit row holds no number.
    const rows = await db.query<{ detail: unknown; subject: string }>(`select detail, subject from audit_event where action = 'merchant.register'`);
    expect(JSON.stringify(rows)).not.toContain(m.mobile);
    // It sees none of ops's screens.
    expect(await call(m, 'adminClaims')).toEqual(refused);
  });

  it('refuses a wrong code, a number registered already, and locks a network that keeps guessing', async () => {
    const first = await register();
    const ip = '10.99.3.4';
    const again = await call<{ ticket: string }>(null, 'merchantCode', { mobile: first.mobile }, ip);
    const taken = await call(null, 'merchantRegister', { ticket: again.data.ticket, mobile: first.mobile, code: await lastCode(first.mobile), name: '冒名', password: 'another long 密码' }, ip);
    expect(taken).toMatchObject({ code: 400, msg: registerMessages.taken });

    const mobile = newMobile();
    const sent = await call<{ ticket: string }>(null, 'merchantCode', { mobile }, ip);
    const right = await lastCode(mobile);
    const wrong = right === '000000' ? '111111' : '000000';
    const answers: number[] = [];
    for (let i = 0; i < 20; i++) answers.push((await call(null, 'merchantRegister', { ticket: sent.data.ticket, mobile, code: wrong, name: '张三', password: 'a long enough 密码' }, ip)).code);
    expect(answers.slice(0, 19).every((c) => c === 400)).toBe(true);
    expect(answers[19]).toBe(429);
    // Locked: even the right code is not looked at, and no new code is sent to this network.
    expect((await call(null, 'merchantRegister', { ticket: sent.data.ticket, mobile, code: right, name: '张三', password: 'a long enough 密码' }, ip)).code).toBe(429);
    expect((await call(null, 'merchantCode', { mobile: newMobile() }, ip)).code).toBe(429);
    expect(await db.query('select 1 from account where login = $1', [mobile])).toHaveLength(0);
  });

  it('refuses a bad number, a short password and a missing ticket with clear messages', async () => {
    expect(await call(null, 'merchantCode', { mobile: '12345' }, '10.98.0.1')).toMatchObject({ code: 400, msg: registerMessages.mobile });
    const mobile = newMobile();
    const sent = await call<{ ticket: string }>(null, 'merchantCode', { mobile }, '10.98.0.1');
    expect(await call(null, 'merchantRegister', { ticket: sent.data.ticket, mobile, code: await lastCode(mobile), name: '张三', password: 'short' }, '10.98.0.1')).toMatchObject({ code: 400, msg: '密码至少需要10个字符' });
    expect(await call(null, 'merchantRegister', { ticket: '', mobile, code: '123456', name: '张三', password: 'a long enough 密码' }, '10.98.0.1')).toMatchObject({ code: 400, msg: registerMessages.ticket });
  });

  it('claims, ops approves: brand_admin, the operating company on the brand page and in the consent, the feed told, all recorded', async () => {
    const m = await register();
    const brand = unclaimed[0]!;
    const found = await call<{ id: number; title: string; claimed: boolean; pending: boolean }[]>(m, 'claimBrands', { id: brand });
    expect(found.data).toEqual([expect.objectContaining({ id: brand, claimed: false, pending: false })]);
    const byName = await call<{ id: number }[]>(m, 'claimBrands', { q: (found.data[0]!.title).slice(0, 3) });
    expect(byName.data.map((b) => b.id)).toContain(brand);

    const bad = await claim(m, brand, { credit_code: '91440300708461136A' });
    expect(bad).toMatchObject({ code: 400, msg: '统一社会信用代码校验位不正确，请核对营业执照' });
    const submitted = await claim(m, brand, { company: '深圳市认领测试餐饮有限公司' });
    expect(submitted.code, submitted.msg).toBe(200);
    expect(wireClaim.parse(submitted.data)).toMatchObject({ brand_id: brand, state: 'pending', credit_code: TENCENT });
    expect(submitted.data.contact_mobile).toMatch(/^\d{3}\*{4}\d{4}$/);
    expect(await audits('claim.submit', `claim:${submitted.data.id}`)).toBe(1);

    const mine = await call<WireClaim[]>(m, 'myClaims');
    expect(mine.data.map((c) => c.id)).toEqual([submitted.data.id]);
    const list = await call(ops, 'adminClaims', { state: 'pending' });
    expect(wireClaimPage.parse(list.data).list.map((c) => c.id)).toContain(submitted.data.id);
    const detail = await call(ops, 'adminClaim', { id: submitted.data.id });
    expect(wireClaimDetail.parse(detail.data)).toMatchObject({ account_login: m.mobile, current_operator: '', licence: { mime: 'image/jpeg', width: 640, height: 420 } });

    // Neither a brand agent nor support may decide; each refusal is recorded.
    const before = await audits('authz.refused');
    expect(await call(agent, 'adminDecideClaim', { id: submitted.data.id, decision: 'approve' })).toEqual(refused);
    expect(await call(support, 'adminDecideClaim', { id: submitted.data.id, decision: 'approve' })).toEqual(refused);
    expect(await call(m, 'adminDecideClaim', { id: submitted.data.id, decision: 'approve' })).toEqual(refused);
    expect(await audits('authz.refused')).toBe(before + 3);

    const [{ seq: seqBefore }] = (await db.query<{ seq: string }>('select coalesce(max(seq), 0) as seq from content_change')) as [{ seq: string }];
    t += 60_000;
    const approved = await call<WireClaim>(ops, 'adminDecideClaim', { id: submitted.data.id, decision: 'approve' });
    expect(approved.code, approved.msg).toBe(200);
    expect(approved.data.state).toBe('approved');
    expect(await audits('claim.approve', `claim:${submitted.data.id}`)).toBe(1);
    const feed = await db.query<{ kind: string; ref: string }>('select kind, ref from content_change where seq > $1', [seqBefore]);
    expect(feed).toContainEqual({ kind: 'claim', ref: String(brand) });

    // The merchant now administers the brand (on its next request).
    const me = wirePrincipal.parse((await call(m, 'adminMe')).data);
    expect(me.brands).toEqual([expect.objectContaining({ brand_id: brand, role: 'brand_admin' })]);
    // The public brand answer: claimed (mid) and the operating company, which the consent names.
    const show = await publicCall<WireBrand>(app, calls.brandShow.path, { id: brand });
    expect(show.body.data.mid).toBeGreaterThan(0);
    expect(show.body.data.company).toBe('深圳市认领测试餐饮有限公司');
    expect(enquiryRecipient(show.body.data)).toBe('该品牌的运营公司「深圳市认领测试餐饮有限公司」');
    expect(brandConsentText({ title: show.body.data.title, mid: show.body.data.mid, company: show.body.data.company })).toContain('深圳市认领测试餐饮有限公司');
    // A decided claim cannot be decided again.
    expect(await call(ops, 'adminDecideClaim', { id: submitted.data.id, decision: 'reject', reason: '重复审核' })).toMatchObject({ code: 400 });
  });

  it('flags a second claim as 冲突, keeps the other in 冲突 after one is approved, and shows the rejection reason to its merchant', async () => {
    const a = await register('甲');
    const b = await register('乙');
    const brand = unclaimed[1]!;
    const first = await claim(a, brand);
    expect(first.data.state).toBe('pending');
    const second = await claim(b, brand, { credit_code: HUAWEI, company: '另一家运营公司' });
    expect(second.data.state).toBe('conflict');
    // The first is in conflict with it too; a claimant cannot claim the same brand twice.
    expect((await call<WireClaim[]>(a, 'myClaims')).data[0]!.state).toBe('conflict');
    expect(await claim(a, brand)).toMatchObject({ code: 400, msg: '您已提交过该品牌的认领，请等待审核结果' });
    const conflicts = wireClaimPage.parse((await call(ops, 'adminClaims', { state: 'conflict' })).data).list.map((c) => c.id);
    expect(conflicts).toEqual(expect.arrayContaining([first.data.id, second.data.id]));

    expect((await call<WireClaim>(ops, 'adminDecideClaim', { id: first.data.id, decision: 'approve' })).data.state).toBe('approved');
    expect((await call<WireClaim[]>(b, 'myClaims')).data[0]!.state).toBe('conflict');
    const detail = wireClaimDetail.parse((await call(ops, 'adminClaim', { id: second.data.id })).data);
    expect(detail.current_operator).toBe('深圳市某某餐饮管理有限公司');
    expect(detail.others).toEqual([expect.objectContaining({ id: first.data.id, state: 'approved' })]);

    expect(await call(ops, 'adminDecideClaim', { id: second.data.id, decision: 'reject', reason: '' })).toMatchObject({ code: 400, msg: '请填写驳回原因（2-200个字），商家会看到它' });
    expect((await call<WireClaim>(ops, 'adminDecideClaim', { id: second.data.id, decision: 'reject', reason: '营业执照上的公司与品牌运营方不符' })).code).toBe(200);
    const seen = (await call<WireClaim[]>(b, 'myClaims')).data[0]!;
    expect(seen).toMatchObject({ state: 'rejected', reason: '营业执照上的公司与品牌运营方不符' });
    expect(await audits('claim.reject', `claim:${second.data.id}`)).toBe(1);
    // The approved merchant stays the brand's only administrator.
    expect(await db.query('select account_id from account_brand where brand_id = $1', [brand])).toHaveLength(1);
  });

  it('a claim of a brand already claimed is 冲突; rejecting one of two leaves the other waiting again', async () => {
    const m = await register();
    expect((await claim(m, claimedBrand)).data.state).toBe('conflict');
    const a = await register();
    const b = await register();
    const brand = unclaimed[2]!;
    const first = await claim(a, brand);
    await claim(b, brand);
    await call(ops, 'adminDecideClaim', { id: first.data.id, decision: 'reject', reason: '材料不全' });
    expect((await call<WireClaim[]>(b, 'myClaims')).data[0]!.state).toBe('pending');
  });

  it('merchant A cannot see merchant B\'s claim, nor its licence', async () => {
    const a = await register();
    const b = await register();
    const claimB = await claim(b, unclaimed[3]!);
    expect((await call<WireClaim[]>(a, 'myClaims')).data.map((c) => c.id)).not.toContain(claimB.data.id);
    expect(await call(a, 'adminClaim', { id: claimB.data.id })).toEqual(refused);
    const pic = await viewLicence(a, claimB.data.id);
    expect(pic.json()).toEqual(refused);
    expect(pic.headers['content-type']).toMatch(/json/);
    // A merchant cannot submit a claim with another account's picture either.
    const picB = await upload(b, await jpegWithGps());
    expect(await call(a, 'claimSubmit', { brand: unclaimed[4]!, company: '某公司有限公司', credit_code: TENCENT, contact_name: '李四', contact_mobile: newMobile(), licence: picB.data!.id })).toMatchObject({ code: 400, msg: '请先上传营业执照图片' });
    expect((await viewLicence(null, claimB.data.id)).json()).toMatchObject({ code: 401 });
  });

  it('serves the licence to ops and admin only, stripped of EXIF and GPS, named, never sniffed; every view recorded', async () => {
    const m = await register();
    const sent = await jpegWithGps();
    expect((await sharp(sent).metadata()).exif).toBeDefined();
    const c = await claim(m, unclaimed[5]!);
    for (const who of [ops, admin]) {
      const res = await viewLicence(who, c.data.id);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/jpeg');
      expect(res.headers['content-disposition']).toBe(`inline; filename="licence-${c.data.id}.jpg"`);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['cache-control']).toBe('no-store');
      const meta = await sharp(res.rawPayload).metadata();
      expect(meta).toMatchObject({ format: 'jpeg', width: 640, height: 420 });
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(res.rawPayload.includes(Buffer.from('PhoneMaker'))).toBe(false);
      expect(res.rawPayload.includes(Buffer.from('secret-owner'))).toBe(false);
    }
    expect(await audits('licence.view', `claim:${c.data.id}`)).toBe(2);
    expect((await viewLicence(support, c.data.id)).json()).toEqual(refused);
    expect((await viewLicence(agent, c.data.id)).json()).toEqual(refused);
    expect(await audits('licence.view', `claim:${c.data.id}`)).toBe(2);
  });

  it('accepts PNG and WebP pictures and refuses what is not one: text, SVG with or without script, a renamed or truncated file, too large', async () => {
    const m = await register();
    const png = await sharp({ create: { width: 400, height: 300, channels: 4, background: '#ffffff' } }).png().toBuffer();
    expect((await upload(m, png)).data).toMatchObject({ mime: 'image/png', width: 400, height: 300 });
    const webp = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#eeeeee' } }).webp().toBuffer();
    expect((await upload(m, webp)).data).toMatchObject({ mime: 'image/webp' });

    const svgScript = Buffer.from('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="400" height="300"><script>alert(document.cookie)</script><rect width="400" height="300"/></svg>');
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300"><rect width="400" height="300" fill="red"/></svg>');
    for (const body of [Buffer.from('营业执照.pdf, not a picture'), svgScript, svg, Buffer.from('%PDF-1.7\n%âãÏÓ\n')]) {
      expect(await upload(m, body)).toEqual({ code: 400, msg: licenceMessages.notImage, data: null });
    }
    // The browser's own type does not matter: an SVG sent as image/svg+xml is refused before it is read.
    expect(await upload(m, svgScript, 'image/svg+xml')).toEqual({ code: 400, msg: licenceMessages.notImage, data: null });
    // JPEG's first bytes on something else, and a JPEG cut in half.
    expect(await upload(m, Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), svgScript]))).toEqual({ code: 400, msg: licenceMessages.undecodable, data: null });
    const whole = await jpegWithGps();
    expect(await upload(m, whole.subarray(0, Math.floor(whole.length / 2)))).toEqual({ code: 400, msg: licenceMessages.undecodable, data: null });
    // Too small to read a licence on.
    expect(await upload(m, await sharp({ create: { width: 40, height: 40, channels: 3, background: '#000' } }).jpeg().toBuffer())).toEqual({ code: 400, msg: licenceMessages.tooSmall, data: null });
    // Over 5 MB: refused without being decoded.
    const big = Buffer.alloc(CLAIM_LICENCE_MAX_BYTES + 1, 0);
    whole.copy(big);
    expect(await upload(m, big)).toEqual({ code: 400, msg: licenceMessages.tooLarge, data: null });
    expect(await upload({ token: 'x'.repeat(43) }, whole)).toMatchObject({ code: 401 });
    // Nothing refused was stored.
    const [{ n }] = (await db.query<{ n: number }>('select count(*)::int as n from claim_licence l join merchant_signup s on s.account_id = l.account_id where s.mobile = $1', [m.mobile])) as [{ n: number }];
    expect(n).toBe(2);
  });
});
