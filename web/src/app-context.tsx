// What routes and components need from their host, on the server and in the browser alike.
import { createContext, useContext } from 'react';
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
}

const noLinks: SiteLinks = { wechatQrUrl: '', miniProgramQrUrl: '', salesQrUrl: '', brandPortalUrl: '', merchantCenterUrl: '', courseUrl: '' };

export const SiteConfigContext = createContext<SiteConfig>({ siteUrl: '', mobileSiteUrl: '', links: noLinks });

/**
 * True when deferred sections render inline without Suspense boundaries (documents for crawlers,
 * rendered with every value settled); the browser uses the same value to hydrate the same tree.
 */
export const InlineDeferredContext = createContext(false);

export function useSiteConfig(): SiteConfig {
  return useContext(SiteConfigContext);
}
