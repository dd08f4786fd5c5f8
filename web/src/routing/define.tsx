// Builders for the route table: every page route is a lazily loaded chunk; the routes whose last segment is an
// id choose their module by it (SPEC §4: absent → home, numeric → detail, anything else → list).
import { data, useParams, type LoaderFunctionArgs, type Params, type RouteObject } from 'react-router';
import { depsContext } from '../app-context';
import { RouteErrorBoundary, type RouteErrorData } from '../components/RouteErrorBoundary';
import { QueryError, UPSTREAM_CODES } from '../data/query';
import { loadChunk } from './chunks';
import { settleDeferred } from './settled';
import type { Chunk, RouteModule } from './route-module';

/** Lets the prefetcher warm a route: load its code, run its critical queries. */
export interface RouteHandle {
  prefetch: (args: LoaderFunctionArgs) => Promise<unknown>;
}

/** A loader run: an upstream outage becomes the friendly 503 page (with Retry-After), not a 500. */
async function runLoader(module: RouteModule, args: LoaderFunctionArgs): Promise<unknown> {
  if (!module.loader) return null;
  try {
    const value = await module.loader(args);
    return args.context.get(depsContext).settleDeferred?.() ? await settleDeferred(value) : value;
  } catch (error) {
    if (error instanceof QueryError && error.code && UPSTREAM_CODES.has(error.code)) {
      throw data<RouteErrorData>({ kind: 'unavailable' }, { status: 503 });
    }
    throw error;
  }
}

function prefetchWith(module: RouteModule, args: LoaderFunctionArgs): Promise<unknown> {
  return module.critical ? module.critical(args) : Promise.resolve();
}

export type IdMode = 'detail' | 'list';

/** Numeric id → detail, anything else → list. */
export function idMode(id: string | undefined): IdMode {
  return /^\d+$/.test(id ?? '') ? 'detail' : 'list';
}

/**
 * The variables of a detail page's query (brand, article, topic), on either screen: the id of its address
 * and `show`, passed to the upstream unchanged (the back office's preview of what is not published yet).
 * Here, in the entry's code, so that the detail pages share it without a chunk of its own.
 */
export function detailVariables({ params, request }: { params: { id?: string }; request: Request }): { id: string; show: string | undefined } {
  return { id: params.id ?? '', show: new URL(request.url).searchParams.get('show') ?? undefined };
}

/**
 * A page route whose code is a lazily loaded chunk chosen from the route's params. The choice is made in the
 * loader (React Router would load a `lazy` route's code once, not per navigation, and would not tell it the
 * address a failed chunk should reload); the chosen module is kept for the render that follows.
 */
function lazyPage(id: string, path: string | undefined, pick: (params: Params) => Chunk | undefined): RouteObject {
  const loaded = new Map<Chunk, RouteModule>();
  const load = async ({ params, context }: LoaderFunctionArgs, navigatingTo?: string) => {
    const chunk = pick(params);
    if (!chunk) throw data<RouteErrorData>({ kind: 'route' }, { status: 404 });
    // Told on every use, not only the first load: the server's route table outlives the request.
    context.get(depsContext).onChunk?.(chunk.path);
    let module = loaded.get(chunk);
    if (!module) loaded.set(chunk, (module = await loadChunk(chunk, navigatingTo)));
    return module;
  };
  const handle: RouteHandle = {
    prefetch: async (args) => prefetchWith(await load(args), args),
  };
  function Component() {
    const chunk = pick(useParams());
    const M = chunk && loaded.get(chunk)?.Component;
    return M ? <M /> : null;
  }
  function ErrorBoundary() {
    const chunk = pick(useParams());
    const M = (chunk && loaded.get(chunk)?.ErrorBoundary) || RouteErrorBoundary;
    return <M />;
  }
  const route = {
    id,
    handle,
    loader: async (args: LoaderFunctionArgs) => runLoader(await load(args, args.request.url), args),
    Component,
    ErrorBoundary,
  };
  return path === undefined ? { ...route, index: true } : { ...route, path };
}

/** A page whose code is one chunk (`path` undefined: the index page). */
export function page(id: string, path: string | undefined, chunk: Chunk): RouteObject {
  return lazyPage(id, path, () => chunk);
}

/** A route `{path}/:id` whose module depends on the id (SPEC §4: numeric → detail, anything else → list). */
export function pageById(id: string, path: string, chunks: Partial<Record<IdMode, Chunk>>): RouteObject {
  return lazyPage(id, path, (params) => chunks[idMode(params.id)]);
}
