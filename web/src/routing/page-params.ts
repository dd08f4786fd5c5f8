// One rule for what a page's address may carry (the page cache's key, server/src/ssr/page-cache.ts):
// the path and the query parameters some route reads. The server renders every page from this
// normalised address and every link that keeps "the current query" (pager, tabs) is built from it, so
// a parameter outside the list (a paid-search `kw`, a tracking tag, junk) can neither change a cached
// page nor be written into the links a later visitor of the same cache entry receives.

/**
 * Query parameters some route reads. Any other parameter cannot change a page, so it is left out of
 * the cache key and out of the rendered page. A page that reads a new parameter must add it here.
 */
export const PAGE_QUERY_PARAMS = ['p', 'tab', 'sid', 'model', 'q', 'industry', 'show', 'url', 'yeshili', 'ids'] as const;

/** The query string (without `?`) of the parameters pages read, in PAGE_QUERY_PARAMS order. */
export function pageQuery(search: string | URLSearchParams): string {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const kept = new URLSearchParams();
  for (const name of PAGE_QUERY_PARAMS) for (const value of params.getAll(name)) kept.append(name, value);
  return kept.toString();
}

/** A request target (path and query) with only the parameters pages read. */
export function pageTarget(target: string): string {
  const q = target.indexOf('?');
  if (q < 0) return target;
  const query = pageQuery(target.slice(q + 1));
  return query ? `${target.slice(0, q)}?${query}` : target.slice(0, q);
}
