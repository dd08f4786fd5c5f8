// SPEC §3: a paid-search keyword query parameter is remembered for the session and counted for tracking.
// The parameter is `kw` (docs/decisions/0039-paid-search-keyword.md): the ad platform's landing URLs carry
// it (…?kw={keyword}); the page ignores it, and every enquiry of the session carries it in the `url` it
// reports, where the upstream already stores the page an enquiry came from.
export const KEYWORD_PARAM = 'kw';
const STORAGE_KEY = 'sj_kw';

/** Called on every page load: keeps the first keyword of the session (the ad click that brought the visitor). */
export function rememberSearchKeyword(search: string): void {
  const keyword = new URLSearchParams(search).get(KEYWORD_PARAM)?.trim().slice(0, 100);
  if (!keyword) return;
  try {
    if (!sessionStorage.getItem(STORAGE_KEY)) sessionStorage.setItem(STORAGE_KEY, keyword);
  } catch {
    /* storage disabled: nothing to carry */
  }
}

/** The enquiry's page address with the session's keyword, if there is one. */
export function withSearchKeyword(url: string): string {
  let keyword: string | null = null;
  try {
    keyword = sessionStorage.getItem(STORAGE_KEY);
  } catch {
    /* storage disabled */
  }
  if (!keyword) return url;
  const u = new URL(url, 'http://x');
  u.searchParams.set(KEYWORD_PARAM, keyword);
  return /^https?:/.test(url) ? u.href : u.pathname + u.search + u.hash;
}
