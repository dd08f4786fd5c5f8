// What the mobile document links: its stylesheet and its small browser script (read from Vite's manifest
// by the server, server/src/ssr/assets.ts), and the address the browser calls /graphql on.
import { createContext, useContext } from 'react';

export interface MobileAssets {
  /** The browser script (mobile/entry.client.ts); null without a client build. */
  entry: string | null;
  /** Its static imports, preloaded. */
  preload: string[];
  /** The one stylesheet (mobile/mobile.css.ts, compiled to a static CSS file at build time). */
  stylesheets: string[];
}

export const MobileAssetsContext = createContext<MobileAssets>({ entry: null, preload: [], stylesheets: [] });

export const useMobileAssets = () => useContext(MobileAssetsContext);
