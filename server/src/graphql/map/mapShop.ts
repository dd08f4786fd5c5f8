// getMapData listinfo items (Baidu-style place records) → MapShop.
import type { MapShopResolvers } from '../../generated/resolvers';

export const MapShop: MapShopResolvers = {
  id: (s) => s.uid,
  name: (s) => s.name ?? '',
  address: (s) => s.address ?? '',
  longitude: (s) => s.location.lng,
  latitude: (s) => s.location.lat,
  rating: (s) => Number(s.detail_info?.overall_rating) || 0,
  averagePrice: (s) => Number(s.detail_info?.price) || 0,
  reviewCount: (s) => Math.trunc(Number(s.detail_info?.comment_num) || 0),
  kind: (s) => s.detail_info?.tag ?? '',
};
