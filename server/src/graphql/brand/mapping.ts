// Brand pages (zhaoshang/main, zhaoshang/list, filter lists) → schema names. Brands stay wire objects.
import type { BrandFilters, ListCategory, ResolversTypes } from '../../generated/resolvers';
import type { WireBrandFloor, WireBrandMain, WireClassify, WireListCategory } from '@shangji/contract';
import { categoryFromClassify, categoryFromRef } from '../category/mapping';
import { neverShown } from './backed-tags';

/** SPEC §9: 15 brands per page (list, VIP list, search). */
export const BRAND_PAGE_SIZE = 15;

const named = (x: { id: number; name: string }) => ({ id: String(x.id), name: x.name });

export function brandFilters(c: WireClassify): BrandFilters {
  return {
    categories: (c.classifyList ?? []).map(categoryFromClassify),
    feeBands: (c.feeidList ?? []).map(named),
    regions: (c.regionidList ?? []).map(named),
    // A tag no brand may show is no filter either (广告法 §25; backed-tags.ts).
    tags: (c.idenidList ?? []).filter((t) => !neverShown(t.name)).map(named),
  };
}

export function listCategory(c: WireListCategory | null | undefined): ListCategory | null {
  if (!c) return null;
  return {
    category: categoryFromRef(c),
    parentId: String(c.pid ?? 0),
    title: c.title ?? c.name,
    description: c.description ?? '',
    keywords: c.keyword ?? '',
  };
}

function floor(f: WireBrandFloor): ResolversTypes['BrandFloor'] {
  return {
    category: categoryFromRef(f),
    hotSubCategories: (f.cidHot ?? []).map(categoryFromRef),
    brands: f.zhaoshang ?? [],
    hotBrands: f.zhaoshangHot ?? [],
    topBrands: f.top ?? [],
    news: f.newsNew ?? [],
    topics: f.zhuantiNew ?? [],
    banners: f.zhaoshangBanner ?? [],
  };
}

export function brandHome(m: WireBrandMain): ResolversTypes['BrandHome'] {
  return {
    carousel: m.banner1 ?? [],
    imageBanners: m.banner2 ?? [],
    floors: (m.listinfo ?? []).map(floor),
    certified: { brands: m.vip?.list ?? [], newest: m.vip?.new ?? [], top: m.vip?.top ?? [] },
  };
}
