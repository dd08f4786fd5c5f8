import type { BrandFilter, QueryResolvers } from '../../generated/resolvers';
import { categoryFromRef } from '../category/mapping';
import { clampLimit, optionalId, parseId } from '../ids';
import { pageOf } from '../paging';
import { BRAND_PAGE_SIZE, brandFilters, brandHome, listCategory } from './mapping';
import { posterItem } from './posterItem';
import { primeSummaries } from '../trust/brand-fields';

/** The list call's filter parameters; an omitted or false filter is left out (the upstream's 0). */
function listParams(filter: BrandFilter | null | undefined) {
  return {
    pinyin: filter?.pinyin?.trim() || undefined,
    feeid: optionalId(filter?.feeBandId),
    regionid: optionalId(filter?.regionId),
    idenid: optionalId(filter?.tagId),
    isvip: filter?.certified ? 1 : undefined,
    filed: filter?.filed ? 1 : undefined,
    twostores: filter?.twoStores ? 1 : undefined,
  };
}

export const brandPagesQuery: QueryResolvers = {
  brandHome: async (_root, _args, { upstream }) => {
    const data = await upstream.call('brandMain', {});
    return data ? brandHome(data) : null;
  },
  brandList: async (_root, { filter, page }, { upstream }) => {
    const p = pageOf(page);
    const data = await upstream.call('brandList', { ...listParams(filter), page: p });
    if (!data) return null;
    primeSummaries(upstream, data.records);
    return {
      category: listCategory(data.category),
      brands: { items: data.listinfo ?? [], total: data.totalcount ?? 0, page: p, pageSize: BRAND_PAGE_SIZE },
    };
  },
  // The counts beside the trust filters are a help, not the list: when they cannot be read the filters
  // still work and show no number.
  brandListCounts: (_root, { filter }, { upstream }) => upstream.call('recordListCounts', listParams(filter)).catch(() => null),
  brandFilters: async (_root, _args, { upstream }) => {
    const data = await upstream.call('classify', {});
    return data ? brandFilters(data) : null;
  },
  certifiedBrands: (_root, { limit }, { upstream }) => upstream.call('vipData', { cid: 0, num: clampLimit(limit), type: 'new' }),
  certifiedCategories: async (_root, _args, { upstream }) => (await upstream.call('vipClassify', {}))?.map(categoryFromRef) ?? null,
  poster: async (_root, { brandId }, { upstream }) => {
    const id = parseId(brandId);
    const data = id === null ? null : await upstream.call('brandPoster', { id });
    return data ? { brand: data.zhaoshang, items: (data.items ?? []).map(posterItem) } : null;
  },
};
