// News articles written in the back office, through the real gateway over the real upstream (PGlite, and
// PostgreSQL with TEST_DATABASE_URL; docs/decisions/0122): ops saves an article whose body carries script,
// event handlers and a remote picture through the admin listener's /graphql; what is stored, previewed and
// then served on the public desktop and mobile pages never holds any of them. A draft's page, and an
// unpublished one's, answer 404 on both sites; a brand account is refused every editorial field.
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
const HOSTILE = [
  '<p>第一段<script>document.title="pwned"</script></p>',
  '<p onclick="alert(1)">点我</p>',
  '<img src="x" onerror="alert(2)">',
  '<img src="https://tracker.example.com/pixel.png" alt="远程">',
  '<a href="javascript:alert(3)">链接</a>',
  '<iframe src="https://example.com/"></iframe>',
  '<p>安全的<strong>正文</strong></p>',
].join('');

interface Gql<T = Record<string, any>> {
  data?: T;
  errors?: { message: string; extensions?: { code?: string } }[];
}

describe.each(backends)('articles through the gateway (%s)', (kind) => {
  let db: Database;
  let dispose: () => Promise<void>;
  let upstream: FastifyInstance;
  let gateway: FastifyInstance;
  let admin: FastifyInstance;
  let mobile: FastifyInstance;
  /** A gateway with its caches on, following the content feed every 200 ms. */
  let cached: FastifyInstance;
  const t = Date.now();
  let menuId = 0;

  async function sessionCookie(staff: string | null, brand?: number): Promise<string> {
    const [row] = await db.query<{ id: number }>(
      `insert into account (login, display_name, staff_role, totp_secret, created_at) values ($1, $1, $2, $3, $4) returning id`,
      [`art-${kind}-${randomBytes(4).toString('hex')}`, staff, staff ? 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP' : null, new Date(t - 86_400_000)],
    );
    if (brand) await db.query(`insert into account_brand (account_id, brand_id, role) values ($1, $2, 'brand_admin')`, [row!.id, brand]);
    const token = randomBytes(32).toString('base64url');
    await db.query(
      `insert into account_session (id, account_id, created_at, last_seen_at, expires_at, second_factor_at, ip_prefix, user_agent)
       values ($1, $2, $3, $3, $4, $3, '127.0.0.0/24', 'vitest')`,
      [createHash('sha256').update(token).digest('hex'), row!.id, new Date(t - 1000), new Date(t + 12 * 3600_000)],
    );
    return `sj_admin=${token}`;
  }

  const gql = async <T = Record<string, any>>(cookie: string, query: string, variables: Record<string, unknown> = {}): Promise<Gql<T>> => {
    const res = await admin.inject({ method: 'POST', url: '/graphql', headers: { 'content-type': 'application/json', origin: ADMIN_ORIGIN, cookie }, payload: JSON.stringify({ query, variables }) });
    return res.json() as Gql<T>;
  };
  /** Polls a page until it answers `status` (at most 10 s); answers the last status seen. */
  const settles = async (site: FastifyInstance, url: string, status: number) => {
    let last = 0;
    for (let i = 0; i < 50; i++) {
      last = (await page(site, url)).statusCode;
      if (last === status) break;
      await new Promise((r) => setTimeout(r, 200));
    }
    return last;
  };
  const page = (site: FastifyInstance, url: string) => site.inject({ url, headers: { 'accept-encoding': 'identity', 'user-agent': 'Mozilla/5.0 Chrome/140' } });

  beforeAll(async () => {
    ({ db, dispose } = await openBackend(kind));
    await prepareDatabase(db, { seed: TEST_SEED, scale: 'small' });
    menuId = (await db.query<{ id: number }>('select id from menu where pid = 69 order by sort, id limit 1'))[0]!.id;
    upstream = await buildUpstream({ db, enquiry: { config: loadConfig({ NODE_ENV: 'development', POW_COST: '0' }), now: () => Date.now() } });
    await upstream.listen({ port: 0, host: '127.0.0.1' });
    const upstreamUrl = `http://127.0.0.1:${(upstream.server.address() as { port: number }).port}`;
    gateway = await buildGateway(
      gatewayConfig({ UPSTREAM_URL: upstreamUrl, UPSTREAM_TIMEOUT_MS: '15000', NODE_ENV: 'production', ADMIN_SITE_URL: ADMIN_URL, GATEWAY_RATE_LIMIT: '0', PAGE_CACHE_TTL_MS: '0' }),
      { logger: false },
    );
    admin = adminSiteOf(gateway);
    mobile = mobileSiteOf(gateway);
    cached = await buildGateway(
      gatewayConfig({ UPSTREAM_URL: upstreamUrl, UPSTREAM_TIMEOUT_MS: '15000', NODE_ENV: 'production', GATEWAY_RATE_LIMIT: '0', PAGE_CACHE_TTL_MS: '60000', CONTENT_POLL_MS: '200', ADMIN_PORT: '0', MOBILE_PORT: '0' }),
      { logger: false },
    );
  }, 180_000);
  afterAll(async () => {
    await gateway?.close();
    await cached?.close();
    await upstream?.close();
    await db?.close();
    await dispose?.();
  });

  const FIELDS = 'ok code message item { id status bodyHtml previewHtml publicPath }';

  it('script, handlers and remote pictures never reach the stored body, the preview or either site\'s page; draft and unpublished pages answer 404', async () => {
    const ops = await sessionCookie('ops');
    const preview = await gql<{ editorialPreview: string }>(ops, 'query P($b: String!) { editorialPreview(bodyHtml: $b) }', { b: HOSTILE });
    expect(preview.errors).toBeUndefined();
    const saved = await gql<{ saveEditorial: { ok: boolean; message: string; item: { id: string; status: string; bodyHtml: string; previewHtml: string; publicPath: string } } }>(
      ops, `mutation S($input: EditorialInput!) { saveEditorial(input: $input) { ${FIELDS} } }`,
      { input: { kind: 'ARTICLE', title: '网关测试头条', bodyHtml: HOSTILE, summary: '摘要', keywords: '测试', categoryId: String(menuId) } },
    );
    expect(saved.errors).toBeUndefined();
    const item = saved.data!.saveEditorial.item;
    expect(saved.data!.saveEditorial.ok, saved.data!.saveEditorial.message).toBe(true);
    for (const html of [preview.data!.editorialPreview, item.bodyHtml, item.previewHtml]) {
      expect(html).toContain('安全的<strong>正文</strong>');
      expect(html).not.toMatch(/<script|onerror|onclick|javascript:|<iframe|tracker\.example/i);
    }
    expect(item.status).toBe('DRAFT');
    expect(item.publicPath).toBe(`/news/${item.id}`);

    // A draft is not a page.
    expect((await page(gateway, item.publicPath)).statusCode).toBe(404);
    expect((await page(mobile, item.publicPath)).statusCode).toBe(404);
    // A caching gateway keeps the draft's 404 page until the publication's change reaches it.
    expect((await page(cached, item.publicPath)).statusCode).toBe(404);

    // Stored HTML from elsewhere (an import, an old row) is still sanitised on the way out.
    await db.query('update news set content = $2 where id = $1', [Number(item.id), HOSTILE]);
    const published = await gql<{ publishEditorial: { ok: boolean; item: { status: string } } }>(ops, `mutation { publishEditorial(kind: ARTICLE, id: "${item.id}") { ${FIELDS} } }`);
    expect(published.data!.publishEditorial.item.status).toBe('PUBLISHED');
    for (const site of [gateway, mobile]) {
      const res = await page(site, item.publicPath);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('网关测试头条');
      expect(res.body).toContain('安全的<strong>正文</strong>');
      expect(res.body).not.toMatch(/pwned|onerror=|onclick=|javascript:alert|<iframe|tracker\.example/i);
    }
    expect(await settles(cached, item.publicPath, 200)).toBe(200);
    const desktop = (await page(gateway, item.publicPath)).body;
    expect(desktop).toContain('"@type":"NewsArticle"');

    const withdrawn = await gql<{ unpublishEditorial: { item: { status: string } } }>(ops, `mutation { unpublishEditorial(kind: ARTICLE, id: "${item.id}") { ${FIELDS} } }`);
    expect(withdrawn.data!.unpublishEditorial.item.status).toBe('WITHDRAWN');
    expect((await page(gateway, item.publicPath)).statusCode).toBe(404);
    expect((await page(mobile, item.publicPath)).statusCode).toBe(404);
    expect(await settles(cached, item.publicPath, 404)).toBe(404);
  });

  it('a brand account and support are refused every editorial field', async () => {
    const [brand] = await db.query<{ id: number }>('select id from brand order by id limit 1');
    for (const cookie of [await sessionCookie(null, brand!.id), await sessionCookie('support'), await sessionCookie('compliance')]) {
      const list = await gql(cookie, 'query { editorials(kind: ARTICLE) { total } }');
      expect(list.errors?.map((e) => e.extensions?.code)).toEqual(['FORBIDDEN']);
      const save = await gql(cookie, `mutation { saveEditorial(input: { kind: ARTICLE, title: "越权", categoryId: "${menuId}" }) { ok } }`);
      expect(save.errors?.map((e) => e.extensions?.code)).toEqual(['FORBIDDEN']);
    }
    expect((await db.query('select 1 from news where title = $1', ['越权'])).length).toBe(0);
  });
});
