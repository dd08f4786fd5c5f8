// The shared whole-response read, started as soon as a POST body is in (docs/decisions/0133).
//
// Over Redis a GraphQL cache miss waited for its round trips one after another: the request-rate count,
// then the whole-response read that Apollo's response-cache plugin issues only after Fastify has routed
// and parsed the request and Apollo has parsed and validated it, then the upstream answer's read. The
// front (hot-responses.ts) has the body long before: here it starts the whole-response read under the key
// the plugin will ask for, so the read travels while Fastify and Apollo work, and the plugin's own read
// takes the answer already on its way. The plugin's key decides: it takes a prefetched read only when the
// keys are equal, else it reads as before. A prefetch can therefore make a read early or make one for
// nothing, never answer a request with another request's entry.
//
// Only with Redis (app.ts): the in-memory store answers a read at once, so there is nothing to overlap.
import type { KeyValueCache, KeyValueCacheSetOptions } from '@apollo/utils.keyvaluecache';
import { LRUCache } from 'lru-cache';
import { FIXED_GENERATION, type ContentGeneration } from '../content-feed';
import type { UpstreamReadAhead } from '../upstream/read-ahead';
import { anonymousResponseKey, RESPONSE_KEY_PREFIX } from './response-cache';

export interface ResponsePrefetch {
  /**
   * Starts the whole-response read for a POST body the front has read and passes on (a JSON GraphQL
   * query without a Token: the front passes no other). Returns what to call once the request is over, or
   * undefined when nothing was started.
   */
  start(body: Buffer): (() => void) | undefined;
  /** The store the response-cache plugin reads through: the prefetched read, when the keys are equal. */
  reader(inner: KeyValueCache<string>): KeyValueCache<string>;
  /** Starts, with each whole-response read, the upstream reads its operation is forecast to make (decision 0136). */
  readAhead(upstream: Pick<UpstreamReadAhead, 'start'>): void;
}

interface InFlight {
  read: Promise<string | undefined>;
  source: string;
}

// Operations that the plugin never reads for. Anything else it may skip (a never-cached field) is learnt.
const NOT_A_QUERY = /^\s*(?:mutation|subscription)\b/;
// The operation's own name when the request names none: Apollo keys by it (requestContext.operationName).
const OPERATION_NAME = /^\s*query\s+([_A-Za-z][_0-9A-Za-z]*)/;

export function createResponsePrefetch(generation: ContentGeneration = FIXED_GENERATION): ResponsePrefetch {
  let store: KeyValueCache<string> | undefined;
  let upstream: Pick<UpstreamReadAhead, 'start'> | undefined;
  const inFlight = new Map<string, InFlight>();
  // Query texts whose prefetched read nobody took (the plugin did not read: a never-cached field, an
  // error before execution): not prefetched again for a minute, so they cost Redis nothing more.
  // Bounded by the texts' length (a body may be up to 16 KB): about 2 MB at most.
  const unread = new LRUCache<string, true>({ maxSize: 1_000_000, sizeCalculation: (_v, text) => text.length, ttl: 60_000 });

  const keyOf = (body: Buffer): { key: string; source: string; variables: Record<string, unknown> } | undefined => {
    let request: unknown;
    try {
      request = JSON.parse(body.toString('utf8'));
    } catch {
      return undefined;
    }
    if (typeof request !== 'object' || request === null) return undefined;
    const { query, operationName, variables } = request as Record<string, unknown>;
    if (typeof query !== 'string' || NOT_A_QUERY.test(query) || unread.has(query)) return undefined;
    if (variables != null && (typeof variables !== 'object' || Array.isArray(variables))) return undefined;
    const name = typeof operationName === 'string' && operationName ? operationName : (OPERATION_NAME.exec(query)?.[1] ?? null);
    const vars = (variables ?? {}) as Record<string, unknown>;
    const key = anonymousResponseKey({ source: query, operationName: name, variables: vars, extra: generation.current() });
    return { key: RESPONSE_KEY_PREFIX + key, source: query, variables: vars };
  };

  return {
    start(body) {
      if (!store) return undefined;
      const found = keyOf(body);
      if (!found) return undefined;
      // The same request already on its way (a burst of one query): its read serves the first to ask.
      if (inFlight.has(found.key)) return undefined;
      const read = store.get(found.key);
      // A read nobody takes must not surface as an unhandled rejection; the taker still sees its failure.
      read.catch(() => undefined);
      const entry: InFlight = { read, source: found.source };
      inFlight.set(found.key, entry);
      // In the same tick, so node-redis writes them with the whole-response read in one go.
      upstream?.start(found.source, found.variables);
      return () => {
        if (inFlight.get(found.key) !== entry) return;
        inFlight.delete(found.key);
        unread.set(entry.source, true);
      };
    },

    readAhead(reads) {
      upstream = reads;
    },

    reader(inner) {
      store = inner;
      return {
        get(key: string) {
          const entry = inFlight.get(key);
          if (!entry) return inner.get(key);
          inFlight.delete(key);
          return entry.read;
        },
        set: (key: string, value: string, options?: KeyValueCacheSetOptions) => inner.set(key, value, options),
        delete: (key: string) => inner.delete(key),
      };
    },
  };
}
