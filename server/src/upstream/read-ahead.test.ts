// The upstream read-ahead (decision 0136): what it learns from an operation's reads, when it reads ahead,
// and, over Redis, that a miss's upstream read leaves before the GraphQL handler has started on the request.
import { beforeEach, describe, expect, it } from 'vitest';
import { calls } from '@shangji/contract';
import { FIXED_GENERATION } from '../content-feed';
import { RESPONSE_KEY_PREFIX } from '../graphql/response-cache';
import { listeningOverRedis } from '../test/gateway';
import type { CacheEntry } from './cache';
import type { BreakerRedisStore } from './redis-breaker';
import { createUpstreamReadAhead, keyFrom, templateOf } from './read-ahead';

describe('templates of the keys an operation read', () => {
  it('puts a variable where a parameter has its value, as requestKey writes it', () => {
    const t = templateOf('GET /v1/zhaoshang/show?id=42', { id: '42' })!;
    expect(keyFrom(t, { id: '1300' })).toBe('GET /v1/zhaoshang/show?id=1300');
    const search = templateOf('GET /v1/search?kw=%E5%A5%B6+%E8%8C%B6&page=2&size=10', { q: '奶 茶', page: 2 })!;
    expect(keyFrom(search, { q: '火锅', page: 3 })).toBe(`GET /v1/search?kw=${encodeURIComponent('火锅')}&page=3&size=10`);
  });

  it('keeps literal what no variable explains, and gives up on a value two variables share', () => {
    expect(keyFrom(templateOf('GET /v1/hot?size=8', { id: '1' })!, { id: '2' })).toBe('GET /v1/hot?size=8');
    expect(templateOf('GET /v1/list?page=1&cat=1', { page: 1, cat: '1' })).toBeNull();
  });

  it('forecasts nothing when a variable the key needs is missing or not a scalar', () => {
    const t = templateOf('GET /v1/zhaoshang/show?id=42', { id: '42' })!;
    expect(keyFrom(t, {})).toBeUndefined();
    expect(keyFrom(t, { id: { nested: 1 } })).toBeUndefined();
  });
});

describe('reading ahead', () => {
  const BRAND = 'query B($id: ID!) { brand(id: $id) { id } }';
  const key = (id: string) => `GET /v1/zhaoshang/show?id=${id}`;
  const setup = () => {
    const reads: string[] = [];
    let clock = 1_000;
    const cache = { get: async (k: string) => (reads.push(k), { value: k, freshUntil: 0, bytes: 1 } as CacheEntry) };
    return { reads, ahead: createUpstreamReadAhead(cache, () => clock), step: (ms: number) => (clock += ms) };
  };

  it('reads ahead only once the templates forecast an operation exactly, and its text last missed', async () => {
    const { reads, ahead } = setup();
    ahead.observe(BRAND, { id: '1' }, [key('1')]);
    ahead.start(BRAND, { id: '2' });
    expect(reads).toEqual([]); // learnt, not yet confirmed
    ahead.observe(BRAND, { id: '2' }, [key('2')]);
    ahead.start(BRAND, { id: '3' });
    expect(reads).toEqual([key('3')]);
    expect(await ahead.take(key('3'))).toMatchObject({ value: key('3') });
    expect(ahead.take(key('3'))).toBeUndefined(); // taken once
    // Answered from the shared cache last time: its upstream reads would be for nothing.
    ahead.observe(BRAND, { id: '3' }, null);
    ahead.start(BRAND, { id: '4' });
    expect(reads).toEqual([key('3')]);
  });

  it('stops at the first wrong forecast', () => {
    const { reads, ahead } = setup();
    ahead.observe(BRAND, { id: '1' }, [key('1')]);
    ahead.observe(BRAND, { id: '2' }, [key('2')]);
    // This time the resolver read something else as well (say, a brand that turned out to be a redirect).
    ahead.observe(BRAND, { id: '3' }, [key('3'), 'GET /v1/hot?size=8']);
    ahead.start(BRAND, { id: '4' });
    expect(reads).toEqual([]);
  });

  it('does not hand out a read nobody took in time', () => {
    const { ahead, step } = setup();
    ahead.observe(BRAND, { id: '1' }, [key('1')]);
    ahead.observe(BRAND, { id: '2' }, [key('2')]);
    ahead.start(BRAND, { id: '5' });
    step(5_000);
    expect(ahead.take(key('5'))).toBeUndefined();
  });
});

const redisUrl = process.env.TEST_REDIS_URL;

describe.skipIf(!redisUrl)('over Redis', () => {
  // Every shared-cache read (whole response or upstream answer) and when the GraphQL handler started on each request.
  const events: string[] = [];
  let lastResponseKey = '';
  const stack = listeningOverRedis(
    redisUrl!,
    `read-ahead-test-${process.pid}`,
    (event) => {
      if (!('read' in event)) return void events.push('graphql');
      const response = event.read.startsWith(RESPONSE_KEY_PREFIX);
      events.push(response ? 'response' : 'upstream');
      if (response) lastResponseKey = event.read;
    },
    { generation: FIXED_GENERATION },
  );

  beforeEach(async () => {
    await stack.cache.clear();
    events.length = 0;
  });

  // Each test asks its own query text: what is learnt, and the front's hot copies, are per text.
  let BRAND = '';
  beforeEach(({ task }) => {
    BRAND = `query ReadAheadBrand${task.id.replace(/\W/g, '')}($id: ID!) { brand(id: $id) { id name } }`;
  });
  const brand = async (id: string) => {
    const res = await fetch(`${stack.base}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: BRAND, variables: { id } }) });
    expect(res.status).toBe(200);
    return ((await res.json()) as { data: { brand: { id: string; name: string } } }).data.brand;
  };

  // The fake upstream knows brand 1 only; the others are answered "数据不存在" (null), which teaches as well.
  it('sends a miss’s upstream read with its whole-response read, once learnt, and answers the same', async () => {
    expect(await brand('4')).toBeNull();
    expect(await brand('5')).toBeNull();
    expect(events.slice(-3)).toEqual(['response', 'graphql', 'upstream']);
    events.length = 0;
    const before = stack.upstream.count(calls.brandShow.path);
    expect(await brand('1')).toEqual({ id: '1', name: expect.any(String) });
    // Both reads before the GraphQL handler started, and no second read of the upstream answer after it.
    expect(events).toEqual(['response', 'upstream', 'graphql']);
    expect(stack.upstream.count(calls.brandShow.path)).toBe(before + 1);
  });

  it('stops reading ahead for a text answered from the shared cache last time', async () => {
    await brand('4');
    await brand('5');
    await brand('1'); // read ahead; its whole response is written to Redis after the answer
    const store = stack.cache.store as BreakerRedisStore;
    const stored = `${store.siteNamespace}::${lastResponseKey}`;
    for (let i = 0; i < 100 && !(await store.commands.exists(stored)); i++) await new Promise((r) => setTimeout(r, 20));
    expect(await store.commands.exists(stored)).toBe(1);
    events.length = 0;
    // A repeat the hot copy does not answer (its key includes the Origin): the shared copy does.
    const res = await fetch(`${stack.base}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', origin: 'http://localhost:3001' }, body: JSON.stringify({ query: BRAND, variables: { id: '1' } }) });
    expect(res.headers.get('x-response-cache')).toBeNull();
    await res.text();
    expect(await brand('7')).toBeNull();
    expect(events).toEqual(['response', 'upstream', 'graphql', 'response', 'graphql', 'upstream']);
  });
});
