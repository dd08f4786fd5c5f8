// One cache-key rule (web/src/routing/page-params.ts): a page is rendered from exactly the address its
// page-cache entry keys on, so a query parameter outside the key (a paid-search `kw`, a tracking tag,
// junk) never reaches the pager and tab links of a page that a later visitor is served from the cache.
// Real upstream (PGlite, small seed) behind the production gateway.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGateway } from '../../server/src/app';
import { loadConfig as gatewayConfig } from '../../server/src/config';
import { buildUpstream } from '../../upstream/src/app';
import type { Database } from '../../upstream/src/db/database';
import { prepareDatabase } from '../../upstream/src/db/prepare';
import { openBackend, TEST_SEED } from '../../upstream/src/test/harness';

let db: Database;
let dispose: () => Promise<void>;
let upstream: FastifyInstance;
let gateway: FastifyInstance;
let commentBrand = 1;

beforeAll(async () => {
  ({ db, dispose } = await openBackend('pglite'));
  await prepareDatabase(db, { seed: TEST_SEED, scale: 'small' });
  // A brand with comments in more than one group, so the comment page has tabs.
  const [row] = await db.query<{ id: number }>('select brand_id as id from comment group by brand_id order by count(*) desc limit 1');
  if (row) commentBrand = row.id;
  upstream = await buildUpstream({ db });
  await upstream.listen({ port: 0, host: '127.0.0.1' });
  const upstreamUrl = `http://127.0.0.1:${(upstream.server.address() as { port: number }).port}`;
  gateway = await buildGateway(gatewayConfig({ UPSTREAM_URL: upstreamUrl, UPSTREAM_TIMEOUT_MS: '15000', NODE_ENV: 'production', PAGE_CACHE_TTL_MS: '60000' }), { logger: false });
}, 120_000);
afterAll(async () => {
  await gateway?.close();
  await upstream?.close();
  await db?.close();
  await dispose?.();
});

const KW = 'PLANTEDkw';
const JUNK = 'JUNKparam';
const get = (url: string) => gateway.inject({ url, headers: { 'accept-encoding': 'identity', 'user-agent': 'Mozilla/5.0 Chrome/140' } });
const hrefs = (html: string) => [...html.matchAll(/href="([^"]*)"/g)].map((m) => m[1]!.replaceAll('&amp;', '&'));

describe('a parameter outside the page-cache key', () => {
  const pages = () => ['/news/all', '/zhuanti/canyin', '/shangji/canyin', '/vip', '/top', `/search?q=${encodeURIComponent('加盟')}`, `/comment/${commentBrand}`];

  it('is never written into the page, and a later clean visitor of the cached entry gets no trace of it', async () => {
    let pagers = 0;
    for (const page of pages()) {
      const join = page.includes('?') ? '&' : '?';
      const dirty = await get(`${page}${join}kw=${KW}&utm_x=${JUNK}&p=2`);
      expect([200, 404], page).toContain(dirty.statusCode);
      expect(dirty.headers['x-page-cache'], page).toBe('miss');
      expect(dirty.body, page).not.toContain(KW);
      expect(dirty.body, page).not.toContain(JUNK);
      // The clean address shares the cache entry and gets the stored page: still no trace.
      const clean = await get(`${page}${join}p=2`);
      expect(clean.headers['x-page-cache'], page).toBe('hit');
      expect(clean.body, page).not.toContain(KW);
      expect(clean.body, page).not.toContain(JUNK);
      // Links that keep the current query keep the parameters pages read (here p's siblings).
      const pagerLinks = hrefs(clean.body).filter((h) => h.startsWith(page.split('?')[0]!) && /[?&]p=\d/.test(h));
      if (pagerLinks.length) pagers++;
      if (page.startsWith('/search')) for (const h of pagerLinks) expect(h).toContain('q=');
    }
    // The check above means something only if the pages do have pagers on the small seed.
    expect(pagers).toBeGreaterThanOrEqual(3);
  }, 120_000);

  it('keeps the parameters the page reads in its tab and pager links', async () => {
    const res = await get(`/comment/${commentBrand}?tab=2&kw=${KW}`);
    expect(res.body).not.toContain(KW);
    for (const h of hrefs(res.body).filter((x) => x.startsWith(`/comment/${commentBrand}?`))) expect(h).not.toContain('kw=');
  });
});
