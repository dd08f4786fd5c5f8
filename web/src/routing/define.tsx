// Builders for the route table: every page route is a lazily loaded chunk; the routes whose last segment is an
// id choose their module by it (SPEC §4: absent → home, numeric → detail, anything else → list).
import { data, useParams, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import type { AppDeps } from '../app-context';
import { RouteErrorBoundary, type RouteErrorData } from '../components/RouteErrorBoundary';
import { QueryError, UPSTREAM_CODES } from '../data/query';
import { loadChunk } from './chunks';
import type { Chunk, RouteModule } from './route-module';

/** Lets the prefetcher warm a route: load its code, run its critical queries. */
export interface RouteHandle {
  prefetch: (args: LoaderFunctionArgs) => Promise<unknown>;
}

/** A loader run: an upstream outage becomes the friendly 503 page (with Retry-After), not a 500. */
async function runLoader(module: RouteModule, args: LoaderFunctionArgs, deps: AppDeps): Promise<unknown> {
  if (!module.loader) return null;
  try {
    return await module.loader(args, deps);
  } catch (error) {
    if (error instanceof QueryError && error.code && UPSTREAM_CODES.has(error.code)) {
      throw data<RouteErrorData>({ kind: 'unavailable' }, { status: 503 });
    }
    throw error;
  }
}

function prefetchWith(module: RouteModule, args: LoaderFunctionArgs, deps: AppDeps): Promise<unknown> {
  return module.critical ? module.critical(args, deps) : Promise.resolve();
}

/** A route whose module is one chunk. */
export function page(id: string, path: string | undefined, chunk: Chunk, deps: AppDeps): RouteObject {
  const handle: RouteHandle = {
    prefetch: async (args) => prefetchWith(await loadChunk(chunk, deps), args, deps),
  };
  const route = {
    id,
    handle,
    lazy: async () => {
      const m = await loadChunk(chunk, deps);
      return {
        ...(m.loader ? { loader: (args: LoaderFunctionArgs) => runLoader(m, args, deps) } : {}),
        Component: m.Component,
        ErrorBoundary: m.ErrorBoundary ?? RouteErrorBoundary,
      };
    },
  };
  return path === undefined ? { ...route, index: true } : { ...route, path };
}

export type IdMode = 'detail' | 'list';

/** Numeric id → detail, anything else → list. */
export function idMode(id: string | undefined): IdMode {
  return /^\d+$/.test(id ?? '') ? 'detail' : 'list';
}

/**
 * A route `{path}/:id` whose module depends on the id. React Router loads a route's code once, not per
 * navigation, so the choice is made in the loader; the chosen module is kept for the render that follows.
 */
export function pageById(id: string, path: string, chunks: Partial<Record<IdMode, Chunk>>, deps: AppDeps): RouteObject {
  const loaded: Partial<Record<IdMode, RouteModule>> = {};
  const load = async (mode: IdMode) => {
    const chunk = chunks[mode];
    if (!chunk) throw data<RouteErrorData>({ kind: 'route' }, { status: 404 });
    return (loaded[mode] ??= await loadChunk(chunk, deps));
  };
  const handle: RouteHandle = {
    prefetch: async (args) => prefetchWith(await load(idMode(args.params.id)), args, deps),
  };
  function Component() {
    const mode = idMode(useParams().id);
    const M = loaded[mode]?.Component;
    return M ? <M /> : null;
  }
  function ErrorBoundary() {
    const M = loaded[idMode(useParams().id)]?.ErrorBoundary ?? RouteErrorBoundary;
    return <M />;
  }
  return {
    id,
    path,
    handle,
    loader: async (args) => runLoader(await load(idMode(args.params.id)), args, deps),
    Component,
    ErrorBoundary,
  };
}
