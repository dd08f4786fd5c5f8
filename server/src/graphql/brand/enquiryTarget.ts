import type { EnquiryTarget } from '../../generated/resolvers';
import type { WireBrand } from '@shangji/contract';

/** The upstream sends the string 'ok' (or nothing) when the brand takes no enquiries. */
export function enquiryTarget(brand: WireBrand): EnquiryTarget | null {
  const g = brand.guestbook;
  if (!g || g === 'ok' || typeof g !== 'object') return null;
  return {
    brandId: String(g.aid),
    categoryId: String(g.cid),
    merchantId: String(g.mid ?? 0),
    url: g.url,
    title: g.title,
    investment: g.money,
  };
}
