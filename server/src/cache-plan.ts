// Every cache between a visitor and the database, in one place: what each holds, its key, how long an
// entry lives, what bounds it, and when it is skipped. A request meets them in this order; a miss falls
// through to the next. The constants the caches run with are defined here and imported by them, so the
// plan cannot drift from the code (cache-plan.test.ts checks the rest against behaviour).
// docs/architecture.md ("Caches") draws the same picture.

/** How long a stale upstream answer outlives its freshness: long enough to ride out a day's outage. */
export const STALE_GRACE_SECONDS = 86_400;

/** The keyv namespace of the shared store (upstream answers and whole GraphQL responses). */
export const SHARED_STORE_NAMESPACE = 'shangji:upstream';

/** Default bound of the in-memory shared store (CACHE_MEMORY_MAX_MB), in estimated bytes. */
export const DEFAULT_SHARED_STORE_MAX_BYTES = 128 * 1024 * 1024;

/** Bytes of finished GraphQL answers each instance keeps hot in front of Apollo. */
export const HOT_RESPONSE_MAX_BYTES = 16 * 1024 * 1024;

/** Whole pages each instance keeps (least recently stored dropped first); PAGE_CACHE_TTL_MS sets their life. */
export const PAGE_CACHE_MAX_ENTRIES = 500;

/** Results of pages' in-process GraphQL operations each instance keeps (ssr/operation-cache.ts). */
export const OPERATION_CACHE_MAX_ENTRIES = 5_000;
/** Their bound in bytes of JSON text. */
export const OPERATION_CACHE_MAX_BYTES = 32 * 1024 * 1024;

/** Default of PAGE_CACHE_TTL_MS. */
export const DEFAULT_PAGE_CACHE_TTL_MS = 10_000;
/** Default of PAGE_CACHE_STALE_MS: how long past its lifetime a page is answered while it is rendered again. */
export const DEFAULT_PAGE_CACHE_STALE_MS = 30_000;
/** How long a generated sitemap is answered before it is generated again even if its data version held. */
export const SITEMAP_CACHE_TTL_MS = 6 * 3600_000;
/** How often a gateway asks the upstream for the content generation (CONTENT_POLL_MS; docs/decisions/0119). */
export const DEFAULT_CONTENT_POLL_MS = 10_000;

export interface CacheDescription {
  name: string;
  /** The file that implements it. */
  where: string;
  holds: string;
  key: string;
  lifetime: string;
  bound: string;
  /** Shared by every gateway instance (Redis with REDIS_URL), or one per process / per browser tab. */
  scope: 'browser' | 'instance' | 'shared';
  skippedWhen: string;
}

export const caches: readonly CacheDescription[] = [
  {
    name: 'client',
    where: 'web/src/entry.client.tsx, web/src/data/client-query.ts',
    holds: "Apollo Client's normalised cache; the first page's GraphQL results arrive inside the HTML and answer the hydrating loaders",
    key: 'Apollo normalisation (__typename + id); the first page: operation + variables',
    lifetime: 'the browser tab',
    bound: 'none (one tab)',
    scope: 'browser',
    skippedWhen: "a query asks fetchPolicy 'network-only' or 'no-cache' (a new random batch, the captcha, the phone, the map)",
  },
  {
    name: 'http',
    where: 'server/src/ssr/register.ts (pages, /assets), server/src/graphql/response-cache.ts (GraphQL), server/src/sitemap.ts',
    holds: "what browsers and proxies may keep by Cache-Control",
    key: 'the URL (Vary: Accept-Encoding; GraphQL GET: its query string)',
    lifetime: '/assets: a year (hashed names, immutable); GraphQL: max-age = the least fresh upstream answer behind it; pages: no-cache (revalidated by ETag); sitemaps: an hour',
    bound: "the browser's",
    scope: 'browser',
    skippedWhen: 'a Token header (private, no-store), a session-bound GraphQL field or a mutation (no-store)',
  },
  {
    name: 'page',
    where: 'server/src/ssr/page-cache.ts, server/src/ssr/page-replay.ts',
    holds: 'whole rendered anonymous pages (status 200 or 404), with their compressed copies, script hashes and ETag',
    key: "crawler or browser + path + the query parameters some route reads (PAGE_QUERY_PARAMS)",
    lifetime: `PAGE_CACHE_TTL_MS (default ${DEFAULT_PAGE_CACHE_TTL_MS} ms; 0 = off), then up to PAGE_CACHE_STALE_MS (default ${DEFAULT_PAGE_CACHE_STALE_MS} ms) answered stale (x-page-cache: stale) while one background render replaces it; emptied by /cache?yeshili=ok, at most once per lifetime`,
    bound: `${PAGE_CACHE_MAX_ENTRIES} pages`,
    scope: 'instance',
    skippedWhen: 'a Token header; a page rendered degraded (an upstream failure) is not stored. A miss while the same page is being rendered waits for that render (at most 5 s) and replays it',
  },
  {
    name: 'operation result',
    where: 'server/src/ssr/operation-cache.ts',
    holds: "finished results of the pages' in-process GraphQL operations (frozen, with their JSON text for the hydration payload), so a page render whose data is fresh skips execution",
    key: 'the document + its variables (web/src/data/query.ts queryKey)',
    lifetime: 'the least remaining freshness of the upstream answers the result was built from',
    bound: `${OPERATION_CACHE_MAX_ENTRIES} results, ${OPERATION_CACHE_MAX_BYTES / 1024 / 1024} MB of JSON`,
    scope: 'instance',
    skippedWhen: "a Token header; a result with an error, a session-bound answer, or a read that may not be cached ('never', 'each', a stale copy); a field marked @cacheControl(maxAge: 0)",
  },
  {
    name: 'hot response',
    where: 'server/src/graphql/hot-responses.ts',
    holds: 'the bytes and headers of GraphQL answers Apollo sent as `max-age=N, public`, answered in front of Fastify',
    key: 'method + URL + POST body + the request headers such answers depend on (content type, Origin, Accept-Encoding, CSRF headers)',
    lifetime: 'the max-age the answer was sent with, less the Age it already had',
    bound: `${HOT_RESPONSE_MAX_BYTES / 1024 / 1024} MB`,
    scope: 'instance',
    skippedWhen: 'a Token header; any answer that was not `max-age=N, public` or set a cookie',
  },
  {
    name: 'response',
    where: 'server/src/graphql/response-cache.ts',
    holds: 'whole anonymous GraphQL query responses (Apollo response-cache plugin), keys prefixed fqc:',
    key: 'sha256 of the operation text, variables and operation name',
    lifetime: 'the least remaining freshness of the upstream answers the response was built from',
    bound: 'the shared store',
    scope: 'shared',
    skippedWhen: 'a Token header, a mutation, or a field marked @cacheControl(maxAge: 0) in schema/ (captcha, SMS, enquiry, search)',
  },
  {
    name: 'upstream answer',
    where: 'server/src/upstream/client.ts, server/src/upstream/cache.ts',
    holds: "each upstream call's `data`, deep-frozen in memory, with its freshness",
    key: 'method + path + sorted parameters (server/src/upstream/transport.ts requestKey)',
    lifetime: `the call's lifetime in contract/src/calls.ts, then ${STALE_GRACE_SECONDS} s more as a stale copy served only when the upstream fails`,
    bound: `the shared store: CACHE_MEMORY_MAX_MB (default ${DEFAULT_SHARED_STORE_MAX_BYTES / 1024 / 1024}) in memory, Redis's maxmemory with REDIS_URL`,
    scope: 'shared',
    skippedWhen: "a Token header; lifetime 'never' or 'each' (search, suggestions, comments, the jump target, a new random batch, the enquiry calls)",
  },
  {
    name: 'sitemap',
    where: 'server/src/sitemap-cache.ts, server/src/sitemap.ts',
    holds: 'each generated sitemap document, gzip-compressed, with its ETag and Last-Modified',
    key: 'the document name + its data version (row count and newest date of its type, from sitemap/main)',
    lifetime: `until the data version changes, at most ${SITEMAP_CACHE_TTL_MS / 3600_000} h; a stale one is answered while its successor is generated`,
    bound: 'one per document (a few dozen)',
    scope: 'instance',
    skippedWhen: 'never (sitemaps hold no visitor data)',
  },
  {
    name: 'per-operation dedupe',
    where: 'server/src/upstream/client.ts (DataLoader)',
    holds: 'the promise of each distinct upstream request of one GraphQL operation (one page render)',
    key: 'as the upstream answer',
    lifetime: 'one operation',
    bound: 'one operation',
    scope: 'instance',
    skippedWhen: "lifetime 'each' and the enquiry calls (every ask reaches the upstream)",
  },
];
