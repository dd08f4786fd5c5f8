// Where the header search goes (SPEC §2 /search; docs/decisions/0041-header-search-and-outbound-links.md).

/** The search page for a keyword: /search?model=zhaoshang&q={keyword} (also the hot-search links). */
export function searchHref(keyword: string): string {
  return `/search?${new URLSearchParams({ model: 'zhaoshang', q: keyword.trim() }).toString()}`;
}

/**
 * The header form's destination: a keyword searches brands; an industry chosen without a keyword opens that
 * industry's brand list; neither leaves the visitor where they are (null).
 */
export function headerSearchTarget(keyword: string, industryPinyin: string): string | null {
  if (keyword.trim()) return searchHref(keyword);
  if (industryPinyin) return `/shangji/${encodeURIComponent(industryPinyin)}`;
  return null;
}
