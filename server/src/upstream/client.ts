// The typed client for the upstream REST contract (SPEC §7), one per GraphQL operation: its DataLoader
// sends each distinct request at most once per operation; the keyv cache behind it is shared by all
// requests and instances. Resolvers call these methods and never `fetch`.
import DataLoader from 'dataloader';
import type { UpstreamCache } from './cache';
import { STALE_GRACE_SECONDS } from './cache';
import { requestKey, send, type Params, type UpstreamRequest } from './http';
import { lifetimes } from './lifetimes';
import type { WireBrand, WireClassify, WireEnquiry, WireGuestbookItem, WireMapData, WireNews, WireTopic } from './wire';
import { enquiryPaths, paths } from './wire';
import { fetchCaptcha, postForAnswer, type Visitor, type VisitorAnswer } from './visitor';

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
  enquiryCaptcha(): Promise<string> {
    return fetchCaptcha(enquiryPaths.captcha, this.opts);
  }

  /** sendInfo: an SMS code to `phone` once the image captcha checks out. */
  sendSmsCode(phone: string, captcha: string): Promise<VisitorAnswer> {
    return postForAnswer(enquiryPaths.sendCode, { account: phone, code: captcha, type: 'img' }, this.opts);
  }

  /** guestBookCode (first time, with the SMS code) or guestBook (returning: this session verified the phone). */
  submitEnquiry(fields: WireEnquiry): Promise<VisitorAnswer> {
    return postForAnswer(fields.code ? enquiryPaths.enquiryFirst : enquiryPaths.enquiryReturning, { ...fields }, this.opts);
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
    if (entry && entry.freshUntil > this.now()) return entry.value;
    try {
      const value = await send(call, this.opts);
      if (cacheable && call.ttl !== null) await this.write(call.key, value, call.ttl);
      return value;
    } catch (error) {
      if (!entry) {
        this.opts.log?.warn({ key: call.key, err: error }, 'upstream failed; no cached copy');
        throw error;
      }
      this.opts.log?.warn({ key: call.key, err: error }, 'upstream failed; serving stale cache entry');
      return entry.value;
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

  private async write(key: string, value: unknown, ttl: number) {
    try {
      await this.opts.cache.set(key, { value, freshUntil: this.now() + ttl * 1000 }, (ttl + STALE_GRACE_SECONDS) * 1000);
    } catch (err) {
      this.opts.log?.warn({ key, err }, 'cache write failed');
    }
  }
}
