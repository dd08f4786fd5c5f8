// Claiming a brand through the real gateway over the real upstream (PGlite, and PostgreSQL with
// TEST_DATABASE_URL; docs/decisions/0120): a merchant registers on the admin listener (the HttpOnly
// cookie is set, the secret never in an answer), uploads the licence through the listener's own route
// (same-origin POST only), claims; ops opens the picture (named, nosniff, no-store) and approves; the
// public /graphql then answers the brand as claimed with the company named in the consent. A merchant
// and support are refused the picture and the decision.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminSiteOf, buildGateway } from '../../server/src/app';
import { LICENCE_UPLOAD_ROUTE } from '../../server/src/backoffice/claim-files';
import { loadConfig as gatewayConfig } from '../../server/src/config';
import { buildUpstream } from '../../upstream/src/app';
import { loadConfig } from '../../upstream/src/config';
import type { Database } from '../../upstream/src/db/database';
import { prepareDatabase } from '../../upstream/src/db/prepare';
import { testAccount } from '../../upstream/src/leads/testing';
import { backends, openBackend, TEST_SEED } from '../../upstream/src/test/harness';

const ADMIN_URL = 'http://admin.shangji.test:3002';
const ORIGIN = new URL(ADMIN_URL).origin;

interface Gql<T = Record<string, any>> {
  data?: T | null;
  errors?: { message: string; extensions?: { code?: string } }[];
}

describe.each(backends)('claiming a brand through the gateway (%s)', (kind) => {
  let db: Database;
  let dispose: () => Promise<void>;
  let upstream: FastifyInstance;
  let gateway: FastifyInstance;
  let admin: FastifyInstance;
  let brand: { id: number; title: string };
  let ops = '';
  let support = '';

  const post = (query: string, variables: Record<string, unknown>, cookie = '') =>
    admin.inject({ method: 'POST', url: '/graphql', headers: { 'content-type': 'application/json', origin: ORIGIN, ...(cookie ? { cookie } : {}) }, payload: JSON.stringify({ query, variables }) });
  const gql = async <T = Record<string, any>>(query: string, variables: Record<string, unknown> = {}, cookie = '') => (await post(query, variables, cookie)).json() as Gql<T>;
  const sessionCookie = (res: LightMyRequestResponse) => {
    const c = res.cookies.find((x) => x.name === 'sj_admin');
    return c ? `sj_admin=${c.value}` : '';
  };

  beforeAll(async () => {
    ({ db, dispose } = await openBackend(kind));
    await prepareDatabase(db, { seed: TEST_SEED, scale: 'small' });
    [brand] = (await db.query<{ id: number; title: string }>('select id, title from brand where mid is null order by id desc limit 1')) as [{ id: number; title: string }];
    upstream = await buildUpstream({ db, enquiry: { config: loadConfig({ NODE_ENV: 'development', POW_COST: '0' }) } });
    await upstream.listen({ port: 0, host: '127.0.0.1' });
    const upstreamUrl = `http://127.0.0.1:${(upstream.server.address() as { port: number }).port}`;
    gateway = await buildGateway(gatewayConfig({ UPSTREAM_URL: upstreamUrl, NODE_ENV: 'production', ADMIN_SITE_URL: ADMIN_URL, GATEWAY_RATE_LIMIT: '0' }), { logger: false });
    admin = adminSiteOf(gateway);
    ops = `sj_admin=${(await testAccount(db, { staff: 'ops' })).token}`;
    support = `sj_admin=${(await testAccount(db, { staff: 'support' })).token}`;
  });
  afterAll(async () => {
    await gateway?.close();
    await upstream?.close();
    await dispose?.();
  });

  async function register(mobile: string): Promise<string> {
    const sent = await gql<{ requestMerchantCode: { ok: boolean; ticket: string } }>('mutation C($p: String!) { requestMerchantCode(phone: $p) { ok code message ticket } }', { p: mobile });
    expect(sent.data!.requestMerchantCode.ok).toBe(true);
    const [sms] = await db.query<{ body: string }>('select body from sms_outbox where mobile = $1 order by id desc limit 1', [mobile]);
    const code = /验证码(\d{6})/.exec(sms!.body)![1]!;
    const res = await post(
      'mutation R($t: String!, $p: String!, $c: String!) { registerMerchant(ticket: $t, phone: $p, code: $c, name: "赵经理", password: "merchant password 1") { ok code message stage } }',
      { t: sent.data!.requestMerchantCode.ticket, p: mobile, c: code },
    );
    const body = res.json() as Gql<{ registerMerchant: { ok: boolean; stage: string } }>;
    expect(body.data!.registerMerchant).toMatchObject({ ok: true, stage: 'DONE' });
    expect(res.body).not.toMatch(/token/i);
    const cookie = res.headers['set-cookie'];
    expect(String(cookie)).toMatch(/^sj_admin=[A-Za-z0-9_-]{40,}; Max-Age=43200; Path=\/; HttpOnly; SameSite=Strict$/);
    return sessionCookie(res);
  }

  const upload = (bytes: Buffer, cookie: string, origin: string | null = ORIGIN) =>
    admin.inject({ method: 'POST', url: LICENCE_UPLOAD_ROUTE, headers: { 'content-type': 'image/jpeg', cookie, ...(origin ? { origin } : {}) }, payload: bytes });

  it('register, upload, claim, ops opens the licence and approves; the public site answers the brand as claimed', async () => {
    const merchant = await register(`1351${String(process.pid % 10_000).padStart(4, '0')}${kind === 'pglite' ? '001' : '002'}`);
    const me = await gql<{ me: { staffRole: string | null; brands: unknown[] } }>('query { me { staffRole brands { brandId } } }', {}, merchant);
    expect(me.data!.me).toEqual({ staffRole: null, brands: [] });

    const photo = await sharp({ create: { width: 500, height: 350, channels: 3, background: '#cccccc' } }).jpeg().withExif({ IFD0: { Make: 'LeakyCam' } }).toBuffer();
    // Only this origin may post a picture.
    expect((await upload(photo, merchant, null)).statusCode).toBe(403);
    expect((await upload(photo, merchant, 'https://evil.example')).statusCode).toBe(403);
    const svg = await upload(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), merchant);
    expect(svg.json()).toMatchObject({ code: 400, msg: '请上传 JPG、PNG 或 WebP 格式的营业执照图片' });
    const up = await upload(photo, merchant);
    expect(up.statusCode).toBe(200);
    expect(up.headers['cache-control']).toBe('no-store');
    const licenceId = (up.json() as { code: number; data: { id: string } }).data.id;

    const found = await gql<{ claimBrands: { id: string; claimed: boolean }[] }>('query B($id: ID) { claimBrands(id: $id) { id name claimed pending } }', { id: String(brand.id) }, merchant);
    expect(found.data!.claimBrands).toEqual([expect.objectContaining({ id: String(brand.id), claimed: false })]);
    const submitted = await gql<{ submitClaim: { ok: boolean; message: string; claim: { id: string; state: string; stateLabel: string } } }>(
      `mutation S($b: ID!, $l: String!) { submitClaim(brandId: $b, companyName: "杭州网关测试餐饮管理有限公司", creditCode: "91330100799655058B", contactName: "赵经理", contactPhone: "13600001111", licenceId: $l) { ok code message claim { id state stateLabel contactPhone } } }`,
      { b: String(brand.id), l: licenceId }, merchant,
    );
    expect(submitted.data!.submitClaim).toMatchObject({ ok: true, claim: { state: 'PENDING', stateLabel: '待审核', contactPhone: '136****1111' } });
    const claimId = submitted.data!.submitClaim.claim.id;

    // The merchant and support are refused the review and the picture.
    for (const who of [merchant, support]) {
      expect((await gql(`query { claimDetail(id: "${claimId}") { accountLogin } }`, {}, who)).errors?.map((e) => e.extensions?.code)).toEqual(['FORBIDDEN']);
      expect((await gql(`mutation { decideClaim(id: "${claimId}", approve: true) { ok } }`, {}, who)).errors?.map((e) => e.extensions?.code)).toEqual(['FORBIDDEN']);
    }
    const detail = await gql<{ claimDetail: { licenceUrl: string; claim: { contactPhone: string } } }>(`query { claimDetail(id: "${claimId}") { licenceUrl claim { contactPhone } } }`, {}, ops);
    expect(detail.data!.claimDetail.claim.contactPhone).toBe('13600001111');
    const url = detail.data!.claimDetail.licenceUrl;
    expect(url).toBe(`/a-files/claims/${claimId}/licence`);
    const refusedPic = await admin.inject({ method: 'GET', url, headers: { cookie: merchant } });
    expect([refusedPic.statusCode, refusedPic.body]).toEqual([403, '无权访问']);
    expect((await admin.inject({ method: 'GET', url })).statusCode).toBe(401);
    const pic = await admin.inject({ method: 'GET', url, headers: { cookie: ops } });
    expect(pic.statusCode).toBe(200);
    expect(pic.headers).toMatchObject({
      'content-type': 'image/jpeg', 'content-disposition': `inline; filename="licence-${claimId}.jpg"`, 'x-content-type-options': 'nosniff', 'cache-control': 'no-store',
    });
    expect((await sharp(pic.rawPayload).metadata()).exif).toBeUndefined();
    expect(pic.rawPayload.includes(Buffer.from('LeakyCam'))).toBe(false);
    // The public listener has no such route: the picture is on the admin origin only.
    expect((await gateway.inject({ method: 'GET', url, headers: { cookie: ops } })).headers['content-type']).not.toMatch(/^image\//);

    const publicBrand = () =>
      gateway.inject({ method: 'POST', url: '/graphql', headers: { 'content-type': 'application/json' }, payload: { query: `query { brand(id: "${brand.id}") { claimed company enquiryTarget { recipient } } }` } })
        .then((r) => (r.json() as Gql<{ brand: { claimed: boolean; company: string; enquiryTarget: { recipient: string } } }>).data!.brand);
    const decided = await gql<{ decideClaim: { ok: boolean; claim: { state: string } } }>(`mutation { decideClaim(id: "${claimId}", approve: true) { ok message claim { state } } }`, {}, ops);
    expect(decided.data!.decideClaim).toMatchObject({ ok: true, claim: { state: 'APPROVED' } });
    // The merchant's next request: brand_admin of the brand; its claim approved.
    const after = await gql<{ me: { brands: { brandId: string; role: string }[] }; myClaims: { state: string }[] }>('query { me { brands { brandId role } } myClaims { state } }', {}, merchant);
    expect(after.data!.me.brands).toEqual([{ brandId: String(brand.id), role: 'BRAND_ADMIN' }]);
    expect(after.data!.myClaims).toEqual([{ state: 'APPROVED' }]);
    // The public site (asked first now: whether a cached copy is dropped is the content change feed's
    // business, tested with it) answers the brand as claimed, the consent naming the company.
    let seen: Awaited<ReturnType<typeof publicBrand>> | undefined;
    for (let i = 0; i < 50; i++) {
      seen = await publicBrand();
      if (seen.claimed) break;
      await new Promise((r) => setTimeout(r, 200));
    }
    expect(seen).toEqual({ claimed: true, company: '杭州网关测试餐饮管理有限公司', enquiryTarget: { recipient: '该品牌的运营公司「杭州网关测试餐饮管理有限公司」' } });
  });
});
