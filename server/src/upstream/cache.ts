// The one thing gateway instances share: a keyv cache of upstream reads. In memory by default (one
// machine, development); Redis when REDIS_URL is set, so every instance behind the balancer sees the
// same entries (DESIGN "Growing past one machine").
import Keyv from 'keyv';
import { createKeyv } from '@keyv/redis';
import { MemoryStore } from './memory-store';

/**
 * A cached upstream read. The store keeps it past `freshUntil` (see STALE_GRACE_SECONDS) so that a
 * failing upstream can still be answered from the last good value.
 */
export interface CacheEntry {
  value: unknown;
  /** Epoch ms after which the entry must be refreshed from the upstream. */
  freshUntil: number;
  /** Length of the upstream's JSON text: the in-memory store's size estimate. */
  bytes: number;
}

/**
 * The shared store. Whole GraphQL responses live in it too (keys `fqc:…`, strings; see
 * graphql/response-cache.ts), so one bound and one Redis hold both.
 */
export type UpstreamCache = Keyv<CacheEntry>;

/** How long a stale copy outlives its freshness: long enough to ride out an upstream outage of a day. */
export const STALE_GRACE_SECONDS = 86_400;

export const DEFAULT_NAMESPACE = 'shangji:upstream';

export interface CacheOptions {
  redisUrl?: string | undefined;
  namespace?: string;
  onError?: (error: unknown) => void;
  /** Bound of the in-memory store (estimated bytes); ignored with Redis, which is bounded by its maxmemory. */
  memoryMaxBytes?: number;
}

export const DEFAULT_MEMORY_MAX_BYTES = 128 * 1024 * 1024;

export function createUpstreamCache({ redisUrl, namespace = DEFAULT_NAMESPACE, onError, memoryMaxBytes = DEFAULT_MEMORY_MAX_BYTES }: CacheOptions = {}): UpstreamCache {
  const keyv: UpstreamCache = redisUrl
    ? // A Redis outage must degrade to "cache miss", never fail a page: errors are reported, not thrown.
      (createKeyv(redisUrl, { namespace, throwOnConnectError: false, throwOnErrors: false, connectionTimeout: 1000 }) as UpstreamCache)
    : // In memory, values stay objects (no JSON round trip per read): writers freeze them (freeze.ts).
      new Keyv<CacheEntry>({ store: new MemoryStore({ maxBytes: memoryMaxBytes }), namespace, serialize: undefined, deserialize: undefined });
  // keyv is an EventEmitter: an 'error' without a listener would crash the process.
  keyv.on('error', (error: unknown) => onError?.(error));
  return keyv;
}

/** The in-memory store behind a cache, for its size figures; undefined for Redis. */
export function memoryStoreOf(cache: Keyv): MemoryStore | undefined {
  return cache.store instanceof MemoryStore ? cache.store : undefined;
}
