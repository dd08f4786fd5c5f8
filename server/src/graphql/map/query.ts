import type { MapMode, QueryResolvers } from '../../generated/resolvers';
import type { CallParams } from '@shangji/contract';
import { pageOf } from '../paging';

/** SPEC §9: the map list has 20 shops per page. */
const PAGE_SIZE = 20;

const types: Record<MapMode, CallParams<'mapData'>['type']> = { LIST: 'list', MAP: 'map', SHOW: 'show' };

export const mapQuery: QueryResolvers = {
  nearbyShops: async (_root, { brandName, page }, { upstream }) => {
    const p = Math.max(1, Math.trunc(page));
    const data = await upstream.call('mapData', { type: 'show', page: p, keyword: brandName });
    return { items: data?.listinfo ?? [], total: data?.total ?? 0, page: p, pageSize: PAGE_SIZE };
  },
  mapSearch: async (_root, { mode, keyword, region, bounds, page }, { upstream }) => {
    const p = pageOf(page);
    const box = mode === 'MAP' && bounds
      ? { swlng: bounds.swLongitude, swlat: bounds.swLatitude, nelng: bounds.neLongitude, nelat: bounds.neLatitude }
      : {};
    const data = await upstream.call('mapData', { type: types[mode], page: p, keyword: keyword?.trim() || undefined, region: region?.trim() || undefined, ...box });
    if (!data) return null;
    return {
      shops: { items: data.listinfo ?? [], total: data.total ?? 0, page: p, pageSize: PAGE_SIZE },
      centre: { longitude: data.region.lng, latitude: data.region.lat, city: data.region.city ?? '' },
      hotBrands: data.topData ?? [],
      brandsWithShops: (data.shopArr ?? []).map((b) => ({ id: String(b.id), name: b.title })),
    };
  },
};
