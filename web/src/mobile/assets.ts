// What the mobile document links: its stylesheet and its small browser script (read from Vite's manifest
// by the server, server/src/ssr/assets.ts), and the address the browser calls /graphql on.
import { createContext, useContext } from 'react';
import { preloadModule } from 'react-dom';

export interface MobileAssets {
  /** The browser script (mobile/entry.client.ts); null without a client build. */
  entry: string | null;
  /** Its static imports, preloaded. */
  preload: string[];
  /** The one stylesheet (mobile/mobile.css.ts, compiled to a static CSS file at build time). */
  stylesheets: string[];
  /**
   * Each binding's chunk (mobile/client/<name>.ts, imported by the entry only where its markup is) with its
   * static imports: what a page whose markup has that binding links as module preloads (`useBindings`).
   */
  bindings: Record<string, string[]>;
}

export const MobileAssetsContext = createContext<MobileAssets>({ entry: null, preload: [], stylesheets: [], bindings: {} });

export const useMobileAssets = () => useContext(MobileAssetsContext);

/** The bindings of mobile/client/ a page's markup can carry (entry.client.ts imports each where it finds it). */
export type BindingName = 'enquiry' | 'favourite' | 'phone' | 'compare' | 'map-search' | 'my-enquiries';

/**
 * Called by the component that draws bindings' markup (docs/decisions/0146), with each name it draws (`false`
 * for one it leaves out this time): their chunks and those chunks' imports become `<link rel="modulepreload">`
 * in the head, so the browser fetches them while it parses the page, beside the entry, instead of after the
 * entry has run and found the markup. The mobile build has no preload helper of its own
 * (web/vite.mobile.config.ts): these links are the only preloading.
 */
export function useBindings(...names: (BindingName | false)[]) {
  const { bindings } = useMobileAssets();
  for (const name of names) if (name) for (const href of bindings[name] ?? []) preloadModule(href);
}
