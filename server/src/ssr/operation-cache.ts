// Finished results of the pages' in-process GraphQL operations (server/src/ssr/register.ts), kept per
// instance for as long as the upstream answers they were built from stay fresh: the least freshness of
// those reads, which the operation's context gathers (server/src/graphql/context.ts, `response.maxAge`).
// A render whose queries are all here skips graphql-js execution, the resolvers and the shared-store reads,
// and its hydration payload reuses each result's JSON text (web/src/hydration.ts `resultJson`).
//
// The rules are the response cache's (server/src/graphql/response-cache.ts): never a result built with a
// Token, from a session-bound answer (`noStore`), from a read that may not be cached (freshness 0: the
// 'never' and 'each' calls, a stale copy during an outage), with an error, or of a document selecting a
// field marked @cacheControl(maxAge: 0). Shared by every page that asks the same document with the same
// variables, so each entry is deep-frozen: a loader that tried to change one would throw.
import { FIXED_GENERATION, type ContentGeneration } from '../content-feed';
import type { DocumentNode, GraphQLSchema } from 'graphql';
import { LRUCache } from 'lru-cache';
import { queryKey, type QueryResult } from '../../../web/src/data/query';
import { resultJson } from '../../../web/src/hydration';
import { OPERATION_CACHE_MAX_BYTES, OPERATION_CACHE_MAX_ENTRIES } from '../cache-plan';
import { neverCachedFieldsIn } from '../graphql/response-cache';
import { deepFreeze } from '../upstream/freeze';

export interface OperationFreshness {
  /** Set by resolvers whose answer depends on the visitor's session. */
  noStore: boolean;
  /** Seconds the operation's upstream reads stay fresh, the least of them; undefined: it read nothing. */
  maxAge: number | undefined;
}

interface Entry {
  result: QueryResult;
  freshUntil: number;
  /** The content generation its execution started in (server/src/content-feed.ts). */
  gen: number;
}

export class OperationCache {
  private readonly entries: LRUCache<string, Entry>;
  private readonly neverCached: (document: DocumentNode) => boolean;
  // Documents by identity (the app's documents are module constants): two documents never share a key,
  // even under one operation name.
  private readonly ids = new WeakMap<DocumentNode, number>();
  private nextId = 0;
  private readonly generation: ContentGeneration;

  constructor(
    schema: GraphQLSchema,
    private readonly now: () => number = Date.now,
    { maxEntries = OPERATION_CACHE_MAX_ENTRIES, maxBytes = OPERATION_CACHE_MAX_BYTES, generation = FIXED_GENERATION }: { maxEntries?: number; maxBytes?: number; generation?: ContentGeneration } = {},
  ) {
    this.generation = generation;
    this.neverCached = neverCachedFieldsIn(schema);
    // Sized by the result's JSON text, which the hydration payload needs anyway (memoised per result).
    this.entries = new LRUCache<string, Entry>({ max: maxEntries, maxSize: maxBytes, sizeCalculation: (e) => Math.max(1, resultJson(e.result).length) });
  }

  /** The entry's key, or null when this operation's result may never be kept. */
  keyOf(document: DocumentNode, variables: Record<string, unknown> | undefined, token: unknown): string | null {
    if (token || this.neverCached(document)) return null;
    if (document.definitions.some((d) => d.kind === 'OperationDefinition' && d.operation !== 'query')) return null;
    let id = this.ids.get(document);
    if (id === undefined) this.ids.set(document, (id = this.nextId++));
    return `${id} ${queryKey(document, variables)}`;
  }

  /** The kept result while it is fresh. */
  get(key: string): QueryResult | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.freshUntil > this.now() && entry.gen >= this.generation.current()) return entry.result;
    this.entries.delete(key);
    return undefined;
  }

  /** The generation to pass to `set` for an execution starting now. */
  currentGeneration(): number {
    return this.generation.current();
  }

  /**
   * Keeps `result` if its operation allows it (see the rules above); returns what the caller should use.
   * `gen`: the generation when its execution started (currentGeneration()); a result of an older one than
   * now is not kept.
   */
  set(key: string, result: QueryResult, freshness: OperationFreshness, gen = this.generation.current()): QueryResult {
    const { noStore, maxAge } = freshness;
    if (noStore || result.errors?.length || !maxAge || maxAge <= 0 || gen < this.generation.current()) return result;
    const frozen = deepFreeze(result);
    this.entries.set(key, { result: frozen, freshUntil: this.now() + maxAge * 1000, gen });
    return frozen;
  }

  /** Forgets every result (tests; a data reset). */
  clear(): void {
    this.entries.clear();
  }
}
