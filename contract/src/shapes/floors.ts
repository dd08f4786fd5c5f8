// /shangji's page data: banners, the 16 industry floors and the certified brands.
import { z } from 'zod';
import { wireBrand } from './brand';
import { wireAd, wireCategoryTab } from './common';
import { wireNewsListItem, wireTopicListItem } from './content';

/** One of the 16 industry floors of /shangji. */
export const wireBrandFloor = wireCategoryTab.extend({
  cidHot: z.array(wireCategoryTab),
  zhaoshang: z.array(wireBrand),
  zhaoshangHot: z.array(wireBrand),
  top: z.array(wireBrand),
  newsNew: z.array(wireNewsListItem),
  zhuantiNew: z.array(wireTopicListItem),
  zhaoshangBanner: z.array(wireAd),
});
export type WireBrandFloor = z.infer<typeof wireBrandFloor>;

export const wireBrandMain = z.strictObject({
  banner1: z.array(wireAd),
  banner2: z.array(wireAd),
  listinfo: z.array(wireBrandFloor),
  vip: z.strictObject({ list: z.array(wireBrand), new: z.array(wireBrand), top: z.array(wireBrand) }),
});
export type WireBrandMain = z.infer<typeof wireBrandMain>;
