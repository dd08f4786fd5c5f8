// A short-lived in-process cache of whole anonymous pages (docs/decisions/0016; render
// cost caps pages per second). Keyed by path+query and crawler/browser (their documents differ).
// Requests carrying a token are never cached: their upstream answers may depend on the visitor.
// Each entry keeps what its replays need, made once (compressed copies, script hashes, ETag: page-replay.ts).
import { FIXED_GENERATION, type ContentGeneration } from '../content-feed';
import { pageTarget } from '../../../web/src/routing/page-params';
import { preparePageReplay, type PageReplay, type StoredPage } from './page-replay';

export type CachedPage = PageReplay;

interface Entry extends PageReplay {
  expires: number;
  /** Until when an expired entry may still be replayed while it is being rendered again. */
  staleUntil: number;
  /** Whether everything the page was built from is still current (absent: unknown, render it again). */
  current?: () => boolean;
  /** The content generation its render started in (server/src/content-feed.ts): an older one is a miss. */
  gen: number;
}

/** A stored page and whether it is still within its lifetime. */
export interface PageLookup {
  page: CachedPage;
  fresh: boolean;
  /** Whether the data the page was built from is unchanged (see `set`); false when unknown. */
  current: () => boolean;
}

const UNKNOWN = () => false;

export class PageCache {
  private readonly entries = new Map<string, Entry>();

  /**
   * `staleMs`: how long past its lifetime a page may still be replayed while one render replaces it in the
   * background (stale-while-revalidate; docs/decisions/0110). 0: an expired page is a miss.
   */
  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 500,
    private readonly now: () => number = Date.now,
    private readonly staleMs = 0,
    private readonly generation: ContentGeneration = FIXED_GENERATION,
  ) {}

  /** The generation to pass to `set` for a render starting now. */
  currentGeneration(): number {
    return this.generation.current();
  }

  /** Whether anything is stored under `key`, fresh or not (no lifetime or generation check). */
  holds(key: string): boolean {
    return this.entries.has(key);
  }

  /** A page within its lifetime. */
  get(key: string): CachedPage | undefined {
    const found = this.lookup(key);
    return found?.fresh ? found.page : undefined;
  }

  /** A page within its lifetime, or past it but within the stale window (fresh: false). */
  lookup(key: string): PageLookup | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    // Content changed since it was rendered: not even a stale copy may be answered.
    if (entry.gen < this.generation.current()) {
      this.entries.delete(key);
      return undefined;
    }
    const now = this.now();
    if (entry.expires > now) return { page: entry, fresh: true, current: entry.current ?? UNKNOWN };
    if (entry.staleUntil > now) return { page: entry, fresh: false, current: entry.current ?? UNKNOWN };
    this.entries.delete(key);
    return undefined;
  }

  /** False when pages are never stored (PAGE_CACHE_TTL_MS=0). */
  get enabled(): boolean {
    return this.ttlMs > 0;
  }

  /**
   * Stores `page`. `current` tells, once the page has expired, whether what it was built from is unchanged
   * (register.ts: every operation result it used is still the one kept); then `renew` gives it a new
   * lifetime instead of a render that would produce the same document. Returns the stored page (its
   * compressed copies are made once, and a render's own answer may be one of them), or undefined when it
   * was not stored.
   */
  set(key: string, page: StoredPage, current?: () => boolean, gen = this.generation.current()): CachedPage | undefined {
    if (this.ttlMs <= 0 || gen < this.generation.current()) return undefined;
    this.entries.delete(key);
    const expires = this.now() + this.ttlMs;
    const entry: Entry = { ...preparePageReplay(page), expires, staleUntil: expires + this.staleMs, gen, ...(current ? { current } : {}) };
    this.entries.set(key, entry);
    // Map keeps insertion order: drop the oldest beyond the bound.
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
    return entry;
  }

  /** A new lifetime for a stored page whose data is unchanged; false when there is no such page. */
  renew(key: string): boolean {
    const entry = this.entries.get(key);
    if (!entry) return false;
    entry.expires = this.now() + this.ttlMs;
    entry.staleUntil = entry.expires + this.staleMs;
    return true;
  }

  clear(): void {
    this.entries.clear();
  }

  private lastReset = -Infinity;

  /**
   * SPEC §2's cache reset (/cache?yeshili=ok) as far as the server goes: this instance's stored pages,
   * nothing else (upstream answers and GraphQL responses keep their own lifetimes). The address is
   * public, so it empties the store at most once per page lifetime: a flood of resets costs no more
   * renders than the pages expiring on their own. Returns whether it emptied it.
   */
  reset(): boolean {
    const now = this.now();
    if (now - this.lastReset < this.ttlMs) return false;
    this.lastReset = now;
    this.clear();
    return true;
  }
}

/** Whether a request target is the cache reset: /cache with yeshili=ok (SPEC §2). */
export function isCacheReset(target: string): boolean {
  const q = target.indexOf('?');
  const path = q < 0 ? target : target.slice(0, q);
  return path === '/cache' && q >= 0 && new URLSearchParams(target.slice(q + 1)).get('yeshili') === 'ok';
}

/** Only complete, status-stable pages are worth replaying. */
export const CACHEABLE_STATUS = new Set([200, 404]);

// The parameters pages read, and the normalised address pages are rendered from, are one rule shared
// with the links the pages build (web/src/routing/page-params.ts).
export { PAGE_QUERY_PARAMS } from '../../../web/src/routing/page-params';

/** The cache key part for a request target: the path and the allowed parameters, in a fixed order. */
export function pageCacheKey(target: string): string {
  return pageTarget(target);
}
