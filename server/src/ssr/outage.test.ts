// Upstream down: every page whose content is its data answers the 503 page with Retry-After (never
// cached, noindex), not a 404 and not an empty list. A search outage must never read as "no results".
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startFakeUpstream, type FakeUpstream } from '../test/fakeUpstream';
import { startGateway, type TestGateway } from '../test/gateway';

let upstream: FakeUpstream;
let gw: TestGateway;
beforeAll(async () => {
  upstream = await startFakeUpstream();
  gw = await startGateway(upstream.url);
  await upstream.close();
});
afterAll(async () => {
  await gw.app.close();
});

it.each(['/', '/top', '/shangji', '/shangji/all', '/vip', '/news', '/news/all', '/zhuanti', '/zhuanti/all', '/shangji/1', '/news/1', '/zhuanti/1', '/comment/1', '/haibao/1', '/search?model=zhaoshang&q=%E7%81%AB%E9%94%85', '/search?model=news&q=huoguo', '/search?model=zhuanti&q=%E5%8A%A0%E7%9B%9F'])(
  'answers %s with the 503 page and Retry-After',
  async (url) => {
    const res = await gw.app.inject({ url });
    expect(res.statusCode).toBe(503);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(res.body).toContain('系统繁忙！请稍后再试！');
    expect(res.body).not.toContain('共找到');
    expect(res.body).toContain('<meta name="robots" content="noindex"/>');
  },
);
