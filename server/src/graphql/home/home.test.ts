// The home page's reads in one operation: each distinct upstream call goes out once, even when two
// fields need it, and a failing call only nulls its own fields.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startFakeUpstream, type FakeUpstream } from '../../test/fakeUpstream';
import { startGateway } from '../../test/gateway';
import { calls } from '@shangji/contract';

let upstream: FakeUpstream;
beforeAll(async () => {
  upstream = await startFakeUpstream();
});
afterAll(() => upstream.close());

const HOME = `query HomePageQuery {
  home {
    categoryNav { category { name } title brands { name } }
    banners { title imageUrl href external }
    headline { news { title } brands { name } topics { title } }
    topBanners { title }
    topBrands { name }
    news { title publishedMonthDay }
    certifiedBrands { name certified }
    hotBrands { name }
    brandsByCategory { category { pinyin } brands { name } }
    topics { title }
    rankings { title brands { name } }
    modules { name tabs { id category { name } carouselBrands { name } brands { name } } }
  }
  headlineAgain: home { headline { news { id } } }
  latest { news { title } brands { name } topics { title } }
  linkGroups { name links { title nofollow } }
  categoryBrandNav { category { name } brands { name } }
  categoryTopBrands { category { name } brands { name } }
  searchConfig { categories { name } hotSearches { title } }
  categories { name children { name } }
  brandFilters { feeBands { name } }
  ads(slot: V1_G01) { title external }
  enquiryTicker { maskedName title }
  hot: relatedBrands(kind: HOT) { name }
}`;

it('sends each distinct upstream call of the home page exactly once', async () => {
  const gw = await startGateway(upstream.url);
  const before = upstream.seen.length;
  const res = await gw.query(HOME);
  expect(res.errors).toBeUndefined();
  const data = res.data as Record<string, any>;
  expect(data.home.modules[0].tabs[0]).toEqual({ id: '11', category: { name: '餐饮' }, carouselBrands: [{ name: '蜜雪冰城' }], brands: [] });
  expect(data.home.banners[0]).toEqual({ title: '广告', imageUrl: '/media/banner/1.svg', href: 'https://www.example.com/ad/1', external: true });
  expect(data.linkGroups[0].links).toEqual([{ title: 'A', nofollow: false }, { title: 'B', nofollow: true }]);
  expect(data.enquiryTicker).toEqual([{ maskedName: '张**', title: '138****5678 咨询蜜雪冰城' }]);

  const sent = upstream.seen.slice(before).map((s) => s.path);
  // home + headlineAgain share index/main; categories + brandFilters share getZahoshangClassify.
  const expected = [
    calls.indexMain.path, calls.newData.path, calls.links.path, calls.cidBrandNav.path, calls.tradeBrandTop.path,
    calls.cidSearch.path, calls.classify.path, calls.adG01.path, calls.guestbook.path, calls.relatedBrands.path,
  ];
  expect([...sent].sort()).toEqual([...expected].sort());

  // A second operation within every lifetime is answered from the shared cache.
  const again = upstream.seen.length;
  expect((await gw.query(HOME)).errors).toBeUndefined();
  expect(upstream.seen.length).toBe(again);
  await gw.app.close();
});

it('a failing call leaves the other home fields resolved', async () => {
  const gw = await startGateway(upstream.url);
  upstream.behave(calls.indexMain.path, 'error500');
  try {
    const res = await gw.query('query HomeFailQuery { home { topics { title } } latest { news { title } } linkGroups { name } }');
    expect(res.data?.home).toBeNull();
    expect(res.errors?.map((e) => [e.path, e.extensions?.code])).toEqual([[['home'], 'UPSTREAM_UNAVAILABLE']]);
    expect(res.data?.latest).toEqual({ news: [{ title: '新闻' }] });
    expect(res.data?.linkGroups).toEqual([{ name: '友情链接' }]);
  } finally {
    upstream.behave(calls.indexMain.path, 'ok');
    await gw.app.close();
  }
});
