import type { QueryResolvers } from '../../generated/resolvers';

/** SPEC §9: the map list has 20 shops per page. */
const PAGE_SIZE = 20;

export const mapQuery: QueryResolvers = {
  nearbyShops: async (_root, { brandName, page }, { upstream }) => {
    const p = Math.max(1, Math.trunc(page));
    const data = await upstream.mapData('show', p, brandName);
    return { items: data?.listinfo ?? [], total: data?.total ?? 0, page: p, pageSize: PAGE_SIZE };
  },
};
