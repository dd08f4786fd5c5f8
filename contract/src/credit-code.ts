// The 统一社会信用代码 (unified social credit code) of a Chinese organisation, GB 32100-2015: 18 characters
// from 0-9 and the capital letters without I, O, Z, S, V; the last is a check character computed from the
// first 17 (weights 3^i mod 31). Written once here: the claim form checks it as the merchant types, the
// upstream checks it again before storing a claim. Plain TypeScript without zod: the admin bundle imports
// this file (`@shangji/contract/credit-code`).

/** The 31 characters of the code, in the order of their values 0-30. */
export const CREDIT_CODE_CHARS = '0123456789ABCDEFGHJKLMNPQRTUWXY';
/** The weight of each of the first 17 positions: 3^(i) mod 31. */
const WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28] as const;

/** What the merchant typed, as stored: spaces dropped, letters upper-cased. */
export const normalCreditCode = (raw: string): string => raw.replace(/[\s-]/g, '').toUpperCase();

/** The check character the first 17 characters call for, or null when one of them is not allowed. */
export function creditCodeCheckChar(first17: string): string | null {
  if (first17.length !== 17) return null;
  let sum = 0;
  for (let i = 0; i < 17; i++) {
    const v = CREDIT_CODE_CHARS.indexOf(first17[i]!);
    if (v < 0) return null;
    sum += v * WEIGHTS[i]!;
  }
  return CREDIT_CODE_CHARS[(31 - (sum % 31)) % 31]!;
}

/** Why a code is refused (Chinese, shown under the field), or null when it is a well-formed code. */
export function creditCodeProblem(raw: string): string | null {
  const code = normalCreditCode(raw);
  if (code === '') return '请填写统一社会信用代码';
  if (code.length !== 18) return '统一社会信用代码应为18位';
  if (![...code].every((ch) => CREDIT_CODE_CHARS.includes(ch))) return '统一社会信用代码含有无效字符（不使用 I、O、Z、S、V）';
  // Positions 3-8 are the registering authority's administrative division: six digits.
  if (!/^\d{6}$/.test(code.slice(2, 8))) return '统一社会信用代码第3至8位应为行政区划数字';
  if (creditCodeCheckChar(code.slice(0, 17)) !== code[17]) return '统一社会信用代码校验位不正确，请核对营业执照';
  return null;
}

/** Whether `raw` is a well-formed code with a correct check character. */
export const isCreditCode = (raw: string): boolean => creditCodeProblem(raw) === null;
