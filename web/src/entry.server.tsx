// Server entry: runs the route loaders through React Router's static handler, their queries executed by the
// host in-process against the schema (no Apollo Client, no normalising: docs/decisions/0038), then streams
// the document with renderToPipeableStream. Every query result travels once: those ready with the shell in
// the bootstrap script, the later ones as streamed chunks. Crawlers get the whole document at once
// (onAllReady), browsers the shell first (onShellReady) with deferred sections streaming after it.
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import createCache from '@emotion/cache';
import type { DocumentNode } from 'graphql';
import { Transform, type Readable } from 'node:stream';
import { preloadModule } from 'react-dom';
import { renderToPipeableStream } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { contextWith, type AppDeps } from './app-context';
import { AppShell } from './AppShell';
import { queryKey, settle, type QueryResult, type RunQuery } from './data/query';
import { DEFERRED_RUNTIME, deferredChunk, scriptJson, STATE_GLOBAL, type HydrationPayload, type SiteConfig } from './hydration';
import { createRoutes } from './routes';
import { markSettled } from './routing/settled';

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
  log?: (message: string, error?: unknown) => void;
}

export type RenderResult =
  | { kind: 'redirect'; status: number; location: string }
  | { kind: 'html'; status: number; headers: Record<string, string>; body: Readable };

const POSTAMBLE = Buffer.from('</body></html>');

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

/** Loader values that are promises (deferred sections), one level deep as loaders return them. */
function deferredValues(loaderData: Record<string, unknown>): Promise<unknown>[] {
  const out: Promise<unknown>[] = [];
  for (const value of Object.values(loaderData)) {
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      for (const v of Object.values(value)) if (v instanceof Promise) out.push(v);
    }
  }
  return out;
}

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
  const deps: AppDeps = { config, query, onChunk: (path) => chunks.add(path) };

  const handler = staticHandler();
  const context = await handler.query(request, { requestContext: contextWith(deps) });
  if (context instanceof Response) {
    return { kind: 'redirect', status: context.status, location: context.headers.get('Location') ?? '/' };
  }
  const router = createStaticRouter(handler.dataRoutes, context);

  // Crawlers get every section inline, not in hidden chunks revealed by script: settle the deferred values
  // first, so nothing suspends.
  if (crawler) await Promise.all(deferredValues(context.loaderData).map(markSettled));

  const pending = [...running.keys()].filter((key) => !results.has(key));
  const payload: HydrationPayload = { results: Object.fromEntries(results), pending, config, inlineDeferred: crawler };
  const bootstrapScriptContent = `${DEFERRED_RUNTIME}window.${STATE_GLOBAL}=${scriptJson(payload)};`;

  // Results of queries that were still running, written between React's flushes (never inside one).
  const pendingChunks: string[] = [];
  const sent = new Set<string>();
  const settled = pending.map((key) =>
    running.get(key)!.then((result) => {
      if (result.errors?.length) log(`[ssr] ${key}: ${result.errors[0]!.message}`);
      sent.add(key);
      pendingChunks.push(deferredChunk(key, result, nonce));
    }),
  );

  const emotionCache = createCache({ key: 'css', ...(nonce ? { nonce } : {}) });
  let statusCode = context.statusCode;
  const modulePreloads = [...new Set([...assets.preload, ...[...chunks].flatMap((path) => assets.chunks?.[path] ?? [])])];

  return new Promise<RenderResult>((resolve, reject) => {
    let started = false;
    let heldPostamble = false;
    let scheduled = false;
    // React fills 4 KB views and writes each as it fills, then calls the destination's flush() at the end of
    // each of its flushes. Passed on one by one, every view became a write of its own all the way to the
    // socket (a syscall and a chunked-encoding frame each): they are held here and go out as one buffer
    // when React says its flush is done.
    const held: Buffer[] = [];
    const release = () => {
      if (!held.length) return;
      let out = held.length === 1 ? held[0]! : Buffer.concat(held);
      held.length = 0;
      if (out.length >= POSTAMBLE.length && out.subarray(out.length - POSTAMBLE.length).equals(POSTAMBLE)) {
        out = out.subarray(0, out.length - POSTAMBLE.length);
        heldPostamble = true;
      }
      if (out.length) body.push(out);
      scheduleFlush();
    };
    const body = new Transform({
      transform(chunk: Buffer, _enc, done) {
        held.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
        done();
      },
      flush(done) {
        release();
        // Bounded: a query that never settles must not hold the response open; the browser is told it
        // failed, so its loaders settle too and the page hydrates with that section's error fallback.
        const limit = new Promise((r) => setTimeout(r, options.abortAfterMs ?? 10_000).unref());
        void Promise.race([Promise.allSettled(settled), limit]).then(() => {
          for (const key of pending) {
            if (!sent.has(key)) pendingChunks.push(deferredChunk(key, { errors: [{ message: 'timed out' }] }, nonce));
          }
          if (pendingChunks.length) this.push(pendingChunks.splice(0).join(''));
          if (heldPostamble) this.push(POSTAMBLE);
          done();
        });
      },
    });
    // React's flushBuffered() calls this after every flush of its queues.
    Object.assign(body, { flush: release });
    const scheduleFlush = () => {
      if (scheduled) return;
      scheduled = true;
      setImmediate(() => {
        scheduled = false;
        if (pendingChunks.length && !body.writableEnded) body.push(pendingChunks.splice(0).join(''));
      });
    };
    for (const s of settled) void s.then(() => started && scheduleFlush());

    const start = () => {
      if (started) return;
      started = true;
      stream.pipe(body);
      resolve({ kind: 'html', status: statusCode, headers: { 'content-type': 'text/html; charset=utf-8' }, body });
    };

    const stream = renderToPipeableStream(
      <AppShell emotionCache={emotionCache} client={inertClient} config={config} inlineDeferred={crawler} stylesheets={assets.stylesheets ?? []}>
        <Preloads hrefs={modulePreloads} />
        <StaticRouterProvider router={router} context={context} hydrate={false} />
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
    setTimeout(() => stream.abort(new Error('render timed out')), options.abortAfterMs ?? 10_000).unref();
  });
}

/** Used when even the shell fails: a plain page, no React. */
export function fallbackHtml(status: number, message: string): string {
  const esc = message.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
  return `<!DOCTYPE html><html lang="zh-CN"><head><meta charset="utf-8"><title>您访问的页面出错了</title></head><body><h1>您访问的页面出错了</h1><p>${status}</p><pre>${esc}</pre><p><a href="/">返回首页</a></p><p>投资有风险，选择需谨慎。</p></body></html>`;
}
