// Every call of the REST contract (SPEC §7) in one table: method, path, parameters and the shape of
// `data` in a successful envelope. The gateway's client validates answers against it outside
// production; the black-box tests in tests/contract check any implementation against it.
import { z } from 'zod';
import { wireBrand, wireBrandList, wireBrandSearch, wireCategoryTabs, wireAds, wirePoster } from './shapes/brand';
import { int, wireClassify } from './shapes/common';
import {
  wireNewsDetail, wireNewsList, wireNewsListItem, wireNewsMain, wireTopicDetail, wireTopicList, wireTopicListItem, wireTopicMain,
} from './shapes/content';
import { wireEnquiry, wireSendCode, wireStoredEnquiry } from './shapes/enquiry';
import { wireBrandMain } from './shapes/floors';
import { wireLinkGroup } from './shapes/links';
import { wireCommentData, wireGuestbookItem, wireMapData } from './shapes/map';
import { wireRanking, wireTopList, wireTopMain } from './shapes/ranking';
import { wireCategoryBrandList, wireCategoryBrands, wireCidSearch, wireCityOption, wireIndexMain, wireMenuItem, wireNewData, wireSuggestion } from './shapes/site';
import { wireSitemapList, wireSitemapMain, wireSitemapType } from './shapes/sitemap';
import { contentPaths as cp, enquiryPaths as ep, paths as p, recordPaths as rp, sitemapPaths as sp } from './paths';
import { wireBrandRecord, wireRecordSummary } from './shapes/records';

export type Method = 'GET' | 'POST';
/** Parameters as they travel: a query string (GET) or a form body (POST). */
export type WireParams = Record<string, string | number | undefined>;

export interface CallSpec {
  method: Method;
  path: string;
  /** What the call takes (documentation and types; the upstream validates its own input). */
  params: z.ZodObject;
  /** The shape of `data` on code 200; a function where it depends on the parameters. null: not an envelope. */
  data: z.ZodType | ((params: WireParams) => z.ZodType) | null;
}

const none = z.object({});
const page = int.min(1);
const listParams = z.object({ pinyin: z.string().optional(), page: page.optional(), keyword: z.string().optional() });
const brands = z.array(wireBrand);
const show = z.object({ id: int, show: z.string().optional() });

const spec = <T extends Record<string, CallSpec>>(t: T) => t;

export const calls = spec({
  brandShow: { method: 'GET', path: p.brandShow, params: show, data: wireBrand },
  relatedData: {
    method: 'GET',
    path: p.relatedData,
    params: z.object({ type: z.enum(['zhaoshang', 'news', 'zhuanti']).optional(), cid: int.optional(), pinyin: z.string().optional(), num: int.optional() }),
    data: (q) => (q.type === 'news' ? z.array(wireNewsListItem) : q.type === 'zhuanti' ? z.array(wireTopicListItem) : brands),
  },
  relatedBrands: { method: 'GET', path: p.relatedBrands, params: z.object({ topid: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]), cid: int.optional(), num: int.optional() }), data: brands },
  randomBrands: { method: 'GET', path: p.randomBrands, params: z.object({ num: int.optional(), refresh: z.literal(1).optional() }), data: brands },
  topBrands: { method: 'GET', path: p.topBrands, params: z.object({ cid: int.optional(), pinyin: z.string().optional(), num: int.optional() }), data: brands },
  mapData: {
    method: 'POST',
    path: p.mapData,
    params: z.object({
      type: z.enum(['list', 'map', 'show']),
      page: page.optional(),
      keyword: z.string().optional(),
      region: z.string().optional(),
      swlng: z.number().optional(),
      swlat: z.number().optional(),
      nelng: z.number().optional(),
      nelat: z.number().optional(),
    }),
    data: wireMapData,
  },
  guestbook: { method: 'GET', path: p.guestbook, params: none, data: z.array(wireGuestbookItem) },
  classify: { method: 'GET', path: p.classify, params: none, data: wireClassify },

  indexMain: { method: 'GET', path: cp.indexMain, params: none, data: wireIndexMain },
  links: { method: 'GET', path: cp.links, params: none, data: z.array(wireLinkGroup) },
  newData: { method: 'GET', path: cp.newData, params: z.object({ cid: int, num: int, type: z.literal(0) }), data: wireNewData },
  cidBrandNav: { method: 'GET', path: cp.cidBrandNav, params: none, data: z.array(wireCategoryBrands) },
  tradeBrandTop: { method: 'GET', path: cp.tradeBrandTop, params: none, data: z.array(wireCategoryBrandList) },
  cidSearch: { method: 'GET', path: cp.cidSearch, params: none, data: wireCidSearch },
  menu: { method: 'GET', path: cp.menu, params: z.object({ pid: int }), data: z.array(wireMenuItem) },
  adG01: { method: 'GET', path: cp.adG01, params: none, data: wireAds },
  adG02: { method: 'GET', path: cp.adG02, params: none, data: wireAds },
  city: { method: 'GET', path: cp.city, params: z.object({ action: z.literal('children').optional(), value: z.string().optional() }), data: z.array(wireCityOption) },
  skipAd: { method: 'GET', path: cp.skipAd, params: z.object({ url: z.string() }), data: z.string().regex(/^https?:\/\//) },
  vipClassify: { method: 'GET', path: cp.vipClassify, params: none, data: wireCategoryTabs },
  vipData: { method: 'GET', path: cp.vipData, params: z.object({ cid: int, num: int, type: z.literal('new') }), data: brands },
  brandMain: { method: 'GET', path: cp.brandMain, params: none, data: wireBrandMain },
  brandList: {
    method: 'GET',
    path: cp.brandList,
    params: listParams.extend({ feeid: int.optional(), regionid: int.optional(), idenid: int.optional(), isvip: int.optional() }),
    // With a keyword the same path is brand search.
    data: (q) => (q.keyword ? wireBrandSearch : wireBrandList),
  },
  brandPoster: { method: 'GET', path: cp.brandPoster, params: z.object({ id: int }), data: wirePoster },
  newsMain: { method: 'GET', path: cp.newsMain, params: none, data: wireNewsMain },
  newsList: { method: 'GET', path: cp.newsList, params: listParams, data: wireNewsList },
  newsShow: { method: 'GET', path: cp.newsShow, params: show, data: wireNewsDetail },
  topicMain: { method: 'GET', path: cp.topicMain, params: none, data: wireTopicMain },
  topicList: { method: 'GET', path: cp.topicList, params: listParams, data: wireTopicList },
  topicShow: { method: 'GET', path: cp.topicShow, params: show, data: wireTopicDetail },
  topMain: { method: 'GET', path: cp.topMain, params: none, data: wireTopMain },
  topList: { method: 'GET', path: cp.topList, params: z.object({ pinyin: z.string().optional(), page: page.optional() }), data: wireTopList },
  topShow: { method: 'GET', path: cp.topShow, params: z.object({ id: int }), data: wireRanking },
  suggest: {
    method: 'POST',
    path: cp.suggest,
    params: z.object({
      table: z.enum(['zhaoshang', 'news', 'zhuanti']),
      where: z.enum(['', 'isvip', 'shop']),
      field: z.enum(['title', 'product', 'company']),
      keyword: z.string(),
      order: z.literal('count'),
      limit: int,
    }),
    data: z.array(wireSuggestion),
  },
  comments: { method: 'POST', path: cp.comments, params: z.object({ uid: int, page: page, tab: int, sid: int.optional() }), data: wireCommentData },

  sitemapMain: { method: 'GET', path: sp.main, params: none, data: wireSitemapMain },
  sitemapList: { method: 'GET', path: sp.list, params: z.object({ type: wireSitemapType, page: page.optional() }), data: wireSitemapList },

  // Public records (docs/decisions/0076); ids: comma-separated brand ids, at most 60.
  recordBrand: { method: 'GET', path: rp.brand, params: z.object({ id: int }), data: wireBrandRecord },
  recordSummaries: { method: 'GET', path: rp.summaries, params: z.object({ ids: z.string().regex(/^\d+(,\d+)*$/) }), data: z.array(wireRecordSummary) },

  captcha: { method: 'GET', path: ep.captcha, params: none, data: null },
  sendCode: { method: 'POST', path: ep.sendCode, params: wireSendCode, data: z.null() },
  // SPEC §7 shows only code and msg to the visitor; the stored enquiry rides along for internal tools
  // (null when an Idempotency-Key replays an earlier answer).
  enquiryFirst: { method: 'POST', path: ep.enquiryFirst, params: wireEnquiry.extend({ code: z.string() }), data: wireStoredEnquiry.nullable() },
  enquiryReturning: { method: 'POST', path: ep.enquiryReturning, params: wireEnquiry.omit({ code: true }), data: wireStoredEnquiry.nullable() },
});

export type CallName = keyof typeof calls;

const byRoute = new Map<string, CallName>(Object.entries(calls).map(([name, c]) => [`${c.method} ${c.path}`, name as CallName]));

/** The call answering `method path`, or undefined when the contract has none. */
export function findCall(method: Method, path: string): CallName | undefined {
  return byRoute.get(`${method} ${path}`);
}

/** The shape `data` must have for this call with these parameters (null: the call answers no envelope). */
export function dataShape(name: CallName, params: WireParams): z.ZodType | null {
  const d: CallSpec['data'] = calls[name].data;
  return typeof d === 'function' ? d(params) : d;
}
