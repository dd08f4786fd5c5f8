import type { QueryResolvers } from '../../generated/resolvers';
import { clampLimit, optionalId } from '../ids';
import { categoryBrands, home, latest } from './mapping';

export const homeQuery: QueryResolvers = {
  home: async (_root, _args, { upstream }) => {
    const data = await upstream.call('indexMain', {});
    return data ? home(data) : null;
  },
  latest: async (_root, { categoryId, limit }, { upstream }) => {
    const data = await upstream.call('newData', { cid: optionalId(categoryId) ?? 0, num: clampLimit(limit), type: 0 });
    return data ? latest(data) : null;
  },
  categoryBrandNav: async (_root, _args, { upstream }) => (await upstream.call('cidBrandNav', {}))?.map(categoryBrands) ?? null,
  categoryTopBrands: async (_root, _args, { upstream }) => (await upstream.call('tradeBrandTop', {}))?.map(categoryBrands) ?? null,
};
