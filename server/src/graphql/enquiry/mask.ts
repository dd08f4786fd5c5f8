// The upstream already masks ticker names (张**), but this is public text: mask again so a regression
// upstream can never publish a full name or a phone number (docs/architecture.md "Errors and security").
const PHONE = /(\d{3})\d{4,}(\d{4})/g;
const LONG_DIGITS = /\d{7,}/g;
const ANY_LONG_DIGITS = /\d{7}/;

/** Phone-like digit runs become 138****1234; other long digit runs are starred out. */
export function maskPhones(text: string): string {
  // Both patterns need a run of 7 digits; most texts have none (one test instead of two replaces, for
  // every ticker row of every page).
  if (!ANY_LONG_DIGITS.test(text)) return text;
  return text.replace(PHONE, '$1****$2').replace(LONG_DIGITS, (d) => '*'.repeat(d.length));
}

/** Keeps the first character (the family name) and stars the rest: 张三丰 → 张**. */
export function maskName(name: string): string {
  const chars = [...maskPhones(name.trim())];
  if (chars.length === 0) return '**';
  if (/\d/.test(chars[0] ?? '')) return '**';
  return `${chars[0]}**`;
}
