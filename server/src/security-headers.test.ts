// Security headers on every response (issue 12, finding 5), and a page's scripts carry the nonce of
// the response they arrive in, cached replays included.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startFakeUpstream, type FakeUpstream } from './test/fakeUpstream';
import { startGateway, type TestGateway } from './test/gateway';

let upstream: FakeUpstream;
let gw: TestGateway;
beforeAll(async () => {
  upstream = await startFakeUpstream();
  gw = await startGateway(upstream.url, { env: { NODE_ENV: 'production', PAGE_CACHE_TTL_MS: '60000' } });
});
afterAll(async () => {
  await gw.app.close();
  await upstream.close();
});

const nonceOf = (csp: string) => /'nonce-([A-Za-z0-9+/=]+)'/.exec(csp)?.[1];

it.each([
  ['GET', '/'],
  ['GET', '/healthz'],
  ['GET', '/media/brand/1/thumb.svg'],
  ['GET', '/media/%2e%2e/healthz'],
  ['GET', '/no/such/page'],
  ['POST', '/graphql'],
])('%s %s carries the security headers', async (method, url) => {
  const res = await gw.app.inject({ method: method as 'GET' | 'POST', url, ...(method === 'POST' ? { payload: { query: '{ ok }' } } : {}) });
  const csp = String(res.headers['content-security-policy']);
  expect(csp).toContain("default-src 'self'");
  expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]{20,}'(;|$)/);
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("img-src 'self' data:");
  expect(csp).toContain("object-src 'none'");
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['x-frame-options']).toBe('DENY');
  expect(res.headers['referrer-policy']).toBe('same-origin');
});

it('gives each response its own nonce and puts it on every inline script of the page, cached or not', async () => {
  for (const expected of ['miss', 'hit', 'hit']) {
    const res = await gw.app.inject({ url: '/aboutus' });
    expect(res.headers['x-page-cache']).toBe(expected);
    const nonce = nonceOf(String(res.headers['content-security-policy']))!;
    // Executable scripts only: a JSON-LD data block (type="application/ld+json") is never run, so CSP does not
    // govern it.
    const scripts = [...res.body.matchAll(/<script([^>]*)>/g)].map((m) => m[1]!).filter((attrs) => !/type="application\/ld\+json"/.test(attrs));
    expect(scripts.length).toBeGreaterThan(0);
    for (const attrs of scripts) expect(attrs).toContain(`nonce="${nonce}"`);
  }
  const a = nonceOf(String((await gw.app.inject({ url: '/healthz' })).headers['content-security-policy']));
  const b = nonceOf(String((await gw.app.inject({ url: '/healthz' })).headers['content-security-policy']));
  expect(a).not.toBe(b);
});

it('lists the media origin among image sources when one is configured', async () => {
  const other = await startGateway(upstream.url, { env: { MEDIA_ORIGIN: 'https://img.shangji.example/' } });
  try {
    expect(String((await other.app.inject({ url: '/healthz' })).headers['content-security-policy'])).toContain(
      "img-src 'self' data: https://img.shangji.example https://webrd01.is.autonavi.com https://webrd02.is.autonavi.com https://webrd03.is.autonavi.com https://webrd04.is.autonavi.com;",
    );
  } finally {
    await other.app.close();
  }
});
