import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkConsent, checkGetCode, checkSubmit, messages as m, MOBILE_PATTERN, QUICK_MESSAGES } from './validate';

const blank = { name: '', mobile: '', captcha: '', smsCode: '' };

describe('enquiry form checks (SPEC §5)', () => {
  it('reports the first failure in the spec order', () => {
    expect(checkSubmit(blank, false)).toBe(m.nameRequired);
    expect(checkSubmit({ ...blank, name: '张三' }, false)).toBe(m.mobileRequired);
    expect(checkSubmit({ ...blank, name: '张三', mobile: '12345678901' }, false)).toBe(m.mobileInvalid);
    expect(checkSubmit({ ...blank, name: '张三', mobile: '13812345678' }, false)).toBe(m.captchaRequired);
    expect(checkSubmit({ ...blank, name: '张三', mobile: '13812345678', captcha: 'ab12' }, false)).toBe(m.smsCodeRequired);
    expect(checkSubmit({ name: '张三', mobile: '13812345678', captcha: 'ab12', smsCode: '123456' }, false)).toBeNull();
  });

  it('skips captcha and SMS code in returning mode', () => {
    expect(checkSubmit({ ...blank, name: '张三', mobile: '13812345678' }, true)).toBeNull();
    expect(checkSubmit({ ...blank, mobile: '13812345678' }, true)).toBe(m.nameRequired);
  });

  it('get-code needs name, phone, captcha in that order', () => {
    expect(checkGetCode(blank)).toBe(m.nameRequired);
    expect(checkGetCode({ ...blank, name: '张' })).toBe(m.mobileRequired);
    expect(checkGetCode({ ...blank, name: '张', mobile: '1381234567' })).toBe(m.mobileInvalid);
    expect(checkGetCode({ ...blank, name: '张', mobile: '13812345678' })).toBe(m.captchaRequired);
    expect(checkGetCode({ ...blank, name: '张', mobile: '13812345678', captcha: 'x' })).toBeNull();
  });

  it('accepts exactly the spec prefixes', () => {
    for (const ok of ['13012345678', '15912345678', '18812345678', '14512345678', '14712345678', '17012345678', '17612345678', '17712345678', '17812345678', '19712345678']) {
      expect(MOBILE_PATTERN.test(ok), ok).toBe(true);
    }
    for (const bad of ['14612345678', '17112345678', '19612345678', '16612345678', '1381234567', '138123456789']) {
      expect(MOBILE_PATTERN.test(bad), bad).toBe(false);
    }
    fc.assert(fc.property(fc.string(), (s) => !MOBILE_PATTERN.test(s) || /^1\d{10}$/.test(s)));
  });

  it('asks for the consent last, naming the recipient', () => {
    expect(checkConsent(false, '本站自己的加盟顾问')).toBe('请阅读并勾选同意将您的姓名和手机号提供给本站自己的加盟顾问，再提交');
    expect(checkConsent(true, '本站自己的加盟顾问')).toBeNull();
  });

  it('has seven quick messages', () => {
    expect(new Set(QUICK_MESSAGES).size).toBe(7);
  });
});
