// The one thing gateway instances share: a keyv cache of upstream reads. In memory by default (one
// machine, development); Redis when REDIS_URL is set, so every instance behind the balancer sees the
// same entries (DESIGN "Growing past one machine").
import Keyv from 'keyv';
import { createKeyv } from '@keyv/redis';

/**
 * A cached upstream read. The store keeps it past `freshUntil` (see STALE_GRACE_SECONDS) so that a
 * failing upstream can still be answered from the last good value.
 */
export interface CacheEntry {
  value: unknown;
  /** Epoch ms after which the entry must be refreshed from the upstream. */
  freshUntil: number;
}

export type UpstreamCache = Keyv<CacheEntry>;

/** How long a stale copy outlives its freshness: long enough to ride out an upstream outage of a day. */
export const STALE_GRACE_SECONDS = 86_400;

export const DEFAULT_NAMESPACE = 'shangji:upstream';

export interface CacheOptions {
  redisUrl?: string | undefined;
  namespace?: string;
  onError?: (error: unknown) => void;
}

export function createUpstreamCache({ redisUrl, namespace = DEFAULT_NAMESPACE, onError }: CacheOptions = {}): UpstreamCache {
  const keyv: UpstreamCache = redisUrl
    ? // A Redis outage must degrade to "cache miss", never fail a page: errors are reported, not thrown.
      (createKeyv(redisUrl, { namespace, throwOnConnectError: false, throwOnErrors: false, connectionTimeout: 1000 }) as UpstreamCache)
    : // In memory, entries are kept as objects: keyv's default JSON (de)serialisation cost 47 ms per read of
      // index/main (550 KB), most of an uncached home-page render. Entries are frozen on write (client.ts),
      // so a resolver that mutated a shared cached value would throw instead of corrupting it.
      new Keyv<CacheEntry>({ namespace, serialize: undefined, deserialize: undefined });
  // keyv is an EventEmitter: an 'error' without a listener would crash the process.
  keyv.on('error', (error: unknown) => onError?.(error));
  return keyv;
}
