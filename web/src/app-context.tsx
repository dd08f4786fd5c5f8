// What routes and components need from their host, on the server and in the browser alike.
import type { ApolloClient } from '@apollo/client';
import { createContext, useContext } from 'react';
import type { SiteConfig } from './hydration';

export interface AppDeps {
  client: ApolloClient;
  config: SiteConfig;
  /**
   * Marks a loader promise as deferred. On the server the value is streamed after the shell under
   * `key`; in the browser it is the promise itself.
   */
  defer: <T>(key: string, promise: Promise<T>) => Promise<T>;
}

export const SiteConfigContext = createContext<SiteConfig>({ siteUrl: '', mobileSiteUrl: '' });

/**
 * True when deferred sections render inline without Suspense boundaries (documents for crawlers,
 * rendered with every value settled); the browser uses the same value to hydrate the same tree.
 */
export const InlineDeferredContext = createContext(false);

export function useSiteConfig(): SiteConfig {
  return useContext(SiteConfigContext);
}
