// Brand edits through the real gateway over the real upstream (PGlite, and PostgreSQL with
// TEST_DATABASE_URL; docs/decisions/0121): a brand_admin's HTML with a script, an onerror attribute and a
// javascript: link is cleaned before the draft is saved, ops publishes it, and the public brand page
// (desktop and mobile, SSR and GraphQL) shows the new text and none of the script — also for HTML that
// reached the brand row some other way (the pages sanitise on read). Brand B's admin is refused brand A's
// draft the way every refusal looks, and it is recorded; support and compliance cannot publish; the
// sitemap's lastmod of the brand moves.
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminSiteOf, buildGateway, mobileSiteOf } from '../../server/src/app';
import { loadConfig as gatewayConfig } from '../../server/src/config';
import { buildUpstream } from '../../upstream/src/app';
import { loadConfig } from '../../upstream/src/config';
import type { Database } from '../../upstream/src/db/database';
import { prepareDatabase } from '../../upstream/src/db/prepare';
import { backends, openBackend, TEST_SEED } from '../../upstream/src/test/harness';

const ADMIN_URL = 'http://admin.shangji.test:3002';
const ADMIN_ORIGIN = new URL(ADMIN_URL).origin;
const DANGER = /<script|onerror|javascript:|alert\(/i;
const MERCHANT_HTML =
  '<p>真的品牌介绍：<strong>十年老店</strong></p><script>alert(1)</script><img src="x" onerror="alert(2)">' +
  '<a href="javascript:alert(3)">点我</a><img src="https://evil.example/track.png"><p onclick="alert(4)">加盟热线</p>';

interface GqlAnswer {
  data?: Record<string, unknown> | null;
  errors?: { message: string; extensions?: { code?: string } }[];
}

describe.each(backends)('brand edits through the gateway (%s)', (kind) => {
  let db: Database;
  let dispose: () => Promise<void>;
  let upstream: FastifyInstance;
  let gateway: FastifyInstance;
  let admin: FastifyInstance;
  let mobile: FastifyInstance;
  const t = Date.now();
  let brandA: number;
  let brandB: number;
  const cookies = new Map<string, string>();
  const ids = new Map<string, number>();

  async function account(name: string, staff: string | null, brand?: [number, string]): Promise<void> {
    const [row] = await db.query<{ id: number }>(
      `insert into account (login, display_name, staff_role, totp_secret, created_at) values ($1, $1, $2, $3, $4) returning id`,
      [`be-${name}-${kind}`, staff, staff ? 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP' : null, new Date(t - 86_400_000)],
    );
    if (brand) await db.query('insert into account_brand (account_id, brand_id, role) values ($1, $2, $3)', [row!.id, brand[0], brand[1]]);
    const token = randomBytes(32).toString('base64url');
    await db.query(
      `insert into account_session (id, account_id, created_at, last_seen_at, expires_at, second_factor_at, ip_prefix, user_agent)
       values ($1, $2, $3, $3, $4, $3, '127.0.0.0/24', 'vitest')`,
      [createHash('sha256').update(token).digest('hex'), row!.id, new Date(t - 1000), new Date(t + 12 * 3600_000)],
    );
    cookies.set(name, `sj_admin=${token}`);
    ids.set(name, row!.id);
  }

  const adminQuery = async (who: string, query: string, variables: Record<string, unknown> = {}): Promise<GqlAnswer> => {
    const res = await admin.inject({ method: 'POST', url: '/graphql', headers: { 'content-type': 'application/json', origin: ADMIN_ORIGIN, cookie: cookies.get(who)! }, payload: { query, variables } });
    return res.json() as GqlAnswer;
  };
  const publicBrand = async (on: FastifyInstance, id: number) => {
    const res = await on.inject({ method: 'POST', url: '/graphql', headers: { 'content-type': 'application/json' }, payload: { query: 'query B($id: ID!) { brand(id: $id) { summary company introHtml advantagesHtml } }', variables: { id: String(id) } } });
    const body = res.json() as { data?: { brand: { summary: string; company: string; introHtml: string | null; advantagesHtml: string | null } } };
    if (!body.data) throw new Error(`${res.statusCode} ${res.body.slice(0, 300)}`);
    return body.data.brand;
  };
  const fieldsOf = async (who: string, brand: number) => {
    const a = await adminQuery(who, `query E($b: ID!) { brandEdit(brandId: $b) { current { description content advantage conditions process feeBandId money product throng foundedYear company thumb slideshow } edit { id state returnReason fields { content } } } }`, { b: String(brand) });
    return a.data!.brandEdit as { current: Record<string, unknown>; edit: { id: string; state: string; returnReason: string; fields: { content: string } } | null };
  };
  const refusals = async (who: string) =>
    (await db.query<{ n: number }>(`select count(*)::int as n from audit_event where action = 'authz.refused' and actor_account = $1`, [ids.get(who)]))[0]!.n;

  beforeAll(async () => {
    ({ db, dispose } = await openBackend(kind));
    await prepareDatabase(db, { seed: TEST_SEED, scale: 'small' });
    [brandA, brandB] = (await db.query<{ id: number }>('select id from brand order by id limit 2')).map((r) => r.id) as [number, number];
    upstream = await buildUpstream({ db, enquiry: { config: loadConfig({ NODE_ENV: 'development', POW_COST: '0' }) } });
    await upstream.listen({ port: 0, host: '127.0.0.1' });
    const upstreamUrl = `http://127.0.0.1:${(upstream.server.address() as { port: number }).port}`;
    gateway = await buildGateway(gatewayConfig({ UPSTREAM_URL: upstreamUrl, NODE_ENV: 'production', ADMIN_SITE_URL: ADMIN_URL, GATEWAY_RATE_LIMIT: '0', PAGE_CACHE_TTL_MS: '0' }), { logger: false });
    admin = adminSiteOf(gateway);
    mobile = mobileSiteOf(gateway);
    await account('adminA', null, [brandA, 'brand_admin']);
    await account('agentA', null, [brandA, 'brand_agent']);
    await account('adminB', null, [brandB, 'brand_admin']);
    await account('ops', 'ops');
    await account('support', 'support');
    await account('compliance', 'compliance');
  }, 120_000);
  afterAll(async () => {
    await gateway?.close();
    await upstream?.close();
    await db?.close();
    await dispose?.();
  });

  it('a merchant\'s script never reaches a page: cleaned when saved, published by ops, shown on desktop and mobile; lastmod moves', async () => {
    const { current } = await fieldsOf('adminA', brandA);
    const fields = { ...current, description: '焕新后的品牌简介：十年老店，全国连锁。', content: MERCHANT_HTML, advantage: '<p>优势</p><iframe src="https://evil.example"></iframe>' };
    const saved = await adminQuery('adminA', 'mutation S($b: ID!, $f: BrandEditInput!) { saveBrandEdit(brandId: $b, fields: $f) { ok code message } }', { b: String(brandA), f: fields });
    expect(saved.data!.saveBrandEdit).toMatchObject({ ok: true, code: 200 });
    // What ops will review is already what the site would show: the script, the handlers, the
    // javascript: link and the remote image are gone; the text stays.
    const draft = (await fieldsOf('adminA', brandA)).edit!;
    expect(draft.state).toBe('DRAFT');
    expect(draft.fields.content).toContain('真的品牌介绍');
    expect(draft.fields.content).not.toMatch(DANGER);
    expect(draft.fields.content).not.toContain('evil.example');

    // brand B's admin, the brand's agent: refused like any refusal, and recorded.
    const before = await refusals('adminB');
    for (const q of [
      [`query { brandEdit(brandId: "${brandA}") { title } }`, 'brandEdit'],
      [`mutation { submitBrandEdit(brandId: "${brandA}") { code } }`, 'submitBrandEdit'],
      [`mutation { discardBrandEdit(brandId: "${brandA}") { code } }`, 'discardBrandEdit'],
    ] as const) {
      const a = await adminQuery('adminB', q[0]);
      expect(a.errors?.map((e) => [e.message, e.extensions?.code])).toEqual([['无权访问', 'FORBIDDEN']]);
      expect(a.data?.[q[1]] ?? null).toBeNull();
    }
    expect(await refusals('adminB')).toBe(before + 3);
    expect((await adminQuery('agentA', `query { brandEdit(brandId: "${brandA}") { title } }`)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

    const submitted = await adminQuery('adminA', `mutation { submitBrandEdit(brandId: "${brandA}") { ok view { edit { id state } } } }`);
    const edit = (submitted.data!.submitBrandEdit as { view: { edit: { id: string; state: string } } }).view.edit;
    expect(edit.state).toBe('SUBMITTED');

    for (const who of ['support', 'compliance', 'adminA']) {
      const a = await adminQuery(who, `mutation { publishBrandEdit(id: "${edit.id}") { code } }`);
      expect(a.errors?.[0]?.extensions?.code, who).toBe('FORBIDDEN');
    }
    const queue = await adminQuery('ops', '{ brandEditQueue { total items { id brandId changed } } }');
    expect((queue.data!.brandEditQueue as { items: { id: string; changed: string[] }[] }).items).toContainEqual({ id: edit.id, brandId: String(brandA), changed: ['description', 'content', 'advantage'] });

    const published = await adminQuery('ops', `mutation { publishBrandEdit(id: "${edit.id}") { ok code message view { current { description } edit { state } } } }`);
    expect(published.data!.publishBrandEdit).toMatchObject({ ok: true, view: { current: { description: fields.description }, edit: { state: 'PUBLISHED' } } });

    // The public site: its GraphQL (which both sites' browsers call), and the pages of desktop and mobile.
    const b = await publicBrand(gateway, brandA);
    expect(b.summary).toBe(fields.description);
    expect(b.introHtml).toContain('真的品牌介绍');
    expect(b.introHtml).not.toMatch(DANGER);
    expect(b.advantagesHtml).not.toContain('iframe');
    for (const site of [gateway, mobile]) {
      const page = await site.inject({ method: 'GET', url: `/shangji/${brandA}`, headers: { accept: 'text/html' } });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('十年老店');
      expect(page.body).not.toMatch(/onerror|javascript:alert|alert\([1-4]\)/);
    }

    // The sitemap dates the brand by the publication.
    const sitemap = await gateway.inject({ method: 'GET', url: '/sitemap/zhaoshang-1.xml' });
    const entry = new RegExp(`<loc>[^<]*/shangji/${brandA}</loc>\\s*<lastmod>([^<]+)</lastmod>`).exec(sitemap.body);
    expect(entry, sitemap.body.slice(0, 500)).not.toBeNull();
    expect(Math.abs(Date.parse(entry![1]!) - Date.now())).toBeLessThan(120_000);
  });

  it('HTML that reached the brand row another way is sanitised when a page reads it', async () => {
    await db.query(`update brand set advantage = $2 where id = $1`, [brandB, MERCHANT_HTML]);
    const b = await publicBrand(gateway, brandB);
    expect(b.advantagesHtml).toContain('真的品牌介绍');
    expect(b.advantagesHtml).not.toMatch(DANGER);
    for (const site of [gateway, mobile]) {
      const page = await site.inject({ method: 'GET', url: `/shangji/${brandB}`, headers: { accept: 'text/html' } });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('十年老店');
      expect(page.body).not.toMatch(/onerror|javascript:alert|alert\([1-4]\)/);
    }
  });

  it('ops returns an edit with a reason the brand_admin reads', async () => {
    const { current } = await fieldsOf('adminB', brandB);
    await adminQuery('adminB', 'mutation S($b: ID!, $f: BrandEditInput!) { saveBrandEdit(brandId: $b, fields: $f) { ok } }', { b: String(brandB), f: { ...current, company: '另一家公司' } });
    const sub = await adminQuery('adminB', `mutation { submitBrandEdit(brandId: "${brandB}") { view { edit { id } } } }`);
    const id = (sub.data!.submitBrandEdit as { view: { edit: { id: string } } }).view.edit.id;
    const empty = await adminQuery('ops', `mutation { returnBrandEdit(id: "${id}", reason: " ") { ok message } }`);
    expect(empty.data!.returnBrandEdit).toEqual({ ok: false, message: '请填写退回原因（500字以内）' });
    await adminQuery('ops', `mutation { returnBrandEdit(id: "${id}", reason: "公司名称与营业执照不一致") { ok } }`);
    const seen = (await fieldsOf('adminB', brandB)).edit!;
    expect(seen).toMatchObject({ state: 'RETURNED', returnReason: '公司名称与营业执照不一致' });
    expect((await publicBrand(gateway, brandB)).company).toBe(current.company);
  });
});
