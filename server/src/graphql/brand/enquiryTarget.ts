import type { EnquiryTarget as EnquiryTargetShape, EnquiryTargetResolvers } from '../../generated/resolvers';
import { enquiryRecipient, recipientContact, type WireBrand } from '@shangji/contract';

/**
 * The enquiry context of a brand. zhaoshang/show sends it as `guestbook` (the string 'ok' when the brand
 * takes no enquiries). List calls (zhaoshang/list, getVipData, related lists) send no guestbook at all,
 * yet every list row has a consult button (SPEC §2): there the context is the one the upstream builds
 * for show (aid, cid, mid or 0, /shangji/{id}, title), with the investment band as the money text.
 */
export function enquiryTarget(brand: WireBrand): EnquiryTargetShape | null {
  const g = brand.guestbook;
  if (g === 'ok') return null;
  if (g && typeof g === 'object') {
    return {
      brandId: String(g.aid),
      categoryId: String(g.cid),
      merchantId: String(g.mid ?? 0),
      url: g.url,
      title: g.title,
      investment: g.money,
      recipient: enquiryRecipient({ mid: g.mid, company: brand.company }),
      recipientContact: contactOf({ mid: g.mid, isvip: brand.isvip, phone: brand.phone }),
    };
  }
  if (g !== undefined && g !== null) return null;
  return {
    brandId: String(brand.id),
    categoryId: String(brand.cid ?? 0),
    merchantId: String(brand.mid ?? 0),
    url: `/shangji/${brand.id}`,
    title: brand.title,
    investment: brand.feeidName ?? '',
    recipient: enquiryRecipient(brand),
    recipientContact: contactOf(brand),
  };
}

/**
 * The recipient's contact (contract/src/consent.ts). List rows carry no phone: for a certified,
 * claimed brand it is then left '' and EnquiryTarget.recipientContact reads it from the brand's detail.
 */
function contactOf(b: { mid?: number | null; isvip?: number; phone?: string }): string {
  if (b.isvip === 1 && b.mid && b.mid > 0 && b.phone === undefined) return '';
  return recipientContact(b);
}

/** EnquiryTarget.recipientContact: the detail's phone when the list row could not say (above). */
export const EnquiryTarget: EnquiryTargetResolvers = {
  recipientContact: async (t, _args, { upstream }) => {
    if (t.recipientContact) return t.recipientContact;
    const brand = await upstream.call('brandShow', { id: Number(t.brandId) });
    return recipientContact(brand ? { mid: brand.mid, isvip: brand.isvip, phone: brand.phone } : { mid: 0 });
  },
};
