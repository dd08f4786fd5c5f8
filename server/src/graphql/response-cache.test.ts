// Whole-response caching for anonymous reads (docs/decisions/0026): what a client observes — upstream
// requests saved, Cache-Control and Age — and the requests that must never be served from it.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createUpstreamCache, type UpstreamCache } from '../upstream/cache';

import { startFakeUpstream, type FakeUpstream } from '../test/fakeUpstream';
import { startGateway, type TestGateway } from '../test/gateway';
import { calls } from '@shangji/contract';
import { print, type GraphQLObjectType } from 'graphql';
import { adminSiteOf, schemaOf } from '../app';
import { loadConfig } from '../config';

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
    const before = upstream.count(calls.brandShow.path);
    const first = await post(gw, BRAND, { id: '1' });
    expect(first.json()).toEqual({ data: { brand: { id: '1', name: '蜜雪冰城' } } });
    expect(first.headers['cache-control']).toBe('max-age=300, public');
    gw.clock.advance(40);
    await cache.delete(`GET ${calls.brandShow.path}?id=1`); // only the response cache can answer now
    const second = await post(gw, BRAND, { id: '1' });
    expect(second.body).toBe(first.body);
    expect(second.headers['cache-control']).toBe('max-age=300, public');
    // Apollo's plugin counts Age on the real clock (the hot copy's Age follows the test clock: below).
    expect(Number(second.headers.age)).toBeGreaterThanOrEqual(0);
    expect(upstream.count(calls.brandShow.path)).toBe(before + 1);
  });

  it('is shared by every instance over the same store', async () => {
    const before = upstream.count(calls.brandShow.path);
    const q = 'query SharedBrand { brand(id: "1") { name } }';
    await post(gw, q);
    await cache.delete(`GET ${calls.brandShow.path}?id=1`);
    const res = await post(other, q);
    expect(res.json().data.brand.name).toBe('蜜雪冰城');
    expect(res.headers.age).toBeDefined();
    expect(upstream.count(calls.brandShow.path)).toBe(before + 1);
  });

  it('takes the shortest lifetime of the reads behind the answer, and expires with it', async () => {
    const q = 'query Mixed { brand(id: "1") { id } categories { name } }';
    const first = await post(gw, q);
    expect(first.headers['cache-control']).toBe('max-age=300, public'); // brand 300 s, categories 3600 s
    const before = upstream.count(calls.brandShow.path);
    gw.clock.advance(301);
    await post(gw, q);
    expect(upstream.count(calls.brandShow.path)).toBe(before + 1);
  });

});

// The hot copy answers in front of Fastify, at the node:http level: these go over real HTTP (inject
// bypasses the server's listener).
describe('hot answers in front of Fastify', () => {
  let base: string;
  beforeAll(async () => {
    base = await gw.app.listen({ port: 0, host: '127.0.0.1' });
  });
  const PER_ANSWER = new Set(['age', 'date', 'x-response-cache', 'keep-alive', 'connection']);
  const sameHeaders = (a: Response, b: Response) => {
    const of = (r: Response) => Object.fromEntries([...r.headers].filter(([k]) => !PER_ANSWER.has(k)));
    expect(of(b)).toEqual(of(a));
  };
  const postHttp = (body: string, headers: Record<string, string> = {}) =>
    fetch(`${base}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });

  it('serves a GET repeat with the headers of the first answer', async () => {
    const url = `${base}/graphql?query=${encodeURIComponent(BRAND)}&variables=${encodeURIComponent('{"id":"1"}')}`;
    const headers = { 'apollo-require-preflight': 'true' };
    const a = await fetch(url, { headers });
    const aBody = await a.text();
    await cache.clear(); // only the hot copy can answer now
    const before = upstream.count(calls.brandShow.path);
    gw.clock.advance(40);
    const b = await fetch(url, { headers });
    expect(a.status).toBe(200);
    expect(Number(b.headers.get('age'))).toBeGreaterThanOrEqual(40);
    expect(await b.text()).toBe(aBody);
    expect(b.headers.get('x-response-cache')).toBe('hit');
    expect(b.headers.get('cache-control')).toBe('max-age=300, public');
    sameHeaders(a, b);
    expect(upstream.count(calls.brandShow.path)).toBe(before);
    // Never past its max-age.
    gw.clock.advance(261);
    const expired = await fetch(url, { headers });
    expect(expired.headers.get('x-response-cache')).toBeNull();
    expect(upstream.count(calls.brandShow.path)).toBe(before + 1);
    // Apollo's CSRF prevention still decides for a request without the preflight header: never a hit.
    const simple = await fetch(url);
    expect(simple.status).toBe(400);
    expect(simple.headers.get('x-response-cache')).toBeNull();
  });

  it('answers a POST repeat from its body text, with the security and CORS headers of the first answer', async () => {
    const payload = JSON.stringify({ query: BRAND, variables: { id: '2' } });
    const a = await postHttp(payload);
    const aBody = await a.text();
    expect(a.headers.get('x-response-cache')).toBeNull();
    await cache.clear();
    const before = upstream.count(calls.brandShow.path);
    const b = await postHttp(payload);
    expect(b.headers.get('x-response-cache')).toBe('hit');
    expect(await b.text()).toBe(aBody);
    expect(b.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    sameHeaders(a, b);
    expect(upstream.count(calls.brandShow.path)).toBe(before);
    // The same query in other bytes is its own entry, answered by Apollo the first time.
    const spaced = await postHttp(JSON.stringify({ query: BRAND, variables: { id: '2' } }, null, 1));
    expect(spaced.headers.get('x-response-cache')).toBeNull();
    expect(await spaced.json()).toEqual(JSON.parse(aBody));
  });

  // The allowed origin here is the default mobile site's (MOBILE_PORT 3001).
  it('keeps answers apart by Origin: an allowed origin gets its CORS header, another never gets it', async () => {
    const payload = JSON.stringify({ query: BRAND, variables: { id: '3' } });
    for (let i = 0; i < 2; i++) {
      const mobile = await postHttp(payload, { origin: 'http://localhost:3001' });
      expect(mobile.headers.get('access-control-allow-origin')).toBe('http://localhost:3001');
      const elsewhere = await postHttp(payload, { origin: 'http://elsewhere.invalid' });
      expect(elsewhere.headers.get('access-control-allow-origin')).toBeNull();
      if (i === 1) expect([mobile.headers.get('x-response-cache'), elsewhere.headers.get('x-response-cache')]).toEqual(['hit', 'hit']);
    }
  });

  it('never answers a Token request or a no-store answer from it', async () => {
    const payload = JSON.stringify({ query: BRAND, variables: { id: '4' } });
    await postHttp(payload);
    const before = upstream.count(calls.brandShow.path);
    const withToken = await postHttp(payload, { token: 'abc' });
    expect(withToken.headers.get('x-response-cache')).toBeNull();
    expect(withToken.headers.get('cache-control')).toBe('no-store');
    expect(upstream.count(calls.brandShow.path)).toBe(before + 1);
    const captcha = JSON.stringify({ query: 'query C { enquiryCaptcha { image } }' });
    await postHttp(captcha);
    expect((await postHttp(captcha)).headers.get('x-response-cache')).toBeNull();
  });

  it('hands the bodies it read to Fastify: broken, empty, poisoned, mislabelled and streamed ones', async () => {
    expect((await postHttp('{"query":')).status).toBe(400);
    expect((await postHttp('')).status).toBe(400);
    expect((await postHttp('{"query":"{ ok }","__proto__":{"x":1}}')).status).toBe(400);
    // A chunked body (no Content-Length) is left to Fastify unread, and answered.
    const streamed = await fetch(`${base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: new Blob([JSON.stringify({ query: BRAND, variables: { id: '1' } })]).stream(),
      duplex: 'half',
    } as RequestInit);
    expect((await streamed.json()).data.brand.name).toBe('蜜雪冰城');
  });
});

describe('anonymous reads, parsing', () => {
  it('parses POST bodies as Fastify does: broken, empty and poisoned JSON are refused', async () => {
    const send = (body: string) => gw.app.inject({ method: 'POST', url: '/graphql', headers: { 'content-type': 'application/json' }, payload: body });
    expect((await send('{"query":')).statusCode).toBe(400);
    expect((await send('')).statusCode).toBe(400);
    expect((await send('{"query":"{ ok }","__proto__":{"x":1}}')).statusCode).toBe(400);
  });
});

describe('never cached', () => {
  it('a request with a Token: every one reaches the upstream, and no-store', async () => {
    const before = upstream.count(calls.brandShow.path);
    const a = await post(gw, BRAND, { id: '1' }, { token: 'abc' });
    const b = await post(gw, BRAND, { id: '1' }, { token: 'abc' });
    expect(b.json()).toEqual(a.json());
    expect(b.headers['cache-control']).toBe('no-store');
    expect(upstream.count(calls.brandShow.path)).toBe(before + 2);
  });

  it('a query with a session-bound field, even beside cacheable ones', async () => {
    const q = 'query WithCaptcha { brand(id: "1") { id } enquiryCaptcha { image } }';
    const before = upstream.count(calls.captcha.path);
    const a = await post(gw, q);
    const b = await post(gw, q);
    expect(a.headers['cache-control']).toBe('no-store');
    expect(b.headers['cache-control']).toBe('no-store');
    expect(b.headers['x-response-cache']).toBeUndefined();
    expect(upstream.count(calls.captcha.path)).toBe(before + 2);
  });

  it('keyword search (unbounded keys) and news views (counted upstream)', async () => {
    for (const [q, path] of [
      ['query S { search(keyword: "火锅") { total } }', calls.brandList.path],
      ['query N { news(id: "9") { title } }', calls.newsShow.path],
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
    const before = upstream.count(calls.sendCode.path);
    const a = await post(gw, m);
    await post(gw, m);
    expect(a.headers['cache-control']).toBe('no-store');
    expect(upstream.count(calls.sendCode.path)).toBe(before + 2);
  });

  it('an answer with errors', async () => {
    upstream.behave(calls.brandShow.path, 'error500');
    try {
      const a = await post(gw, BRAND, { id: '77' });
      expect(a.json().errors).toBeDefined();
      expect(a.headers['cache-control']).toBe('no-store');
    } finally {
      upstream.behave(calls.brandShow.path, 'ok');
    }
    const b = await post(gw, BRAND, { id: '77' });
    expect(b.json().errors).toBeUndefined();
  });
});

describe('the policy from the document and the upstream reads (decision 0142)', () => {
  it('answers only __typename or introspection no-store, as Apollo’s per-field hints did', async () => {
    const a = await post(gw, 'query T { __typename }');
    expect(a.json()).toEqual({ data: { __typename: 'Query' } });
    expect(a.headers['cache-control']).toBe('no-store');
    const b = await post(gw, 'query TF { ...Only } fragment Only on Query { __typename brand(id: "1") { id } }');
    expect(b.headers['cache-control']).toBe('max-age=300, public');
  });

  it('holds for the schema’s hints: @cacheControl(maxAge: 0) on fields, and no other', () => {
    // The document walk stands in for per-field hints only while these are all the schema has.
    const schema = schemaOf(gw.app);
    const hints: string[] = [];
    for (const type of Object.values(schema.getTypeMap())) {
      if (type.name.startsWith('__')) continue;
      for (const d of type.astNode?.directives ?? []) if (d.name.value === 'cacheControl') hints.push(`type ${type.name}`);
      const fields = 'getFields' in type ? Object.values((type as GraphQLObjectType).getFields()) : [];
      for (const f of fields) {
        for (const d of f.astNode?.directives ?? []) {
          if (d.name.value !== 'cacheControl') continue;
          const args = (d.arguments ?? []).map((a) => `${a.name.value}: ${print(a.value)}`).join(', ');
          if (args !== 'maxAge: 0') hints.push(`${type.name}.${f.name} (${args})`);
        }
      }
    }
    expect(hints).toEqual([]);
  });

  it('leaves the resolvers of the schema unwrapped, the admin listener’s operations included', async () => {
    // Apollo's cache-control plugin replaced every field's resolver with a wrapper on the first operation
    // (the pages' in-process executor then ran through it too).
    const schema = schemaOf(gw.app);
    const resolvers = () => ['Query', 'Brand'].flatMap((t) => Object.values((schema.getType(t) as GraphQLObjectType).getFields()).map((f) => f.resolve));
    const before = resolvers();
    expect(before.filter(Boolean).length).toBeGreaterThan(10);
    await post(gw, BRAND, { id: '1' });
    await adminSiteOf(gw.app).inject({ method: 'POST', url: '/graphql', headers: { 'content-type': 'application/json', origin: new URL(loadConfig({}).adminSiteUrl).origin }, payload: { query: '{ me { id } }' } });
    expect(resolvers()).toEqual(before);
  });
});
