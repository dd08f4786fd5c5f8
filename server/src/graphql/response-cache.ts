// Whole-response caching for anonymous reads (docs/decisions/0026). Cache hints come from
// the data itself: every upstream read reports how long its answer stays fresh (the call's lifetime in
// contract/src/calls.ts), and the response's max-age is the least of them. The schema marks with
// @cacheControl(maxAge: 0) the fields that must never be cached (session-bound, or keyed by unbounded
// visitor input); a request selecting one of them, carrying a Token, or running a mutation neither reads
// nor writes the cache. Entries live in the same keyv store as the upstream cache (memory or Redis),
// so every gateway instance shares them.
import { FIXED_GENERATION, type ContentGeneration } from '../content-feed';
import { createHash } from 'node:crypto';
import type { ApolloServerPlugin, GraphQLRequestContext } from '@apollo/server';
import { ApolloServerPluginCacheControlDisabled } from '@apollo/server/plugin/disabled';
import responseCachePlugin from '@apollo/server-plugin-response-cache';
import type { KeyValueCache, KeyValueCacheSetOptions } from '@apollo/utils.keyvaluecache';
import { KeyvAdapter } from '@apollo/utils.keyvadapter';
import type Keyv from 'keyv';
import { Kind, type DocumentNode, type FragmentDefinitionNode, type GraphQLField, type GraphQLSchema, type SelectionSetNode } from 'graphql';
import type { UpstreamCache } from '../upstream/cache';
import { LONGEST_LIFETIME } from '@shangji/contract';
import type { GraphQLContext } from './context';
import type { ResponsePrefetch } from './response-prefetch';


/** True when the field's definition carries @cacheControl(maxAge: 0). */
function neverCached(field: GraphQLField<unknown, unknown> | null | undefined): boolean {
  const directive = field?.astNode?.directives?.find((d) => d.name.value === 'cacheControl');
  const maxAge = directive?.arguments?.find((a) => a.name.value === 'maxAge')?.value;
  return maxAge?.kind === Kind.INT && Number(maxAge.value) === 0;
}

type Fields = Record<string, GraphQLField<unknown, unknown>>;

/** A type's fields (objects and interfaces), unwrapping lists and non-nulls. Duck-typed on purpose:
 * graphql's instanceof checks fail when test runners load the package twice. */
function fieldsOf(type: unknown): Fields | undefined {
  let t = type as { ofType?: unknown; getFields?: () => Fields } | undefined;
  while (t && t.ofType) t = t.ofType as typeof t;
  return typeof t?.getFields === 'function' ? t.getFields() : undefined;
}

/**
 * A test of a document: whether some field its operations select passes `test`, which gets the field's
 * definition, its name, and a way to look at what the field itself selects. Inline fragments and named
 * fragments (each once) are followed. Apollo keeps one parsed DocumentNode per distinct query text, so
 * the walk runs once per text, not once per request.
 */
function someSelectedField(
  schema: GraphQLSchema,
  test: (field: GraphQLField<unknown, unknown> | undefined, name: string, inside: () => boolean) => boolean,
): (document: DocumentNode) => boolean {
  const memo = new WeakMap<DocumentNode, boolean>();
  return (document) => {
    const known = memo.get(document);
    if (known !== undefined) return known;
    const fragments = new Map<string, FragmentDefinitionNode>();
    for (const d of document.definitions) if (d.kind === Kind.FRAGMENT_DEFINITION) fragments.set(d.name.value, d);
    const seen = new Set<string>();
    const walk = (set: SelectionSetNode | undefined, fields: Fields | undefined): boolean => {
      if (!set || !fields) return false;
      return set.selections.some((sel) => {
        if (sel.kind === Kind.FIELD) {
          const field = fields[sel.name.value];
          return test(field, sel.name.value, () => walk(sel.selectionSet, fieldsOf(field?.type)));
        }
        if (sel.kind === Kind.INLINE_FRAGMENT) {
          return walk(sel.selectionSet, sel.typeCondition ? fieldsOf(schema.getType(sel.typeCondition.name.value)) : fields);
        }
        const fragment = fragments.get(sel.name.value);
        if (!fragment || seen.has(sel.name.value)) return false;
        seen.add(sel.name.value);
        return walk(fragment.selectionSet, fieldsOf(schema.getType(fragment.typeCondition.name.value)));
      });
    };
    const roots = { query: schema.getQueryType(), mutation: schema.getMutationType(), subscription: schema.getSubscriptionType() };
    const found = document.definitions.some((d) => d.kind === Kind.OPERATION_DEFINITION && walk(d.selectionSet, fieldsOf(roots[d.operation])));
    memo.set(document, found);
    return found;
  };
}

/** Whether a document selects a never-cached field, at any depth. */
export function neverCachedFieldsIn(schema: GraphQLSchema): (document: DocumentNode) => boolean {
  return someSelectedField(schema, (field, _name, inside) => neverCached(field) || inside());
}

/** Whether a document selects a field of the schema's types at its root (not only `__typename` or introspection). */
function schemaFieldsIn(schema: GraphQLSchema): (document: DocumentNode) => boolean {
  return someSelectedField(schema, (_field, name) => !name.startsWith('__'));
}

/**
 * Freshness by the gateway's clock (injectable, like the upstream cache's), on top of the store's own
 * expiry: the entry is stored as `<epoch ms>|<value>`.
 */
export class ClockedCache implements KeyValueCache<string> {
  constructor(
    private readonly inner: KeyValueCache<string>,
    private readonly now: () => number,
  ) {}

  async get(key: string): Promise<string | undefined> {
    const raw = await this.inner.get(key);
    if (raw === undefined) return undefined;
    const bar = raw.indexOf('|');
    return Number(raw.slice(0, bar)) > this.now() ? raw.slice(bar + 1) : undefined;
  }

  set(key: string, value: string, options?: KeyValueCacheSetOptions): Promise<void> {
    const ttl = options?.ttl ?? 0;
    return this.inner.set(key, `${this.now() + ttl * 1000}|${value}`, options);
  }

  delete(key: string): Promise<boolean | void> {
    return this.inner.delete(key);
  }
}

function hasToken(rc: GraphQLRequestContext<GraphQLContext>): boolean {
  return Boolean(rc.request.http?.headers.get('token')?.trim());
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('base64url');

/** The plugin's key of an entry (its key data hashed); the plugin stores it under RESPONSE_KEY_PREFIX. */
const responseKeyOf = (keyData: unknown) => sha256(JSON.stringify(keyData));
/** The prefix Apollo's response-cache plugin puts before every key it reads and writes. */
export const RESPONSE_KEY_PREFIX = 'fqc:';

/**
 * The key the plugin reads an anonymous request under: its key data built as the plugin builds it
 * (base key, then the session mode, 0 for no session), so that response-prefetch.ts can read it first.
 */
export function anonymousResponseKey(base: { source: string; operationName: string | null; variables: Record<string, unknown>; extra: unknown }): string {
  return responseKeyOf({ source: base.source, operationName: base.operationName, variables: { ...base.variables }, extra: base.extra, sessionMode: 0 });
}

export interface ResponseCacheOptions {
  schema: GraphQLSchema;
  cache: UpstreamCache;
  now?: (() => number) | undefined;
  /** The content generation (server/src/content-feed.ts): part of every key. */
  generation?: ContentGeneration | undefined;
  /** With Redis: the whole-response reads started by the front (response-prefetch.ts). */
  prefetch?: ResponsePrefetch | undefined;
}

/** The plugins, in order: the response's cache policy and Cache-Control, the response cache. */
export function responseCachePlugins({ schema, cache, now = Date.now, generation = FIXED_GENERATION, prefetch }: ResponseCacheOptions): ApolloServerPlugin<GraphQLContext>[] {
  const selectsNeverCached = neverCachedFieldsIn(schema);
  const anonymousRead = (rc: GraphQLRequestContext<GraphQLContext>) => !hasToken(rc) && !(rc.document && selectsNeverCached(rc.document));
  // One keyv holds upstream entries and responses (prefix fqc:); responses are plain strings.
  const shared = new KeyvAdapter(cache as unknown as Keyv<string>, { disableBatchReads: true });
  const store = new ClockedCache(prefetch ? prefetch.reader(shared) : shared, now);

  const selectsData = schemaFieldsIn(schema);
  // The response's policy, decided once the operation has run, from its document and the upstream reads it
  // made (decision 0142). Apollo's cache-control plugin arrived at the same answer field by field: it
  // wrapped every resolver of the schema (the pages' in-process executor's too) to collect a hint per
  // resolved field, where the schema's only hints are the never-cached fields a document walk finds.
  const policy: ApolloServerPlugin<GraphQLContext> = {
    async requestDidStart() {
      return {
        async executionDidStart(rc) {
          return {
            async executionDidEnd() {
              const { noStore, maxAge } = rc.contextValue.response;
              // Mutations are never cached; a query only with the fields of none of the schema's types
              // (`__typename`, introspection) is not either, as before.
              const cacheable = !noStore && rc.operation?.operation === 'query' && rc.document !== undefined && !selectsNeverCached(rc.document) && selectsData(rc.document);
              rc.overallCachePolicy.restrict(cacheable ? { maxAge: Math.min(LONGEST_LIFETIME, maxAge ?? LONGEST_LIFETIME), scope: 'PUBLIC' } : { maxAge: 0 });
            },
          };
        },
        // What Apollo's plugin sent: `max-age=N, public` for a cacheable answer without errors, else no-store.
        async willSendResponse({ response, overallCachePolicy }) {
          const cacheable = overallCachePolicy.policyIfCacheable();
          const clean = response.body.kind === 'single' && !response.body.singleResult.errors;
          response.http.headers.set('cache-control', cacheable && clean ? `max-age=${cacheable.maxAge}, ${cacheable.scope.toLowerCase()}` : 'no-store');
        },
      };
    },
  };

  return [
    // Apollo adds its own cache-control plugin unless told not to.
    ApolloServerPluginCacheControlDisabled(),
    policy,
    responseCachePlugin<GraphQLContext>({
      cache: store,
      generateCacheKey: (_rc, key) => responseKeyOf(key),
      // Read once per request, before execution, and kept for the write (the plugin's base key): a response
      // executed while content changed is stored under the older generation, which nobody asks for again.
      extraCacheKeyData: async () => generation.current(),
      shouldReadFromCache: async (rc) => anonymousRead(rc),
      shouldWriteToCache: async (rc) => anonymousRead(rc) && !rc.contextValue.response.noStore,
    }),
  ];
}
