// Server entry: runs the route loaders through React Router's static handler with a per-request
// Apollo Client (the host supplies the link: in-process execution against the schema), then streams
// the document with renderToPipeableStream. Crawlers get the whole document at once (onAllReady),
// browsers the shell first (onShellReady) with deferred sections streaming after it.
import { ApolloClient, InMemoryCache, type ApolloLink } from '@apollo/client';
import createCache from '@emotion/cache';
import { Transform, type Readable } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  isRouteErrorResponse,
  StaticRouterProvider,
} from 'react-router';
import type { AppDeps } from './app-context';
import { AppShell } from './AppShell';
import {
  DEFERRED_RUNTIME,
  deferredChunk,
  scriptJson,
  STATE_GLOBAL,
  type HydrationPayload,
  type SerializedError,
  type SiteConfig,
} from './hydration';
import { createRoutes } from './routes';

export interface ClientAssets {
  /** URL of the client entry module; null when the client bundle has not been built. */
  entry: string | null;
  /** Module URLs to preload (the entry's static imports). */
  preload: string[];
}

export interface RenderOptions {
  request: Request;
  /** Executes GraphQL operations for this request (in-process against the schema). */
  link: ApolloLink;
  config: SiteConfig;
  /** Crawlers get the whole document in one piece. */
  crawler: boolean;
  assets: ClientAssets;
  /** Longest time a render may stream before pending sections are abandoned. */
  abortAfterMs?: number;
  log?: (message: string, error?: unknown) => void;
  /** The response's Content-Security-Policy script nonce, put on every script the page emits. */
  nonce?: string;
}

export type RenderResult =
  | { kind: 'redirect'; status: number; location: string }
  | { kind: 'html'; status: number; headers: Record<string, string>; body: Readable };

const POSTAMBLE = Buffer.from('</body></html>');

function serializeErrors(errors: Record<string, unknown> | null): Record<string, SerializedError> | null {
  if (!errors) return null;
  const out: Record<string, SerializedError> = {};
  for (const [routeId, error] of Object.entries(errors)) {
    out[routeId] = isRouteErrorResponse(error)
      ? { __sjError: 'response', status: error.status, statusText: error.statusText, data: error.data }
      : { __sjError: 'error', message: error instanceof Error ? error.message : String(error) };
  }
  return out;
}

export async function renderPage(options: RenderOptions): Promise<RenderResult> {
  const { request, link, config, crawler, assets } = options;
  const log = options.log ?? ((m: string, e?: unknown) => console.error(m, e));
  // One cache per request, read a handful of times: optimism's result memoisation costs more than it saves.
  const client = new ApolloClient({ link, cache: new InMemoryCache({ resultCaching: false }), ssrMode: true });

  // Deferred loader values: each is streamed as its own inline script once it settles.
  const deferredKeys = new Map<Promise<unknown>, string>();
  const deps: AppDeps = {
    client,
    config,
    defer: (key, promise) => {
      deferredKeys.set(promise, key);
      return promise;
    },
  };

  const handler = createStaticHandler(createRoutes(deps));
  const context = await handler.query(request);
  if (context instanceof Response) {
    return { kind: 'redirect', status: context.status, location: context.headers.get('Location') ?? '/' };
  }
  const router = createStaticRouter(handler.dataRoutes, context);

  if (crawler) {
    // Crawlers get every section inline, not in hidden chunks revealed by script: settle the deferred
    // values first and mark them settled the way <Await> tracks promises, so nothing suspends.
    await Promise.all(
      [...deferredKeys.keys()].map((promise) =>
        promise.then(
          (value) => Object.defineProperties(promise, { _tracked: { value: true }, _data: { value } }),
          (error: unknown) => Object.defineProperties(promise, { _tracked: { value: true }, _error: { value: error } }),
        ),
      ),
    );
  }

  const loaderData: Record<string, unknown> = {};
  for (const [routeId, value] of Object.entries(context.loaderData)) {
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      const copy: Record<string, unknown> = {};
      for (const [k, v] of Object.entries(value as Record<string, unknown>)) {
        const key = v instanceof Promise ? deferredKeys.get(v) : undefined;
        copy[k] = key ? { __sjDeferred: key } : v;
      }
      loaderData[routeId] = copy;
    } else loaderData[routeId] = value;
  }
  const payload: HydrationPayload = {
    apollo: client.cache.extract() as HydrationPayload["apollo"],
    loaderData,
    actionData: context.actionData,
    errors: serializeErrors(context.errors),
    config,
    inlineDeferred: crawler,
  };
  const bootstrapScriptContent = `${DEFERRED_RUNTIME}window.${STATE_GLOBAL}=${scriptJson(payload)};`;

  // Chunks resolving deferred values, written between React's flushes (never inside one).
  const pendingChunks: string[] = [];
  const settled = [...deferredKeys].map(([promise, key]) =>
    promise.then(
      (value) => pendingChunks.push(deferredChunk(key, true, value, options.nonce)),
      (error: unknown) => {
        log(`[ssr] deferred ${key} failed`, error);
        pendingChunks.push(deferredChunk(key, false, error instanceof Error ? error.message : String(error), options.nonce));
      },
    ),
  );

  const emotionCache = createCache({ key: 'css' });
  let statusCode = context.statusCode;

  return new Promise<RenderResult>((resolve, reject) => {
    let started = false;
    let heldPostamble = false;
    let scheduled = false;
    const body = new Transform({
      transform(chunk: Buffer, _enc, done) {
        let out = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk);
        if (out.length >= POSTAMBLE.length && out.subarray(out.length - POSTAMBLE.length).equals(POSTAMBLE)) {
          out = out.subarray(0, out.length - POSTAMBLE.length);
          heldPostamble = true;
        }
        this.push(out);
        scheduleFlush();
        done();
      },
      flush(done) {
        // Bounded: a deferred value that never settles must not hold the response open.
        const limit = new Promise((r) => setTimeout(r, options.abortAfterMs ?? 10_000).unref());
        void Promise.race([Promise.allSettled(settled), limit]).then(() => {
          if (pendingChunks.length) this.push(pendingChunks.splice(0).join(''));
          if (heldPostamble) this.push(POSTAMBLE);
          done();
        });
      },
    });
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
      resolve({
        kind: 'html',
        status: statusCode,
        headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
        body,
      });
    };

    const stream = renderToPipeableStream(
      <AppShell emotionCache={emotionCache} client={client} config={config} inlineDeferred={crawler}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppShell>,
      {
        bootstrapScriptContent,
        nonce: options.nonce,
        bootstrapModules: assets.entry ? [assets.entry] : [],
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


