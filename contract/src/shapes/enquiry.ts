// The enquiry write path (SPEC §3, §7), called on the visitor's behalf. Its answers are bare envelopes:
// the code and the Chinese msg are what the visitor is shown.
import { z } from 'zod';
import { int } from './common';

/** An enquiry (guestbook) submission, field names as the upstream takes them (SPEC §3). */
export const wireEnquiry = z.object({
  /** The brand's id; 0 (or absent) for a 品牌营销 lead (typeid 2), which is about no brand. */
  aid: int,
  cid: int.optional(),
  mid: int.optional(),
  money: z.string().optional(),
  /** 1: an enquiry to the brand `aid`; 2: a 品牌营销 (brand-marketing) lead for the operating company. Others are refused. */
  typeid: int,
  entrance: int,
  name: z.string(),
  mobile: z.string(),
  title: z.string().optional(),
  url: z.string().optional(),
  /** Region parts joined by a hyphen, e.g. 广东-深圳. */
  address: z.string().optional(),
  content: z.string().optional(),
  /** The SMS code: present for guestBookCode (first time), absent for guestBook (returning). */
  code: z.string().optional(),
  /**
   * The consent the visitor ticked for this one enquiry, word for word (consentText of consent.ts for
   * this brand's recipient), and its version. Required: without them, or when they are not the current
   * wording for this brand's recipient, the enquiry is refused and nothing is stored.
   */
  consent_text: z.string().optional(),
  consent_version: z.string().optional(),
});
export type WireEnquiry = z.infer<typeof wireEnquiry>;

/** sendInfo: an SMS code to `account` once the image captcha `code` checks out. */
export const wireSendCode = z.object({ account: z.string(), code: z.string(), type: z.literal('img') });

/**
 * What guestBookCode / guestBook send back on success: the stored enquiry, for internal tools. The
 * phone is masked (138****1234); the name and message are not sent back at all.
 */
export const wireStoredEnquiry = z.strictObject({
  id: int.positive(),
  /** The brand's id; null for a 品牌营销 lead (typeid 2), which belongs to no brand. */
  aid: int.nullable(),
  /** 1: an enquiry to a brand; 2: a 品牌营销 lead for the operating company. */
  typeid: int,
  /** The brand's title, or 品牌营销 for a lead. */
  title: z.string(),
  /** Unix seconds. */
  addtime: int,
  /** Region parts joined by a hyphen, e.g. 广东-深圳; '' when none was given. */
  address: z.string(),
  mobile: z.string().regex(/^\d{3}\*{4}\d{4}$/, 'a masked phone number (138****1234)'),
  /** received; withdrawn once the enquirer withdrew it (never delivered again). */
  status: z.enum(['received', 'withdrawn']),
  /** Who receives it, as named in the consent: the brand's operating company or the site's own advisers. */
  recipient: z.string(),
});
export type WireStoredEnquiry = z.infer<typeof wireStoredEnquiry>;

/**
 * 我的咨询 (docs/decisions/0092): one enquiry as its own enquirer sees it, once this browser session
 * proved the number by SMS code. Only that number's enquiries are ever sent.
 */
export const wireMyEnquiry = z.strictObject({
  id: int.positive(),
  /** The brand's id; null for a 品牌营销 lead, or when the brand no longer exists. */
  aid: int.nullable(),
  typeid: int,
  /** The brand's title as stored with the enquiry (品牌营销 for a lead). */
  title: z.string(),
  /** Who receives it, as the consent named it. */
  recipient: z.string(),
  /** Unix seconds. */
  addtime: int,
  status: z.enum(['received', 'withdrawn']),
  /** Unix seconds; null unless withdrawn. */
  withdrawntime: int.nullable(),
  /** The consent the enquirer ticked, word for word, and its version. */
  consent_text: z.string(),
  consent_version: z.string(),
  /** The lead's state (contract/src/lead-states.ts) and every state it passed, with its time (unix seconds). */
  lead_state: z.enum([
    'submitted', 'delivered', 'viewed', 'contacted', 'interested', 'won', 'no_intent',
    'disputed', 'credited', 'dispute_rejected', 'withdrawn', 'expired',
  ]),
  events: z.array(z.strictObject({ state: z.string(), at: int })),
});
export type WireMyEnquiry = z.infer<typeof wireMyEnquiry>;

/** What every 我的咨询 call answers on success: the proven number (masked), its flag and its enquiries, newest first. */
export const wireMyEnquiries = z.strictObject({
  mobile: z.string().regex(/^\d{3}\*{4}\d{4}$/, 'a masked phone number (138****1234)'),
  /** 1 when the number asked not to be contacted (请勿联系). */
  dnc: z.union([z.literal(0), z.literal(1)]),
  /** Unix seconds: when the proof ends. */
  expires: int,
  list: z.array(wireMyEnquiry),
});
export type WireMyEnquiries = z.infer<typeof wireMyEnquiries>;
