// The second client: the @urql/core cache warmer against a running gateway over real HTTP. It must work
// against /graphql unchanged (CSRF prevention on), and afterwards a visitor's page data comes from the
// shared cache without an upstream request.
import { afterAll, beforeAll, expect, it } from 'vitest';

import { warmCache } from '../../cli/src/warm-cache';
import { startFakeUpstream, type FakeUpstream } from '../../server/src/test/fakeUpstream';
import { startGateway, type TestGateway } from '../../server/src/test/gateway';
import { calls } from '@shangji/contract';

let upstream: FakeUpstream;
let gw: TestGateway;
let endpoint: string;

beforeAll(async () => {
  upstream = await startFakeUpstream();
  gw = await startGateway(upstream.url);
  endpoint = `${await gw.app.listen({ port: 0, host: '127.0.0.1' })}/graphql`;
});
afterAll(async () => {
  await gw.app.close();
  await upstream.close();
});

it('warms the entry pages and the top brands, then visitors are served from the shared cache', async () => {
  const report = await warmCache({ endpoint, brandsPerList: 5 });
  expect(report.errors, report.errors.join('\n')).toEqual([]);
  expect(report.brands).toEqual(['1']);
  // home, brand home, brand list page 1, categories; top brands overall and for the one industry; brand 1.
  expect(report.operations).toBe(4);
  expect(upstream.count(calls.indexMain.path)).toBe(1);
  expect(upstream.count(calls.brandMain.path)).toBe(1);
  expect(upstream.count(calls.topBrands.path)).toBe(2);
  expect(upstream.count(calls.brandShow.path)).toBe(1);

  const before = upstream.seen.length;
  const visitor = await gw.query('query BrandPage { brand(id: "1") { name } home { banners { title } } }');
  expect(visitor.data).toMatchObject({ brand: { name: '蜜雪冰城' } });
  expect(upstream.seen.length).toBe(before);
});

it('reports failures instead of hiding them', async () => {
  // A gateway with a cold cache over an upstream whose top-brand lists fail.
  const cold = await startGateway(upstream.url);
  const coldEndpoint = `${await cold.app.listen({ port: 0, host: '127.0.0.1' })}/graphql`;
  upstream.behave(calls.topBrands.path, 'error500');
  const report = await warmCache({ endpoint: coldEndpoint, brandsPerList: 5 });
  upstream.behave(calls.topBrands.path, 'ok');
  await cold.app.close();
  expect(report.failed).toBe(2);
  expect(report.errors.join('\n')).toContain('top brands all: [GraphQL] 服务暂时不可用');
  expect(report.brands).toEqual([]);
});

it('waits out the request-rate limit (429, Retry-After) instead of failing', async () => {
  const limited = await startGateway(upstream.url, { env: { GATEWAY_RATE_LIMIT: '2', GATEWAY_RATE_WINDOW_SECONDS: '1' } });
  try {
    const url = `${await limited.app.listen({ port: 0, host: '127.0.0.1' })}/graphql`;
    let refused = 0;
    const counting: typeof fetch = async (input, init) => {
      const res = await fetch(input, init);
      if (res.status === 429) refused++;
      return res;
    };
    const report = await warmCache({ endpoint: url, brandsPerList: 5, fetch: counting, concurrency: 4 });
    expect(refused).toBeGreaterThan(0);
    expect(report.errors, report.errors.join('\n')).toEqual([]);
    expect(report.brands).toEqual(['1']);
  } finally {
    await limited.app.close();
  }
}, 60_000);
