import type { QueryResolvers } from '../../generated/resolvers';
import { clampLimit, optional, optionalId } from '../ids';

export const newsQuery: QueryResolvers = {
  relatedNews: (_root, { categoryId, pinyin, limit }, { upstream }) =>
    upstream.relatedData({ type: 'news', cid: optionalId(categoryId), pinyin: optional(pinyin), num: clampLimit(limit) }),
};
