import { describe, expect, it } from 'vitest';
import { creditCodeCheckChar, creditCodeProblem, isCreditCode, normalCreditCode } from './credit-code';

// Codes as their companies publish them on their business licences and in the national enterprise
// credit information publicity system.
const published = [
  '91440300708461136T', // 深圳市腾讯计算机系统有限公司
  '91330100799655058B', // 阿里巴巴（中国）有限公司
  '914403001922038216', // 华为技术有限公司
  '91110000802100433B', // 北京百度网讯科技有限公司
  '91110108551385082Q', // 小米科技有限责任公司
];

describe('统一社会信用代码 (GB 32100-2015)', () => {
  it.each(published)('accepts the published code %s', (code) => {
    expect(creditCodeProblem(code)).toBeNull();
    expect(isCreditCode(code)).toBe(true);
  });

  it('accepts a code typed in lower case or with spaces, and stores it normalised', () => {
    expect(isCreditCode('9144 0300 7084 6113 6t')).toBe(true);
    expect(normalCreditCode(' 91440300708461136t ')).toBe('91440300708461136T');
  });

  it('computes the check character from the first 17', () => {
    for (const code of published) expect(creditCodeCheckChar(code.slice(0, 17))).toBe(code[17]);
  });

  it('refuses a wrong check character', () => {
    expect(creditCodeProblem('91440300708461136A')).toBe('统一社会信用代码校验位不正确，请核对营业执照');
    expect(isCreditCode('914403001922038217')).toBe(false);
  });

  it('refuses one changed character and two swapped ones (what the check digit is for)', () => {
    expect(isCreditCode('91440300708461137T')).toBe(false);
    expect(isCreditCode('91440300708416136T')).toBe(false);
  });

  it('refuses the wrong length, letters outside the set and an empty field, each with its own message', () => {
    expect(creditCodeProblem('')).toBe('请填写统一社会信用代码');
    expect(creditCodeProblem('9144030070846113')).toBe('统一社会信用代码应为18位');
    expect(creditCodeProblem('91440300708461136TT')).toBe('统一社会信用代码应为18位');
    expect(creditCodeProblem('9144030070846113IO')).toMatch(/无效字符/);
    expect(creditCodeProblem('91AB0300708461136T')).toMatch(/行政区划/);
  });

  it('refuses the old 15-digit registration number', () => {
    expect(isCreditCode('440301103097413')).toBe(false);
  });
});
