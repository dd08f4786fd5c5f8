// The one render path of both screens' server entries (entry.server.tsx, mobile/entry.server.tsx): React
// Router's static handler runs the loaders, their queries executed by the host in-process (each distinct
// query once), then the document is rendered whole when its data is all in (whole-document.ts, decision
// 0114) or streamed by renderToPipeableStream: browsers get the shell first (onShellReady), crawlers the
// whole document at once (onAllReady), every section inline. The stream is bounded (abort), a render error
// after the shell makes the status 500 only while nothing has gone out, and a shell error rejects (the host
// answers with fallbackHtml). What a screen adds — its frame around the route tree, its boot scripts
// (hydration or none) — it gives as a `Screen`, not as a copy of this path.
import type { DocumentNode } from 'graphql';
import type { Writable } from 'node:stream';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { StaticRouterProvider, type createStaticHandler } from 'react-router';
import { contextWith, type AppDeps } from './app-context';
import { queryKey, settle, type QueryResult, type RunQuery } from './data/query';
import { deferredScript, type SiteConfig } from './hydration';
import { READY_WINDOW_MS, settleDeferred, settledIfReady } from './routing/settled';
import { staticRouter } from './routing/static-router';
import { renderWholeDocument, wholeResult } from './whole-document';

export interface DocumentOptions {
  request: Request;
  /** Executes one GraphQL operation for this request (in-process against the schema). */
  execute: (document: DocumentNode, variables: Record<string, unknown> | undefined) => Promise<QueryResult>;
  config: SiteConfig;
  /** Crawlers get the whole document in one piece, every section inline. */
  crawler: boolean;
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
      /** The whole document, when it was rendered in one pass (whole-document.ts): nothing left to stream. */
      document?: Buffer;
    };

/** What a screen's document is made of, once the loaders have run. */
export interface PageParts {
  /** The route tree (React Router's static provider). */
  routes: ReactNode;
  /** Every deferred section is rendered inline (its value settled), none streamed. */
  inlineDeferred: boolean;
  /** Results of the queries done by now, by query key (kept only for a screen that hydrates). */
  results: Map<string, QueryResult>;
  /** Keys of the queries still running (only for a screen that hydrates). */
  pending: string[];
  /** Source paths of the route chunks the page loaded. */
  chunks: ReadonlySet<string>;
}

/**
 * The document rendered in one pass: its tree (boot scripts part of it) and, when the screen styles through
 * Emotion, the `<style>` tags of the rules its render inserted, for <head> (whole-document.ts).
 */
export interface WholePlan {
  tree: ReactNode;
  headStyles?: () => string;
}

/** The element tree to render and, for a streamed document, React's bootstrap options. */
export interface DocumentPlan {
  tree: ReactNode;
  bootstrapScriptContent?: string;
  bootstrapModules?: string[];
}

/** What differs between the desktop and the mobile document. */
export interface Screen {
  /** Log prefix of its render errors. */
  name: string;
  /** Its static handler (route table), built once per process (docs/decisions/0059). */
  handler: () => ReturnType<typeof createStaticHandler>;
  /**
   * True when the browser hydrates the document: every query result is kept to travel with it, and a
   * document with a query still running streams, its result following as a script (`streamed`).
   */
  hydrates: boolean;
  /** The document rendered in one pass: its boot scripts part of the tree. */
  whole: (page: PageParts) => WholePlan;
  /** The streamed document; `streamed` are the scripts of the still-running results (StreamedResults). */
  streamed: (page: PageParts, streamed: Promise<string>[]) => DocumentPlan;
}

/** Every route's loader data with its deferred values settled (routing/settled.ts), however long they take. */
async function settleAll(loaderData: Record<string, unknown>): Promise<Record<string, unknown>> {
  return Object.fromEntries(await Promise.all(Object.entries(loaderData).map(async ([id, value]) => [id, await settleDeferred(value)] as const)));
}

export async function renderDocument(screen: Screen, options: DocumentOptions): Promise<RenderResult> {
  const { request, config, crawler } = options;
  const log = options.log ?? ((m: string, e?: unknown) => console.error(m, e));

  // Each distinct query of the page runs once (a loader and its deferred part may ask the same); a
  // hydrating screen keeps each result to travel to the browser.
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
  // Crawlers get every section inline, not in hidden chunks revealed by script: loaders that can hand
  // their deferred values over settled do (routing/settled.ts); the rest are settled below.
  const deps: AppDeps = { config, query, onChunk: (path) => chunks.add(path), settleDeferred: () => crawler };

  const handler = screen.handler();
  let context = await handler.query(request, { requestContext: contextWith(deps) });
  if (context instanceof Response) {
    return { kind: 'redirect', status: context.status, location: context.headers.get('Location') ?? '/' };
  }
  // A crawler's page always goes out with every deferred value settled, however long they take; a
  // browser's page does when its queries still running settle within the ready window (decision 0109):
  // each section rendered in place instead of a loading state replaced by a streamed chunk. The browser
  // hydrates it the same way (the payload's inlineDeferred).
  const waiting = () => [...running.entries()].filter(([key]) => !results.has(key)).map(([, result]) => result);
  const loaderData = crawler ? await settleAll(context.loaderData) : await settledIfReady(context.loaderData, waiting(), options.readyWindowMs ?? READY_WINDOW_MS);
  if (loaderData) context = { ...context, loaderData };
  const inlineDeferred = loaderData !== null;
  const router = staticRouter(handler.dataRoutes, context);
  const pending = screen.hydrates ? [...running.keys()].filter((key) => !results.has(key)) : [];
  const page: PageParts = {
    routes: <StaticRouterProvider router={router} context={context} hydrate={false} />,
    inlineDeferred,
    results: screen.hydrates ? results : new Map(),
    pending,
    chunks,
  };

  // Every section inline and no result still to send: nothing to stream. The document is rendered in one
  // pass and sent as one piece (whole-document.ts); should it not render whole after all, it streams below.
  if (inlineDeferred && pending.length === 0) {
    const plan = screen.whole(page);
    const document = renderWholeDocument(plan.tree, plan.headStyles);
    if (document) return wholeResult(context.statusCode, document);
  }

  // Results of queries still running, each streamed as a script of its own (StreamedResults). Bounded: a
  // query that never settles must not hold the response open; the browser is told it failed, so its
  // loaders settle too and the page hydrates with that section's error fallback. (The limit is set before
  // the render's abort below, so on the same deadline its scripts are ready first.)
  const abortAfterMs = options.abortAfterMs ?? 10_000;
  const timedOut: QueryResult = { errors: [{ message: 'timed out' }] };
  const limit = pending.length ? new Promise<QueryResult>((resolve) => setTimeout(() => resolve(timedOut), abortAfterMs).unref()) : null;
  const scripts = pending.map((key) =>
    Promise.race([running.get(key)!, limit!]).then((result) => {
      if (result.errors?.length) log(`${screen.name} ${key}: ${result.errors[0]!.message}`);
      return deferredScript(key, result);
    }),
  );
  const plan = screen.streamed(page, scripts);

  let statusCode = context.statusCode;
  return new Promise<RenderResult>((resolve, reject) => {
    let started = false;
    const start = () => {
      if (started) return;
      started = true;
      resolve({ kind: 'html', status: statusCode, headers: { 'content-type': 'text/html; charset=utf-8' }, pipe: (destination) => void stream.pipe(destination) });
    };
    const stream = renderToPipeableStream(plan.tree, {
      ...(plan.bootstrapScriptContent ? { bootstrapScriptContent: plan.bootstrapScriptContent } : {}),
      bootstrapModules: plan.bootstrapModules ?? [],
      ...(options.nonce ? { nonce: options.nonce } : {}),
      // A crawler's document goes out once everything is ready, so no boundary is worth outlining: React
      // would otherwise still send a large completed one (a lazy component's, on a gateway's first render
      // of the page) as a hidden segment that a script moves into place.
      ...(crawler ? { progressiveChunkSize: Number.MAX_SAFE_INTEGER } : {}),
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
        log(`${screen.name} render error`, error);
      },
    });
    setTimeout(() => stream.abort(new Error('render timed out')), abortAfterMs + 1000).unref();
  });
}
