// Whole-response caching for anonymous reads (issue 13 item 1): what a client observes — upstream
// requests saved, Cache-Control and Age — and the requests that must never be served from it.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createUpstreamCache, type UpstreamCache } from '../upstream/cache';
import { contentPaths, enquiryPaths, paths } from '@shangji/contract';
import { startFakeUpstream, type FakeUpstream } from '../test/fakeUpstream';
import { startGateway, type TestGateway } from '../test/gateway';

let upstream: FakeUpstream;
let cache: UpstreamCache;
let gw: TestGateway;
let other: TestGateway;

beforeAll(async () => {
  upstream = await startFakeUpstream();
  cache = createUpstreamCache();
  gw = await startGateway(upstream.url, { cache });
  // A second instance over the same store, as two gateways over one Redis would be.
  other = await startGateway(upstream.url, { cache });
});
afterAll(async () => {
  await gw?.app.close();
  await other?.app.close();
  await upstream?.close();
});
beforeEach(async () => {
  await cache.clear();
});

const BRAND = 'query CachedBrand($id: ID!) { brand(id: $id) { id name } }';

async function post(g: TestGateway, query: string, variables: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
  return g.app.inject({ method: 'POST', url: '/graphql', headers: { 'content-type': 'application/json', ...headers }, payload: { query, variables } });
}

describe('anonymous reads', () => {
  it('answers a repeat without the upstream, with Cache-Control from the lifetime and an Age', async () => {
    const before = upstream.count(paths.brandShow);
    const first = await post(gw, BRAND, { id: '1' });
    expect(first.json()).toEqual({ data: { brand: { id: '1', name: '蜜雪冰城' } } });
    expect(first.headers['cache-control']).toBe('max-age=300, public');
    gw.clock.advance(40);
    await cache.delete(`GET ${paths.brandShow}?id=1`); // only the response cache can answer now
    const second = await post(gw, BRAND, { id: '1' });
    expect(second.body).toBe(first.body);
    expect(second.headers['cache-control']).toBe('max-age=300, public');
    expect(Number(second.headers.age)).toBeGreaterThanOrEqual(40);
    expect(upstream.count(paths.brandShow)).toBe(before + 1);
  });

  it('is shared by every instance over the same store', async () => {
    const before = upstream.count(paths.brandShow);
    const q = 'query SharedBrand { brand(id: "1") { name } }';
    await post(gw, q);
    await cache.delete(`GET ${paths.brandShow}?id=1`);
    const res = await post(other, q);
    expect(res.json().data.brand.name).toBe('蜜雪冰城');
    expect(res.headers.age).toBeDefined();
    expect(upstream.count(paths.brandShow)).toBe(before + 1);
  });

  it('takes the shortest lifetime of the reads behind the answer, and expires with it', async () => {
    const q = 'query Mixed { brand(id: "1") { id } categories { name } }';
    const first = await post(gw, q);
    expect(first.headers['cache-control']).toBe('max-age=300, public'); // brand 300 s, categories 3600 s
    const before = upstream.count(paths.brandShow);
    gw.clock.advance(301);
    await post(gw, q);
    expect(upstream.count(paths.brandShow)).toBe(before + 1);
  });

  it('serves GET requests with the same headers', async () => {
    const url = `/graphql?query=${encodeURIComponent(BRAND)}&variables=${encodeURIComponent('{"id":"1"}')}`;
    const headers = { 'apollo-require-preflight': 'true' };
    const a = await gw.app.inject({ method: 'GET', url, headers });
    const b = await gw.app.inject({ method: 'GET', url, headers });
    expect(a.statusCode).toBe(200);
    expect(b.body).toBe(a.body);
    expect(b.headers['cache-control']).toBe('max-age=300, public');
    expect(b.headers['x-response-cache']).toBe('hit');
  });

  it('answers a POST repeat from its body text, with the security and CORS headers of any answer', async () => {
    const payload = JSON.stringify({ query: BRAND, variables: { id: '1' } });
    const send = (body: string, headers: Record<string, string> = {}) =>
      gw.app.inject({ method: 'POST', url: '/graphql', headers: { 'content-type': 'application/json', ...headers }, payload: body });
    const a = await send(payload);
    expect(a.headers['x-response-cache']).toBeUndefined();
    const before = upstream.count(paths.brandShow);
    await cache.clear(); // only the hot copy can answer now
    const b = await send(payload, { origin: 'http://elsewhere.invalid' });
    expect(b.headers['x-response-cache']).toBe('hit');
    expect(b.body).toBe(a.body);
    expect(b.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(b.headers['access-control-allow-origin']).toBeUndefined();
    // The same query in other bytes is its own entry, answered by Apollo the first time.
    const spaced = await send(JSON.stringify({ query: BRAND, variables: { id: '1' } }, null, 1));
    expect(spaced.headers['x-response-cache']).toBeUndefined();
    expect(spaced.json()).toEqual(a.json());
    expect(upstream.count(paths.brandShow)).toBe(before + 1);
  });

  it('parses POST bodies as Fastify does: broken, empty and poisoned JSON are refused', async () => {
    const send = (body: string) => gw.app.inject({ method: 'POST', url: '/graphql', headers: { 'content-type': 'application/json' }, payload: body });
    expect((await send('{"query":')).statusCode).toBe(400);
    expect((await send('')).statusCode).toBe(400);
    expect((await send('{"query":"{ ok }","__proto__":{"x":1}}')).statusCode).toBe(400);
  });
});

describe('never cached', () => {
  it('a request with a Token: every one reaches the upstream, and no-store', async () => {
    const before = upstream.count(paths.brandShow);
    const a = await post(gw, BRAND, { id: '1' }, { token: 'abc' });
    const b = await post(gw, BRAND, { id: '1' }, { token: 'abc' });
    expect(b.json()).toEqual(a.json());
    expect(b.headers['cache-control']).toBe('no-store');
    expect(upstream.count(paths.brandShow)).toBe(before + 2);
  });

  it('a query with a session-bound field, even beside cacheable ones', async () => {
    const q = 'query WithCaptcha { brand(id: "1") { id } enquiryCaptcha { image } }';
    const before = upstream.count(enquiryPaths.captcha);
    const a = await post(gw, q);
    const b = await post(gw, q);
    expect(a.headers['cache-control']).toBe('no-store');
    expect(b.headers['cache-control']).toBe('no-store');
    expect(b.headers['x-response-cache']).toBeUndefined();
    expect(upstream.count(enquiryPaths.captcha)).toBe(before + 2);
  });

  it('keyword search (unbounded keys) and news views (counted upstream)', async () => {
    for (const [q, path] of [
      ['query S { search(keyword: "火锅") { total } }', contentPaths.brandList],
      ['query N { news(id: "9") { title } }', contentPaths.newsShow],
    ] as const) {
      const before = upstream.count(path);
      const a = await post(gw, q);
      await post(gw, q);
      expect(a.headers['cache-control']).toBe('no-store');
      expect(upstream.count(path)).toBe(before + 2);
    }
  });

  it('a mutation', async () => {
    const m = 'mutation Send { sendSmsCode(phone: "13800138000", captcha: "abcd") { ok } }';
    const before = upstream.count(enquiryPaths.sendCode);
    const a = await post(gw, m);
    await post(gw, m);
    expect(a.headers['cache-control']).toBe('no-store');
    expect(upstream.count(enquiryPaths.sendCode)).toBe(before + 2);
  });

  it('an answer with errors', async () => {
    upstream.behave(paths.brandShow, 'error500');
    try {
      const a = await post(gw, BRAND, { id: '77' });
      expect(a.json().errors).toBeDefined();
      expect(a.headers['cache-control']).toBe('no-store');
    } finally {
      upstream.behave(paths.brandShow, 'ok');
    }
    const b = await post(gw, BRAND, { id: '77' });
    expect(b.json().errors).toBeUndefined();
  });
});
