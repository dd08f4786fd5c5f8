// news/main and news/list → schema names; articles stay wire objects for the News resolvers.
import type { ResolversTypes } from '../../generated/resolvers';
import type { WireNewsList, WireNewsMain } from '@shangji/contract';
import { categoryFromRef } from '../category/mapping';

/** SPEC §9: news list and news search, 15 per page. */
export const NEWS_PAGE_SIZE = 15;

export function newsHome(m: WireNewsMain): ResolversTypes['NewsHome'] {
  return {
    banners: m.banner ?? [],
    latest: m.news ?? [],
    hot: m.hot ?? [],
    sections: (m.list ?? []).map((s) => ({ category: categoryFromRef(s), news: s.news ?? [] })),
    categories: (m.navigation ?? []).map(categoryFromRef),
    brands: m.zhaoshang ?? [],
    brandBanners: m.zhaoshangBanner ?? [],
  };
}

export function newsListing(l: WireNewsList, page: number): ResolversTypes['NewsListing'] {
  return {
    categories: (l.menu ?? []).map(categoryFromRef),
    category: l.category ? categoryFromRef(l.category) : null,
    news: { items: l.listinfo ?? [], total: l.totalcount ?? 0, page, pageSize: NEWS_PAGE_SIZE },
  };
}
