// The whole-response read started in the front over Redis (decision 0133): what a client and Redis
// observe. Over real HTTP, since the front sits in the server's listener (inject bypasses it).
import { beforeEach, describe, expect, it } from 'vitest';
import { calls } from '@shangji/contract';
import { listeningOverRedis } from '../test/gateway';
import { RESPONSE_KEY_PREFIX } from './response-cache';

const redisUrl = process.env.TEST_REDIS_URL;

describe.skipIf(!redisUrl)('over Redis', () => {
  // Every whole-response read the gateway makes, and when the GraphQL handler started on each request, in order.
  const events: string[] = [];
  const stack = listeningOverRedis(redisUrl!, `prefetch-test-${process.pid}`, (event) => {
    if (!('read' in event)) events.push('graphql');
    else if (event.read.startsWith(RESPONSE_KEY_PREFIX)) events.push('read');
  });

  beforeEach(async () => {
    await stack.cache.clear();
    events.length = 0;
  });

  const BRAND = 'query PrefetchedBrand($id: ID!) { brand(id: $id) { id name } }';
  const post = (body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${stack.base}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });

  it('reads the whole response before the GraphQL handler starts on the request, and Apollo takes that read', async () => {
    const res = await post({ query: BRAND, variables: { id: '1' } });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { data: { brand: { id: string } } }).data.brand.id).toBe('1');
    // One read, made first: had the keys differed, Apollo would have read a second time.
    expect(events).toEqual(['read', 'graphql']);
  });

  it('answers a repeat from the prefetched read, without the upstream', async () => {
    const first = await post({ query: BRAND, variables: { id: '4' } }, { origin: 'http://localhost:3001' });
    const firstBody = await first.text();
    const before = stack.upstream.count(calls.brandShow.path);
    events.length = 0;
    // Another Origin: not the hot copy's repeat, so the shared copy answers.
    const again = await post({ query: BRAND, variables: { id: '4' } });
    expect(again.headers.get('x-response-cache')).toBeNull();
    expect(await again.text()).toBe(firstBody);
    expect(stack.upstream.count(calls.brandShow.path)).toBe(before);
    expect(events).toEqual(['read', 'graphql']);
  });

  it('keys by the operation the request names, and by the name in the text when it names none', async () => {
    const twoOps = 'query A { brand(id: "5") { id } } query B { brand(id: "1") { id } }';
    const res = await post({ query: twoOps, operationName: 'B' });
    expect(((await res.json()) as { data: { brand: { id: string } } }).data.brand.id).toBe('1');
    expect(events).toEqual(['read', 'graphql']);
    events.length = 0;
    await post({ query: '{ brand(id: "7") { id } }' });
    expect(events).toEqual(['read', 'graphql']);
  });

  it('reads nothing early for a mutation or a Token, and learns the queries Apollo never reads for', async () => {
    await post({ query: 'mutation Send { sendSmsCode(phone: "13800138000", captcha: "abcd") { ok } }' });
    await post({ query: BRAND, variables: { id: '8' } }, { token: 'abc' });
    expect(events).toEqual(['graphql', 'graphql']);
    events.length = 0;
    const captcha = { query: 'query WithCaptcha { brand(id: "1") { id } enquiryCaptcha { image } }' };
    await post(captcha);
    // The first is read for nothing; the next ones are not read at all.
    await post(captcha);
    expect(events).toEqual(['read', 'graphql', 'graphql']);
  });

  it('leaves what is not a GraphQL request to Fastify and Apollo', async () => {
    for (const body of ['{"query":', '[1,2]', '{"query":"{ brand(id: \\"1\\") { id } }","variables":[1]}']) {
      const res = await fetch(`${stack.base}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
      expect(res.status).toBe(400);
    }
    expect(events.filter((e) => e === 'read')).toEqual([]);
  });
});
