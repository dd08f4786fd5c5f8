// The typed client for the upstream REST contract (SPEC §7), one per GraphQL operation: its DataLoader
// sends each distinct request at most once per operation; the keyv cache behind it is shared by all
// requests and instances. Resolvers call these methods and never `fetch`.
import DataLoader from 'dataloader';
import type { UpstreamCache } from './cache';
import { STALE_GRACE_SECONDS } from './cache';
import { deepFreeze } from './freeze';
import { requestKey, sendSized, type Params, type UpstreamRequest } from './http';
import { lifetimes } from './lifetimes';
import { contentLifetimes as cl } from './lifetimes';
import type {
  WireAd, WireBrandList, WireBrandMain, WireBrandSearch, WireCategoryBrands, WireCategoryTab, WireCidSearch,
  WireCityOption, WireCommentData, WireIndexMain, WireLinkGroup, WireMenuItem, WireNewData, WireNewsList, WireNewsMain,
  WirePoster, WireRanking, WireSuggestion, WireTopicList, WireTopicMain, WireTopList, WireTopMain,
} from '@shangji/contract';
import { contentPaths as cp } from '@shangji/contract';
import type { WireBrand, WireClassify, WireEnquiry, WireGuestbookItem, WireMapData, WireNews, WireTopic } from '@shangji/contract';
import { enquiryPaths, paths, sitemapPaths } from '@shangji/contract';
import type { WireSitemapList, WireSitemapMain, WireSitemapType } from '@shangji/contract';
import { fetchCaptcha, postForAnswer, type Visitor, type VisitorAnswer } from './visitor';
import { breachesOf, findCall, wireStoredEnquiry, type WireStoredEnquiry } from '@shangji/contract';
import { upstreamError, UpstreamError } from './errors';

export interface UpstreamLogger {
  warn(obj: object, msg: string): void;
}

export interface UpstreamClientOptions {
  baseUrl: string;
  timeoutMs: number;
  cache: UpstreamCache;
  /** The visitor's token. Responses to requests carrying one are never cached (DESIGN). */
  token?: string | undefined;
  /** Epoch ms; injectable so tests can step past a lifetime. */
  now?: () => number;
  log?: UpstreamLogger | undefined;
  /** The visitor behind this operation (cookie, address, Set-Cookie sink), for the enquiry calls. */
  visitor?: Visitor | undefined;
  /**
   * Check each answer against the contract (@shangji/contract) and fail the call, naming the call and
   * the field, when it breaks it. On outside production: a stray field in an answer is a bug to see
   * at once, not a page that renders half-empty later.
   */
  validate?: boolean | undefined;
  /**
   * Told, for every read, how many more seconds its answer stays fresh (0: not cacheable, or a stale
   * copy): a response built from these reads may be cached no longer than the smallest of them.
   */
  onFreshness?: ((seconds: number) => void) | undefined;
}

interface Call extends UpstreamRequest {
  key: string;
  /** Seconds; null = not cacheable. */
  ttl: number | null;
}

/** getRelatedData's `type` and what each returns. */
export interface RelatedDataTypes {
  zhaoshang: WireBrand;
  news: WireNews;
  zhuanti: WireTopic;
}

/** getRelatedZhaoshangData's topid: 1 hot, 2 recommended, 3 featured, 4 popular. */
export type TopId = 1 | 2 | 3 | 4;

export type MapDataType = 'list' | 'map' | 'show';

/** What `/index.php/v1/{model}/list` answers to a keyword search, per model. */
export interface SearchModels {
  zhaoshang: WireBrandSearch;
  news: WireNewsList;
  zhuanti: WireTopicList;
}

export class UpstreamClient {
  private readonly loader: DataLoader<Call, unknown, string>;
  private readonly now: () => number;

  constructor(private readonly opts: UpstreamClientOptions) {
    this.now = opts.now ?? Date.now;
    // No batching (the upstream has no batch endpoints): the loader is here for per-operation dedupe.
    this.loader = new DataLoader<Call, unknown, string>(
      (calls) => Promise.all(calls.map((c) => this.cached(c).catch((e: unknown) => e as Error))),
      { batch: false, cacheKeyFn: (c) => c.key },
    );
  }

  /** A brand's detail page data; null when the upstream has no such id (code 400). */
  brandShow(id: number, show?: string): Promise<WireBrand | null> {
    return this.get<WireBrand>(paths.brandShow, { id, show }, lifetimes.brandShow);
  }

  async relatedData<T extends keyof RelatedDataTypes>(p: { type: T; cid?: number; pinyin?: string; num?: number }): Promise<RelatedDataTypes[T][]> {
    return (await this.get<RelatedDataTypes[T][]>(paths.relatedData, p, lifetimes.relatedData)) ?? [];
  }

  async relatedBrands(p: { topid: TopId; cid?: number; num?: number }): Promise<WireBrand[]> {
    return (await this.get<WireBrand[]>(paths.relatedBrands, p, lifetimes.relatedBrands)) ?? [];
  }

  /** refresh ("change batch") must give a new draw: it skips the shared cache and the per-operation loader. */
  async randomBrands(num: number, refresh: boolean): Promise<WireBrand[]> {
    const call = this.call('GET', paths.randomBrands, { num, refresh: refresh ? 1 : undefined }, refresh ? null : lifetimes.randomBrands);
    const data = refresh ? await this.cached(call) : await this.loader.load(call);
    return (data as WireBrand[] | null) ?? [];
  }

  async topBrands(p: { cid?: number; pinyin?: string; num?: number }): Promise<WireBrand[]> {
    return (await this.get<WireBrand[]>(paths.topBrands, p, lifetimes.topBrands)) ?? [];
  }

  // ---- Home, content, rankings, search and site reads (SPEC §7; decision 0013) ----

  indexMain(): Promise<WireIndexMain | null> {
    return this.get<WireIndexMain>(cp.indexMain, {}, cl.indexMain);
  }

  links(): Promise<WireLinkGroup[] | null> {
    return this.get<WireLinkGroup[]>(cp.links, {}, cl.links);
  }

  newData(p: { cid: number; num: number }): Promise<WireNewData | null> {
    return this.get<WireNewData>(cp.newData, { ...p, type: 0 }, cl.newData);
  }

  cidBrandNav(): Promise<WireCategoryBrands[] | null> {
    return this.get<WireCategoryBrands[]>(cp.cidBrandNav, {}, cl.cidBrandNav);
  }

  tradeBrandTop(): Promise<(WireCategoryTab & { list: WireBrand[] })[] | null> {
    return this.get<(WireCategoryTab & { list: WireBrand[] })[]>(cp.tradeBrandTop, {}, cl.tradeBrandTop);
  }

  cidSearch(): Promise<WireCidSearch | null> {
    return this.get<WireCidSearch>(cp.cidSearch, {}, cl.cidSearch);
  }

  menu(pid: number): Promise<WireMenuItem[] | null> {
    return this.get<WireMenuItem[]>(cp.menu, { pid }, cl.menu);
  }

  ads(slot: 'V1_G01' | 'V1_G02'): Promise<WireAd[] | null> {
    return this.get<WireAd[]>(slot === 'V1_G01' ? cp.adG01 : cp.adG02, {}, cl.ads);
  }

  /** Without a parent, the whole province → city tree; null for an unknown parent (code 400). */
  cities(parent?: string): Promise<WireCityOption[] | null> {
    return this.get<WireCityOption[]>(cp.city, parent ? { action: 'children', value: parent } : {}, cl.city);
  }

  /** The jump page's target; null (code 400) when the upstream does not vouch for the address. Not cached: keys are visitor input. */
  skipAd(url: string): Promise<string | null> {
    return this.load<string>(this.call('GET', cp.skipAd, { url }, null));
  }

  vipData(num: number): Promise<WireBrand[] | null> {
    return this.get<WireBrand[]>(cp.vipData, { cid: 0, num, type: 'new' }, cl.vipData);
  }

  vipClassify(): Promise<WireCategoryTab[] | null> {
    return this.get<WireCategoryTab[]>(cp.vipClassify, {}, cl.vipClassify);
  }

  brandMain(): Promise<WireBrandMain | null> {
    return this.get<WireBrandMain>(cp.brandMain, {}, cl.brandMain);
  }

  brandList(p: { pinyin?: string; feeid?: number; regionid?: number; idenid?: number; isvip?: number; page: number }): Promise<WireBrandList | null> {
    return this.get<WireBrandList>(cp.brandList, p, cl.brandList);
  }

  poster(id: number): Promise<WirePoster | null> {
    return this.get<WirePoster>(cp.brandPoster, { id }, cl.poster);
  }

  newsMain(): Promise<WireNewsMain | null> {
    return this.get<WireNewsMain>(cp.newsMain, {}, cl.newsMain);
  }

  newsList(p: { pinyin?: string; page: number }): Promise<WireNewsList | null> {
    return this.get<WireNewsList>(cp.newsList, p, cl.newsList);
  }

  /** Counts a view upstream, so it is always asked (lifetime 0); the stored copy only answers outages. */
  newsShow(id: number, show?: string): Promise<WireNews | null> {
    return this.get<WireNews>(cp.newsShow, { id, show }, cl.newsShow);
  }

  topicMain(): Promise<WireTopicMain | null> {
    return this.get<WireTopicMain>(cp.topicMain, {}, cl.topicMain);
  }

  topicList(p: { pinyin?: string; page: number }): Promise<WireTopicList | null> {
    return this.get<WireTopicList>(cp.topicList, p, cl.topicList);
  }

  topicShow(id: number, show?: string): Promise<WireTopic | null> {
    return this.get<WireTopic>(cp.topicShow, { id, show }, cl.topicShow);
  }

  topMain(): Promise<WireTopMain | null> {
    return this.get<WireTopMain>(cp.topMain, {}, cl.topMain);
  }

  /** SPEC §7: cached 3600 s on the first page, never when paging. */
  topList(p: { pinyin?: string; page: number }): Promise<WireTopList | null> {
    return this.load<WireTopList>(this.call('GET', cp.topList, p, p.page > 1 ? null : cl.topListFirstPage));
  }

  topShow(id: number): Promise<WireRanking | null> {
    return this.get<WireRanking>(cp.topShow, { id }, cl.topShow);
  }

  /** Keyword search over `/index.php/v1/{model}/list`. Not cached: keywords are unbounded visitor input. */
  search<M extends keyof SearchModels>(model: M, keyword: string, page: number): Promise<SearchModels[M] | null> {
    const path = { zhaoshang: cp.brandList, news: cp.newsList, zhuanti: cp.topicList }[model];
    return this.load<SearchModels[M]>(this.call('GET', path, { keyword, page }, null));
  }

  /** getSearch suggestions (limit 10). Not cached, like search. */
  suggest(p: { table: keyof SearchModels; where: '' | 'isvip' | 'shop'; field: 'title' | 'product' | 'company'; keyword: string }): Promise<WireSuggestion[] | null> {
    return this.load<WireSuggestion[]>(this.call('POST', cp.suggest, { ...p, order: 'count', limit: 10 }, null));
  }

  /** getCommentData; null for an unknown brand, shop or group (code 400). Not cached (no lifetime in SPEC §7). */
  comments(p: { uid: number; page: number; tab: number; sid?: number }): Promise<WireCommentData | null> {
    return this.load<WireCommentData>(this.call('POST', cp.comments, p, null));
  }

  /** getMapData with every filter; only type show is cached (as mapData). */
  mapSearch(p: { type: MapDataType; page: number; keyword?: string; region?: string; swlng?: number; swlat?: number; nelng?: number; nelat?: number }): Promise<WireMapData | null> {
    return this.load<WireMapData>(this.call('POST', paths.mapData, p, p.type === 'show' ? lifetimes.mapDataShow : null));
  }

  mapData(type: MapDataType, page: number, keyword: string): Promise<WireMapData | null> {
    const ttl = type === 'show' ? lifetimes.mapDataShow : null;
    return this.load<WireMapData>(this.call('POST', paths.mapData, { type, page, keyword }, ttl));
  }

  async guestbook(): Promise<WireGuestbookItem[]> {
    return (await this.get<WireGuestbookItem[]>(paths.guestbook, {}, lifetimes.guestbook)) ?? [];
  }

  classify(): Promise<WireClassify | null> {
    return this.get<WireClassify>(paths.classify, {}, lifetimes.classify);
  }

  // The enquiry write path (SPEC §7) runs on the visitor's session: never the cache, never the loader.

  /** A fresh image captcha (SVG text), bound to the visitor's session. */
  enquiryCaptcha(): Promise<{ svg: string; pow: string | null }> {
    return fetchCaptcha(enquiryPaths.captcha, this.opts);
  }

  /** sendInfo: an SMS code to `phone` once the image captcha checks out. */
  sendSmsCode(phone: string, captcha: string, pow?: string, idempotencyKey?: string): Promise<VisitorAnswer> {
    return postForAnswer(enquiryPaths.sendCode, { account: phone, code: captcha, type: 'img', pow }, this.opts, idempotencyKey);
  }

  /**
   * guestBookCode (first time, with the SMS code) or guestBook (returning: this session verified the
   * phone). `stored` is the stored enquiry when the upstream sends one back that keeps the contract
   * (its phone masked); outside production one that breaks it is an error, naming the field.
   */
  async submitEnquiry(fields: WireEnquiry, idempotencyKey?: string): Promise<VisitorAnswer & { stored: WireStoredEnquiry | null }> {
    const call = fields.code ? 'enquiryFirst' : 'enquiryReturning';
    const answer = await postForAnswer(enquiryPaths[call], { ...fields }, this.opts, idempotencyKey);
    if (answer.code !== 200 || answer.data == null) return { ...answer, stored: null };
    const parsed = wireStoredEnquiry.safeParse(answer.data);
    if (!parsed.success && this.opts.validate) {
      const breaches = breachesOf(call, {}, answer.data);
      throw upstreamError('UPSTREAM_BAD_RESPONSE', `Upstream ${call} (POST ${enquiryPaths[call]}) answered outside the contract: ${breaches.slice(0, 5).join('; ')}`, { call, breaches });
    }
    return { ...answer, stored: parsed.success ? parsed.data : null };
  }

  /** Per type, the row count and newest date; the list-page slugs (sitemap.xml). */
  sitemapMain(): Promise<WireSitemapMain | null> {
    return this.get<WireSitemapMain>(sitemapPaths.main, {}, cl.sitemapMain);
  }

  /** One page of ids and dates of a type, by id (one child sitemap). */
  sitemapList(type: WireSitemapType, page: number): Promise<WireSitemapList | null> {
    return this.get<WireSitemapList>(sitemapPaths.list, { type, page }, cl.sitemapList);
  }

  private get<T>(path: string, params: Params, ttl: number): Promise<T | null> {
    return this.load<T>(this.call('GET', path, params, ttl));
  }

  private async load<T>(call: Call): Promise<T | null> {
    return (await this.loader.load(call)) as T | null;
  }

  private call(method: Call['method'], path: string, params: Params, ttl: number | null): Call {
    const req = { method, path, params };
    return { ...req, key: requestKey(req), ttl };
  }

  /** Fresh cache entry, else the upstream, else (on failure) the stale copy, else the error. */
  private async cached(call: Call): Promise<unknown> {
    const cacheable = call.ttl !== null && !this.opts.token;
    const entry = cacheable ? await this.read(call.key) : undefined;
    const now = this.now();
    if (entry && entry.freshUntil > now) {
      this.opts.onFreshness?.(Math.ceil((entry.freshUntil - now) / 1000));
      return entry.value;
    }
    try {
      const { data, bytes } = await sendSized(call, this.opts);
      // Frozen: in memory, this very object is what later requests read.
      // A breach is never hidden behind a stale copy (see the catch): it fails the field where it is seen.
      if (this.opts.validate && data !== null) this.check(call, data);
      const value = deepFreeze(data);
      this.opts.onFreshness?.(cacheable ? (call.ttl ?? 0) : 0);
      if (cacheable && call.ttl !== null) await this.write(call.key, value, bytes, call.ttl);
      return value;
    } catch (error) {
      if (!entry || (error instanceof UpstreamError && error.extensions.breaches)) {
        this.opts.log?.warn({ key: call.key, err: error }, 'upstream failed; no cached copy');
        throw error;
      }
      this.opts.log?.warn({ key: call.key, err: error }, 'upstream failed; serving stale cache entry');
      this.opts.onFreshness?.(0);
      return entry.value;
    }
  }

  /** Throws UPSTREAM_BAD_RESPONSE naming the call and each field that breaks the contract. */
  private check(call: Call, data: unknown): void {
    const name = findCall(call.method, call.path);
    if (!name) throw upstreamError('UPSTREAM_BAD_RESPONSE', `${call.method} ${call.path} is not a call of the contract`);
    const breaches = breachesOf(name, call.params, data);
    if (breaches.length) {
      const shown = breaches.slice(0, 5).join('; ') + (breaches.length > 5 ? `; and ${breaches.length - 5} more` : '');
      this.opts.log?.warn({ key: call.key, breaches }, 'upstream answer breaks the contract');
      throw upstreamError('UPSTREAM_BAD_RESPONSE', `Upstream ${name} (${call.method} ${call.path}) answered outside the contract: ${shown}`, { call: name, breaches });
    }
  }

  // A cache outage degrades to a miss: the upstream is still there.
  private async read(key: string) {
    try {
      return await this.opts.cache.get(key);
    } catch (err) {
      this.opts.log?.warn({ key, err }, 'cache read failed');
      return undefined;
    }
  }

  private async write(key: string, value: unknown, bytes: number, ttl: number) {
    try {
      await this.opts.cache.set(key, Object.freeze({ value, freshUntil: this.now() + ttl * 1000, bytes }), (ttl + STALE_GRACE_SECONDS) * 1000);
    } catch (err) {
      this.opts.log?.warn({ key, err }, 'cache write failed');
    }
  }
}
