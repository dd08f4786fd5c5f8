import type { QueryResolvers, RelatedBrandKind } from '../../generated/resolvers';
import type { CallParams } from '@shangji/contract';
import { clampLimit, optional, optionalId, parseId } from '../ids';

const topid: Record<RelatedBrandKind, CallParams<'relatedBrands'>['topid']> = { HOT: 1, RECOMMENDED: 2, FEATURED: 3, POPULAR: 4 };

/** Brand lists answer empty rather than null when the upstream knows no such category. */
const orEmpty = <T>(list: T[] | null): T[] => list ?? [];

export const brandQuery: QueryResolvers = {
  brand: (_root, { id, show }, { upstream }) => {
    const n = parseId(id);
    return n === null ? null : upstream.call('brandShow', { id: n, show: optional(show) });
  },
  relatedBrands: (_root, { categoryId, kind, limit }, { upstream }) =>
    upstream.call('relatedBrands', { topid: topid[kind], cid: optionalId(categoryId), num: clampLimit(limit) }).then(orEmpty),
  similarBrands: (_root, { categoryId, pinyin, limit }, { upstream }) =>
    upstream.call('relatedData', { type: 'zhaoshang', cid: optionalId(categoryId), pinyin: optional(pinyin), num: clampLimit(limit) }).then(orEmpty),
  randomBrands: (_root, { limit, refresh }, { upstream }) => upstream.call('randomBrands', { num: clampLimit(limit), refresh: refresh ? 1 : undefined }).then(orEmpty),
  topBrands: (_root, { categoryId, pinyin, limit }, { upstream }) =>
    upstream.call('topBrands', { cid: optionalId(categoryId), pinyin: optional(pinyin), num: clampLimit(limit) }).then(orEmpty),
};
