// The shape of a route folder's route.tsx, in the order STYLE.md gives: meta, loader, Component,
// ErrorBoundary, documents. The route table (web/src/routes.tsx) loads each module lazily (a chunk per route).
// Loaders are React Router's own LoaderFunction: they read their deps with `context.get(depsContext)`.
import type { ComponentType } from 'react';
import type { LoaderFunctionArgs } from 'react-router';

export interface RouteModule {
  /** Awaits the critical queries, returns the deferred ones as promises. */
  loader?: (args: LoaderFunctionArgs) => unknown;
  /**
   * The critical queries alone, run ahead when a visitor points at a link to the page (prefetch): their
   * results land in the browser's Apollo cache, so the navigation's own loader finds them there.
   */
  critical?: (args: LoaderFunctionArgs) => Promise<unknown>;
  Component: ComponentType;
  ErrorBoundary?: ComponentType;
}

/** A route chunk: its source path under web/ (the Vite manifest's key, for preloading) and its import. */
export interface Chunk {
  path: string;
  load: () => Promise<RouteModule>;
}
