// A brand (zhaoshang) and the brand directory's calls. List calls send the same brand shape; the long
// HTML fields (content, advantage, conditions, process) and phone/pcposter/guestbook are only
// guaranteed on `zhaoshang/show`.
import { z } from 'zod';
import { int, wireAd, wireCategoryRef, wireCategoryTab, wireClassify, wireIdName, wireListCategory, ymd } from './common';
import { wireRecordSummary } from './records';

/** What the enquiry dialog receives to know which brand an enquiry is for (SPEC §3). */
export const wireGuestbookContext = z.strictObject({ aid: int, cid: int, mid: int, url: z.string(), title: z.string(), money: z.string() });
export type WireGuestbookContext = z.infer<typeof wireGuestbookContext>;

export const wireBrandDatum = z.strictObject({
  company: z.string(),
  product: z.string(),
  foundtime: z.string(),
  throng: z.string(),
  shopnum: int,
  joinnum: int,
});
export type WireBrandDatum = z.infer<typeof wireBrandDatum>;

export const wireBrand = z.strictObject({
  id: int.positive(),
  title: z.string().min(1),
  description: z.string(),
  /** Main image URL (site-relative on our upstream, e.g. /media/brand/12/thumb.svg). */
  thumb: z.string(),
  /** Gallery thumbnails (82x55), index-aligned with `slideshow`. */
  slideshowThumb: z.array(z.string()).optional(),
  /** Gallery images (360x240). */
  slideshow: z.array(z.string()).optional(),
  /** 1 = certified (shows the badge and the phone-reveal button), 0 = not. */
  isvip: z.union([z.literal(0), z.literal(1)]),
  feeid: int,
  /** Investment band text, e.g. "10-20万". */
  feeidName: z.string().min(1),
  /** The brand's (sub-)category id and name. */
  cid: int,
  cidName: z.string().min(1),
  /** The top-level industry id. */
  cidOne: int,
  /** Category path, top level first. */
  cidgl: z.array(wireCategoryRef).optional(),
  /** Headquarters city. */
  regionid: int,
  regionidName: z.string().min(1),
  /** Comma-separated tag ids, and the tags themselves. */
  idenid: z.string().optional(),
  idenidName: z.array(wireIdName).optional(),
  product: z.string(),
  company: z.string(),
  throng: z.string().optional(),
  foundtime: z.string().optional(),
  joinnum: int.optional(),
  shopnum: int.optional(),
  /** The brand's business phone; only sent for isvip brands. */
  phone: z.string().optional(),
  /** Merchant member id; present only when the brand is claimed (certified data). */
  mid: int.nullable().optional(),
  content: z.string().optional(),
  advantage: z.string().optional(),
  conditions: z.string().optional(),
  process: z.string().optional(),
  /** The payload that opens the enquiry form; the upstream sends the string 'ok' when there is none. */
  guestbook: z.union([z.literal('ok'), wireGuestbookContext]).optional(),
  /** JSON text of WirePosterItem[], or '' when the brand has no poster. */
  pcposter: z.string().optional(),
  keyword: z.string().optional(),
  pinyin: z.string().optional(),
  /** Date the brand was added, 'YYYY-MM-DD'. */
  addtimes: ymd.optional(),
  jsondata: z.strictObject({ datum: wireBrandDatum }).optional(),
});
export type WireBrand = z.infer<typeof wireBrand>;

export const wirePosterItem = z.strictObject({ url: z.string(), text: z.string() });
export type WirePosterItem = z.infer<typeof wirePosterItem>;

/**
 * zhaoshang/list: the filtered directory with its filter lists. `records`, beside the spec (docs/decisions/0112):
 * the records summaries of listinfo's brands, which the list's badges show; without it (an upstream that
 * does not send it) the gateway asks the summaries call.
 */
export const wireBrandList = wireClassify.extend({
  listinfo: z.array(wireBrand),
  totalcount: int,
  category: wireListCategory.nullable(),
  records: z.array(wireRecordSummary).optional(),
});
export type WireBrandList = z.infer<typeof wireBrandList>;

/** zhaoshang/list with a keyword: brand search. */
export const wireBrandSearch = z.strictObject({
  listinfo: z.array(wireBrand),
  totalcount: int,
  /** True when totalcount is an estimate (past the exact-count bound): page 1 fast, not an exact 28,000. */
  totalIsEstimate: z.boolean(),
});
export type WireBrandSearch = z.infer<typeof wireBrandSearch>;

/** zhaoshang/poster: a brand and its poster images (at least one). */
export const wirePoster = z.strictObject({ zhaoshang: wireBrand, items: z.array(wirePosterItem).min(1) });
export type WirePoster = z.infer<typeof wirePoster>;

/** getIsvipZhaoshangClassify and other tab lists. */
export const wireCategoryTabs = z.array(wireCategoryTab);

export const wireAds = z.array(wireAd);
