// The whole HTML document, rendered by React on the server and hydrated as `document` in the browser.
import { ChakraProvider } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { pageSystem, system } from './theme';

/**
 * `inlineGlobalCss`: only when the server has no client build to link the static global stylesheet
 * from (then there is no hydration either); otherwise the provider injects no global CSS at all.
 */
export function Document({ children, inlineGlobalCss = false }: { children: ReactNode; inlineGlobalCss?: boolean }) {
  return (
    <html lang="zh-CN">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=1200" />
        <meta name="renderer" content="webkit" />
        {/* Served by the gateway (server/src/site-icons.ts); /favicon.ico too, for clients that ask for it. */}
        <link rel="icon" href="/favicon.ico" sizes="16x16 32x32 48x48" />
        <link rel="icon" href="/icon.svg" type="image/svg+xml" />
        <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
        <link rel="manifest" href="/manifest.webmanifest" />
        <meta name="theme-color" content="#c81623" />
      </head>
      <body>
        <ChakraProvider value={inlineGlobalCss ? system : pageSystem}>{children}</ChakraProvider>
      </body>
    </html>
  );
}
