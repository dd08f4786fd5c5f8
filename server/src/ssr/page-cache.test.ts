// Page-cache replays through the whole gateway (compression, security headers): each hit answers the
// stored document in the encoding the client accepts, compressed once per entry, with Vary and a
// validator; the bytes decompress to the document the miss sent.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';

import { gatewayOverFakeUpstream } from '../test/gateway';
import { PageCache } from './page-cache';
import { withScriptSources } from '../security-headers';
import { inlineScriptHashes, matchesEtag } from './page-replay';
import { calls } from '@shangji/contract';

const BROWSER = 'gzip, deflate, br, zstd';

const stack = gatewayOverFakeUpstream({ env: { NODE_ENV: 'production', PAGE_CACHE_TTL_MS: '60000' } });

const get = (url: string, headers: Record<string, string> = {}) => stack.gw.app.inject({ url, headers });

describe('page-cache hits', () => {
  it('answer brotli, gzip or identity as asked, with Vary, decompressing to the document the miss sent', async () => {
    const miss = await get('/aboutus', { 'accept-encoding': 'identity' });
    expect(miss.headers['x-page-cache']).toBe('miss');
    expect(miss.headers.vary).toMatch(/accept-encoding/i);
    const cases: [string | undefined, string | undefined, (b: Buffer) => Buffer][] = [
      [BROWSER, 'br', brotliDecompressSync],
      ['br', 'br', brotliDecompressSync],
      ['gzip', 'gzip', gunzipSync],
      ['br;q=0, gzip', 'gzip', gunzipSync],
      [undefined, undefined, (b) => b],
      ['identity', undefined, (b) => b],
    ];
    for (const [accept, encoding, decode] of cases) {
      const hit = await get('/aboutus', accept ? { 'accept-encoding': accept } : {});
      expect(hit.headers['x-page-cache'], String(accept)).toBe('hit');
      expect(hit.statusCode).toBe(200);
      expect(hit.headers['content-encoding'], String(accept)).toBe(encoding);
      expect(hit.headers.vary).toMatch(/accept-encoding/i);
      expect(Number(hit.headers['content-length'])).toBe(hit.rawPayload.length);
      expect(decode(hit.rawPayload).toString('utf8'), String(accept)).toBe(miss.body);
    }
  });

  it('follow a page rendered whole that went out compressed in one piece: its first hit replays those very bytes', async () => {
    const cases = [
      ['/privacypolicy', BROWSER, 'br', brotliDecompressSync],
      ['/protection', 'gzip', 'gzip', gunzipSync],
    ] as const;
    for (const [path, accept, encoding, decode] of cases) {
      const miss = await get(path, { 'accept-encoding': accept });
      expect(miss.headers['x-page-cache'], path).toBe('miss');
      // Compressed in one call (decision 0148): its length known, not chunks from a compressing stream.
      expect(miss.headers['content-encoding'], path).toBe(encoding);
      expect(miss.headers.vary).toMatch(/accept-encoding/i);
      expect(miss.headers['transfer-encoding']).toBeUndefined();
      expect(Number(miss.headers['content-length'])).toBe(miss.rawPayload.length);
      const document = decode(miss.rawPayload).toString('utf8');
      expect(document.startsWith('<!DOCTYPE html>')).toBe(true);
      expect(document.endsWith('</body></html>')).toBe(true);
      const hit = await get(path, { 'accept-encoding': accept });
      expect(hit.headers['x-page-cache'], path).toBe('hit');
      expect(Buffer.compare(hit.rawPayload, miss.rawPayload), path).toBe(0);
      const plain = await get(path, { 'accept-encoding': 'identity' });
      expect(plain.body).toBe(document);
    }
  });

  it('answer the same compressed bytes every time (compressed once per entry)', async () => {
    await get('/serviceoffers');
    const a = await get('/serviceoffers', { 'accept-encoding': 'br' });
    const b = await get('/serviceoffers', { 'accept-encoding': 'br' });
    expect(a.headers['x-page-cache']).toBe('hit');
    expect(Buffer.compare(a.rawPayload, b.rawPayload)).toBe(0);
  });

  it('carry a weak ETag and answer 304 to a client that holds the document', async () => {
    await get('/shangji/1');
    const hit = await get('/shangji/1', { 'accept-encoding': BROWSER });
    const etag = String(hit.headers.etag);
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await get('/shangji/1', { 'accept-encoding': BROWSER, 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers.etag).toBe(etag);
    expect(String(again.headers['content-security-policy'])).toContain("'sha256-");
    const stale = await get('/shangji/1', { 'accept-encoding': BROWSER, 'if-none-match': 'W/"other"' });
    expect(stale.statusCode).toBe(200);
  });

  it('replay a page rendered whole exactly as its miss sent it, in one piece, each hit with its own script policy', async () => {
    const miss = await get('/servicestatement', { 'accept-encoding': 'identity' });
    expect(miss.headers['x-page-cache']).toBe('miss');
    // Rendered whole (every answer in): its bytes sent as they are, with their length, not as chunks.
    expect(miss.headers['transfer-encoding']).toBeUndefined();
    expect(Number(miss.headers['content-length'])).toBe(miss.rawPayload.length);
    const nonce = /nonce="([^"]+)"/.exec(miss.body)?.[1];
    expect(nonce).toBeTruthy();
    for (let i = 0; i < 2; i++) {
      const hit = await get('/servicestatement', { 'accept-encoding': 'identity' });
      expect(hit.headers['x-page-cache']).toBe('hit');
      expect(hit.body).toBe(miss.body);
      const policy = String(hit.headers['content-security-policy']);
      expect(policy).not.toContain('nonce-');
      for (const hash of inlineScriptHashes(miss.body)) expect(policy).toContain(hash);
    }
  });

  it('keep the 404 status of a stored not-found page, without a validator', async () => {
    await get('/shangji/999999');
    const hit = await get('/shangji/999999', { 'accept-encoding': 'gzip' });
    expect(hit.headers['x-page-cache']).toBe('hit');
    expect(hit.statusCode).toBe(404);
    expect(hit.headers.etag).toBeUndefined();
    expect(gunzipSync(hit.rawPayload).toString('utf8')).toContain('</html>');
  });
});

describe('page replay parts', () => {
  it('hashes inline executable scripts only, once each', () => {
    const html = '<script src="/a.js"></script><script nonce="n">a()</script><script>a()</script><script type="module">b()</script><script></script><script type="application/ld+json">{}</script>';
    expect(inlineScriptHashes(html)).toHaveLength(2);
  });

  it("adds the hashes to script-src 'self', and nothing when there are none", () => {
    const policy = "default-src 'self';script-src 'self';script-src-attr 'none';object-src 'none'";
    expect(withScriptSources(policy, ["'sha256-x'", "'sha256-y'"])).toBe("default-src 'self';script-src 'self' 'sha256-x' 'sha256-y';script-src-attr 'none';object-src 'none'");
    expect(withScriptSources(policy, [])).toBe(policy);
    expect(withScriptSources("default-src 'self';script-src 'self'", ["'nonce-n'"])).toBe("default-src 'self';script-src 'self' 'nonce-n'");
  });

  it('compares ETags weakly', () => {
    expect(matchesEtag('W/"a", W/"b"', 'W/"b"')).toBe(true);
    expect(matchesEtag('"b"', 'W/"b"')).toBe(true);
    expect(matchesEtag('*', 'W/"b"')).toBe(true);
    expect(matchesEtag('W/"c"', 'W/"b"')).toBe(false);
    expect(matchesEtag(undefined, 'W/"b"')).toBe(false);
  });

  it('gives documents that differ only by nonce the same ETag', () => {
    const cache = new PageCache(10_000);
    const page = (nonce: string) => ({ status: 200, headers: {}, body: Buffer.from(`<p>x</p><script nonce="${nonce}">a()</script>`), nonce });
    cache.set('a', page('n1'));
    cache.set('b', page('n2'));
    cache.set('c', { ...page('n3'), body: Buffer.from('<p>y</p><script nonce="n3">a()</script>') });
    expect(cache.get('a')!.etag).toBe(cache.get('b')!.etag);
    expect(cache.get('c')!.etag).not.toBe(cache.get('a')!.etag);
  });
});

describe('a page built while a query failed', () => {
  const failingStack = gatewayOverFakeUpstream({ env: { NODE_ENV: 'production', PAGE_CACHE_TTL_MS: '60000' } });

  it('is served but not stored; the page is stored once it renders whole again', async () => {
    // The brand page's enquiry ticker is a deferred section: its outage empties the section, not the page.
    failingStack.upstream.behave(calls.guestbook.path, 'error500');
    for (let i = 0; i < 2; i++) {
      const res = await failingStack.gw.app.inject({ url: '/shangji/1' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['x-page-cache']).toBe('miss');
    }
    expect(failingStack.upstream.count(calls.guestbook.path)).toBeGreaterThanOrEqual(2);
    failingStack.upstream.behave(calls.guestbook.path, 'ok');
    expect((await failingStack.gw.app.inject({ url: '/shangji/1' })).headers['x-page-cache']).toBe('miss');
    expect((await failingStack.gw.app.inject({ url: '/shangji/1' })).headers['x-page-cache']).toBe('hit');
  });
});

describe('stale-while-revalidate', () => {
  it('replays an expired page within the stale window, flagged not fresh; past it, a miss', () => {
    let now = 0;
    const cache = new PageCache(1_000, 10, () => now, 5_000);
    cache.set('a', { status: 200, headers: {}, body: Buffer.from('<p>a</p>'), nonce: 'n' });
    expect(cache.lookup('a')?.fresh).toBe(true);
    now = 1_000;
    expect(cache.lookup('a')?.fresh).toBe(false);
    expect(cache.get('a')).toBeUndefined();
    now = 5_999;
    expect(cache.lookup('a')?.page.body.toString()).toBe('<p>a</p>');
    now = 6_000;
    expect(cache.lookup('a')).toBeUndefined();
    const strict = new PageCache(1_000, 10, () => now);
    strict.set('b', { status: 200, headers: {}, body: Buffer.from('<p>b</p>'), nonce: 'n' });
    now += 1_000;
    expect(strict.lookup('b')).toBeUndefined();
  });

  const swr = gatewayOverFakeUpstream({ env: { NODE_ENV: 'production', PAGE_CACHE_TTL_MS: '300', PAGE_CACHE_STALE_MS: '60000' } });
  const ask = (url: string) => swr.gw.app.inject({ url });
  const expire = () => new Promise((r) => setTimeout(r, 350));

  it('gives an expired page built only from results still kept a new lifetime, without a render', async () => {
    const first = await ask('/aboutus');
    expect(first.headers['x-page-cache']).toBe('miss');
    await expire();
    const renewed = await ask('/aboutus');
    expect(renewed.headers['x-page-cache']).toBe('hit');
    // The very bytes the render wrote (its nonce included): nothing was rendered again.
    expect(renewed.body).toBe(first.body);
  });

  it('answers an expired page whose data may have changed at once, and renders it once in the background', async () => {
    // A keyword search reads the brand search, which is never kept (lifetime 'never'): it cannot be renewed.
    const url = '/search?model=zhaoshang&q=%E7%81%AB%E9%94%85';
    const first = await ask(url);
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-page-cache']).toBe('miss');
    const hit = await ask(url);
    expect(hit.headers['x-page-cache']).toBe('hit');
    await expire();
    const before = swr.upstream.count(calls.brandSearch.path);
    // Three visitors past the lifetime: all answered from the stale copy at once.
    const stale = await Promise.all([ask(url), ask(url), ask(url)]);
    expect(stale.map((r) => r.headers['x-page-cache'])).toEqual(['stale', 'stale', 'stale']);
    expect(stale.every((r) => r.body === first.body)).toBe(true);
    // One background render stores a new page (a new nonce, so other bytes; the same ETag).
    let next = await ask(url);
    for (const end = Date.now() + 10_000; next.headers['x-page-cache'] === 'stale' && Date.now() < end; ) {
      await new Promise((r) => setTimeout(r, 20));
      next = await ask(url);
    }
    expect(next.headers['x-page-cache']).toBe('hit');
    expect(next.headers.etag).toBe(hit.headers.etag);
    expect(next.body).not.toBe(first.body);
    expect(next.body.replace(/nonce="[^"]+"/g, '')).toBe(first.body.replace(/nonce="[^"]+"/g, ''));
    // Rendered once for the three (and the asks while it ran), not once each.
    expect(swr.upstream.count(calls.brandSearch.path) - before).toBe(1);
  });
});
