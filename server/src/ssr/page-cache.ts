// A short-lived in-process cache of whole anonymous pages (docs/decisions/0016; render
// cost caps pages per second). Keyed by path+query and crawler/browser (their documents differ).
// Requests carrying a token are never cached: their upstream answers may depend on the visitor.
// Each entry keeps what its replays need, made once (compressed copies, script hashes, ETag: page-replay.ts).
import { preparePageReplay, type PageReplay, type StoredPage } from './page-replay';

export type CachedPage = PageReplay;

interface Entry extends PageReplay {
  expires: number;
}

export class PageCache {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 500,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: string): CachedPage | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expires <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  set(key: string, page: StoredPage): void {
    if (this.ttlMs <= 0) return;
    this.entries.delete(key);
    this.entries.set(key, { ...preparePageReplay(page), expires: this.now() + this.ttlMs });
    // Map keeps insertion order: drop the oldest beyond the bound.
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }

  clear(): void {
    this.entries.clear();
  }
}

/** Only complete, status-stable pages are worth replaying. */
export const CACHEABLE_STATUS = new Set([200, 404]);

/**
 * Query parameters some route reads. Any other parameter cannot change a page, so it is left out of
 * the cache key: a unique `?x=` per request no longer bypasses the cache.
 * A page that reads a new parameter must add it here.
 */
export const PAGE_QUERY_PARAMS = ['p', 'tab', 'sid', 'model', 'q', 'industry', 'show', 'url', 'yeshili'] as const;

/** The cache key part for a request target: the path and the allowed parameters, sorted. */
export function pageCacheKey(target: string): string {
  const q = target.indexOf('?');
  if (q < 0) return target;
  const params = new URLSearchParams(target.slice(q + 1));
  const kept = new URLSearchParams();
  for (const name of PAGE_QUERY_PARAMS) for (const value of params.getAll(name)) kept.append(name, value);
  const query = kept.toString();
  return query ? `${target.slice(0, q)}?${query}` : target.slice(0, q);
}
