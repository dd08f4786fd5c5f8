// Brand edits under review (docs/decisions/0121): the fields a brand_admin may edit, an open edit and
// its state, ops' queue. The upstream checks every value (upstream/src/backoffice/edits/fields.ts); the
// gateway sanitises the HTML fields with the site's rules before they are saved (server/src/graphql/sanitize.ts).
import { z } from 'zod';
import { int } from './common';

/** Unix seconds. */
const secs = int;

/** What a brand_admin edits: texts (the four HTML bodies and the plain summary), facts, pictures. */
export const wireBrandEditFields = z.strictObject({
  description: z.string(),
  content: z.string(),
  advantage: z.string(),
  conditions: z.string(),
  process: z.string(),
  feeid: int,
  money: z.string(),
  product: z.string(),
  throng: z.string(),
  foundtime: z.string(),
  company: z.string(),
  /** One of the brand's media (`media` of the edit view). */
  thumb: z.string(),
  /** 1-8 of the brand's media, in order. */
  slideshow: z.array(z.string()),
});
export type WireBrandEditFields = z.infer<typeof wireBrandEditFields>;
export const BRAND_EDIT_FIELDS = wireBrandEditFields.keyof().options;
export type BrandEditField = (typeof BRAND_EDIT_FIELDS)[number];

export const BRAND_EDIT_STATES = ['draft', 'submitted', 'returned', 'published', 'discarded'] as const;
export type BrandEditState = (typeof BRAND_EDIT_STATES)[number];

export const wireBrandEdit = z.strictObject({
  id: int,
  brand_id: int,
  state: z.enum(BRAND_EDIT_STATES),
  fields: wireBrandEditFields,
  /** The fields whose proposed value differs from the brand's when the draft was started. */
  changed: z.array(z.enum(BRAND_EDIT_FIELDS)),
  /** Changed fields that were also changed elsewhere on the brand since the draft was started. */
  conflicts: z.array(z.enum(BRAND_EDIT_FIELDS)),
  author: z.string(), // the author's login
  return_reason: z.string(),
  created: secs,
  updated: secs,
  submitted: secs.nullable(),
  decided: secs.nullable(),
});
export type WireBrandEdit = z.infer<typeof wireBrandEdit>;

/** A brand as its edit screen and ops' review show it: the published values, the open (or asked) edit. */
export const wireBrandEditView = z.strictObject({
  brand_id: int,
  title: z.string(),
  current: wireBrandEditFields,
  edit: wireBrandEdit.nullable(),
  /** Pictures the brand may show: its own media only. */
  media: z.array(z.string()),
  fee_bands: z.array(z.strictObject({ id: int, name: z.string() })),
});
export type WireBrandEditView = z.infer<typeof wireBrandEditView>;

export const wireBrandEditRow = z.strictObject({
  id: int,
  brand_id: int,
  brand_title: z.string(),
  state: z.enum(BRAND_EDIT_STATES),
  changed: z.array(z.enum(BRAND_EDIT_FIELDS)),
  author: z.string(),
  submitted: secs.nullable(),
  decided: secs.nullable(),
});
export const wireBrandEditPage = z.strictObject({ total: int, list: z.array(wireBrandEditRow) });
export type WireBrandEditPage = z.infer<typeof wireBrandEditPage>;
