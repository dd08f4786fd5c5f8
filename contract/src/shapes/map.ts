// The shop map (getMapData), the enquiry ticker (getGuestbookData) and brand comments.
import { z } from 'zod';
import { wireBrand } from './brand';
import { int, wireRef, ymd } from './common';

/** One shop on the map (`getMapData` listinfo item). */
export const wireMapShop = z.strictObject({
  uid: z.string(),
  name: z.string(),
  address: z.string(),
  location: z.strictObject({ lng: z.number(), lat: z.number() }),
  detail_info: z.strictObject({ overall_rating: z.number(), price: z.number(), comment_num: int, tag: z.string() }),
});
export type WireMapShop = z.infer<typeof wireMapShop>;

export const wireMapData = z.strictObject({
  listinfo: z.array(wireMapShop),
  total: int,
  region: z.strictObject({ lng: z.number(), lat: z.number(), city: z.string() }),
  topData: z.array(wireBrand),
  shopArr: z.array(wireRef),
});
export type WireMapData = z.infer<typeof wireMapData>;

/** One row of the enquiry ticker. `name` arrives already masked by the upstream (e.g. 张**). */
export const wireGuestbookItem = z.strictObject({ id: int, name: z.string(), title: z.string(), addtime: z.string() });
export type WireGuestbookItem = z.infer<typeof wireGuestbookItem>;

export const wireComment = z.strictObject({
  id: int,
  user_logo: z.string(),
  user_name: z.string(),
  score: z.number(),
  date: ymd,
  /** HTML. */
  content: z.string(),
  pics: z.array(z.string()),
});
export type WireComment = z.infer<typeof wireComment>;

export const wireCommentData = z.strictObject({
  comment_num: int,
  avgScore: z.number(),
  groupNumNew: z.array(z.strictObject({ tag: int, show_content: z.string(), count: int })),
  comment_list: z.array(wireComment),
  totalNum: int,
  zhaoshang: wireBrand,
});
export type WireCommentData = z.infer<typeof wireCommentData>;
