// The provider stack around the router, identical on both sides so hydration matches.
import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import type { EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import type { ReactNode } from 'react';
import { InlineDeferredContext, SiteConfigContext } from './app-context';
import { EnquiryProvider } from './components/enquiry/EnquiryProvider';
import { Document } from './Document';
import type { SiteConfig } from './hydration';

export function AppShell({
  emotionCache,
  client,
  config,
  inlineDeferred,
  children,
}: {
  emotionCache: EmotionCache;
  client: ApolloClient;
  config: SiteConfig;
  inlineDeferred: boolean;
  children: ReactNode;
}) {
  return (
    <CacheProvider value={emotionCache}>
      <ApolloProvider client={client}>
        <SiteConfigContext.Provider value={config}>
          <InlineDeferredContext.Provider value={inlineDeferred}>
            <Document>
              {/* Any page's consult button can open the enquiry popup. */}
              <EnquiryProvider>{children}</EnquiryProvider>
            </Document>
          </InlineDeferredContext.Provider>
        </SiteConfigContext.Provider>
      </ApolloProvider>
    </CacheProvider>
  );
}
