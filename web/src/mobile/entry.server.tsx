// Server entry of the mobile site (docs/decisions/0100): the same way as the desktop's (web/src/entry.server.tsx)
// — React Router's static handler runs the loaders, their typed documents execute in-process against the
// schema, the document is sent whole or streamed — but its own route table and no hydration: the
// pages are plain HTML and one small stylesheet, and a few kilobytes of script (mobile/entry.client.ts)
// add the enquiry form, the favourites and the filters' sheet behaviour. Slow sections stream in behind a
// Suspense boundary, as on the desktop; crawlers get the whole document at once.
import type { DocumentNode } from 'graphql';
import type { ReactNode } from 'react';
import type { Writable } from 'node:stream';
import { preloadModule } from 'react-dom';
import { renderToPipeableStream } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { contextWith, SiteConfigContext, type AppDeps } from '../app-context';
import { queryKey, settle, type QueryResult, type RunQuery } from '../data/query';
import type { SiteConfig } from '../hydration';
import { READY_WINDOW_MS, settleDeferred, settledIfReady } from '../routing/settled';
import { createMobileRoutes } from './routes';
import { MobileAssetsContext, type MobileAssets } from './assets';
import { renderWholeDocument, wholeResult } from '../whole-document';

export type { MobileAssets } from './assets';

export interface MobileRenderOptions {
  request: Request;
  execute: (document: DocumentNode, variables: Record<string, unknown> | undefined) => Promise<QueryResult>;
  config: SiteConfig;
  crawler: boolean;
  assets: MobileAssets;
  nonce?: string;
  abortAfterMs?: number;
  /** How long a browser's render waits for the deferred queries (routing/settled.ts READY_WINDOW_MS). */
  readyWindowMs?: number;
  log?: (message: string, error?: unknown) => void;
}

export type MobileRenderResult =
  | { kind: 'redirect'; status: number; location: string }
  | { kind: 'html'; status: number; headers: Record<string, string>; pipe: (destination: Writable) => void };

// Built once per process, as the desktop's (docs/decisions/0059).
let sharedHandler: ReturnType<typeof createStaticHandler> | undefined;
const staticHandler = () => (sharedHandler ??= createStaticHandler(createMobileRoutes()));

/** Every route's loader data with its deferred values settled (routing/settled.ts), however long they take. */
async function settleLoaderData(loaderData: Record<string, unknown>): Promise<Record<string, unknown>> {
  return Object.fromEntries(await Promise.all(Object.entries(loaderData).map(async ([id, value]) => [id, await settleDeferred(value)] as const)));
}

function Preloads({ hrefs }: { hrefs: string[] }) {
  for (const href of hrefs) preloadModule(href);
  return null;
}

export async function renderMobilePage(options: MobileRenderOptions): Promise<MobileRenderResult> {
  const { request, config, crawler, assets, nonce } = options;
  const log = options.log ?? ((m: string, e?: unknown) => console.error(m, e));
  // Each distinct query of the page runs once (a loader and its deferred part may ask the same).
  const running = new Map<string, Promise<QueryResult>>();
  const query: RunQuery = (document, variables, queryOptions) => {
    const key = queryKey(document, variables);
    let result = running.get(key);
    if (!result) {
      result = options
        .execute(document, variables)
        .catch((error: unknown): QueryResult => ({ errors: [{ message: error instanceof Error ? error.message : String(error) }] }));
      running.set(key, result);
    }
    return result.then((r) => settle(r, queryOptions));
  };
  const deps: AppDeps = { config, query, settleDeferred: () => crawler };
  const handler = staticHandler();
  let context = await handler.query(request, { requestContext: contextWith(deps) });
  if (context instanceof Response) {
    return { kind: 'redirect', status: context.status, location: context.headers.get('Location') ?? '/' };
  }
  // As on the desktop (docs/decisions/0109): a page whose deferred queries are ready goes out whole, each
  // section rendered in place instead of a loading state replaced by a streamed chunk. A crawler's page
  // always does: its loaders' deferred values are all settled first, however long they take (the mobile
  // loaders hand them over as promises, so a crawler would otherwise get each section's loading state,
  // its content in a hidden segment moved by script — and the page cache would keep that copy).
  let whole = false;
  const loaderData = crawler
    ? await settleLoaderData(context.loaderData)
    : await settledIfReady(context.loaderData, [...running.values()], options.readyWindowMs ?? READY_WINDOW_MS);
  if (loaderData) {
    context = { ...context, loaderData };
    whole = true;
  }
  const router = createStaticRouter(handler.dataRoutes, context);
  const tree = (boot: ReactNode) => (
    <SiteConfigContext.Provider value={config}>
      <MobileAssetsContext.Provider value={assets}>
        <Preloads hrefs={assets.preload} />
        <StaticRouterProvider router={router} context={context} hydrate={false} />
        {boot}
      </MobileAssetsContext.Provider>
    </SiteConfigContext.Provider>
  );
  // Every deferred value settled: rendered in one pass and sent whole, the entry's module script in the
  // tree (no hydration here to match it); otherwise streamed (web/src/whole-document.ts, decision 0114).
  if (whole) {
    const document = renderWholeDocument(tree(assets.entry ? <script type="module" src={assets.entry} nonce={nonce} /> : null));
    if (document) return wholeResult(context.statusCode, document);
  }
  const abortAfterMs = options.abortAfterMs ?? 10_000;
  let statusCode = context.statusCode;

  return new Promise<MobileRenderResult>((resolve, reject) => {
    let started = false;
    const start = () => {
      if (started) return;
      started = true;
      resolve({ kind: 'html', status: statusCode, headers: { 'content-type': 'text/html; charset=utf-8' }, pipe: (destination) => void stream.pipe(destination) });
    };
    const stream = renderToPipeableStream(
      tree(null),
      {
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
          log('[ssr:mobile] render error', error);
        },
      },
    );
    setTimeout(() => stream.abort(new Error('render timed out')), abortAfterMs + 1000).unref();
  });
}
