import { GraphQLResolveInfo } from 'graphql';
import { WireBrand, WireNews, WireTopic, WireMapShop, WireGuestbookItem } from '../upstream/wire';
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
  /** The brand's business phone; only certified brands have one. */
  phone?: Maybe<Scalars['String']['output']>;
  /** Pinyin slug of the brand. */
  pinyin?: Maybe<Scalars['String']['output']>;
  /** Franchise process, sanitised HTML. */
  processHtml?: Maybe<Scalars['String']['output']>;
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

/** A fresh image captcha, bound to the visitor's session (cookie sj_sid, set on this response). */
export type Captcha = {
  __typename?: 'Captcha';
  /** The image as a data URL (data:image/svg+xml;base64,...), ready for an img src. */
  image: Scalars['String']['output'];
};

/** A brand category: one of the 16 industries, or one of their sub-categories. */
export type Category = {
  __typename?: 'Category';
  /** Sub-categories (empty for a sub-category). */
  children: Array<Category>;
  /** Category id. */
  id: Scalars['ID']['output'];
  /** Category name, e.g. 餐饮. */
  name: Scalars['String']['output'];
  /** Pinyin slug used in URLs such as /shangji/canyin. */
  pinyin: Scalars['String']['output'];
};

/** An enquiry to a brand (SPEC §3). Carrying smsCode makes it a first-time enquiry; without, a returning one. */
export type EnquiryInput = {
  /** Region parts joined by a hyphen, e.g. 广东-深圳. */
  address?: InputMaybe<Scalars['String']['input']>;
  /** Brand id (upstream aid), from Brand.enquiryTarget.brandId. */
  brandId: Scalars['ID']['input'];
  /** Category id (upstream cid). */
  categoryId?: InputMaybe<Scalars['ID']['input']>;
  /** The message. */
  content?: InputMaybe<Scalars['String']['input']>;
  /** Where the form was opened (upstream entrance); 1 by default. */
  entrance?: InputMaybe<Scalars['Int']['input']>;
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
  /** Enquiry type (upstream typeid); 1 by default. */
  typeId?: InputMaybe<Scalars['Int']['input']>;
  /** Page the enquiry was sent from. */
  url?: InputMaybe<Scalars['String']['input']>;
};

/** The upstream's answer to an enquiry call: its code and its Chinese msg, shown to the visitor as is. */
export type EnquiryResult = {
  __typename?: 'EnquiryResult';
  /** The upstream's code: 200 success, 400 a refusal (validation, wrong captcha, limits...). */
  code: Scalars['Int']['output'];
  /** The upstream's msg, e.g. 验证码已发送，请注意查收 or 请输入正确的手机号码. */
  message: Scalars['String']['output'];
  /** True when the upstream answered code 200. */
  ok: Scalars['Boolean']['output'];
};

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
  /** Brand name. */
  title: Scalars['String']['output'];
  /** Brand page URL the enquiry is sent from. */
  url: Scalars['String']['output'];
};

/** An investment band (upstream feeid), e.g. 10-20万. */
export type FeeBand = Named & {
  __typename?: 'FeeBand';
  /** Band id; 0 means all in list filters. */
  id: Scalars['ID']['output'];
  /** Band text. */
  name: Scalars['String']['output'];
};

/** A gallery picture and its thumbnail. */
export type GalleryImage = {
  __typename?: 'GalleryImage';
  /** Full image (360x240). */
  image: Scalars['String']['output'];
  /** Thumbnail (82x55). */
  thumbnail: Scalars['String']['output'];
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

/**
 * Writes. The enquiry calls run on the visitor's session cookie; at most one sendSmsCode and one
 * submitEnquiry per operation (aliases cannot multiply them).
 */
export type Mutation = {
  __typename?: 'Mutation';
  /** Sends an SMS code to `phone` once the image captcha checks out (upstream sendInfo). */
  sendSmsCode: EnquiryResult;
  /** Submits an enquiry: guestBookCode with smsCode (first time), guestBook without (returning). */
  submitEnquiry: EnquiryResult;
};


/**
 * Writes. The enquiry calls run on the visitor's session cookie; at most one sendSmsCode and one
 * submitEnquiry per operation (aliases cannot multiply them).
 */
export type MutationSendSmsCodeArgs = {
  captcha: Scalars['String']['input'];
  phone: Scalars['String']['input'];
};


/**
 * Writes. The enquiry calls run on the visitor's session cookie; at most one sendSmsCode and one
 * submitEnquiry per operation (aliases cannot multiply them).
 */
export type MutationSubmitEnquiryArgs = {
  input: EnquiryInput;
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
  /** Article id, also the number in /news/{id}. */
  id: Scalars['ID']['output'];
  /** Publication time, YYYY-MM-DD HH:mm. */
  publishedAt: Scalars['String']['output'];
  /** Publication month and day, MM-DD. */
  publishedMonthDay: Scalars['String']['output'];
  /** Summary. */
  summary: Scalars['String']['output'];
  /** Thumbnail URL. */
  thumbnail: Scalars['String']['output'];
  /** Headline. */
  title: Scalars['String']['output'];
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
  /** One brand by id; null when there is no such brand. `show` is passed to the upstream unchanged. */
  brand?: Maybe<Brand>;
  /** The 16 industries with their sub-categories. */
  categories?: Maybe<Array<Category>>;
  /** A fresh image captcha for the enquiry form. Never cached; sets the session cookie. */
  enquiryCaptcha: Captcha;
  /** Recent enquiries for the scrolling ticker. */
  enquiryTicker?: Maybe<Array<TickerItem>>;
  /** Shops of a brand, found by the brand's name (getMapData type show); 20 per page. */
  nearbyShops?: Maybe<MapShopPage>;
  /** Always true; lets a client check that the gateway answers. */
  ok: Scalars['Boolean']['output'];
  /** Random brands for 'guess you like'; refresh bypasses every cache ('change batch'). */
  randomBrands?: Maybe<Array<Brand>>;
  /** Related brands of a category; categoryId omitted means all categories. */
  relatedBrands?: Maybe<Array<Brand>>;
  /** News related to a category or pinyin slug (getRelatedData type news). */
  relatedNews?: Maybe<Array<News>>;
  /** Topics related to a category or pinyin slug (getRelatedData type zhuanti). */
  relatedTopics?: Maybe<Array<Topic>>;
  /** Brands of the same category or pinyin slug (getRelatedData type zhaoshang). */
  similarBrands?: Maybe<Array<Brand>>;
  /** Top brands of a category (by id or pinyin; neither means all). */
  topBrands?: Maybe<Array<Brand>>;
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
export type QueryRelatedBrandsArgs = {
  categoryId?: InputMaybe<Scalars['ID']['input']>;
  kind: RelatedBrandKind;
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
  /** Topic id, also the number in /zhuanti/{id}. */
  id: Scalars['ID']['output'];
  /** Publication time, YYYY-MM-DD HH:mm. */
  publishedAt: Scalars['String']['output'];
  /** Summary. */
  summary: Scalars['String']['output'];
  /** Thumbnail URL. */
  thumbnail: Scalars['String']['output'];
  /** Topic title. */
  title: Scalars['String']['output'];
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
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  Brand: ResolverTypeWrapper<WireBrand>;
  Captcha: ResolverTypeWrapper<Captcha>;
  Category: ResolverTypeWrapper<Category>;
  EnquiryInput: EnquiryInput;
  EnquiryResult: ResolverTypeWrapper<EnquiryResult>;
  EnquiryTarget: ResolverTypeWrapper<EnquiryTarget>;
  FeeBand: ResolverTypeWrapper<FeeBand>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  GalleryImage: ResolverTypeWrapper<GalleryImage>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  MapShop: ResolverTypeWrapper<WireMapShop>;
  MapShopPage: ResolverTypeWrapper<Omit<MapShopPage, 'items'> & { items: Array<ResolversTypes['MapShop']> }>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Named: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['Named']>;
  News: ResolverTypeWrapper<WireNews>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Region: ResolverTypeWrapper<Region>;
  RelatedBrandKind: RelatedBrandKind;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Tag: ResolverTypeWrapper<Tag>;
  TickerItem: ResolverTypeWrapper<WireGuestbookItem>;
  Topic: ResolverTypeWrapper<WireTopic>;
}>;

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = ResolversObject<{
  Boolean: Scalars['Boolean']['output'];
  Brand: WireBrand;
  Captcha: Captcha;
  Category: Category;
  EnquiryInput: EnquiryInput;
  EnquiryResult: EnquiryResult;
  EnquiryTarget: EnquiryTarget;
  FeeBand: FeeBand;
  Float: Scalars['Float']['output'];
  GalleryImage: GalleryImage;
  ID: Scalars['ID']['output'];
  Int: Scalars['Int']['output'];
  MapShop: WireMapShop;
  MapShopPage: Omit<MapShopPage, 'items'> & { items: Array<ResolversParentTypes['MapShop']> };
  Mutation: Record<PropertyKey, never>;
  Named: ResolversInterfaceTypes<ResolversParentTypes>['Named'];
  News: WireNews;
  Query: Record<PropertyKey, never>;
  Region: Region;
  String: Scalars['String']['output'];
  Tag: Tag;
  TickerItem: WireGuestbookItem;
  Topic: WireTopic;
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
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  pinyin?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  processHtml?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  shopCount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  suitableCrowd?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  summary?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tags?: Resolver<Array<ResolversTypes['Tag']>, ParentType, ContextType>;
  thumbnail?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type CaptchaResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Captcha'] = ResolversParentTypes['Captcha']> = ResolversObject<{
  image?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type CategoryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Category'] = ResolversParentTypes['Category']> = ResolversObject<{
  children?: Resolver<Array<ResolversTypes['Category']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pinyin?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type EnquiryResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['EnquiryResult'] = ResolversParentTypes['EnquiryResult']> = ResolversObject<{
  code?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type EnquiryTargetResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['EnquiryTarget'] = ResolversParentTypes['EnquiryTarget']> = ResolversObject<{
  brandId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  categoryId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  investment?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  merchantId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type FeeBandResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FeeBand'] = ResolversParentTypes['FeeBand']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type GalleryImageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['GalleryImage'] = ResolversParentTypes['GalleryImage']> = ResolversObject<{
  image?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  thumbnail?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
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

export type MutationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = ResolversObject<{
  sendSmsCode?: Resolver<ResolversTypes['EnquiryResult'], ParentType, ContextType, RequireFields<MutationSendSmsCodeArgs, 'captcha' | 'phone'>>;
  submitEnquiry?: Resolver<ResolversTypes['EnquiryResult'], ParentType, ContextType, RequireFields<MutationSubmitEnquiryArgs, 'input'>>;
}>;

export type NamedResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Named'] = ResolversParentTypes['Named']> = ResolversObject<{
  __resolveType: TypeResolveFn<'FeeBand' | 'Region' | 'Tag', ParentType, ContextType>;
}>;

export type NewsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['News'] = ResolversParentTypes['News']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  publishedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  publishedMonthDay?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  summary?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  thumbnail?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type QueryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = ResolversObject<{
  brand?: Resolver<Maybe<ResolversTypes['Brand']>, ParentType, ContextType, RequireFields<QueryBrandArgs, 'id'>>;
  categories?: Resolver<Maybe<Array<ResolversTypes['Category']>>, ParentType, ContextType>;
  enquiryCaptcha?: Resolver<ResolversTypes['Captcha'], ParentType, ContextType>;
  enquiryTicker?: Resolver<Maybe<Array<ResolversTypes['TickerItem']>>, ParentType, ContextType>;
  nearbyShops?: Resolver<Maybe<ResolversTypes['MapShopPage']>, ParentType, ContextType, RequireFields<QueryNearbyShopsArgs, 'brandName' | 'page'>>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  randomBrands?: Resolver<Maybe<Array<ResolversTypes['Brand']>>, ParentType, ContextType, RequireFields<QueryRandomBrandsArgs, 'limit' | 'refresh'>>;
  relatedBrands?: Resolver<Maybe<Array<ResolversTypes['Brand']>>, ParentType, ContextType, RequireFields<QueryRelatedBrandsArgs, 'kind' | 'limit'>>;
  relatedNews?: Resolver<Maybe<Array<ResolversTypes['News']>>, ParentType, ContextType, RequireFields<QueryRelatedNewsArgs, 'limit'>>;
  relatedTopics?: Resolver<Maybe<Array<ResolversTypes['Topic']>>, ParentType, ContextType, RequireFields<QueryRelatedTopicsArgs, 'limit'>>;
  similarBrands?: Resolver<Maybe<Array<ResolversTypes['Brand']>>, ParentType, ContextType, RequireFields<QuerySimilarBrandsArgs, 'limit'>>;
  topBrands?: Resolver<Maybe<Array<ResolversTypes['Brand']>>, ParentType, ContextType, RequireFields<QueryTopBrandsArgs, 'limit'>>;
}>;

export type RegionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Region'] = ResolversParentTypes['Region']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
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
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  publishedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  summary?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  thumbnail?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type Resolvers<ContextType = GraphQLContext> = ResolversObject<{
  Brand?: BrandResolvers<ContextType>;
  Captcha?: CaptchaResolvers<ContextType>;
  Category?: CategoryResolvers<ContextType>;
  EnquiryResult?: EnquiryResultResolvers<ContextType>;
  EnquiryTarget?: EnquiryTargetResolvers<ContextType>;
  FeeBand?: FeeBandResolvers<ContextType>;
  GalleryImage?: GalleryImageResolvers<ContextType>;
  MapShop?: MapShopResolvers<ContextType>;
  MapShopPage?: MapShopPageResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  Named?: NamedResolvers<ContextType>;
  News?: NewsResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  Region?: RegionResolvers<ContextType>;
  Tag?: TagResolvers<ContextType>;
  TickerItem?: TickerItemResolvers<ContextType>;
  Topic?: TopicResolvers<ContextType>;
}>;

