// The in-memory keyv store: a least-recently-used map bounded by an estimate of the bytes it holds
// (an unbounded Map once grew the gateway from 372 MiB to 1.18 GiB). Values are kept as the
// objects they are, never serialised (a JSON round trip cost ~34 µs per read); they are frozen by
// their writers so that one request cannot change what the next one reads.
import { LRUCache } from 'lru-cache';

/** What keyv hands its store when serialisation is off: the value and its expiry (epoch ms). */
interface KeyvEnvelope {
  value: unknown;
  expires?: number | undefined;
}

/** Values that know their own size (upstream entries carry the length of the JSON they came from). */
export interface Sized {
  bytes: number;
}

// Parsed JSON takes more memory than its text: about two bytes per character for strings (Chinese is
// stored as UTF-16) plus object headers. Twice the text length, plus a fixed overhead, is a fair upper
// estimate for the upstream's shapes (measured in memory-store.test.ts).
const PARSED_FACTOR = 2;
const ENTRY_OVERHEAD = 200;

function sizeOf(envelope: KeyvEnvelope | string, key: string): number {
  // Behind the Redis breaker (redis-breaker.ts) keyv hands over its serialised text.
  if (typeof envelope === 'string') return envelope.length * 2 + key.length * 2 + ENTRY_OVERHEAD;
  const v = envelope.value;
  const body =
    typeof v === 'string'
      ? v.length * 2
      : typeof v === 'object' && v !== null && typeof (v as Partial<Sized>).bytes === 'number'
        ? (v as Sized).bytes * PARSED_FACTOR
        : 1024;
  return body + key.length * 2 + ENTRY_OVERHEAD;
}

export interface MemoryStoreOptions {
  /** Upper bound of the estimated bytes held; least recently used entries go first. */
  maxBytes: number;
}

/** A keyv storage adapter (get/set/delete/clear) over lru-cache. */
export class MemoryStore {
  readonly lru: LRUCache<string, KeyvEnvelope>;
  namespace?: string | undefined;

  constructor({ maxBytes }: MemoryStoreOptions) {
    this.lru = new LRUCache<string, KeyvEnvelope>({
      maxSize: maxBytes,
      sizeCalculation: sizeOf,
      // An entry past its expiry is dropped when touched; no timers (nothing to keep the process alive).
      ttlAutopurge: false,
    });
  }

  get(key: string): KeyvEnvelope | undefined {
    return this.lru.get(key);
  }

  /** keyv passes its ttl in ms as the third argument; lru-cache wants it in an options object. */
  set(key: string, value: KeyvEnvelope, ttl?: number): boolean {
    this.lru.set(key, value, ttl ? { ttl } : undefined);
    return true;
  }

  delete(key: string): boolean {
    return this.lru.delete(key);
  }

  clear(): void {
    this.lru.clear();
  }

  has(key: string): boolean {
    return this.lru.has(key);
  }

  /** Estimated bytes held (never above maxBytes). */
  get bytes(): number {
    return this.lru.calculatedSize;
  }

  get entries(): number {
    return this.lru.size;
  }
}
