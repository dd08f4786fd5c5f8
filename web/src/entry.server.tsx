// Server entry of the desktop site: its route table and its document on the render path both screens share
// (render-document.tsx: loaders with in-process queries, docs/decisions/0038; whole or streamed, abort,
// errors). The document is hydrated: every query result travels once, those ready with the shell in the
// bootstrap payload (or, for a document rendered whole, in its boot scripts: BootScripts.tsx), the later
// ones as streamed chunks (StreamedResults.tsx).
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import createCache, { type EmotionCache } from '@emotion/cache';
import type { ReactNode } from 'react';
import { preloadModule } from 'react-dom';
import { createStaticHandler } from 'react-router';
import { AppShell } from './AppShell';
import { BootScripts } from './BootScripts';
import { MarkupCacheContext } from './components/Pasted';
import { rulesForHead } from './emotion-head';
import { DEFERRED_RUNTIME, payloadJson, STATE_GLOBAL, type HydrationPayload } from './hydration';
import { serverMarkup } from './server-markup';
import { renderDocument, type DocumentOptions, type PageParts, type RenderResult, type Screen } from './render-document';
import { createRoutes } from './routes';
import { StreamedResults } from './StreamedResults';

export interface ClientAssets {
  /** URL of the client entry module; null when the client bundle has not been built. */
  entry: string | null;
  /** Module URLs to preload (the entry's static imports). */
  preload: string[];
  /** Module URLs a route chunk needs (the chunk and its static imports), by source path. */
  chunks?: Record<string, string[]>;
  /** The client build's global stylesheet(s); none without a build (the global CSS is then inlined). */
  stylesheets?: string[];
}

export interface RenderOptions extends DocumentOptions {
  assets: ClientAssets;
}

export type { RenderResult } from './render-document';

// Components call useApolloClient() for what only happens in the browser (change batch, captcha, more
// shops); on the server they get this client, which has no way to fetch: no render may query through it.
const inertClient = new ApolloClient({
  cache: new InMemoryCache(),
  link: new ApolloLink(() => {
    throw new Error('Apollo Client is not used on the server: loaders query through deps.query');
  }),
});

// The route table and its static handler are built once per process: building them (converting, flattening
// and ranking every route, compiling its path pattern) cost about 4% of a brand page render when done per
// request. Each request's deps reach its loaders through React Router's requestContext (app-context.tsx).
let sharedHandler: ReturnType<typeof createStaticHandler> | undefined;
const staticHandler = () => (sharedHandler ??= createStaticHandler(createRoutes()));

/** Module preload hints for the entry's imports and the route chunks this page loaded (no render output). */
function Preloads({ hrefs }: { hrefs: string[] }) {
  for (const href of hrefs) preloadModule(href);
  return null;
}

/** The desktop document: hydrated, every query result in its payload (hydration.ts). */
function desktopScreen({ config, assets, nonce }: RenderOptions): Screen {
  // A cache per render attempt: Emotion skips the styles a cache has already inserted. A whole render's
  // writes its rules into <head> once (emotion-head.ts); a streamed one's tags are moved as they flush.
  const emotionCache = () => createCache({ key: 'css', ...(nonce ? { nonce } : {}) });
  const payloadOf = (page: PageParts): HydrationPayload => ({ results: Object.fromEntries(page.results), pending: page.pending, config, inlineDeferred: page.inlineDeferred });
  const payloadScript = (p: HydrationPayload) => `${DEFERRED_RUNTIME}window.${STATE_GLOBAL}=${payloadJson(p)};`;
  const modulePreloads = (page: PageParts) => [...new Set([...assets.preload, ...[...page.chunks].flatMap((path) => assets.chunks?.[path] ?? [])])];
  // The chrome's fixed parts are pasted from markup rendered once (components/Pasted.tsx, decision 0137).
  const shell = (page: PageParts, children: ReactNode, cache: EmotionCache = emotionCache()) => (
    <MarkupCacheContext.Provider value={serverMarkup}>
      <AppShell emotionCache={cache} client={inertClient} config={config} inlineDeferred={page.inlineDeferred} stylesheets={assets.stylesheets ?? []}>
        {children}
      </AppShell>
    </MarkupCacheContext.Provider>
  );
  return {
    name: '[ssr]',
    handler: staticHandler,
    hydrates: true,
    // The boot scripts in the tree, the payload telling the browser so (BootScripts.tsx).
    whole: (page) => {
      const boot = { entry: assets.entry };
      const cache = emotionCache();
      const headStyles = rulesForHead(cache);
      const tree = shell(
        page,
        <>
          <Preloads hrefs={assets.entry ? [assets.entry, ...modulePreloads(page)] : modulePreloads(page)} />
          {page.routes}
          <BootScripts payloadScript={payloadScript({ ...payloadOf(page), bootInTree: boot })} entry={boot.entry} nonce={nonce} />
        </>,
        cache,
      );
      return { tree, headStyles };
    },
    // The boot scripts from React's bootstrap options; the late results as scripts of their own.
    streamed: (page, scripts) => ({
      tree: shell(
        page,
        <>
          <Preloads hrefs={modulePreloads(page)} />
          {page.routes}
          <StreamedResults scripts={scripts} nonce={nonce} />
        </>,
      ),
      bootstrapScriptContent: payloadScript(payloadOf(page)),
      bootstrapModules: assets.entry ? [assets.entry] : [],
    }),
  };
}

export function renderPage(options: RenderOptions): Promise<RenderResult> {
  return renderDocument(desktopScreen(options), options);
}

/** Used when even the shell fails: a plain page, no React. */
export function fallbackHtml(status: number, message: string): string {
  const esc = message.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
  return `<!DOCTYPE html><html lang="zh-CN"><head><meta charset="utf-8"><title>您访问的页面出错了</title></head><body><h1>您访问的页面出错了</h1><p>${status}</p><pre>${esc}</pre><p><a href="/">返回首页</a></p><p>投资有风险，选择需谨慎。</p></body></html>`;
}
