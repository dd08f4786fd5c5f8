// Page hosting: every GET that is not /graphql, /healthz, /media or /assets is a page, rendered by
// web/src/entry.server.tsx (imported directly; tsx compiles it: docs/decisions/0009-streamed-ssr-served-by-tsx.md).
// The route loaders' typed documents execute in-process against the schema with graphql-js, each operation
// with the gateway's per-operation context (fresh UpstreamClient, shared cache): no client, no HTTP hop, no
// normalising (docs/decisions/0038-one-data-path.md).
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { execute, type DocumentNode, type GraphQLSchema } from 'graphql';
import { isbot } from 'isbot';
import { existsSync } from 'node:fs';
import { fallbackHtml, renderPage } from '../../../web/src/entry.server';
import type { ServerConfig } from '../config';
import { CLIENT_DIR, readClientAssets } from './assets';
import { allowScriptHashes, cspNonceOf } from '../security-headers';
import { preferredEncoding } from './accept-encoding';
import { CACHEABLE_STATUS, PageCache, pageCacheKey, type CachedPage } from './page-cache';
import { matchesEtag } from './page-replay';
import { pageStream } from './page-stream';

export interface PageDeps {
  schema: GraphQLSchema;
  /** Builds the per-request GraphQL context from the page request's headers. */
  createContext: (args: { headers: FastifyRequest['headers'] }) => unknown;
  config: Pick<ServerConfig, 'siteUrl' | 'mobileSiteUrl' | 'production' | 'links'> & Partial<Pick<ServerConfig, 'mapTileUrl'>>;
  /** Lifetime of cached anonymous pages; 0 turns the page cache off. Default 10 s. */
  pageCacheTtlMs?: number;
}

// Anonymous pages may be stored (so the back/forward cache keeps them) but are revalidated before
// reuse; a page built with the visitor's token is theirs alone (docs/decisions/0032).
const ANONYMOUS_PAGE = 'no-cache';
const TOKEN_PAGE = 'private, no-store';

/**
 * Answers from the page cache: the stored bytes in the encoding the client accepts (compressed once per
 * entry), a script policy naming the page's inline scripts by hash (the stored document keeps the nonce
 * it was rendered with), and a 304 when the client already holds the document (docs/decisions/0057).
 */
async function replay(req: FastifyRequest, reply: FastifyReply, hit: CachedPage) {
  reply.code(hit.status).headers(hit.headers).header('cache-control', ANONYMOUS_PAGE).header('vary', 'Accept-Encoding').header('x-page-cache', 'hit');
  allowScriptHashes(reply, hit.scriptHashes);
  if (hit.status === 200) {
    reply.header('etag', hit.etag);
    if (matchesEtag(req.headers['if-none-match'], hit.etag)) return reply.code(304).send();
  }
  // x-no-compression: @fastify/compress's opt-out, honoured here too.
  const encoding = req.headers['x-no-compression'] === undefined ? preferredEncoding(req.headers['accept-encoding']) : null;
  if (!encoding) return reply.send(hit.body);
  const bytes = await hit.encoded(encoding);
  return reply.header('content-encoding', encoding).send(bytes);
}

function toRequest(req: FastifyRequest): Request {
  // No headers: no loader reads them (the queries get the request's headers through the GraphQL context,
  // `run` below), and copying them into a Fetch Headers object cost ~1% of a page render.
  return new Request(pageUrl(req), { method: 'GET' });
}

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

export async function registerPages(app: FastifyInstance, deps: PageDeps): Promise<void> {
  const { schema, createContext, config } = deps;

  if (existsSync(CLIENT_DIR)) {
    await app.register(fastifyStatic, {
      root: CLIENT_DIR,
      prefix: '/assets/',
      // Hashed file names: safe to cache for a year. The build wrote .br and .gz beside each file.
      immutable: true,
      preCompressed: true,
      maxAge: '365d',
      index: false,
      wildcard: true,
    });
  } else {
    app.log.warn(`client bundle missing (${CLIENT_DIR}): run "npm run build -w @shangji/web"; pages render without JavaScript`);
  }
  // Read once in production; on every request in development so a rebuilt bundle is picked up.
  const staticAssets = readClientAssets();
  const assetsNow = () => (config.production ? staticAssets : readClientAssets());

  const pageCache = new PageCache(deps.pageCacheTtlMs ?? 10_000);

  const handle = async (req: FastifyRequest, reply: FastifyReply) => {
    const crawler = isbot(req.headers['user-agent'] ?? '');
    const cacheKey = req.headers.token ? null : `${crawler ? 'bot' : 'web'} ${pageCacheKey(req.url)}`;
    const hit = cacheKey ? pageCache.get(cacheKey) : undefined;
    if (hit) return replay(req, reply, hit);
    // Only a render makes a nonce (a replay lists its scripts' hashes instead).
    const nonce = cspNonceOf(reply);

    // A page built while a query failed (an upstream outage emptied a section, or the map's toast) is
    // served but never stored: the next visitor gets a fresh attempt, not 10 s of the failure.
    let degraded = false;
    // The documents are the app's own, validated against the schema by codegen at build time: execute only.
    const run = async (document: DocumentNode, variables: Record<string, unknown> | undefined) => {
      const result = await execute({ schema, document, variableValues: variables, contextValue: createContext({ headers: req.headers }) });
      if (result.errors?.length) degraded = true;
      return {
        data: result.data as Record<string, unknown> | null | undefined,
        errors: result.errors?.map((e) => ({ message: e.message, extensions: e.extensions })),
      };
    };
    try {
      const result = await renderPage({
        request: toRequest(req),
        execute: run,
        config: { siteUrl: config.siteUrl, mobileSiteUrl: config.mobileSiteUrl, links: config.links, mapTileUrl: config.mapTileUrl },
        crawler,
        assets: assetsNow(),
        log: (message, error) => req.log.error({ err: error }, message),
        nonce,
      });
      if (result.kind === 'redirect') return reply.redirect(result.location, result.status);
      // One transform between React and the reply (page-stream.ts): React's writes joined per flush, and a
      // copy kept for the page cache, stored only once the document completed and only if no query failed.
      const { status, headers } = result;
      const body = pageStream(
        cacheKey && CACHEABLE_STATUS.has(status)
          ? { onComplete: (document) => { if (!degraded) pageCache.set(cacheKey, { status, headers, body: document, nonce }); } }
          : {},
      );
      result.pipe(body);
      // The compressor (server/src/compression.ts) adds Vary itself; without one, it is said here, as on a replay.
      if (!('compress' in reply && /\b(br|gzip)\b/.test(String(req.headers['accept-encoding'] ?? '')))) reply.header('vary', 'Accept-Encoding');
      // An upstream outage (the page's 503): tell clients and crawlers when to come back.
      if (result.status === 503) reply.header('retry-after', '30');
      reply
        .code(result.status)
        .headers(result.headers)
        .header('cache-control', req.headers.token ? TOKEN_PAGE : ANONYMOUS_PAGE)
        .header('x-page-cache', 'miss');
      return reply.send(body);
    } catch (error) {
      req.log.error({ err: error }, 'page render failed');
      return reply
        .code(500)
        .type('text/html; charset=utf-8')
        .send(fallbackHtml(500, config.production ? 'Internal Server Error' : String(error)));
    }
  };

  app.get('/', handle);
  app.get('/*', handle);
}
