// No full mobile number in any log line (gateway and upstream): applied to every serialised line just
// before it is written (pino's streamWrite hook), so messages, error texts and request targets alike are
// covered. A number is found however it was written: 13812345678, 138-1234-5678, 138 1234 5678,
// 138.1234.5678, +86 138…, 0086138…, and percent-escaped (%2B86, %20 or %2D between digits, or right
// after an escape such as %3D or %20). It is written back as 138****5678.

// A percent escape, also escaped again (%25 is '%': a target logged after being encoded twice or more).
const ESC = '%(?:25)*';
// Between two digits: nothing, a space, '-', '.', '+' (a form-encoded space) or their percent escapes.
const SEP = String.raw`(?:[ \-.+]|${ESC}(?:20|2[dDeEbB]))?`;
const DIGIT_RUN = String.raw`1${SEP}[3-9](?:${SEP}\d){9}`;
// Not part of a longer number: preceded by a non-digit, a percent escape (%20, %3D…), or a country code.
const BEFORE = String.raw`(?<=^|[^\d]|${ESC}[0-9A-Fa-f]{2}|(?:^|[^\d])(?:\+|${ESC}2[bB])?(?:00)?86${SEP})`;
const PHONE = new RegExp(`${BEFORE}${DIGIT_RUN}(?!${SEP}\\d)`, 'g');
const QUICK = /\d/;

/** The text with every mainland mobile number masked as 138****5678. */
export function maskPhonesInLog(text: string): string {
  if (!QUICK.test(text)) return text;
  return text.replace(PHONE, (run) => {
    const digits = run.replace(/%[0-9A-Fa-f]{2}|\D/g, '');
    return `${digits.slice(0, 3)}****${digits.slice(-4)}`;
  });
}

/** pino's hooks option: every line is masked just before it is written. */
export const maskedLogHooks = { streamWrite: maskPhonesInLog } as const;
