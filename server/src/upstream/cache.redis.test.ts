// Two gateway instances sharing one Redis: what one instance fetched, the other serves without
// asking the upstream. Needs a Redis server: TEST_REDIS_URL (e.g. redis://127.0.0.1:6379).
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeUpstream, type FakeUpstream } from '../test/fakeUpstream';
import { connectedRedisCache, startGateway, type TestGateway } from '../test/gateway';
import type { UpstreamCache } from './cache';
import { calls } from '@shangji/contract';

const redisUrl = process.env.TEST_REDIS_URL;
if (!redisUrl) console.warn('cache.redis.test: TEST_REDIS_URL is not set, skipping the shared-Redis tests (try TEST_REDIS_URL=redis://127.0.0.1:6379).');

describe.skipIf(!redisUrl)('two instances sharing one Redis', () => {
  // A namespace per run: parallel runs and leftovers from earlier runs cannot interfere.
  const namespace = `shangji:test:${randomUUID()}`;
  let upstream: FakeUpstream;
  let cacheA: UpstreamCache;
  let cacheB: UpstreamCache;
  let a: TestGateway;
  let b: TestGateway;

  beforeAll(async () => {
    upstream = await startFakeUpstream();
    // Connected before the first query: until then an instance would write only its in-process copy.
    cacheA = await connectedRedisCache(redisUrl!, namespace);
    cacheB = await connectedRedisCache(redisUrl!, namespace);
    a = await startGateway(upstream.url, { cache: cacheA });
    b = await startGateway(upstream.url, { cache: cacheB });
  });
  afterAll(async () => {
    await a?.app.close();
    await b?.app.close();
    await cacheA?.clear();
    await cacheA?.disconnect();
    await cacheB?.disconnect();
    await upstream?.close();
  });

  it('a query on instance A fills the cache; the same query on instance B makes no upstream request', async () => {
    const q = 'query Shared { brand(id: "1") { name gallery { image thumbnail } } categories { pinyin } }';
    const first = await a.query(q);
    expect(first.errors).toBeUndefined();
    expect(upstream.count(calls.brandShow.path)).toBe(1);
    expect(upstream.count(calls.classify.path)).toBe(1);

    const second = await b.query(q);
    expect(second).toEqual(first);
    expect(upstream.count(calls.brandShow.path)).toBe(1);
    expect(upstream.count(calls.classify.path)).toBe(1);
  });

  it('after the lifetime, instance B refreshes and A then sees the fresh entry', async () => {
    const q = 'query SharedTicker { enquiryTicker { id } }';
    await a.query(q);
    b.clock.advance(301);
    await b.query(q);
    expect(upstream.count(calls.guestbook.path)).toBe(2);
    a.clock.advance(301); // A's clock now matches B's: B's write is fresh for it
    await a.query(q);
    expect(upstream.count(calls.guestbook.path)).toBe(2);
  });
});
