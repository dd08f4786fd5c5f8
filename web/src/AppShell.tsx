// The provider stack around the router, identical on both sides so hydration matches.
import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import type { EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import type { ReactNode } from 'react';
import { preinit } from 'react-dom';
import { InlineDeferredContext, SiteConfigContext } from './app-context';
import { EnquiryProvider } from './components/enquiry/EnquiryProvider';
import { Document } from './Document';
import type { SiteConfig } from './hydration';

export function AppShell({
  emotionCache,
  client,
  config,
  inlineDeferred,
  stylesheets,
  children,
}: {
  emotionCache: EmotionCache;
  client: ApolloClient;
  config: SiteConfig;
  inlineDeferred: boolean;
  /**
   * Server only: the static global stylesheet(s) to link (React puts them in <head>; hydration leaves
   * such resources alone, so the client passes nothing). An empty list (no client build) inlines the
   * global CSS instead.
   */
  stylesheets?: string[];
  children: ReactNode;
}) {
  for (const href of stylesheets ?? []) preinit(href, { as: 'style', precedence: 'default' });
  return (
    <CacheProvider value={emotionCache}>
      <ApolloProvider client={client}>
        <SiteConfigContext.Provider value={config}>
          <InlineDeferredContext.Provider value={inlineDeferred}>
            <Document inlineGlobalCss={stylesheets?.length === 0}>
              {/* Any page's consult button can open the enquiry popup. */}
              <EnquiryProvider>{children}</EnquiryProvider>
            </Document>
          </InlineDeferredContext.Provider>
        </SiteConfigContext.Provider>
      </ApolloProvider>
    </CacheProvider>
  );
}
