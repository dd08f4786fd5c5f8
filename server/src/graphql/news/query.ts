import type { QueryResolvers } from '../../generated/resolvers';
import { clampLimit, optional, optionalId, parseId } from '../ids';
import { pageOf } from '../paging';
import { newsHome, newsListing } from './mapping';

export const newsQuery: QueryResolvers = {
  relatedNews: (_root, { categoryId, pinyin, limit }, { upstream }) =>
    upstream.call('relatedNews', { type: 'news', cid: optionalId(categoryId), pinyin: optional(pinyin), num: clampLimit(limit) }).then((l) => l ?? []),
  newsHome: async (_root, _args, { upstream }) => {
    const data = await upstream.call('newsMain', {});
    return data ? newsHome(data) : null;
  },
  newsList: async (_root, { category, page }, { upstream }) => {
    const p = pageOf(page);
    const data = await upstream.call('newsList', { pinyin: category?.trim() || undefined, page: p });
    return data ? newsListing(data, p) : null;
  },
  news: (_root, { id, show }, { upstream }) => {
    const n = parseId(id);
    return n === null ? null : upstream.call('newsShow', { id: n, show: optional(show) });
  },
};
