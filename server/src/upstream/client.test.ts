// What a GraphQL client observes of the UpstreamClient: dedupe per operation, lifetimes, stale
// fallback, refresh and token bypass, and typed errors that leave sibling fields intact.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startFakeUpstream, type FakeUpstream } from '../test/fakeUpstream';
import { startGateway, type TestGateway } from '../test/gateway';
import { calls } from '@shangji/contract';

let upstream: FakeUpstream;
let gw: TestGateway;

beforeEach(async () => {
  upstream = await startFakeUpstream();
  gw = await startGateway(upstream.url);
});
afterEach(async () => {
  await gw.app.close();
  await upstream.close();
});

describe('deduplication within one operation', () => {
  it('sends one upstream request for the same brand asked twice and for two fields needing the same call', async () => {
    const res = await gw.query(`query Dedupe {
      a: brand(id: "1") { name }
      b: brand(id: "1") { name certified }
      x: similarBrands(pinyin: "canyin") { id }
      y: similarBrands(pinyin: "canyin") { name }
    }`);
    expect(res.errors).toBeUndefined();
    expect(res.data).toMatchObject({ a: { name: '蜜雪冰城' }, b: { certified: true }, x: [{ id: '1' }], y: [{ name: '蜜雪冰城' }] });
    expect(upstream.count(calls.brandShow.path)).toBe(1);
    expect(upstream.count(calls.relatedData.path)).toBe(1);
  });

  it('keeps different parameters apart', async () => {
    await gw.query('query Two { a: brand(id: "1") { id } b: brand(id: "2") { id } }');
    expect(upstream.count(calls.brandShow.path)).toBe(2);
  });
});

describe('shared cache lifetimes', () => {
  it('serves a repeat from the cache, then asks again once the lifetime (300 s) has passed', async () => {
    const q = 'query Ticker { enquiryTicker { id } }';
    await gw.query(q);
    gw.clock.advance(299);
    await gw.query(q);
    expect(upstream.count(calls.guestbook.path)).toBe(1);
    gw.clock.advance(2);
    await gw.query(q);
    expect(upstream.count(calls.guestbook.path)).toBe(2);
  });

  it('keeps categories for 3600 s', async () => {
    const q = 'query Cats { categories { name } }';
    await gw.query(q);
    gw.clock.advance(3599);
    await gw.query(q);
    expect(upstream.count(calls.classify.path)).toBe(1);
    gw.clock.advance(2);
    await gw.query(q);
    expect(upstream.count(calls.classify.path)).toBe(2);
  });

  it('serves the stale copy when the upstream fails after the lifetime', async () => {
    const q = 'query Stale { brand(id: "1") { name } }';
    await gw.query(q);
    gw.clock.advance(301);
    upstream.behave('*', 'error500');
    const res = await gw.query(q);
    expect(res.errors).toBeUndefined();
    expect(res.data).toEqual({ brand: { name: '蜜雪冰城' } });
    expect(upstream.count(calls.brandShow.path)).toBe(2); // it did try the upstream first
  });

  it('random brands with refresh bypass both the cache and the per-operation dedupe', async () => {
    await gw.query('query R1 { randomBrands { id } }');
    await gw.query('query R2 { randomBrands { id } }');
    expect(upstream.count(calls.randomBrands.path)).toBe(1);
    await gw.query('query R3 { a: randomBrands(refresh: true) { id } b: randomBrands(refresh: true) { id } }');
    expect(upstream.count(calls.randomBrands.path)).toBe(3);
    expect(upstream.seen.at(-1)?.params.get('refresh')).toBe('1');
  });

  it('forwards a visitor token and never caches what came back with it', async () => {
    const q = 'query Tok { brand(id: "1") { name } }';
    await gw.query(q, { headers: { token: 'secret-1' } });
    await gw.query(q, { headers: { token: 'secret-1' } });
    expect(upstream.count(calls.brandShow.path)).toBe(2);
    expect(upstream.seen.every((s) => s.token === 'secret-1')).toBe(true);
    await gw.query(q); // an anonymous request does not see the token-bearing answer either
    expect(upstream.count(calls.brandShow.path)).toBe(3);
  });

  it('posts getMapData form-encoded', async () => {
    const res = await gw.query('query Shops { nearbyShops(brandName: "蜜雪冰城", page: 2) { total page pageSize } }');
    expect(res.data).toEqual({ nearbyShops: { total: 0, page: 2, pageSize: 20 } });
    const req = upstream.seen.find((s) => s.path === calls.mapData.path);
    expect(req?.method).toBe('POST');
    expect(Object.fromEntries(req?.params ?? [])).toEqual({ type: 'show', page: '2', keyword: '蜜雪冰城' });
  });
});

describe('not found and failures', () => {
  it('answers brand: null without an error for an id the upstream does not know (code 400)', async () => {
    const res = await gw.query('query Missing { brand(id: "999") { name } }');
    expect(res).toMatchObject({ status: 200, data: { brand: null } });
    expect(res.errors).toBeUndefined();
  });

  it('answers brand: null without asking the upstream for an id that is not a number', async () => {
    const res = await gw.query('query Bad { brand(id: "abc") { name } }');
    expect(res.data).toEqual({ brand: null });
    expect(upstream.count(calls.brandShow.path)).toBe(0);
  });

  it('reports UPSTREAM_TIMEOUT on the slow field while a sibling field still resolves', async () => {
    upstream.behave(calls.brandShow.path, 'slow');
    const res = await gw.query('query Slow { brand(id: "1") { name } categories { name } }');
    expect(res.data).toEqual({ brand: null, categories: [{ name: '餐饮' }] });
    expect(res.errors).toHaveLength(1);
    expect(res.errors?.[0]).toMatchObject({ path: ['brand'], extensions: { code: 'UPSTREAM_TIMEOUT' } });
  });

  it('fails the field with UPSTREAM_BAD_RESPONSE naming the call and the field when an answer breaks the contract', async () => {
    upstream.behave(calls.brandShow.path, 'breach');
    const res = await gw.query('query Breach { brand(id: "1") { name } categories { name } }');
    expect(res.data).toEqual({ brand: null, categories: [{ name: '餐饮' }] });
    expect(res.errors?.[0]).toMatchObject({ path: ['brand'], extensions: { code: 'UPSTREAM_BAD_RESPONSE' } });
    // The message is the public sentence; outside production (the only place answers are checked) the
    // extensions name the call and each breached field.
    const ext = res.errors?.[0]?.extensions as { call?: string; breaches?: string[] };
    expect(ext.call).toBe('brandShow');
    expect(ext.breaches?.join('\n')).toContain('data.title');
  });

  it('does not check answers in production (another implementation may be lenient where ours is strict)', async () => {
    const prod = await startGateway(upstream.url, { env: { NODE_ENV: 'production' } });
    upstream.behave(calls.guestbook.path, 'breach');
    const res = await prod.query('query Ticker { enquiryTicker { id } }');
    expect(res.errors).toBeUndefined();
    expect(res.data).toEqual({ enquiryTicker: [{ id: '5' }] });
    await prod.app.close();
  });

  it('reports UPSTREAM_UNAVAILABLE when the upstream is down, other fields still answer', async () => {
    await upstream.close();
    const res = await gw.query('query Down { ok enquiryTicker { id } relatedNews { id } }');
    expect(res.status).toBe(200);
    expect(res.data).toEqual({ ok: true, enquiryTicker: null, relatedNews: null });
    expect(res.errors?.map((e) => e.extensions?.code)).toEqual(['UPSTREAM_UNAVAILABLE', 'UPSTREAM_UNAVAILABLE']);
  });
});
