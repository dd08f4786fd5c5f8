// Server entry: runs the route loaders through React Router's static handler, their queries executed by the
// host in-process against the schema (no Apollo Client, no normalising: docs/decisions/0038), then renders
// the document. A document whose data is all in is rendered in one pass and sent whole (whole-document.ts,
// decision 0114); otherwise renderToPipeableStream streams it. Every query result travels once: those ready
// with the shell in the bootstrap script, the later ones as streamed chunks. Crawlers get the whole
// document at once (onAllReady), browsers the shell first (onShellReady) with deferred sections after it.
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import createCache from '@emotion/cache';
import type { DocumentNode } from 'graphql';
import type { Writable } from 'node:stream';
import { preloadModule } from 'react-dom';
import { renderToPipeableStream } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { contextWith, type AppDeps } from './app-context';
import { AppShell } from './AppShell';
import { queryKey, settle, type QueryResult, type RunQuery } from './data/query';
import { DEFERRED_RUNTIME, deferredScript, payloadJson, STATE_GLOBAL, type HydrationPayload, type SiteConfig } from './hydration';
import { createRoutes } from './routes';
import { READY_WINDOW_MS, settledIfReady } from './routing/settled';
import { StreamedResults } from './StreamedResults';
import { BootScripts } from './BootScripts';
import { renderWholeDocument, wholeResult } from './whole-document';

export interface ClientAssets {
  /** URL of the client entry module; null when the client bundle has not been built. */
  entry: string | null;
  /** Module URLs to preload (the entry's static imports). */
  preload: string[];
  /** Module URLs a route chunk needs (the chunk and its static imports), by source path. */
  chunks?: Record<string, string[]>;
  /** The client build's global stylesheet(s); none without a build (the global CSS is then inlined). */
  stylesheets?: string[];
}

export interface RenderOptions {
  request: Request;
  /** Executes one GraphQL operation for this request (in-process against the schema). */
  execute: (document: DocumentNode, variables: Record<string, unknown> | undefined) => Promise<QueryResult>;
  config: SiteConfig;
  /** Crawlers get the whole document in one piece. */
  crawler: boolean;
  assets: ClientAssets;
  /** CSP nonce for every inline script of the document. */
  nonce?: string;
  /** Longest time a render may stream before pending sections are abandoned. */
  abortAfterMs?: number;
  /**
   * How long a browser's render waits, once the critical data is in, for the deferred queries to settle
   * too (default READY_WINDOW_MS). Settled in time, the page goes out whole; otherwise the shell goes out
   * and the late sections stream.
   */
  readyWindowMs?: number;
  log?: (message: string, error?: unknown) => void;
}

export type RenderResult =
  | { kind: 'redirect'; status: number; location: string }
  | {
      kind: 'html';
      status: number;
      headers: Record<string, string>;
      /** Streams the document into `destination` (React's pipe: the shell first, then each late boundary). */
      pipe: (destination: Writable) => void;
    };

// Components call useApolloClient() for what only happens in the browser (change batch, captcha, more
// shops); on the server they get this client, which has no way to fetch: no render may query through it.
const inertClient = new ApolloClient({
  cache: new InMemoryCache(),
  link: new ApolloLink(() => {
    throw new Error('Apollo Client is not used on the server: loaders query through deps.query');
  }),
});

// The route table and its static handler are built once per process: building them (converting, flattening
// and ranking every route, compiling its path pattern) cost about 4% of a brand page render when done per
// request. Each request's deps reach its loaders through React Router's requestContext (app-context.tsx).
let sharedHandler: ReturnType<typeof createStaticHandler> | undefined;
const staticHandler = () => (sharedHandler ??= createStaticHandler(createRoutes()));

/** Module preload hints for the entry's imports and the route chunks this page loaded (no render output). */
function Preloads({ hrefs }: { hrefs: string[] }) {
  for (const href of hrefs) preloadModule(href);
  return null;
}

export async function renderPage(options: RenderOptions): Promise<RenderResult> {
  const { request, config, crawler, assets, nonce } = options;
  const log = options.log ?? ((m: string, e?: unknown) => console.error(m, e));

  // Each distinct query of the page runs once; its result is kept to travel to the browser.
  const running = new Map<string, Promise<QueryResult>>();
  const results = new Map<string, QueryResult>();
  const query: RunQuery = (document, variables, queryOptions) => {
    const key = queryKey(document, variables);
    let result = running.get(key);
    if (!result) {
      result = options
        .execute(document, variables)
        .catch((error: unknown): QueryResult => ({ errors: [{ message: error instanceof Error ? error.message : String(error) }] }))
        .then((r) => {
          results.set(key, r);
          return r;
        });
      running.set(key, result);
    }
    return result.then((r) => settle(r, queryOptions));
  };
  const chunks = new Set<string>();
  // Crawlers get every section inline, not in hidden chunks revealed by script: their loaders hand over
  // deferred values settled, so nothing suspends (routing/settled.ts).
  const deps: AppDeps = { config, query, onChunk: (path) => chunks.add(path), settleDeferred: () => crawler };

  const handler = staticHandler();
  let context = await handler.query(request, { requestContext: contextWith(deps) });
  if (context instanceof Response) {
    return { kind: 'redirect', status: context.status, location: context.headers.get('Location') ?? '/' };
  }
  // A browser's page whose deferred queries all settle within the ready window is rendered as a crawler's
  // is: every deferred value settled in the loader data, every section inline (routing/settled.ts). The
  // browser hydrates it the same way (the payload's inlineDeferred), its results all in the payload.
  let inlineDeferred = crawler;
  if (!crawler) {
    const waiting = [...running.entries()].filter(([key]) => !results.has(key)).map(([, result]) => result);
    const loaderData = await settledIfReady(context.loaderData, waiting, options.readyWindowMs ?? READY_WINDOW_MS);
    if (loaderData) {
      inlineDeferred = true;
      context = { ...context, loaderData };
    }
  }
  const router = createStaticRouter(handler.dataRoutes, context);

  const pending = [...running.keys()].filter((key) => !results.has(key));
  const payload: HydrationPayload = { results: Object.fromEntries(results), pending, config, inlineDeferred };
  const payloadScript = (p: HydrationPayload) => `${DEFERRED_RUNTIME}window.${STATE_GLOBAL}=${payloadJson(p)};`;
  // A cache per render attempt: Emotion skips the styles a cache has already inserted.
  const emotionCache = () => createCache({ key: 'css', ...(nonce ? { nonce } : {}) });
  const modulePreloads = [...new Set([...assets.preload, ...[...chunks].flatMap((path) => assets.chunks?.[path] ?? [])])];

  // Every section inline and no query still running: nothing to stream. The document is rendered in one
  // pass and sent as one piece, its boot scripts in the tree (whole-document.ts, decision 0114); should it
  // not render whole after all, it streams below like any other.
  if (inlineDeferred && pending.length === 0) {
    const boot = { entry: assets.entry };
    const document = renderWholeDocument(
      <AppShell emotionCache={emotionCache()} client={inertClient} config={config} inlineDeferred stylesheets={assets.stylesheets ?? []}>
        <Preloads hrefs={assets.entry ? [assets.entry, ...modulePreloads] : modulePreloads} />
        <StaticRouterProvider router={router} context={context} hydrate={false} />
        <BootScripts payloadScript={payloadScript({ ...payload, bootInTree: boot })} entry={boot.entry} nonce={nonce} />
      </AppShell>,
    );
    if (document) return wholeResult(context.statusCode, document);
  }
  const bootstrapScriptContent = payloadScript(payload);

  // Results of queries still running, each streamed as a script of its own (StreamedResults). Bounded: a
  // query that never settles must not hold the response open; the browser is told it failed, so its
  // loaders settle too and the page hydrates with that section's error fallback. (The limit is set before
  // the render's abort below, so on the same deadline its scripts are ready first.)
  const abortAfterMs = options.abortAfterMs ?? 10_000;
  const timedOut: QueryResult = { errors: [{ message: 'timed out' }] };
  const limit = pending.length ? new Promise<QueryResult>((resolve) => setTimeout(() => resolve(timedOut), abortAfterMs).unref()) : null;
  const scripts = pending.map((key) =>
    Promise.race([running.get(key)!, limit!]).then((result) => {
      if (result.errors?.length) log(`[ssr] ${key}: ${result.errors[0]!.message}`);
      return deferredScript(key, result);
    }),
  );

  let statusCode = context.statusCode;

  return new Promise<RenderResult>((resolve, reject) => {
    let started = false;
    const start = () => {
      if (started) return;
      started = true;
      resolve({ kind: 'html', status: statusCode, headers: { 'content-type': 'text/html; charset=utf-8' }, pipe: (destination) => void stream.pipe(destination) });
    };

    const stream = renderToPipeableStream(
      <AppShell emotionCache={emotionCache()} client={inertClient} config={config} inlineDeferred={inlineDeferred} stylesheets={assets.stylesheets ?? []}>
        <Preloads hrefs={modulePreloads} />
        <StaticRouterProvider router={router} context={context} hydrate={false} />
        <StreamedResults scripts={scripts} nonce={nonce} />
      </AppShell>,
      {
        bootstrapScriptContent,
        bootstrapModules: assets.entry ? [assets.entry] : [],
        ...(nonce ? { nonce } : {}),
        onShellReady() {
          if (!crawler) start();
        },
        onAllReady() {
          if (crawler) start();
        },
        onShellError(error) {
          reject(error instanceof Error ? error : new Error(String(error)));
        },
        onError(error) {
          if (!started) statusCode = 500;
          log('[ssr] render error', error);
        },
      },
    );
    setTimeout(() => stream.abort(new Error('render timed out')), abortAfterMs + 1000).unref();
  });
}

/** Used when even the shell fails: a plain page, no React. */
export function fallbackHtml(status: number, message: string): string {
  const esc = message.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
  return `<!DOCTYPE html><html lang="zh-CN"><head><meta charset="utf-8"><title>您访问的页面出错了</title></head><body><h1>您访问的页面出错了</h1><p>${status}</p><pre>${esc}</pre><p><a href="/">返回首页</a></p><p>投资有风险，选择需谨慎。</p></body></html>`;
}
