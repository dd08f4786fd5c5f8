// The Enquiry type: a stored enquiry for internal tools. The upstream sends the phone masked; it is
// masked again here so that an upstream regression can never hand a full number to a client.
import type { EnquiryResolvers } from '../../generated/resolvers';
import { maskPhones } from './mask';

const MASKED = /^\d{3}\*{4}\d{4}$/;

/** 138****1234 stays as it is; any other text has its digit runs masked, and never shows 11 digits. */
export function maskedPhone(mobile: string): string {
  return MASKED.test(mobile) ? mobile : maskPhones(mobile);
}

export const Enquiry: EnquiryResolvers = {
  id: (e) => String(e.id),
  typeId: (e) => e.typeid,
  // A 品牌营销 lead belongs to no brand (aid null): never look one up for it.
  brand: (e, _args, { upstream }) => (e.aid === null ? null : upstream.call('brandShow', { id: e.aid })),
  brandName: (e) => e.title,
  time: (e) => new Date(e.addtime * 1000).toISOString(),
  region: (e) => e.address || null,
  maskedPhone: (e) => maskedPhone(e.mobile),
  status: (e) => ({ received: 'RECEIVED' as const, withdrawn: 'WITHDRAWN' as const })[e.status],
  recipient: (e) => e.recipient,
};
