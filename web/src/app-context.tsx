// What routes and components need from their host, on the server and in the browser alike.
import { createContext, useContext } from 'react';
import { createContext as createRouterContext, RouterContextProvider } from 'react-router';
import type { RunQuery } from './data/query';
import type { SiteConfig, SiteLinks } from './hydration';

export interface AppDeps {
  config: SiteConfig;
  /**
   * Runs a typed GraphQL document: in-process against the schema on the server, through Apollo Client in the
   * browser. A loader awaits its critical queries and returns the others unawaited: those stream after the
   * shell and render through <DeferredSection>.
   */
  query: RunQuery;
  /** Told the source path of every route chunk a request loads (server: to preload them). */
  onChunk?: (path: string) => void;
  /**
   * True while loaders must hand their deferred values over settled (routing/settled.ts): a crawler's
   * document on the server, the hydration of the server's document in the browser.
   */
  settleDeferred?: () => boolean;
}

// Route loaders read their deps from React Router's context (`context.get(depsContext)`): the server gives
// each request a provider of its own (handler.query's requestContext), the browser one for the page
// (createBrowserRouter's getContext). With middleware's context type, LoaderFunctionArgs types it.
declare module 'react-router' {
  interface Future {
    v8_middleware: true;
  }
}

/** The loaders' deps in React Router's context. */
export const depsContext = createRouterContext<AppDeps>();

/** A router context holding `deps`: one per server request, one per browser page. */
export function contextWith(deps: AppDeps): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(depsContext, deps);
  return context;
}

const noLinks: SiteLinks = { wechatQrUrl: '', miniProgramQrUrl: '', salesQrUrl: '', brandPortalUrl: '', merchantCenterUrl: '', courseUrl: '', claimUrl: '' };

export const SiteConfigContext = createContext<SiteConfig>({ siteUrl: '', mobileSiteUrl: '', links: noLinks });

/**
 * True when deferred sections render inline without Suspense boundaries (documents for crawlers,
 * rendered with every value settled); the browser uses the same value to hydrate the same tree.
 */
export const InlineDeferredContext = createContext(false);

export function useSiteConfig(): SiteConfig {
  return useContext(SiteConfigContext);
}
