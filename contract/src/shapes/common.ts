// Small shapes shared by many calls. Objects are strict: a field the contract does not name is reported
// (the gateway tolerates extra fields; the black-box tests do not, see validate.ts).
import { z } from 'zod';

export const int = z.number().int();
export const ymd = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** An id and a display name: fee bands, regions, tags, categories in filter lists. */
export const wireIdName = z.strictObject({ id: int, name: z.string() });
export type WireIdName = z.infer<typeof wireIdName>;

/** A category in a brand's category path (`cidgl`): top level first, then the sub-category. */
export const wireCategoryRef = z.strictObject({ id: int, name: z.string(), pinyin: z.string() });
export type WireCategoryRef = z.infer<typeof wireCategoryRef>;

/** A category in navigation and tab lists. */
export const wireCategoryTab = z.strictObject({ id: int, name: z.string().min(1), pinyin: z.string().regex(/^[a-z0-9]+$/) });
export type WireCategoryTab = z.infer<typeof wireCategoryTab>;

/** A banner or ad slot item; `href` may be external (open it through /jumpwebsite). */
export const wireAd = z.strictObject({ href: z.string().min(1), litpic: z.string().min(1), title: z.string().min(1) });
export type WireAd = z.infer<typeof wireAd>;

/** An id and a title: previous/next links, hot searches, map shop brands. */
export const wireRef = z.strictObject({ id: int, title: z.string() });

/** Previous and next items of a news article or topic; null at either end. */
export const wirePageInfo = z.strictObject({ prev: wireRef.nullable(), next: wireRef.nullable() });
export type WirePageInfo = z.infer<typeof wirePageInfo>;

/** The category a list is scoped to, for titles and breadcrumbs; null when listing all. */
export const wireListCategory = wireCategoryTab.extend({ pid: int, title: z.string(), description: z.string(), keyword: z.string() });
export type WireListCategory = z.infer<typeof wireListCategory>;

/** A category with its sub-categories, as in `getZahoshangClassify`'s classifyList. */
export const wireCategory = z.strictObject({
  id: int,
  name: z.string(),
  pinyin: z.string(),
  children: z.array(z.strictObject({ id: int, name: z.string(), pinyin: z.string() })),
});
export type WireCategory = z.infer<typeof wireCategory>;

/** The filter lists of the brand directory (getZahoshangClassify; also inside zhaoshang/list). */
export const wireClassify = z.strictObject({
  classifyList: z.array(wireCategory),
  feeidList: z.array(wireIdName),
  regionidList: z.array(wireIdName),
  idenidList: z.array(wireIdName),
});
export type WireClassify = z.infer<typeof wireClassify>;
