import type { EnquiryTarget } from '../../generated/resolvers';
import type { WireBrand } from '../../upstream/wire';

/**
 * The upstream sends the string 'ok' when the brand takes no enquiries. List payloads (brand, news and
 * topic lists, search) carry no guestbook at all; their consult buttons still need the context, and every
 * part of it is a field the brand itself has (SPEC §3: aid, cid, mid, url, title, money).
 */
export function enquiryTarget(brand: WireBrand): EnquiryTarget | null {
  const g = brand.guestbook;
  if (g === 'ok') return null;
  if (!g || typeof g !== 'object') {
    if (!brand.id || !brand.cid) return null;
    return {
      brandId: String(brand.id),
      categoryId: String(brand.cid),
      merchantId: String(brand.mid ?? 0),
      url: `/shangji/${brand.id}`,
      title: brand.title,
      investment: brand.feeidName ?? '',
    };
  }
  return {
    brandId: String(g.aid),
    categoryId: String(g.cid),
    merchantId: String(g.mid ?? 0),
    url: g.url,
    title: g.title,
    investment: g.money,
  };
}
