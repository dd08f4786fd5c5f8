// Runtime schemas of the page-data, search and site calls (contentPaths in server/src/upstream/wire.ts).
// Strict like wire-shapes.ts: a field the contract does not name fails the test.
import { z } from 'zod';
import { wireBrand, wireNewsListItem, wirePosterItem, wireTopicListItem } from './wire-shapes';

const int = z.number().int();
const ref = z.strictObject({ id: int, title: z.string() });
export const wireAd = z.strictObject({ href: z.string().min(1), litpic: z.string().min(1), title: z.string().min(1) });
export const wireLinkGroup = z.strictObject({ name: z.string(), links: z.array(z.strictObject({ title: z.string(), url: z.string(), weight: int })) });
export const wireCategoryTab = z.strictObject({ id: int, name: z.string().min(1), pinyin: z.string().regex(/^[a-z0-9]+$/) });
const categoryRef = z.strictObject({ id: int, name: z.string(), pinyin: z.string() });
const listCategory = wireCategoryTab.extend({ pid: int, title: z.string(), description: z.string(), keyword: z.string() });
interface CityOption {
  value: string;
  label: string;
  children?: CityOption[];
}
export const wireCityOption: z.ZodType<CityOption> = z.lazy(() =>
  z.strictObject({ value: z.string().min(1), label: z.string().min(1), children: z.array(wireCityOption).optional() }),
);
export const wireMenuItem = z.strictObject({ id: int, name: z.string(), pinyin: z.string(), url: z.string() });
export const wireRanking = z.strictObject({
  id: int,
  cid: int.nullable(),
  title: z.string().min(1),
  description: z.string(),
  keyword: z.string(),
  list: z.array(wireBrand),
  banner: z.array(wireAd).optional(),
});
export const wireNewsItem = wireNewsListItem.extend({ zhaoshang: z.union([wireBrand, z.tuple([])]) });
export const wireNewsDetail = wireNewsItem.extend({
  content: z.string().min(1),
  cidgl: z.array(categoryRef),
  pageinfo: z.strictObject({ prev: ref.nullable(), next: ref.nullable() }),
  news: z.array(wireNewsListItem),
});
export const wireTopicItem = wireTopicListItem.extend({ zhaoshangList: z.array(wireBrand) });
export const wireTopicDetail = wireTopicItem.extend({
  zhuanti: z.array(wireTopicListItem),
  pageinfo: z.strictObject({ prev: ref.nullable(), next: ref.nullable() }),
  cidgl: z.array(categoryRef),
});
const classifyLists = {
  classifyList: z.array(wireCategoryTab.extend({ children: z.array(wireCategoryTab) })),
  feeidList: z.array(z.strictObject({ id: int, name: z.string() })),
  regionidList: z.array(z.strictObject({ id: int, name: z.string() })),
  idenidList: z.array(z.strictObject({ id: int, name: z.string() })),
};
export const wireNewData = z.strictObject({ news: z.array(wireNewsListItem), zhaoshang: z.array(wireBrand), zhuanti: z.array(wireTopicListItem) });
const categoryBrands = wireCategoryTab.extend({ title: z.string(), children: z.array(wireCategoryTab), zhaoshang: z.array(wireBrand) });
export const wireCategoryBrands = categoryBrands;
export const wireIndexMain = z.strictObject({
  getClassify: z.array(categoryBrands),
  getBanner: z.array(wireAd),
  getTopData: wireNewData,
  getTopBanner: z.array(wireAd),
  getTopZhaoshang: z.array(wireBrand),
  getNews: z.array(wireNewsListItem),
  getVip: z.array(wireBrand),
  getHotZhaoshang: z.array(wireBrand),
  getZhaoshangSort: z.array(wireCategoryTab.extend({ list: z.array(wireBrand) })),
  getZhuanti: z.array(wireTopicListItem),
  getPaihang: z.array(wireRanking),
  getFenleiData: z.array(
    z.strictObject({ id: int, name: z.string(), tabs: z.array(wireCategoryTab.extend({ cid: int, hotlist: z.array(wireBrand), hotlist2: z.array(wireBrand) })) }),
  ),
});
export const wireCidSearch = z.strictObject({ classify: z.array(wireCategoryTab), hotSearch: z.array(ref) });
export const wireBrandMain = z.strictObject({
  banner1: z.array(wireAd),
  banner2: z.array(wireAd),
  listinfo: z.array(
    wireCategoryTab.extend({
      cidHot: z.array(wireCategoryTab),
      zhaoshang: z.array(wireBrand),
      zhaoshangHot: z.array(wireBrand),
      top: z.array(wireBrand),
      newsNew: z.array(wireNewsListItem),
      zhuantiNew: z.array(wireTopicListItem),
      zhaoshangBanner: z.array(wireAd),
    }),
  ),
  vip: z.strictObject({ list: z.array(wireBrand), new: z.array(wireBrand), top: z.array(wireBrand) }),
});
export const wireBrandList = z.strictObject({ ...classifyLists, listinfo: z.array(wireBrand), totalcount: int, category: listCategory.nullable() });
export const wireBrandSearch = z.strictObject({ listinfo: z.array(wireBrand), totalcount: int, totalIsEstimate: z.boolean() });
export const wirePoster = z.strictObject({ zhaoshang: wireBrand, items: z.array(wirePosterItem).min(1) });
export const wireNewsMain = z.strictObject({
  banner: z.array(wireAd),
  news: z.array(wireNewsListItem),
  hot: z.array(wireNewsListItem),
  list: z.array(wireCategoryTab.extend({ news: z.array(wireNewsListItem) })),
  navigation: z.array(wireCategoryTab),
  zhaoshang: z.array(wireBrand),
  zhaoshangBanner: z.array(wireAd),
});
export const wireNewsList = z.strictObject({ listinfo: z.array(wireNewsItem), totalcount: int, menu: z.array(wireCategoryTab), category: wireCategoryTab.nullable() });
export const wireTopicMain = z.strictObject({
  banner: z.array(wireAd),
  zhuantiNew: z.array(wireTopicListItem),
  list: z.array(wireCategoryTab.extend({ zhuanti: z.array(wireTopicListItem) })),
});
export const wireTopicList = z.strictObject({ listinfo: z.array(wireTopicItem), totalcount: int, classifyList: classifyLists.classifyList, category: listCategory.nullable() });
export const wireTopMain = z.strictObject({
  synthesize1: wireRanking,
  synthesize2: wireRanking,
  synthesize3: wireRanking,
  zhaoshang1: z.array(wireBrand),
  zhaoshang2: z.array(wireBrand),
  zhaoshang3: z.array(wireBrand),
  zhaoshang4: z.array(wireBrand),
  zhaoshangSearch: z.array(wireBrand),
  listinfoCidList: z.array(wireRanking),
  listinfoFeeidList: z.array(z.strictObject({ id: int, name: z.string(), list: z.array(wireBrand) })),
  listinfoVipList: wireRanking,
  links: z.array(wireLinkGroup),
});
export const wireTopList = z.strictObject({ listinfo: z.array(wireRanking), totalcount: int, category: wireCategoryTab.nullable() });
export const wireSuggestion = z.strictObject({ id: int, title: z.string(), count: int });
export const wireCommentData = z.strictObject({
  comment_num: int,
  avgScore: z.number(),
  groupNumNew: z.array(z.strictObject({ tag: int, show_content: z.string(), count: int })),
  comment_list: z.array(
    z.strictObject({ id: int, user_logo: z.string(), user_name: z.string(), score: z.number(), date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/), content: z.string(), pics: z.array(z.string()) }),
  ),
  totalNum: int,
  zhaoshang: wireBrand,
});
