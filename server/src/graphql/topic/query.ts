import type { QueryResolvers } from '../../generated/resolvers';
import { clampLimit, optional, optionalId } from '../ids';

export const topicQuery: QueryResolvers = {
  relatedTopics: (_root, { categoryId, pinyin, limit }, { upstream }) =>
    upstream.relatedData({ type: 'zhuanti', cid: optionalId(categoryId), pinyin: optional(pinyin), num: clampLimit(limit) }),
};
