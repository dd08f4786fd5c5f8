import type { QueryResolvers, RelatedBrandKind } from '../../generated/resolvers';
import type { TopId } from '../../upstream/client';
import { clampLimit, optional, optionalId, parseId } from '../ids';

const topid: Record<RelatedBrandKind, TopId> = { HOT: 1, RECOMMENDED: 2, FEATURED: 3, POPULAR: 4 };

export const brandQuery: QueryResolvers = {
  brand: (_root, { id, show }, { upstream }) => {
    const n = parseId(id);
    return n === null ? null : upstream.brandShow(n, optional(show));
  },
  relatedBrands: (_root, { categoryId, kind, limit }, { upstream }) =>
    upstream.relatedBrands({ topid: topid[kind], cid: optionalId(categoryId), num: clampLimit(limit) }),
  similarBrands: (_root, { categoryId, pinyin, limit }, { upstream }) =>
    upstream.relatedData({ type: 'zhaoshang', cid: optionalId(categoryId), pinyin: optional(pinyin), num: clampLimit(limit) }),
  randomBrands: (_root, { limit, refresh }, { upstream }) => upstream.randomBrands(clampLimit(limit), refresh),
  topBrands: (_root, { categoryId, pinyin, limit }, { upstream }) =>
    upstream.topBrands({ cid: optionalId(categoryId), pinyin: optional(pinyin), num: clampLimit(limit) }),
};
