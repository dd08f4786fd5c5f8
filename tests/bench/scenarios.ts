// The bench's scenarios, one entry per P-figure. To add one, append an object to SCENARIOS: `prepare`
// gets the running stack and returns the load of each run for our path and for its baseline; the runner
// does the rest (3 runs each, median, the table). Baselines come from `ctx.staticCopy`, each a process
// of its own.
import { load, type LoadOptions, type RequestSpec } from './load';
import { rawFetch } from './static-server';

export interface BenchContext {
  /** Gateway + pages with the page cache on (as in production). */
  cachedUrl: string;
  /** A second gateway over the same upstream with the page cache off: every page request renders. */
  uncachedUrl: string;
  /**
   * A third, also with the page cache off, on every core: GATEWAY_WORKERS = BENCH_WORKERS (default: the
   * machine's cores, docs/decisions/0138). Started only when a chosen scenario asks for it (`workers`).
   */
  workersUrl?: string;
  upstreamUrl: string;
  seconds: number;
  /**
   * A baseline process serving the exact bytes `url` answers now to this request, with their
   * Content-Encoding (uncompressed unless the request's Accept-Encoding asks otherwise).
   */
  staticCopy: (url: string, init?: RequestSpec, options?: { sameHeaders?: boolean }) => Promise<string>;
  /** A baseline process passing P6's request through to the upstream and nothing more (pass-through.ts). */
  passThrough: () => Promise<string>;
}

export interface LoadScenario {
  id: string;
  title: string;
  /** Throughput (req/s, higher is better) or median latency. */
  compare: 'rps' | 'p50';
  oursLabel: string;
  baselineLabel: string;
  prepare: (ctx: BenchContext) => Promise<{ ours: (run: number) => LoadOptions; baseline: (run: number) => LoadOptions }>;
  /** Needs the gateway on every core (ctx.workersUrl). */
  workers?: boolean;
}

/**
 * Our page rendered on every request against the same bytes served by node:http. `everyCore`: rendered by
 * the gateway on every core (GATEWAY_WORKERS), what one machine serves as deployed. The static baseline
 * is one process, and on a 2-core host it is held back by the load generator, not by its core; the CPU
 * column still compares the work of one request.
 */
function uncachedPage(id: string, path: string, what: string, everyCore = false): LoadScenario {
  return {
    id,
    title: `uncached render of ${path} (${what})${everyCore ? ' by the gateway on every core (GATEWAY_WORKERS)' : ''} vs the same bytes served static${everyCore ? '' : ' (identity encoding)'}`,
    compare: 'rps',
    oursLabel: everyCore ? 'SSR on every core, page cache off' : 'SSR, page cache off',
    baselineLabel: 'the same bytes, static',
    workers: everyCore,
    async prepare(ctx) {
      const url = `${everyCore ? ctx.workersUrl! : ctx.uncachedUrl}${path}`;
      // Warm the upstream cache and the JIT (the gateway's and the load generator's own) with 10 s of the
      // same load; on every core, every worker (connections go to them in turn). One request warmed
      // nothing of the JIT: the first measured run then compiled, at a third less throughput than the
      // runs after it, and the median of three moved with it. Under this load a fresh gateway's CPU per
      // request still falls for 10–15 s (2.1, 1.15, 1.04, 1.00, 0.93 ms in consecutive 4 s runs on
      // 2026-11-30): what a gateway serving for hours spends is the figure compared with static bytes.
      await load({ url, seconds: 10 });
      const staticUrl = await ctx.staticCopy(url);
      return { ours: () => ({ url, seconds: ctx.seconds }), baseline: () => ({ url: staticUrl, seconds: ctx.seconds }) };
    },
  };
}

// What Chromium sends. A browser-like hit is compared with a baseline answering the same compressed bytes.
const BROWSER_ENCODINGS = 'gzip, deflate, br, zstd';

/**
 * A page-cache hit of the brand page against a process answering the bytes the hit answers, asked the same
 * way. `sameHeaders`: the baseline also answers every header the hit carried (the security headers, the
 * script policy, Vary, ETag: ~1 kB more than a bare static answer), so that the two differ only in the
 * work of making the answer, not in what the load generator reads.
 */
function pageCacheHit(id: string, how: string, acceptEncoding: string | undefined, sameHeaders = false): LoadScenario {
  const headers: Record<string, string> = acceptEncoding ? { 'accept-encoding': acceptEncoding } : {};
  return {
    id,
    title: `page-cache hit of /shangji/1 vs the same ${sameHeaders ? 'response (headers and bytes)' : 'bytes'} served static, ${how}`,
    compare: 'rps',
    oursLabel: 'SSR + page cache (hit)',
    baselineLabel: sameHeaders ? 'the same headers and encoded bytes, static' : acceptEncoding ? 'the same encoded bytes, static' : 'the same bytes, static',
    async prepare(ctx) {
      const url = `${ctx.cachedUrl}/shangji/1`;
      await rawFetch(url, { headers }); // a miss stores the page; the copy below is of a hit
      const staticUrl = await ctx.staticCopy(url, { headers }, { sameHeaders });
      return { ours: () => ({ url, headers, seconds: ctx.seconds }), baseline: () => ({ url: staticUrl, headers, seconds: ctx.seconds }) };
    },
  };
}

const BRAND_QUERY =
  'query BenchBrand($id: ID!) { brand(id: $id) { id name certified claimed feeBand { name } category { name } shopCount introHtml } }';
const graphqlPost = (id: string) => ({
  method: 'POST' as const,
  body: JSON.stringify({ query: BRAND_QUERY, variables: { id } }),
  headers: { 'content-type': 'application/json' },
});

// Cache-miss runs use brand ids nobody asked for yet (the default seed has 2,000 brands).
const MISS_IDS_PER_RUN = 150;
// Before them, both sides answer this many misses for ids past the seed (no such brand: every layer but
// the brand's own HTML runs), so the figure is a running gateway's, not one whose code V8 has not
// optimised yet: cold, a miss costs the gateway ~4.6 ms of CPU, warm ~2.9 ms (decision 0060).
const WARM_MISSES = 3000;
/** Brand ids past the seed, for warming a gateway's miss path (graphql-cache.ts warms with them too). */
export const warmIds = Array.from({ length: WARM_MISSES }, (_, i) => 100_001 + i);
const missIds = (run: number) => Array.from({ length: MISS_IDS_PER_RUN }, (_, i) => 1001 + run * MISS_IDS_PER_RUN + i);

/**
 * P6's kind of figure: P6's brand query POSTed for unseen ids, one at a time and timed to the µs, to the
 * process `target` gives, against the upstream's zhaoshang/show for the same ids. Both warmed first.
 */
function missPenalty(id: string, title: string, oursLabel: string, target: (ctx: BenchContext) => Promise<string>): LoadScenario {
  return {
    id,
    title,
    compare: 'p50',
    oursLabel,
    baselineLabel: 'upstream zhaoshang/show',
    async prepare(ctx) {
      const url = await target(ctx);
      const oneByOne = (base: string, ids: number[], make: (id: number) => RequestSpec): LoadOptions => ({ url: base, amount: ids.length, connections: 1, requests: ids.map(make), exactLatency: true });
      const ours = (ids: number[]) => oneByOne(url, ids, (n) => ({ path: '/graphql', ...graphqlPost(String(n)) }));
      const upstream = (ids: number[]) => oneByOne(ctx.upstreamUrl, ids, (n) => ({ path: `/index.php/v1/zhaoshang/show?id=${n}` }));
      await load({ ...ours(warmIds), connections: 4 });
      await load({ ...upstream(warmIds), connections: 4 });
      return { ours: (run) => ours(missIds(run)), baseline: (run) => upstream(missIds(run)) };
    },
  };
}

export const SCENARIOS: LoadScenario[] = [
  uncachedPage('P1', '/shangji/1', 'brand detail'),
  uncachedPage('P1w', '/shangji/1', 'brand detail', true),
  uncachedPage('P2', '/', 'home'),
  uncachedPage('P2L', '/shangji/all', 'brand list'),
  uncachedPage('P3', '/aboutus', 'the shared chrome around a static text'),
  pageCacheHit('P4', 'as a browser asks: Accept-Encoding br, gzip', BROWSER_ENCODINGS),
  pageCacheHit('P4i', 'no Accept-Encoding (identity)', undefined),
  pageCacheHit('P4h', 'as a browser asks: Accept-Encoding br, gzip', BROWSER_ENCODINGS, true),
  {
    id: 'P5',
    title: 'cached GraphQL brand query vs node:http JSON',
    compare: 'rps',
    oursLabel: 'POST /graphql (upstream cache warm)',
    baselineLabel: 'same JSON bytes',
    async prepare(ctx) {
      const url = `${ctx.cachedUrl}/graphql`;
      const staticUrl = await ctx.staticCopy(url, graphqlPost('1'));
      return { ours: () => ({ url, ...graphqlPost('1'), seconds: ctx.seconds }), baseline: () => ({ url: staticUrl, seconds: ctx.seconds }) };
    },
  },
  missPenalty('P6', `GraphQL cache miss p50 − upstream p50 (brand query; ${MISS_IDS_PER_RUN} unseen ids per run, one at a time, timed to the µs)`, 'POST /graphql, upstream cache miss', async (ctx) => ctx.cachedUrl),
  // The floor under P6 on this host: what one more Node.js hop costs with nothing done in it.
  missPenalty('P6f', `P6's requests through a pass-through process (node:http + undici, one upstream read, JSON in and out; no GraphQL) p50 − upstream p50: the floor under P6`, 'POST through the pass-through', (ctx) => ctx.passThrough()),
];
