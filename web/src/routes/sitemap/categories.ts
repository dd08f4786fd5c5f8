// SPEC §2 /sitemap: "top categories (first one removed)". The upstream the spec describes sends a leading
// "all" entry (the search dropdown's 全部) before the industries; that entry is what the sitemap drops.
// The contract's list here starts with the first real industry, which is kept
// (docs/decisions/0042-sitemap-first-category.md).

export interface SitemapCategory {
  id: string;
  name: string;
  pinyin: string;
}

/** A pseudo-category meaning "every category": id 0, pinyin all, or named 全部 / 不限. */
export function isAllEntry(c: SitemapCategory): boolean {
  return c.id === '0' || c.pinyin === 'all' || c.name === '全部' || c.name === '不限';
}

export function sitemapCategories<T extends SitemapCategory>(list: ReadonlyArray<T>): T[] {
  const [first, ...rest] = list;
  if (!first) return [];
  return isAllEntry(first) ? rest.filter((c) => !isAllEntry(c)) : list.filter((c) => !isAllEntry(c));
}
