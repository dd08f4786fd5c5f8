// Rankings (paihang): boards, the rankings home and lists.
import { z } from 'zod';
import { wireBrand } from './brand';
import { int, wireAd, wireCategoryTab, wireIdName } from './common';
import { wireLinkGroup } from './links';

/** A ranking board or ranking detail (`top/show` adds `banner`). */
export const wireRanking = z.strictObject({
  id: int,
  cid: int.nullable(),
  title: z.string().min(1),
  description: z.string(),
  keyword: z.string(),
  list: z.array(wireBrand),
  /** How the organic order is made: the formula and the data it reads, in Chinese (docs/decisions/0077). */
  method: z.string(),
  /** Each entry's score, parallel to `list`; null where the ranking was stored without one. */
  scores: z.array(z.number().nullable()),
  /** Paid placement: shown apart and labelled 广告, never part of `list`'s order. */
  sponsored: z.array(wireBrand),
  banner: z.array(wireAd).optional(),
});
export type WireRanking = z.infer<typeof wireRanking>;

export const wireTopMain = z.strictObject({
  synthesize1: wireRanking,
  synthesize2: wireRanking,
  synthesize3: wireRanking,
  zhaoshang1: z.array(wireBrand),
  zhaoshang2: z.array(wireBrand),
  zhaoshang3: z.array(wireBrand),
  zhaoshang4: z.array(wireBrand),
  zhaoshangSearch: z.array(wireBrand),
  listinfoCidList: z.array(wireRanking),
  listinfoFeeidList: z.array(wireIdName.extend({ list: z.array(wireBrand) })),
  listinfoVipList: wireRanking,
  links: z.array(wireLinkGroup),
});
export type WireTopMain = z.infer<typeof wireTopMain>;

export const wireTopList = z.strictObject({ listinfo: z.array(wireRanking), totalcount: int, category: wireCategoryTab.nullable() });
export type WireTopList = z.infer<typeof wireTopList>;
