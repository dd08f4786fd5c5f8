import type { QueryResolvers } from '../../generated/resolvers';
import { clampLimit, optional, optionalId, parseId } from '../ids';
import { pageOf } from '../paging';
import { topicHome, topicListing } from './mapping';

export const topicQuery: QueryResolvers = {
  relatedTopics: (_root, { categoryId, pinyin, limit }, { upstream }) =>
    upstream.call('relatedTopics', { type: 'zhuanti', cid: optionalId(categoryId), pinyin: optional(pinyin), num: clampLimit(limit) }).then((l) => l ?? []),
  topicHome: async (_root, _args, { upstream }) => {
    const data = await upstream.call('topicMain', {});
    return data ? topicHome(data) : null;
  },
  topicList: async (_root, { category, page }, { upstream }) => {
    const p = pageOf(page);
    const data = await upstream.call('topicList', { pinyin: category?.trim() || undefined, page: p });
    return data ? topicListing(data, p) : null;
  },
  topic: (_root, { id, show }, { upstream }) => {
    const n = parseId(id);
    return n === null ? null : upstream.call('topicShow', { id: n, show: optional(show) });
  },
};
