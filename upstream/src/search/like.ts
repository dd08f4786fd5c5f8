/** A LIKE/ILIKE pattern matching `s` anywhere, with the keyword's own % _ \ taken literally. */
export const containsPattern = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Keywords that may be pinyin: Latin letters only, two or more (one letter would match nearly every title). */
export const pinyinKeyword = (s: string): string | null => (/^[a-z]{2,40}$/i.test(s) ? s.toLowerCase() : null);
