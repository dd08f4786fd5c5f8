import { describe, expect, it } from 'vitest';
import { consentText } from '@shangji/contract/consent';
import { enquiryInput } from './enquiry-input';
import type { EnquiryTarget } from './context';

const target = { brandId: '7', categoryId: '3', merchantId: '9', investment: '10-20万', title: '蜜雪冰城', url: '/shangji/7', typeId: 1, recipient: 'BRAND', recipientContact: null } as unknown as EnquiryTarget;
const fields = { name: ' 张三 ', mobile: ' 13800001111 ', province: '河南', city: '郑州', content: ' 想了解加盟 ', smsCode: ' 123456 ' };

describe('the enquiry both screens submit', () => {
  it('carries the brand, the trimmed fields, the region, the key and the consent word for word', () => {
    const input = enquiryInput(target, fields, false, 'k1');
    expect(input).toMatchObject({ brandId: '7', typeId: 1, entrance: 1, name: '张三', mobile: '13800001111', address: '河南-郑州', content: '想了解加盟', smsCode: '123456', idempotencyKey: 'k1' });
    expect(input.consentText).toBe(consentText(target.recipient, target.title, target.recipientContact));
  });
  it('sends no code for a returning enquirer, and no brand for a 品牌营销 lead', () => {
    expect(enquiryInput(target, fields, true, 'k2').smsCode).toBeNull();
    expect(enquiryInput({ ...target, typeId: 2 }, { ...fields, city: '' }, false, 'k3')).toMatchObject({ brandId: null, typeId: 2, address: '河南' });
  });
});
