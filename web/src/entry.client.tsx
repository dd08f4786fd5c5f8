// Browser entry: restores the Apollo cache and the router state delivered with the HTML, turns
// streamed deferred values back into promises, and hydrates the whole document. No GraphQL request
// is made for the first page; later navigations run the same loaders over /graphql.
import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';
import createCache from '@emotion/cache';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, UNSAFE_ErrorResponseImpl } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import type { AppDeps } from './app-context';
import { AppShell } from './AppShell';
import {
  DEFERRED_GLOBAL,
  isDeferredMarker,
  STATE_GLOBAL,
  type HydrationPayload,
  type SerializedError,
} from './hydration';
import { createRoutes } from './routes';
// The design system's global CSS, a static stylesheet linked by the server (web/vite.chakra-css.ts).
import 'virtual:chakra-global.css';

interface DeferredRegistry {
  d: Record<string, { ok: boolean; v: unknown }>;
  w: Record<string, () => void>;
}

declare global {
  interface Window {
    [STATE_GLOBAL]?: HydrationPayload;
    [DEFERRED_GLOBAL]?: DeferredRegistry;
  }
}

function deferredValue(key: string): Promise<unknown> {
  const registry = window[DEFERRED_GLOBAL] ?? { d: {}, w: {} };
  const settled = registry.d[key];
  const track = (promise: Promise<unknown>, ok: boolean, value: unknown) => {
    // Already streamed: mark it settled the way <Await> tracks promises, so hydration does not suspend.
    Object.defineProperty(promise, '_tracked', { get: () => true });
    Object.defineProperty(promise, ok ? '_data' : '_error', { get: () => value });
    return promise;
  };
  if (settled) {
    if (settled.ok) return track(Promise.resolve(settled.v), true, settled.v);
    const error = new Error(String(settled.v));
    const rejected = Promise.reject(error);
    rejected.catch(() => {});
    return track(rejected, false, error);
  }
  return new Promise((resolve, reject) => {
    registry.w[key] = () => {
      const entry = registry.d[key];
      if (entry?.ok) resolve(entry.v);
      else reject(new Error(String(entry?.v)));
    };
  });
}

function reviveLoaderData(loaderData: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [routeId, value] of Object.entries(loaderData)) {
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      const revived: Record<string, unknown> = {};
      for (const [k, v] of Object.entries(value)) revived[k] = isDeferredMarker(v) ? deferredValue(v.__sjDeferred) : v;
      out[routeId] = revived;
    } else out[routeId] = value;
  }
  return out;
}

function reviveErrors(errors: Record<string, SerializedError> | null): Record<string, unknown> | null {
  if (!errors) return null;
  const out: Record<string, unknown> = {};
  for (const [routeId, e] of Object.entries(errors)) {
    out[routeId] =
      e.__sjError === 'response'
        ? new UNSAFE_ErrorResponseImpl(e.status ?? 500, e.statusText ?? '', e.data)
        : new Error(e.message ?? 'Unknown error');
  }
  return out;
}

function storedToken(): Record<string, string> {
  try {
    const token = window.localStorage.getItem('token');
    return token ? { token } : {};
  } catch {
    return {};
  }
}

function start() {
  const state = window[STATE_GLOBAL];
  if (!state) throw new Error('Missing server state: the page was not server-rendered.');
  // Created only now, after the whole stream arrived: it moves every streamed <style data-emotion>
  // (including those of late Suspense chunks) into <head> before hydration (STACK.md).
  const emotionCache = createCache({ key: 'css' });
  const client = new ApolloClient({
    // SPEC §6: a token kept in local storage, if any, goes with every API request.
    link: new HttpLink({ uri: '/graphql', headers: storedToken() }),
    cache: new InMemoryCache().restore(state.apollo),
  });
  const deps: AppDeps = { client, config: state.config, defer: (_key, promise) => promise };
  const router = createBrowserRouter(createRoutes(deps), {
    hydrationData: {
      loaderData: reviveLoaderData(state.loaderData),
      actionData: state.actionData,
      errors: reviveErrors(state.errors),
    },
  });
  hydrateRoot(
    document,
    <AppShell emotionCache={emotionCache} client={client} config={state.config} inlineDeferred={state.inlineDeferred}>
      <RouterProvider router={router} />
    </AppShell>,
    {
      onRecoverableError(error) {
        console.error('[hydrate]', error);
      },
    },
  );
}

if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start, { once: true });
else start();
