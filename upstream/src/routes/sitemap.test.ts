// The sitemap listing calls (decision 0046): counts and newest dates per type, ids in primary-key order,
// 50,000 per page, in the contract's shapes.
import { wireSitemapList, wireSitemapMain, type WireSitemapList, type WireSitemapMain } from '@shangji/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, call, type Harness, startUpstream } from '../test/harness';
import { calls } from '@shangji/contract';

describe.each(backends)('sitemap listing (%s)', (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startUpstream(kind);
  });
  afterAll(() => h?.close());

  it('counts each type and dates it by its newest row', async () => {
    const res = await call<WireSitemapMain>(h.app, calls.sitemapMain.path);
    expect(res.body.code).toBe(200);
    const d = res.body.data;
    expect(d.pageSize).toBe(50_000);
    for (const [type, table] of [['zhaoshang', 'brand'], ['news', 'news'], ['zhuanti', 'topic'], ['top', 'ranking']] as const) {
      const [row] = await h.db.query<{ n: number; last: number }>(`select count(*)::int as n, max(addtime)::int as last from ${table}`);
      expect(d.sections.find((s) => s.type === type)).toEqual({ type, total: row!.n, lastmod: row!.last });
    }
    expect(d.categories).toContain('canyin');
    expect(d.newsMenu).toEqual(['hangye', 'xinpin', 'xindian', 'youhui', 'zhidao', 'touzi', 'gushi']);
  });

  it('lists ids with their dates in id order, and nothing past the end', async () => {
    const first = (await call<WireSitemapList>(h.app, calls.sitemapList.path, { type: 'zhaoshang', page: 1 })).body.data.listinfo;
    const [{ n } = { n: 0 }] = await h.db.query<{ n: number }>('select count(*)::int as n from brand');
    expect(first).toHaveLength(Math.min(n, 50_000));
    const ids = first.map((r) => r.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(first.every((r) => r.addtime > 0)).toBe(true);
    expect((await call<WireSitemapList>(h.app, calls.sitemapList.path, { type: 'news', page: 2 })).body.data.listinfo).toEqual([]);
    expect((await call(h.app, calls.sitemapList.path, { type: 'users', page: 1 })).body.code).toBe(400);
  });

  it('answers in the shapes of the contract', async () => {
    wireSitemapMain.parse((await call<WireSitemapMain>(h.app, calls.sitemapMain.path)).body.data);
    wireSitemapList.parse((await call<WireSitemapList>(h.app, calls.sitemapList.path, { type: 'top', page: 1 })).body.data);
  });
});
