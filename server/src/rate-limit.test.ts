// The request-rate limit per client address (rate-limit.ts, docs/decisions/0096) over real HTTP: a
// client over the limit gets 429 with Retry-After and a Chinese page or GraphQL error, another address
// does not; counted in memory, in a Redis shared by two gateways, and in process while Redis is gone.
import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildGateway, mobileSiteOf } from './app';
import { loadConfig } from './config';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { addressKey, createRequestRateLimit, RATE_LIMITED_CODE, RATE_LIMITED_MESSAGE } from './rate-limit';
import type { BreakerRedisStore } from './upstream/redis-breaker';
import { startFakeUpstream, type FakeUpstream } from './test/fakeUpstream';
import { connectedRedisCache, uniqueNamespace } from './test/gateway';
import type { UpstreamCache } from './upstream/cache';

const redisUrl = process.env.TEST_REDIS_URL;
const LIMIT = 5;

let upstream: FakeUpstream;
beforeAll(async () => {
  upstream = await startFakeUpstream();
});
afterAll(async () => {
  await upstream?.close();
});

/** A gateway behind a trusted proxy at 127.0.0.1, listening on a free port. */
async function gateway(env: Record<string, string> = {}, cache?: UpstreamCache): Promise<{ app: FastifyInstance; base: string }> {
  const app = await buildGateway(
    loadConfig({ UPSTREAM_URL: upstream.url, NODE_ENV: 'production', GATEWAY_TRUST_PROXY: '127.0.0.1', GATEWAY_RATE_LIMIT: String(LIMIT), GATEWAY_RATE_WINDOW_SECONDS: '60', ...env }),
    { logger: false, ...(cache ? { cache } : {}) },
  );
  if (cache) app.addHook('onClose', async () => cache.disconnect());
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, base: `http://127.0.0.1:${(app.server.address() as { port: number }).port}` };
}

// Fresh addresses per run: a shared Redis keeps its counts for the window across runs. Never the same one
// twice in a run (a random pick each time repeated an earlier test's refused address once in a CI run).
let nextDocumentation = randomInt(0, 254);
const documentation = () => `198.51.100.${(nextDocumentation++ % 254) + 1}`;
const ipv6 = () => `2001:db8:${randomInt(1, 0xffff).toString(16)}:${randomInt(1, 0xffff).toString(16)}`;

const page = (base: string, address: string, path = '/aboutus') => fetch(`${base}${path}`, { headers: { 'x-forwarded-for': address } });
const graphql = (base: string, address: string) =>
  fetch(`${base}/graphql`, { method: 'POST', headers: { 'x-forwarded-for': address, 'content-type': 'application/json' }, body: JSON.stringify({ query: '{ __typename }' }) });

it('counts an IPv6 address by its /64 and an IPv4-mapped address as IPv4', () => {
  expect(addressKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
  expect(addressKey('2001:0db8:0001:0002:ffff:0:0:9')).toBe('2001:db8:1:2::/64');
  expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
  expect(addressKey('::ffff:203.0.113.9')).toBe('203.0.113.9');
  expect(addressKey('203.0.113.9')).toBe('203.0.113.9');
});

describe('in process (no Redis)', () => {
  let gw: { app: FastifyInstance; base: string };
  beforeAll(async () => {
    gw = await gateway();
  });
  afterAll(async () => {
    await gw?.app.close();
  });

  it('answers a client over the limit 429 with Retry-After and a Chinese page; another address is served', async () => {
    const a = documentation();
    for (let i = 0; i < LIMIT; i++) expect((await page(gw.base, a)).status).toBe(200);
    const refused = await page(gw.base, a);
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(refused.headers.get('content-type')).toMatch(/text\/html/);
    expect(refused.headers.get('cache-control')).toBe('no-store');
    const html = await refused.text();
    expect(html).toContain(RATE_LIMITED_MESSAGE);
    expect(html).toContain('<title>访问过于频繁_商机网</title>');
    // /graphql shares the allowance and refuses as a GraphQL error.
    const gql = await graphql(gw.base, a);
    expect(gql.status).toBe(429);
    expect(gql.headers.get('retry-after')).toBeTruthy();
    expect(await gql.json()).toEqual({ errors: [{ message: RATE_LIMITED_MESSAGE, extensions: { code: RATE_LIMITED_CODE, retryAfter: expect.any(Number) } }] });
    // Another visitor is not affected; health checks and assets are not counted.
    expect((await page(gw.base, documentation())).status).toBe(200);
    expect((await graphql(gw.base, `203.0.113.${randomInt(1, 255)}`)).status).toBe(200);
    expect((await page(gw.base, a, '/healthz')).status).toBe(200);
  });

  it('counts the mobile listener against the same allowance, its pages but not its scripts', async () => {
    const mobileBase = await mobileSiteOf(gw.app).listen({ port: 0, host: '127.0.0.1' });
    const a = documentation();
    for (let i = 0; i < LIMIT - 1; i++) expect((await page(mobileBase, a, '/')).status).toBe(200);
    // Scripts and styles of the mobile build are not counted (a page view loads several).
    for (let i = 0; i < LIMIT; i++) expect((await page(mobileBase, a, '/m-assets/no-such-file.js')).status).not.toBe(429);
    expect((await page(gw.base, a)).status).toBe(200);
    const refused = await page(mobileBase, a, '/shangji/all');
    expect(refused.status).toBe(429);
    expect(await refused.text()).toContain(RATE_LIMITED_MESSAGE);
    expect((await page(mobileBase, documentation(), '/')).status).toBe(200);
  });

  it('counts a whole IPv6 /64 as one client', async () => {
    const prefix = ipv6();
    for (let i = 0; i < LIMIT; i++) expect((await page(gw.base, `${prefix}::${i + 1}`)).status).toBe(200);
    expect((await page(gw.base, `${prefix}:1:2:3:4`)).status).toBe(429);
    expect((await page(gw.base, `${ipv6()}::1`)).status).toBe(200);
  });

  it('does not believe X-Forwarded-For from an untrusted peer (the peer is counted)', async () => {
    const untrusting = await gateway({ GATEWAY_TRUST_PROXY: '' });
    try {
      const statuses: number[] = [];
      // Every request claims a new address; all come from 127.0.0.1.
      for (let i = 0; i < LIMIT + 1; i++) statuses.push((await page(untrusting.base, documentation())).status);
      expect(statuses.slice(0, LIMIT).every((s) => s === 200)).toBe(true);
      expect(statuses[LIMIT]).toBe(429);
    } finally {
      await untrusting.app.close();
    }
  });
});

describe.skipIf(!redisUrl)('shared through Redis', () => {
  // The limiter's commands on the client itself, without the breaker's 100 ms timeout: on a loaded host a
  // timed-out count falls back to the in-process limiter, which these tests would read as Redis going away.
  const directOn =
    (store: BreakerRedisStore) =>
    (command: Parameters<BreakerRedisStore['run']>[0]): Promise<{ ok: true; value: unknown } | { ok: false }> =>
      command(store.commands).then(
        (value) => ({ ok: true, value }),
        () => ({ ok: false }),
      );
  // Room for a loaded host; a request that must wait is held by the test itself, not by time.
  const WAIT = { timeout: 5000 };

  it('two gateways on one Redis count one allowance per address', async () => {
    // Each with its own connection, up before counting (until then the in-process limiter would count).
    const shared = uniqueNamespace();
    const [a, b] = [await gateway({}, await connectedRedisCache(redisUrl!, shared)), await gateway({}, await connectedRedisCache(redisUrl!, shared))];
    try {
      const who = documentation();
      const statuses: number[] = [];
      for (let i = 0; i < LIMIT + 1; i++) statuses.push((await page(i % 2 ? b.base : a.base, who)).status);
      expect(statuses).toEqual([...Array(LIMIT).fill(200), 429]);
      expect((await page(a.base, documentation())).status).toBe(200);
    } finally {
      await a.app.close();
      await b.app.close();
    }
  });

  it('a burst from one address at one gateway gets its allowance, no more', async () => {
    const gw = await gateway({}, await connectedRedisCache(redisUrl!));
    try {
      const who = documentation();
      expect((await page(gw.base, who)).status).toBe(200);
      const burst = await Promise.all(Array.from({ length: 2 * LIMIT }, () => page(gw.base, who)));
      expect(burst.filter((r) => r.status === 200)).toHaveLength(LIMIT - 1);
      expect(burst.filter((r) => r.status === 429)).toHaveLength(LIMIT + 1);
    } finally {
      await gw.app.close();
    }
  });

  it('lets an address with more than half its allowance left through before Redis answers, and counts it', async () => {
    const cache = await connectedRedisCache(redisUrl!);
    const store = cache.store as BreakerRedisStore;
    // Redis's answers are held until the test lets them go.
    let letGo!: () => void;
    let gate = Promise.resolve();
    const hold = () => (gate = new Promise<void>((r) => (letGo = r)));
    const slowRedis = {
      siteNamespace: store.siteNamespace,
      commands: store.commands,
      run: (command: Parameters<BreakerRedisStore['run']>[0]) => directOn(store)(command).then(async (answer) => (await gate, answer)),
    } as unknown as BreakerRedisStore;
    const limit = createRequestRateLimit({ points: 6, windowSeconds: 60, trustProxy: undefined, redis: slowRedis, corsOrigins: [] })!;
    const passed: number[] = [];
    const refused: number[] = [];
    const address = documentation();
    const request = (n: number) =>
      limit.front(() => passed.push(n))(
        { url: '/aboutus', method: 'GET', headers: {}, socket: { remoteAddress: address } } as unknown as IncomingMessage,
        { writeHead: () => refused.push(n), end: () => undefined } as unknown as ServerResponse,
      );
    // Time for a request that must wait to show it did not.
    const settled = () => new Promise((r) => setTimeout(r, 50));
    try {
      hold();
      request(1); // unknown: waits for its count
      await settled();
      expect(passed).toEqual([]);
      letGo();
      await vi.waitFor(() => expect(passed).toEqual([1]), WAIT); // 5 of 6 left
      hold();
      request(2);
      request(3);
      request(4);
      // Two through at once, keeping half the allowance above them; the third waits.
      expect(passed).toEqual([1, 2, 3]);
      letGo();
      await vi.waitFor(() => expect(passed).toEqual([1, 2, 3, 4]), WAIT);
      // 2 of 6 left: every request waits for its count now, and the seventh is refused.
      hold();
      request(5);
      await settled();
      expect(passed).toEqual([1, 2, 3, 4]);
      letGo();
      await vi.waitFor(() => expect(passed).toEqual([1, 2, 3, 4, 5]), WAIT);
      request(6);
      await vi.waitFor(() => expect(passed).toEqual([1, 2, 3, 4, 5, 6]), WAIT);
      request(7);
      await vi.waitFor(() => expect(refused).toEqual([7]), WAIT);
      expect(passed).toHaveLength(6);
    } finally {
      letGo();
      await cache.disconnect();
    }
  });

  it('ends admission ahead once Redis stops counting: the in-process limiter decides again', async () => {
    const cache = await connectedRedisCache(redisUrl!);
    const store = cache.store as BreakerRedisStore;
    let down = false;
    const flakyRedis = {
      siteNamespace: store.siteNamespace,
      commands: store.commands,
      run: (command: Parameters<BreakerRedisStore['run']>[0]) => (down ? Promise.resolve({ ok: false }) : directOn(store)(command)),
    } as unknown as BreakerRedisStore;
    const limit = createRequestRateLimit({ points: 100, windowSeconds: 60, trustProxy: undefined, redis: flakyRedis, corsOrigins: [] })!;
    const passed: number[] = [];
    const address = documentation();
    const request = (n: number) =>
      limit.front(() => passed.push(n))(
        { url: '/aboutus', method: 'GET', headers: {}, socket: { remoteAddress: address } } as unknown as IncomingMessage,
        { writeHead: () => undefined, end: () => undefined } as unknown as ServerResponse,
      );
    try {
      request(1);
      await vi.waitFor(() => expect(passed).toEqual([1]), WAIT);
      request(2);
      expect(passed).toEqual([1, 2]); // through at once
      // Both counted in Redis before it goes away.
      await vi.waitFor(async () => expect(await store.commands.get(`${store.siteNamespace}:rl:req:${address}`)).toBe('2'), WAIT);
      await new Promise((r) => setImmediate(r)); // and their answers read
      down = true;
      request(3); // still ahead: Redis had counted 2 of 100
      expect(passed).toEqual([1, 2, 3]);
      await new Promise((r) => setTimeout(r, 50));
      request(4); // counted in process: waits for its verdict
      expect(passed).toEqual([1, 2, 3]);
      await vi.waitFor(() => expect(passed).toEqual([1, 2, 3, 4]), WAIT);
    } finally {
      await cache.disconnect();
    }
  });
});

it('still limits, in process, while Redis is gone', async () => {
  // Nothing listens on port 1: every Redis command fails and the breaker opens.
  const gw = await gateway({ REDIS_URL: 'redis://127.0.0.1:1' });
  try {
    const who = documentation();
    for (let i = 0; i < LIMIT; i++) expect((await page(gw.base, who)).status).toBe(200);
    expect((await page(gw.base, who)).status).toBe(429);
    expect((await page(gw.base, documentation())).status).toBe(200);
  } finally {
    await gw.app.close();
  }
});
