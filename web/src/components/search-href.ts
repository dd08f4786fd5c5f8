// Where the header search goes (SPEC §2 /search; docs/decisions/0041-header-search-and-outbound-links.md).

/**
 * The search page for a keyword: /search?model=zhaoshang&q={keyword} (also the hot-search links); with an
 * industry, &industry={pinyin} searches within it.
 */
export function searchHref(keyword: string, industryPinyin = ''): string {
  const params = new URLSearchParams({ model: 'zhaoshang', q: keyword.trim() });
  if (industryPinyin) params.set('industry', industryPinyin);
  return `/search?${params.toString()}`;
}

/**
 * The header form's destination: a keyword searches brands, within the chosen industry when there is one
 * (both apply); an industry chosen without a keyword opens that industry's brand list; neither leaves the
 * visitor where they are (null).
 */
export function headerSearchTarget(keyword: string, industryPinyin: string): string | null {
  if (keyword.trim()) return searchHref(keyword, industryPinyin);
  if (industryPinyin) return `/shangji/${encodeURIComponent(industryPinyin)}`;
  return null;
}
