// robots.txt and the sitemap index at 100,000 brands: every child holds at most 50,000 URLs, dates come
// from the data, and each child reads one upstream page.
import Fastify, { type FastifyInstance } from 'fastify';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { startGateway, type TestGateway } from './test/gateway';

const BRANDS = 100_000;
const PAGE = 50_000;
const asked: string[] = [];
let upstream: FastifyInstance;
let gw: TestGateway;

beforeAll(async () => {
  upstream = Fastify();
  upstream.get('/index.php/v1/sitemap/main', async () => ({
    code: 200,
    msg: 'success',
    data: {
      pageSize: PAGE,
      sections: [
        { type: 'zhaoshang', total: BRANDS, lastmod: 1767225600 },
        { type: 'news', total: 3, lastmod: 1767139200 },
        { type: 'zhuanti', total: 0, lastmod: 0 },
        { type: 'top', total: 2, lastmod: 1767052800 },
      ],
      categories: ['canyin'],
      newsMenu: ['hangye'],
    },
  }));
  upstream.get<{ Querystring: { type: string; page: string } }>('/index.php/v1/sitemap/list', async (req) => {
    asked.push(`${req.query.type}-${req.query.page}`);
    const page = Number(req.query.page);
    const total = req.query.type === 'zhaoshang' ? BRANDS : 0;
    const from = (page - 1) * PAGE;
    const count = Math.max(0, Math.min(PAGE, total - from));
    return { code: 200, msg: 'success', data: { listinfo: Array.from({ length: count }, (_, i) => ({ id: from + i + 1, addtime: 1767225600 })) } };
  });
  const url = await upstream.listen({ port: 0, host: '127.0.0.1' });
  gw = await startGateway(url, { env: { SITE_URL: 'https://www.shangji.test' } });
});
afterAll(async () => {
  await gw?.app.close();
  await upstream?.close();
});

it('serves robots.txt naming the sitemap', async () => {
  const res = await gw.app.inject('/robots.txt');
  expect(res.statusCode).toBe(200);
  expect(res.body).toContain('Sitemap: https://www.shangji.test/sitemap.xml');
  expect(res.body).toContain('Disallow: /graphql');
});

it('indexes one child per 50,000 ids, with lastmod from the data', async () => {
  const res = await gw.app.inject('/sitemap.xml');
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toContain('application/xml');
  const locs = [...res.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
  expect(locs).toEqual([
    'https://www.shangji.test/sitemap/pages.xml',
    'https://www.shangji.test/sitemap/zhaoshang-1.xml',
    'https://www.shangji.test/sitemap/zhaoshang-2.xml',
    'https://www.shangji.test/sitemap/news-1.xml',
    'https://www.shangji.test/sitemap/top-1.xml',
  ]);
  expect(res.body).toContain('<lastmod>2026-01-01T00:00:00.000Z</lastmod>');
});

it('fills the second brand sitemap with exactly the last 50,000 brands', async () => {
  const res = await gw.app.inject('/sitemap/zhaoshang-2.xml');
  expect(res.statusCode).toBe(200);
  const urls = res.body.match(/<url>/g) ?? [];
  expect(urls.length).toBe(PAGE);
  expect(res.body).toContain('<loc>https://www.shangji.test/shangji/50001</loc>');
  expect(res.body).toContain('<loc>https://www.shangji.test/shangji/100000</loc>');
  expect(res.body).not.toContain('/shangji/50000<');
  expect(asked).toContain('zhaoshang-2');
});

it('lists the fixed and list pages, and answers 404 past the end or for an unknown name', async () => {
  const pages = await gw.app.inject('/sitemap/pages.xml');
  for (const path of ['/news', '/zhuanti/canyin', '/shangji/canyin', '/news/hangye', '/top']) {
    expect(pages.body).toContain(`<loc>https://www.shangji.test${path}</loc>`);
  }
  expect((await gw.app.inject('/sitemap/zhaoshang-3.xml')).statusCode).toBe(404);
  expect((await gw.app.inject('/sitemap/users-1.xml')).statusCode).toBe(404);
  expect((await gw.app.inject('/sitemap/zhaoshang-0.xml')).statusCode).toBe(404);
});

it('answers a child from its stored generation: gzip for crawlers, 304 for a conditional request', async () => {
  const before = asked.filter((a) => a === 'zhaoshang-1').length;
  const first = await gw.app.inject({ url: '/sitemap/zhaoshang-1.xml', headers: { 'accept-encoding': 'gzip' } });
  expect(first.statusCode).toBe(200);
  expect(first.headers['content-encoding']).toBe('gzip');
  expect(first.headers['last-modified']).toBeTruthy();
  const body = gunzipSync(first.rawPayload).toString('utf8');
  expect(body).toContain('<loc>https://www.shangji.test/shangji/1</loc>');
  const etag = String(first.headers.etag);

  const second = await gw.app.inject({ url: '/sitemap/zhaoshang-1.xml', headers: { 'accept-encoding': 'gzip' } });
  expect(second.headers.etag).toBe(etag);
  expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
  // Generated once: the second answer did not read the upstream page again.
  expect(asked.filter((a) => a === 'zhaoshang-1').length).toBeLessThanOrEqual(before + 1);

  const byTag = await gw.app.inject({ url: '/sitemap/zhaoshang-1.xml', headers: { 'if-none-match': etag } });
  expect(byTag.statusCode).toBe(304);
  expect(byTag.body).toBe('');
  const byDate = await gw.app.inject({ url: '/sitemap.xml', headers: { 'if-modified-since': String(first.headers['last-modified']) } });
  expect([200, 304]).toContain(byDate.statusCode);
  const index = await gw.app.inject('/sitemap.xml');
  const indexAgain = await gw.app.inject({ url: '/sitemap.xml', headers: { 'if-modified-since': String(index.headers['last-modified']) } });
  expect(indexAgain.statusCode).toBe(304);
  // No Accept-Encoding: the XML itself, equal to the gzip bytes' content.
  const plain = await gw.app.inject('/sitemap/zhaoshang-1.xml');
  expect(plain.headers['content-encoding']).toBeUndefined();
  expect(plain.body).toBe(body);
});

it('dates every document from its data, so two gateways agree: If-Modified-Since from one is a 304 from the other', async () => {
  // Two gateways over the same upstream, generating hours apart (each its own sitemap cache and clock).
  const url = `http://127.0.0.1:${(upstream.server.address() as { port: number }).port}`;
  vi.useFakeTimers({ toFake: ['Date'] });
  try {
    vi.setSystemTime(Date.parse('2026-03-01T08:00:00Z'));
    const one = await startGateway(url, { env: { SITE_URL: 'https://www.shangji.test' } });
    vi.setSystemTime(Date.parse('2026-03-01T11:30:07Z'));
    const two = await startGateway(url, { env: { SITE_URL: 'https://www.shangji.test' } });
    try {
      for (const path of ['/sitemap.xml', '/sitemap/pages.xml', '/sitemap/zhaoshang-1.xml']) {
        vi.setSystemTime(Date.parse('2026-03-01T08:00:00Z'));
        const first = await one.app.inject(path);
        expect(first.statusCode, path).toBe(200);
        vi.setSystemTime(Date.parse('2026-03-01T11:30:07Z'));
        const second = await two.app.inject(path);
        expect(second.statusCode, path).toBe(200);
        expect(second.headers.etag, path).toBe(first.headers.etag);
        expect(second.headers['last-modified'], path).toBe(first.headers['last-modified']);
        const conditional = await two.app.inject({ url: path, headers: { 'if-modified-since': String(first.headers['last-modified']) } });
        expect(conditional.statusCode, path).toBe(304);
        // The newest <lastmod> of the document (or, for the list pages, of the data the index dates them by).
        const dates = [...String(first.body).matchAll(/<lastmod>([^<]+)<\/lastmod>/g)].map((m) => Date.parse(m[1]!));
        const newest = dates.length ? Math.max(...dates) : Date.parse('2026-01-01T00:00:00Z');
        expect(Date.parse(String(first.headers['last-modified'])), path).toBe(newest);
      }
    } finally {
      await one.app.close();
      await two.app.close();
    }
  } finally {
    vi.useRealTimers();
  }
}, 120_000);
