import type { EnquiryTarget as EnquiryTargetShape } from '../../generated/resolvers';
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
      recipientContact: recipientContact(brand),
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
    recipientContact: recipientContact(brand),
  };
}
