// Server entry of the mobile site (docs/decisions/0100): its own route table and document on the render
// path both screens share (web/src/render-document.tsx: loaders with in-process queries, whole or streamed,
// abort, errors), and no hydration: the pages are plain HTML and one small stylesheet, and a few kilobytes
// of script (mobile/entry.client.ts) add the enquiry form, the favourites and the filters' sheet behaviour.
// Slow sections stream in behind a Suspense boundary, as on the desktop; crawlers get the whole document.
import type { ReactNode } from 'react';
import { preloadModule } from 'react-dom';
import { createStaticHandler } from 'react-router';
import { SiteConfigContext } from '../app-context';
import { renderDocument, type DocumentOptions, type RenderResult, type Screen } from '../render-document';
import { createMobileRoutes } from './routes';
import { MobileAssetsContext, type MobileAssets } from './assets';

export type { MobileAssets } from './assets';

export interface MobileRenderOptions extends DocumentOptions {
  assets: MobileAssets;
}

export type MobileRenderResult = RenderResult;

// Built once per process, as the desktop's (docs/decisions/0059).
let sharedHandler: ReturnType<typeof createStaticHandler> | undefined;
const staticHandler = () => (sharedHandler ??= createStaticHandler(createMobileRoutes()));

function Preloads({ hrefs }: { hrefs: string[] }) {
  for (const href of hrefs) preloadModule(href);
  return null;
}

/** The mobile document: no payload, no hydration; its script is a plain module script. */
function mobileScreen({ config, assets, nonce }: MobileRenderOptions): Screen {
  const tree = (routes: ReactNode, boot: ReactNode) => (
    <SiteConfigContext.Provider value={config}>
      <MobileAssetsContext.Provider value={assets}>
        <Preloads hrefs={assets.preload} />
        {routes}
        {boot}
      </MobileAssetsContext.Provider>
    </SiteConfigContext.Provider>
  );
  return {
    name: '[ssr:mobile]',
    handler: staticHandler,
    hydrates: false,
    // Rendered whole: the entry's module script in the tree (no hydration here to match it).
    whole: (page) => ({ tree: tree(page.routes, assets.entry ? <script type="module" src={assets.entry} nonce={nonce} /> : null) }),
    streamed: (page) => ({ tree: tree(page.routes, null), bootstrapModules: assets.entry ? [assets.entry] : [] }),
  };
}

export function renderMobilePage(options: MobileRenderOptions): Promise<MobileRenderResult> {
  return renderDocument(mobileScreen(options), options);
}
