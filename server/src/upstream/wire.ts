// The upstream's wire format (SPEC §3 and §7), as the gateway receives it. These names are the
// upstream's (zhaoshang, feeid, isvip, ...): they live only here and in each domain's mapping under
// src/graphql/<domain>/. upstream/ implements the same contract; tests/contract checks both agree.
//
// Every response is an envelope {code, msg, data}. code 200 is success; code 400 means "no such id".

export interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

/** An id and a display name: fee bands, regions, tags, categories in filter lists. */
export interface WireIdName {
  id: number;
  name: string;
}

/** A category in a brand's category path (`cidgl`): top level first, then the sub-category. */
export interface WireCategoryRef {
  id: number;
  name: string;
  pinyin: string;
}

/** What the enquiry dialog receives to know which brand an enquiry is for (SPEC §3). */
export interface WireGuestbookContext {
  aid: number;
  cid: number;
  mid: number;
  url: string;
  title: string;
  money: string;
}

export interface WireBrandDatum {
  company: string;
  product: string;
  foundtime: string;
  throng: string;
  shopnum: number;
  joinnum: number;
}

/**
 * A brand (zhaoshang). List calls send the same shape; the long HTML fields (content, advantage,
 * conditions, process) and phone/pcposter/guestbook are only guaranteed on `zhaoshang/show`.
 */
export interface WireBrand {
  id: number;
  title: string;
  description: string;
  /** Main image URL (site-relative, e.g. /media/brand/12/thumb.svg). */
  thumb: string;
  /** Gallery thumbnails (82x55), index-aligned with `slideshow`. */
  slideshowThumb?: string[];
  /** Gallery images (360x240). */
  slideshow?: string[];
  /** 1 = certified (shows the badge and the phone-reveal button), 0 = not. */
  isvip: 0 | 1;
  feeid: number;
  /** Investment band text, e.g. "10-20万". */
  feeidName: string;
  /** The brand's (sub-)category id and name. */
  cid: number;
  cidName: string;
  /** The top-level industry id. */
  cidOne: number;
  /** Category path, top level first. */
  cidgl?: WireCategoryRef[];
  /** Headquarters city. */
  regionid: number;
  regionidName: string;
  /** Comma-separated tag ids, and the tags themselves. */
  idenid?: string;
  idenidName?: WireIdName[];
  product: string;
  company: string;
  throng?: string;
  foundtime?: string;
  joinnum?: number;
  shopnum?: number;
  /** The brand's business phone; only sent for isvip brands. */
  phone?: string;
  /** Merchant member id; present only when the brand is claimed (certified data). */
  mid?: number | null;
  content?: string;
  advantage?: string;
  conditions?: string;
  process?: string;
  /** The payload that opens the enquiry form; the upstream sends the string 'ok' when there is none. */
  guestbook?: WireGuestbookContext | 'ok';
  /** JSON text of WirePosterItem[], or '' when the brand has no poster. */
  pcposter?: string;
  keyword?: string;
  pinyin?: string;
  /** Date the brand was added, 'YYYY-MM-DD'. */
  addtimes?: string;
  jsondata?: { datum: WireBrandDatum };
}

export interface WirePosterItem {
  url: string;
  text: string;
}

/** Previous and next items of a news article or topic; null at either end. */
export interface WirePageInfo {
  prev: { id: number; title: string } | null;
  next: { id: number; title: string } | null;
}

export interface WireNews {
  id: number;
  title: string;
  description: string;
  thumb: string;
  /** Unix seconds. */
  addtime: number;
  /** 'MM-DD'. */
  addtime_md: string;
  /** 'YYYY-MM-DD HH:mm'. */
  addtimes: string;
  author?: string;
  count?: number;
  content?: string;
  keyword?: string;
  cidgl?: WireCategoryRef[];
  pageinfo?: WirePageInfo;
  news?: WireNews[];
  /** Linked brand; the upstream sends [] when there is none. */
  zhaoshang?: WireBrand | [];
}

export interface WireTopic {
  id: number;
  title: string;
  description: string;
  thumb: string;
  addtime: number;
  addtime_md: string;
  addtimes: string;
  keyword?: string;
  zhaoshangList?: WireBrand[];
  zhuanti?: WireTopic[];
  pageinfo?: WirePageInfo;
  cidgl?: WireCategoryRef[];
}

/** One shop on the map (`getMapData` listinfo item). */
export interface WireMapShop {
  uid: string;
  name: string;
  address: string;
  location: { lng: number; lat: number };
  detail_info: { overall_rating: number; price: number; comment_num: number; tag: string };
}

export interface WireMapData {
  listinfo: WireMapShop[];
  total: number;
  region: { lng: number; lat: number; city: string };
  topData: WireBrand[];
  shopArr: { id: number; title: string }[];
}

/** One row of the enquiry ticker. `name` arrives already masked by the upstream (e.g. 张**). */
export interface WireGuestbookItem {
  id: number;
  name: string;
  title: string;
  addtime: string;
}

/** Paths of the calls the gateway makes (SPEC §7). */
export const paths = {
  brandShow: '/index.php/v1/zhaoshang/show',
  relatedData: '/api.php/v1/index/getRelatedData',
  relatedBrands: '/api.php/v1/index/getRelatedZhaoshangData',
  randomBrands: '/api.php/v1/index/getRandZhaoshangData',
  topBrands: '/api.php/v1/index/getZahoshangTop',
  mapData: '/index.php/v1/api/getMapData',
  guestbook: '/api.php/v1/index/getGuestbookData',
  classify: '/api.php/v1/index/getZahoshangClassify',
} as const;

/** A category with its sub-categories, as in `getZahoshangClassify`'s classifyList. */
export interface WireCategory {
  id: number;
  name: string;
  pinyin: string;
  children: { id: number; name: string; pinyin: string }[];
}

export interface WireClassify {
  classifyList: WireCategory[];
  feeidList: WireIdName[];
  regionidList: WireIdName[];
  idenidList: WireIdName[];
}

// ---- Home, content, rankings, search, comments and site calls (SPEC §7) ----

/** Paths of the page-data, search and site calls (SPEC §7). */
export const contentPaths = {
  indexMain: '/index.php/v1/index/main',
  links: '/index.php/v1/index/getLinks',
  newData: '/api.php/v1/index/getNewData',
  cidBrandNav: '/api.php/v1/index/getCidZhaoshangNav',
  tradeBrandTop: '/api.php/v1/index/getTradeZhaoshangTop',
  cidSearch: '/api.php/v1/index/getCidSearch',
  menu: '/api.php/index/getMenu',
  adG01: '/api.php/ad/V1_G01',
  adG02: '/api.php/ad/V1_G02',
  city: '/api.php/index/getCity',
  skipAd: '/api.php/index/skipAd',
  vipClassify: '/api.php/v1/index/getIsvipZhaoshangClassify',
  vipData: '/api.php/v1/index/getVipData',
  brandMain: '/index.php/v1/zhaoshang/main',
  brandList: '/index.php/v1/zhaoshang/list',
  brandPoster: '/index.php/v1/zhaoshang/poster',
  newsMain: '/index.php/v1/news/main',
  newsList: '/index.php/v1/news/list',
  newsShow: '/index.php/v1/news/show',
  topicMain: '/index.php/v1/zhuanti/main',
  topicList: '/index.php/v1/zhuanti/list',
  topicShow: '/index.php/v1/zhuanti/show',
  topMain: '/index.php/v1/top/main',
  topList: '/index.php/v1/top/list',
  topShow: '/index.php/v1/top/show',
  suggest: '/index.php/v1/api/getSearch',
  comments: '/index.php/v1/api/getCommentData',
} as const;

/** A banner or ad slot item; `href` may be external (open it through /jumpwebsite). */
export interface WireAd {
  href: string;
  litpic: string;
  title: string;
}

export interface WireLinkGroup {
  name: string;
  /** weight 0 means rel="nofollow". */
  links: { title: string; url: string; weight: number }[];
}

/** A category in navigation and tab lists. */
export interface WireCategoryTab {
  id: number;
  name: string;
  pinyin: string;
}

/** getCity: China's province/city tree, keyed by name. */
export interface WireCityOption {
  value: string;
  label: string;
  children?: WireCityOption[];
}

export interface WireMenuItem {
  id: number;
  name: string;
  pinyin: string;
  url: string;
}

/** A ranking board or ranking detail (`top/show` adds `banner`). */
export interface WireRanking {
  id: number;
  cid: number | null;
  title: string;
  description: string;
  keyword: string;
  list: WireBrand[];
  banner?: WireAd[];
}

/** An industry with sub-categories and brands, for navigation blocks and floors. */
export interface WireCategoryBrands extends WireCategoryTab {
  title: string;
  children: WireCategoryTab[];
  zhaoshang: WireBrand[];
}

/** getNewData and the home headline box: newest of each kind. */
export interface WireNewData {
  news: WireNews[];
  zhaoshang: WireBrand[];
  zhuanti: WireTopic[];
}

/** One tab of a home module (tab ids 11.., 21.., …, 51..). */
export interface WireHomeModuleTab extends WireCategoryTab {
  cid: number;
  hotlist: WireBrand[];
  hotlist2: WireBrand[];
}

export interface WireIndexMain {
  getClassify: WireCategoryBrands[];
  getBanner: WireAd[];
  getTopData: WireNewData;
  getTopBanner: WireAd[];
  getTopZhaoshang: WireBrand[];
  getNews: WireNews[];
  getVip: WireBrand[];
  getHotZhaoshang: WireBrand[];
  getZhaoshangSort: (WireCategoryTab & { list: WireBrand[] })[];
  getZhuanti: WireTopic[];
  getPaihang: WireRanking[];
  getFenleiData: { id: number; name: string; tabs: WireHomeModuleTab[] }[];
}

export interface WireCidSearch {
  classify: WireCategoryTab[];
  hotSearch: { id: number; title: string }[];
}

/** One of the 16 industry floors of /shangji. */
export interface WireBrandFloor extends WireCategoryTab {
  cidHot: WireCategoryTab[];
  zhaoshang: WireBrand[];
  zhaoshangHot: WireBrand[];
  top: WireBrand[];
  newsNew: WireNews[];
  zhuantiNew: WireTopic[];
  zhaoshangBanner: WireAd[];
}

export interface WireBrandMain {
  banner1: WireAd[];
  banner2: WireAd[];
  listinfo: WireBrandFloor[];
  vip: { list: WireBrand[]; new: WireBrand[]; top: WireBrand[] };
}

/** The category a list is scoped to, for titles and breadcrumbs; null when listing all. */
export interface WireListCategory extends WireCategoryTab {
  pid: number;
  title: string;
  description: string;
  keyword: string;
}

export interface WireBrandList extends WireClassify {
  listinfo: WireBrand[];
  totalcount: number;
  category: WireListCategory | null;
}

export interface WirePoster {
  zhaoshang: WireBrand;
  items: WirePosterItem[];
}

export interface WireNewsMain {
  banner: WireAd[];
  news: WireNews[];
  hot: WireNews[];
  list: (WireCategoryTab & { news: WireNews[] })[];
  navigation: WireCategoryTab[];
  zhaoshang: WireBrand[];
  zhaoshangBanner: WireAd[];
}

/** news/list (and news search): items linked to a brand carry it in `zhaoshang`. */
export interface WireNewsList {
  listinfo: WireNews[];
  totalcount: number;
  menu: WireCategoryTab[];
  category: WireCategoryTab | null;
}

export interface WireTopicMain {
  banner: WireAd[];
  zhuantiNew: WireTopic[];
  list: (WireCategoryTab & { zhuanti: WireTopic[] })[];
}

export interface WireTopicList {
  listinfo: WireTopic[];
  totalcount: number;
  classifyList: WireCategory[];
  category: WireListCategory | null;
}

/** zhaoshang/list with a keyword: brand search. */
export interface WireBrandSearch {
  listinfo: WireBrand[];
  totalcount: number;
}

export interface WireTopMain {
  synthesize1: WireRanking;
  synthesize2: WireRanking;
  synthesize3: WireRanking;
  zhaoshang1: WireBrand[];
  zhaoshang2: WireBrand[];
  zhaoshang3: WireBrand[];
  zhaoshang4: WireBrand[];
  zhaoshangSearch: WireBrand[];
  listinfoCidList: WireRanking[];
  listinfoFeeidList: (WireIdName & { list: WireBrand[] })[];
  listinfoVipList: WireRanking;
  links: WireLinkGroup[];
}

export interface WireTopList {
  listinfo: WireRanking[];
  totalcount: number;
  category: WireCategoryTab | null;
}

/** getSearch: title suggestions, most viewed first. */
export interface WireSuggestion {
  id: number;
  title: string;
  count: number;
}

export interface WireComment {
  id: number;
  user_logo: string;
  user_name: string;
  score: number;
  date: string;
  /** HTML. */
  content: string;
  pics: string[];
}

export interface WireCommentData {
  comment_num: number;
  avgScore: number;
  groupNumNew: { tag: number; show_content: string; count: number }[];
  comment_list: WireComment[];
  totalNum: number;
  zhaoshang: WireBrand;
}

// ---- The enquiry write path (SPEC §3, §7), called on the visitor's behalf ----

export const enquiryPaths = {
  /** Answers an SVG image, not an envelope; sets the session cookie sj_sid. */
  captcha: '/api.php/index/getCaptcha',
  sendCode: '/api.php/index/sendInfo',
  enquiryFirst: '/api.php/index/guestBookCode',
  enquiryReturning: '/api.php/index/guestBook',
} as const;

/** An enquiry (guestbook) submission, field names as the upstream takes them (SPEC §3). */
export interface WireEnquiry {
  aid: number;
  cid?: number | undefined;
  mid?: number | undefined;
  money?: string | undefined;
  typeid: number;
  entrance: number;
  name: string;
  mobile: string;
  title?: string | undefined;
  url?: string | undefined;
  /** Region parts joined by a hyphen, e.g. 广东-深圳. */
  address?: string | undefined;
  content?: string | undefined;
  /** The SMS code: present for guestBookCode (first time), absent for guestBook (returning). */
  code?: string | undefined;
}

// ---- Sitemap listing (not in SPEC §7: the gateway's sitemap.xml needs every id and its date cheaply) ----

/** Paths of the sitemap listing calls. */
export const sitemapPaths = {
  main: '/index.php/v1/sitemap/main',
  list: '/index.php/v1/sitemap/list',
} as const;

/** What a sitemap lists: brands, news, topics, rankings. */
export type WireSitemapType = 'zhaoshang' | 'news' | 'zhuanti' | 'top';

/** sitemap/main: per type, how many rows and the newest date (unix seconds); the list-page slugs. */
export interface WireSitemapMain {
  /** Rows per sitemap/list page (at most 50,000: one child sitemap each). */
  pageSize: number;
  sections: { type: WireSitemapType; total: number; lastmod: number }[];
  /** Category pinyins (brand, topic and VIP lists) and news menu pinyins. */
  categories: string[];
  newsMenu: string[];
}

/** sitemap/list: one page of ids with their dates (unix seconds), by id. */
export interface WireSitemapList {
  listinfo: { id: number; addtime: number }[];
}
