// The paths of every call (SPEC §7), grouped as the gateway's client uses them.

/** Brand detail, brand lists, map, ticker and filter lists. */
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

/** Page data, search and site calls. */
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

/** The enquiry write path, made on the visitor's session (cookie sj_sid). */
export const enquiryPaths = {
  /** Answers an SVG image, not an envelope; sets the session cookie sj_sid. */
  captcha: '/api.php/index/getCaptcha',
  sendCode: '/api.php/index/sendInfo',
  enquiryFirst: '/api.php/index/guestBookCode',
  enquiryReturning: '/api.php/index/guestBook',
} as const;

/** The sitemap listing (not in SPEC §7): every id and its date, for the gateway's sitemap.xml. */
export const sitemapPaths = {
  main: '/index.php/v1/sitemap/main',
  list: '/index.php/v1/sitemap/list',
} as const;

/** Public records beside the spec's calls (docs/decisions/0076): a brand's record, and list summaries. */
export const recordPaths = {
  brand: '/records/v1/brand',
  summaries: '/records/v1/summaries',
} as const;
