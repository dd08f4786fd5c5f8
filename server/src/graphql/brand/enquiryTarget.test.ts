import { describe, expect, it } from 'vitest';
import type { WireBrand } from '@shangji/contract';
import { enquiryTarget } from './enquiryTarget';

const row = { id: 7, title: '蜀街居奶茶', cid: 18, mid: 3, company: '成都蜀街居餐饮管理有限公司', feeidName: '5-10万' } as unknown as WireBrand;

describe('enquiryTarget', () => {
  it('reads the show call’s guestbook payload', () => {
    const g = { aid: 7, cid: 18, mid: 0, url: '/shangji/7', title: '蜀街居奶茶', money: '8.8万' };
    expect(enquiryTarget({ ...row, guestbook: g } as WireBrand)).toEqual({
      brandId: '7',
      categoryId: '18',
      merchantId: '0',
      url: '/shangji/7',
      title: '蜀街居奶茶',
      investment: '8.8万',
      // No merchant in the payload: the site's own franchise advisers receive it.
      recipient: '本站自己的加盟顾问',
      recipientContact: '经本站客服热线400-100-8090转达',
    });
  });

  it("is null when the upstream says 'ok' (no enquiries)", () => {
    expect(enquiryTarget({ ...row, guestbook: 'ok' } as WireBrand)).toBeNull();
  });

  it('builds the same context for list rows, which carry no guestbook', () => {
    expect(enquiryTarget(row)).toEqual({
      brandId: '7',
      categoryId: '18',
      merchantId: '3',
      url: '/shangji/7',
      title: '蜀街居奶茶',
      investment: '5-10万',
      // A claimed brand: its operating company, by name.
      recipient: '该品牌的运营公司「成都蜀街居餐饮管理有限公司」',
      // Not certified: its phone is not published, the hotline relays.
      recipientContact: '经本站客服热线400-100-8090转达',
    });
  });

  it('names the hotline for a certified claimed brand too: its phone is only revealed through 查看电话', () => {
    const vip = { ...row, isvip: 1 } as WireBrand;
    expect(enquiryTarget({ ...vip, phone: '028-8888 6666' } as WireBrand)!.recipientContact).toBe('经本站客服热线400-100-8090转达');
    expect(JSON.stringify(enquiryTarget({ ...vip, phone: '028-8888 6666' } as WireBrand))).not.toContain('8888');
  });
});
