import type { QueryResolvers } from '../../generated/resolvers';
import { parseId } from '../ids';
import { pageOf } from '../paging';
import { rankingHome, rankingListing } from './ranking';

export const rankingQuery: QueryResolvers = {
  rankingHome: async (_root, _args, { upstream }) => {
    const data = await upstream.call('topMain', {});
    return data ? rankingHome(data) : null;
  },
  rankingList: async (_root, { category, page }, { upstream }) => {
    const p = pageOf(page);
    const data = await upstream.call('topList', { pinyin: category?.trim() || undefined, page: p });
    return data ? rankingListing(data, p) : null;
  },
  ranking: (_root, { id }, { upstream }) => {
    const n = parseId(id);
    return n === null ? null : upstream.call('topShow', { id: n });
  },
};
