// The home page's data and the site-wide calls: menus, cities, search tabs, newest items.
import { z } from 'zod';
import { wireBrand } from './brand';
import { int, wireAd, wireCategoryTab, wireRef } from './common';
import { wireNewsListItem, wireTopicListItem } from './content';
import { wireRanking } from './ranking';

/** An industry with sub-categories and brands, for navigation blocks and floors. */
export const wireCategoryBrands = wireCategoryTab.extend({ title: z.string(), children: z.array(wireCategoryTab), zhaoshang: z.array(wireBrand) });
export type WireCategoryBrands = z.infer<typeof wireCategoryBrands>;

/** getNewData and the home headline box: newest of each kind. */
export const wireNewData = z.strictObject({ news: z.array(wireNewsListItem), zhaoshang: z.array(wireBrand), zhuanti: z.array(wireTopicListItem) });
export type WireNewData = z.infer<typeof wireNewData>;

/** One tab of a home module (tab ids 11.., 21.., …, 51..). */
export const wireHomeModuleTab = wireCategoryTab.extend({ cid: int, hotlist: z.array(wireBrand), hotlist2: z.array(wireBrand) });
export type WireHomeModuleTab = z.infer<typeof wireHomeModuleTab>;

/** A category tab with its brands (getTradeZhaoshangTop, the home's sorted lists). */
export const wireCategoryBrandList = wireCategoryTab.extend({ list: z.array(wireBrand) });

export const wireIndexMain = z.strictObject({
  getClassify: z.array(wireCategoryBrands),
  getBanner: z.array(wireAd),
  getTopData: wireNewData,
  getTopBanner: z.array(wireAd),
  getTopZhaoshang: z.array(wireBrand),
  getNews: z.array(wireNewsListItem),
  getVip: z.array(wireBrand),
  getHotZhaoshang: z.array(wireBrand),
  getZhaoshangSort: z.array(wireCategoryBrandList),
  getZhuanti: z.array(wireTopicListItem),
  getPaihang: z.array(wireRanking),
  getFenleiData: z.array(z.strictObject({ id: int, name: z.string(), tabs: z.array(wireHomeModuleTab) })),
});
export type WireIndexMain = z.infer<typeof wireIndexMain>;

export const wireCidSearch = z.strictObject({ classify: z.array(wireCategoryTab), hotSearch: z.array(wireRef) });
export type WireCidSearch = z.infer<typeof wireCidSearch>;

/** getCity: China's province/city tree, keyed by name. */
export interface WireCityOption {
  value: string;
  label: string;
  children?: WireCityOption[];
}
export const wireCityOption: z.ZodType<WireCityOption> = z.lazy(() =>
  z.strictObject({ value: z.string().min(1), label: z.string().min(1), children: z.array(wireCityOption).optional() }),
);

export const wireMenuItem = z.strictObject({ id: int, name: z.string(), pinyin: z.string(), url: z.string() });
export type WireMenuItem = z.infer<typeof wireMenuItem>;

/** getSearch: title suggestions, most viewed first. */
export const wireSuggestion = z.strictObject({ id: int, title: z.string(), count: int });
export type WireSuggestion = z.infer<typeof wireSuggestion>;
