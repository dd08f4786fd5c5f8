// A list's badges (filing status, red flags) come with the list when the upstream sends its page's
// records summaries; only an answer without them costs the summaries call.
import { beforeEach, describe, expect, it } from 'vitest';
import { calls } from '@shangji/contract';
import { createUpstreamCache } from '../../upstream/cache';
import { gatewayOverFakeUpstream } from '../../test/gateway';

const cache = createUpstreamCache();
const stack = gatewayOverFakeUpstream({ cache });

beforeEach(async () => {
  await cache.clear();
  stack.upstream.behave(calls.brandList.path, 'ok');
});

const LIST = '{ brandList(filter: {}, page: 1) { brands { items { id filingStatus redFlags { code } } } } }';

describe('a list page\'s badges', () => {
  it('are read from the records the list answer carries, with no summaries call', async () => {
    const { upstream, gw } = stack;
    const before = upstream.count(calls.recordSummaries.path);
    const res = await gw.query(LIST);
    expect(res.errors).toBeUndefined();
    const items = (res.data as { brandList: { brands: { items: { id: string; filingStatus: string; redFlags: unknown[] }[] } } }).brandList.brands.items;
    expect(items).toHaveLength(1);
    expect(items[0]!.filingStatus).toBe('FILED');
    expect(upstream.count(calls.recordSummaries.path)).toBe(before);
  });

  it('cost one summaries call when the upstream sends the list without them', async () => {
    const { upstream, gw } = stack;
    upstream.behave(calls.brandList.path, 'specOnly');
    const before = upstream.count(calls.recordSummaries.path);
    const res = await gw.query(LIST);
    expect(res.errors).toBeUndefined();
    const items = (res.data as { brandList: { brands: { items: { filingStatus: string }[] } } }).brandList.brands.items;
    expect(items[0]!.filingStatus).toBe('FILED');
    expect(upstream.count(calls.recordSummaries.path)).toBe(before + 1);
  });
});
