import type { QueryResolvers } from '../../generated/resolvers';
import { categoryFromClassify } from './mapping';

export const categoryQuery: QueryResolvers = {
  categories: async (_root, _args, { upstream }) => ((await upstream.call('classify', {}))?.classifyList ?? []).map(categoryFromClassify),
};
