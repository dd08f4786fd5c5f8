// Every call of the REST contract (SPEC §7) in one table: for each call its method, path, parameters,
// the shape of `data` in a successful envelope, and how long the gateway may keep its answer. The
// gateway's one client (server/src/upstream/client.ts) serves every call from this table; the upstream
// registers its routes by these names (upstream/src/http/read-route.ts) and a test checks its routes
// against it (upstream/src/routes/contract-routes.test.ts); the black-box tests in tests/contract check
// any implementation against it. Adding a call: one entry here, its handler upstream, its resolver.
import { z } from 'zod';
import { wireBrand, wireBrandList, wireBrandSearch, wireCategoryTabs, wireAds, wirePoster } from './shapes/brand';
import { int, wireClassify } from './shapes/common';
import {
  wireNewsDetail, wireNewsList, wireNewsListItem, wireNewsMain, wireTopicDetail, wireTopicList, wireTopicListItem, wireTopicMain,
} from './shapes/content';
import { wireEnquiry, wireMyEnquiries, wireSendCode, wireStoredEnquiry } from './shapes/enquiry';
import { wireBrandMain } from './shapes/floors';
import { wireLinkGroup } from './shapes/links';
import { wireCommentData, wireGuestbookItem, wireMapData } from './shapes/map';
import { wireRanking, wireTopList, wireTopMain } from './shapes/ranking';
import { wireCategoryBrandList, wireCategoryBrands, wireCidSearch, wireCityOption, wireIndexMain, wireMenuItem, wireNewData, wireSuggestion } from './shapes/site';
import { wireBrandRecord, wireContentChanges, wireRecordListCounts, wireRecordSummary } from './shapes/records';
import { backofficeCalls, responseCalls } from './backoffice-calls';
import { wireSitemapList, wireSitemapMain, wireSitemapType } from './shapes/sitemap';

export type Method = 'GET' | 'POST';
/** Parameters as they travel: a query string (GET) or a form body (POST). */
export type WireParams = Record<string, string | number | undefined>;

/**
 * How long the gateway keeps an answer (docs/decisions/0013, 0068):
 * - seconds: fresh that long in the shared cache (server/src/cache-plan.ts), then kept one more day
 *   to answer an upstream outage with the last good copy. 0: asked every operation, kept only for outages.
 * - 'never': not cached (keyed by unbounded visitor input); asked at most once per GraphQL operation.
 * - 'each': every ask reaches the upstream, not even shared within one operation (a new random draw,
 *   a step of the visitor's session).
 */
export type Lifetime = number | 'never' | 'each';

/**
 * What the call answers:
 * - 'data' (default): an envelope; its `data` on code 200, null on code 400 ("no such id").
 * - 'envelope': an envelope whose code and Chinese msg are shown to the visitor as they came.
 * - 'image': an SVG image, not an envelope (the captcha), with its proof-of-work header.
 */
export type AnswerKind = 'data' | 'envelope' | 'image';

export interface CallSpec {
  method: Method;
  path: string;
  /** What the call takes (documentation and types; the upstream validates its own input). */
  params: z.ZodObject;
  /** The shape of `data` on code 200. null: the call answers no envelope. */
  data: z.ZodType | null;
  /** A number, or a function of the parameters where the lifetime depends on them. */
  lifetime: Lifetime | ((params: WireParams) => Lifetime);
  answer?: AnswerKind;
  /**
   * Made on the visitor's behalf: their Cookie goes up and the upstream's Set-Cookie comes back, their
   * address travels as X-Forwarded-For (docs/decisions/0014). Such calls are never cached.
   */
  session?: boolean;
  /**
   * Made on a back-office account's behalf (contract/src/backoffice-calls.ts): the admin listener's
   * session secret goes up as X-Admin-Session, the address as X-Forwarded-For. Never cached.
   */
  account?: boolean;
}

const none = z.object({});
const page = int.min(1);
const listParams = z.object({ pinyin: z.string().optional(), page: page.optional() });
const listFilterParams = listParams.extend({
  feeid: int.optional(),
  regionid: int.optional(),
  idenid: int.optional(),
  isvip: int.optional(),
  filed: int.optional(),
  twostores: int.optional(),
});
const searchParams = z.object({ keyword: z.string(), page: page.optional() });
const relatedParams = z.object({ cid: int.optional(), pinyin: z.string().optional(), num: int.optional() });
const brands = z.array(wireBrand);
const show = z.object({ id: int, show: z.string().optional() });

// Lifetimes the spec does not give: brand pages are the site's most visited and the data changes
// rarely, but a merchant editing a listing expects to see it within minutes: 300 s, the spec's
// shortest lifetime; lists, details and the poster follow it.
const DETAIL = 300;
// Sitemaps: crawlers read them a few times a day; an hour-old list is fine (the spec's 3600).
const SITEMAP = 3600;

const spec = <T extends Record<string, CallSpec>>(t: T) => t;

export const calls = spec({
  brandShow: { method: 'GET', path: '/index.php/v1/zhaoshang/show', params: show, data: wireBrand, lifetime: DETAIL },
  // getRelatedData answers brands, news or topics by `type`: one entry per type, one path.
  relatedData: { method: 'GET', path: '/api.php/v1/index/getRelatedData', params: relatedParams.extend({ type: z.literal('zhaoshang').optional() }), data: brands, lifetime: 300 },
  relatedNews: { method: 'GET', path: '/api.php/v1/index/getRelatedData', params: relatedParams.extend({ type: z.literal('news') }), data: z.array(wireNewsListItem), lifetime: 300 },
  relatedTopics: { method: 'GET', path: '/api.php/v1/index/getRelatedData', params: relatedParams.extend({ type: z.literal('zhuanti') }), data: z.array(wireTopicListItem), lifetime: 300 },
  /** topid: 1 hot, 2 recommended, 3 featured, 4 popular. */
  relatedBrands: {
    method: 'GET',
    path: '/api.php/v1/index/getRelatedZhaoshangData',
    params: z.object({ topid: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]), cid: int.optional(), num: int.optional() }),
    data: brands,
    lifetime: 86_400,
  },
  // refresh=1 ("change batch") must give a new draw: past the cache and the per-operation dedupe.
  randomBrands: {
    method: 'GET',
    path: '/api.php/v1/index/getRandZhaoshangData',
    params: z.object({ num: int.optional(), refresh: z.literal(1).optional() }),
    data: brands,
    lifetime: (q) => (q.refresh ? 'each' : 86_400),
  },
  topBrands: { method: 'GET', path: '/api.php/v1/index/getZahoshangTop', params: z.object({ cid: int.optional(), pinyin: z.string().optional(), num: int.optional() }), data: brands, lifetime: 86_400 },
  // Only type=show (a brand's nearby shops) is cached; list and map searches are interactive.
  mapData: {
    method: 'POST',
    path: '/index.php/v1/api/getMapData',
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
    lifetime: (q) => (q.type === 'show' ? 300 : 'never'),
  },
  guestbook: { method: 'GET', path: '/api.php/v1/index/getGuestbookData', params: none, data: z.array(wireGuestbookItem), lifetime: 300 },
  classify: { method: 'GET', path: '/api.php/v1/index/getZahoshangClassify', params: none, data: wireClassify, lifetime: 3600 },

  indexMain: { method: 'GET', path: '/index.php/v1/index/main', params: none, data: wireIndexMain, lifetime: 1800 },
  links: { method: 'GET', path: '/index.php/v1/index/getLinks', params: none, data: z.array(wireLinkGroup), lifetime: 86_400 },
  newData: { method: 'GET', path: '/api.php/v1/index/getNewData', params: z.object({ cid: int, num: int, type: z.literal(0) }), data: wireNewData, lifetime: 300 },
  cidBrandNav: { method: 'GET', path: '/api.php/v1/index/getCidZhaoshangNav', params: none, data: z.array(wireCategoryBrands), lifetime: 86_400 },
  tradeBrandTop: { method: 'GET', path: '/api.php/v1/index/getTradeZhaoshangTop', params: none, data: z.array(wireCategoryBrandList), lifetime: 86_400 },
  cidSearch: { method: 'GET', path: '/api.php/v1/index/getCidSearch', params: none, data: wireCidSearch, lifetime: 300 },
  menu: { method: 'GET', path: '/api.php/index/getMenu', params: z.object({ pid: int }), data: z.array(wireMenuItem), lifetime: 86_400 },
  adG01: { method: 'GET', path: '/api.php/ad/V1_G01', params: none, data: wireAds, lifetime: 1800 },
  adG02: { method: 'GET', path: '/api.php/ad/V1_G02', params: none, data: wireAds, lifetime: 1800 },
  /** Without a parent, the whole province → city tree; code 400 for an unknown parent. */
  city: { method: 'GET', path: '/api.php/index/getCity', params: z.object({ action: z.literal('children').optional(), value: z.string().optional() }), data: z.array(wireCityOption), lifetime: 86_400 },
  /** The jump page's target; code 400 when the upstream does not vouch for the address. Keyed by visitor input. */
  skipAd: { method: 'GET', path: '/api.php/index/skipAd', params: z.object({ url: z.string() }), data: z.string().regex(/^https?:\/\//), lifetime: 'never' },
  vipClassify: { method: 'GET', path: '/api.php/v1/index/getIsvipZhaoshangClassify', params: none, data: wireCategoryTabs, lifetime: 3600 },
  vipData: { method: 'GET', path: '/api.php/v1/index/getVipData', params: z.object({ cid: int, num: int, type: z.literal('new') }), data: brands, lifetime: 86_400 },
  brandMain: { method: 'GET', path: '/index.php/v1/zhaoshang/main', params: none, data: wireBrandMain, lifetime: 1800 },
  brandList: {
    method: 'GET',
    path: '/index.php/v1/zhaoshang/list',
    // filed, twostores: the trust filters beside the spec's (docs/decisions/0094), 1 = on.
    params: listFilterParams,
    data: wireBrandList,
    lifetime: DETAIL,
  },
  // With a keyword the list paths are keyword search; keywords are unbounded visitor input.
  // pinyin: the industry chosen beside the keyword (header search); both apply.
  brandSearch: { method: 'GET', path: '/index.php/v1/zhaoshang/list', params: searchParams.extend({ pinyin: z.string().optional() }), data: wireBrandSearch, lifetime: 'never' },
  brandPoster: { method: 'GET', path: '/index.php/v1/zhaoshang/poster', params: z.object({ id: int }), data: wirePoster, lifetime: DETAIL },
  newsMain: { method: 'GET', path: '/index.php/v1/news/main', params: none, data: wireNewsMain, lifetime: 1800 },
  newsList: { method: 'GET', path: '/index.php/v1/news/list', params: listParams, data: wireNewsList, lifetime: DETAIL },
  newsSearch: { method: 'GET', path: '/index.php/v1/news/list', params: searchParams, data: wireNewsList, lifetime: 'never' },
  // news/show counts a view, so every operation asks the upstream; the stored copy only answers outages.
  newsShow: { method: 'GET', path: '/index.php/v1/news/show', params: show, data: wireNewsDetail, lifetime: 0 },
  topicMain: { method: 'GET', path: '/index.php/v1/zhuanti/main', params: none, data: wireTopicMain, lifetime: 1800 },
  topicList: { method: 'GET', path: '/index.php/v1/zhuanti/list', params: listParams, data: wireTopicList, lifetime: DETAIL },
  topicSearch: { method: 'GET', path: '/index.php/v1/zhuanti/list', params: searchParams, data: wireTopicList, lifetime: 'never' },
  topicShow: { method: 'GET', path: '/index.php/v1/zhuanti/show', params: show, data: wireTopicDetail, lifetime: DETAIL },
  topMain: { method: 'GET', path: '/index.php/v1/top/main', params: none, data: wireTopMain, lifetime: 86_400 },
  // SPEC §7: cached 3600 s on the first page, never when paging.
  topList: {
    method: 'GET',
    path: '/index.php/v1/top/list',
    params: z.object({ pinyin: z.string().optional(), page: page.optional() }),
    data: wireTopList,
    lifetime: (q) => (Number(q.page ?? 1) > 1 ? 'never' : 3600),
  },
  topShow: { method: 'GET', path: '/index.php/v1/top/show', params: z.object({ id: int }), data: wireRanking, lifetime: DETAIL },
  suggest: {
    method: 'POST',
    path: '/index.php/v1/api/getSearch',
    params: z.object({
      table: z.enum(['zhaoshang', 'news', 'zhuanti']),
      where: z.enum(['', 'isvip', 'shop']),
      field: z.enum(['title', 'product', 'company']),
      keyword: z.string(),
      order: z.literal('count'),
      limit: int,
    }),
    data: z.array(wireSuggestion),
    lifetime: 'never',
  },
  // No lifetime in SPEC §7: asked once per operation.
  comments: { method: 'POST', path: '/index.php/v1/api/getCommentData', params: z.object({ uid: int, page: page, tab: int, sid: int.optional() }), data: wireCommentData, lifetime: 'never' },

  // Not in SPEC §7: every id and its date, for the gateway's sitemap.xml (docs/decisions/0046).
  sitemapMain: { method: 'GET', path: '/index.php/v1/sitemap/main', params: none, data: wireSitemapMain, lifetime: SITEMAP },
  sitemapList: { method: 'GET', path: '/index.php/v1/sitemap/list', params: z.object({ type: wireSitemapType, page: page.optional() }), data: wireSitemapList, lifetime: SITEMAP },

  // Public records beside the spec's calls (docs/decisions/0076); ids: comma-separated brand ids, at most 60.
  // Records change when a filing or a ledger does: the detail lifetime.
  recordBrand: { method: 'GET', path: '/records/v1/brand', params: z.object({ id: int }), data: wireBrandRecord, lifetime: DETAIL },
  // The brand list's counts with 已备案 or 两店一年 switched on, the list's other filters kept (0094).
  recordListCounts: { method: 'GET', path: '/records/v1/list-counts', params: listFilterParams.omit({ page: true }), data: wireRecordListCounts, lifetime: DETAIL },
  recordSummaries: { method: 'GET', path: '/records/v1/summaries', params: z.object({ ids: z.string().regex(/^\d+(,\d+)*$/) }), data: z.array(wireRecordSummary), lifetime: DETAIL },
  // The content change feed every gateway polls (docs/decisions/0119; server/src/content-feed.ts): never cached.
  contentChanges: { method: 'GET', path: '/records/v1/changes', params: z.object({ after: int.min(0).optional() }), data: wireContentChanges, lifetime: 'each' },

  // The enquiry write path, on the visitor's session (cookie sj_sid).
  /** Answers an SVG image, not an envelope; sets the session cookie sj_sid. */
  captcha: { method: 'GET', path: '/api.php/index/getCaptcha', params: none, data: null, lifetime: 'each', answer: 'image', session: true },
  sendCode: { method: 'POST', path: '/api.php/index/sendInfo', params: wireSendCode.extend({ pow: z.string().optional() }), data: z.null(), lifetime: 'each', answer: 'envelope', session: true },
  // SPEC §7 shows only code and msg to the visitor; the stored enquiry rides along for internal tools
  // (null when an Idempotency-Key replays an earlier answer).
  enquiryFirst: { method: 'POST', path: '/api.php/index/guestBookCode', params: wireEnquiry.extend({ code: z.string() }), data: wireStoredEnquiry.nullable(), lifetime: 'each', answer: 'envelope', session: true },
  enquiryReturning: { method: 'POST', path: '/api.php/index/guestBook', params: wireEnquiry.omit({ code: true }), data: wireStoredEnquiry.nullable(), lifetime: 'each', answer: 'envelope', session: true },

  // 我的咨询 (docs/decisions/0092): the enquirer's own enquiries, on a proof bound to the number and the
  // session (sj_sid). The code comes from sendCode (same captcha, proof of work and limits). Every call
  // answers the number's list as it now stands; code 401 when this session holds no valid proof.
  myProve: { method: 'POST', path: '/api.php/my/prove', params: z.object({ mobile: z.string(), code: z.string() }), data: wireMyEnquiries, lifetime: 'each', answer: 'envelope', session: true },
  myEnquiries: { method: 'GET', path: '/api.php/my/enquiries', params: none, data: wireMyEnquiries, lifetime: 'each', answer: 'envelope', session: true },
  /** id: one enquiry of the proven number; withdrawn, it is never delivered again. */
  myWithdraw: { method: 'POST', path: '/api.php/my/withdraw', params: z.object({ id: z.string() }), data: wireMyEnquiries, lifetime: 'each', answer: 'envelope', session: true },
  /** ids: comma-separated ids of the proven number's enquiries; their rows are erased. */
  myDelete: { method: 'POST', path: '/api.php/my/delete', params: z.object({ ids: z.string() }), data: wireMyEnquiries, lifetime: 'each', answer: 'envelope', session: true },
  /** on: 1 sets 请勿联系 for the proven number, 0 lifts it. */
  myDoNotContact: { method: 'POST', path: '/api.php/my/dnc', params: z.object({ on: z.union([z.literal(0), z.literal(1)]) }), data: wireMyEnquiries, lifetime: 'each', answer: 'envelope', session: true },
  /** Ends the proof (退出); data null. */
  myEnd: { method: 'POST', path: '/api.php/my/end', params: none, data: z.null(), lifetime: 'each', answer: 'envelope', session: true },
  // Not in SPEC §7: the same proof as sendInfo (this session's image captcha, consumed right or wrong,
  // and its proof of work) without an SMS, for the gateway's phone reveals past the free few
  // (docs/decisions/0097). Code 200 with msg 验证通过, or 400 with sendInfo's messages.
  checkCaptcha: { method: 'POST', path: '/api.php/index/checkCaptcha', params: z.object({ code: z.string(), pow: z.string().optional() }), data: z.null(), lifetime: 'each', answer: 'envelope', session: true },

  ...responseCalls,
  // The back office: accounts, leads, the audit trail.
  ...backofficeCalls,
});

export type CallName = keyof typeof calls;
type Spec<N extends CallName> = (typeof calls)[N];

/** What a call takes, typed from its parameter shape. */
export type CallParams<N extends CallName> = z.input<Spec<N>['params']>;
/** The `data` of a successful answer, typed from its shape. */
export type CallData<N extends CallName> = Spec<N>['data'] extends z.ZodType ? z.output<Spec<N>['data']> : never;

/** The captcha: SVG text and its proof-of-work challenge, if the upstream sets one. */
export interface CaptchaImage {
  svg: string;
  pow: string | null;
}
/** An enquiry call's whole answer: code and msg as the visitor is shown them; data when it keeps the contract. */
export interface EnvelopeAnswer<T> {
  code: number;
  msg: string;
  data: T | null;
}
/** What the gateway's client resolves a call to. */
export type CallResult<N extends CallName> = Spec<N> extends { answer: 'image' }
  ? CaptchaImage
  : Spec<N> extends { answer: 'envelope' }
    ? EnvelopeAnswer<CallData<N>>
    : CallData<N> | null;

/** The call's lifetime for these parameters. */
export function lifetimeOf(name: CallName, params: WireParams): Lifetime {
  const l: CallSpec['lifetime'] = calls[name].lifetime;
  return typeof l === 'function' ? l(params) : l;
}

/** The longest lifetime of any call in seconds: what a GraphQL field that calls no upstream ages like. */
export const LONGEST_LIFETIME = Math.max(...Object.values(calls).flatMap((c: CallSpec) => (typeof c.lifetime === 'number' ? [c.lifetime] : [])));

/** The shape `data` must have for this call (null: the call answers no envelope). */
export function dataShape(name: CallName): z.ZodType | null {
  return calls[name].data;
}
