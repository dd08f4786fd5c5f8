// The enquiry a form submits, built the same on both screens (EnquiryForm.tsx, the mobile page's
// mobile/client/enquiry.ts): the brand it is for, what the visitor typed, the attempt's key and the consent
// word for word as it was shown (contract/src/consent.ts).
import { CONSENT_VERSION, consentText } from '@shangji/contract/consent';
import type { EnquiryInput } from '../../gql/graphql';
import { withSearchKeyword } from '../../data/tracking';
import type { EnquiryTarget } from './context';
import type { Fields } from './machine';

export function enquiryInput(target: EnquiryTarget, f: Omit<Fields, 'captcha'>, returning: boolean, idempotencyKey: string): EnquiryInput {
  // A 品牌营销 lead (typeId 2, /brandmarket) is about no brand (docs/decisions/0055).
  const marketing = target.typeId === 2;
  return {
    brandId: marketing ? null : target.brandId,
    categoryId: target.categoryId,
    merchantId: target.merchantId,
    investment: target.investment,
    title: target.title,
    url: withSearchKeyword(target.url),
    typeId: marketing ? 2 : 1,
    // SPEC §3 names one value (1) and no other meaning: the desktop's, on both screens.
    entrance: 1,
    name: f.name.trim(),
    mobile: f.mobile.trim(),
    address: [f.province, f.city].filter(Boolean).join('-'),
    content: f.content.trim(),
    // A returning enquirer (SPEC §4) proved the number with an earlier enquiry's code.
    smsCode: returning ? null : f.smsCode.trim(),
    idempotencyKey,
    consentText: consentText(target.recipient, target.title, target.recipientContact),
    consentVersion: CONSENT_VERSION,
  };
}
