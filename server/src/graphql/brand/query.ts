import type { QueryResolvers, RelatedBrandKind } from '../../generated/resolvers';
import type { CallParams, WireBrand } from '@shangji/contract';
import { GraphQLError } from 'graphql';
import { categoryIdOf } from '../category/tree';
import { clampLimit, optional, optionalId, parseId } from '../ids';

/** Brands the compare page puts side by side (docs/decisions/0095). */
export const COMPARE_MAX = 4;

const topid: Record<RelatedBrandKind, CallParams<'relatedBrands'>['topid']> = { HOT: 1, RECOMMENDED: 2, FEATURED: 3, POPULAR: 4 };

/** Brand lists answer empty rather than null when the upstream knows no such category. */
const orEmpty = <T>(list: T[] | null): T[] => list ?? [];

export const brandQuery: QueryResolvers = {
  brand: (_root, { id, show }, { upstream }) => {
    const n = parseId(id);
    return n === null ? null : upstream.call('brandShow', { id: n, show: optional(show) });
  },
  // The compare page's brands: one brandShow per id, asked together (each cached like a brand page);
  // at most COMPARE_MAX, so a query cannot fan out further.
  // An unknown id is null (brandShow's code 400); an outage fails that item alone, with its error.
  brandsById: (_root, { ids }, { upstream }) => {
    if (ids.length > COMPARE_MAX) throw new GraphQLError(`最多同时对比${COMPARE_MAX}个品牌`, { extensions: { code: 'BAD_USER_INPUT' } });
    const items = ids.map((raw) => {
      const n = parseId(raw);
      return n === null ? null : upstream.call('brandShow', { id: n });
    });
    // graphql-js awaits each list item on its own (the generated type wants them settled).
    return items as unknown as Array<WireBrand | null>;
  },
  relatedBrands: async (_root, { categoryId, pinyin, kind, limit }, { upstream }) => {
    let cid = optionalId(categoryId);
    const slug = pinyin?.trim();
    if (cid === undefined && slug && slug !== 'all') {
      // The slug's id from the category tree (a cached call the list page reads anyway).
      cid = categoryIdOf((await upstream.call('classify', {}))?.classifyList ?? [], slug);
      if (cid === undefined) return [];
    }
    return upstream.call('relatedBrands', { topid: topid[kind], cid, num: clampLimit(limit) }).then(orEmpty);
  },
  similarBrands: (_root, { categoryId, pinyin, limit }, { upstream }) =>
    upstream.call('relatedData', { type: 'zhaoshang', cid: optionalId(categoryId), pinyin: optional(pinyin), num: clampLimit(limit) }).then(orEmpty),
  randomBrands: (_root, { limit, refresh }, { upstream }) => upstream.call('randomBrands', { num: clampLimit(limit), refresh: refresh ? 1 : undefined }).then(orEmpty),
  topBrands: (_root, { categoryId, pinyin, limit }, { upstream }) =>
    upstream.call('topBrands', { cid: optionalId(categoryId), pinyin: optional(pinyin), num: clampLimit(limit) }).then(orEmpty),
};
