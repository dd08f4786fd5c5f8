import { EnquiryRefusal, enquiryMessages as m } from './messages';
import { MOBILE_PATTERN } from './phone';

/** upstream typeid: 1 an enquiry to a franchise brand; 2 a 品牌营销 lead for the operating company. */
export const ENQUIRY_TYPE = { brand: 1, marketing: 2 } as const;

/** What a marketing lead is stored as: about no brand, titled 品牌营销 whatever the form sent. */
export const MARKETING_TITLE = '品牌营销';

export interface EnquiryInput {
  /** The brand enquired about; null for a marketing lead (typeid 2), which belongs to no brand. */
  aid: number | null;
  cid: number;
  mid: number | null;
  money: string;
  typeid: number;
  entrance: number;
  name: string;
  mobile: string;
  title: string;
  url: string;
  address: string;
  content: string;
  /** The SMS code; '' in returning mode. */
  code: string;
  /** The consent text the visitor ticked, and its version (contract/src/consent.ts); checked against the brand later. */
  consentText: string;
  consentVersion: string;
}

type Fields = Record<string, unknown>;

/** The request body as a record, whatever arrived (form, JSON, nothing). */
export const fieldsOf = (body: unknown): Fields => (body && typeof body === 'object' && !Array.isArray(body) ? (body as Fields) : {});

// Control characters go (PostgreSQL text cannot hold NUL); anything but a string or a number counts as absent.
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;
export function str(v: unknown): string {
  if (typeof v === 'number' && Number.isFinite(v)) return String(v);
  return typeof v === 'string' ? v.replace(CONTROL, '').trim() : '';
}

const chars = (s: string) => [...s].length;

function bounded(s: string, max: number, message: string): string {
  if (chars(s) > max) throw new EnquiryRefusal(message);
  return s;
}

function int(v: unknown, def: number | null, message: string): number | null {
  const s = str(v);
  if (s === '') return def;
  if (!/^\d{1,10}$/.test(s) || Number(s) > 2_147_483_647) throw new EnquiryRefusal(message);
  return Number(s);
}

/** SPEC §5 first: name, phone, phone pattern, the code (first-time only); then our bounds. */
export function validatePhone(v: unknown): string {
  const mobile = str(v);
  if (!mobile) throw new EnquiryRefusal(m.mobileRequired);
  if (!MOBILE_PATTERN.test(mobile)) throw new EnquiryRefusal(m.mobileInvalid);
  return mobile;
}

export function validateEnquiry(body: unknown, mode: 'first' | 'returning'): EnquiryInput {
  const f = fieldsOf(body);
  const name = str(f.name);
  if (!name) throw new EnquiryRefusal(m.nameRequired);
  bounded(name, 20, m.nameTooLong);
  const mobile = validatePhone(f.mobile);
  const code = mode === 'first' ? str(f.code) : '';
  if (mode === 'first' && !/^\d{6}$/.test(code)) throw new EnquiryRefusal(m.smsCodeInvalid);
  const typeid = int(f.typeid, ENQUIRY_TYPE.brand, m.invalid)!;
  let aid: number | null;
  let mid: number | null;
  let title: string;
  if (typeid === ENQUIRY_TYPE.brand) {
    // An enquiry to a franchise brand must name one that exists (checked against the table later).
    aid = int(f.aid, null, m.noBrand);
    if (!aid) throw new EnquiryRefusal(m.noBrand);
    mid = int(f.mid, null, m.invalid);
    title = bounded(str(f.title), 100, m.fieldTooLong);
  } else if (typeid === ENQUIRY_TYPE.marketing) {
    // A lead for the operating company: it may name no brand and no merchant (0 or absent), so it can
    // never be listed under, or delivered to, one.
    if (int(f.aid, 0, m.invalid) !== 0 || int(f.mid, 0, m.invalid) !== 0) throw new EnquiryRefusal(m.invalid);
    aid = null;
    mid = null;
    title = MARKETING_TITLE;
  } else throw new EnquiryRefusal(m.invalid);
  // After the spec's checks: the separate consent for this one enquiry (its wording is checked later,
  // against the brand's recipient).
  const consentText = str(f.consent_text);
  const consentVersion = str(f.consent_version);
  if (!consentText || !consentVersion) throw new EnquiryRefusal(m.consentRequired);
  return {
    aid,
    cid: int(f.cid, 0, m.invalid)!,
    mid,
    typeid,
    entrance: int(f.entrance, 1, m.invalid)!,
    money: bounded(str(f.money), 50, m.fieldTooLong),
    name,
    mobile,
    title,
    url: bounded(str(f.url), 500, m.fieldTooLong),
    address: bounded(str(f.address), 100, m.addressTooLong),
    content: bounded(str(f.content), 500, m.contentTooLong),
    code,
    consentText: consentText.slice(0, 2000),
    consentVersion: consentVersion.slice(0, 40),
  };
}
