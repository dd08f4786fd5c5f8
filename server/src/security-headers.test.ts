// Security headers on every response: a rendered page's scripts carry the nonce of
// the response they arrive in; a cached replay's policy lists its inline scripts' hashes instead.
import { createHash } from 'node:crypto';
import { expect, it } from 'vitest';
import { gatewayOverFakeUpstream, startGateway } from './test/gateway';
import { freshNonce } from './security-headers';

const stack = gatewayOverFakeUpstream({ env: { NODE_ENV: 'production', PAGE_CACHE_TTL_MS: '60000' } });

const nonceOf = (csp: string) => /'nonce-([A-Za-z0-9+/=]+)'/.exec(csp)?.[1];

// A rendered page (the 404 page too) allows its inline scripts by nonce; anything else never carries an
// inline script, so its policy allows the site's own script files only.
it.each([
  ['GET', '/', true],
  ['GET', '/healthz', false],
  ['GET', '/media/brand/1/thumb.svg', false],
  ['GET', '/media/%2e%2e/healthz', false],
  ['GET', '/no/such/page', true],
  ['POST', '/graphql', false],
])('%s %s carries the security headers', async (method, url, rendered) => {
  const res = await stack.gw.app.inject({ method: method as 'GET' | 'POST', url, ...(method === 'POST' ? { payload: { query: '{ ok }' } } : {}) });
  const csp = String(res.headers['content-security-policy']);
  expect(csp).toContain("default-src 'self'");
  expect(csp).toMatch(rendered ? /script-src 'self' 'nonce-[A-Za-z0-9+/=]{20,}'(;|$)/ : /script-src 'self'(;|$)/);
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("img-src 'self' data:");
  expect(csp).toContain("object-src 'none'");
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['x-frame-options']).toBe('DENY');
  expect(res.headers['referrer-policy']).toBe('same-origin');
});

// Executable scripts only: a JSON-LD data block (type="application/ld+json") is never run, so CSP does not
// govern it.
const executableScripts = (html: string) =>
  [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)].map((m) => ({ attrs: m[1]!, text: m[2]! })).filter((s) => !/type="application\/ld\+json"/.test(s.attrs));

it('gives each rendered page its own nonce and puts it on every inline script', async () => {
  const res = await stack.gw.app.inject({ url: '/serviceoffers' });
  expect(res.headers['x-page-cache']).toBe('miss');
  const nonce = nonceOf(String(res.headers['content-security-policy']))!;
  const scripts = executableScripts(res.body);
  expect(scripts.length).toBeGreaterThan(0);
  for (const { attrs } of scripts) expect(attrs).toContain(`nonce="${nonce}"`);
  const other = await stack.gw.app.inject({ url: '/protection' });
  expect(other.headers['x-page-cache']).toBe('miss');
  const otherNonce = nonceOf(String(other.headers['content-security-policy']));
  expect(otherNonce).toBeTruthy();
  expect(otherNonce).not.toBe(nonce);
});

// A replay keeps the bytes it was stored with (they are compressed once): its policy names the page's inline
// scripts by hash instead of carrying a nonce every visitor of the cached page could read (docs/decisions/0057).
it('allows a cached page exactly its own inline scripts, by hash and without a nonce', async () => {
  const miss = await stack.gw.app.inject({ url: '/aboutus' });
  expect(miss.headers['x-page-cache']).toBe('miss');
  for (let i = 0; i < 2; i++) {
    const res = await stack.gw.app.inject({ url: '/aboutus' });
    expect(res.headers['x-page-cache']).toBe('hit');
    const csp = String(res.headers['content-security-policy']);
    expect(nonceOf(csp)).toBeUndefined();
    const scriptSrc = /script-src ([^;]*)/.exec(csp)![1]!.split(' ');
    expect(scriptSrc[0]).toBe("'self'");
    const inline = executableScripts(res.body).filter((s) => !/\ssrc=/.test(s.attrs) && s.text);
    expect(inline.length).toBeGreaterThan(0);
    const hashes = inline.map((s) => `'sha256-${createHash('sha256').update(s.text, 'utf8').digest('base64')}'`);
    expect(new Set(scriptSrc.slice(1))).toEqual(new Set(hashes));
    expect(csp).toContain("frame-ancestors 'none'");
  }
});

it('lists the media origin among image sources when one is configured', async () => {
  const other = await startGateway(stack.upstream.url, { env: { MEDIA_ORIGIN: 'https://img.shangji.example/' } });
  try {
    expect(String((await other.app.inject({ url: '/healthz' })).headers['content-security-policy'])).toContain(
      "img-src 'self' data: https://img.shangji.example https://webrd01.is.autonavi.com https://webrd02.is.autonavi.com https://webrd03.is.autonavi.com https://webrd04.is.autonavi.com;",
    );
  } finally {
    await other.app.close();
  }
});

it('never hands out a nonce twice, across refills of its random pool', () => {
  const seen = new Set<string>();
  for (let i = 0; i < 1000; i++) {
    const nonce = freshNonce();
    expect(Buffer.from(nonce, 'base64')).toHaveLength(16);
    seen.add(nonce);
  }
  expect(seen.size).toBe(1000);
});
