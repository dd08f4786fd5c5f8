// The brand page's 平均响应时间 as the gateway maps brandResponse: minutes, the day in China time, and no
// median without enough leads, whatever the upstream sends.
import { describe, expect, it } from 'vitest';
import { calls } from '@shangji/contract';
import { createUpstreamCache } from '../../upstream/cache';
import { gatewayOverFakeUpstream } from '../../test/gateway';
import { responseTimeOf } from './brand-fields';

describe('responseTimeOf', () => {
  it('turns seconds into whole minutes and the time into a China day', () => {
    // 2026-11-28 17:30 UTC is 2026-11-29 01:30 in China.
    expect(responseTimeOf({ brand_id: 1, leads: 12, median_first_view: 750, median_first_contact: 12_600, as_of: Date.UTC(2026, 10, 28, 17, 30) / 1000 })).toEqual({
      leads: 12, windowDays: 180, enoughData: true, medianFirstViewMinutes: 13, medianFirstContactMinutes: 210, asOf: '2026-11-29', source: '本站线索记录',
    });
  });

  it('keeps an unknown median unknown', () => {
    const r = responseTimeOf({ brand_id: 1, leads: 9, median_first_view: 60, median_first_contact: null, as_of: 1_790_000_000 });
    expect(r).toMatchObject({ enoughData: true, medianFirstViewMinutes: 1, medianFirstContactMinutes: null });
  });

  it('publishes no median under five leads', () => {
    const r = responseTimeOf({ brand_id: 1, leads: 4, median_first_view: 60, median_first_contact: 120, as_of: 1_790_000_000 });
    expect(r).toMatchObject({ leads: 4, enoughData: false, medianFirstViewMinutes: null, medianFirstContactMinutes: null });
  });
});

describe('Brand.responseTime through the gateway', () => {
  const cache = createUpstreamCache();
  const stack = gatewayOverFakeUpstream({ cache });
  const TRUST = 'query T { brand(id: "1") { id publicRecord { asOf } responseTime { leads enoughData medianFirstViewMinutes medianFirstContactMinutes source } } }';

  it('is one brandResponse call, cached an hour, and leaves the brand page\'s answer public', async () => {
    const { upstream, gw } = stack;
    await cache.clear();
    const before = upstream.count(calls.brandResponse.path);
    const res = await gw.app.inject({ method: 'POST', url: '/graphql', headers: { 'content-type': 'application/json' }, payload: { query: TRUST } });
    expect(res.json()).toEqual({
      data: { brand: { id: '1', publicRecord: { asOf: expect.any(String) }, responseTime: { leads: 12, enoughData: true, medianFirstViewMinutes: 12, medianFirstContactMinutes: 210, source: '本站线索记录' } } },
    });
    // The record's 300 s is the shortest lifetime behind the answer: the field adds no no-store.
    expect(res.headers['cache-control']).toBe('max-age=300, public');
    expect(upstream.count(calls.brandResponse.path)).toBe(before + 1);
    // Another operation within the hour reads the shared cache, not the upstream.
    await gw.query('query R { brand(id: "1") { responseTime { leads } } }');
    expect(upstream.count(calls.brandResponse.path)).toBe(before + 1);
  });
});
