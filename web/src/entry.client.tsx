// Browser entry: re-runs the route loaders against the query results delivered with the HTML (written into
// Apollo's cache as they are read, docs/decisions/0038), waits for the deferred ones that streamed in, and
// hydrates the whole document. No GraphQL request is made for the first page; later navigations run the
// same loaders through Apollo Client over /graphql.
import { ApolloClient, InMemoryCache } from '@apollo/client';
import createCache from '@emotion/cache';
import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { contextWith, type AppDeps } from './app-context';
import { AppShell } from './AppShell';
import { browserLink } from './data/browser-link';
import { createClientQuery } from './data/client-query';
import type { QueryResult } from './data/query';
import { DEFERRED_GLOBAL, STATE_GLOBAL, type HydrationPayload } from './hydration';
import { createRoutes } from './routes';
import { installPrefetch } from './routing/prefetch';
import { StreamedResults } from './StreamedResults';
import { BootScripts } from './BootScripts';
import { rememberSearchKeyword } from './data/tracking';
// The design system's global CSS, a static stylesheet linked by the server (web/vite.chakra-css.ts).
import 'virtual:chakra-global.css';

interface StreamRegistry {
  d: Record<string, QueryResult>;
  w: Record<string, (result: QueryResult) => void>;
}

declare global {
  interface Window {
    [STATE_GLOBAL]?: HydrationPayload;
    [DEFERRED_GLOBAL]?: StreamRegistry;
  }
}

function streamed(key: string): Promise<QueryResult> {
  const registry = (window[DEFERRED_GLOBAL] ??= { d: {}, w: {} });
  const arrived = registry.d[key];
  if (arrived) return Promise.resolve(arrived);
  return new Promise((resolve) => {
    registry.w[key] = resolve;
  });
}

async function start() {
  const state = window[STATE_GLOBAL];
  if (!state) throw new Error('Missing server state: the page was not server-rendered.');
  const client = new ApolloClient({ link: browserLink(), cache: new InMemoryCache() });
  const { query, hydrated } = createClientQuery(client, { results: state.results, pending: new Set(state.pending), streamed });
  // The first page's loaders hand their deferred values over settled: the server rendered those sections,
  // and hydration renders the same content instead of suspending (routing/settled.ts).
  let hydrating = true;
  const deps: AppDeps = { config: state.config, query, settleDeferred: () => hydrating };
  rememberSearchKeyword(location.search);
  const router = createBrowserRouter(createRoutes(), { getContext: () => contextWith(deps), future: { v8_middleware: true } });
  installPrefetch(router.routes, deps);
  await new Promise<void>((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((s) => {
      if (s.initialized) {
        stop();
        resolve();
      }
    });
  });
  hydrating = false;
  hydrated();
  // Created only now, after the whole stream arrived: it moves every streamed <style data-emotion>
  // (including those of late Suspense chunks) into <head> before hydration (docs/pitfalls.md#styles-in-late-streamed-chunks).
  const emotionCache = createCache({ key: 'css' });
  // In a transition, hydration is time-sliced: React yields to the browser every few milliseconds instead
  // of holding the main thread for the whole document (on a mid-range phone the home page's hydration was
  // one ~470 ms task; Lighthouse counts all but 50 ms of it as blocking time). React Router's own default
  // browser entry hydrates the same way.
  startTransition(() => {
    hydrateRoot(
      document,
      <AppShell emotionCache={emotionCache} client={client} config={state.config} inlineDeferred={state.inlineDeferred}>
        <RouterProvider router={router} />
        <StreamedResults scripts={state.pending.map(() => '')} />
        {state.bootInTree ? <BootScripts payloadScript="" entry={state.bootInTree.entry} /> : null}
      </AppShell>,
      {
        onRecoverableError(error) {
          console.error('[hydrate]', error);
        },
      },
    );
  });
}

if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', () => void start(), { once: true });
else void start();
