import type { QueryResolvers } from '../../generated/resolvers';
import { parseId } from '../ids';
import { pageOf } from '../paging';
import { commentListing } from './comment';

export const commentQuery: QueryResolvers = {
  comments: async (_root, { brandId, page, group, shopId }, { upstream }) => {
    const uid = parseId(brandId);
    const sid = shopId == null ? undefined : parseId(shopId);
    if (uid === null || sid === null) return null;
    const p = pageOf(page);
    const data = await upstream.call('comments', { uid, page: p, tab: Math.max(1, Math.trunc(group)), sid });
    return data ? commentListing(data, p) : null;
  },
};
