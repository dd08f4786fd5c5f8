/**
 * SPEC §5: a mainland mobile number: 13x, 15x, 18x, 145/147, 170/176/177/178 or 197, then 8 digits.
 * The front end checks the same pattern; the server checks it again.
 */
export const MOBILE_PATTERN = /^1(?:3\d|5\d|8\d|4[57]|7[0678]|97)\d{8}$/;

/** 13812341234 → 138****1234; anything else is masked whole. */
export function maskMobile(mobile: string): string {
  return /^\d{11}$/.test(mobile) ? `${mobile.slice(0, 3)}****${mobile.slice(7)}` : '***';
}
