// index/main and the home side calls → schema names. Nested brands, news, topics, rankings and banners
// stay in wire form: their own resolvers map them.
import type { ResolversTypes } from '../../generated/resolvers';
import type { WireBrand, WireCategoryBrands, WireCategoryTab, WireIndexMain, WireNewData } from '@shangji/contract';
import { categoryFromRef } from '../category/mapping';

type Out<K extends keyof ResolversTypes> = ResolversTypes[K];

export function latest(d: WireNewData): Out<'Latest'> {
  return { news: d.news ?? [], brands: d.zhaoshang ?? [], topics: d.zhuanti ?? [] };
}

/** Blocks come as an industry (sometimes with children and a heading) plus its brands, as zhaoshang or list. */
export function categoryBrands(c: WireCategoryTab & Partial<WireCategoryBrands> & { list?: WireBrand[] }): Out<'CategoryBrands'> {
  return {
    category: { ...categoryFromRef(c), children: (c.children ?? []).map(categoryFromRef) },
    title: c.title ?? '',
    brands: c.zhaoshang ?? c.list ?? [],
  };
}

export function home(m: WireIndexMain): Out<'Home'> {
  return {
    categoryNav: (m.getClassify ?? []).map(categoryBrands),
    banners: m.getBanner ?? [],
    headline: latest(m.getTopData ?? { news: [], zhaoshang: [], zhuanti: [] }),
    topBanners: m.getTopBanner ?? [],
    topBrands: m.getTopZhaoshang ?? [],
    news: m.getNews ?? [],
    certifiedBrands: m.getVip ?? [],
    hotBrands: m.getHotZhaoshang ?? [],
    brandsByCategory: (m.getZhaoshangSort ?? []).map(categoryBrands),
    topics: m.getZhuanti ?? [],
    rankings: m.getPaihang ?? [],
    modules: (m.getFenleiData ?? []).map((mod) => ({
      id: String(mod.id),
      name: mod.name,
      tabs: (mod.tabs ?? []).map((t) => ({
        id: String(t.id),
        category: { id: String(t.cid), name: t.name, pinyin: t.pinyin ?? '', children: [] },
        carouselBrands: t.hotlist ?? [],
        brands: t.hotlist2 ?? [],
      })),
    })),
  };
}
