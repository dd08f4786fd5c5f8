// Consult buttons of list items: a brand without a guestbook payload still gets its enquiry context.
import { expect, it } from 'vitest';
import type { WireBrand } from '../../upstream/wire';
import { enquiryTarget } from './enquiryTarget';

const listBrand = { id: 12, title: '右滋轩火锅', cid: 5, feeidName: '10-20万', mid: null } as unknown as WireBrand;

it('derives the context from a list brand that carries no guestbook', () => {
  expect(enquiryTarget(listBrand)).toEqual({
    brandId: '12',
    categoryId: '5',
    merchantId: '0',
    url: '/shangji/12',
    title: '右滋轩火锅',
    investment: '10-20万',
  });
});

it("keeps the upstream's 'ok' (no enquiries) and its own payload", () => {
  expect(enquiryTarget({ ...listBrand, guestbook: 'ok' })).toBeNull();
  const g = { aid: 12, cid: 5, mid: 3, url: '/shangji/12', title: '右滋轩火锅', money: '10-20万' };
  expect(enquiryTarget({ ...listBrand, guestbook: g } as WireBrand)).toEqual({
    brandId: '12', categoryId: '5', merchantId: '3', url: '/shangji/12', title: '右滋轩火锅', investment: '10-20万',
  });
});
