// News and topics (zhuanti): list items, details and their page data.
import { z } from 'zod';
import { wireBrand } from './brand';
import { int, wireAd, wireCategory, wireCategoryRef, wireCategoryTab, wireListCategory, wirePageInfo } from './common';

const times = {
  /** Unix seconds. */
  addtime: int,
  /** 'MM-DD'. */
  addtime_md: z.string().regex(/^\d{2}-\d{2}$/),
  /** 'YYYY-MM-DD HH:mm'. */
  addtimes: z.string().regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/),
};

/** A news article as it appears in lists. */
export const wireNewsListItem = z.strictObject({
  id: int,
  title: z.string(),
  description: z.string(),
  thumb: z.string(),
  ...times,
  author: z.string().optional(),
  count: int.optional(),
  keyword: z.string().optional(),
});

/** A topic as it appears in lists. */
export const wireTopicListItem = z.strictObject({ id: int, title: z.string(), description: z.string(), thumb: z.string(), ...times, keyword: z.string().optional() });

/** Linked brand; the upstream sends [] when there is none. */
const linkedBrand = z.union([wireBrand, z.tuple([])]);

/** news/list items carry their linked brand. */
export const wireNewsItem = wireNewsListItem.extend({ zhaoshang: linkedBrand });
/** news/show. */
export const wireNewsDetail = wireNewsItem.extend({
  content: z.string().min(1),
  cidgl: z.array(wireCategoryRef),
  pageinfo: wirePageInfo,
  news: z.array(wireNewsListItem),
});

/** Any news article: the list fields, plus whatever the call adds (the gateway's mapper type). */
export const wireNews = wireNewsListItem.extend({
  content: z.string().optional(),
  cidgl: z.array(wireCategoryRef).optional(),
  pageinfo: wirePageInfo.optional(),
  news: z.array(wireNewsListItem).optional(),
  zhaoshang: linkedBrand.optional(),
});
export type WireNews = z.infer<typeof wireNews>;

/** zhuanti/list items carry their brands. */
export const wireTopicItem = wireTopicListItem.extend({ zhaoshangList: z.array(wireBrand) });
/** zhuanti/show. */
export const wireTopicDetail = wireTopicItem.extend({ zhuanti: z.array(wireTopicListItem), pageinfo: wirePageInfo, cidgl: z.array(wireCategoryRef) });

/** Any topic: the list fields, plus whatever the call adds. */
export const wireTopic = wireTopicListItem.extend({
  zhaoshangList: z.array(wireBrand).optional(),
  zhuanti: z.array(wireTopicListItem).optional(),
  pageinfo: wirePageInfo.optional(),
  cidgl: z.array(wireCategoryRef).optional(),
});
export type WireTopic = z.infer<typeof wireTopic>;

export const wireNewsMain = z.strictObject({
  banner: z.array(wireAd),
  news: z.array(wireNewsListItem),
  hot: z.array(wireNewsListItem),
  list: z.array(wireCategoryTab.extend({ news: z.array(wireNewsListItem) })),
  navigation: z.array(wireCategoryTab),
  zhaoshang: z.array(wireBrand),
  zhaoshangBanner: z.array(wireAd),
});
export type WireNewsMain = z.infer<typeof wireNewsMain>;

/** news/list (and news search): items linked to a brand carry it in `zhaoshang`. */
export const wireNewsList = z.strictObject({ listinfo: z.array(wireNewsItem), totalcount: int, menu: z.array(wireCategoryTab), category: wireCategoryTab.nullable() });
export type WireNewsList = z.infer<typeof wireNewsList>;

export const wireTopicMain = z.strictObject({
  banner: z.array(wireAd),
  zhuantiNew: z.array(wireTopicListItem),
  list: z.array(wireCategoryTab.extend({ zhuanti: z.array(wireTopicListItem) })),
});
export type WireTopicMain = z.infer<typeof wireTopicMain>;

export const wireTopicList = z.strictObject({ listinfo: z.array(wireTopicItem), totalcount: int, classifyList: z.array(wireCategory), category: wireListCategory.nullable() });
export type WireTopicList = z.infer<typeof wireTopicList>;
