import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';

import {
  wireAd,
  wireCategoryBrands,
  wireCategoryTab,
  wireCidSearch,
  wireCityOption,
  wireIndexMain,
  wireLinkGroup,
  wireMenuItem,
  wireNewData,
} from '@shangji/contract';
import { backends, call, type Harness, startUpstream } from '../test/harness';
import { envelope, errorEnvelope, wireBrand } from '@shangji/contract';
import { calls } from '@shangji/contract';

describe.each(backends)('home and site calls (%s)', (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startUpstream(kind);
  });
  afterAll(() => h?.close());

  it('index/main sends its twelve parts', async () => {
    const { body } = await call(h.app, calls.indexMain.path);
    const d = envelope(wireIndexMain).parse(body).data;
    expect(Object.keys(d)).toHaveLength(12);
    expect(d.getClassify).toHaveLength(16);
    expect(d.getClassify.every((c) => c.children.length > 0 && c.zhaoshang.length > 0 && c.zhaoshang.every((b) => b.cidOne === c.id))).toBe(true);
    expect(d.getNews.length).toBeGreaterThanOrEqual(19); // 1 lead + 18
    expect(d.getTopData.zhaoshang.length).toBeGreaterThanOrEqual(9); // 1 lead + 8
    expect(d.getTopData.news.length).toBeGreaterThan(0);
    expect(d.getTopData.zhuanti.length).toBeGreaterThan(0);
    expect(d.getVip.every((b) => b.isvip === 1)).toBe(true);
    const hits = d.getHotZhaoshang.map((b) => b.id);
    expect(new Set(hits).size).toBe(hits.length);
    expect(d.getFenleiData).toHaveLength(5);
    expect(d.getFenleiData.map((m) => m.tabs[0]!.id)).toEqual([11, 21, 31, 41, 51]);
    expect(new Set(d.getFenleiData.flatMap((m) => m.tabs.map((t) => t.cid))).size).toBe(16);
    expect(d.getFenleiData.every((m) => m.tabs.every((t) => t.hotlist.length >= 9 && t.hotlist2.every((b) => b.isvip === 1)))).toBe(true);
    expect(d.getPaihang.every((r) => r.list.length === 10)).toBe(true);
    expect(d.getBanner.length).toBeGreaterThan(0);
    expect(JSON.stringify(body)).not.toMatch(/"phone"/);
  });

  it('getLinks sends link groups with weights (0 = nofollow)', async () => {
    const groups = envelope(wireLinkGroup.array()).parse((await call(h.app, calls.links.path)).body).data;
    expect(groups.map((g) => g.name)).toEqual(['实用查询', '本站频道', '热门行业']);
    // Real public registries or our own pages: no example.com, no media named as partners.
    expect(JSON.stringify(groups)).not.toMatch(/example\.com|36氪|界面新闻/);
    const weights = new Set(groups.flatMap((g) => g.links.map((l) => l.weight)));
    expect(weights).toEqual(new Set([0, 1]));
  });

  it('getNewData sends 20 of each, newest first, and scopes by cid', async () => {
    const d = envelope(wireNewData).parse((await call(h.app, calls.newData.path, { cid: 0, num: 20, type: 0 })).body).data;
    expect(d.news).toHaveLength(20);
    expect(d.zhaoshang).toHaveLength(20);
    expect(d.zhuanti).toHaveLength(20);
    const t = d.news.map((n) => n.addtime);
    expect(t).toEqual([...t].sort((a, b) => b - a));
    const scoped = envelope(wireNewData).parse((await call(h.app, calls.newData.path, { cid: 2, num: 5 })).body).data;
    expect(scoped.zhaoshang.every((b) => b.cidOne === 2)).toBe(true);
    errorEnvelope.parse((await call(h.app, calls.newData.path, { cid: 99999 })).body);
  });

  it('getCidZhaoshangNav and getTradeZhaoshangTop list the 16 industries with their brands', async () => {
    const nav = envelope(wireCategoryBrands.array()).parse((await call(h.app, calls.cidBrandNav.path)).body).data;
    expect(nav).toHaveLength(16);
    expect(nav.every((c) => c.zhaoshang.length <= 8 && c.zhaoshang.every((b) => b.cidOne === c.id))).toBe(true);
    const top = envelope(wireCategoryTab.extend({ list: wireBrand.array() }).array()).parse((await call(h.app, calls.tradeBrandTop.path)).body).data;
    expect(top).toHaveLength(16);
    for (const c of top) {
      expect(c.list.length).toBeLessThanOrEqual(10);
      expect(c.list.every((b) => b.cidOne === c.id)).toBe(true);
    }
  });

  it('getCidSearch sends the industries and hot searches; getMenu pid 69 the news categories', async () => {
    const s = envelope(wireCidSearch).parse((await call(h.app, calls.cidSearch.path)).body).data;
    expect(s.classify).toHaveLength(16);
    expect(s.hotSearch.map((x) => x.title)).toContain('火锅');
    const menu = envelope(wireMenuItem.array()).parse((await call(h.app, calls.menu.path, { pid: 69 })).body).data;
    expect(menu.map((m) => m.name)).toEqual(['行业精选', '新品上市', '新店开业', '加盟优惠', '开店指导', '投资动态', '创业故事']);
    errorEnvelope.parse((await call(h.app, calls.menu.path, { pid: 424242 })).body);
  });

  it('ad slots V1_G01 and V1_G02 send href, litpic, title', async () => {
    for (const path of [calls.adG01.path, calls.adG02.path]) {
      expect(envelope(wireAd.array()).parse((await call(h.app, path)).body).data).toHaveLength(4);
    }
  });

  it('getCity sends the province/city tree by name', async () => {
    const tree = envelope(wireCityOption.array()).parse((await call(h.app, calls.city.path)).body).data;
    expect(tree.length).toBeGreaterThanOrEqual(31);
    const gd = tree.find((p) => p.value === '广东省')!;
    expect(gd.children!.map((c) => c.value)).toEqual(expect.arrayContaining(['广州市', '深圳市']));
    const kids = envelope(wireCityOption.array()).parse((await call(h.app, calls.city.path, { action: 'children', value: '广东省' })).body).data;
    expect(kids.map((c) => c.value)).toEqual(gd.children!.map((c) => c.value));
    errorEnvelope.parse((await call(h.app, calls.city.path, { action: 'children', value: '火星省' })).body);
    errorEnvelope.parse((await call(h.app, calls.city.path, { action: 'drop' })).body);
  });

  it('skipAd resolves only published http(s) ad and link targets', async () => {
    // The seed's ads all link brand pages on the site; an operator's outbound ad is added here.
    await h.db.query("insert into ad (position, title, href, litpic, sort) values ('V1_G02', '外部广告', 'https://ad.shangji.test/landing', '/media/banner/1.svg', 99)");
    const [ad] = await h.db.query<{ href: string }>("select href from ad where href like 'https://%' order by id limit 1");
    const [link] = await h.db.query<{ url: string }>("select url from link where url like 'http%' order by id limit 1");
    expect(envelope(z.string()).parse((await call(h.app, calls.skipAd.path, { url: ad!.href })).body).data).toBe(ad!.href);
    expect((await call(h.app, calls.skipAd.path, { url: link!.url })).body.data).toBe(link!.url);
    for (const url of ['', 'https://evil.example.org/phish', 'javascript:alert(1)', '/shangji/1', `${ad!.href}?x=1`, 'not a url']) {
      errorEnvelope.parse((await call(h.app, calls.skipAd.path, { url })).body);
    }
    errorEnvelope.parse((await call(h.app, calls.skipAd.path)).body);
  });
});

