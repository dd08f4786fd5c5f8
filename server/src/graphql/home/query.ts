import type { QueryResolvers } from '../../generated/resolvers';
import { clampLimit, optionalId } from '../ids';
import { categoryBrands, home, latest } from './mapping';

export const homeQuery: QueryResolvers = {
  home: async (_root, _args, { upstream }) => {
    const data = await upstream.indexMain();
    return data ? home(data) : null;
  },
  latest: async (_root, { categoryId, limit }, { upstream }) => {
    const data = await upstream.newData({ cid: optionalId(categoryId) ?? 0, num: clampLimit(limit) });
    return data ? latest(data) : null;
  },
  categoryBrandNav: async (_root, _args, { upstream }) => (await upstream.cidBrandNav())?.map(categoryBrands) ?? null,
  categoryTopBrands: async (_root, _args, { upstream }) => (await upstream.tradeBrandTop())?.map(categoryBrands) ?? null,
};
