// The one thing gateway instances share: a keyv cache of upstream reads. In memory by default (one
// machine, development); Redis when REDIS_URL is set, so every instance behind the balancer sees the
// same entries (docs/decisions/0003). Which caches exist and how long they keep: server/src/cache-plan.ts.
import Keyv from 'keyv';
import { DEFAULT_SHARED_STORE_MAX_BYTES, SHARED_STORE_NAMESPACE } from '../cache-plan';
import { MemoryStore } from './memory-store';
import { BreakerRedisStore, type BreakerOptions } from './redis-breaker';

/**
 * A cached upstream read. The store keeps it past `freshUntil` (STALE_GRACE_SECONDS in cache-plan.ts) so that a
 * failing upstream can still be answered from the last good value.
 */
export interface CacheEntry {
  value: unknown;
  /** Epoch ms after which the entry must be refreshed from the upstream. */
  freshUntil: number;
  /** Length of the upstream's JSON text: the in-memory store's size estimate. */
  bytes: number;
  /**
   * The content generation the read started in (server/src/content-feed.ts): an entry of an older
   * generation is stale, whatever `freshUntil` says. Absent in entries written before the feed existed: 0.
   */
  gen?: number;
}

/**
 * The shared store. Whole GraphQL responses live in it too (keys `fqc:…`, strings; see
 * graphql/response-cache.ts), so one bound and one Redis hold both.
 */
export type UpstreamCache = Keyv<CacheEntry>;

export interface CacheOptions {
  redisUrl?: string | undefined;
  namespace?: string;
  onError?: (error: unknown) => void;
  /** Bound of the in-memory store (estimated bytes); with Redis, of the fallback copy the breaker serves from. */
  memoryMaxBytes?: number;
  /** With Redis: each command's timeout, and the breaker's settings (docs/decisions/0083). */
  redis?: Partial<Pick<BreakerOptions, 'commandTimeoutMs' | 'failuresToOpen' | 'coolDownMs' | 'now'>>;
}

export const REDIS_DEFAULTS = { commandTimeoutMs: 100, failuresToOpen: 3, coolDownMs: 5000 } as const;

export function createUpstreamCache({ redisUrl, namespace = SHARED_STORE_NAMESPACE, onError, memoryMaxBytes = DEFAULT_SHARED_STORE_MAX_BYTES, redis }: CacheOptions = {}): UpstreamCache {
  const memory = new MemoryStore({ maxBytes: memoryMaxBytes });
  const keyv: UpstreamCache = redisUrl
    ? // A Redis outage degrades to the in-process copy, never stalls or fails a page (redis-breaker.ts).
      new Keyv<CacheEntry>({ store: new BreakerRedisStore({ url: redisUrl, namespace, memory, ...REDIS_DEFAULTS, ...redis }), namespace, useKeyPrefix: false })
    : // In memory, values stay objects (no JSON round trip per read): writers freeze them (freeze.ts).
      new Keyv<CacheEntry>({ store: memory, namespace, serialize: undefined, deserialize: undefined });
  // keyv is an EventEmitter: an 'error' without a listener would crash the process.
  keyv.on('error', (error: unknown) => onError?.(error));
  return keyv;
}

/** The in-memory store behind a cache, for its size figures; undefined for Redis. */
export function memoryStoreOf(cache: Keyv): MemoryStore | undefined {
  return cache.store instanceof MemoryStore ? cache.store : undefined;
}

/** What /healthz and /readyz report about the shared cache. */
export interface CacheHealth {
  store: 'memory' | 'redis';
  /** With Redis: `up`, or `down` while the breaker serves from the in-process copy. */
  redis?: 'up' | 'down';
  openSince?: string;
}

export function cacheHealthOf(cache: Keyv): CacheHealth {
  if (!(cache.store instanceof BreakerRedisStore)) return { store: 'memory' };
  const h = cache.store.health();
  return h.state === 'closed' ? { store: 'redis', redis: 'up' } : { store: 'redis', redis: 'down', openSince: new Date(h.openSince!).toISOString() };
}
