import { GraphQLResolveInfo } from 'graphql';
import { WireBrand, WireNews, WireTopic, WireMapShop, WireGuestbookItem, WireRanking, WireComment, WireAd, WireStoredEnquiry, WireMyEnquiry, WireMyEnquiries, WireBrandRecord, WireRecordFiling, WireRecordCompany, WireRecordTwoStores, WireRecordLedger, WireRecordCosts, WireCostItem, WireRecordEnquiries, WireRecordCheck } from '@shangji/contract';
import { GraphQLContext } from '../graphql/context';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
};

/**
 * Who may use a back-office field. Staff roles: SUPPORT (the lead desk, disputes), OPS (claims, brand data),
 * COMPLIANCE (the audit trail, read-only), ADMIN (accounts and roles). Brand roles, held per brand:
 * BRAND_ADMIN, BRAND_AGENT (a field taking a brand is further limited to the account's own brands).
 * SIGNED_IN: any account with a complete session. PUBLIC: anyone on the admin origin (the sign-in steps).
 */
export type Access =
  /** Staff: accounts and roles. */
  | 'ADMIN'
  /** A brand administrator of the brand concerned (or of any brand when the field concerns none). */
  | 'BRAND_ADMIN'
  /** A brand agent of the brand concerned (or of any brand when the field concerns none). */
  | 'BRAND_AGENT'
  /** Staff: the audit trail, read-only. */
  | 'COMPLIANCE'
  /** Staff: claims and brand data. */
  | 'OPS'
  /** Anyone on the admin origin. */
  | 'PUBLIC'
  /** Any signed-in account. */
  | 'SIGNED_IN'
  /** Staff: the lead desk and disputes. */
  | 'SUPPORT';

/** An account as the administrator sees it. */
export type Account = {
  __typename?: 'Account';
  /** Brands and roles. */
  brands: Array<AccountBrand>;
  /** ISO 8601. */
  createdAt: Scalars['String']['output'];
  /** Disabled. */
  disabled: Scalars['Boolean']['output'];
  /** Account id. */
  id: Scalars['ID']['output'];
  /** Locked out until (ISO 8601), if locked. */
  lockedUntil?: Maybe<Scalars['String']['output']>;
  /** Sign-in name. */
  login: Scalars['String']['output'];
  /** The account holder's number, masked. */
  maskedPhone?: Maybe<Scalars['String']['output']>;
  /** Display name. */
  name: Scalars['String']['output'];
  /** Staff role. */
  staffRole?: Maybe<StaffRole>;
  /** Second factor set up. */
  totpEnabled: Scalars['Boolean']['output'];
};

/** One of an account's brands. */
export type AccountBrand = {
  __typename?: 'AccountBrand';
  /** Brand id. */
  brandId: Scalars['ID']['output'];
  /** Brand name. */
  brandName: Scalars['String']['output'];
  /** The account's role on it. */
  role: BrandRole;
};

/** A created account or a new enrolment link (shown once). */
export type AccountCreated = {
  __typename?: 'AccountCreated';
  /** 200, 400, 403. */
  code: Scalars['Int']['output'];
  /** The one-time enrolment link on the admin origin. */
  enrolUrl?: Maybe<Scalars['String']['output']>;
  /** When the link expires (ISO 8601). */
  expiresAt?: Maybe<Scalars['String']['output']>;
  /** The account id. */
  id?: Maybe<Scalars['ID']['output']>;
  /** Chinese, shown as is. */
  message: Scalars['String']['output'];
};

/** A page of accounts. */
export type AccountPage = {
  __typename?: 'AccountPage';
  /** This page. */
  items: Array<Account>;
  /** All matching. */
  total: Scalars['Int']['output'];
};

/** One of the signed-in account's sessions. */
export type AccountSession = {
  __typename?: 'AccountSession';
  /** ISO 8601. */
  createdAt: Scalars['String']['output'];
  /** Whether it is this session. */
  current: Scalars['Boolean']['output'];
  /** ISO 8601. */
  expiresAt: Scalars['String']['output'];
  /** A public handle (not the secret). */
  id: Scalars['ID']['output'];
  /** ISO 8601. */
  lastSeenAt: Scalars['String']['output'];
  /** The client network (IPv4 /24, IPv6 /64). */
  network: Scalars['String']['output'];
  /** The browser's User-Agent. */
  userAgent: Scalars['String']['output'];
};

/** Which ad slot to read. */
export type AdSlot =
  /** Ad slot V1_G01 (/api.php/ad/V1_G01). */
  | 'V1_G01'
  /** Ad slot V1_G02 (/api.php/ad/V1_G02). */
  | 'V1_G02';

/** A neighbour for previous/next links. */
export type AdjacentItem = {
  __typename?: 'AdjacentItem';
  /** Its id. */
  id: Scalars['ID']['output'];
  /** Its title. */
  title: Scalars['String']['output'];
};

/**
 * The answer of a back-office mutation: ok, a code (200; 400 refused input; 401 not signed in; 403 not
 * allowed; 429 too many attempts) and a Chinese message shown as is.
 */
export type AdminResult = {
  __typename?: 'AdminResult';
  /** 200, 400, 401, 403 or 429. */
  code: Scalars['Int']['output'];
  /** Chinese, shown as is. */
  message: Scalars['String']['output'];
  /** True when code is 200. */
  ok: Scalars['Boolean']['output'];
};

/** One audit event (no phone number, no name). */
export type AuditEvent = {
  __typename?: 'AuditEvent';
  /** What, e.g. lead.reveal. */
  action: Scalars['String']['output'];
  /** Who (login), null for the system. */
  actor?: Maybe<Scalars['String']['output']>;
  /** ISO 8601. */
  at: Scalars['String']['output'];
  /** Brand concerned. */
  brandId?: Maybe<Scalars['ID']['output']>;
  /** Details (JSON text). */
  detail: Scalars['String']['output'];
  /** Id. */
  id: Scalars['ID']['output'];
  /** Client network. */
  network: Scalars['String']['output'];
  /** ok, refused, failed, locked. */
  outcome: Scalars['String']['output'];
  /** On what, e.g. enquiry:123. */
  subject: Scalars['String']['output'];
};

/** A page of the audit trail. */
export type AuditPage = {
  __typename?: 'AuditPage';
  /** This page. */
  items: Array<AuditEvent>;
  /** All matching. */
  total: Scalars['Int']['output'];
};

/** A banner or ad slot item (upstream href, litpic, title). External targets are opened through /jumpwebsite. */
export type Banner = {
  __typename?: 'Banner';
  /** Whether `href` leaves the site (absolute http(s) address): open it through /jumpwebsite in a new tab, nofollow. */
  external: Scalars['Boolean']['output'];
  /** Where the banner leads: a site path (/shangji/12) or an absolute external address. */
  href: Scalars['String']['output'];
  /** Image URL. */
  imageUrl: Scalars['String']['output'];
  /** Caption, also the image's alt text. */
  title: Scalars['String']['output'];
};

/** A franchise brand (upstream: zhaoshang). */
export type Brand = {
  __typename?: 'Brand';
  /** Franchise advantages, sanitised HTML. */
  advantagesHtml?: Maybe<Scalars['String']['output']>;
  /** The brand's (sub-)category. */
  category: Category;
  /** Category path, top-level industry first. */
  categoryPath: Array<Category>;
  /** Whether the brand is certified (upstream isvip = 1): shows the badge and the phone-reveal button. */
  certified: Scalars['Boolean']['output'];
  /** Whether the brand owner has claimed the listing (upstream mid present): data is committed to be accurate. */
  claimed: Scalars['Boolean']['output'];
  /** Operating company. */
  company: Scalars['String']['output'];
  /** Franchise conditions, sanitised HTML. */
  conditionsHtml?: Maybe<Scalars['String']['output']>;
  /** What the enquiry form needs to address this brand; null when the brand takes no enquiries. */
  enquiryTarget?: Maybe<EnquiryTarget>;
  /** Investment band. */
  feeBand: FeeBand;
  /** The filing status for lists (UNKNOWN when the records source cannot be reached). */
  filingStatus: FilingStatus;
  /** Year founded, as text (e.g. 2012). */
  foundedYear?: Maybe<Scalars['String']['output']>;
  /** Number of franchisees (shown with the unit 人). */
  franchiseeCount?: Maybe<Scalars['Int']['output']>;
  /** Gallery pictures (360x240) with their thumbnails (82x55), in display order. */
  gallery: Array<GalleryImage>;
  /** Whether the brand has a poster page at /haibao/{id}. */
  hasPoster: Scalars['Boolean']['output'];
  /** Headquarters city. */
  headquarters?: Maybe<Region>;
  /** Brand id, also the number in /shangji/{id}. */
  id: Scalars['ID']['output'];
  /** Project introduction, sanitised HTML. */
  introHtml?: Maybe<Scalars['String']['output']>;
  /** SEO keywords. */
  keywords?: Maybe<Scalars['String']['output']>;
  /** Date the brand was listed, YYYY-MM-DD. */
  listedOn?: Maybe<Scalars['String']['output']>;
  /** Main product. */
  mainProduct: Scalars['String']['output'];
  /** Brand name. */
  name: Scalars['String']['output'];
  /** Where the brand originated (the headquarters city's name). */
  origin?: Maybe<Scalars['String']['output']>;
  /** Pinyin slug of the brand. */
  pinyin?: Maybe<Scalars['String']['output']>;
  /** Franchise process, sanitised HTML. */
  processHtml?: Maybe<Scalars['String']['output']>;
  /** The brand's public record; null when the records source cannot be reached. */
  publicRecord?: Maybe<PublicRecord>;
  /** Red flags for list badges (one records call for a whole list); empty when none or unknown. */
  redFlags: Array<RedFlag>;
  /** The brand's measured response to the leads delivered to it; null when it cannot be read. Read on the brand page only. */
  responseTime?: Maybe<BrandResponseTime>;
  /** Review count and average score (the compare page); null when the comments cannot be read. */
  reviewSummary?: Maybe<ReviewSummary>;
  /** Number of shops (shown with the unit 家). */
  shopCount?: Maybe<Scalars['Int']['output']>;
  /** Suitable crowd (upstream throng). */
  suitableCrowd?: Maybe<Scalars['String']['output']>;
  /** One-paragraph summary. */
  summary: Scalars['String']['output'];
  /** Tags such as 'new brand' or 'low cost'. */
  tags: Array<Tag>;
  /** Main image URL. */
  thumbnail: Scalars['String']['output'];
};

/** An edit of a brand's fields. */
export type BrandEdit = {
  __typename?: 'BrandEdit';
  /** The author's login. */
  author: Scalars['String']['output'];
  /** Brand id. */
  brandId: Scalars['ID']['output'];
  /** Names of the fields this edit changes (BrandEditFields' field names). */
  changed: Array<Scalars['String']['output']>;
  /** Changed fields also changed elsewhere on the brand since the draft was started. */
  conflicts: Array<Scalars['String']['output']>;
  /** ISO 8601. */
  createdAt: Scalars['String']['output'];
  /** ISO 8601: published or returned. */
  decidedAt?: Maybe<Scalars['String']['output']>;
  /** The proposed values. */
  fields: BrandEditFields;
  /** Edit id. */
  id: Scalars['ID']['output'];
  /** Why it was returned ('' when it never was). */
  returnReason: Scalars['String']['output'];
  /** State. */
  state: BrandEditState;
  /** ISO 8601. */
  submittedAt?: Maybe<Scalars['String']['output']>;
  /** ISO 8601: the last save or move. */
  updatedAt: Scalars['String']['output'];
};

/** The editable fields of a brand. HTML fields are sanitised with the site's rules when saved. */
export type BrandEditFields = {
  __typename?: 'BrandEditFields';
  /** 加盟优势 (HTML). */
  advantage: Scalars['String']['output'];
  /** Brand id. */
  brandId: Scalars['ID']['output'];
  /** 运营公司. */
  company: Scalars['String']['output'];
  /** 加盟条件 (HTML). */
  conditions: Scalars['String']['output'];
  /** 品牌介绍 (HTML). */
  content: Scalars['String']['output'];
  /** 品牌简介: plain text, at most 500 characters. */
  description: Scalars['String']['output'];
  /** 投资档位: a FeeBand id. */
  feeBandId: Scalars['ID']['output'];
  /** 成立年份 (four digits) or empty. */
  foundedYear: Scalars['String']['output'];
  /** 投资金额 as displayed, e.g. 10-20万. */
  money: Scalars['String']['output'];
  /** 加盟流程 (HTML). */
  process: Scalars['String']['output'];
  /** 主营产品. */
  product: Scalars['String']['output'];
  /** 轮播图: 1-8 of the brand's media, in order. */
  slideshow: Array<Scalars['String']['output']>;
  /** 适合人群. */
  throng: Scalars['String']['output'];
  /** 封面图: one of the brand's media. */
  thumb: Scalars['String']['output'];
};

/** Proposed values of a brand's editable fields. */
export type BrandEditInput = {
  /** 加盟优势 (HTML). */
  advantage: Scalars['String']['input'];
  /** 运营公司. */
  company: Scalars['String']['input'];
  /** 加盟条件 (HTML). */
  conditions: Scalars['String']['input'];
  /** 品牌介绍 (HTML). */
  content: Scalars['String']['input'];
  /** 品牌简介 (plain text). */
  description: Scalars['String']['input'];
  /** 投资档位 id. */
  feeBandId: Scalars['ID']['input'];
  /** 成立年份. */
  foundedYear: Scalars['String']['input'];
  /** 投资金额. */
  money: Scalars['String']['input'];
  /** 加盟流程 (HTML). */
  process: Scalars['String']['input'];
  /** 主营产品. */
  product: Scalars['String']['input'];
  /** 轮播图. */
  slideshow: Array<Scalars['String']['input']>;
  /** 适合人群. */
  throng: Scalars['String']['input'];
  /** 封面图. */
  thumb: Scalars['String']['input'];
};

/** A page of ops' queue. */
export type BrandEditPage = {
  __typename?: 'BrandEditPage';
  /** This page. */
  items: Array<BrandEditRow>;
  /** All matching. */
  total: Scalars['Int']['output'];
};

/** An edit answer. */
export type BrandEditResult = {
  __typename?: 'BrandEditResult';
  /** 200, 400, 401, 403. */
  code: Scalars['Int']['output'];
  /** Chinese, shown as is. */
  message: Scalars['String']['output'];
  /** True when code is 200. */
  ok: Scalars['Boolean']['output'];
  /** The brand and its edit after the change. */
  view?: Maybe<BrandEditView>;
};

/** A row of ops' queue. */
export type BrandEditRow = {
  __typename?: 'BrandEditRow';
  /** The author's login. */
  author: Scalars['String']['output'];
  /** Brand id. */
  brandId: Scalars['ID']['output'];
  /** Brand name. */
  brandTitle: Scalars['String']['output'];
  /** Changed field names. */
  changed: Array<Scalars['String']['output']>;
  /** ISO 8601. */
  decidedAt?: Maybe<Scalars['String']['output']>;
  /** Edit id. */
  id: Scalars['ID']['output'];
  /** State. */
  state: BrandEditState;
  /** ISO 8601. */
  submittedAt?: Maybe<Scalars['String']['output']>;
};

/** Where an edit is. */
export type BrandEditState =
  /** 已放弃 */
  | 'DISCARDED'
  /** 草稿 */
  | 'DRAFT'
  /** 已发布 */
  | 'PUBLISHED'
  /** 已退回: editable again, with the reviewer's reason. */
  | 'RETURNED'
  /** 待审核 */
  | 'SUBMITTED';

/** A brand's published values beside its open (or reviewed) edit. */
export type BrandEditView = {
  __typename?: 'BrandEditView';
  /** Brand id. */
  brandId: Scalars['ID']['output'];
  /** What the site shows now. */
  current: BrandEditFields;
  /** The open edit (brand screen) or the reviewed one; null when none. */
  edit?: Maybe<BrandEdit>;
  /** 投资档位 choices. */
  feeBands: Array<FeeBand>;
  /** The pictures the brand may choose from: its own media. */
  media: Array<Scalars['String']['output']>;
  /** Brand name. */
  title: Scalars['String']['output'];
};

/** Brand-list filters; every part omitted or 0 means all (the /shangji/{pinyin}-{fee}-{region}-{tag}-{certified} address). */
export type BrandFilter = {
  /** Only certified brands (the 'brand certified' tab and /vip). */
  certified?: InputMaybe<Scalars['Boolean']['input']>;
  /** Investment band id. */
  feeBandId?: InputMaybe<Scalars['ID']['input']>;
  /** Only brands filed with MOFCOM (已备案; the brand's public record, docs/decisions/0094). */
  filed?: InputMaybe<Scalars['Boolean']['input']>;
  /** Category or sub-category pinyin; omitted or 'all' means every category. */
  pinyin?: InputMaybe<Scalars['String']['input']>;
  /** Headquarters region id. */
  regionId?: InputMaybe<Scalars['ID']['input']>;
  /** Tag id. */
  tagId?: InputMaybe<Scalars['ID']['input']>;
  /** Only brands that met 两店一年 on the day franchising began (the brand's public record). */
  twoStores?: InputMaybe<Scalars['Boolean']['input']>;
};

/** The filter rows of the brand list (getZahoshangClassify). */
export type BrandFilters = {
  __typename?: 'BrandFilters';
  /** Industries with their sub-categories. */
  categories: Array<Category>;
  /** Investment bands. */
  feeBands: Array<FeeBand>;
  /** Headquarters cities. */
  regions: Array<Region>;
  /** Tags (the 'more' row). */
  tags: Array<Tag>;
};

/** One of the 16 industry floors of /shangji. */
export type BrandFloor = {
  __typename?: 'BrandFloor';
  /** The floor's banners. */
  banners: Array<Banner>;
  /** New brands (carousel uses the first 4, then 2 image tiles and 6 buttons). */
  brands: Array<Brand>;
  /** The industry. */
  category: Category;
  /** Hot recommendations. */
  hotBrands: Array<Brand>;
  /** Hot sub-category buttons. */
  hotSubCategories: Array<Category>;
  /** News of the industry. */
  news: Array<News>;
  /** The floor's top list. */
  topBrands: Array<Brand>;
  /** Topics of the industry. */
  topics: Array<Topic>;
};

/** The brand home page /shangji (zhaoshang/main, cached 30 minutes). */
export type BrandHome = {
  __typename?: 'BrandHome';
  /** Main carousel. */
  carousel: Array<Banner>;
  /** The VIP block. */
  certified: CertifiedBlock;
  /** The 16 industry floors. */
  floors: Array<BrandFloor>;
  /** Recommended image banners. */
  imageBanners: Array<Banner>;
};

/** How many brands the list would hold with a trust filter switched on, its other filters kept (exact). */
export type BrandListCounts = {
  __typename?: 'BrandListCounts';
  /** With 已备案 on. */
  filed: Scalars['Int']['output'];
  /** With 两店一年 on. */
  twoStores: Scalars['Int']['output'];
};

/** One brand-list page with the category it is scoped to. */
export type BrandListing = {
  __typename?: 'BrandListing';
  /** The brands, 15 per page. */
  brands: BrandPage;
  /** The category the list is scoped to; null when listing all. */
  category?: Maybe<ListCategory>;
};

/** Where a brand's leads are announced. */
export type BrandNotify = {
  __typename?: 'BrandNotify';
  /** Brand id. */
  brandId: Scalars['ID']['output'];
  /** Whether a signing secret exists. */
  hasSecret: Scalars['Boolean']['output'];
  /** SMS number, masked. */
  maskedSmsPhone?: Maybe<Scalars['String']['output']>;
  /** The signing secret, shown once when created or rotated. */
  webhookSecret?: Maybe<Scalars['String']['output']>;
  /** Webhook address. */
  webhookUrl?: Maybe<Scalars['String']['output']>;
};

/** A brand notification settings answer. */
export type BrandNotifyResult = {
  __typename?: 'BrandNotifyResult';
  /** 200, 400, 401, 403. */
  code: Scalars['Int']['output'];
  /** Chinese, shown as is. */
  message: Scalars['String']['output'];
  /** The settings after the change. */
  notify?: Maybe<BrandNotify>;
};

/** A page of brands. */
export type BrandPage = {
  __typename?: 'BrandPage';
  /** Brands on this page. */
  items: Array<Brand>;
  /** This page's number, from 1. */
  page: Scalars['Int']['output'];
  /** Brands per page (15). */
  pageSize: Scalars['Int']['output'];
  /** Number of brands in all pages. */
  total: Scalars['Int']['output'];
};

/** A brand switch button on the map page. */
export type BrandRef = {
  __typename?: 'BrandRef';
  /** Brand id. */
  id: Scalars['ID']['output'];
  /** Brand name. */
  name: Scalars['String']['output'];
};

/**
 * How fast a brand answers the leads this site delivered to it (平均响应时间), measured from the site's own
 * lead records: over the leads delivered in the last 180 days, withdrawn ones and ones credited as invalid not
 * counted. A lead not viewed (or contacted) yet counts as slower than every answered one, so a median is
 * given only when more than half of the leads were answered. Cached for an hour.
 */
export type BrandResponseTime = {
  __typename?: 'BrandResponseTime';
  /** The day the figures were computed, YYYY-MM-DD (China time). */
  asOf: Scalars['String']['output'];
  /** Whether the window holds enough leads (5 or more) for any median; false: 暂无足够数据. */
  enoughData: Scalars['Boolean']['output'];
  /** Leads delivered to the brand in the window. */
  leads: Scalars['Int']['output'];
  /** Median minutes from delivery to the first contact the brand recorded; null without enough data or when half or more are not contacted yet. */
  medianFirstContactMinutes?: Maybe<Scalars['Int']['output']>;
  /** Median minutes from delivery to the brand's first look at the lead; null without enough data or when half or more are not viewed yet. */
  medianFirstViewMinutes?: Maybe<Scalars['Int']['output']>;
  /** Where the figures come from: 本站线索记录. */
  source: Scalars['String']['output'];
  /** The window, in days (180). */
  windowDays: Scalars['Int']['output'];
};

/** A role on one brand. */
export type BrandRole =
  /** 品牌管理员: leads, notification settings. */
  | 'BRAND_ADMIN'
  /** 品牌销售: leads. */
  | 'BRAND_AGENT';

/** Who may cache an answer: any cache (PUBLIC) or only the visitor's own (PRIVATE). */
export type CacheControlScope =
  /** Only the visitor's own cache may keep it. */
  | 'PRIVATE'
  /** Shared caches may keep it. */
  | 'PUBLIC';

/** A fresh image captcha, bound to the visitor's session (cookie sj_sid, set on this response). */
export type Captcha = {
  __typename?: 'Captcha';
  /** The image as a data URL (data:image/svg+xml;base64,...), ready for an img src. */
  image: Scalars['String']['output'];
  /**
   * A proof-of-work challenge bound to this captcha (ALTCHA, base64url JSON), or null when the upstream
   * asks for none. The form solves it while the visitor types and sends the solution with sendSmsCode.
   */
  pow?: Maybe<Scalars['String']['output']>;
};

/** A brand category: one of the 16 industries, or one of their sub-categories. */
export type Category = {
  __typename?: 'Category';
  /** Sub-categories (empty for a sub-category, or where the upstream sends none). */
  children: Array<Category>;
  /** Category id. */
  id: Scalars['ID']['output'];
  /** Category name, e.g. 餐饮. */
  name: Scalars['String']['output'];
  /** Pinyin slug used in URLs such as /shangji/canyin. */
  pinyin: Scalars['String']['output'];
};

/** An industry or category with a list of its brands (navigation blocks, floors and per-category top lists). */
export type CategoryBrands = {
  __typename?: 'CategoryBrands';
  /** Brands of the block. */
  brands: Array<Brand>;
  /** The category; `children` holds its sub-categories where the upstream sends them. */
  category: Category;
  /** Block heading, e.g. 餐饮加盟; empty when the upstream sends none. */
  title: Scalars['String']['output'];
};

/** The VIP block of /shangji. */
export type CertifiedBlock = {
  __typename?: 'CertifiedBlock';
  /** Certified brands (the block shows 8). */
  brands: Array<Brand>;
  /** Newest certified brands (VIP hot picks). */
  newest: Array<Brand>;
  /** VIP ranking. */
  top: Array<Brand>;
};

/** The checks of a brand's public record, in the order the brand page lists them. */
export type CheckCode =
  /** Share of stores closed in the last 12 months at or below the published threshold (15%). */
  | 'CLOSURE_RATE'
  /** The operating company registered no later than the brand's claimed founding year. */
  | 'COMPANY_AGE'
  /** The operating company does not run many unrelated brands (10 or more across 3 or more industries fails). */
  | 'COMPANY_BRANDS'
  /** The franchise fee and most cost items disclosed (fewer than 3 of 8 withheld). */
  | 'COSTS_DISCLOSED'
  /** Enquiries in the last 12 months within what the open stores could serve (more than 60 per store and 300 in all fails; UNKNOWN with no store open and fewer enquiries). */
  | 'ENQUIRY_LOAD'
  /** Filed with MOFCOM (商业特许经营备案). */
  | 'FILING'
  /** A brand franchising for 24 months or more has franchised stores open (0 franchisees fails). */
  | 'FRANCHISEES'
  /** At least two directly operated stores, each open more than a year, on the day franchising began (两店一年). */
  | 'TWO_STORES_AT_START'
  /** At least two directly operated stores, each open more than a year, on the record's day (两店一年 today). */
  | 'TWO_STORES_NOW';

/** The outcome of a check. UNKNOWN is its own state: a fact that could not be read is never a pass. */
export type CheckState =
  /** The facts fail the check: a red flag. */
  | 'FAIL'
  /** The facts pass the check. */
  | 'PASS'
  /** A fact the check needs is unknown. */
  | 'UNKNOWN';

/** A province or city of the city picker; options are keyed by name. */
export type CityOption = {
  __typename?: 'CityOption';
  /** Cities of a province (empty for a city, or when only one level was asked for). */
  children: Array<CityOption>;
  /** Province or city name; also the value stored in an enquiry's address. */
  name: Scalars['String']['output'];
};

/** One claim: the merchant reads its own, ops and admin every one. */
export type Claim = {
  __typename?: 'Claim';
  /** The brand claimed. */
  brandId: Scalars['ID']['output'];
  /** Its name. */
  brandName: Scalars['String']['output'];
  /** The operating company's full name. */
  companyName: Scalars['String']['output'];
  /** Contact's name. */
  contactName: Scalars['String']['output'];
  /** Contact's number: masked, except in ops's detail. */
  contactPhone: Scalars['String']['output'];
  /** ISO 8601. */
  createdAt: Scalars['String']['output'];
  /** 统一社会信用代码 (GB 32100-2015). */
  creditCode: Scalars['String']['output'];
  /** ISO 8601; null while undecided. */
  decidedAt?: Maybe<Scalars['String']['output']>;
  /** Id. */
  id: Scalars['ID']['output'];
  /** The rejection's reason; empty otherwise. */
  reason: Scalars['String']['output'];
  /** State. */
  state: ClaimState;
  /** State in Chinese (待审核, 已通过, 已驳回, 冲突). */
  stateLabel: Scalars['String']['output'];
};

/** A brand as the claim form finds it. */
export type ClaimBrand = {
  __typename?: 'ClaimBrand';
  /** Claimed already (a claim then goes to ops as 冲突). */
  claimed: Scalars['Boolean']['output'];
  /** Brand id. */
  id: Scalars['ID']['output'];
  /** Brand name. */
  name: Scalars['String']['output'];
  /** Another claim of it waits for ops. */
  pending: Scalars['Boolean']['output'];
};

/** Ops's view of one claim. */
export type ClaimDetail = {
  __typename?: 'ClaimDetail';
  /** The claiming account's login (its number). */
  accountLogin: Scalars['String']['output'];
  /** The claim (contact number in full). */
  claim: Claim;
  /** The operating company on file for the brand now; empty when unclaimed. */
  currentOperator: Scalars['String']['output'];
  /** The picture's size in pixels. */
  licenceHeight: Scalars['Int']['output'];
  /** Where the admin origin shows the licence picture (every view is recorded). */
  licenceUrl: Scalars['String']['output'];
  /** The picture's size in pixels. */
  licenceWidth: Scalars['Int']['output'];
  /** The brand's other claims. */
  others: Array<ClaimSibling>;
};

/** A page of claims. */
export type ClaimPage = {
  __typename?: 'ClaimPage';
  /** This page. */
  items: Array<Claim>;
  /** All matching. */
  total: Scalars['Int']['output'];
};

/** A claim mutation's answer. */
export type ClaimResult = {
  __typename?: 'ClaimResult';
  /** The claim after the change. */
  claim?: Maybe<Claim>;
  /** 200, 400, 401, 403 or 429. */
  code: Scalars['Int']['output'];
  /** Chinese, shown as is. */
  message: Scalars['String']['output'];
  /** True when code is 200. */
  ok: Scalars['Boolean']['output'];
};

/** Another claim of the same brand. */
export type ClaimSibling = {
  __typename?: 'ClaimSibling';
  /** Its operating company. */
  companyName: Scalars['String']['output'];
  /** ISO 8601. */
  createdAt: Scalars['String']['output'];
  /** Id. */
  id: Scalars['ID']['output'];
  /** State. */
  state: ClaimState;
};

/** A claim's state. */
export type ClaimState =
  /** 已通过: the merchant administers the brand. */
  | 'APPROVED'
  /** 冲突: the brand is claimed, or another claim of it waits; ops settles it. */
  | 'CONFLICT'
  /** 待审核 */
  | 'PENDING'
  /** 已驳回: with a reason the merchant sees. */
  | 'REJECTED';

/** A visitor's comment on a brand. */
export type Comment = {
  __typename?: 'Comment';
  /** Comment text, sanitised HTML. */
  contentHtml: Scalars['String']['output'];
  /** Date, YYYY-MM-DD. */
  date: Scalars['String']['output'];
  /** Comment id. */
  id: Scalars['ID']['output'];
  /** Picture URLs (previewable). */
  pictures: Array<Scalars['String']['output']>;
  /** Score, 0 to 5. */
  score: Scalars['Float']['output'];
  /** Commenter's avatar URL; empty means the default avatar. */
  userLogo: Scalars['String']['output'];
  /** Commenter's display name. */
  userName: Scalars['String']['output'];
};

/** A comment group tab with its count. */
export type CommentGroup = {
  __typename?: 'CommentGroup';
  /** Comments in the group. */
  count: Scalars['Int']['output'];
  /** Group id (upstream tag), the tab query value; 1 is all. */
  id: Scalars['Int']['output'];
  /** Tab label. */
  name: Scalars['String']['output'];
};

/** A brand's comments page (/comment/{id}). */
export type CommentListing = {
  __typename?: 'CommentListing';
  /** Average score. */
  averageScore: Scalars['Float']['output'];
  /** The brand, for the side card. */
  brand: Brand;
  /** Total comments of the brand (or the shop). */
  commentCount: Scalars['Int']['output'];
  /** The selected group's comments, 10 per page. */
  comments: CommentPage;
  /** Group tabs with counts. */
  groups: Array<CommentGroup>;
};

/** A page of comments. */
export type CommentPage = {
  __typename?: 'CommentPage';
  /** Comments on this page. */
  items: Array<Comment>;
  /** This page's number, from 1. */
  page: Scalars['Int']['output'];
  /** Comments per page (10). */
  pageSize: Scalars['Int']['output'];
  /** Comments in the selected group (all pages). */
  total: Scalars['Int']['output'];
};

/** The operating company as the company register shows it. */
export type CompanyRecord = {
  __typename?: 'CompanyRecord';
  /** Whole years since registration, as of the record's day; null when unknown. */
  ageYears?: Maybe<Scalars['Int']['output']>;
  /** Brands the register lists under this company; null when unknown. */
  brandCount?: Maybe<Scalars['Int']['output']>;
  /** Industries those brands belong to; null when unknown. */
  industryCount?: Maybe<Scalars['Int']['output']>;
  /** Company name. */
  name: Scalars['String']['output'];
  /** Registration day, YYYY-MM-DD; null when not found. */
  registeredOn?: Maybe<Scalars['String']['output']>;
  /** Where and when this was read. */
  source: FactSource;
};

/** One start-up cost item, disclosed by the franchisor or not. */
export type CostItem = {
  __typename?: 'CostItem';
  /** For YUAN_BY_TIER: the sums for city tiers 1, 2 and 3. */
  byTier?: Maybe<Array<Scalars['Int']['output']>>;
  /** Which item. */
  code: CostItemCode;
  /** Whether the franchisor disclosed it; when false every figure is null and nothing is estimated. */
  disclosed: Scalars['Boolean']['output'];
  /** Highest figure; null when not disclosed or by tier. */
  max?: Maybe<Scalars['Int']['output']>;
  /** Lowest figure; null when not disclosed or by tier. */
  min?: Maybe<Scalars['Int']['output']>;
  /** Its name in Chinese, e.g. 加盟费. */
  name: Scalars['String']['output'];
  /** How the figures count. */
  unit: CostUnit;
};

/** A start-up cost item. */
export type CostItemCode =
  /** 保证金. */
  | 'DEPOSIT'
  /** 设备. */
  | 'EQUIPMENT'
  /** 首批进货. */
  | 'FIRST_STOCK'
  /** 装修, per square metre. */
  | 'FIT_OUT'
  /** 加盟费, by city tier. */
  | 'FRANCHISE_FEE'
  /** 房租押金, in months of rent. */
  | 'RENT_DEPOSIT'
  /** 培训费. */
  | 'TRAINING'
  /** 流动资金. */
  | 'WORKING_CAPITAL';

/** Start-up costs as disclosed. */
export type CostSheet = {
  __typename?: 'CostSheet';
  /** Unit economics; null when the brand discloses none (then no break-even is shown). */
  economics?: Maybe<UnitEconomics>;
  /** The eight items, each disclosed or not. */
  items: Array<CostItem>;
  /** Where and when this was read. */
  source: FactSource;
};

/** How a cost item's figures are counted. */
export type CostUnit =
  /** A number of months' rent. */
  | 'MONTHS_OF_RENT'
  /** A sum in yuan. */
  | 'YUAN'
  /** Yuan by city tier 1–3 (byTier). */
  | 'YUAN_BY_TIER'
  /** Yuan per square metre of shop. */
  | 'YUAN_PER_M2';

/** A delivery that gave up (dead letter). */
export type DeadJob = {
  __typename?: 'DeadJob';
  /** Attempts made. */
  attempts: Scalars['Int']['output'];
  /** Brand id. */
  brandId?: Maybe<Scalars['ID']['output']>;
  /** Brand name. */
  brandName: Scalars['String']['output'];
  /** Channel. */
  channel: LeadChannel;
  /** ISO 8601. */
  createdAt: Scalars['String']['output'];
  /** Job id. */
  id: Scalars['ID']['output'];
  /** The last failure (no personal data). */
  lastError?: Maybe<Scalars['String']['output']>;
  /** The lead. */
  leadId: Scalars['ID']['output'];
};

/** A page of dead deliveries. */
export type DeadJobPage = {
  __typename?: 'DeadJobPage';
  /** This page. */
  items: Array<DeadJob>;
  /** All. */
  total: Scalars['Int']['output'];
};

/** A page of disputes. */
export type DisputePage = {
  __typename?: 'DisputePage';
  /** This page. */
  items: Array<DisputeRow>;
  /** All matching. */
  total: Scalars['Int']['output'];
};

/** A fixed reason to dispute a lead (never 'no intention'). */
export type DisputeReason =
  /** 重复 */
  | 'DUPLICATE'
  /** 空号 */
  | 'EMPTY_NUMBER'
  /** 非本人 */
  | 'NOT_THE_PERSON'
  /** 地区不符 */
  | 'WRONG_REGION';

/** A dispute on support's list. */
export type DisputeRow = {
  __typename?: 'DisputeRow';
  /** Brand id. */
  brandId: Scalars['ID']['output'];
  /** Brand name. */
  brandName: Scalars['String']['output'];
  /** CREDITED, REJECTED or null while open. */
  decision?: Maybe<Scalars['String']['output']>;
  /** The lead. */
  leadId: Scalars['ID']['output'];
  /** The brand's note. */
  note: Scalars['String']['output'];
  /** ISO 8601. */
  openedAt: Scalars['String']['output'];
  /** Reason. */
  reason: DisputeReason;
};

/** An article or topic as the editor edits it. */
export type Editorial = {
  __typename?: 'Editorial';
  /** Author (articles). */
  author: Scalars['String']['output'];
  /** The body as stored (articles; empty for topics). */
  bodyHtml: Scalars['String']['output'];
  /** Linked brands: an article's one, a topic's in order. */
  brands: Array<EditorialBrand>;
  /** Category name. */
  category: Scalars['String']['output'];
  /** Category id. */
  categoryId: Scalars['ID']['output'];
  /** Id. */
  id: Scalars['ID']['output'];
  /** SEO keywords. */
  keywords: Scalars['String']['output'];
  /** Article or topic. */
  kind: EditorialKind;
  /** The body as the public page shows it: sanitised by the site's rules. */
  previewHtml?: Maybe<Scalars['String']['output']>;
  /** Its public address (/news/<id> or /zhuanti/<id>). */
  publicPath: Scalars['String']['output'];
  /** The schedule, ISO 8601; null unless scheduled. */
  publishAt?: Maybe<Scalars['String']['output']>;
  /** Publication time, ISO 8601. */
  publishedAt: Scalars['String']['output'];
  /** Where it stands. */
  status: EditorialStatus;
  /** Summary (the description meta tag; a topic's introduction). */
  summary: Scalars['String']['output'];
  /** Cover picture, a path on the site's media. */
  thumbnail: Scalars['String']['output'];
  /** Title. */
  title: Scalars['String']['output'];
  /** Last saved in the back office, ISO 8601. */
  updatedAt?: Maybe<Scalars['String']['output']>;
};

/** A brand linked to an article or topic. */
export type EditorialBrand = {
  __typename?: 'EditorialBrand';
  /** Brand id. */
  id: Scalars['ID']['output'];
  /** Brand name. */
  name: Scalars['String']['output'];
};

/** A category an article or topic may be filed under. */
export type EditorialCategory = {
  __typename?: 'EditorialCategory';
  /** Category id (a news channel's menu id, or a topic's sub-category id). */
  id: Scalars['ID']['output'];
  /** Its name. */
  name: Scalars['String']['output'];
  /** Its parent's name (头条 for news channels, the industry for topics). */
  parent: Scalars['String']['output'];
};

/** The categories the editor offers. */
export type EditorialChoices = {
  __typename?: 'EditorialChoices';
  /** News channels, for articles. */
  articleCategories: Array<EditorialCategory>;
  /** Sub-categories, for topics. */
  topicCategories: Array<EditorialCategory>;
};

/** An uploaded picture. */
export type EditorialImage = {
  __typename?: 'EditorialImage';
  /** Height in pixels. */
  height: Scalars['Int']['output'];
  /** Its address on the site's media path (/media/u/…). */
  url: Scalars['String']['output'];
  /** Width in pixels. */
  width: Scalars['Int']['output'];
};

/** A picture upload's answer. */
export type EditorialImageResult = {
  __typename?: 'EditorialImageResult';
  /** 200, 400, 401, 403. */
  code: Scalars['Int']['output'];
  /** The stored picture; null when refused. */
  image?: Maybe<EditorialImage>;
  /** A Chinese sentence for the screen (why a file was refused). */
  message: Scalars['String']['output'];
  /** True when code is 200. */
  ok: Scalars['Boolean']['output'];
};

/** What the editor saves. */
export type EditorialInput = {
  /** Author (articles). */
  author?: InputMaybe<Scalars['String']['input']>;
  /** Body HTML (articles); sanitised before it is stored. */
  bodyHtml?: InputMaybe<Scalars['String']['input']>;
  /** Linked brands' ids: at most one for an article, 50 for a topic. */
  brandIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Category id. */
  categoryId: Scalars['ID']['input'];
  /** Absent: a new draft. */
  id?: InputMaybe<Scalars['ID']['input']>;
  /** SEO keywords, comma-separated. */
  keywords?: InputMaybe<Scalars['String']['input']>;
  /** Article or topic. */
  kind: EditorialKind;
  /** Summary / introduction (at most 300 characters). */
  summary?: InputMaybe<Scalars['String']['input']>;
  /** Cover picture: an uploaded picture's address, or empty. */
  thumbnail?: InputMaybe<Scalars['String']['input']>;
  /** Title (at most 80 characters). */
  title: Scalars['String']['input'];
};

/** Which kind of editorial content. */
export type EditorialKind =
  /** A news article (头条), /news/<id>. */
  | 'ARTICLE'
  /** A topic (专题), /zhuanti/<id>. */
  | 'TOPIC';

/** A page of the editor's list. */
export type EditorialPage = {
  __typename?: 'EditorialPage';
  /** This page. */
  items: Array<EditorialRow>;
  /** All matching. */
  total: Scalars['Int']['output'];
};

/** An editorial mutation's answer. */
export type EditorialResult = {
  __typename?: 'EditorialResult';
  /** 200, 400, 401, 403. */
  code: Scalars['Int']['output'];
  /** The article or topic after the change; null when refused. */
  item?: Maybe<Editorial>;
  /** A Chinese sentence for the screen. */
  message: Scalars['String']['output'];
  /** True when code is 200. */
  ok: Scalars['Boolean']['output'];
};

/** An article or topic in the editor's list. */
export type EditorialRow = {
  __typename?: 'EditorialRow';
  /** Its category's name. */
  category: Scalars['String']['output'];
  /** Id (the number in its public address). */
  id: Scalars['ID']['output'];
  /** Article or topic. */
  kind: EditorialKind;
  /** The schedule, ISO 8601; null unless scheduled. */
  publishAt?: Maybe<Scalars['String']['output']>;
  /** Publication time, ISO 8601 (for a scheduled one: when it will be published). */
  publishedAt: Scalars['String']['output'];
  /** Where it stands. */
  status: EditorialStatus;
  /** Title. */
  title: Scalars['String']['output'];
  /** Last saved in the back office, ISO 8601. */
  updatedAt?: Maybe<Scalars['String']['output']>;
};

/** Where an article or topic stands. */
export type EditorialStatus =
  /** 草稿: never shown. */
  | 'DRAFT'
  /** 已发布: shown everywhere. */
  | 'PUBLISHED'
  /** 定时发布: shown from publishAt on. */
  | 'SCHEDULED'
  /** 已下线: taken down; its page answers 404. */
  | 'WITHDRAWN';

/**
 * An enquiry as the upstream stored it, for internal tools. The phone number is only ever masked
 * (138****1234); the enquirer's name and message are not returned.
 */
export type Enquiry = {
  __typename?: 'Enquiry';
  /** The brand enquired about; null for a 品牌营销 lead (typeId 2), or if the brand no longer exists. */
  brand?: Maybe<Brand>;
  /** The brand's name as stored with the enquiry; 品牌营销 for a brand-marketing lead. */
  brandName: Scalars['String']['output'];
  /** Enquiry id. */
  id: Scalars['ID']['output'];
  /** The phone number, masked: 138****1234. */
  maskedPhone: Scalars['String']['output'];
  /** Who receives it, as named in the consent the enquirer ticked. */
  recipient: Scalars['String']['output'];
  /** The enquirer's region, parts joined by a hyphen (广东-深圳); null when none was given. */
  region?: Maybe<Scalars['String']['output']>;
  /** Where it stands: RECEIVED when stored, WITHDRAWN once the enquirer has withdrawn it. */
  status: EnquiryStatus;
  /** When it was stored, ISO 8601 in UTC, e.g. 2026-11-22T15:04:05.000Z. */
  time: Scalars['String']['output'];
  /**
   * What it is (upstream typeid): 1 an enquiry to a franchise brand; 2 a 品牌营销 (brand-marketing) lead:
   * a brand owner asking the operating company for marketing services, attached to no brand.
   */
  typeId: Scalars['Int']['output'];
};

/** Enquiries this site forwarded to the brand. */
export type EnquiryCount = {
  __typename?: 'EnquiryCount';
  /** In the last 12 months. */
  last12Months: Scalars['Int']['output'];
  /** Where and when this was counted. */
  source: FactSource;
};

/**
 * An enquiry (SPEC §3): to a franchise brand (typeId 1, brandId required), or a 品牌营销 lead for the
 * operating company (typeId 2, no brandId). Carrying smsCode makes it a first-time enquiry; without, a
 * returning one. Both kinds go through the same captcha, SMS code, limits and idempotency.
 */
export type EnquiryInput = {
  /** Region parts joined by a hyphen, e.g. 广东-深圳. */
  address?: InputMaybe<Scalars['String']['input']>;
  /** Brand id (upstream aid), from Brand.enquiryTarget.brandId. Required for typeId 1; omit it (or 0) for typeId 2. */
  brandId?: InputMaybe<Scalars['ID']['input']>;
  /** Category id (upstream cid). */
  categoryId?: InputMaybe<Scalars['ID']['input']>;
  /**
   * The consent the visitor ticked for this one enquiry, word for word as shown beside the checkbox
   * (built from EnquiryTarget.recipient and the brand name), and its version. Required: without it, or
   * when it is not the current wording for this brand's recipient, the enquiry is refused (code 400) and
   * nothing is stored. Stored with the enquiry, with the time.
   */
  consentText?: InputMaybe<Scalars['String']['input']>;
  /** The version of that wording (contract/src/consent.ts CONSENT_VERSION), sent with consentText. */
  consentVersion?: InputMaybe<Scalars['String']['input']>;
  /** The message. */
  content?: InputMaybe<Scalars['String']['input']>;
  /** Where the form was opened (upstream entrance); 1 by default. */
  entrance?: InputMaybe<Scalars['Int']['input']>;
  /**
   * A fresh random key (16-100 of A-Z a-z 0-9 _ -) per submission attempt, sent again unchanged when
   * retrying an attempt whose outcome is unknown: the enquiry is then stored at most once.
   */
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
  /** Investment band text (upstream money). */
  investment?: InputMaybe<Scalars['String']['input']>;
  /** Merchant id (upstream mid) of a claimed brand. */
  merchantId?: InputMaybe<Scalars['ID']['input']>;
  /** Enquirer's mainland mobile number. */
  mobile: Scalars['String']['input'];
  /** Enquirer's name. */
  name: Scalars['String']['input'];
  /** The SMS code (first time). Omit in returning mode: accepted only where this session verified the phone. */
  smsCode?: InputMaybe<Scalars['String']['input']>;
  /** Brand title the enquiry is about. */
  title?: InputMaybe<Scalars['String']['input']>;
  /**
   * Enquiry type (upstream typeid): 1 (default) an enquiry to the brand brandId; 2 a 品牌营销
   * (brand-marketing) lead from /brandmarket, stored against no brand and titled 品牌营销 (the upstream
   * refuses one that names a brand or merchant). Any other value is refused (参数错误).
   */
  typeId?: InputMaybe<Scalars['Int']['input']>;
  /** Page the enquiry was sent from. */
  url?: InputMaybe<Scalars['String']['input']>;
};

/** The upstream's answer to an enquiry call: its code and its Chinese msg, shown to the visitor as is. */
export type EnquiryResult = {
  __typename?: 'EnquiryResult';
  /**
   * The upstream's code: 200 success, 400 a refusal (validation, wrong captcha, consent, limits...),
   * 401 (submitEnquiry without smsCode) this browser session has not proven the phone: get a code.
   */
  code: Scalars['Int']['output'];
  /**
   * The stored enquiry, on a successful submitEnquiry when the upstream sends it back; null for
   * sendSmsCode, for refusals, and for an upstream that answers only code and msg.
   */
  enquiry?: Maybe<Enquiry>;
  /** The upstream's msg, e.g. 验证码已发送，请注意查收 or 请输入正确的手机号码. */
  message: Scalars['String']['output'];
  /** True when the upstream answered code 200. */
  ok: Scalars['Boolean']['output'];
};

/** Where an enquiry stands. Every enquiry starts RECEIVED; the privacy policy gives the enquirer the right to withdraw it. */
export type EnquiryStatus =
  /** Stored by the upstream and deliverable to its recipient. */
  | 'RECEIVED'
  /** Withdrawn by the enquirer: the recipient sees it withdrawn and it is never delivered again. */
  | 'WITHDRAWN';

/** Context handed to the enquiry form: which brand, category and merchant an enquiry goes to. */
export type EnquiryTarget = {
  __typename?: 'EnquiryTarget';
  /** Brand id (upstream aid). */
  brandId: Scalars['ID']['output'];
  /** Category id. */
  categoryId: Scalars['ID']['output'];
  /** Investment band text. */
  investment: Scalars['String']['output'];
  /** Merchant id; 0 when unclaimed. */
  merchantId: Scalars['ID']['output'];
  /**
   * Who receives an enquiry to this brand, as the consent names it: 该品牌的运营公司「…」 (a merchant
   * claimed the brand) or 本站自己的加盟顾问 (the site's own franchise advisers, when none has).
   */
  recipient: Scalars['String']['output'];
  /**
   * How the enquirer reaches that recipient, as the consent names it (PIPL Art. 23): 经本站客服热线400-100-8090转达,
   * the hotline relaying. Never a brand's own phone, which only revealBrandPhone gives (counted per visitor).
   */
  recipientContact: Scalars['String']['output'];
  /** Brand name. */
  title: Scalars['String']['output'];
  /** Brand page URL the enquiry is sent from. */
  url: Scalars['String']['output'];
};

/** Who an enrolment link is for. */
export type EnrolInfo = {
  __typename?: 'EnrolInfo';
  /** Sign-in name. */
  login: Scalars['String']['output'];
  /** Display name. */
  name: Scalars['String']['output'];
  /** Whether a second factor must be set up (staff). */
  totpRequired: Scalars['Boolean']['output'];
};

/** Where a fact was read and on which day. */
export type FactSource = {
  __typename?: 'FactSource';
  /** The register or document the fact comes from, e.g. 商务部商业特许经营信息管理系统. */
  name: Scalars['String']['output'];
  /** The day it was read, YYYY-MM-DD. */
  readOn: Scalars['String']['output'];
};

/** An investment band (upstream feeid), e.g. 10-20万. */
export type FeeBand = Named & {
  __typename?: 'FeeBand';
  /** Band id; 0 means all in list filters. */
  id: Scalars['ID']['output'];
  /** Band text. */
  name: Scalars['String']['output'];
};

/** Brands of one investment band (investment-amount rankings; link /shangji/all-{feeBand.id}). */
export type FeeBandBrands = {
  __typename?: 'FeeBandBrands';
  /** Its top brands. */
  brands: Array<Brand>;
  /** The investment band. */
  feeBand: FeeBand;
};

/** The MOFCOM filing (备案). */
export type Filing = {
  __typename?: 'Filing';
  /** The company that filed; null unless filed. */
  company?: Maybe<Scalars['String']['output']>;
  /** Day of the filing, YYYY-MM-DD; null unless filed. */
  filedOn?: Maybe<Scalars['String']['output']>;
  /** Day of the first franchise contract, YYYY-MM-DD; null when unknown. */
  franchisingBegan?: Maybe<Scalars['String']['output']>;
  /** Filing number; null unless filed. */
  number?: Maybe<Scalars['String']['output']>;
  /** Where and when this was read. */
  source: FactSource;
  /** Filed, not filed, or unknown. */
  status: FilingStatus;
};

/** Filing status with MOFCOM (备案). */
export type FilingStatus =
  /** Filed: the filing number, company and date are known. */
  | 'FILED'
  /** Looked up and not found. */
  | 'NOT_FILED'
  /** Not read yet: unknown, never a pass. */
  | 'UNKNOWN';

/** A gallery picture and its thumbnail. */
export type GalleryImage = {
  __typename?: 'GalleryImage';
  /** Full image (360x240). */
  image: Scalars['String']['output'];
  /** Thumbnail (82x55). */
  thumbnail: Scalars['String']['output'];
};

/** Everything /index.php/v1/index/main gives the home page, in its twelve parts. */
export type Home = {
  __typename?: 'Home';
  /** Banners linking out through the jump page (getBanner). */
  banners: Array<Banner>;
  /** Brand recommendations per industry (getZhaoshangSort). */
  brandsByCategory: Array<CategoryBrands>;
  /** Industries with sub-categories and hot projects for the category navigation (getClassify). */
  categoryNav: Array<CategoryBrands>;
  /** VIP companies: certified brands (getVip). */
  certifiedBrands: Array<Brand>;
  /** The tabbed headline box: newest news, featured brands and topics (getTopData). */
  headline: Latest;
  /** Hot picks (getHotZhaoshang). */
  hotBrands: Array<Brand>;
  /** Industry-picks modules (getFenleiData). */
  modules: Array<HomeModule>;
  /** Join news (getNews). */
  news: Array<News>;
  /** Popularity rankings (getPaihang). */
  rankings: Array<Ranking>;
  /** The brand-entry banner and top ads (getTopBanner). */
  topBanners: Array<Banner>;
  /** Hot recruitment brands (getTopZhaoshang). */
  topBrands: Array<Brand>;
  /** Join topics (getZhuanti). */
  topics: Array<Topic>;
};

/** A home module: a tab group over several industries (upstream getFenleiData). */
export type HomeModule = {
  __typename?: 'HomeModule';
  /** Module id. */
  id: Scalars['ID']['output'];
  /** Module heading, e.g. 餐饮美食. */
  name: Scalars['String']['output'];
  /** Its tabs. */
  tabs: Array<HomeModuleTab>;
};

/** One tab of a home module: an industry with two brand lists. */
export type HomeModuleTab = {
  __typename?: 'HomeModuleTab';
  /** The tab's brand buttons (the spec shows items 2 to 9). */
  brands: Array<Brand>;
  /** The carousel's brands (first two shown as slides). */
  carouselBrands: Array<Brand>;
  /** The industry shown by the tab. */
  category: Category;
  /** Tab id (module number × 10 + position, e.g. 11). */
  id: Scalars['ID']['output'];
};

/** A hot-search keyword shown under the search box. */
export type HotSearch = {
  __typename?: 'HotSearch';
  /** Entry id. */
  id: Scalars['ID']['output'];
  /** The keyword; link it as /search?model=zhaoshang&q={title}. */
  title: Scalars['String']['output'];
};

/** One problem of an import file. */
export type ImportProblem = {
  __typename?: 'ImportProblem';
  /** The column's header, or empty for the whole row or file. */
  column: Scalars['String']['output'];
  /** Chinese, what is wrong. */
  message: Scalars['String']['output'];
  /** The file's row number (the header is row 1). */
  row: Scalars['Int']['output'];
};

/** What an import did: the rows written (none when any problem was found) and every problem. */
export type ImportReport = {
  __typename?: 'ImportReport';
  /** The new brands' ids, in file order. */
  brandIds: Array<Scalars['ID']['output']>;
  /** 200; 400 a file that cannot be read or has problems; 401; 403. */
  code: Scalars['Int']['output'];
  /** Brands created. */
  imported: Scalars['Int']['output'];
  /** Chinese summary, shown as is. */
  message: Scalars['String']['output'];
  /** True when code is 200 and the file was written. */
  ok: Scalars['Boolean']['output'];
  /** Each problem, by row. */
  problems: Array<ImportProblem>;
  /** Data rows read. */
  rows: Scalars['Int']['output'];
};

/** A delivery job's status. */
export type JobStatus =
  /** Cancelled (withdrawn or expired lead). */
  | 'CANCELLED'
  /** Gave up after its attempts (dead letter). */
  | 'DEAD'
  /** Delivered. */
  | 'DONE'
  /** Waiting for its (next) attempt. */
  | 'PENDING'
  /** Being delivered. */
  | 'RUNNING';

/** The newest of each kind (getNewData, and the home headline box). */
export type Latest = {
  __typename?: 'Latest';
  /** Newest brands (the home page uses the first 9: 1 lead plus 8). */
  brands: Array<Brand>;
  /** Newest news. */
  news: Array<News>;
  /** Newest topics. */
  topics: Array<Topic>;
};

/**
 * A lead as its recipient sees it: masked until revealed. Brand accounts see only their own brands' leads
 * whose consent named their company; support sees only the leads of the site's own advisers in full, and
 * other leads' states without contact details.
 */
export type Lead = {
  __typename?: 'Lead';
  /** Brand id (null for a 品牌营销 lead). */
  brandId?: Maybe<Scalars['ID']['output']>;
  /** Brand name. */
  brandName: Scalars['String']['output'];
  /** Whether a dispute may still be opened (7 days from delivery). */
  canDispute: Scalars['Boolean']['output'];
  /** The consent the enquirer ticked (only in the detail). */
  consentText: Scalars['String']['output'];
  /** The message (only in the detail; empty in lists). */
  content: Scalars['String']['output'];
  /** Submitted (ISO 8601). */
  createdAt: Scalars['String']['output'];
  /** Delivered (ISO 8601). */
  deliveredAt?: Maybe<Scalars['String']['output']>;
  /** Dispute (only in the detail). */
  dispute?: Maybe<LeadDispute>;
  /** Whether a dispute was opened. */
  disputed: Scalars['Boolean']['output'];
  /** History (only in the detail). */
  events: Array<LeadEvent>;
  /** First contacted (ISO 8601). */
  firstContactedAt?: Maybe<Scalars['String']['output']>;
  /** First viewed by its recipient (ISO 8601). */
  firstViewedAt?: Maybe<Scalars['String']['output']>;
  /** Enquiry id. */
  id: Scalars['ID']['output'];
  /** Deliveries (only in the detail). */
  jobs: Array<LeadJob>;
  /** Name, masked (张**). */
  maskedName: Scalars['String']['output'];
  /** Number, masked (138****1234); empty once withdrawn or erased. */
  maskedPhone: Scalars['String']['output'];
  /** BRAND (its operating company) or SITE (the site's own advisers). */
  recipient: Scalars['String']['output'];
  /** Region the enquirer gave. */
  region: Scalars['String']['output'];
  /** Relays (desk leads, only in the detail). */
  relays: Array<LeadRelay>;
  /** State. */
  state: LeadState;
  /** The state's Chinese label. */
  stateLabel: Scalars['String']['output'];
};

/** A delivery channel. */
export type LeadChannel =
  /** The staff desk (the site's own advisers). */
  | 'DESK'
  /** The brand centre's inbox. */
  | 'INBOX'
  /** An SMS notice with a link to the brand's number. */
  | 'SMS'
  /** The brand's signed webhook. */
  | 'WEBHOOK';

/** A brand's dispute of a lead and support's decision. */
export type LeadDispute = {
  __typename?: 'LeadDispute';
  /** ISO 8601, null while open. */
  decidedAt?: Maybe<Scalars['String']['output']>;
  /** CREDITED, REJECTED or null while open. */
  decision?: Maybe<Scalars['String']['output']>;
  /** Support's note. */
  decisionNote: Scalars['String']['output'];
  /** The brand's note. */
  note: Scalars['String']['output'];
  /** ISO 8601. */
  openedAt: Scalars['String']['output'];
  /** The fixed reason. */
  reason: DisputeReason;
};

/** A state the lead passed, with its time (no personal data). */
export type LeadEvent = {
  __typename?: 'LeadEvent';
  /** system, brand, staff or enquirer. */
  actor: Scalars['String']['output'];
  /** ISO 8601. */
  at: Scalars['String']['output'];
  /** The state. */
  state: LeadState;
};

/** A CSV export of leads (masked numbers), recorded in the audit trail. */
export type LeadExport = {
  __typename?: 'LeadExport';
  /** 200, 400, 401, 403. */
  code: Scalars['Int']['output'];
  /** The CSV text (UTF-8, a header row, at most 10,000 rows, numbers masked); null on a refusal. */
  csv?: Maybe<Scalars['String']['output']>;
  /** Chinese, shown as is. */
  message: Scalars['String']['output'];
};

/** One delivery of a lead over one channel. */
export type LeadJob = {
  __typename?: 'LeadJob';
  /** Attempts so far. */
  attempts: Scalars['Int']['output'];
  /** Channel. */
  channel: LeadChannel;
  /** Job id. */
  id: Scalars['ID']['output'];
  /** The last failure, if any (no personal data). */
  lastError?: Maybe<Scalars['String']['output']>;
  /** Next attempt (ISO 8601). */
  runAt: Scalars['String']['output'];
  /** Status. */
  status: JobStatus;
};

/** A page of leads. */
export type LeadPage = {
  __typename?: 'LeadPage';
  /** This page. */
  items: Array<Lead>;
  /** All matching. */
  total: Scalars['Int']['output'];
};

/** A relay the staff desk recorded. */
export type LeadRelay = {
  __typename?: 'LeadRelay';
  /** ISO 8601. */
  at: Scalars['String']['output'];
  /** Who relayed (login). */
  by: Scalars['String']['output'];
  /** Note. */
  note: Scalars['String']['output'];
  /** Outcome. */
  outcome: RelayOutcome;
};

/** A lead mutation's answer. */
export type LeadResult = {
  __typename?: 'LeadResult';
  /** 200, 400, 401, 403. */
  code: Scalars['Int']['output'];
  /** The lead after the change. */
  lead?: Maybe<Lead>;
  /** Chinese, shown as is. */
  message: Scalars['String']['output'];
  /** True when code is 200. */
  ok: Scalars['Boolean']['output'];
};

/** A reveal's answer: the one place a number appears in full (recorded). */
export type LeadReveal = {
  __typename?: 'LeadReveal';
  /** 200, 401, 403. */
  code: Scalars['Int']['output'];
  /** Chinese, shown as is. */
  message: Scalars['String']['output'];
  /** The name in full. */
  name?: Maybe<Scalars['String']['output']>;
  /** The number in full. */
  phone?: Maybe<Scalars['String']['output']>;
};

/** The lead's state (contract/src/lead-states.ts). */
export type LeadState =
  /** 已联系 */
  | 'CONTACTED'
  /** 已退还: support credited the dispute. */
  | 'CREDITED'
  /** 已送达: in the named recipient's inbox or desk. */
  | 'DELIVERED'
  /** 有争议: the brand disputed it. */
  | 'DISPUTED'
  /** 驳回: support rejected the dispute. */
  | 'DISPUTE_REJECTED'
  /** 已过期: personal data erased after 180 days. */
  | 'EXPIRED'
  /** 有意向 */
  | 'INTERESTED'
  /** 无意向 */
  | 'NO_INTENT'
  /** 已提交 */
  | 'SUBMITTED'
  /** 已查看: its recipient opened it. */
  | 'VIEWED'
  /** 撤回: withdrawn by the enquirer. */
  | 'WITHDRAWN'
  /** 已成交 */
  | 'WON';

/** Store openings and closures of one quarter. */
export type LedgerQuarter = {
  __typename?: 'LedgerQuarter';
  /** Directly operated stores closed. */
  directClosed: Scalars['Int']['output'];
  /** Directly operated stores opened. */
  directOpened: Scalars['Int']['output'];
  /** Franchised stores closed. */
  franchisedClosed: Scalars['Int']['output'];
  /** Franchised stores opened. */
  franchisedOpened: Scalars['Int']['output'];
  /** Stores open at the quarter's end (or on the record's day for the current quarter). */
  openAtEnd: Scalars['Int']['output'];
  /** Quarter, e.g. 2025Q3. */
  quarter: Scalars['String']['output'];
};

/** A named group of friendly links. */
export type LinkGroup = {
  __typename?: 'LinkGroup';
  /** The group's links in display order. */
  links: Array<SiteLink>;
  /** Group name, e.g. 友情链接. */
  name: Scalars['String']['output'];
};

/** The category a list is scoped to: headings, breadcrumbs and SEO. */
export type ListCategory = {
  __typename?: 'ListCategory';
  /** The category. */
  category: Category;
  /** SEO description. */
  description: Scalars['String']['output'];
  /** SEO keywords. */
  keywords: Scalars['String']['output'];
  /** Parent category id; 0 for a top-level industry. */
  parentId: Scalars['ID']['output'];
  /** Page title, e.g. 餐饮加盟. */
  title: Scalars['String']['output'];
};

/** The visible map rectangle (south-west and north-east corners). */
export type MapBounds = {
  /** North-east latitude. */
  neLatitude: Scalars['Float']['input'];
  /** North-east longitude. */
  neLongitude: Scalars['Float']['input'];
  /** South-west latitude. */
  swLatitude: Scalars['Float']['input'];
  /** South-west longitude. */
  swLongitude: Scalars['Float']['input'];
};

/** Where the map centres. */
export type MapCentre = {
  __typename?: 'MapCentre';
  /** City name; the default Shenzhen-area centre when nothing matched. */
  city: Scalars['String']['output'];
  /** Latitude. */
  latitude: Scalars['Float']['output'];
  /** Longitude. */
  longitude: Scalars['Float']['output'];
};

/** How getMapData searches. */
export type MapMode =
  /** The /map list: shops whose brand or name contains the keyword. */
  | 'LIST'
  /** The map: like LIST, limited to the visible bounds. */
  | 'MAP'
  /** A brand's own shops by exact brand name (nearby shops). */
  | 'SHOW';

/** The store map's data (getMapData). */
export type MapSearch = {
  __typename?: 'MapSearch';
  /** Brands with shops to switch the map to. */
  brandsWithShops: Array<BrandRef>;
  /** Where to centre the map. */
  centre: MapCentre;
  /** Hot brands around the search. */
  hotBrands: Array<Brand>;
  /** Matching shops, 20 per page. */
  shops: MapShopPage;
};

/** A shop of a brand, with coordinates, for the store map and the nearby-shops section. */
export type MapShop = {
  __typename?: 'MapShop';
  /** Street address. */
  address: Scalars['String']['output'];
  /** Average spend per person in yuan. */
  averagePrice: Scalars['Float']['output'];
  /** Shop id. */
  id: Scalars['ID']['output'];
  /** Kind of shop, e.g. 餐饮;火锅. */
  kind: Scalars['String']['output'];
  /** Latitude (GCJ-02). */
  latitude: Scalars['Float']['output'];
  /** Longitude (GCJ-02). */
  longitude: Scalars['Float']['output'];
  /** Shop name. */
  name: Scalars['String']['output'];
  /** Average rating, 0 to 5. */
  rating: Scalars['Float']['output'];
  /** Number of reviews. */
  reviewCount: Scalars['Int']['output'];
};

/** A page of shops. */
export type MapShopPage = {
  __typename?: 'MapShopPage';
  /** Shops on this page. */
  items: Array<MapShop>;
  /** This page's number, from 1. */
  page: Scalars['Int']['output'];
  /** Shops per page (20). */
  pageSize: Scalars['Int']['output'];
  /** Number of shops in all pages. */
  total: Scalars['Int']['output'];
};

/** A navigation menu entry (getMenu). */
export type MenuItem = {
  __typename?: 'MenuItem';
  /** Menu entry id. */
  id: Scalars['ID']['output'];
  /** Label. */
  name: Scalars['String']['output'];
  /** Pinyin slug, e.g. for /news/{pinyin}. */
  pinyin: Scalars['String']['output'];
  /** Link target. */
  url: Scalars['String']['output'];
};

/** The first step of a merchant's registration. */
export type MerchantCodeResult = {
  __typename?: 'MerchantCodeResult';
  /** 200, 400 or 429. */
  code: Scalars['Int']['output'];
  /** Chinese, shown as is. */
  message: Scalars['String']['output'];
  /** True when code is 200. */
  ok: Scalars['Boolean']['output'];
  /** Sent back with registerMerchant: binds the code to this attempt. */
  ticket?: Maybe<Scalars['String']['output']>;
};

/**
 * Writes. The enquiry calls run on the visitor's session cookie; at most one sendSmsCode and one
 * submitEnquiry per operation (aliases cannot multiply them).
 */
export type Mutation = {
  __typename?: 'Mutation';
  /** Cancels a booking that has not ended; it leaves the page at once. */
  cancelPlacement: PlacementResult;
  /** Confirms the second factor with a first code. */
  confirmTotpSetup: SignInResult;
  /** Creates an account (admin); answers its one-time enrolment link. */
  createAccount: AccountCreated;
  /** Books a brand into a slot (refused when the slot is full in that window). */
  createPlacement: PlacementResult;
  /** Approves (the merchant becomes the brand's brand_admin and its company the operator) or rejects with a reason. */
  decideClaim: ClaimResult;
  /** Decides a dispute: CREDITED (recorded once) or REJECTED. */
  decideDispute: LeadResult;
  /** Deletes enquiries of the proven number: their rows are erased, only an anonymous count per day and kind stays. All or nothing: one id that is not this number's refuses the whole call. */
  deleteMyEnquiries: MyEnquiriesResult;
  /** 放弃草稿. */
  discardBrandEdit: BrandEditResult;
  /** Disputes an invalid lead within 7 days of delivery, for a fixed reason. */
  disputeLead: LeadResult;
  /** Ends the proof (退出); `list` is null. */
  endMyEnquiries: MyEnquiriesResult;
  /** Sets the first password from an enrolment link; starts a session. */
  enrol: SignInResult;
  /** Exports a brand's leads as CSV (numbers masked; recorded). */
  exportBrandLeads: LeadExport;
  /** Exports the staff desk's leads as CSV (numbers masked; recorded). */
  exportDeskLeads: LeadExport;
  /** Imports brands from a CSV or .xlsx file (fileName's ending picks the reader; content base64, at most 512 KB and 2,000 rows). */
  importBrands: ImportReport;
  /** Moves a lead: CONTACTED, then INTERESTED, WON or NO_INTENT. */
  moveLead: LeadResult;
  /**
   * Proves `phone` with the SMS code sendSmsCode sent to it in this session; on success the session id is
   * renewed (a new sj_sid cookie) and the list comes back. A code proves once.
   */
  proveMyPhone: MyEnquiriesResult;
  /** 发布: writes the brand; live on every gateway within the change feed's poll. */
  publishBrandEdit: BrandEditResult;
  /** Publishes now (no `at`, or a time not in the future) or schedules for `at` (ISO 8601). */
  publishEditorial: EditorialResult;
  /** A new enrolment link (a lost second factor): the account's sessions end. */
  reenrolAccount: AccountCreated;
  /** Registers the number as a merchant account and signs it in. */
  registerMerchant: SignInResult;
  /** Records a relay of a desk lead (who, when, outcome). */
  relayLead: LeadResult;
  /** Sends a six-digit code to the number (SMS limits apply). */
  requestMerchantCode: MerchantCodeResult;
  /** Sends a reset link by SMS to the account's number (same answer whether or not the login exists). */
  requestPasswordReset: AdminResult;
  /** Sets a new password from a reset link; every session of the account ends. */
  resetPassword: AdminResult;
  /** Retries a dead delivery. */
  retryJob: AdminResult;
  /** 退回 with a reason (1-500 characters) the author sees. */
  returnBrandEdit: BrandEditResult;
  /**
   * Reveals a certified brand's phone (SPEC §2 查看电话). Counted per visitor session and per address (an
   * IPv6 /64) per day: past a few, each reveal needs this session's image captcha (Query.enquiryCaptcha)
   * and its solved proof of work; past the daily cap none (docs/decisions/0097). At most one per
   * operation; never cached.
   */
  revealBrandPhone: PhoneReveal;
  /** Shows a lead's number and name in full (recorded). */
  revealLead: LeadReveal;
  /** Ends one of this account's sessions. */
  revokeSession: AdminResult;
  /** Saves the brand's draft (made when there is none); HTML sanitised with the site's rules. */
  saveBrandEdit: BrandEditResult;
  /** Creates a draft (no id) or saves one; saving a published one changes the site within a minute. */
  saveEditorial: EditorialResult;
  /** Sends an SMS code to `phone` once the image captcha checks out (upstream sendInfo). */
  sendSmsCode: EnquiryResult;
  /** Disables (true) or enables an account; a disabled account's sessions end. */
  setAccountDisabled: AdminResult;
  /** Sets the brand's SMS number and webhook address; rotate makes a new signing secret (shown once). */
  setBrandNotify: BrandNotifyResult;
  /** Sets or removes a role on one brand (null removes it). */
  setBrandRole: AdminResult;
  /** Sets (true) or lifts (false) 请勿联系 for the proven number. */
  setDoNotContact: MyEnquiriesResult;
  /** Sets or removes a staff role (null removes it); effective on the next request. */
  setStaffRole: AdminResult;
  /** Password step of signing in. */
  signIn: SignInResult;
  /** Second-factor step (a code is accepted once). */
  signInTotp: SignInResult;
  /** Ends this session. */
  signOut: AdminResult;
  /** Ends every session of this account. */
  signOutEverywhere: AdminResult;
  /** Starts the second factor's set-up (session with stage TOTP_SETUP, or a brand account). */
  startTotpSetup?: Maybe<TotpSetup>;
  /** 提交审核. */
  submitBrandEdit: BrandEditResult;
  /** Claims a brand with an uploaded licence picture (its id from the upload). */
  submitClaim: ClaimResult;
  /** Submits an enquiry: guestBookCode with smsCode (first time), guestBook without (returning). On success `enquiry` is what was stored. */
  submitEnquiry: EnquiryResult;
  /** Takes a published one down (404, out of every list), or cancels a schedule (back to a draft). */
  unpublishEditorial: EditorialResult;
  /** Changes a booking that has not ended. */
  updatePlacement: PlacementResult;
  /** Uploads a picture (base64, at most 5 MB): checked, stripped of metadata; never an SVG. */
  uploadEditorialImage: EditorialImageResult;
  /** 撤回: a submitted edit back to draft. */
  withdrawBrandEdit: BrandEditResult;
  /** Withdraws one enquiry of the proven number: the recipient sees it withdrawn, without contact details, and it is never delivered again. Repeating it changes nothing. */
  withdrawMyEnquiry: MyEnquiriesResult;
};


/**
 * Writes. The enquiry calls run on the visitor's session cookie; at most one sendSmsCode and one
 * submitEnquiry per operation (aliases cannot multiply them).
 */
export type MutationCancelPlacementArgs = {
  id: Scalars['ID']['input'];
};


/**
 * Writes. The enquiry calls run on the visitor's session cookie; at most one sendSmsCode and one
 * submitEnquiry per operation (aliases cannot multiply them).
 */
export type MutationConfirmTotpSetupArgs = {
  code: Scalars['String']['input'];
};


/**
 * Writes. The enquiry calls run on the visitor's session cookie; at most one sendSmsCode and one
 * submitEnquiry per operation (aliases cannot multiply them).
 */
export type MutationCreateAccountArgs = {
  brandId?: InputMaybe<Scalars['ID']['input']>;
  brandRole?: InputMaybe<BrandRole>;
  login: Scalars['String']['input'];
  name: Scalars['String']['input'];
  phone?: InputMaybe<Scalars['String']['input']>;
  staffRole?: InputMaybe<StaffRole>;
};


/**
 * Writes. The enquiry calls run on the visitor's session cookie; at most one sendSmsCode and one
 * submitEnquiry per operation (aliases cannot multiply them).
 */
export type MutationCreatePlacementArgs = {
  input: PlacementInput;
};


/**
 * Writes. The enquiry calls run on the visitor's session cookie; at most one sendSmsCode and one
 * submitEnquiry per operation (aliases cannot multiply them).
 */
export type MutationDecideClaimArgs = {
  approve: Scalars['Boolean']['input'];
  id: Scalars['ID']['input'];
  reason?: InputMaybe<Scalars['String']['input']>;
};


/**
 * Writes. The enquiry calls run on the visitor's session cookie; at most one sendSmsCode and one
 * submitEnquiry per operation (aliases cannot multiply them).
 */
export type MutationDecideDisputeArgs = {
  credit: Scalars['Boolean']['input'];
  id: Scalars['ID']['input'];
  note?: InputMaybe<Scalars['String']['input']>;
};


/**
 * Writes. The enquiry calls run on the visitor's session cookie; at most one sendSmsCode and one
 * submitEnquiry per operation (aliases cannot multiply them).
 */
export type MutationDeleteMyEnquiriesArgs = {
  ids: Array<Scalars['ID']['input']>;
};


/**
 * Writes. The enquiry calls run on the visitor's session cookie; at most one sendSmsCode and one
 * submitEnquiry per operation (aliases cannot multiply them).
 */
export type MutationDiscardBrandEditArgs = {
  brandId: Scalars['ID']['input'];
};


/**
 * Writes. The enquiry calls run on the visitor's session cookie; at most one sendSmsCode and one
 * submitEnquiry per operation (aliases cannot multiply them).
 */
export type MutationDisputeLeadArgs = {
  id: Scalars['ID']['input'];
  note?: InputMaybe<Scalars['String']['input']>;
  reason: DisputeReason;
};


/**
 * Writes. The enquiry calls run on the visitor's session cookie; at most one sendSmsCode and one
 * submitEnquiry per operation (aliases cannot multiply them).
 */
export type MutationEnrolArgs = {
  password: Scalars['String']['input'];
  token: Scalars['String']['input'];
};


/**
 * Writes. The enquiry calls run on the visitor's session cookie; at most one sendSmsCode and one
 * submitEnquiry per operation (aliases cannot multiply them).
 */
export type MutationExportBrandLeadsArgs = {
  brandId: Scalars['ID']['input'];
  state?: InputMaybe<LeadState>;
};


/**
 * Writes. The enquiry calls run on the visitor's session cookie; at most one sendSmsCode and one
 * submitEnquiry per operation (aliases cannot multiply them).
 */
export type MutationExportDeskLeadsArgs = {
  state?: InputMaybe<LeadState>;
};


/**
 * Writes. The enquiry calls run on the visitor's session cookie; at most one sendSmsCode and one
 * submitEnquiry per operation (aliases cannot multiply them).
 */
export type MutationImportBrandsArgs = {
  content: Scalars['String']['input'];
  fileName: Scalars['String']['input'];
};


/**
 * Writes. The enquiry calls run on the visitor's session cookie; at most one sendSmsCode and one
 * submitEnquiry per operation (aliases cannot multiply them).
 */
export type MutationMoveLeadArgs = {
  id: Scalars['ID']['input'];
  state: LeadState;
};


/**
 * Writes. The enquiry calls run on the visitor's session cookie; at most one sendSmsCode and one
 * submitEnquiry per operation (aliases cannot multiply them).
 */
export type MutationProveMyPhoneArgs = {
  phone: Scalars['String']['input'];
  smsCode: Scalars['String']['input'];
};


/**
 * Writes. The enquiry calls run on the visitor's session cookie; at most one sendSmsCode and one
 * submitEnquiry per operation (aliases cannot multiply them).
 */
export type MutationPublishBrandEditArgs = {
  id: Scalars['ID']['input'];
};


/**
 * Writes. The enquiry calls run on the visitor's session cookie; at most one sendSmsCode and one
 * submitEnquiry per operation (aliases cannot multiply them).
 */
export type MutationPublishEditorialArgs = {
  at?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
  kind: EditorialKind;
};


/**
 * Writes. The enquiry calls run on the visitor's session cookie; at most one sendSmsCode and one
 * submitEnquiry per operation (aliases cannot multiply them).
 */
export type MutationReenrolAccountArgs = {
  accountId: Scalars['ID']['input'];
};


/**
 * Writes. The enquiry calls run on the visitor's session cookie; at most one sendSmsCode and one
 * submitEnquiry per operation (aliases cannot multiply them).
 */
export type MutationRegisterMerchantArgs = {
  code: Scalars['String']['input'];
  name: Scalars['String']['input'];
  password: Scalars['String']['input'];
  phone: Scalars['String']['input'];
  ticket: Scalars['String']['input'];
};


/**
 * Writes. The enquiry calls run on the visitor's session cookie; at most one sendSmsCode and one
 * submitEnquiry per operation (aliases cannot multiply them).
 */
export type MutationRelayLeadArgs = {
  id: Scalars['ID']['input'];
  note?: InputMaybe<Scalars['String']['input']>;
  outcome: RelayOutcome;
};


/**
 * Writes. The enquiry calls run on the visitor's session cookie; at most one sendSmsCode and one
 * submitEnquiry per operation (aliases cannot multiply them).
 */
export type MutationRequestMerchantCodeArgs = {
  phone: Scalars['String']['input'];
};


/**
 * Writes. The enquiry calls run on the visitor's session cookie; at most one sendSmsCode and one
 * submitEnquiry per operation (aliases cannot multiply them).
 */
export type MutationRequestPasswordResetArgs = {
  login: Scalars['String']['input'];
};


/**
 * Writes. The enquiry calls run on the visitor's session cookie; at most one sendSmsCode and one
 * submitEnquiry per operation (aliases cannot multiply them).
 */
export type MutationResetPasswordArgs = {
  password: Scalars['String']['input'];
  token: Scalars['String']['input'];
};


/**
 * Writes. The enquiry calls run on the visitor's session cookie; at most one sendSmsCode and one
 * submitEnquiry per operation (aliases cannot multiply them).
 */
export type MutationRetryJobArgs = {
  id: Scalars['ID']['input'];
};


/**
 * Writes. The enquiry calls run on the visitor's session cookie; at most one sendSmsCode and one
 * submitEnquiry per operation (aliases cannot multiply them).
 */
export type MutationReturnBrandEditArgs = {
  id: Scalars['ID']['input'];
  reason: Scalars['String']['input'];
};


/**
 * Writes. The enquiry calls run on the visitor's session cookie; at most one sendSmsCode and one
 * submitEnquiry per operation (aliases cannot multiply them).
 */
export type MutationRevealBrandPhoneArgs = {
  brandId: Scalars['ID']['input'];
  captcha?: InputMaybe<Scalars['String']['input']>;
  pow?: InputMaybe<Scalars['String']['input']>;
};


/**
 * Writes. The enquiry calls run on the visitor's session cookie; at most one sendSmsCode and one
 * submitEnquiry per operation (aliases cannot multiply them).
 */
export type MutationRevealLeadArgs = {
  id: Scalars['ID']['input'];
};


/**
 * Writes. The enquiry calls run on the visitor's session cookie; at most one sendSmsCode and one
 * submitEnquiry per operation (aliases cannot multiply them).
 */
export type MutationRevokeSessionArgs = {
  id: Scalars['ID']['input'];
};


/**
 * Writes. The enquiry calls run on the visitor's session cookie; at most one sendSmsCode and one
 * submitEnquiry per operation (aliases cannot multiply them).
 */
export type MutationSaveBrandEditArgs = {
  brandId: Scalars['ID']['input'];
  fields: BrandEditInput;
};


/**
 * Writes. The enquiry calls run on the visitor's session cookie; at most one sendSmsCode and one
 * submitEnquiry per operation (aliases cannot multiply them).
 */
export type MutationSaveEditorialArgs = {
  input: EditorialInput;
};


/**
 * Writes. The enquiry calls run on the visitor's session cookie; at most one sendSmsCode and one
 * submitEnquiry per operation (aliases cannot multiply them).
 */
export type MutationSendSmsCodeArgs = {
  captcha: Scalars['String']['input'];
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
  phone: Scalars['String']['input'];
  pow?: InputMaybe<Scalars['String']['input']>;
};


/**
 * Writes. The enquiry calls run on the visitor's session cookie; at most one sendSmsCode and one
 * submitEnquiry per operation (aliases cannot multiply them).
 */
export type MutationSetAccountDisabledArgs = {
  accountId: Scalars['ID']['input'];
  disabled: Scalars['Boolean']['input'];
};


/**
 * Writes. The enquiry calls run on the visitor's session cookie; at most one sendSmsCode and one
 * submitEnquiry per operation (aliases cannot multiply them).
 */
export type MutationSetBrandNotifyArgs = {
  brandId: Scalars['ID']['input'];
  rotateSecret?: InputMaybe<Scalars['Boolean']['input']>;
  smsPhone?: InputMaybe<Scalars['String']['input']>;
  webhookUrl?: InputMaybe<Scalars['String']['input']>;
};


/**
 * Writes. The enquiry calls run on the visitor's session cookie; at most one sendSmsCode and one
 * submitEnquiry per operation (aliases cannot multiply them).
 */
export type MutationSetBrandRoleArgs = {
  accountId: Scalars['ID']['input'];
  brandId: Scalars['ID']['input'];
  role?: InputMaybe<BrandRole>;
};


/**
 * Writes. The enquiry calls run on the visitor's session cookie; at most one sendSmsCode and one
 * submitEnquiry per operation (aliases cannot multiply them).
 */
export type MutationSetDoNotContactArgs = {
  on: Scalars['Boolean']['input'];
};


/**
 * Writes. The enquiry calls run on the visitor's session cookie; at most one sendSmsCode and one
 * submitEnquiry per operation (aliases cannot multiply them).
 */
export type MutationSetStaffRoleArgs = {
  accountId: Scalars['ID']['input'];
  role?: InputMaybe<StaffRole>;
};


/**
 * Writes. The enquiry calls run on the visitor's session cookie; at most one sendSmsCode and one
 * submitEnquiry per operation (aliases cannot multiply them).
 */
export type MutationSignInArgs = {
  login: Scalars['String']['input'];
  password: Scalars['String']['input'];
};


/**
 * Writes. The enquiry calls run on the visitor's session cookie; at most one sendSmsCode and one
 * submitEnquiry per operation (aliases cannot multiply them).
 */
export type MutationSignInTotpArgs = {
  code: Scalars['String']['input'];
};


/**
 * Writes. The enquiry calls run on the visitor's session cookie; at most one sendSmsCode and one
 * submitEnquiry per operation (aliases cannot multiply them).
 */
export type MutationSubmitBrandEditArgs = {
  brandId: Scalars['ID']['input'];
};


/**
 * Writes. The enquiry calls run on the visitor's session cookie; at most one sendSmsCode and one
 * submitEnquiry per operation (aliases cannot multiply them).
 */
export type MutationSubmitClaimArgs = {
  brandId: Scalars['ID']['input'];
  companyName: Scalars['String']['input'];
  contactName: Scalars['String']['input'];
  contactPhone: Scalars['String']['input'];
  creditCode: Scalars['String']['input'];
  licenceId: Scalars['String']['input'];
};


/**
 * Writes. The enquiry calls run on the visitor's session cookie; at most one sendSmsCode and one
 * submitEnquiry per operation (aliases cannot multiply them).
 */
export type MutationSubmitEnquiryArgs = {
  input: EnquiryInput;
};


/**
 * Writes. The enquiry calls run on the visitor's session cookie; at most one sendSmsCode and one
 * submitEnquiry per operation (aliases cannot multiply them).
 */
export type MutationUnpublishEditorialArgs = {
  id: Scalars['ID']['input'];
  kind: EditorialKind;
};


/**
 * Writes. The enquiry calls run on the visitor's session cookie; at most one sendSmsCode and one
 * submitEnquiry per operation (aliases cannot multiply them).
 */
export type MutationUpdatePlacementArgs = {
  id: Scalars['ID']['input'];
  input: PlacementInput;
};


/**
 * Writes. The enquiry calls run on the visitor's session cookie; at most one sendSmsCode and one
 * submitEnquiry per operation (aliases cannot multiply them).
 */
export type MutationUploadEditorialImageArgs = {
  dataBase64: Scalars['String']['input'];
};


/**
 * Writes. The enquiry calls run on the visitor's session cookie; at most one sendSmsCode and one
 * submitEnquiry per operation (aliases cannot multiply them).
 */
export type MutationWithdrawBrandEditArgs = {
  brandId: Scalars['ID']['input'];
};


/**
 * Writes. The enquiry calls run on the visitor's session cookie; at most one sendSmsCode and one
 * submitEnquiry per operation (aliases cannot multiply them).
 */
export type MutationWithdrawMyEnquiryArgs = {
  id: Scalars['ID']['input'];
};

/**
 * The answer of every 我的咨询 field: code 200 with the list; 400 a refusal (a wrong code, an id that is
 * not this number's or is gone, a bad id); 401 this session holds no valid proof (none, expired or ended):
 * prove the number again. `message` is Chinese and shown as is.
 */
export type MyEnquiriesResult = {
  __typename?: 'MyEnquiriesResult';
  /** 200 done; 400 a refusal; 401 no valid proof in this session (prove the number again). */
  code: Scalars['Int']['output'];
  /** The list after the call; null on a refusal and after endMyEnquiries. */
  list?: Maybe<MyEnquiryList>;
  /** The Chinese message to show as is (e.g. 已撤回, 验证已过期，请重新验证). */
  message: Scalars['String']['output'];
  /** True when `code` is 200. */
  ok: Scalars['Boolean']['output'];
};

/** One enquiry the proven number sent. */
export type MyEnquiry = {
  __typename?: 'MyEnquiry';
  /** The brand enquired about; null for a 品牌营销 lead, or when the brand no longer exists. */
  brand?: Maybe<Brand>;
  /** The brand's name as stored with the enquiry (品牌营销 for a lead). */
  brandName: Scalars['String']['output'];
  /** The consent the enquirer ticked, word for word, and its version. */
  consentText: Scalars['String']['output'];
  /** The version of that wording (contract/src/consent.ts CONSENT_VERSION when it was sent). */
  consentVersion: Scalars['String']['output'];
  /** Enquiry id. */
  id: Scalars['ID']['output'];
  /** Every state it passed, oldest first, from 已提交; 已送达 names the recipient as stored with the enquiry. */
  progress: Array<MyEnquiryStep>;
  /** Who receives it, as named in the consent the enquirer ticked. */
  recipient: Scalars['String']['output'];
  /** Where the lead stands now (contract/src/lead-states.ts, docs/decisions/0117). */
  state: LeadState;
  /** The state's label as the enquirer reads it, e.g. 已查看 or 撤回 (LEAD_STATE_LABELS). */
  stateLabel: Scalars['String']['output'];
  /** RECEIVED (deliverable to its recipient) or WITHDRAWN (the recipient sees it withdrawn, without contact details). */
  status: EnquiryStatus;
  /** When it was sent, ISO 8601 in UTC. */
  time: Scalars['String']['output'];
  /** 1 an enquiry to a franchise brand; 2 a 品牌营销 lead. */
  typeId: Scalars['Int']['output'];
  /** When it was withdrawn, ISO 8601 in UTC; null unless WITHDRAWN. */
  withdrawnAt?: Maybe<Scalars['String']['output']>;
};

/** The proven number's enquiries and settings, as they stand after the call. */
export type MyEnquiryList = {
  __typename?: 'MyEnquiryList';
  /** Whether the number asked not to be contacted (请勿联系): nothing of it is delivered, no new enquiry accepted. */
  doNotContact: Scalars['Boolean']['output'];
  /** Every enquiry of the number, newest first. */
  enquiries: Array<MyEnquiry>;
  /** When the proof ends (ISO 8601 in UTC); after it, prove the number again. */
  expiresAt: Scalars['String']['output'];
  /** The proven number, masked: 138****1234. */
  maskedPhone: Scalars['String']['output'];
};

/** One step of an enquiry's life as its enquirer sees it in 我的咨询. */
export type MyEnquiryStep = {
  __typename?: 'MyEnquiryStep';
  /** What the enquirer reads, e.g. 已送达该品牌的运营公司「X」, 对方已查看, 已联系, 撤回. */
  label: Scalars['String']['output'];
  /** The state it reached. */
  state: LeadState;
  /** When, ISO 8601 in UTC. */
  time: Scalars['String']['output'];
};

/** An id and a name, for small fixed lists such as fee bands, regions and tags. */
export type Named = {
  /** Stable id. */
  id: Scalars['ID']['output'];
  /** Display name in Chinese. */
  name: Scalars['String']['output'];
};

/** A news article (头条). */
export type News = {
  __typename?: 'News';
  /** Author. */
  author?: Maybe<Scalars['String']['output']>;
  /** Article body, sanitised HTML; only on the article (news(id)). */
  bodyHtml?: Maybe<Scalars['String']['output']>;
  /** The brand the article is tied to; null when none. */
  brand?: Maybe<Brand>;
  /** Category path, top level first. */
  categoryPath: Array<Category>;
  /** Article id, also the number in /news/{id}. */
  id: Scalars['ID']['output'];
  /** SEO keywords. */
  keywords?: Maybe<Scalars['String']['output']>;
  /** Next article; null shows 'no more items'. */
  next?: Maybe<AdjacentItem>;
  /** Previous article; null shows 'no more items'. */
  previous?: Maybe<AdjacentItem>;
  /** Publication time, YYYY-MM-DD HH:mm. */
  publishedAt: Scalars['String']['output'];
  /** Publication month and day, MM-DD. */
  publishedMonthDay: Scalars['String']['output'];
  /** Related news (on the article only). */
  related: Array<News>;
  /** Summary. */
  summary: Scalars['String']['output'];
  /** Thumbnail URL: the cover picture, or the site's generated cover of the title when there is none. */
  thumbnail: Scalars['String']['output'];
  /** Headline. */
  title: Scalars['String']['output'];
  /** View count (news/show counts the view that fetched it). */
  viewCount?: Maybe<Scalars['Int']['output']>;
};

/** The news home /news (news/main, cached 30 minutes). */
export type NewsHome = {
  __typename?: 'NewsHome';
  /** Banner grid of external-link images. */
  banners: Array<Banner>;
  /** Brand banners for the side column. */
  brandBanners: Array<Banner>;
  /** Brands for the side column. */
  brands: Array<Brand>;
  /** Category navigation. */
  categories: Array<Category>;
  /** Most viewed news. */
  hot: Array<News>;
  /** Latest news. */
  latest: Array<News>;
  /** The anchored sections. */
  sections: Array<NewsSection>;
};

/** One news-list page with its category tabs. */
export type NewsListing = {
  __typename?: 'NewsListing';
  /** Category tabs (the news menu). */
  categories: Array<Category>;
  /** The category listed; null for all. */
  category?: Maybe<Category>;
  /** The articles, 15 per page; items tied to a brand carry it in `brand`. */
  news: NewsPage;
};

/** A page of news. */
export type NewsPage = {
  __typename?: 'NewsPage';
  /** News on this page. */
  items: Array<News>;
  /** This page's number, from 1. */
  page: Scalars['Int']['output'];
  /** Articles per page (15). */
  pageSize: Scalars['Int']['output'];
  /** Number of articles in all pages. */
  total: Scalars['Int']['output'];
};

/** A news category with its newest articles (a news-home section). */
export type NewsSection = {
  __typename?: 'NewsSection';
  /** The menu category (link /news/{pinyin}). */
  category: Category;
  /** Its newest articles. */
  news: Array<News>;
};

/** The answer to 查看电话: the phone, or why not (a Chinese `message` to show as is). */
export type PhoneReveal = {
  __typename?: 'PhoneReveal';
  /** How the reveal was answered: the phone, none on file, a captcha needed or wrong, or today's limit reached. */
  code: PhoneRevealCode;
  /** What to show: the refusal, or 暂无电话. */
  message: Scalars['String']['output'];
  /** The brand's business phone when `code` is SHOWN. */
  phone?: Maybe<Scalars['String']['output']>;
};

/** How a phone reveal (查看电话) was answered. */
export type PhoneRevealCode =
  /** This visitor (session or address) has used today's free reveals: send `captcha` and its `pow`. */
  | 'CAPTCHA_REQUIRED'
  /** The image captcha or its proof of work did not check out; `message` says which. Get a new captcha. */
  | 'CAPTCHA_WRONG'
  /** This visitor has reached today's reveals; `message` says when to come back. */
  | 'DAILY_LIMIT'
  /** The brand shows no phone (not certified, or none on file): 暂无电话. */
  | 'NONE'
  /** The phone is in `phone`. */
  | 'SHOWN';

/** One booking of a brand into a slot. */
export type Placement = {
  __typename?: 'Placement';
  /** The brand shown. */
  brandId: Scalars['ID']['output'];
  /** The brand's name. */
  brandName: Scalars['String']['output'];
  /** When it was cancelled (ISO 8601). */
  cancelledAt?: Maybe<Scalars['String']['output']>;
  /** When it stops showing (ISO 8601). */
  endsAt: Scalars['String']['output'];
  /** Placement id. */
  id: Scalars['ID']['output'];
  /** Staff note (contract number, client). */
  note: Scalars['String']['output'];
  /** The slot's key. */
  slot: Scalars['String']['output'];
  /** The slot's Chinese name. */
  slotName: Scalars['String']['output'];
  /** Order within the slot, smaller first. */
  sort: Scalars['Int']['output'];
  /** When it starts showing (ISO 8601). */
  startsAt: Scalars['String']['output'];
  /** 未开始, 投放中, 已结束 or 已取消. */
  state: PlacementState;
  /** Last change (ISO 8601). */
  updatedAt: Scalars['String']['output'];
};

/** A booking's fields. */
export type PlacementInput = {
  /** The brand to show. */
  brandId: Scalars['ID']['input'];
  /** End (ISO 8601), after the start. */
  endsAt: Scalars['String']['input'];
  /** Staff note, at most 500 characters. */
  note?: InputMaybe<Scalars['String']['input']>;
  /** The slot's key. */
  slot: Scalars['String']['input'];
  /** Order within the slot, smaller first (default 0). */
  sort?: InputMaybe<Scalars['Int']['input']>;
  /** Start (ISO 8601). */
  startsAt: Scalars['String']['input'];
};

/** A page of placements, by slot then start. */
export type PlacementPage = {
  __typename?: 'PlacementPage';
  /** This page. */
  items: Array<Placement>;
  /** All matching. */
  total: Scalars['Int']['output'];
};

/** The answer of a placement change: ok, code (200, 400 refused input, 401, 403), a Chinese message, the placement. */
export type PlacementResult = {
  __typename?: 'PlacementResult';
  /** 200, 400, 401 or 403. */
  code: Scalars['Int']['output'];
  /** Chinese, shown as is (why a booking was refused). */
  message: Scalars['String']['output'];
  /** True when code is 200. */
  ok: Scalars['Boolean']['output'];
  /** The placement as saved. */
  placement?: Maybe<Placement>;
};

/** A sponsored slot a brand can be booked into. */
export type PlacementSlot = {
  __typename?: 'PlacementSlot';
  /** How many placements it shows at one time; overlapping bookings beyond it are refused. */
  capacity: Scalars['Int']['output'];
  /** Its key: top:<ranking id> for a ranking's 广告 box, or an ad position (index_banner, shangji_banner, …). */
  key: Scalars['String']['output'];
  /** Chinese name, e.g. 排行榜·奶茶加盟排行榜. */
  name: Scalars['String']['output'];
  /** The page it shows on (/top/12, /, /shangji). */
  page: Scalars['String']['output'];
};

/** A placement's state by the upstream's clock. */
export type PlacementState =
  /** 已取消. */
  | 'CANCELLED'
  /** 已结束: its end has passed. */
  | 'ENDED'
  /** 投放中: showing now. */
  | 'LIVE'
  /** 未开始: booked, its start still ahead. */
  | 'SCHEDULED';

/** A brand poster (/haibao/{id}). */
export type Poster = {
  __typename?: 'Poster';
  /** The brand. */
  brand: Brand;
  /** Poster items in order. */
  items: Array<PosterItem>;
};

/** One item of a brand poster. */
export type PosterItem = {
  __typename?: 'PosterItem';
  /** Image URL. */
  imageUrl: Scalars['String']['output'];
  /** How to show it. */
  kind: PosterItemKind;
  /** The video or link address for VIDEO and LINK items; null for IMAGE. */
  target?: Maybe<Scalars['String']['output']>;
  /** The item's raw text (upstream text). */
  text: Scalars['String']['output'];
};

/** How a poster item is shown (SPEC /haibao), decided by the item's text. */
export type PosterItemKind =
  /** Plain image. */
  | 'IMAGE'
  /** The text is any other web link: the image opens it in a new tab. */
  | 'LINK'
  /** The text links to a video file (swf, avi, flv, mp4, mkv, rmvb): play overlay and a player. */
  | 'VIDEO';

/** The signed-in account. */
export type Principal = {
  __typename?: 'Principal';
  /** Brands and roles, if any. */
  brands: Array<AccountBrand>;
  /** Account id. */
  id: Scalars['ID']['output'];
  /** Sign-in name. */
  login: Scalars['String']['output'];
  /** Display name. */
  name: Scalars['String']['output'];
  /** The staff role, if any. */
  staffRole?: Maybe<StaffRole>;
  /** DONE, or TOTP_SETUP while a staff account still has to set up its second factor. */
  stage: SignInStage;
  /** Whether a second factor is set up. */
  totpEnabled: Scalars['Boolean']['output'];
};

/** A brand's public record (合规护照, 门店台账, 开店费用) with the checks computed from it. */
export type PublicRecord = {
  __typename?: 'PublicRecord';
  /** The day the checks speak for, YYYY-MM-DD: the latest day any of the facts was read. */
  asOf: Scalars['String']['output'];
  /** Every check, in order. */
  checks: Array<TrustCheck>;
  /** The operating company. */
  company: CompanyRecord;
  /** Itemised start-up costs. */
  costs: CostSheet;
  /** Enquiries forwarded. */
  enquiries: EnquiryCount;
  /** The MOFCOM filing. */
  filing: Filing;
  /** Stores as a history. */
  ledger: StoreLedger;
  /** The failed checks only. */
  redFlags: Array<TrustCheck>;
  /** 两店一年 today and when franchising began. */
  twoStores: TwoStoresRule;
};

/**
 * The franchise-opportunity portal's API. Every page of the site is built from these queries; the
 * mobile site and internal tools use the same schema. Lists that page share one shape: items, total,
 * page and pageSize.
 *
 * Root fields backed by the upstream are nullable: when the upstream fails and no cached copy exists,
 * that field alone is null with an error whose `extensions.code` says why (UPSTREAM_TIMEOUT,
 * UPSTREAM_UNAVAILABLE, UPSTREAM_BAD_RESPONSE, UPSTREAM_ERROR), and every other field still resolves.
 */
export type Query = {
  __typename?: 'Query';
  /** Accounts (admin), sorted, filtered and paged on the server. */
  accounts: AccountPage;
  /** Ads of one slot (cached 30 minutes). */
  ads?: Maybe<Array<Banner>>;
  /** The audit trail (compliance), filtered and paged on the server. */
  auditEvents: AuditPage;
  /** One brand by id; null when there is no such brand. `show` is passed to the upstream unchanged. */
  brand?: Maybe<Brand>;
  /** A brand's published values and its open edit (its brand_admin; ops and admin read). */
  brandEdit?: Maybe<BrandEditView>;
  /** Edits waiting for review, oldest first (SUBMITTED, the default), or decided ones newest first. */
  brandEditQueue: BrandEditPage;
  /** One edit beside the brand's published values. */
  brandEditReview?: Maybe<BrandEditView>;
  /** The brand list's filter rows (cached 1 hour). */
  brandFilters?: Maybe<BrandFilters>;
  /** The brand home page (/shangji). */
  brandHome?: Maybe<BrandHome>;
  /** A brand's leads (brand accounts: their own brands only). */
  brandLeads: LeadPage;
  /** The filtered brand directory, 15 per page. */
  brandList?: Maybe<BrandListing>;
  /** The brand list's totals with 已备案 or 两店一年 switched on (docs/decisions/0094); null when the upstream fails. */
  brandListCounts?: Maybe<BrandListCounts>;
  /** A brand's notification settings (its brand_admin). */
  brandNotify?: Maybe<BrandNotify>;
  /** Several brands by id, in the order asked (at most 4, the compare page); null where an id names no brand. */
  brandsById: Array<Maybe<Brand>>;
  /** The 16 industries with their sub-categories. */
  categories?: Maybe<Array<Category>>;
  /** Industries with their sub-categories and 8 brands each, for hover navigation (getCidZhaoshangNav). */
  categoryBrandNav?: Maybe<Array<CategoryBrands>>;
  /** Industries with their 10 top brands (getTradeZhaoshangTop). */
  categoryTopBrands?: Maybe<Array<CategoryBrands>>;
  /** Certified brands, newest first (getVipData; the entry page shows 6, marketing 16). */
  certifiedBrands?: Maybe<Array<Brand>>;
  /** Industries that have certified brands: the /vip category tabs (getIsvipZhaoshangClassify). */
  certifiedCategories?: Maybe<Array<Category>>;
  /** The province → city tree; with `parent`, only that province's cities. Unknown parent → null. */
  cities?: Maybe<Array<CityOption>>;
  /** Brands for the claim form: by name (q) or by id. */
  claimBrands: Array<ClaimBrand>;
  /** One claim with its licence and the brand's other claims (ops, admin). */
  claimDetail?: Maybe<ClaimDetail>;
  /** Claims by state (ops, admin); waiting ones oldest first. */
  claims: ClaimPage;
  /** A brand's comments; group 1 = all; shopId narrows to one of its shops. Null for an unknown brand, shop or group. */
  comments?: Maybe<CommentListing>;
  /** Deliveries that gave up (support). */
  deadJobs: DeadJobPage;
  /** The staff desk: leads the site's own advisers received. */
  deskLeads: LeadPage;
  /** Disputes (support). */
  disputes: DisputePage;
  /** One article or topic; null when there is none. */
  editorial?: Maybe<Editorial>;
  /** Brands by name or id, for linking (at most 20). */
  editorialBrands: Array<EditorialBrand>;
  /** The categories the editor offers. */
  editorialChoices: EditorialChoices;
  /** Unsaved body HTML as the public page would show it (the site's sanitiser), for the preview. */
  editorialPreview?: Maybe<Scalars['String']['output']>;
  /** Articles or topics in every state, drafts and schedules first, filtered by state and title. */
  editorials: EditorialPage;
  /** A fresh image captcha for the enquiry form. Never cached; sets the session cookie. */
  enquiryCaptcha: Captcha;
  /** Recent enquiries for the scrolling ticker. */
  enquiryTicker?: Maybe<Array<TickerItem>>;
  /** Who an enrolment link is for (null: unknown, used or expired). */
  enrolInfo?: Maybe<EnrolInfo>;
  /** The home page's main data (index/main, cached 30 minutes). */
  home?: Maybe<Home>;
  /** Newest news, brands and topics, optionally of one category (getNewData, cached 5 minutes). */
  latest?: Maybe<Latest>;
  /** One lead, for its recipient (the first look moves it to 已查看). */
  lead?: Maybe<Lead>;
  /** Friendly-link groups for footers (getLinks). */
  linkGroups?: Maybe<Array<LinkGroup>>;
  /** Store-map search: keyword (or the page's {city}_{keyword}), region (city name), visible bounds (MAP mode); 20 per page. Not cached except SHOW. */
  mapSearch?: Maybe<MapSearch>;
  /** The signed-in account; null when nobody is signed in on this admin session. */
  me?: Maybe<Principal>;
  /** Navigation menu entries under a parent (getMenu; pid 69 is the news menu). */
  menu?: Maybe<Array<MenuItem>>;
  /** The signed-in account's own claims, newest first. */
  myClaims: Array<Claim>;
  /** The enquiries of the number this session proved (code 401 when it proved none, or the proof ended). */
  myEnquiries: MyEnquiriesResult;
  /** The signed-in account's sessions. */
  mySessions: Array<AccountSession>;
  /** Shops of a brand, found by the brand's name (getMapData type show); 20 per page. */
  nearbyShops?: Maybe<MapShopPage>;
  /** One article; null when there is no such id. Counts a view (never served from the gateway's cache). */
  news?: Maybe<News>;
  /** The news home page. */
  newsHome?: Maybe<NewsHome>;
  /** News of a menu category (pinyin; omitted or 'all' = every category), 15 per page. Unknown category → null. */
  newsList?: Maybe<NewsListing>;
  /** Always true; lets a client check that the gateway answers. */
  ok: Scalars['Boolean']['output'];
  /** Every slot a brand can be booked into. */
  placementSlots: Array<PlacementSlot>;
  /** Bookings, by slot then start; filtered by slot and state. */
  placements: PlacementPage;
  /** A brand's poster; null when the brand does not exist or has no poster. */
  poster?: Maybe<Poster>;
  /** Random brands for 'guess you like'; refresh bypasses every cache ('change batch'). */
  randomBrands?: Maybe<Array<Brand>>;
  /** One ranking; null when there is no such id. */
  ranking?: Maybe<Ranking>;
  /** The rankings home. */
  rankingHome?: Maybe<RankingHome>;
  /** Sub-category ranking cards of an industry (pinyin; omitted or 'all' = all), 10 per page. Page 1 is cached 1 hour, later pages never. */
  rankingList?: Maybe<RankingListing>;
  /**
   * Related brands of a category, by id or by its pinyin slug (a list page knows the slug before its list
   * answers); neither means all categories, an unknown slug none.
   */
  relatedBrands?: Maybe<Array<Brand>>;
  /** News related to a category or pinyin slug (getRelatedData type news). */
  relatedNews?: Maybe<Array<News>>;
  /** Topics related to a category or pinyin slug (getRelatedData type zhuanti). */
  relatedTopics?: Maybe<Array<Topic>>;
  /**
   * Resolves an outbound jump link (the /jumpwebsite page, after it decodes its base64 parameter): the
   * http(s) target the upstream vouches for, or null for anything it does not know. Never echoes input.
   */
  resolveJump?: Maybe<Scalars['String']['output']>;
  /** Keyword search (/index.php/v1/{model}/list). Not cached: keys are unbounded. */
  search?: Maybe<SearchHitPage>;
  /** Industries and hot searches for the header search box. */
  searchConfig?: Maybe<SearchConfig>;
  /** Up to 10 suggestions for a keyword (getSearch), most viewed first. Not cached. */
  searchSuggestions?: Maybe<Array<Suggestion>>;
  /** Brands of the same category or pinyin slug (getRelatedData type zhaoshang). */
  similarBrands?: Maybe<Array<Brand>>;
  /** Top brands of a category (by id or pinyin; neither means all). */
  topBrands?: Maybe<Array<Brand>>;
  /** One topic; null when there is no such id. */
  topic?: Maybe<Topic>;
  /** The topic hub. */
  topicHome?: Maybe<TopicHome>;
  /** Topics of a category (the /zhuanti/{id} param: pinyin, hyphen-joined parts, or 'all'), 20 per page. Unknown category → null. */
  topicList?: Maybe<TopicListing>;
};


/**
 * The franchise-opportunity portal's API. Every page of the site is built from these queries; the
 * mobile site and internal tools use the same schema. Lists that page share one shape: items, total,
 * page and pageSize.
 *
 * Root fields backed by the upstream are nullable: when the upstream fails and no cached copy exists,
 * that field alone is null with an error whose `extensions.code` says why (UPSTREAM_TIMEOUT,
 * UPSTREAM_UNAVAILABLE, UPSTREAM_BAD_RESPONSE, UPSTREAM_ERROR), and every other field still resolves.
 */
export type QueryAccountsArgs = {
  dir?: InputMaybe<SortDir>;
  page?: InputMaybe<Scalars['Int']['input']>;
  q?: InputMaybe<Scalars['String']['input']>;
  role?: InputMaybe<Scalars['String']['input']>;
  size?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Scalars['String']['input']>;
};


/**
 * The franchise-opportunity portal's API. Every page of the site is built from these queries; the
 * mobile site and internal tools use the same schema. Lists that page share one shape: items, total,
 * page and pageSize.
 *
 * Root fields backed by the upstream are nullable: when the upstream fails and no cached copy exists,
 * that field alone is null with an error whose `extensions.code` says why (UPSTREAM_TIMEOUT,
 * UPSTREAM_UNAVAILABLE, UPSTREAM_BAD_RESPONSE, UPSTREAM_ERROR), and every other field still resolves.
 */
export type QueryAdsArgs = {
  slot: AdSlot;
};


/**
 * The franchise-opportunity portal's API. Every page of the site is built from these queries; the
 * mobile site and internal tools use the same schema. Lists that page share one shape: items, total,
 * page and pageSize.
 *
 * Root fields backed by the upstream are nullable: when the upstream fails and no cached copy exists,
 * that field alone is null with an error whose `extensions.code` says why (UPSTREAM_TIMEOUT,
 * UPSTREAM_UNAVAILABLE, UPSTREAM_BAD_RESPONSE, UPSTREAM_ERROR), and every other field still resolves.
 */
export type QueryAuditEventsArgs = {
  action?: InputMaybe<Scalars['String']['input']>;
  actor?: InputMaybe<Scalars['String']['input']>;
  dir?: InputMaybe<SortDir>;
  from?: InputMaybe<Scalars['String']['input']>;
  outcome?: InputMaybe<Scalars['String']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  size?: InputMaybe<Scalars['Int']['input']>;
  to?: InputMaybe<Scalars['String']['input']>;
};


/**
 * The franchise-opportunity portal's API. Every page of the site is built from these queries; the
 * mobile site and internal tools use the same schema. Lists that page share one shape: items, total,
 * page and pageSize.
 *
 * Root fields backed by the upstream are nullable: when the upstream fails and no cached copy exists,
 * that field alone is null with an error whose `extensions.code` says why (UPSTREAM_TIMEOUT,
 * UPSTREAM_UNAVAILABLE, UPSTREAM_BAD_RESPONSE, UPSTREAM_ERROR), and every other field still resolves.
 */
export type QueryBrandArgs = {
  id: Scalars['ID']['input'];
  show?: InputMaybe<Scalars['String']['input']>;
};


/**
 * The franchise-opportunity portal's API. Every page of the site is built from these queries; the
 * mobile site and internal tools use the same schema. Lists that page share one shape: items, total,
 * page and pageSize.
 *
 * Root fields backed by the upstream are nullable: when the upstream fails and no cached copy exists,
 * that field alone is null with an error whose `extensions.code` says why (UPSTREAM_TIMEOUT,
 * UPSTREAM_UNAVAILABLE, UPSTREAM_BAD_RESPONSE, UPSTREAM_ERROR), and every other field still resolves.
 */
export type QueryBrandEditArgs = {
  brandId: Scalars['ID']['input'];
};


/**
 * The franchise-opportunity portal's API. Every page of the site is built from these queries; the
 * mobile site and internal tools use the same schema. Lists that page share one shape: items, total,
 * page and pageSize.
 *
 * Root fields backed by the upstream are nullable: when the upstream fails and no cached copy exists,
 * that field alone is null with an error whose `extensions.code` says why (UPSTREAM_TIMEOUT,
 * UPSTREAM_UNAVAILABLE, UPSTREAM_BAD_RESPONSE, UPSTREAM_ERROR), and every other field still resolves.
 */
export type QueryBrandEditQueueArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  size?: InputMaybe<Scalars['Int']['input']>;
  state?: InputMaybe<BrandEditState>;
};


/**
 * The franchise-opportunity portal's API. Every page of the site is built from these queries; the
 * mobile site and internal tools use the same schema. Lists that page share one shape: items, total,
 * page and pageSize.
 *
 * Root fields backed by the upstream are nullable: when the upstream fails and no cached copy exists,
 * that field alone is null with an error whose `extensions.code` says why (UPSTREAM_TIMEOUT,
 * UPSTREAM_UNAVAILABLE, UPSTREAM_BAD_RESPONSE, UPSTREAM_ERROR), and every other field still resolves.
 */
export type QueryBrandEditReviewArgs = {
  id: Scalars['ID']['input'];
};


/**
 * The franchise-opportunity portal's API. Every page of the site is built from these queries; the
 * mobile site and internal tools use the same schema. Lists that page share one shape: items, total,
 * page and pageSize.
 *
 * Root fields backed by the upstream are nullable: when the upstream fails and no cached copy exists,
 * that field alone is null with an error whose `extensions.code` says why (UPSTREAM_TIMEOUT,
 * UPSTREAM_UNAVAILABLE, UPSTREAM_BAD_RESPONSE, UPSTREAM_ERROR), and every other field still resolves.
 */
export type QueryBrandLeadsArgs = {
  brandId: Scalars['ID']['input'];
  dir?: InputMaybe<SortDir>;
  page?: InputMaybe<Scalars['Int']['input']>;
  q?: InputMaybe<Scalars['String']['input']>;
  size?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Scalars['String']['input']>;
  state?: InputMaybe<LeadState>;
};


/**
 * The franchise-opportunity portal's API. Every page of the site is built from these queries; the
 * mobile site and internal tools use the same schema. Lists that page share one shape: items, total,
 * page and pageSize.
 *
 * Root fields backed by the upstream are nullable: when the upstream fails and no cached copy exists,
 * that field alone is null with an error whose `extensions.code` says why (UPSTREAM_TIMEOUT,
 * UPSTREAM_UNAVAILABLE, UPSTREAM_BAD_RESPONSE, UPSTREAM_ERROR), and every other field still resolves.
 */
export type QueryBrandListArgs = {
  filter?: InputMaybe<BrandFilter>;
  page?: InputMaybe<Scalars['Int']['input']>;
};


/**
 * The franchise-opportunity portal's API. Every page of the site is built from these queries; the
 * mobile site and internal tools use the same schema. Lists that page share one shape: items, total,
 * page and pageSize.
 *
 * Root fields backed by the upstream are nullable: when the upstream fails and no cached copy exists,
 * that field alone is null with an error whose `extensions.code` says why (UPSTREAM_TIMEOUT,
 * UPSTREAM_UNAVAILABLE, UPSTREAM_BAD_RESPONSE, UPSTREAM_ERROR), and every other field still resolves.
 */
export type QueryBrandListCountsArgs = {
  filter?: InputMaybe<BrandFilter>;
};


/**
 * The franchise-opportunity portal's API. Every page of the site is built from these queries; the
 * mobile site and internal tools use the same schema. Lists that page share one shape: items, total,
 * page and pageSize.
 *
 * Root fields backed by the upstream are nullable: when the upstream fails and no cached copy exists,
 * that field alone is null with an error whose `extensions.code` says why (UPSTREAM_TIMEOUT,
 * UPSTREAM_UNAVAILABLE, UPSTREAM_BAD_RESPONSE, UPSTREAM_ERROR), and every other field still resolves.
 */
export type QueryBrandNotifyArgs = {
  brandId: Scalars['ID']['input'];
};


/**
 * The franchise-opportunity portal's API. Every page of the site is built from these queries; the
 * mobile site and internal tools use the same schema. Lists that page share one shape: items, total,
 * page and pageSize.
 *
 * Root fields backed by the upstream are nullable: when the upstream fails and no cached copy exists,
 * that field alone is null with an error whose `extensions.code` says why (UPSTREAM_TIMEOUT,
 * UPSTREAM_UNAVAILABLE, UPSTREAM_BAD_RESPONSE, UPSTREAM_ERROR), and every other field still resolves.
 */
export type QueryBrandsByIdArgs = {
  ids: Array<Scalars['ID']['input']>;
};


/**
 * The franchise-opportunity portal's API. Every page of the site is built from these queries; the
 * mobile site and internal tools use the same schema. Lists that page share one shape: items, total,
 * page and pageSize.
 *
 * Root fields backed by the upstream are nullable: when the upstream fails and no cached copy exists,
 * that field alone is null with an error whose `extensions.code` says why (UPSTREAM_TIMEOUT,
 * UPSTREAM_UNAVAILABLE, UPSTREAM_BAD_RESPONSE, UPSTREAM_ERROR), and every other field still resolves.
 */
export type QueryCertifiedBrandsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
};


/**
 * The franchise-opportunity portal's API. Every page of the site is built from these queries; the
 * mobile site and internal tools use the same schema. Lists that page share one shape: items, total,
 * page and pageSize.
 *
 * Root fields backed by the upstream are nullable: when the upstream fails and no cached copy exists,
 * that field alone is null with an error whose `extensions.code` says why (UPSTREAM_TIMEOUT,
 * UPSTREAM_UNAVAILABLE, UPSTREAM_BAD_RESPONSE, UPSTREAM_ERROR), and every other field still resolves.
 */
export type QueryCitiesArgs = {
  parent?: InputMaybe<Scalars['String']['input']>;
};


/**
 * The franchise-opportunity portal's API. Every page of the site is built from these queries; the
 * mobile site and internal tools use the same schema. Lists that page share one shape: items, total,
 * page and pageSize.
 *
 * Root fields backed by the upstream are nullable: when the upstream fails and no cached copy exists,
 * that field alone is null with an error whose `extensions.code` says why (UPSTREAM_TIMEOUT,
 * UPSTREAM_UNAVAILABLE, UPSTREAM_BAD_RESPONSE, UPSTREAM_ERROR), and every other field still resolves.
 */
export type QueryClaimBrandsArgs = {
  id?: InputMaybe<Scalars['ID']['input']>;
  q?: InputMaybe<Scalars['String']['input']>;
};


/**
 * The franchise-opportunity portal's API. Every page of the site is built from these queries; the
 * mobile site and internal tools use the same schema. Lists that page share one shape: items, total,
 * page and pageSize.
 *
 * Root fields backed by the upstream are nullable: when the upstream fails and no cached copy exists,
 * that field alone is null with an error whose `extensions.code` says why (UPSTREAM_TIMEOUT,
 * UPSTREAM_UNAVAILABLE, UPSTREAM_BAD_RESPONSE, UPSTREAM_ERROR), and every other field still resolves.
 */
export type QueryClaimDetailArgs = {
  id: Scalars['ID']['input'];
};


/**
 * The franchise-opportunity portal's API. Every page of the site is built from these queries; the
 * mobile site and internal tools use the same schema. Lists that page share one shape: items, total,
 * page and pageSize.
 *
 * Root fields backed by the upstream are nullable: when the upstream fails and no cached copy exists,
 * that field alone is null with an error whose `extensions.code` says why (UPSTREAM_TIMEOUT,
 * UPSTREAM_UNAVAILABLE, UPSTREAM_BAD_RESPONSE, UPSTREAM_ERROR), and every other field still resolves.
 */
export type QueryClaimsArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  size?: InputMaybe<Scalars['Int']['input']>;
  state?: InputMaybe<ClaimState>;
};


/**
 * The franchise-opportunity portal's API. Every page of the site is built from these queries; the
 * mobile site and internal tools use the same schema. Lists that page share one shape: items, total,
 * page and pageSize.
 *
 * Root fields backed by the upstream are nullable: when the upstream fails and no cached copy exists,
 * that field alone is null with an error whose `extensions.code` says why (UPSTREAM_TIMEOUT,
 * UPSTREAM_UNAVAILABLE, UPSTREAM_BAD_RESPONSE, UPSTREAM_ERROR), and every other field still resolves.
 */
export type QueryCommentsArgs = {
  brandId: Scalars['ID']['input'];
  group?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  shopId?: InputMaybe<Scalars['ID']['input']>;
};


/**
 * The franchise-opportunity portal's API. Every page of the site is built from these queries; the
 * mobile site and internal tools use the same schema. Lists that page share one shape: items, total,
 * page and pageSize.
 *
 * Root fields backed by the upstream are nullable: when the upstream fails and no cached copy exists,
 * that field alone is null with an error whose `extensions.code` says why (UPSTREAM_TIMEOUT,
 * UPSTREAM_UNAVAILABLE, UPSTREAM_BAD_RESPONSE, UPSTREAM_ERROR), and every other field still resolves.
 */
export type QueryDeadJobsArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  size?: InputMaybe<Scalars['Int']['input']>;
};


/**
 * The franchise-opportunity portal's API. Every page of the site is built from these queries; the
 * mobile site and internal tools use the same schema. Lists that page share one shape: items, total,
 * page and pageSize.
 *
 * Root fields backed by the upstream are nullable: when the upstream fails and no cached copy exists,
 * that field alone is null with an error whose `extensions.code` says why (UPSTREAM_TIMEOUT,
 * UPSTREAM_UNAVAILABLE, UPSTREAM_BAD_RESPONSE, UPSTREAM_ERROR), and every other field still resolves.
 */
export type QueryDeskLeadsArgs = {
  dir?: InputMaybe<SortDir>;
  page?: InputMaybe<Scalars['Int']['input']>;
  q?: InputMaybe<Scalars['String']['input']>;
  size?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Scalars['String']['input']>;
  state?: InputMaybe<LeadState>;
};


/**
 * The franchise-opportunity portal's API. Every page of the site is built from these queries; the
 * mobile site and internal tools use the same schema. Lists that page share one shape: items, total,
 * page and pageSize.
 *
 * Root fields backed by the upstream are nullable: when the upstream fails and no cached copy exists,
 * that field alone is null with an error whose `extensions.code` says why (UPSTREAM_TIMEOUT,
 * UPSTREAM_UNAVAILABLE, UPSTREAM_BAD_RESPONSE, UPSTREAM_ERROR), and every other field still resolves.
 */
export type QueryDisputesArgs = {
  dir?: InputMaybe<SortDir>;
  open?: InputMaybe<Scalars['Boolean']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  size?: InputMaybe<Scalars['Int']['input']>;
};


/**
 * The franchise-opportunity portal's API. Every page of the site is built from these queries; the
 * mobile site and internal tools use the same schema. Lists that page share one shape: items, total,
 * page and pageSize.
 *
 * Root fields backed by the upstream are nullable: when the upstream fails and no cached copy exists,
 * that field alone is null with an error whose `extensions.code` says why (UPSTREAM_TIMEOUT,
 * UPSTREAM_UNAVAILABLE, UPSTREAM_BAD_RESPONSE, UPSTREAM_ERROR), and every other field still resolves.
 */
export type QueryEditorialArgs = {
  id: Scalars['ID']['input'];
  kind: EditorialKind;
};


/**
 * The franchise-opportunity portal's API. Every page of the site is built from these queries; the
 * mobile site and internal tools use the same schema. Lists that page share one shape: items, total,
 * page and pageSize.
 *
 * Root fields backed by the upstream are nullable: when the upstream fails and no cached copy exists,
 * that field alone is null with an error whose `extensions.code` says why (UPSTREAM_TIMEOUT,
 * UPSTREAM_UNAVAILABLE, UPSTREAM_BAD_RESPONSE, UPSTREAM_ERROR), and every other field still resolves.
 */
export type QueryEditorialBrandsArgs = {
  q: Scalars['String']['input'];
};


/**
 * The franchise-opportunity portal's API. Every page of the site is built from these queries; the
 * mobile site and internal tools use the same schema. Lists that page share one shape: items, total,
 * page and pageSize.
 *
 * Root fields backed by the upstream are nullable: when the upstream fails and no cached copy exists,
 * that field alone is null with an error whose `extensions.code` says why (UPSTREAM_TIMEOUT,
 * UPSTREAM_UNAVAILABLE, UPSTREAM_BAD_RESPONSE, UPSTREAM_ERROR), and every other field still resolves.
 */
export type QueryEditorialPreviewArgs = {
  bodyHtml: Scalars['String']['input'];
};


/**
 * The franchise-opportunity portal's API. Every page of the site is built from these queries; the
 * mobile site and internal tools use the same schema. Lists that page share one shape: items, total,
 * page and pageSize.
 *
 * Root fields backed by the upstream are nullable: when the upstream fails and no cached copy exists,
 * that field alone is null with an error whose `extensions.code` says why (UPSTREAM_TIMEOUT,
 * UPSTREAM_UNAVAILABLE, UPSTREAM_BAD_RESPONSE, UPSTREAM_ERROR), and every other field still resolves.
 */
export type QueryEditorialsArgs = {
  kind: EditorialKind;
  page?: InputMaybe<Scalars['Int']['input']>;
  q?: InputMaybe<Scalars['String']['input']>;
  size?: InputMaybe<Scalars['Int']['input']>;
  status?: InputMaybe<EditorialStatus>;
};


/**
 * The franchise-opportunity portal's API. Every page of the site is built from these queries; the
 * mobile site and internal tools use the same schema. Lists that page share one shape: items, total,
 * page and pageSize.
 *
 * Root fields backed by the upstream are nullable: when the upstream fails and no cached copy exists,
 * that field alone is null with an error whose `extensions.code` says why (UPSTREAM_TIMEOUT,
 * UPSTREAM_UNAVAILABLE, UPSTREAM_BAD_RESPONSE, UPSTREAM_ERROR), and every other field still resolves.
 */
export type QueryEnrolInfoArgs = {
  token: Scalars['String']['input'];
};


/**
 * The franchise-opportunity portal's API. Every page of the site is built from these queries; the
 * mobile site and internal tools use the same schema. Lists that page share one shape: items, total,
 * page and pageSize.
 *
 * Root fields backed by the upstream are nullable: when the upstream fails and no cached copy exists,
 * that field alone is null with an error whose `extensions.code` says why (UPSTREAM_TIMEOUT,
 * UPSTREAM_UNAVAILABLE, UPSTREAM_BAD_RESPONSE, UPSTREAM_ERROR), and every other field still resolves.
 */
export type QueryLatestArgs = {
  categoryId?: InputMaybe<Scalars['ID']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
};


/**
 * The franchise-opportunity portal's API. Every page of the site is built from these queries; the
 * mobile site and internal tools use the same schema. Lists that page share one shape: items, total,
 * page and pageSize.
 *
 * Root fields backed by the upstream are nullable: when the upstream fails and no cached copy exists,
 * that field alone is null with an error whose `extensions.code` says why (UPSTREAM_TIMEOUT,
 * UPSTREAM_UNAVAILABLE, UPSTREAM_BAD_RESPONSE, UPSTREAM_ERROR), and every other field still resolves.
 */
export type QueryLeadArgs = {
  id: Scalars['ID']['input'];
};


/**
 * The franchise-opportunity portal's API. Every page of the site is built from these queries; the
 * mobile site and internal tools use the same schema. Lists that page share one shape: items, total,
 * page and pageSize.
 *
 * Root fields backed by the upstream are nullable: when the upstream fails and no cached copy exists,
 * that field alone is null with an error whose `extensions.code` says why (UPSTREAM_TIMEOUT,
 * UPSTREAM_UNAVAILABLE, UPSTREAM_BAD_RESPONSE, UPSTREAM_ERROR), and every other field still resolves.
 */
export type QueryMapSearchArgs = {
  bounds?: InputMaybe<MapBounds>;
  keyword?: InputMaybe<Scalars['String']['input']>;
  mode?: InputMaybe<MapMode>;
  page?: InputMaybe<Scalars['Int']['input']>;
  region?: InputMaybe<Scalars['String']['input']>;
};


/**
 * The franchise-opportunity portal's API. Every page of the site is built from these queries; the
 * mobile site and internal tools use the same schema. Lists that page share one shape: items, total,
 * page and pageSize.
 *
 * Root fields backed by the upstream are nullable: when the upstream fails and no cached copy exists,
 * that field alone is null with an error whose `extensions.code` says why (UPSTREAM_TIMEOUT,
 * UPSTREAM_UNAVAILABLE, UPSTREAM_BAD_RESPONSE, UPSTREAM_ERROR), and every other field still resolves.
 */
export type QueryMenuArgs = {
  parentId?: InputMaybe<Scalars['Int']['input']>;
};


/**
 * The franchise-opportunity portal's API. Every page of the site is built from these queries; the
 * mobile site and internal tools use the same schema. Lists that page share one shape: items, total,
 * page and pageSize.
 *
 * Root fields backed by the upstream are nullable: when the upstream fails and no cached copy exists,
 * that field alone is null with an error whose `extensions.code` says why (UPSTREAM_TIMEOUT,
 * UPSTREAM_UNAVAILABLE, UPSTREAM_BAD_RESPONSE, UPSTREAM_ERROR), and every other field still resolves.
 */
export type QueryNearbyShopsArgs = {
  brandName: Scalars['String']['input'];
  page?: InputMaybe<Scalars['Int']['input']>;
};


/**
 * The franchise-opportunity portal's API. Every page of the site is built from these queries; the
 * mobile site and internal tools use the same schema. Lists that page share one shape: items, total,
 * page and pageSize.
 *
 * Root fields backed by the upstream are nullable: when the upstream fails and no cached copy exists,
 * that field alone is null with an error whose `extensions.code` says why (UPSTREAM_TIMEOUT,
 * UPSTREAM_UNAVAILABLE, UPSTREAM_BAD_RESPONSE, UPSTREAM_ERROR), and every other field still resolves.
 */
export type QueryNewsArgs = {
  id: Scalars['ID']['input'];
  show?: InputMaybe<Scalars['String']['input']>;
};


/**
 * The franchise-opportunity portal's API. Every page of the site is built from these queries; the
 * mobile site and internal tools use the same schema. Lists that page share one shape: items, total,
 * page and pageSize.
 *
 * Root fields backed by the upstream are nullable: when the upstream fails and no cached copy exists,
 * that field alone is null with an error whose `extensions.code` says why (UPSTREAM_TIMEOUT,
 * UPSTREAM_UNAVAILABLE, UPSTREAM_BAD_RESPONSE, UPSTREAM_ERROR), and every other field still resolves.
 */
export type QueryNewsListArgs = {
  category?: InputMaybe<Scalars['String']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
};


/**
 * The franchise-opportunity portal's API. Every page of the site is built from these queries; the
 * mobile site and internal tools use the same schema. Lists that page share one shape: items, total,
 * page and pageSize.
 *
 * Root fields backed by the upstream are nullable: when the upstream fails and no cached copy exists,
 * that field alone is null with an error whose `extensions.code` says why (UPSTREAM_TIMEOUT,
 * UPSTREAM_UNAVAILABLE, UPSTREAM_BAD_RESPONSE, UPSTREAM_ERROR), and every other field still resolves.
 */
export type QueryPlacementsArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  size?: InputMaybe<Scalars['Int']['input']>;
  slot?: InputMaybe<Scalars['String']['input']>;
  state?: InputMaybe<PlacementState>;
};


/**
 * The franchise-opportunity portal's API. Every page of the site is built from these queries; the
 * mobile site and internal tools use the same schema. Lists that page share one shape: items, total,
 * page and pageSize.
 *
 * Root fields backed by the upstream are nullable: when the upstream fails and no cached copy exists,
 * that field alone is null with an error whose `extensions.code` says why (UPSTREAM_TIMEOUT,
 * UPSTREAM_UNAVAILABLE, UPSTREAM_BAD_RESPONSE, UPSTREAM_ERROR), and every other field still resolves.
 */
export type QueryPosterArgs = {
  brandId: Scalars['ID']['input'];
};


/**
 * The franchise-opportunity portal's API. Every page of the site is built from these queries; the
 * mobile site and internal tools use the same schema. Lists that page share one shape: items, total,
 * page and pageSize.
 *
 * Root fields backed by the upstream are nullable: when the upstream fails and no cached copy exists,
 * that field alone is null with an error whose `extensions.code` says why (UPSTREAM_TIMEOUT,
 * UPSTREAM_UNAVAILABLE, UPSTREAM_BAD_RESPONSE, UPSTREAM_ERROR), and every other field still resolves.
 */
export type QueryRandomBrandsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  refresh?: InputMaybe<Scalars['Boolean']['input']>;
};


/**
 * The franchise-opportunity portal's API. Every page of the site is built from these queries; the
 * mobile site and internal tools use the same schema. Lists that page share one shape: items, total,
 * page and pageSize.
 *
 * Root fields backed by the upstream are nullable: when the upstream fails and no cached copy exists,
 * that field alone is null with an error whose `extensions.code` says why (UPSTREAM_TIMEOUT,
 * UPSTREAM_UNAVAILABLE, UPSTREAM_BAD_RESPONSE, UPSTREAM_ERROR), and every other field still resolves.
 */
export type QueryRankingArgs = {
  id: Scalars['ID']['input'];
};


/**
 * The franchise-opportunity portal's API. Every page of the site is built from these queries; the
 * mobile site and internal tools use the same schema. Lists that page share one shape: items, total,
 * page and pageSize.
 *
 * Root fields backed by the upstream are nullable: when the upstream fails and no cached copy exists,
 * that field alone is null with an error whose `extensions.code` says why (UPSTREAM_TIMEOUT,
 * UPSTREAM_UNAVAILABLE, UPSTREAM_BAD_RESPONSE, UPSTREAM_ERROR), and every other field still resolves.
 */
export type QueryRankingListArgs = {
  category?: InputMaybe<Scalars['String']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
};


/**
 * The franchise-opportunity portal's API. Every page of the site is built from these queries; the
 * mobile site and internal tools use the same schema. Lists that page share one shape: items, total,
 * page and pageSize.
 *
 * Root fields backed by the upstream are nullable: when the upstream fails and no cached copy exists,
 * that field alone is null with an error whose `extensions.code` says why (UPSTREAM_TIMEOUT,
 * UPSTREAM_UNAVAILABLE, UPSTREAM_BAD_RESPONSE, UPSTREAM_ERROR), and every other field still resolves.
 */
export type QueryRelatedBrandsArgs = {
  categoryId?: InputMaybe<Scalars['ID']['input']>;
  kind: RelatedBrandKind;
  limit?: InputMaybe<Scalars['Int']['input']>;
  pinyin?: InputMaybe<Scalars['String']['input']>;
};


/**
 * The franchise-opportunity portal's API. Every page of the site is built from these queries; the
 * mobile site and internal tools use the same schema. Lists that page share one shape: items, total,
 * page and pageSize.
 *
 * Root fields backed by the upstream are nullable: when the upstream fails and no cached copy exists,
 * that field alone is null with an error whose `extensions.code` says why (UPSTREAM_TIMEOUT,
 * UPSTREAM_UNAVAILABLE, UPSTREAM_BAD_RESPONSE, UPSTREAM_ERROR), and every other field still resolves.
 */
export type QueryRelatedNewsArgs = {
  categoryId?: InputMaybe<Scalars['ID']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  pinyin?: InputMaybe<Scalars['String']['input']>;
};


/**
 * The franchise-opportunity portal's API. Every page of the site is built from these queries; the
 * mobile site and internal tools use the same schema. Lists that page share one shape: items, total,
 * page and pageSize.
 *
 * Root fields backed by the upstream are nullable: when the upstream fails and no cached copy exists,
 * that field alone is null with an error whose `extensions.code` says why (UPSTREAM_TIMEOUT,
 * UPSTREAM_UNAVAILABLE, UPSTREAM_BAD_RESPONSE, UPSTREAM_ERROR), and every other field still resolves.
 */
export type QueryRelatedTopicsArgs = {
  categoryId?: InputMaybe<Scalars['ID']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  pinyin?: InputMaybe<Scalars['String']['input']>;
};


/**
 * The franchise-opportunity portal's API. Every page of the site is built from these queries; the
 * mobile site and internal tools use the same schema. Lists that page share one shape: items, total,
 * page and pageSize.
 *
 * Root fields backed by the upstream are nullable: when the upstream fails and no cached copy exists,
 * that field alone is null with an error whose `extensions.code` says why (UPSTREAM_TIMEOUT,
 * UPSTREAM_UNAVAILABLE, UPSTREAM_BAD_RESPONSE, UPSTREAM_ERROR), and every other field still resolves.
 */
export type QueryResolveJumpArgs = {
  url: Scalars['String']['input'];
};


/**
 * The franchise-opportunity portal's API. Every page of the site is built from these queries; the
 * mobile site and internal tools use the same schema. Lists that page share one shape: items, total,
 * page and pageSize.
 *
 * Root fields backed by the upstream are nullable: when the upstream fails and no cached copy exists,
 * that field alone is null with an error whose `extensions.code` says why (UPSTREAM_TIMEOUT,
 * UPSTREAM_UNAVAILABLE, UPSTREAM_BAD_RESPONSE, UPSTREAM_ERROR), and every other field still resolves.
 */
export type QuerySearchArgs = {
  industry?: InputMaybe<Scalars['String']['input']>;
  keyword: Scalars['String']['input'];
  kind?: InputMaybe<SearchKind>;
  page?: InputMaybe<Scalars['Int']['input']>;
};


/**
 * The franchise-opportunity portal's API. Every page of the site is built from these queries; the
 * mobile site and internal tools use the same schema. Lists that page share one shape: items, total,
 * page and pageSize.
 *
 * Root fields backed by the upstream are nullable: when the upstream fails and no cached copy exists,
 * that field alone is null with an error whose `extensions.code` says why (UPSTREAM_TIMEOUT,
 * UPSTREAM_UNAVAILABLE, UPSTREAM_BAD_RESPONSE, UPSTREAM_ERROR), and every other field still resolves.
 */
export type QuerySearchSuggestionsArgs = {
  field?: InputMaybe<SuggestionField>;
  keyword: Scalars['String']['input'];
  kind?: InputMaybe<SearchKind>;
  scope?: InputMaybe<SuggestionScope>;
};


/**
 * The franchise-opportunity portal's API. Every page of the site is built from these queries; the
 * mobile site and internal tools use the same schema. Lists that page share one shape: items, total,
 * page and pageSize.
 *
 * Root fields backed by the upstream are nullable: when the upstream fails and no cached copy exists,
 * that field alone is null with an error whose `extensions.code` says why (UPSTREAM_TIMEOUT,
 * UPSTREAM_UNAVAILABLE, UPSTREAM_BAD_RESPONSE, UPSTREAM_ERROR), and every other field still resolves.
 */
export type QuerySimilarBrandsArgs = {
  categoryId?: InputMaybe<Scalars['ID']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  pinyin?: InputMaybe<Scalars['String']['input']>;
};


/**
 * The franchise-opportunity portal's API. Every page of the site is built from these queries; the
 * mobile site and internal tools use the same schema. Lists that page share one shape: items, total,
 * page and pageSize.
 *
 * Root fields backed by the upstream are nullable: when the upstream fails and no cached copy exists,
 * that field alone is null with an error whose `extensions.code` says why (UPSTREAM_TIMEOUT,
 * UPSTREAM_UNAVAILABLE, UPSTREAM_BAD_RESPONSE, UPSTREAM_ERROR), and every other field still resolves.
 */
export type QueryTopBrandsArgs = {
  categoryId?: InputMaybe<Scalars['ID']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  pinyin?: InputMaybe<Scalars['String']['input']>;
};


/**
 * The franchise-opportunity portal's API. Every page of the site is built from these queries; the
 * mobile site and internal tools use the same schema. Lists that page share one shape: items, total,
 * page and pageSize.
 *
 * Root fields backed by the upstream are nullable: when the upstream fails and no cached copy exists,
 * that field alone is null with an error whose `extensions.code` says why (UPSTREAM_TIMEOUT,
 * UPSTREAM_UNAVAILABLE, UPSTREAM_BAD_RESPONSE, UPSTREAM_ERROR), and every other field still resolves.
 */
export type QueryTopicArgs = {
  id: Scalars['ID']['input'];
  show?: InputMaybe<Scalars['String']['input']>;
};


/**
 * The franchise-opportunity portal's API. Every page of the site is built from these queries; the
 * mobile site and internal tools use the same schema. Lists that page share one shape: items, total,
 * page and pageSize.
 *
 * Root fields backed by the upstream are nullable: when the upstream fails and no cached copy exists,
 * that field alone is null with an error whose `extensions.code` says why (UPSTREAM_TIMEOUT,
 * UPSTREAM_UNAVAILABLE, UPSTREAM_BAD_RESPONSE, UPSTREAM_ERROR), and every other field still resolves.
 */
export type QueryTopicListArgs = {
  category?: InputMaybe<Scalars['String']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
};

/** A ranking: a titled list of brands (a board, an industry ranking, a sub-category card or a ranking detail). */
export type Ranking = {
  __typename?: 'Ranking';
  /** Banners (ranking detail only: the first 4). */
  banners: Array<Banner>;
  /** The ranked brands, best first (the organic order: no paid placement in it). */
  brands: Array<Brand>;
  /** The category it ranks; null for site-wide boards. */
  categoryId?: Maybe<Scalars['ID']['output']>;
  /** Description. */
  description: Scalars['String']['output'];
  /** The organic entries with their rank and score, best first (the same brands as `brands`). */
  entries: Array<RankingEntry>;
  /** Ranking id, also the number in /top/{id}. */
  id: Scalars['ID']['output'];
  /** SEO keywords. */
  keywords: Scalars['String']['output'];
  /** How the organic order is made: the formula and the data it reads, in Chinese. */
  method: Scalars['String']['output'];
  /** Paid placement beside the ranking, to be shown apart and labelled 广告; never part of the organic order. */
  sponsored: Array<Brand>;
  /** Title. */
  title: Scalars['String']['output'];
};

/** One organic entry of a ranking. */
export type RankingEntry = {
  __typename?: 'RankingEntry';
  /** The brand. */
  brand: Brand;
  /** Position, from 1. */
  rank: Scalars['Int']['output'];
  /** The score the brand was ranked by (see Ranking.method); null where the ranking was stored without one. */
  score?: Maybe<Scalars['Float']['output']>;
};

/** The rankings page /top (top/main, cached 1 day). */
export type RankingHome = {
  __typename?: 'RankingHome';
  /** Investment-amount rankings. */
  byFeeBand: Array<FeeBandBrands>;
  /** VIP ranking (link /shangji/all-0-0-0-1). */
  certified: Ranking;
  /** Comprehensive heat board (synthesize1). */
  heat: Ranking;
  /** Industry rankings (link /top/{categoryId}). */
  industries: Array<Ranking>;
  /** Influence board (synthesize2). */
  influence: Ranking;
  /** Investment-potential board's brands (zhaoshang4). */
  investmentPotential: Array<Brand>;
  /** Investment-value board (synthesize3). */
  investmentValue: Ranking;
  /** Friendly links. */
  linkGroups: Array<LinkGroup>;
  /** Recommended brands for the search-heat list (zhaoshangSearch). */
  searchHot: Array<Brand>;
};

/** Sub-category rankings of an industry. */
export type RankingListing = {
  __typename?: 'RankingListing';
  /** The industry listed; null for all. */
  category?: Maybe<Category>;
  /** Sub-category ranking cards, 10 per page. */
  rankings: RankingPage;
};

/** A page of rankings. */
export type RankingPage = {
  __typename?: 'RankingPage';
  /** Rankings on this page. */
  items: Array<Ranking>;
  /** This page's number, from 1. */
  page: Scalars['Int']['output'];
  /** Rankings per page (10). */
  pageSize: Scalars['Int']['output'];
  /** Number of rankings in all pages. */
  total: Scalars['Int']['output'];
};

/** A red flag as list badges show it. */
export type RedFlag = {
  __typename?: 'RedFlag';
  /** Which failed check. */
  code: CheckCode;
  /** Short label, e.g. 未备案. */
  label: Scalars['String']['output'];
};

/** A city or province (upstream regionid). */
export type Region = Named & {
  __typename?: 'Region';
  /** Region id. */
  id: Scalars['ID']['output'];
  /** Region name. */
  name: Scalars['String']['output'];
};

/** Which list of related brands to fetch (upstream topid). */
export type RelatedBrandKind =
  /** Featured brands (topid 3). */
  | 'FEATURED'
  /** Hot brands (topid 1). */
  | 'HOT'
  /** Popular brands (topid 4). */
  | 'POPULAR'
  /** Recommended brands (topid 2). */
  | 'RECOMMENDED';

/** The staff desk's relay outcome. */
export type RelayOutcome =
  /** 对方拒绝 */
  | 'DECLINED'
  /** 未接通 */
  | 'NO_ANSWER'
  /** 已转达 */
  | 'REACHED'
  /** 号码有误 */
  | 'WRONG_NUMBER';

/** A brand's reviews in two figures. */
export type ReviewSummary = {
  __typename?: 'ReviewSummary';
  /** Average score, 0 to 5; null without reviews. */
  averageScore?: Maybe<Scalars['Float']['output']>;
  /** Number of reviews. */
  count: Scalars['Int']['output'];
};

/** What the header search box needs (getCidSearch). */
export type SearchConfig = {
  __typename?: 'SearchConfig';
  /** Industries for the search box's dropdown (no sub-categories). */
  categories: Array<Category>;
  /** Hot-search keywords. */
  hotSearches: Array<HotSearch>;
};

/** A search result: a Brand, a News article or a Topic, as the kind asked for. */
export type SearchHit = Brand | News | Topic;

/** A page of search results. */
export type SearchHitPage = {
  __typename?: 'SearchHitPage';
  /** Results on this page. */
  items: Array<SearchHit>;
  /** This page's number, from 1. */
  page: Scalars['Int']['output'];
  /** Results per page (15; 20 for topics). */
  pageSize: Scalars['Int']['output'];
  /** Number of results in all pages; an estimate when totalIsEstimate is true. */
  total: Scalars['Int']['output'];
  /**
   * True when total is an estimate: brand searches count exactly up to 500 matches and estimate past that
   * (a common one-character keyword can match tens of thousands). Pages are exact either way.
   */
  totalIsEstimate: Scalars['Boolean']['output'];
};

/** What to search (the /search model: zhaoshang, news, zhuanti). */
export type SearchKind =
  /** Franchise projects (zhaoshang), 15 per page. */
  | 'BRAND'
  /** Franchise news, 15 per page. */
  | 'NEWS'
  /** Franchise topics (zhuanti), 20 per page. */
  | 'TOPIC';

/** A sign-in step's answer; the session secret goes only into the HttpOnly cookie. */
export type SignInResult = {
  __typename?: 'SignInResult';
  /** 200, 400, 401 or 429. */
  code: Scalars['Int']['output'];
  /** Chinese, shown as is. */
  message: Scalars['String']['output'];
  /** True when code is 200. */
  ok: Scalars['Boolean']['output'];
  /** The next step; null on a refusal. */
  stage?: Maybe<SignInStage>;
};

/**
 * Where a sign-in stands: TOTP the second factor is due; TOTP_SETUP the account must set one up first
 * (every staff account); DONE signed in.
 */
export type SignInStage =
  /** Signed in. */
  | 'DONE'
  /** The second factor is due. */
  | 'TOTP'
  /** A second factor must be set up first. */
  | 'TOTP_SETUP';

/** One friendly link. */
export type SiteLink = {
  __typename?: 'SiteLink';
  /** Whether search engines must not follow it (upstream weight 0): render rel="nofollow". */
  nofollow: Scalars['Boolean']['output'];
  /** Link text. */
  title: Scalars['String']['output'];
  /** Target address. */
  url: Scalars['String']['output'];
};

/** Sort direction. */
export type SortDir =
  /** Oldest or smallest first. */
  | 'ASC'
  /** Newest or largest first. */
  | 'DESC';

/** A staff role. */
export type StaffRole =
  /** 管理员: accounts and roles. */
  | 'ADMIN'
  /** 合规: the audit trail, read-only. */
  | 'COMPLIANCE'
  /** 运营: claims, brand data. */
  | 'OPS'
  /** 客服: the lead desk, disputes. */
  | 'SUPPORT';

/** The brand's stores as a history. Its open stores are the brand's map shops and its shop count. */
export type StoreLedger = {
  __typename?: 'StoreLedger';
  /** The quarters as a chart: an SVG document rendered on the server once per data change (a data table carries the same numbers). */
  chartSvg: Scalars['String']['output'];
  /** Stores closed so far. */
  closedTotal: Scalars['Int']['output'];
  /** Closures in the last 12 months over the stores open at any time in them (0–1); null without stores. */
  closureRate12?: Maybe<Scalars['Float']['output']>;
  /** The same over 24 months. */
  closureRate24?: Maybe<Scalars['Float']['output']>;
  /** Of them, directly operated. */
  directOpen: Scalars['Int']['output'];
  /** Of them, franchised (= the brand's franchisee count). */
  franchisedOpen: Scalars['Int']['output'];
  /** Stores open on the record's day (= the brand's shop count and its map shops). */
  openNow: Scalars['Int']['output'];
  /** The last 12 quarters, oldest first. */
  quarters: Array<LedgerQuarter>;
  /** Where and when this was read. */
  source: FactSource;
  /** Of franchised stores opened at least 24 months ago, the share still open 24 months after opening (0–1); null when none. */
  survival24?: Maybe<Scalars['Float']['output']>;
  /** How many franchised stores that share is computed from. */
  survivalCohort: Scalars['Int']['output'];
};

/** A search-box suggestion. */
export type Suggestion = {
  __typename?: 'Suggestion';
  /** The row's id (brand, news or topic). */
  id: Scalars['ID']['output'];
  /** View count (suggestions are ordered by it, then newest). */
  popularity: Scalars['Int']['output'];
  /** Its title. */
  title: Scalars['String']['output'];
};

/** Which brand field suggestions match (getSearch field); news and topics match titles only. */
export type SuggestionField =
  /** Company. */
  | 'COMPANY'
  /** Main product. */
  | 'PRODUCT'
  /** Title. */
  | 'TITLE';

/** Which rows suggestions come from (getSearch where). */
export type SuggestionScope =
  /** Every row. */
  | 'ALL'
  /** Certified brands only. */
  | 'CERTIFIED'
  /** Brands with shops (the map's search box). */
  | 'WITH_SHOPS';

/** A brand tag (upstream idenid). */
export type Tag = Named & {
  __typename?: 'Tag';
  /** Tag id. */
  id: Scalars['ID']['output'];
  /** Tag name. */
  name: Scalars['String']['output'];
};

/** One row of the recent-enquiries ticker. Names are masked; phone numbers never appear. */
export type TickerItem = {
  __typename?: 'TickerItem';
  /** Enquiry id. */
  id: Scalars['ID']['output'];
  /** Masked enquirer name, e.g. 张**. */
  maskedName: Scalars['String']['output'];
  /** When, as text. */
  time: Scalars['String']['output'];
  /** What was enquired about (brand name). */
  title: Scalars['String']['output'];
};

/** A special topic (专题) grouping brands. */
export type Topic = {
  __typename?: 'Topic';
  /** The topic's brands. */
  brands: Array<Brand>;
  /** Category path, top level first. */
  categoryPath: Array<Category>;
  /** Topic id, also the number in /zhuanti/{id}. */
  id: Scalars['ID']['output'];
  /** SEO keywords. */
  keywords?: Maybe<Scalars['String']['output']>;
  /** Next topic; null shows 没有信息了. */
  next?: Maybe<AdjacentItem>;
  /** Previous topic; null shows 没有信息了. */
  previous?: Maybe<AdjacentItem>;
  /** Publication time, YYYY-MM-DD HH:mm. */
  publishedAt: Scalars['String']['output'];
  /** Publication month and day, MM-DD. */
  publishedMonthDay: Scalars['String']['output'];
  /** Related topics (on the topic detail only). */
  related: Array<Topic>;
  /** Summary. */
  summary: Scalars['String']['output'];
  /** Thumbnail URL: the cover picture, or the site's generated cover of the title when there is none. */
  thumbnail: Scalars['String']['output'];
  /** Topic title. */
  title: Scalars['String']['output'];
};

/** The topic hub /zhuanti (zhuanti/main, cached 30 minutes). */
export type TopicHome = {
  __typename?: 'TopicHome';
  /** Banner block. */
  banners: Array<Banner>;
  /** Latest topics. */
  latest: Array<Topic>;
  /** The 16 industry sections. */
  sections: Array<TopicSection>;
};

/** One topic-list page with its category bars. */
export type TopicListing = {
  __typename?: 'TopicListing';
  /** Industries with sub-categories, for the two category bars. */
  categories: Array<Category>;
  /** The category listed; null for all. */
  category?: Maybe<ListCategory>;
  /** The topics, 20 per page. */
  topics: TopicPage;
};

/** A page of topics. */
export type TopicPage = {
  __typename?: 'TopicPage';
  /** Topics on this page. */
  items: Array<Topic>;
  /** This page's number, from 1. */
  page: Scalars['Int']['output'];
  /** Topics per page (20). */
  pageSize: Scalars['Int']['output'];
  /** Number of topics in all pages. */
  total: Scalars['Int']['output'];
};

/** An industry with its newest topics (a topic-hub section, anchors zhauntimodel0..15). */
export type TopicSection = {
  __typename?: 'TopicSection';
  /** The industry. */
  category: Category;
  /** Its topics. */
  topics: Array<Topic>;
};

/** The second factor's set-up: the secret and its otpauth:// address (shown as a QR code). */
export type TotpSetup = {
  __typename?: 'TotpSetup';
  /** The URI as an SVG QR code. */
  qrSvg: Scalars['String']['output'];
  /** Base32 secret. */
  secret: Scalars['String']['output'];
  /** otpauth:// URI. */
  uri: Scalars['String']['output'];
};

/** One computed check, explained. */
export type TrustCheck = {
  __typename?: 'TrustCheck';
  /** Which check. */
  code: CheckCode;
  /** Why, in Chinese, with the figures and dates behind it. */
  detail: Scalars['String']['output'];
  /** Id of the brand-page element holding the fact behind the check (link as #id). */
  factAnchor: Scalars['String']['output'];
  /** The short red-flag label shown when it fails, e.g. 未备案. */
  flagLabel: Scalars['String']['output'];
  /** The check's name in Chinese, e.g. 商务部备案. */
  name: Scalars['String']['output'];
  /** Pass, fail or unknown. */
  state: CheckState;
};

/** 两店一年: at least two directly operated stores, each open more than a year, before franchising. */
export type TwoStoresRule = {
  __typename?: 'TwoStoresRule';
  /** On the day franchising began; UNKNOWN when that day is unknown. */
  atStart: CheckState;
  /** The same on the day franchising began; null when unknown. */
  directQualifiedAtStart?: Maybe<Scalars['Int']['output']>;
  /** Directly operated stores open more than a year, on the record's day. */
  directQualifiedNow: Scalars['Int']['output'];
  /** On the record's day (today's reading). */
  now: CheckState;
};

/** A typical shop's figures as the franchisor discloses them (never this site's estimate). */
export type UnitEconomics = {
  __typename?: 'UnitEconomics';
  /** Average ticket, yuan. */
  averageTicket: Scalars['Int']['output'];
  /** Orders per day of a typical shop, high end. */
  dailyOrdersMax: Scalars['Int']['output'];
  /** Orders per day of a typical shop, low end. */
  dailyOrdersMin: Scalars['Int']['output'];
  /** Gross margin, 0–1. */
  grossMargin: Scalars['Float']['output'];
  /** Other running costs per month (utilities, consumables), yuan. */
  otherMonthly: Scalars['Int']['output'];
  /** Staff cost per month, yuan. */
  staffMonthly: Scalars['Int']['output'];
  /** The shop size these figures are for, square metres. */
  typicalAreaM2: Scalars['Int']['output'];
};

export type WithIndex<TObject> = TObject & Record<string, any>;
export type ResolversObject<TObject> = WithIndex<TObject>;

export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;



/** Mapping of union types */
export type ResolversUnionTypes<_RefType extends Record<string, unknown>> = ResolversObject<{
  SearchHit:
    | ( WireBrand )
    | ( WireNews )
    | ( WireTopic )
  ;
}>;

/** Mapping of interface types */
export type ResolversInterfaceTypes<_RefType extends Record<string, unknown>> = ResolversObject<{
  Named:
    | ( FeeBand )
    | ( Region )
    | ( Tag )
  ;
}>;

/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = ResolversObject<{
  Access: Access;
  Account: ResolverTypeWrapper<Account>;
  AccountBrand: ResolverTypeWrapper<AccountBrand>;
  AccountCreated: ResolverTypeWrapper<AccountCreated>;
  AccountPage: ResolverTypeWrapper<AccountPage>;
  AccountSession: ResolverTypeWrapper<AccountSession>;
  AdSlot: AdSlot;
  AdjacentItem: ResolverTypeWrapper<AdjacentItem>;
  AdminResult: ResolverTypeWrapper<AdminResult>;
  AuditEvent: ResolverTypeWrapper<AuditEvent>;
  AuditPage: ResolverTypeWrapper<AuditPage>;
  Banner: ResolverTypeWrapper<WireAd>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  Brand: ResolverTypeWrapper<WireBrand>;
  BrandEdit: ResolverTypeWrapper<BrandEdit>;
  BrandEditFields: ResolverTypeWrapper<BrandEditFields>;
  BrandEditInput: BrandEditInput;
  BrandEditPage: ResolverTypeWrapper<BrandEditPage>;
  BrandEditResult: ResolverTypeWrapper<BrandEditResult>;
  BrandEditRow: ResolverTypeWrapper<BrandEditRow>;
  BrandEditState: BrandEditState;
  BrandEditView: ResolverTypeWrapper<BrandEditView>;
  BrandFilter: BrandFilter;
  BrandFilters: ResolverTypeWrapper<BrandFilters>;
  BrandFloor: ResolverTypeWrapper<Omit<BrandFloor, 'banners' | 'brands' | 'hotBrands' | 'news' | 'topBrands' | 'topics'> & { banners: Array<ResolversTypes['Banner']>, brands: Array<ResolversTypes['Brand']>, hotBrands: Array<ResolversTypes['Brand']>, news: Array<ResolversTypes['News']>, topBrands: Array<ResolversTypes['Brand']>, topics: Array<ResolversTypes['Topic']> }>;
  BrandHome: ResolverTypeWrapper<Omit<BrandHome, 'carousel' | 'certified' | 'floors' | 'imageBanners'> & { carousel: Array<ResolversTypes['Banner']>, certified: ResolversTypes['CertifiedBlock'], floors: Array<ResolversTypes['BrandFloor']>, imageBanners: Array<ResolversTypes['Banner']> }>;
  BrandListCounts: ResolverTypeWrapper<BrandListCounts>;
  BrandListing: ResolverTypeWrapper<Omit<BrandListing, 'brands'> & { brands: ResolversTypes['BrandPage'] }>;
  BrandNotify: ResolverTypeWrapper<BrandNotify>;
  BrandNotifyResult: ResolverTypeWrapper<BrandNotifyResult>;
  BrandPage: ResolverTypeWrapper<Omit<BrandPage, 'items'> & { items: Array<ResolversTypes['Brand']> }>;
  BrandRef: ResolverTypeWrapper<BrandRef>;
  BrandResponseTime: ResolverTypeWrapper<BrandResponseTime>;
  BrandRole: BrandRole;
  CacheControlScope: CacheControlScope;
  Captcha: ResolverTypeWrapper<Captcha>;
  Category: ResolverTypeWrapper<Category>;
  CategoryBrands: ResolverTypeWrapper<Omit<CategoryBrands, 'brands'> & { brands: Array<ResolversTypes['Brand']> }>;
  CertifiedBlock: ResolverTypeWrapper<Omit<CertifiedBlock, 'brands' | 'newest' | 'top'> & { brands: Array<ResolversTypes['Brand']>, newest: Array<ResolversTypes['Brand']>, top: Array<ResolversTypes['Brand']> }>;
  CheckCode: CheckCode;
  CheckState: CheckState;
  CityOption: ResolverTypeWrapper<CityOption>;
  Claim: ResolverTypeWrapper<Claim>;
  ClaimBrand: ResolverTypeWrapper<ClaimBrand>;
  ClaimDetail: ResolverTypeWrapper<ClaimDetail>;
  ClaimPage: ResolverTypeWrapper<ClaimPage>;
  ClaimResult: ResolverTypeWrapper<ClaimResult>;
  ClaimSibling: ResolverTypeWrapper<ClaimSibling>;
  ClaimState: ClaimState;
  Comment: ResolverTypeWrapper<WireComment>;
  CommentGroup: ResolverTypeWrapper<CommentGroup>;
  CommentListing: ResolverTypeWrapper<Omit<CommentListing, 'brand' | 'comments'> & { brand: ResolversTypes['Brand'], comments: ResolversTypes['CommentPage'] }>;
  CommentPage: ResolverTypeWrapper<Omit<CommentPage, 'items'> & { items: Array<ResolversTypes['Comment']> }>;
  CompanyRecord: ResolverTypeWrapper<WireRecordCompany>;
  CostItem: ResolverTypeWrapper<WireCostItem>;
  CostItemCode: CostItemCode;
  CostSheet: ResolverTypeWrapper<WireRecordCosts>;
  CostUnit: CostUnit;
  DeadJob: ResolverTypeWrapper<DeadJob>;
  DeadJobPage: ResolverTypeWrapper<DeadJobPage>;
  DisputePage: ResolverTypeWrapper<DisputePage>;
  DisputeReason: DisputeReason;
  DisputeRow: ResolverTypeWrapper<DisputeRow>;
  Editorial: ResolverTypeWrapper<Editorial>;
  EditorialBrand: ResolverTypeWrapper<EditorialBrand>;
  EditorialCategory: ResolverTypeWrapper<EditorialCategory>;
  EditorialChoices: ResolverTypeWrapper<EditorialChoices>;
  EditorialImage: ResolverTypeWrapper<EditorialImage>;
  EditorialImageResult: ResolverTypeWrapper<EditorialImageResult>;
  EditorialInput: EditorialInput;
  EditorialKind: EditorialKind;
  EditorialPage: ResolverTypeWrapper<EditorialPage>;
  EditorialResult: ResolverTypeWrapper<EditorialResult>;
  EditorialRow: ResolverTypeWrapper<EditorialRow>;
  EditorialStatus: EditorialStatus;
  Enquiry: ResolverTypeWrapper<WireStoredEnquiry>;
  EnquiryCount: ResolverTypeWrapper<WireRecordEnquiries>;
  EnquiryInput: EnquiryInput;
  EnquiryResult: ResolverTypeWrapper<Omit<EnquiryResult, 'enquiry'> & { enquiry?: Maybe<ResolversTypes['Enquiry']> }>;
  EnquiryStatus: EnquiryStatus;
  EnquiryTarget: ResolverTypeWrapper<EnquiryTarget>;
  EnrolInfo: ResolverTypeWrapper<EnrolInfo>;
  FactSource: ResolverTypeWrapper<FactSource>;
  FeeBand: ResolverTypeWrapper<FeeBand>;
  FeeBandBrands: ResolverTypeWrapper<Omit<FeeBandBrands, 'brands'> & { brands: Array<ResolversTypes['Brand']> }>;
  Filing: ResolverTypeWrapper<WireRecordFiling>;
  FilingStatus: FilingStatus;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  GalleryImage: ResolverTypeWrapper<GalleryImage>;
  Home: ResolverTypeWrapper<Omit<Home, 'banners' | 'brandsByCategory' | 'categoryNav' | 'certifiedBrands' | 'headline' | 'hotBrands' | 'modules' | 'news' | 'rankings' | 'topBanners' | 'topBrands' | 'topics'> & { banners: Array<ResolversTypes['Banner']>, brandsByCategory: Array<ResolversTypes['CategoryBrands']>, categoryNav: Array<ResolversTypes['CategoryBrands']>, certifiedBrands: Array<ResolversTypes['Brand']>, headline: ResolversTypes['Latest'], hotBrands: Array<ResolversTypes['Brand']>, modules: Array<ResolversTypes['HomeModule']>, news: Array<ResolversTypes['News']>, rankings: Array<ResolversTypes['Ranking']>, topBanners: Array<ResolversTypes['Banner']>, topBrands: Array<ResolversTypes['Brand']>, topics: Array<ResolversTypes['Topic']> }>;
  HomeModule: ResolverTypeWrapper<Omit<HomeModule, 'tabs'> & { tabs: Array<ResolversTypes['HomeModuleTab']> }>;
  HomeModuleTab: ResolverTypeWrapper<Omit<HomeModuleTab, 'brands' | 'carouselBrands'> & { brands: Array<ResolversTypes['Brand']>, carouselBrands: Array<ResolversTypes['Brand']> }>;
  HotSearch: ResolverTypeWrapper<HotSearch>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  ImportProblem: ResolverTypeWrapper<ImportProblem>;
  ImportReport: ResolverTypeWrapper<ImportReport>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  JobStatus: JobStatus;
  Latest: ResolverTypeWrapper<Omit<Latest, 'brands' | 'news' | 'topics'> & { brands: Array<ResolversTypes['Brand']>, news: Array<ResolversTypes['News']>, topics: Array<ResolversTypes['Topic']> }>;
  Lead: ResolverTypeWrapper<Lead>;
  LeadChannel: LeadChannel;
  LeadDispute: ResolverTypeWrapper<LeadDispute>;
  LeadEvent: ResolverTypeWrapper<LeadEvent>;
  LeadExport: ResolverTypeWrapper<LeadExport>;
  LeadJob: ResolverTypeWrapper<LeadJob>;
  LeadPage: ResolverTypeWrapper<LeadPage>;
  LeadRelay: ResolverTypeWrapper<LeadRelay>;
  LeadResult: ResolverTypeWrapper<LeadResult>;
  LeadReveal: ResolverTypeWrapper<LeadReveal>;
  LeadState: LeadState;
  LedgerQuarter: ResolverTypeWrapper<LedgerQuarter>;
  LinkGroup: ResolverTypeWrapper<LinkGroup>;
  ListCategory: ResolverTypeWrapper<ListCategory>;
  MapBounds: MapBounds;
  MapCentre: ResolverTypeWrapper<MapCentre>;
  MapMode: MapMode;
  MapSearch: ResolverTypeWrapper<Omit<MapSearch, 'hotBrands' | 'shops'> & { hotBrands: Array<ResolversTypes['Brand']>, shops: ResolversTypes['MapShopPage'] }>;
  MapShop: ResolverTypeWrapper<WireMapShop>;
  MapShopPage: ResolverTypeWrapper<Omit<MapShopPage, 'items'> & { items: Array<ResolversTypes['MapShop']> }>;
  MenuItem: ResolverTypeWrapper<MenuItem>;
  MerchantCodeResult: ResolverTypeWrapper<MerchantCodeResult>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  MyEnquiriesResult: ResolverTypeWrapper<Omit<MyEnquiriesResult, 'list'> & { list?: Maybe<ResolversTypes['MyEnquiryList']> }>;
  MyEnquiry: ResolverTypeWrapper<WireMyEnquiry>;
  MyEnquiryList: ResolverTypeWrapper<WireMyEnquiries>;
  MyEnquiryStep: ResolverTypeWrapper<MyEnquiryStep>;
  Named: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['Named']>;
  News: ResolverTypeWrapper<WireNews>;
  NewsHome: ResolverTypeWrapper<Omit<NewsHome, 'banners' | 'brandBanners' | 'brands' | 'hot' | 'latest' | 'sections'> & { banners: Array<ResolversTypes['Banner']>, brandBanners: Array<ResolversTypes['Banner']>, brands: Array<ResolversTypes['Brand']>, hot: Array<ResolversTypes['News']>, latest: Array<ResolversTypes['News']>, sections: Array<ResolversTypes['NewsSection']> }>;
  NewsListing: ResolverTypeWrapper<Omit<NewsListing, 'news'> & { news: ResolversTypes['NewsPage'] }>;
  NewsPage: ResolverTypeWrapper<Omit<NewsPage, 'items'> & { items: Array<ResolversTypes['News']> }>;
  NewsSection: ResolverTypeWrapper<Omit<NewsSection, 'news'> & { news: Array<ResolversTypes['News']> }>;
  PhoneReveal: ResolverTypeWrapper<PhoneReveal>;
  PhoneRevealCode: PhoneRevealCode;
  Placement: ResolverTypeWrapper<Placement>;
  PlacementInput: PlacementInput;
  PlacementPage: ResolverTypeWrapper<PlacementPage>;
  PlacementResult: ResolverTypeWrapper<PlacementResult>;
  PlacementSlot: ResolverTypeWrapper<PlacementSlot>;
  PlacementState: PlacementState;
  Poster: ResolverTypeWrapper<Omit<Poster, 'brand'> & { brand: ResolversTypes['Brand'] }>;
  PosterItem: ResolverTypeWrapper<PosterItem>;
  PosterItemKind: PosterItemKind;
  Principal: ResolverTypeWrapper<Principal>;
  PublicRecord: ResolverTypeWrapper<WireBrandRecord>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Ranking: ResolverTypeWrapper<WireRanking>;
  RankingEntry: ResolverTypeWrapper<Omit<RankingEntry, 'brand'> & { brand: ResolversTypes['Brand'] }>;
  RankingHome: ResolverTypeWrapper<Omit<RankingHome, 'byFeeBand' | 'certified' | 'heat' | 'industries' | 'influence' | 'investmentPotential' | 'investmentValue' | 'searchHot'> & { byFeeBand: Array<ResolversTypes['FeeBandBrands']>, certified: ResolversTypes['Ranking'], heat: ResolversTypes['Ranking'], industries: Array<ResolversTypes['Ranking']>, influence: ResolversTypes['Ranking'], investmentPotential: Array<ResolversTypes['Brand']>, investmentValue: ResolversTypes['Ranking'], searchHot: Array<ResolversTypes['Brand']> }>;
  RankingListing: ResolverTypeWrapper<Omit<RankingListing, 'rankings'> & { rankings: ResolversTypes['RankingPage'] }>;
  RankingPage: ResolverTypeWrapper<Omit<RankingPage, 'items'> & { items: Array<ResolversTypes['Ranking']> }>;
  RedFlag: ResolverTypeWrapper<RedFlag>;
  Region: ResolverTypeWrapper<Region>;
  RelatedBrandKind: RelatedBrandKind;
  RelayOutcome: RelayOutcome;
  ReviewSummary: ResolverTypeWrapper<ReviewSummary>;
  SearchConfig: ResolverTypeWrapper<SearchConfig>;
  SearchHit: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['SearchHit']>;
  SearchHitPage: ResolverTypeWrapper<Omit<SearchHitPage, 'items'> & { items: Array<ResolversTypes['SearchHit']> }>;
  SearchKind: SearchKind;
  SignInResult: ResolverTypeWrapper<SignInResult>;
  SignInStage: SignInStage;
  SiteLink: ResolverTypeWrapper<SiteLink>;
  SortDir: SortDir;
  StaffRole: StaffRole;
  StoreLedger: ResolverTypeWrapper<WireRecordLedger>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Suggestion: ResolverTypeWrapper<Suggestion>;
  SuggestionField: SuggestionField;
  SuggestionScope: SuggestionScope;
  Tag: ResolverTypeWrapper<Tag>;
  TickerItem: ResolverTypeWrapper<WireGuestbookItem>;
  Topic: ResolverTypeWrapper<WireTopic>;
  TopicHome: ResolverTypeWrapper<Omit<TopicHome, 'banners' | 'latest' | 'sections'> & { banners: Array<ResolversTypes['Banner']>, latest: Array<ResolversTypes['Topic']>, sections: Array<ResolversTypes['TopicSection']> }>;
  TopicListing: ResolverTypeWrapper<Omit<TopicListing, 'topics'> & { topics: ResolversTypes['TopicPage'] }>;
  TopicPage: ResolverTypeWrapper<Omit<TopicPage, 'items'> & { items: Array<ResolversTypes['Topic']> }>;
  TopicSection: ResolverTypeWrapper<Omit<TopicSection, 'topics'> & { topics: Array<ResolversTypes['Topic']> }>;
  TotpSetup: ResolverTypeWrapper<TotpSetup>;
  TrustCheck: ResolverTypeWrapper<WireRecordCheck>;
  TwoStoresRule: ResolverTypeWrapper<WireRecordTwoStores>;
  UnitEconomics: ResolverTypeWrapper<UnitEconomics>;
}>;

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = ResolversObject<{
  Account: Account;
  AccountBrand: AccountBrand;
  AccountCreated: AccountCreated;
  AccountPage: AccountPage;
  AccountSession: AccountSession;
  AdjacentItem: AdjacentItem;
  AdminResult: AdminResult;
  AuditEvent: AuditEvent;
  AuditPage: AuditPage;
  Banner: WireAd;
  Boolean: Scalars['Boolean']['output'];
  Brand: WireBrand;
  BrandEdit: BrandEdit;
  BrandEditFields: BrandEditFields;
  BrandEditInput: BrandEditInput;
  BrandEditPage: BrandEditPage;
  BrandEditResult: BrandEditResult;
  BrandEditRow: BrandEditRow;
  BrandEditView: BrandEditView;
  BrandFilter: BrandFilter;
  BrandFilters: BrandFilters;
  BrandFloor: Omit<BrandFloor, 'banners' | 'brands' | 'hotBrands' | 'news' | 'topBrands' | 'topics'> & { banners: Array<ResolversParentTypes['Banner']>, brands: Array<ResolversParentTypes['Brand']>, hotBrands: Array<ResolversParentTypes['Brand']>, news: Array<ResolversParentTypes['News']>, topBrands: Array<ResolversParentTypes['Brand']>, topics: Array<ResolversParentTypes['Topic']> };
  BrandHome: Omit<BrandHome, 'carousel' | 'certified' | 'floors' | 'imageBanners'> & { carousel: Array<ResolversParentTypes['Banner']>, certified: ResolversParentTypes['CertifiedBlock'], floors: Array<ResolversParentTypes['BrandFloor']>, imageBanners: Array<ResolversParentTypes['Banner']> };
  BrandListCounts: BrandListCounts;
  BrandListing: Omit<BrandListing, 'brands'> & { brands: ResolversParentTypes['BrandPage'] };
  BrandNotify: BrandNotify;
  BrandNotifyResult: BrandNotifyResult;
  BrandPage: Omit<BrandPage, 'items'> & { items: Array<ResolversParentTypes['Brand']> };
  BrandRef: BrandRef;
  BrandResponseTime: BrandResponseTime;
  Captcha: Captcha;
  Category: Category;
  CategoryBrands: Omit<CategoryBrands, 'brands'> & { brands: Array<ResolversParentTypes['Brand']> };
  CertifiedBlock: Omit<CertifiedBlock, 'brands' | 'newest' | 'top'> & { brands: Array<ResolversParentTypes['Brand']>, newest: Array<ResolversParentTypes['Brand']>, top: Array<ResolversParentTypes['Brand']> };
  CityOption: CityOption;
  Claim: Claim;
  ClaimBrand: ClaimBrand;
  ClaimDetail: ClaimDetail;
  ClaimPage: ClaimPage;
  ClaimResult: ClaimResult;
  ClaimSibling: ClaimSibling;
  Comment: WireComment;
  CommentGroup: CommentGroup;
  CommentListing: Omit<CommentListing, 'brand' | 'comments'> & { brand: ResolversParentTypes['Brand'], comments: ResolversParentTypes['CommentPage'] };
  CommentPage: Omit<CommentPage, 'items'> & { items: Array<ResolversParentTypes['Comment']> };
  CompanyRecord: WireRecordCompany;
  CostItem: WireCostItem;
  CostSheet: WireRecordCosts;
  DeadJob: DeadJob;
  DeadJobPage: DeadJobPage;
  DisputePage: DisputePage;
  DisputeRow: DisputeRow;
  Editorial: Editorial;
  EditorialBrand: EditorialBrand;
  EditorialCategory: EditorialCategory;
  EditorialChoices: EditorialChoices;
  EditorialImage: EditorialImage;
  EditorialImageResult: EditorialImageResult;
  EditorialInput: EditorialInput;
  EditorialPage: EditorialPage;
  EditorialResult: EditorialResult;
  EditorialRow: EditorialRow;
  Enquiry: WireStoredEnquiry;
  EnquiryCount: WireRecordEnquiries;
  EnquiryInput: EnquiryInput;
  EnquiryResult: Omit<EnquiryResult, 'enquiry'> & { enquiry?: Maybe<ResolversParentTypes['Enquiry']> };
  EnquiryTarget: EnquiryTarget;
  EnrolInfo: EnrolInfo;
  FactSource: FactSource;
  FeeBand: FeeBand;
  FeeBandBrands: Omit<FeeBandBrands, 'brands'> & { brands: Array<ResolversParentTypes['Brand']> };
  Filing: WireRecordFiling;
  Float: Scalars['Float']['output'];
  GalleryImage: GalleryImage;
  Home: Omit<Home, 'banners' | 'brandsByCategory' | 'categoryNav' | 'certifiedBrands' | 'headline' | 'hotBrands' | 'modules' | 'news' | 'rankings' | 'topBanners' | 'topBrands' | 'topics'> & { banners: Array<ResolversParentTypes['Banner']>, brandsByCategory: Array<ResolversParentTypes['CategoryBrands']>, categoryNav: Array<ResolversParentTypes['CategoryBrands']>, certifiedBrands: Array<ResolversParentTypes['Brand']>, headline: ResolversParentTypes['Latest'], hotBrands: Array<ResolversParentTypes['Brand']>, modules: Array<ResolversParentTypes['HomeModule']>, news: Array<ResolversParentTypes['News']>, rankings: Array<ResolversParentTypes['Ranking']>, topBanners: Array<ResolversParentTypes['Banner']>, topBrands: Array<ResolversParentTypes['Brand']>, topics: Array<ResolversParentTypes['Topic']> };
  HomeModule: Omit<HomeModule, 'tabs'> & { tabs: Array<ResolversParentTypes['HomeModuleTab']> };
  HomeModuleTab: Omit<HomeModuleTab, 'brands' | 'carouselBrands'> & { brands: Array<ResolversParentTypes['Brand']>, carouselBrands: Array<ResolversParentTypes['Brand']> };
  HotSearch: HotSearch;
  ID: Scalars['ID']['output'];
  ImportProblem: ImportProblem;
  ImportReport: ImportReport;
  Int: Scalars['Int']['output'];
  Latest: Omit<Latest, 'brands' | 'news' | 'topics'> & { brands: Array<ResolversParentTypes['Brand']>, news: Array<ResolversParentTypes['News']>, topics: Array<ResolversParentTypes['Topic']> };
  Lead: Lead;
  LeadDispute: LeadDispute;
  LeadEvent: LeadEvent;
  LeadExport: LeadExport;
  LeadJob: LeadJob;
  LeadPage: LeadPage;
  LeadRelay: LeadRelay;
  LeadResult: LeadResult;
  LeadReveal: LeadReveal;
  LedgerQuarter: LedgerQuarter;
  LinkGroup: LinkGroup;
  ListCategory: ListCategory;
  MapBounds: MapBounds;
  MapCentre: MapCentre;
  MapSearch: Omit<MapSearch, 'hotBrands' | 'shops'> & { hotBrands: Array<ResolversParentTypes['Brand']>, shops: ResolversParentTypes['MapShopPage'] };
  MapShop: WireMapShop;
  MapShopPage: Omit<MapShopPage, 'items'> & { items: Array<ResolversParentTypes['MapShop']> };
  MenuItem: MenuItem;
  MerchantCodeResult: MerchantCodeResult;
  Mutation: Record<PropertyKey, never>;
  MyEnquiriesResult: Omit<MyEnquiriesResult, 'list'> & { list?: Maybe<ResolversParentTypes['MyEnquiryList']> };
  MyEnquiry: WireMyEnquiry;
  MyEnquiryList: WireMyEnquiries;
  MyEnquiryStep: MyEnquiryStep;
  Named: ResolversInterfaceTypes<ResolversParentTypes>['Named'];
  News: WireNews;
  NewsHome: Omit<NewsHome, 'banners' | 'brandBanners' | 'brands' | 'hot' | 'latest' | 'sections'> & { banners: Array<ResolversParentTypes['Banner']>, brandBanners: Array<ResolversParentTypes['Banner']>, brands: Array<ResolversParentTypes['Brand']>, hot: Array<ResolversParentTypes['News']>, latest: Array<ResolversParentTypes['News']>, sections: Array<ResolversParentTypes['NewsSection']> };
  NewsListing: Omit<NewsListing, 'news'> & { news: ResolversParentTypes['NewsPage'] };
  NewsPage: Omit<NewsPage, 'items'> & { items: Array<ResolversParentTypes['News']> };
  NewsSection: Omit<NewsSection, 'news'> & { news: Array<ResolversParentTypes['News']> };
  PhoneReveal: PhoneReveal;
  Placement: Placement;
  PlacementInput: PlacementInput;
  PlacementPage: PlacementPage;
  PlacementResult: PlacementResult;
  PlacementSlot: PlacementSlot;
  Poster: Omit<Poster, 'brand'> & { brand: ResolversParentTypes['Brand'] };
  PosterItem: PosterItem;
  Principal: Principal;
  PublicRecord: WireBrandRecord;
  Query: Record<PropertyKey, never>;
  Ranking: WireRanking;
  RankingEntry: Omit<RankingEntry, 'brand'> & { brand: ResolversParentTypes['Brand'] };
  RankingHome: Omit<RankingHome, 'byFeeBand' | 'certified' | 'heat' | 'industries' | 'influence' | 'investmentPotential' | 'investmentValue' | 'searchHot'> & { byFeeBand: Array<ResolversParentTypes['FeeBandBrands']>, certified: ResolversParentTypes['Ranking'], heat: ResolversParentTypes['Ranking'], industries: Array<ResolversParentTypes['Ranking']>, influence: ResolversParentTypes['Ranking'], investmentPotential: Array<ResolversParentTypes['Brand']>, investmentValue: ResolversParentTypes['Ranking'], searchHot: Array<ResolversParentTypes['Brand']> };
  RankingListing: Omit<RankingListing, 'rankings'> & { rankings: ResolversParentTypes['RankingPage'] };
  RankingPage: Omit<RankingPage, 'items'> & { items: Array<ResolversParentTypes['Ranking']> };
  RedFlag: RedFlag;
  Region: Region;
  ReviewSummary: ReviewSummary;
  SearchConfig: SearchConfig;
  SearchHit: ResolversUnionTypes<ResolversParentTypes>['SearchHit'];
  SearchHitPage: Omit<SearchHitPage, 'items'> & { items: Array<ResolversParentTypes['SearchHit']> };
  SignInResult: SignInResult;
  SiteLink: SiteLink;
  StoreLedger: WireRecordLedger;
  String: Scalars['String']['output'];
  Suggestion: Suggestion;
  Tag: Tag;
  TickerItem: WireGuestbookItem;
  Topic: WireTopic;
  TopicHome: Omit<TopicHome, 'banners' | 'latest' | 'sections'> & { banners: Array<ResolversParentTypes['Banner']>, latest: Array<ResolversParentTypes['Topic']>, sections: Array<ResolversParentTypes['TopicSection']> };
  TopicListing: Omit<TopicListing, 'topics'> & { topics: ResolversParentTypes['TopicPage'] };
  TopicPage: Omit<TopicPage, 'items'> & { items: Array<ResolversParentTypes['Topic']> };
  TopicSection: Omit<TopicSection, 'topics'> & { topics: Array<ResolversParentTypes['Topic']> };
  TotpSetup: TotpSetup;
  TrustCheck: WireRecordCheck;
  TwoStoresRule: WireRecordTwoStores;
  UnitEconomics: UnitEconomics;
}>;

export type AllowDirectiveArgs = {
  roles: Array<Access>;
};

export type AllowDirectiveResolver<Result, Parent, ContextType = GraphQLContext, Args = AllowDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type CacheControlDirectiveArgs = {
  inheritMaxAge?: Maybe<Scalars['Boolean']['input']>;
  maxAge?: Maybe<Scalars['Int']['input']>;
  scope?: Maybe<CacheControlScope>;
};

export type CacheControlDirectiveResolver<Result, Parent, ContextType = GraphQLContext, Args = CacheControlDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type AccountResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Account'] = ResolversParentTypes['Account']> = ResolversObject<{
  brands?: Resolver<Array<ResolversTypes['AccountBrand']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  disabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lockedUntil?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  login?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  maskedPhone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  staffRole?: Resolver<Maybe<ResolversTypes['StaffRole']>, ParentType, ContextType>;
  totpEnabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type AccountBrandResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AccountBrand'] = ResolversParentTypes['AccountBrand']> = ResolversObject<{
  brandId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  brandName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['BrandRole'], ParentType, ContextType>;
}>;

export type AccountCreatedResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AccountCreated'] = ResolversParentTypes['AccountCreated']> = ResolversObject<{
  code?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  enrolUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  expiresAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type AccountPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AccountPage'] = ResolversParentTypes['AccountPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['Account']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type AccountSessionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AccountSession'] = ResolversParentTypes['AccountSession']> = ResolversObject<{
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  current?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastSeenAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  network?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  userAgent?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type AdjacentItemResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdjacentItem'] = ResolversParentTypes['AdjacentItem']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type AdminResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdminResult'] = ResolversParentTypes['AdminResult']> = ResolversObject<{
  code?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type AuditEventResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AuditEvent'] = ResolversParentTypes['AuditEvent']> = ResolversObject<{
  action?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  actor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  brandId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  detail?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  network?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  outcome?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subject?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type AuditPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AuditPage'] = ResolversParentTypes['AuditPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['AuditEvent']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type BannerResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Banner'] = ResolversParentTypes['Banner']> = ResolversObject<{
  external?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  href?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  imageUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type BrandResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Brand'] = ResolversParentTypes['Brand']> = ResolversObject<{
  advantagesHtml?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  category?: Resolver<ResolversTypes['Category'], ParentType, ContextType>;
  categoryPath?: Resolver<Array<ResolversTypes['Category']>, ParentType, ContextType>;
  certified?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  claimed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  company?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  conditionsHtml?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  enquiryTarget?: Resolver<Maybe<ResolversTypes['EnquiryTarget']>, ParentType, ContextType>;
  feeBand?: Resolver<ResolversTypes['FeeBand'], ParentType, ContextType>;
  filingStatus?: Resolver<ResolversTypes['FilingStatus'], ParentType, ContextType>;
  foundedYear?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  franchiseeCount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  gallery?: Resolver<Array<ResolversTypes['GalleryImage']>, ParentType, ContextType>;
  hasPoster?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  headquarters?: Resolver<Maybe<ResolversTypes['Region']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  introHtml?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  keywords?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  listedOn?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  mainProduct?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  origin?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  pinyin?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  processHtml?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  publicRecord?: Resolver<Maybe<ResolversTypes['PublicRecord']>, ParentType, ContextType>;
  redFlags?: Resolver<Array<ResolversTypes['RedFlag']>, ParentType, ContextType>;
  responseTime?: Resolver<Maybe<ResolversTypes['BrandResponseTime']>, ParentType, ContextType>;
  reviewSummary?: Resolver<Maybe<ResolversTypes['ReviewSummary']>, ParentType, ContextType>;
  shopCount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  suitableCrowd?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  summary?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tags?: Resolver<Array<ResolversTypes['Tag']>, ParentType, ContextType>;
  thumbnail?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type BrandEditResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BrandEdit'] = ResolversParentTypes['BrandEdit']> = ResolversObject<{
  author?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  brandId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  changed?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  conflicts?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  decidedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fields?: Resolver<ResolversTypes['BrandEditFields'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  returnReason?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['BrandEditState'], ParentType, ContextType>;
  submittedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type BrandEditFieldsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BrandEditFields'] = ResolversParentTypes['BrandEditFields']> = ResolversObject<{
  advantage?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  brandId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  company?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  conditions?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  content?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  feeBandId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  foundedYear?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  money?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  process?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  product?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slideshow?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  throng?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  thumb?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type BrandEditPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BrandEditPage'] = ResolversParentTypes['BrandEditPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['BrandEditRow']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type BrandEditResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BrandEditResult'] = ResolversParentTypes['BrandEditResult']> = ResolversObject<{
  code?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  view?: Resolver<Maybe<ResolversTypes['BrandEditView']>, ParentType, ContextType>;
}>;

export type BrandEditRowResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BrandEditRow'] = ResolversParentTypes['BrandEditRow']> = ResolversObject<{
  author?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  brandId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  brandTitle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  changed?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  decidedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['BrandEditState'], ParentType, ContextType>;
  submittedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type BrandEditViewResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BrandEditView'] = ResolversParentTypes['BrandEditView']> = ResolversObject<{
  brandId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  current?: Resolver<ResolversTypes['BrandEditFields'], ParentType, ContextType>;
  edit?: Resolver<Maybe<ResolversTypes['BrandEdit']>, ParentType, ContextType>;
  feeBands?: Resolver<Array<ResolversTypes['FeeBand']>, ParentType, ContextType>;
  media?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type BrandFiltersResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BrandFilters'] = ResolversParentTypes['BrandFilters']> = ResolversObject<{
  categories?: Resolver<Array<ResolversTypes['Category']>, ParentType, ContextType>;
  feeBands?: Resolver<Array<ResolversTypes['FeeBand']>, ParentType, ContextType>;
  regions?: Resolver<Array<ResolversTypes['Region']>, ParentType, ContextType>;
  tags?: Resolver<Array<ResolversTypes['Tag']>, ParentType, ContextType>;
}>;

export type BrandFloorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BrandFloor'] = ResolversParentTypes['BrandFloor']> = ResolversObject<{
  banners?: Resolver<Array<ResolversTypes['Banner']>, ParentType, ContextType>;
  brands?: Resolver<Array<ResolversTypes['Brand']>, ParentType, ContextType>;
  category?: Resolver<ResolversTypes['Category'], ParentType, ContextType>;
  hotBrands?: Resolver<Array<ResolversTypes['Brand']>, ParentType, ContextType>;
  hotSubCategories?: Resolver<Array<ResolversTypes['Category']>, ParentType, ContextType>;
  news?: Resolver<Array<ResolversTypes['News']>, ParentType, ContextType>;
  topBrands?: Resolver<Array<ResolversTypes['Brand']>, ParentType, ContextType>;
  topics?: Resolver<Array<ResolversTypes['Topic']>, ParentType, ContextType>;
}>;

export type BrandHomeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BrandHome'] = ResolversParentTypes['BrandHome']> = ResolversObject<{
  carousel?: Resolver<Array<ResolversTypes['Banner']>, ParentType, ContextType>;
  certified?: Resolver<ResolversTypes['CertifiedBlock'], ParentType, ContextType>;
  floors?: Resolver<Array<ResolversTypes['BrandFloor']>, ParentType, ContextType>;
  imageBanners?: Resolver<Array<ResolversTypes['Banner']>, ParentType, ContextType>;
}>;

export type BrandListCountsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BrandListCounts'] = ResolversParentTypes['BrandListCounts']> = ResolversObject<{
  filed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  twoStores?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type BrandListingResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BrandListing'] = ResolversParentTypes['BrandListing']> = ResolversObject<{
  brands?: Resolver<ResolversTypes['BrandPage'], ParentType, ContextType>;
  category?: Resolver<Maybe<ResolversTypes['ListCategory']>, ParentType, ContextType>;
}>;

export type BrandNotifyResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BrandNotify'] = ResolversParentTypes['BrandNotify']> = ResolversObject<{
  brandId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  hasSecret?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  maskedSmsPhone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  webhookSecret?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  webhookUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type BrandNotifyResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BrandNotifyResult'] = ResolversParentTypes['BrandNotifyResult']> = ResolversObject<{
  code?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  notify?: Resolver<Maybe<ResolversTypes['BrandNotify']>, ParentType, ContextType>;
}>;

export type BrandPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BrandPage'] = ResolversParentTypes['BrandPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['Brand']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type BrandRefResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BrandRef'] = ResolversParentTypes['BrandRef']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type BrandResponseTimeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BrandResponseTime'] = ResolversParentTypes['BrandResponseTime']> = ResolversObject<{
  asOf?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  enoughData?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  leads?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  medianFirstContactMinutes?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  medianFirstViewMinutes?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  source?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  windowDays?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type CaptchaResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Captcha'] = ResolversParentTypes['Captcha']> = ResolversObject<{
  image?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pow?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type CategoryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Category'] = ResolversParentTypes['Category']> = ResolversObject<{
  children?: Resolver<Array<ResolversTypes['Category']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pinyin?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type CategoryBrandsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CategoryBrands'] = ResolversParentTypes['CategoryBrands']> = ResolversObject<{
  brands?: Resolver<Array<ResolversTypes['Brand']>, ParentType, ContextType>;
  category?: Resolver<ResolversTypes['Category'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type CertifiedBlockResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CertifiedBlock'] = ResolversParentTypes['CertifiedBlock']> = ResolversObject<{
  brands?: Resolver<Array<ResolversTypes['Brand']>, ParentType, ContextType>;
  newest?: Resolver<Array<ResolversTypes['Brand']>, ParentType, ContextType>;
  top?: Resolver<Array<ResolversTypes['Brand']>, ParentType, ContextType>;
}>;

export type CityOptionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CityOption'] = ResolversParentTypes['CityOption']> = ResolversObject<{
  children?: Resolver<Array<ResolversTypes['CityOption']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ClaimResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Claim'] = ResolversParentTypes['Claim']> = ResolversObject<{
  brandId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  brandName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  companyName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  contactName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  contactPhone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  creditCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  decidedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['ClaimState'], ParentType, ContextType>;
  stateLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ClaimBrandResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ClaimBrand'] = ResolversParentTypes['ClaimBrand']> = ResolversObject<{
  claimed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pending?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type ClaimDetailResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ClaimDetail'] = ResolversParentTypes['ClaimDetail']> = ResolversObject<{
  accountLogin?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  claim?: Resolver<ResolversTypes['Claim'], ParentType, ContextType>;
  currentOperator?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  licenceHeight?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  licenceUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  licenceWidth?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  others?: Resolver<Array<ResolversTypes['ClaimSibling']>, ParentType, ContextType>;
}>;

export type ClaimPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ClaimPage'] = ResolversParentTypes['ClaimPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['Claim']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ClaimResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ClaimResult'] = ResolversParentTypes['ClaimResult']> = ResolversObject<{
  claim?: Resolver<Maybe<ResolversTypes['Claim']>, ParentType, ContextType>;
  code?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type ClaimSiblingResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ClaimSibling'] = ResolversParentTypes['ClaimSibling']> = ResolversObject<{
  companyName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['ClaimState'], ParentType, ContextType>;
}>;

export type CommentResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Comment'] = ResolversParentTypes['Comment']> = ResolversObject<{
  contentHtml?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  pictures?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  score?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  userLogo?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  userName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type CommentGroupResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CommentGroup'] = ResolversParentTypes['CommentGroup']> = ResolversObject<{
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type CommentListingResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CommentListing'] = ResolversParentTypes['CommentListing']> = ResolversObject<{
  averageScore?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  brand?: Resolver<ResolversTypes['Brand'], ParentType, ContextType>;
  commentCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  comments?: Resolver<ResolversTypes['CommentPage'], ParentType, ContextType>;
  groups?: Resolver<Array<ResolversTypes['CommentGroup']>, ParentType, ContextType>;
}>;

export type CommentPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CommentPage'] = ResolversParentTypes['CommentPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['Comment']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type CompanyRecordResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CompanyRecord'] = ResolversParentTypes['CompanyRecord']> = ResolversObject<{
  ageYears?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  brandCount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  industryCount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  registeredOn?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  source?: Resolver<ResolversTypes['FactSource'], ParentType, ContextType>;
}>;

export type CostItemResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CostItem'] = ResolversParentTypes['CostItem']> = ResolversObject<{
  byTier?: Resolver<Maybe<Array<ResolversTypes['Int']>>, ParentType, ContextType>;
  code?: Resolver<ResolversTypes['CostItemCode'], ParentType, ContextType>;
  disclosed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  max?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  min?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  unit?: Resolver<ResolversTypes['CostUnit'], ParentType, ContextType>;
}>;

export type CostSheetResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CostSheet'] = ResolversParentTypes['CostSheet']> = ResolversObject<{
  economics?: Resolver<Maybe<ResolversTypes['UnitEconomics']>, ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['CostItem']>, ParentType, ContextType>;
  source?: Resolver<ResolversTypes['FactSource'], ParentType, ContextType>;
}>;

export type DeadJobResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DeadJob'] = ResolversParentTypes['DeadJob']> = ResolversObject<{
  attempts?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  brandId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  brandName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  channel?: Resolver<ResolversTypes['LeadChannel'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastError?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  leadId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type DeadJobPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DeadJobPage'] = ResolversParentTypes['DeadJobPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['DeadJob']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type DisputePageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DisputePage'] = ResolversParentTypes['DisputePage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['DisputeRow']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type DisputeRowResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DisputeRow'] = ResolversParentTypes['DisputeRow']> = ResolversObject<{
  brandId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  brandName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  decision?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  leadId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  note?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  openedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['DisputeReason'], ParentType, ContextType>;
}>;

export type EditorialResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Editorial'] = ResolversParentTypes['Editorial']> = ResolversObject<{
  author?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  bodyHtml?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  brands?: Resolver<Array<ResolversTypes['EditorialBrand']>, ParentType, ContextType>;
  category?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  categoryId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  keywords?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['EditorialKind'], ParentType, ContextType>;
  previewHtml?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  publicPath?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  publishAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  publishedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['EditorialStatus'], ParentType, ContextType>;
  summary?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  thumbnail?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type EditorialBrandResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['EditorialBrand'] = ResolversParentTypes['EditorialBrand']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type EditorialCategoryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['EditorialCategory'] = ResolversParentTypes['EditorialCategory']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  parent?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type EditorialChoicesResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['EditorialChoices'] = ResolversParentTypes['EditorialChoices']> = ResolversObject<{
  articleCategories?: Resolver<Array<ResolversTypes['EditorialCategory']>, ParentType, ContextType>;
  topicCategories?: Resolver<Array<ResolversTypes['EditorialCategory']>, ParentType, ContextType>;
}>;

export type EditorialImageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['EditorialImage'] = ResolversParentTypes['EditorialImage']> = ResolversObject<{
  height?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  width?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type EditorialImageResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['EditorialImageResult'] = ResolversParentTypes['EditorialImageResult']> = ResolversObject<{
  code?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['EditorialImage']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type EditorialPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['EditorialPage'] = ResolversParentTypes['EditorialPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['EditorialRow']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type EditorialResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['EditorialResult'] = ResolversParentTypes['EditorialResult']> = ResolversObject<{
  code?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  item?: Resolver<Maybe<ResolversTypes['Editorial']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type EditorialRowResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['EditorialRow'] = ResolversParentTypes['EditorialRow']> = ResolversObject<{
  category?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['EditorialKind'], ParentType, ContextType>;
  publishAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  publishedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['EditorialStatus'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type EnquiryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Enquiry'] = ResolversParentTypes['Enquiry']> = ResolversObject<{
  brand?: Resolver<Maybe<ResolversTypes['Brand']>, ParentType, ContextType>;
  brandName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  maskedPhone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  recipient?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  region?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['EnquiryStatus'], ParentType, ContextType>;
  time?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  typeId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type EnquiryCountResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['EnquiryCount'] = ResolversParentTypes['EnquiryCount']> = ResolversObject<{
  last12Months?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  source?: Resolver<ResolversTypes['FactSource'], ParentType, ContextType>;
}>;

export type EnquiryResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['EnquiryResult'] = ResolversParentTypes['EnquiryResult']> = ResolversObject<{
  code?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  enquiry?: Resolver<Maybe<ResolversTypes['Enquiry']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type EnquiryTargetResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['EnquiryTarget'] = ResolversParentTypes['EnquiryTarget']> = ResolversObject<{
  brandId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  categoryId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  investment?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  merchantId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  recipient?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  recipientContact?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type EnrolInfoResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['EnrolInfo'] = ResolversParentTypes['EnrolInfo']> = ResolversObject<{
  login?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  totpRequired?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type FactSourceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FactSource'] = ResolversParentTypes['FactSource']> = ResolversObject<{
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  readOn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type FeeBandResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FeeBand'] = ResolversParentTypes['FeeBand']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type FeeBandBrandsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FeeBandBrands'] = ResolversParentTypes['FeeBandBrands']> = ResolversObject<{
  brands?: Resolver<Array<ResolversTypes['Brand']>, ParentType, ContextType>;
  feeBand?: Resolver<ResolversTypes['FeeBand'], ParentType, ContextType>;
}>;

export type FilingResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Filing'] = ResolversParentTypes['Filing']> = ResolversObject<{
  company?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  filedOn?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  franchisingBegan?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  number?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  source?: Resolver<ResolversTypes['FactSource'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['FilingStatus'], ParentType, ContextType>;
}>;

export type GalleryImageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['GalleryImage'] = ResolversParentTypes['GalleryImage']> = ResolversObject<{
  image?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  thumbnail?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type HomeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Home'] = ResolversParentTypes['Home']> = ResolversObject<{
  banners?: Resolver<Array<ResolversTypes['Banner']>, ParentType, ContextType>;
  brandsByCategory?: Resolver<Array<ResolversTypes['CategoryBrands']>, ParentType, ContextType>;
  categoryNav?: Resolver<Array<ResolversTypes['CategoryBrands']>, ParentType, ContextType>;
  certifiedBrands?: Resolver<Array<ResolversTypes['Brand']>, ParentType, ContextType>;
  headline?: Resolver<ResolversTypes['Latest'], ParentType, ContextType>;
  hotBrands?: Resolver<Array<ResolversTypes['Brand']>, ParentType, ContextType>;
  modules?: Resolver<Array<ResolversTypes['HomeModule']>, ParentType, ContextType>;
  news?: Resolver<Array<ResolversTypes['News']>, ParentType, ContextType>;
  rankings?: Resolver<Array<ResolversTypes['Ranking']>, ParentType, ContextType>;
  topBanners?: Resolver<Array<ResolversTypes['Banner']>, ParentType, ContextType>;
  topBrands?: Resolver<Array<ResolversTypes['Brand']>, ParentType, ContextType>;
  topics?: Resolver<Array<ResolversTypes['Topic']>, ParentType, ContextType>;
}>;

export type HomeModuleResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['HomeModule'] = ResolversParentTypes['HomeModule']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tabs?: Resolver<Array<ResolversTypes['HomeModuleTab']>, ParentType, ContextType>;
}>;

export type HomeModuleTabResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['HomeModuleTab'] = ResolversParentTypes['HomeModuleTab']> = ResolversObject<{
  brands?: Resolver<Array<ResolversTypes['Brand']>, ParentType, ContextType>;
  carouselBrands?: Resolver<Array<ResolversTypes['Brand']>, ParentType, ContextType>;
  category?: Resolver<ResolversTypes['Category'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type HotSearchResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['HotSearch'] = ResolversParentTypes['HotSearch']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ImportProblemResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ImportProblem'] = ResolversParentTypes['ImportProblem']> = ResolversObject<{
  column?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  row?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ImportReportResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ImportReport'] = ResolversParentTypes['ImportReport']> = ResolversObject<{
  brandIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  code?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  imported?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  problems?: Resolver<Array<ResolversTypes['ImportProblem']>, ParentType, ContextType>;
  rows?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type LatestResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Latest'] = ResolversParentTypes['Latest']> = ResolversObject<{
  brands?: Resolver<Array<ResolversTypes['Brand']>, ParentType, ContextType>;
  news?: Resolver<Array<ResolversTypes['News']>, ParentType, ContextType>;
  topics?: Resolver<Array<ResolversTypes['Topic']>, ParentType, ContextType>;
}>;

export type LeadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Lead'] = ResolversParentTypes['Lead']> = ResolversObject<{
  brandId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  brandName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  canDispute?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  consentText?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  content?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  deliveredAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  dispute?: Resolver<Maybe<ResolversTypes['LeadDispute']>, ParentType, ContextType>;
  disputed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  events?: Resolver<Array<ResolversTypes['LeadEvent']>, ParentType, ContextType>;
  firstContactedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  firstViewedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  jobs?: Resolver<Array<ResolversTypes['LeadJob']>, ParentType, ContextType>;
  maskedName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  maskedPhone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  recipient?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  region?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  relays?: Resolver<Array<ResolversTypes['LeadRelay']>, ParentType, ContextType>;
  state?: Resolver<ResolversTypes['LeadState'], ParentType, ContextType>;
  stateLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type LeadDisputeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['LeadDispute'] = ResolversParentTypes['LeadDispute']> = ResolversObject<{
  decidedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  decision?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  decisionNote?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  note?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  openedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['DisputeReason'], ParentType, ContextType>;
}>;

export type LeadEventResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['LeadEvent'] = ResolversParentTypes['LeadEvent']> = ResolversObject<{
  actor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['LeadState'], ParentType, ContextType>;
}>;

export type LeadExportResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['LeadExport'] = ResolversParentTypes['LeadExport']> = ResolversObject<{
  code?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  csv?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type LeadJobResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['LeadJob'] = ResolversParentTypes['LeadJob']> = ResolversObject<{
  attempts?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  channel?: Resolver<ResolversTypes['LeadChannel'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastError?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  runAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['JobStatus'], ParentType, ContextType>;
}>;

export type LeadPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['LeadPage'] = ResolversParentTypes['LeadPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['Lead']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type LeadRelayResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['LeadRelay'] = ResolversParentTypes['LeadRelay']> = ResolversObject<{
  at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  by?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  note?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  outcome?: Resolver<ResolversTypes['RelayOutcome'], ParentType, ContextType>;
}>;

export type LeadResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['LeadResult'] = ResolversParentTypes['LeadResult']> = ResolversObject<{
  code?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  lead?: Resolver<Maybe<ResolversTypes['Lead']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type LeadRevealResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['LeadReveal'] = ResolversParentTypes['LeadReveal']> = ResolversObject<{
  code?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type LedgerQuarterResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['LedgerQuarter'] = ResolversParentTypes['LedgerQuarter']> = ResolversObject<{
  directClosed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  directOpened?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  franchisedClosed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  franchisedOpened?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  openAtEnd?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  quarter?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type LinkGroupResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['LinkGroup'] = ResolversParentTypes['LinkGroup']> = ResolversObject<{
  links?: Resolver<Array<ResolversTypes['SiteLink']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ListCategoryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ListCategory'] = ResolversParentTypes['ListCategory']> = ResolversObject<{
  category?: Resolver<ResolversTypes['Category'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  keywords?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  parentId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type MapCentreResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MapCentre'] = ResolversParentTypes['MapCentre']> = ResolversObject<{
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  latitude?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  longitude?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
}>;

export type MapSearchResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MapSearch'] = ResolversParentTypes['MapSearch']> = ResolversObject<{
  brandsWithShops?: Resolver<Array<ResolversTypes['BrandRef']>, ParentType, ContextType>;
  centre?: Resolver<ResolversTypes['MapCentre'], ParentType, ContextType>;
  hotBrands?: Resolver<Array<ResolversTypes['Brand']>, ParentType, ContextType>;
  shops?: Resolver<ResolversTypes['MapShopPage'], ParentType, ContextType>;
}>;

export type MapShopResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MapShop'] = ResolversParentTypes['MapShop']> = ResolversObject<{
  address?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  averagePrice?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  latitude?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  longitude?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rating?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  reviewCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type MapShopPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MapShopPage'] = ResolversParentTypes['MapShopPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['MapShop']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type MenuItemResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MenuItem'] = ResolversParentTypes['MenuItem']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pinyin?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type MerchantCodeResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MerchantCodeResult'] = ResolversParentTypes['MerchantCodeResult']> = ResolversObject<{
  code?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  ticket?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type MutationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = ResolversObject<{
  cancelPlacement?: Resolver<ResolversTypes['PlacementResult'], ParentType, ContextType, RequireFields<MutationCancelPlacementArgs, 'id'>>;
  confirmTotpSetup?: Resolver<ResolversTypes['SignInResult'], ParentType, ContextType, RequireFields<MutationConfirmTotpSetupArgs, 'code'>>;
  createAccount?: Resolver<ResolversTypes['AccountCreated'], ParentType, ContextType, RequireFields<MutationCreateAccountArgs, 'login' | 'name'>>;
  createPlacement?: Resolver<ResolversTypes['PlacementResult'], ParentType, ContextType, RequireFields<MutationCreatePlacementArgs, 'input'>>;
  decideClaim?: Resolver<ResolversTypes['ClaimResult'], ParentType, ContextType, RequireFields<MutationDecideClaimArgs, 'approve' | 'id'>>;
  decideDispute?: Resolver<ResolversTypes['LeadResult'], ParentType, ContextType, RequireFields<MutationDecideDisputeArgs, 'credit' | 'id'>>;
  deleteMyEnquiries?: Resolver<ResolversTypes['MyEnquiriesResult'], ParentType, ContextType, RequireFields<MutationDeleteMyEnquiriesArgs, 'ids'>>;
  discardBrandEdit?: Resolver<ResolversTypes['BrandEditResult'], ParentType, ContextType, RequireFields<MutationDiscardBrandEditArgs, 'brandId'>>;
  disputeLead?: Resolver<ResolversTypes['LeadResult'], ParentType, ContextType, RequireFields<MutationDisputeLeadArgs, 'id' | 'reason'>>;
  endMyEnquiries?: Resolver<ResolversTypes['MyEnquiriesResult'], ParentType, ContextType>;
  enrol?: Resolver<ResolversTypes['SignInResult'], ParentType, ContextType, RequireFields<MutationEnrolArgs, 'password' | 'token'>>;
  exportBrandLeads?: Resolver<ResolversTypes['LeadExport'], ParentType, ContextType, RequireFields<MutationExportBrandLeadsArgs, 'brandId'>>;
  exportDeskLeads?: Resolver<ResolversTypes['LeadExport'], ParentType, ContextType, Partial<MutationExportDeskLeadsArgs>>;
  importBrands?: Resolver<ResolversTypes['ImportReport'], ParentType, ContextType, RequireFields<MutationImportBrandsArgs, 'content' | 'fileName'>>;
  moveLead?: Resolver<ResolversTypes['LeadResult'], ParentType, ContextType, RequireFields<MutationMoveLeadArgs, 'id' | 'state'>>;
  proveMyPhone?: Resolver<ResolversTypes['MyEnquiriesResult'], ParentType, ContextType, RequireFields<MutationProveMyPhoneArgs, 'phone' | 'smsCode'>>;
  publishBrandEdit?: Resolver<ResolversTypes['BrandEditResult'], ParentType, ContextType, RequireFields<MutationPublishBrandEditArgs, 'id'>>;
  publishEditorial?: Resolver<ResolversTypes['EditorialResult'], ParentType, ContextType, RequireFields<MutationPublishEditorialArgs, 'id' | 'kind'>>;
  reenrolAccount?: Resolver<ResolversTypes['AccountCreated'], ParentType, ContextType, RequireFields<MutationReenrolAccountArgs, 'accountId'>>;
  registerMerchant?: Resolver<ResolversTypes['SignInResult'], ParentType, ContextType, RequireFields<MutationRegisterMerchantArgs, 'code' | 'name' | 'password' | 'phone' | 'ticket'>>;
  relayLead?: Resolver<ResolversTypes['LeadResult'], ParentType, ContextType, RequireFields<MutationRelayLeadArgs, 'id' | 'outcome'>>;
  requestMerchantCode?: Resolver<ResolversTypes['MerchantCodeResult'], ParentType, ContextType, RequireFields<MutationRequestMerchantCodeArgs, 'phone'>>;
  requestPasswordReset?: Resolver<ResolversTypes['AdminResult'], ParentType, ContextType, RequireFields<MutationRequestPasswordResetArgs, 'login'>>;
  resetPassword?: Resolver<ResolversTypes['AdminResult'], ParentType, ContextType, RequireFields<MutationResetPasswordArgs, 'password' | 'token'>>;
  retryJob?: Resolver<ResolversTypes['AdminResult'], ParentType, ContextType, RequireFields<MutationRetryJobArgs, 'id'>>;
  returnBrandEdit?: Resolver<ResolversTypes['BrandEditResult'], ParentType, ContextType, RequireFields<MutationReturnBrandEditArgs, 'id' | 'reason'>>;
  revealBrandPhone?: Resolver<ResolversTypes['PhoneReveal'], ParentType, ContextType, RequireFields<MutationRevealBrandPhoneArgs, 'brandId'>>;
  revealLead?: Resolver<ResolversTypes['LeadReveal'], ParentType, ContextType, RequireFields<MutationRevealLeadArgs, 'id'>>;
  revokeSession?: Resolver<ResolversTypes['AdminResult'], ParentType, ContextType, RequireFields<MutationRevokeSessionArgs, 'id'>>;
  saveBrandEdit?: Resolver<ResolversTypes['BrandEditResult'], ParentType, ContextType, RequireFields<MutationSaveBrandEditArgs, 'brandId' | 'fields'>>;
  saveEditorial?: Resolver<ResolversTypes['EditorialResult'], ParentType, ContextType, RequireFields<MutationSaveEditorialArgs, 'input'>>;
  sendSmsCode?: Resolver<ResolversTypes['EnquiryResult'], ParentType, ContextType, RequireFields<MutationSendSmsCodeArgs, 'captcha' | 'phone'>>;
  setAccountDisabled?: Resolver<ResolversTypes['AdminResult'], ParentType, ContextType, RequireFields<MutationSetAccountDisabledArgs, 'accountId' | 'disabled'>>;
  setBrandNotify?: Resolver<ResolversTypes['BrandNotifyResult'], ParentType, ContextType, RequireFields<MutationSetBrandNotifyArgs, 'brandId'>>;
  setBrandRole?: Resolver<ResolversTypes['AdminResult'], ParentType, ContextType, RequireFields<MutationSetBrandRoleArgs, 'accountId' | 'brandId'>>;
  setDoNotContact?: Resolver<ResolversTypes['MyEnquiriesResult'], ParentType, ContextType, RequireFields<MutationSetDoNotContactArgs, 'on'>>;
  setStaffRole?: Resolver<ResolversTypes['AdminResult'], ParentType, ContextType, RequireFields<MutationSetStaffRoleArgs, 'accountId'>>;
  signIn?: Resolver<ResolversTypes['SignInResult'], ParentType, ContextType, RequireFields<MutationSignInArgs, 'login' | 'password'>>;
  signInTotp?: Resolver<ResolversTypes['SignInResult'], ParentType, ContextType, RequireFields<MutationSignInTotpArgs, 'code'>>;
  signOut?: Resolver<ResolversTypes['AdminResult'], ParentType, ContextType>;
  signOutEverywhere?: Resolver<ResolversTypes['AdminResult'], ParentType, ContextType>;
  startTotpSetup?: Resolver<Maybe<ResolversTypes['TotpSetup']>, ParentType, ContextType>;
  submitBrandEdit?: Resolver<ResolversTypes['BrandEditResult'], ParentType, ContextType, RequireFields<MutationSubmitBrandEditArgs, 'brandId'>>;
  submitClaim?: Resolver<ResolversTypes['ClaimResult'], ParentType, ContextType, RequireFields<MutationSubmitClaimArgs, 'brandId' | 'companyName' | 'contactName' | 'contactPhone' | 'creditCode' | 'licenceId'>>;
  submitEnquiry?: Resolver<ResolversTypes['EnquiryResult'], ParentType, ContextType, RequireFields<MutationSubmitEnquiryArgs, 'input'>>;
  unpublishEditorial?: Resolver<ResolversTypes['EditorialResult'], ParentType, ContextType, RequireFields<MutationUnpublishEditorialArgs, 'id' | 'kind'>>;
  updatePlacement?: Resolver<ResolversTypes['PlacementResult'], ParentType, ContextType, RequireFields<MutationUpdatePlacementArgs, 'id' | 'input'>>;
  uploadEditorialImage?: Resolver<ResolversTypes['EditorialImageResult'], ParentType, ContextType, RequireFields<MutationUploadEditorialImageArgs, 'dataBase64'>>;
  withdrawBrandEdit?: Resolver<ResolversTypes['BrandEditResult'], ParentType, ContextType, RequireFields<MutationWithdrawBrandEditArgs, 'brandId'>>;
  withdrawMyEnquiry?: Resolver<ResolversTypes['MyEnquiriesResult'], ParentType, ContextType, RequireFields<MutationWithdrawMyEnquiryArgs, 'id'>>;
}>;

export type MyEnquiriesResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MyEnquiriesResult'] = ResolversParentTypes['MyEnquiriesResult']> = ResolversObject<{
  code?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  list?: Resolver<Maybe<ResolversTypes['MyEnquiryList']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type MyEnquiryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MyEnquiry'] = ResolversParentTypes['MyEnquiry']> = ResolversObject<{
  brand?: Resolver<Maybe<ResolversTypes['Brand']>, ParentType, ContextType>;
  brandName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  consentText?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  consentVersion?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  progress?: Resolver<Array<ResolversTypes['MyEnquiryStep']>, ParentType, ContextType>;
  recipient?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['LeadState'], ParentType, ContextType>;
  stateLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['EnquiryStatus'], ParentType, ContextType>;
  time?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  typeId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  withdrawnAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type MyEnquiryListResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MyEnquiryList'] = ResolversParentTypes['MyEnquiryList']> = ResolversObject<{
  doNotContact?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  enquiries?: Resolver<Array<ResolversTypes['MyEnquiry']>, ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  maskedPhone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type MyEnquiryStepResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MyEnquiryStep'] = ResolversParentTypes['MyEnquiryStep']> = ResolversObject<{
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['LeadState'], ParentType, ContextType>;
  time?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type NamedResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Named'] = ResolversParentTypes['Named']> = ResolversObject<{
  __resolveType: TypeResolveFn<'FeeBand' | 'Region' | 'Tag', ParentType, ContextType>;
}>;

export type NewsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['News'] = ResolversParentTypes['News']> = ResolversObject<{
  author?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  bodyHtml?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  brand?: Resolver<Maybe<ResolversTypes['Brand']>, ParentType, ContextType>;
  categoryPath?: Resolver<Array<ResolversTypes['Category']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  keywords?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  next?: Resolver<Maybe<ResolversTypes['AdjacentItem']>, ParentType, ContextType>;
  previous?: Resolver<Maybe<ResolversTypes['AdjacentItem']>, ParentType, ContextType>;
  publishedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  publishedMonthDay?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  related?: Resolver<Array<ResolversTypes['News']>, ParentType, ContextType>;
  summary?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  thumbnail?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  viewCount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type NewsHomeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['NewsHome'] = ResolversParentTypes['NewsHome']> = ResolversObject<{
  banners?: Resolver<Array<ResolversTypes['Banner']>, ParentType, ContextType>;
  brandBanners?: Resolver<Array<ResolversTypes['Banner']>, ParentType, ContextType>;
  brands?: Resolver<Array<ResolversTypes['Brand']>, ParentType, ContextType>;
  categories?: Resolver<Array<ResolversTypes['Category']>, ParentType, ContextType>;
  hot?: Resolver<Array<ResolversTypes['News']>, ParentType, ContextType>;
  latest?: Resolver<Array<ResolversTypes['News']>, ParentType, ContextType>;
  sections?: Resolver<Array<ResolversTypes['NewsSection']>, ParentType, ContextType>;
}>;

export type NewsListingResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['NewsListing'] = ResolversParentTypes['NewsListing']> = ResolversObject<{
  categories?: Resolver<Array<ResolversTypes['Category']>, ParentType, ContextType>;
  category?: Resolver<Maybe<ResolversTypes['Category']>, ParentType, ContextType>;
  news?: Resolver<ResolversTypes['NewsPage'], ParentType, ContextType>;
}>;

export type NewsPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['NewsPage'] = ResolversParentTypes['NewsPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['News']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type NewsSectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['NewsSection'] = ResolversParentTypes['NewsSection']> = ResolversObject<{
  category?: Resolver<ResolversTypes['Category'], ParentType, ContextType>;
  news?: Resolver<Array<ResolversTypes['News']>, ParentType, ContextType>;
}>;

export type PhoneRevealResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PhoneReveal'] = ResolversParentTypes['PhoneReveal']> = ResolversObject<{
  code?: Resolver<ResolversTypes['PhoneRevealCode'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type PlacementResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Placement'] = ResolversParentTypes['Placement']> = ResolversObject<{
  brandId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  brandName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  cancelledAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  endsAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  note?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slot?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slotName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sort?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  startsAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['PlacementState'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type PlacementPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PlacementPage'] = ResolversParentTypes['PlacementPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['Placement']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type PlacementResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PlacementResult'] = ResolversParentTypes['PlacementResult']> = ResolversObject<{
  code?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  placement?: Resolver<Maybe<ResolversTypes['Placement']>, ParentType, ContextType>;
}>;

export type PlacementSlotResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PlacementSlot'] = ResolversParentTypes['PlacementSlot']> = ResolversObject<{
  capacity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  page?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type PosterResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Poster'] = ResolversParentTypes['Poster']> = ResolversObject<{
  brand?: Resolver<ResolversTypes['Brand'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['PosterItem']>, ParentType, ContextType>;
}>;

export type PosterItemResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PosterItem'] = ResolversParentTypes['PosterItem']> = ResolversObject<{
  imageUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['PosterItemKind'], ParentType, ContextType>;
  target?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type PrincipalResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Principal'] = ResolversParentTypes['Principal']> = ResolversObject<{
  brands?: Resolver<Array<ResolversTypes['AccountBrand']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  login?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  staffRole?: Resolver<Maybe<ResolversTypes['StaffRole']>, ParentType, ContextType>;
  stage?: Resolver<ResolversTypes['SignInStage'], ParentType, ContextType>;
  totpEnabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type PublicRecordResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PublicRecord'] = ResolversParentTypes['PublicRecord']> = ResolversObject<{
  asOf?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  checks?: Resolver<Array<ResolversTypes['TrustCheck']>, ParentType, ContextType>;
  company?: Resolver<ResolversTypes['CompanyRecord'], ParentType, ContextType>;
  costs?: Resolver<ResolversTypes['CostSheet'], ParentType, ContextType>;
  enquiries?: Resolver<ResolversTypes['EnquiryCount'], ParentType, ContextType>;
  filing?: Resolver<ResolversTypes['Filing'], ParentType, ContextType>;
  ledger?: Resolver<ResolversTypes['StoreLedger'], ParentType, ContextType>;
  redFlags?: Resolver<Array<ResolversTypes['TrustCheck']>, ParentType, ContextType>;
  twoStores?: Resolver<ResolversTypes['TwoStoresRule'], ParentType, ContextType>;
}>;

export type QueryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = ResolversObject<{
  accounts?: Resolver<ResolversTypes['AccountPage'], ParentType, ContextType, Partial<QueryAccountsArgs>>;
  ads?: Resolver<Maybe<Array<ResolversTypes['Banner']>>, ParentType, ContextType, RequireFields<QueryAdsArgs, 'slot'>>;
  auditEvents?: Resolver<ResolversTypes['AuditPage'], ParentType, ContextType, Partial<QueryAuditEventsArgs>>;
  brand?: Resolver<Maybe<ResolversTypes['Brand']>, ParentType, ContextType, RequireFields<QueryBrandArgs, 'id'>>;
  brandEdit?: Resolver<Maybe<ResolversTypes['BrandEditView']>, ParentType, ContextType, RequireFields<QueryBrandEditArgs, 'brandId'>>;
  brandEditQueue?: Resolver<ResolversTypes['BrandEditPage'], ParentType, ContextType, Partial<QueryBrandEditQueueArgs>>;
  brandEditReview?: Resolver<Maybe<ResolversTypes['BrandEditView']>, ParentType, ContextType, RequireFields<QueryBrandEditReviewArgs, 'id'>>;
  brandFilters?: Resolver<Maybe<ResolversTypes['BrandFilters']>, ParentType, ContextType>;
  brandHome?: Resolver<Maybe<ResolversTypes['BrandHome']>, ParentType, ContextType>;
  brandLeads?: Resolver<ResolversTypes['LeadPage'], ParentType, ContextType, RequireFields<QueryBrandLeadsArgs, 'brandId'>>;
  brandList?: Resolver<Maybe<ResolversTypes['BrandListing']>, ParentType, ContextType, RequireFields<QueryBrandListArgs, 'page'>>;
  brandListCounts?: Resolver<Maybe<ResolversTypes['BrandListCounts']>, ParentType, ContextType, Partial<QueryBrandListCountsArgs>>;
  brandNotify?: Resolver<Maybe<ResolversTypes['BrandNotify']>, ParentType, ContextType, RequireFields<QueryBrandNotifyArgs, 'brandId'>>;
  brandsById?: Resolver<Array<Maybe<ResolversTypes['Brand']>>, ParentType, ContextType, RequireFields<QueryBrandsByIdArgs, 'ids'>>;
  categories?: Resolver<Maybe<Array<ResolversTypes['Category']>>, ParentType, ContextType>;
  categoryBrandNav?: Resolver<Maybe<Array<ResolversTypes['CategoryBrands']>>, ParentType, ContextType>;
  categoryTopBrands?: Resolver<Maybe<Array<ResolversTypes['CategoryBrands']>>, ParentType, ContextType>;
  certifiedBrands?: Resolver<Maybe<Array<ResolversTypes['Brand']>>, ParentType, ContextType, RequireFields<QueryCertifiedBrandsArgs, 'limit'>>;
  certifiedCategories?: Resolver<Maybe<Array<ResolversTypes['Category']>>, ParentType, ContextType>;
  cities?: Resolver<Maybe<Array<ResolversTypes['CityOption']>>, ParentType, ContextType, Partial<QueryCitiesArgs>>;
  claimBrands?: Resolver<Array<ResolversTypes['ClaimBrand']>, ParentType, ContextType, Partial<QueryClaimBrandsArgs>>;
  claimDetail?: Resolver<Maybe<ResolversTypes['ClaimDetail']>, ParentType, ContextType, RequireFields<QueryClaimDetailArgs, 'id'>>;
  claims?: Resolver<ResolversTypes['ClaimPage'], ParentType, ContextType, Partial<QueryClaimsArgs>>;
  comments?: Resolver<Maybe<ResolversTypes['CommentListing']>, ParentType, ContextType, RequireFields<QueryCommentsArgs, 'brandId' | 'group' | 'page'>>;
  deadJobs?: Resolver<ResolversTypes['DeadJobPage'], ParentType, ContextType, Partial<QueryDeadJobsArgs>>;
  deskLeads?: Resolver<ResolversTypes['LeadPage'], ParentType, ContextType, Partial<QueryDeskLeadsArgs>>;
  disputes?: Resolver<ResolversTypes['DisputePage'], ParentType, ContextType, Partial<QueryDisputesArgs>>;
  editorial?: Resolver<Maybe<ResolversTypes['Editorial']>, ParentType, ContextType, RequireFields<QueryEditorialArgs, 'id' | 'kind'>>;
  editorialBrands?: Resolver<Array<ResolversTypes['EditorialBrand']>, ParentType, ContextType, RequireFields<QueryEditorialBrandsArgs, 'q'>>;
  editorialChoices?: Resolver<ResolversTypes['EditorialChoices'], ParentType, ContextType>;
  editorialPreview?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType, RequireFields<QueryEditorialPreviewArgs, 'bodyHtml'>>;
  editorials?: Resolver<ResolversTypes['EditorialPage'], ParentType, ContextType, RequireFields<QueryEditorialsArgs, 'kind'>>;
  enquiryCaptcha?: Resolver<ResolversTypes['Captcha'], ParentType, ContextType>;
  enquiryTicker?: Resolver<Maybe<Array<ResolversTypes['TickerItem']>>, ParentType, ContextType>;
  enrolInfo?: Resolver<Maybe<ResolversTypes['EnrolInfo']>, ParentType, ContextType, RequireFields<QueryEnrolInfoArgs, 'token'>>;
  home?: Resolver<Maybe<ResolversTypes['Home']>, ParentType, ContextType>;
  latest?: Resolver<Maybe<ResolversTypes['Latest']>, ParentType, ContextType, RequireFields<QueryLatestArgs, 'limit'>>;
  lead?: Resolver<Maybe<ResolversTypes['Lead']>, ParentType, ContextType, RequireFields<QueryLeadArgs, 'id'>>;
  linkGroups?: Resolver<Maybe<Array<ResolversTypes['LinkGroup']>>, ParentType, ContextType>;
  mapSearch?: Resolver<Maybe<ResolversTypes['MapSearch']>, ParentType, ContextType, RequireFields<QueryMapSearchArgs, 'mode' | 'page'>>;
  me?: Resolver<Maybe<ResolversTypes['Principal']>, ParentType, ContextType>;
  menu?: Resolver<Maybe<Array<ResolversTypes['MenuItem']>>, ParentType, ContextType, RequireFields<QueryMenuArgs, 'parentId'>>;
  myClaims?: Resolver<Array<ResolversTypes['Claim']>, ParentType, ContextType>;
  myEnquiries?: Resolver<ResolversTypes['MyEnquiriesResult'], ParentType, ContextType>;
  mySessions?: Resolver<Array<ResolversTypes['AccountSession']>, ParentType, ContextType>;
  nearbyShops?: Resolver<Maybe<ResolversTypes['MapShopPage']>, ParentType, ContextType, RequireFields<QueryNearbyShopsArgs, 'brandName' | 'page'>>;
  news?: Resolver<Maybe<ResolversTypes['News']>, ParentType, ContextType, RequireFields<QueryNewsArgs, 'id'>>;
  newsHome?: Resolver<Maybe<ResolversTypes['NewsHome']>, ParentType, ContextType>;
  newsList?: Resolver<Maybe<ResolversTypes['NewsListing']>, ParentType, ContextType, RequireFields<QueryNewsListArgs, 'page'>>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  placementSlots?: Resolver<Array<ResolversTypes['PlacementSlot']>, ParentType, ContextType>;
  placements?: Resolver<ResolversTypes['PlacementPage'], ParentType, ContextType, Partial<QueryPlacementsArgs>>;
  poster?: Resolver<Maybe<ResolversTypes['Poster']>, ParentType, ContextType, RequireFields<QueryPosterArgs, 'brandId'>>;
  randomBrands?: Resolver<Maybe<Array<ResolversTypes['Brand']>>, ParentType, ContextType, RequireFields<QueryRandomBrandsArgs, 'limit' | 'refresh'>>;
  ranking?: Resolver<Maybe<ResolversTypes['Ranking']>, ParentType, ContextType, RequireFields<QueryRankingArgs, 'id'>>;
  rankingHome?: Resolver<Maybe<ResolversTypes['RankingHome']>, ParentType, ContextType>;
  rankingList?: Resolver<Maybe<ResolversTypes['RankingListing']>, ParentType, ContextType, RequireFields<QueryRankingListArgs, 'page'>>;
  relatedBrands?: Resolver<Maybe<Array<ResolversTypes['Brand']>>, ParentType, ContextType, RequireFields<QueryRelatedBrandsArgs, 'kind' | 'limit'>>;
  relatedNews?: Resolver<Maybe<Array<ResolversTypes['News']>>, ParentType, ContextType, RequireFields<QueryRelatedNewsArgs, 'limit'>>;
  relatedTopics?: Resolver<Maybe<Array<ResolversTypes['Topic']>>, ParentType, ContextType, RequireFields<QueryRelatedTopicsArgs, 'limit'>>;
  resolveJump?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType, RequireFields<QueryResolveJumpArgs, 'url'>>;
  search?: Resolver<Maybe<ResolversTypes['SearchHitPage']>, ParentType, ContextType, RequireFields<QuerySearchArgs, 'keyword' | 'kind' | 'page'>>;
  searchConfig?: Resolver<Maybe<ResolversTypes['SearchConfig']>, ParentType, ContextType>;
  searchSuggestions?: Resolver<Maybe<Array<ResolversTypes['Suggestion']>>, ParentType, ContextType, RequireFields<QuerySearchSuggestionsArgs, 'field' | 'keyword' | 'kind' | 'scope'>>;
  similarBrands?: Resolver<Maybe<Array<ResolversTypes['Brand']>>, ParentType, ContextType, RequireFields<QuerySimilarBrandsArgs, 'limit'>>;
  topBrands?: Resolver<Maybe<Array<ResolversTypes['Brand']>>, ParentType, ContextType, RequireFields<QueryTopBrandsArgs, 'limit'>>;
  topic?: Resolver<Maybe<ResolversTypes['Topic']>, ParentType, ContextType, RequireFields<QueryTopicArgs, 'id'>>;
  topicHome?: Resolver<Maybe<ResolversTypes['TopicHome']>, ParentType, ContextType>;
  topicList?: Resolver<Maybe<ResolversTypes['TopicListing']>, ParentType, ContextType, RequireFields<QueryTopicListArgs, 'page'>>;
}>;

export type RankingResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Ranking'] = ResolversParentTypes['Ranking']> = ResolversObject<{
  banners?: Resolver<Array<ResolversTypes['Banner']>, ParentType, ContextType>;
  brands?: Resolver<Array<ResolversTypes['Brand']>, ParentType, ContextType>;
  categoryId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  entries?: Resolver<Array<ResolversTypes['RankingEntry']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  keywords?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  method?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sponsored?: Resolver<Array<ResolversTypes['Brand']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type RankingEntryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RankingEntry'] = ResolversParentTypes['RankingEntry']> = ResolversObject<{
  brand?: Resolver<ResolversTypes['Brand'], ParentType, ContextType>;
  rank?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  score?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
}>;

export type RankingHomeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RankingHome'] = ResolversParentTypes['RankingHome']> = ResolversObject<{
  byFeeBand?: Resolver<Array<ResolversTypes['FeeBandBrands']>, ParentType, ContextType>;
  certified?: Resolver<ResolversTypes['Ranking'], ParentType, ContextType>;
  heat?: Resolver<ResolversTypes['Ranking'], ParentType, ContextType>;
  industries?: Resolver<Array<ResolversTypes['Ranking']>, ParentType, ContextType>;
  influence?: Resolver<ResolversTypes['Ranking'], ParentType, ContextType>;
  investmentPotential?: Resolver<Array<ResolversTypes['Brand']>, ParentType, ContextType>;
  investmentValue?: Resolver<ResolversTypes['Ranking'], ParentType, ContextType>;
  linkGroups?: Resolver<Array<ResolversTypes['LinkGroup']>, ParentType, ContextType>;
  searchHot?: Resolver<Array<ResolversTypes['Brand']>, ParentType, ContextType>;
}>;

export type RankingListingResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RankingListing'] = ResolversParentTypes['RankingListing']> = ResolversObject<{
  category?: Resolver<Maybe<ResolversTypes['Category']>, ParentType, ContextType>;
  rankings?: Resolver<ResolversTypes['RankingPage'], ParentType, ContextType>;
}>;

export type RankingPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RankingPage'] = ResolversParentTypes['RankingPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['Ranking']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type RedFlagResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RedFlag'] = ResolversParentTypes['RedFlag']> = ResolversObject<{
  code?: Resolver<ResolversTypes['CheckCode'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type RegionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Region'] = ResolversParentTypes['Region']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type ReviewSummaryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ReviewSummary'] = ResolversParentTypes['ReviewSummary']> = ResolversObject<{
  averageScore?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type SearchConfigResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SearchConfig'] = ResolversParentTypes['SearchConfig']> = ResolversObject<{
  categories?: Resolver<Array<ResolversTypes['Category']>, ParentType, ContextType>;
  hotSearches?: Resolver<Array<ResolversTypes['HotSearch']>, ParentType, ContextType>;
}>;

export type SearchHitResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SearchHit'] = ResolversParentTypes['SearchHit']> = ResolversObject<{
  __resolveType: TypeResolveFn<'Brand' | 'News' | 'Topic', ParentType, ContextType>;
}>;

export type SearchHitPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SearchHitPage'] = ResolversParentTypes['SearchHitPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['SearchHit']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalIsEstimate?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type SignInResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SignInResult'] = ResolversParentTypes['SignInResult']> = ResolversObject<{
  code?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  stage?: Resolver<Maybe<ResolversTypes['SignInStage']>, ParentType, ContextType>;
}>;

export type SiteLinkResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SiteLink'] = ResolversParentTypes['SiteLink']> = ResolversObject<{
  nofollow?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type StoreLedgerResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StoreLedger'] = ResolversParentTypes['StoreLedger']> = ResolversObject<{
  chartSvg?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  closedTotal?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  closureRate12?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  closureRate24?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  directOpen?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  franchisedOpen?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  openNow?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  quarters?: Resolver<Array<ResolversTypes['LedgerQuarter']>, ParentType, ContextType>;
  source?: Resolver<ResolversTypes['FactSource'], ParentType, ContextType>;
  survival24?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  survivalCohort?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type SuggestionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Suggestion'] = ResolversParentTypes['Suggestion']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  popularity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type TagResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Tag'] = ResolversParentTypes['Tag']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type TickerItemResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TickerItem'] = ResolversParentTypes['TickerItem']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  maskedName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  time?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type TopicResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Topic'] = ResolversParentTypes['Topic']> = ResolversObject<{
  brands?: Resolver<Array<ResolversTypes['Brand']>, ParentType, ContextType>;
  categoryPath?: Resolver<Array<ResolversTypes['Category']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  keywords?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  next?: Resolver<Maybe<ResolversTypes['AdjacentItem']>, ParentType, ContextType>;
  previous?: Resolver<Maybe<ResolversTypes['AdjacentItem']>, ParentType, ContextType>;
  publishedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  publishedMonthDay?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  related?: Resolver<Array<ResolversTypes['Topic']>, ParentType, ContextType>;
  summary?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  thumbnail?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type TopicHomeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TopicHome'] = ResolversParentTypes['TopicHome']> = ResolversObject<{
  banners?: Resolver<Array<ResolversTypes['Banner']>, ParentType, ContextType>;
  latest?: Resolver<Array<ResolversTypes['Topic']>, ParentType, ContextType>;
  sections?: Resolver<Array<ResolversTypes['TopicSection']>, ParentType, ContextType>;
}>;

export type TopicListingResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TopicListing'] = ResolversParentTypes['TopicListing']> = ResolversObject<{
  categories?: Resolver<Array<ResolversTypes['Category']>, ParentType, ContextType>;
  category?: Resolver<Maybe<ResolversTypes['ListCategory']>, ParentType, ContextType>;
  topics?: Resolver<ResolversTypes['TopicPage'], ParentType, ContextType>;
}>;

export type TopicPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TopicPage'] = ResolversParentTypes['TopicPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['Topic']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type TopicSectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TopicSection'] = ResolversParentTypes['TopicSection']> = ResolversObject<{
  category?: Resolver<ResolversTypes['Category'], ParentType, ContextType>;
  topics?: Resolver<Array<ResolversTypes['Topic']>, ParentType, ContextType>;
}>;

export type TotpSetupResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TotpSetup'] = ResolversParentTypes['TotpSetup']> = ResolversObject<{
  qrSvg?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  secret?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  uri?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type TrustCheckResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TrustCheck'] = ResolversParentTypes['TrustCheck']> = ResolversObject<{
  code?: Resolver<ResolversTypes['CheckCode'], ParentType, ContextType>;
  detail?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  factAnchor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  flagLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['CheckState'], ParentType, ContextType>;
}>;

export type TwoStoresRuleResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TwoStoresRule'] = ResolversParentTypes['TwoStoresRule']> = ResolversObject<{
  atStart?: Resolver<ResolversTypes['CheckState'], ParentType, ContextType>;
  directQualifiedAtStart?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  directQualifiedNow?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  now?: Resolver<ResolversTypes['CheckState'], ParentType, ContextType>;
}>;

export type UnitEconomicsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UnitEconomics'] = ResolversParentTypes['UnitEconomics']> = ResolversObject<{
  averageTicket?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  dailyOrdersMax?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  dailyOrdersMin?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  grossMargin?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  otherMonthly?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  staffMonthly?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  typicalAreaM2?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type Resolvers<ContextType = GraphQLContext> = ResolversObject<{
  Account?: AccountResolvers<ContextType>;
  AccountBrand?: AccountBrandResolvers<ContextType>;
  AccountCreated?: AccountCreatedResolvers<ContextType>;
  AccountPage?: AccountPageResolvers<ContextType>;
  AccountSession?: AccountSessionResolvers<ContextType>;
  AdjacentItem?: AdjacentItemResolvers<ContextType>;
  AdminResult?: AdminResultResolvers<ContextType>;
  AuditEvent?: AuditEventResolvers<ContextType>;
  AuditPage?: AuditPageResolvers<ContextType>;
  Banner?: BannerResolvers<ContextType>;
  Brand?: BrandResolvers<ContextType>;
  BrandEdit?: BrandEditResolvers<ContextType>;
  BrandEditFields?: BrandEditFieldsResolvers<ContextType>;
  BrandEditPage?: BrandEditPageResolvers<ContextType>;
  BrandEditResult?: BrandEditResultResolvers<ContextType>;
  BrandEditRow?: BrandEditRowResolvers<ContextType>;
  BrandEditView?: BrandEditViewResolvers<ContextType>;
  BrandFilters?: BrandFiltersResolvers<ContextType>;
  BrandFloor?: BrandFloorResolvers<ContextType>;
  BrandHome?: BrandHomeResolvers<ContextType>;
  BrandListCounts?: BrandListCountsResolvers<ContextType>;
  BrandListing?: BrandListingResolvers<ContextType>;
  BrandNotify?: BrandNotifyResolvers<ContextType>;
  BrandNotifyResult?: BrandNotifyResultResolvers<ContextType>;
  BrandPage?: BrandPageResolvers<ContextType>;
  BrandRef?: BrandRefResolvers<ContextType>;
  BrandResponseTime?: BrandResponseTimeResolvers<ContextType>;
  Captcha?: CaptchaResolvers<ContextType>;
  Category?: CategoryResolvers<ContextType>;
  CategoryBrands?: CategoryBrandsResolvers<ContextType>;
  CertifiedBlock?: CertifiedBlockResolvers<ContextType>;
  CityOption?: CityOptionResolvers<ContextType>;
  Claim?: ClaimResolvers<ContextType>;
  ClaimBrand?: ClaimBrandResolvers<ContextType>;
  ClaimDetail?: ClaimDetailResolvers<ContextType>;
  ClaimPage?: ClaimPageResolvers<ContextType>;
  ClaimResult?: ClaimResultResolvers<ContextType>;
  ClaimSibling?: ClaimSiblingResolvers<ContextType>;
  Comment?: CommentResolvers<ContextType>;
  CommentGroup?: CommentGroupResolvers<ContextType>;
  CommentListing?: CommentListingResolvers<ContextType>;
  CommentPage?: CommentPageResolvers<ContextType>;
  CompanyRecord?: CompanyRecordResolvers<ContextType>;
  CostItem?: CostItemResolvers<ContextType>;
  CostSheet?: CostSheetResolvers<ContextType>;
  DeadJob?: DeadJobResolvers<ContextType>;
  DeadJobPage?: DeadJobPageResolvers<ContextType>;
  DisputePage?: DisputePageResolvers<ContextType>;
  DisputeRow?: DisputeRowResolvers<ContextType>;
  Editorial?: EditorialResolvers<ContextType>;
  EditorialBrand?: EditorialBrandResolvers<ContextType>;
  EditorialCategory?: EditorialCategoryResolvers<ContextType>;
  EditorialChoices?: EditorialChoicesResolvers<ContextType>;
  EditorialImage?: EditorialImageResolvers<ContextType>;
  EditorialImageResult?: EditorialImageResultResolvers<ContextType>;
  EditorialPage?: EditorialPageResolvers<ContextType>;
  EditorialResult?: EditorialResultResolvers<ContextType>;
  EditorialRow?: EditorialRowResolvers<ContextType>;
  Enquiry?: EnquiryResolvers<ContextType>;
  EnquiryCount?: EnquiryCountResolvers<ContextType>;
  EnquiryResult?: EnquiryResultResolvers<ContextType>;
  EnquiryTarget?: EnquiryTargetResolvers<ContextType>;
  EnrolInfo?: EnrolInfoResolvers<ContextType>;
  FactSource?: FactSourceResolvers<ContextType>;
  FeeBand?: FeeBandResolvers<ContextType>;
  FeeBandBrands?: FeeBandBrandsResolvers<ContextType>;
  Filing?: FilingResolvers<ContextType>;
  GalleryImage?: GalleryImageResolvers<ContextType>;
  Home?: HomeResolvers<ContextType>;
  HomeModule?: HomeModuleResolvers<ContextType>;
  HomeModuleTab?: HomeModuleTabResolvers<ContextType>;
  HotSearch?: HotSearchResolvers<ContextType>;
  ImportProblem?: ImportProblemResolvers<ContextType>;
  ImportReport?: ImportReportResolvers<ContextType>;
  Latest?: LatestResolvers<ContextType>;
  Lead?: LeadResolvers<ContextType>;
  LeadDispute?: LeadDisputeResolvers<ContextType>;
  LeadEvent?: LeadEventResolvers<ContextType>;
  LeadExport?: LeadExportResolvers<ContextType>;
  LeadJob?: LeadJobResolvers<ContextType>;
  LeadPage?: LeadPageResolvers<ContextType>;
  LeadRelay?: LeadRelayResolvers<ContextType>;
  LeadResult?: LeadResultResolvers<ContextType>;
  LeadReveal?: LeadRevealResolvers<ContextType>;
  LedgerQuarter?: LedgerQuarterResolvers<ContextType>;
  LinkGroup?: LinkGroupResolvers<ContextType>;
  ListCategory?: ListCategoryResolvers<ContextType>;
  MapCentre?: MapCentreResolvers<ContextType>;
  MapSearch?: MapSearchResolvers<ContextType>;
  MapShop?: MapShopResolvers<ContextType>;
  MapShopPage?: MapShopPageResolvers<ContextType>;
  MenuItem?: MenuItemResolvers<ContextType>;
  MerchantCodeResult?: MerchantCodeResultResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  MyEnquiriesResult?: MyEnquiriesResultResolvers<ContextType>;
  MyEnquiry?: MyEnquiryResolvers<ContextType>;
  MyEnquiryList?: MyEnquiryListResolvers<ContextType>;
  MyEnquiryStep?: MyEnquiryStepResolvers<ContextType>;
  Named?: NamedResolvers<ContextType>;
  News?: NewsResolvers<ContextType>;
  NewsHome?: NewsHomeResolvers<ContextType>;
  NewsListing?: NewsListingResolvers<ContextType>;
  NewsPage?: NewsPageResolvers<ContextType>;
  NewsSection?: NewsSectionResolvers<ContextType>;
  PhoneReveal?: PhoneRevealResolvers<ContextType>;
  Placement?: PlacementResolvers<ContextType>;
  PlacementPage?: PlacementPageResolvers<ContextType>;
  PlacementResult?: PlacementResultResolvers<ContextType>;
  PlacementSlot?: PlacementSlotResolvers<ContextType>;
  Poster?: PosterResolvers<ContextType>;
  PosterItem?: PosterItemResolvers<ContextType>;
  Principal?: PrincipalResolvers<ContextType>;
  PublicRecord?: PublicRecordResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  Ranking?: RankingResolvers<ContextType>;
  RankingEntry?: RankingEntryResolvers<ContextType>;
  RankingHome?: RankingHomeResolvers<ContextType>;
  RankingListing?: RankingListingResolvers<ContextType>;
  RankingPage?: RankingPageResolvers<ContextType>;
  RedFlag?: RedFlagResolvers<ContextType>;
  Region?: RegionResolvers<ContextType>;
  ReviewSummary?: ReviewSummaryResolvers<ContextType>;
  SearchConfig?: SearchConfigResolvers<ContextType>;
  SearchHit?: SearchHitResolvers<ContextType>;
  SearchHitPage?: SearchHitPageResolvers<ContextType>;
  SignInResult?: SignInResultResolvers<ContextType>;
  SiteLink?: SiteLinkResolvers<ContextType>;
  StoreLedger?: StoreLedgerResolvers<ContextType>;
  Suggestion?: SuggestionResolvers<ContextType>;
  Tag?: TagResolvers<ContextType>;
  TickerItem?: TickerItemResolvers<ContextType>;
  Topic?: TopicResolvers<ContextType>;
  TopicHome?: TopicHomeResolvers<ContextType>;
  TopicListing?: TopicListingResolvers<ContextType>;
  TopicPage?: TopicPageResolvers<ContextType>;
  TopicSection?: TopicSectionResolvers<ContextType>;
  TotpSetup?: TotpSetupResolvers<ContextType>;
  TrustCheck?: TrustCheckResolvers<ContextType>;
  TwoStoresRule?: TwoStoresRuleResolvers<ContextType>;
  UnitEconomics?: UnitEconomicsResolvers<ContextType>;
}>;

export type DirectiveResolvers<ContextType = GraphQLContext> = ResolversObject<{
  allow?: AllowDirectiveResolver<any, any, ContextType>;
  cacheControl?: CacheControlDirectiveResolver<any, any, ContextType>;
}>;
