// Page hosting: every GET that is not /graphql, /healthz, /media or /assets is a page, rendered by
// web/src/entry.server.tsx (imported directly; tsx compiles it: docs/decisions/0009-streamed-ssr-served-by-tsx.md).
// The route loaders' typed documents execute in-process against the schema, compiled by graphql-jit (server/src/graphql/executor.ts), each operation
// with the gateway's per-operation context (fresh UpstreamClient, shared cache): no client, no HTTP hop, no
// normalising (docs/decisions/0038-one-data-path.md).
import type { ContentGeneration } from '../content-feed';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { DocumentNode, ExecutionResult, GraphQLSchema } from 'graphql';
import { compiledExecutor } from '../graphql/executor';
import type { QueryResult } from '../../../web/src/data/query';
import { isbot } from 'isbot';
import { existsSync } from 'node:fs';
import { fallbackHtml, renderPage } from '../../../web/src/entry.server';
import { renderMobilePage } from '../../../web/src/mobile/entry.server';
import { choseDesktop, DESKTOP_CHOICE_COOKIE, DESKTOP_CHOICE_PARAM, isPhone, mobileCounterpart } from '../../../web/src/routing/mobile-pairing';
import type { ServerConfig } from '../config';
import { CLIENT_DIR, MOBILE_ASSETS_PREFIX, MOBILE_CLIENT_DIR, readClientAssets, readMobileAssets } from './assets';
import { cspNonceOf, freshNonce } from '../security-headers';
import { CACHEABLE_STATUS, isCacheReset, PageCache, pageCacheKey, type CachedPage } from './page-cache';
import { ANONYMOUS_PAGE, COMPRESS_MIN_BYTES, compressPage, replayEncoding, writeReplay } from './page-replay';
import { pageStream } from './page-stream';
import { OperationCache, type OperationFreshness } from './operation-cache';
import { renderSlots } from './render-slots';
import { DEFAULT_PAGE_CACHE_TTL_MS, PAGE_CACHE_MAX_ENTRIES } from '../cache-plan';
import { finished, type Transform } from 'node:stream';
import { setMaxListeners } from 'node:events';
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';

export interface PageDeps {
  schema: GraphQLSchema;
  /** Builds the per-request GraphQL context from the page request's headers. */
  createContext: (args: { headers: FastifyRequest['headers'] }) => { response?: OperationFreshness };
  /** Epoch ms clock of the operation-result cache (tests step past lifetimes with the upstream cache's). */
  now?: () => number;
  config: Pick<ServerConfig, 'siteUrl' | 'mobileSiteUrl' | 'production' | 'links'> & Partial<Pick<ServerConfig, 'mapTileUrl' | 'mediaPartners' | 'publicGraphqlUrl'>>;
  /** Lifetime of cached anonymous pages; 0 turns the page cache off. Default 10 s. */
  pageCacheTtlMs?: number;
  /** How long past its lifetime a page is replayed while it is rendered again in the background; 0 or absent: never. */
  pageCacheStaleMs?: number;
  /** Page renders at once (render-slots.ts); 0 or absent: unbounded. */
  renderConcurrency?: number;
  /**
   * Which site this listener serves: the desktop (default; phones are sent to the mobile counterpart) or
   * the mobile site (web/src/mobile/, its own listener: docs/decisions/0100).
   */
  site?: 'desktop' | 'mobile';
  /** The content generation (server/src/content-feed.ts): pages and results of an older one are misses. */
  generation?: ContentGeneration;
  /**
   * What the front needs to answer a stored page as Fastify would (decision 0147): the listener's security
   * headers, the client address as Fastify's request.ip gives it, and the request log lines
   * (front-log.ts). Absent: the returned front answers nothing.
   */
  front?: {
    securityHeaders: (res: ServerResponse) => void;
    clientAddress: (req: IncomingMessage) => string;
    log: (req: IncomingMessage, res: ServerResponse, ip: (req: IncomingMessage) => string) => unknown;
  };
}

/** What a render tells about the page it built (register's `render`): whether it may be stored, and under what. */
interface Built {
  degraded: () => boolean;
  current: () => boolean;
  gen: number;
}

/** Longest wait for a render of the same page already under way before rendering it again. */
const PAGE_WAIT_MS = 5_000;

/** How long the 电脑版 choice is remembered (a year: it is the visitor's explicit preference). */
const DESKTOP_CHOICE_MAX_AGE_S = 365 * 24 * 3600;

/**
 * The request target without the 电脑版 marker parameter (the address the choice redirects to). The other
 * parameters keep their bytes as sent: re-encoding them (URLSearchParams turns `ids=1,2` into `ids=1%2C2`)
 * would make an address without the marker look like a choice, and answer it with the cookie and a 302.
 */
function withoutChoice(target: string): string {
  const q = target.indexOf('?');
  if (q < 0) return target;
  const parts = target.slice(q + 1).split('&');
  const rest = parts.filter((part) => new URLSearchParams(part).keys().next().value !== DESKTOP_CHOICE_PARAM);
  if (rest.length === parts.length) return target;
  return rest.length ? `${target.slice(0, q)}?${rest.join('&')}` : target.slice(0, q);
}

// A page built with the visitor's token is theirs alone (docs/decisions/0032); anonymous pages:
// ANONYMOUS_PAGE (page-replay.ts).
const TOKEN_PAGE = 'private, no-store';

/**
 * Answers from the page cache through Fastify: the stored bytes in the encoding the client accepts
 * (compressed once per entry, waited for here on the first hit that asks), written by the same function
 * as the front's hits (writeReplay; docs/decisions/0057, 0147). The reply is hijacked: the headers Fastify
 * holds go onto the response first.
 */
async function replay(req: FastifyRequest, reply: FastifyReply, hit: CachedPage, vary: string, how: 'hit' | 'stale' = 'hit') {
  const encoding = replayEncoding(req.raw);
  const body = encoding ? (hit.encodedNow(encoding) ?? (await hit.encoded(encoding))) : hit.body;
  const headers = reply.getHeaders();
  reply.hijack();
  for (const name in headers) if (headers[name] !== undefined) reply.raw.setHeader(name, headers[name]);
  writeReplay(req.raw, reply.raw, hit, vary, how, encoding, body);
}

/**
 * The page's Fetch request as React Router's static handler and the loaders see it: a GET of `pageUrl`,
 * never aborted, without headers (no loader reads them: the queries get the visitor's headers through the
 * GraphQL context, `run` below). Only what they read of a GET is there: its method, URL and signal (a
 * loader's abort listener is added and removed around each call), plus an empty Headers and the default
 * redirect mode for anything that copies it. A real `new Request` (undici's WebIDL checks, an
 * AbortController and a Headers of its own each time) was 2.5% of an uncached render's CPU. The static
 * handler makes a `new Request` of its own only for actions (POST), which pages never are.
 */
function toRequest(req: FastifyRequest): Request {
  const request: Pick<Request, 'method' | 'url' | 'signal' | 'headers' | 'redirect'> = {
    method: 'GET',
    url: pageUrl(req).href,
    signal: NEVER_ABORTED,
    headers: NO_HEADERS,
    redirect: 'follow',
  };
  return request as Request;
}
const NEVER_ABORTED = new AbortController().signal;
// One listener per loader running at that moment, on every page in flight: no leak to warn about.
setMaxListeners(0, NEVER_ABORTED);
const NO_HEADERS = new Headers();

/**
 * The page's URL: exactly what the page cache keys on (pageCacheKey), so a parameter outside the key
 * never reaches a loader or a link of a page another visitor may be served. The origin is fixed for the
 * same reason: the key holds no Host, and no page depends on it (canonical and mobile links come from
 * SITE_URL and MOBILE_SITE_URL). `new URL('//', base)` reads `//` as a host-less authority and throws,
 * which made `GET //` a 500: the target is appended to the origin instead.
 */
function pageUrl(req: FastifyRequest): URL {
  const normalised = pageCacheKey(req.url);
  return new URL(`http://localhost${normalised.startsWith('/') ? normalised : `/${normalised}`}`);
}

/**
 * Answers a request from the page cache in front of Fastify (true), or leaves it to Fastify (false).
 * registerPages returns it; the listener's node:http handler calls it first.
 */
export type PageFront = (req: IncomingMessage, res: ServerResponse) => boolean;

/** What a page request asks (registerPages' askOf). */
type PageAsk =
  | { kind: 'choice'; clean: string }
  | { kind: 'phone'; counterpart: string }
  | { kind: 'page'; paired: boolean; vary: string; crawler: boolean; reset: boolean; cacheKey: string | null };

/** `handler` behind the page front `front()` gives once the pages are registered (before: `handler` alone). */
export function behindPageFront(front: () => PageFront | undefined, handler: (req: IncomingMessage, res: ServerResponse) => void): (req: IncomingMessage, res: ServerResponse) => void {
  return (req, res) => {
    if (!front()?.(req, res)) handler(req, res);
  };
}

export async function registerPages(app: FastifyInstance, deps: PageDeps): Promise<PageFront> {
  const { schema, createContext, config } = deps;
  const mobileSite = deps.site === 'mobile';
  // Desktop pages pair with their mobile counterparts (MOBILE_SITE_URL: this process's listener or another).
  const pairing = !mobileSite;

  const assetsDir = mobileSite ? MOBILE_CLIENT_DIR : CLIENT_DIR;
  if (existsSync(assetsDir)) {
    await app.register(fastifyStatic, {
      root: assetsDir,
      prefix: mobileSite ? MOBILE_ASSETS_PREFIX : '/assets/',
      // Hashed file names: safe to cache for a year. The build wrote .br and .gz beside each file.
      immutable: true,
      preCompressed: true,
      maxAge: '365d',
      index: false,
      wildcard: true,
    });
  } else {
    app.log.warn(`client bundle missing (${assetsDir}): run "npm run build -w @shangji/web"; pages render without JavaScript`);
  }
  // The files desktop pages import for their URL (the /marketing poster panels, `?no-inline`) are named
  // /assets/<name>-<hash> in the server build, which renders the mobile pages too: the mobile listener serves
  // those images from the desktop's build (images only, never its scripts).
  if (mobileSite && existsSync(CLIENT_DIR)) {
    await app.register(fastifyStatic, {
      root: CLIENT_DIR,
      prefix: '/assets/',
      decorateReply: false,
      allowedPath: (path) => /^\/[\w.-]+\.svg$/.test(path),
      immutable: true,
      preCompressed: true,
      maxAge: '365d',
      index: false,
      wildcard: true,
    });
  }
  // Read once in production; on every request in development so a rebuilt bundle is picked up.
  const staticAssets = readClientAssets();
  const assetsNow = () => (config.production ? staticAssets : readClientAssets());
  const staticMobileAssets = readMobileAssets();
  const mobileAssetsNow = () => (config.production ? staticMobileAssets : readMobileAssets());

  const pageCache = new PageCache(deps.pageCacheTtlMs ?? DEFAULT_PAGE_CACHE_TTL_MS, PAGE_CACHE_MAX_ENTRIES, Date.now, deps.pageCacheStaleMs ?? 0, deps.generation);
  // Keys whose page is being rendered now, each with the promise of its end (stored or not). A visitor
  // waits at most PAGE_WAIT_MS for it, then renders for themself.
  const rendering = new Map<string, Promise<void>>();
  const singleFlight = (key: string): (() => void) => {
    let done!: () => void;
    const ended = new Promise<void>((resolve) => (done = resolve));
    const entry = Promise.race([ended, new Promise<void>((resolve) => setTimeout(resolve, PAGE_WAIT_MS).unref())]);
    rendering.set(key, entry);
    return () => {
      if (rendering.get(key) === entry) rendering.delete(key);
      done();
    };
  };
  const operations = new OperationCache(schema, deps.now, { generation: deps.generation });
  // Each page document compiled once (graphql-jit) rather than interpreted on every render (docs/decisions/0128).
  const executeDocument = compiledExecutor(schema);
  // One object per listener, so its JSON text is made once (web/src/hydration.ts resultJson).
  const siteConfig = mobileSite
    ? { siteUrl: config.siteUrl, mobileSiteUrl: config.mobileSiteUrl, links: config.links, publicGraphqlUrl: config.publicGraphqlUrl }
    : { siteUrl: config.siteUrl, mobileSiteUrl: config.mobileSiteUrl, links: config.links, mapTileUrl: config.mapTileUrl, mediaPartners: config.mediaPartners };
  const slots = renderSlots(deps.renderConcurrency ?? 0);
  // Background refreshes (stale-while-revalidate) take turns one at a time: nobody waits for them, and the
  // operation results behind many pages expire together (they were made together), so a burst of a few
  // hundred renders would otherwise crowd the visitors' requests off the event loop (decision 0110).
  const refreshSlots = renderSlots(1, PAGE_CACHE_MAX_ENTRIES);

  /**
   * One render of the page `req` asks for, with its own per-operation GraphQL contexts. A page built while a
   * query failed (an upstream outage emptied a section, or the map's toast) is served but never stored:
   * `degraded()` says so once the document is complete.
   */
  const render = async (req: FastifyRequest, nonce: string, crawler: boolean) => {
    let failed = false;
    // The content generation this render started in: its page and results are kept under it (content-feed.ts).
    const gen = pageCache.currentGeneration();
    // Every operation result the page is built from, with its key in the operation cache (null: never kept).
    const used: [string | null, QueryResult][] = [];
    // The documents are the app's own, validated against the schema by codegen at build time: execute only.
    // A result still fresh in the operation cache is served from it (operation-cache.ts).
    const run = async (document: DocumentNode, variables: Record<string, unknown> | undefined) => {
      const key = operations.keyOf(document, variables, req.headers.token);
      const kept = key ? operations.get(key) : undefined;
      if (kept) {
        used.push([key, kept]);
        return kept;
      }
      const contextValue = createContext({ headers: req.headers });
      let result: ExecutionResult;
      try {
        result = await executeDocument({ document, variableValues: variables, contextValue });
      } catch (error) {
        failed = true;
        throw error;
      }
      if (result.errors?.length) failed = true;
      const answer = {
        data: result.data as Record<string, unknown> | null | undefined,
        errors: result.errors?.map((e) => ({ message: e.message, extensions: e.extensions })),
      };
      const stored = key && contextValue.response ? operations.set(key, answer, contextValue.response, gen) : answer;
      used.push([key, stored]);
      return stored;
    };
    // The page's document is a function of its address, the listener's fixed config and assets, and these
    // results: while the operation cache still holds every one of them (the same frozen object), a new
    // render would write the same page. A result that was never kept, or has expired, says no.
    const current = () => used.every(([key, result]) => key !== null && operations.get(key) === result);
    const log = (message: string, error?: unknown) => req.log.error({ err: error }, message);
    const options = { request: toRequest(req), execute: run, config: siteConfig, crawler, log, nonce };
    const result = mobileSite
      ? await renderMobilePage({ ...options, assets: mobileAssetsNow() })
      : await renderPage({ ...options, assets: assetsNow() });
    return { result, degraded: () => failed, current, gen };
  };

  /** The release of a render's slot and of its single-flight entry, idempotent (a stream may end and close). */
  const releaseOnce = (slot: (() => void) | null, rendered: () => void) => {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      slot?.();
      rendered();
    };
  };

  /** Stores a completed document for `cacheKey`, if it may be (a cacheable status, no query failed). */
  const keep = (cacheKey: string | null, status: number, headers: Record<string, string>, nonce: string, built: Built, document: Buffer): CachedPage | undefined =>
    cacheKey && CACHEABLE_STATUS.has(status) && !built.degraded() ? pageCache.set(cacheKey, { status, headers, body: document, nonce }, built.current, built.gen) : undefined;

  /**
   * The one transform between React and its reader (page-stream.ts): React's writes joined per flush, and a
   * copy kept for the page cache, stored only once the document completed and only if no query failed.
   */
  const streamStoring = (cacheKey: string | null, status: number, headers: Record<string, string>, nonce: string, built: Built) =>
    pageStream(cacheKey && CACHEABLE_STATUS.has(status) ? { onComplete: (document) => keep(cacheKey, status, headers, nonce, built, document) } : {});

  /**
   * Stale-while-revalidate (docs/decisions/0110): a visitor asking for a page past its lifetime but within
   * the stale window is answered from the cache at once, and one render, in the background, takes its place.
   * None starts while the page is already being rendered; background renders run one at a time
   * (refreshSlots), and one is skipped when their queue is full (the stale copy then serves until its window
   * ends). A page whose operation results are all still kept is not rendered at all but renewed (handle).
   */
  const refresh = async (req: FastifyRequest, cacheKey: string, crawler: boolean) => {
    if (rendering.has(cacheKey)) return;
    const rendered = singleFlight(cacheKey);
    const slot = await refreshSlots.acquire();
    const release = releaseOnce(slot, rendered);
    if (!slot) return release();
    try {
      const nonce = freshNonce();
      const built = await render(req, nonce, crawler);
      const { result } = built;
      if (result.kind === 'redirect') return release();
      if (result.document) {
        keep(cacheKey, result.status, result.headers, nonce, built, result.document);
        return release();
      }
      const body = streamStoring(cacheKey, result.status, result.headers, nonce, built);
      finished(body, () => release());
      result.pipe(body);
      body.resume(); // nobody reads it: the copy kept for the cache is all that is wanted
    } catch (error) {
      release();
      req.log.error({ err: error }, 'background page render failed');
    }
  };

  /** The page cache's key of a normalised address (pageCacheKey) for a crawler or a browser on this listener. */
  const keyOf = (crawler: boolean, target: string) => `${mobileSite ? 'm' : ''}${crawler ? 'bot' : 'web'} ${target}`;

  /**
   * What a page request asks, decided before any stored page is read and the same for Fastify's route and
   * the front: a desktop page with a mobile counterpart answers phones differently (Baidu's pairing,
   * decision 0100), with a 302 to the counterpart unless the visitor chose 电脑版, so a phone never gets a
   * cached desktop page it did not choose (shared caches are told by Vary); else the page under its cache
   * key (null: never stored nor replayed: a Token request, the cache reset). `target`: pageCacheKey(url),
   * when the caller has it already.
   */
  const askOf = (url: string, headers: IncomingHttpHeaders, target?: string): PageAsk => {
    const userAgent = headers['user-agent'] ?? '';
    const clean = pairing ? withoutChoice(url) : url;
    const counterpart = pairing ? mobileCounterpart(clean) : null;
    if (counterpart) {
      if (url !== clean) return { kind: 'choice', clean };
      if (isPhone(userAgent) && !choseDesktop(headers.cookie)) return { kind: 'phone', counterpart };
    }
    const crawler = isbot(userAgent);
    const reset = isCacheReset(url);
    return {
      kind: 'page',
      paired: counterpart !== null,
      vary: counterpart ? 'Accept-Encoding, User-Agent' : 'Accept-Encoding',
      crawler,
      reset,
      cacheKey: headers.token || reset ? null : keyOf(crawler, target ?? pageCacheKey(url)),
    };
  };

  const handle = async (req: FastifyRequest, reply: FastifyReply) => {
    const ask = askOf(req.url, req.headers);
    if (ask.kind === 'choice') {
      // 电脑版 on a mobile page: remember the choice on this origin, then the clean desktop address.
      return reply
        .header('set-cookie', `${DESKTOP_CHOICE_COOKIE}=pc; Path=/; Max-Age=${DESKTOP_CHOICE_MAX_AGE_S}; SameSite=Lax`)
        .header('cache-control', 'no-store')
        .redirect(ask.clean, 302);
    }
    if (ask.kind === 'phone') {
      return reply.header('vary', 'User-Agent').header('cache-control', 'private, no-cache').redirect(config.mobileSiteUrl + ask.counterpart, 302);
    }
    if (ask.paired) reply.header('vary', 'User-Agent');
    const { vary, crawler, cacheKey } = ask;
    // The cache reset empties the stored pages (never more) and is itself never stored or replayed.
    if (ask.reset) pageCache.reset();
    const found = cacheKey ? pageCache.lookup(cacheKey) : undefined;
    if (found && !found.fresh) {
      // Expired, but built from results the operation cache still holds: the same page, a new lifetime.
      if (found.current() && pageCache.renew(cacheKey!)) return replay(req, reply, found.page, vary);
      void refresh(req, cacheKey!, crawler);
      return replay(req, reply, found.page, vary, 'stale');
    }
    let hit = found?.page;
    // A page being rendered for the same key: wait for it and replay it, rather than render it again (a
    // page expiring under many visitors costs one render, not one per visitor who asks meanwhile).
    const pending = cacheKey && !hit && pageCache.enabled ? rendering.get(cacheKey) : undefined;
    if (pending) {
      await pending;
      hit = pageCache.get(cacheKey!);
    }
    if (hit) return replay(req, reply, hit, vary);
    const rendered = cacheKey && pageCache.enabled && !rendering.has(cacheKey) ? singleFlight(cacheKey) : () => {};
    // A render waits for a slot (render-slots.ts); a burst past the queue is told to come back.
    const slot = await slots.acquire();
    const release = releaseOnce(slot, rendered);
    if (!slot) {
      release();
      return reply.code(503).header('retry-after', '5').type('text/html; charset=utf-8').send(fallbackHtml(503, '系统繁忙！请稍后再试！'));
    }
    // Only a render makes a nonce (a replay lists its scripts' hashes instead).
    const nonce = cspNonceOf(reply);
    try {
      const built = await render(req, nonce, crawler);
      const { result } = built;
      if (result.kind === 'redirect') {
        release();
        return reply.redirect(result.location, result.status);
      }
      // @fastify/compress is registered on this listener: pages are answered compressed.
      const compressing = 'compress' in reply;
      let body: Buffer | Transform;
      if (result.document) {
        // Rendered whole: nothing left to render or stream. Sent as one buffer, stored as it is, and the slot
        // given back at once (a slot bounds renders, and this one has ended).
        body = result.document;
        const stored = keep(cacheKey, result.status, result.headers, nonce, built, body);
        release();
        // Compressed here in one call off the event loop, not through the compressor's stream (decision
        // 0148: a stream cost ~1.4–1.9 ms more CPU per 100 KB page); a stored page's copy is this very one,
        // so its first replay in this encoding compresses nothing.
        const encoding = compressing ? replayEncoding(req.raw) : null;
        if (encoding && body.length >= COMPRESS_MIN_BYTES) {
          const compressed = await (stored ? stored.encoded(encoding) : compressPage(body, encoding)).catch((error: unknown) => {
            req.log.warn({ err: error }, 'page compression failed: sent as it is');
            return null;
          });
          if (compressed) {
            body = compressed;
            reply.header('content-encoding', encoding).header('vary', vary);
          }
        }
      } else {
        body = streamStoring(cacheKey, result.status, result.headers, nonce, built);
        // The slot is held until the document has been written, or the visitor left.
        finished(body, () => release());
        reply.raw.once('close', release);
        result.pipe(body);
      }
      // The compressor (server/src/compression.ts) adds Vary itself to what it compresses, and a whole document
      // compressed above said it already; without a compressor, it is said here, as on a replay.
      if (!(compressing && /\b(br|gzip)\b/.test(String(req.headers['accept-encoding'] ?? '')))) reply.header('vary', vary);
      // An upstream outage (the page's 503): tell clients and crawlers when to come back.
      if (result.status === 503) reply.header('retry-after', '30');
      reply
        .code(result.status)
        .headers(result.headers)
        .header('cache-control', req.headers.token ? TOKEN_PAGE : ANONYMOUS_PAGE)
        .header('x-page-cache', 'miss');
      return reply.send(body);
    } catch (error) {
      release();
      req.log.error({ err: error }, 'page render failed');
      return reply
        .code(500)
        .type('text/html; charset=utf-8')
        .send(fallbackHtml(500, config.production ? 'Internal Server Error' : String(error)));
    }
  };

  app.get('/', handle);
  app.get('/*', handle);

  // The front (decision 0147): a GET of a page stored and fresh, in an encoding already made, is answered
  // at the node:http level before Fastify routes it, by the same writer as the route's replay. A stored key
  // holds the very path its render was routed by (pageCacheKey keeps the path as sent), so the same path
  // reaches this handler through Fastify too. Everything else (a stale or renewed page, a first compression,
  // a redirect, a Token, HEAD, a closing instance) goes on to Fastify.
  let closing = false;
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  const { front } = deps;
  if (!front) return () => false;
  return (req, res) => {
    if (closing || req.method !== 'GET') return false;
    // Nothing stored at this address for anyone (assets, media, a page not visited yet): Fastify's, without
    // reading the User-Agent or the pairing rules.
    const url = req.url ?? '/';
    const target = pageCacheKey(url);
    if (!pageCache.holds(keyOf(false, target)) && !pageCache.holds(keyOf(true, target))) return false;
    const ask = askOf(url, req.headers, target);
    if (ask.kind !== 'page' || ask.cacheKey === null) return false;
    const found = pageCache.lookup(ask.cacheKey);
    if (!found?.fresh) return false;
    const encoding = replayEncoding(req);
    const body = encoding ? found.page.encodedNow(encoding) : found.page.body;
    if (!body) return false;
    front.securityHeaders(res);
    front.log(req, res, front.clientAddress);
    writeReplay(req, res, found.page, ask.vary, 'hit', encoding, body);
    return true;
  };
}
