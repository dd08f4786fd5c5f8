// The whole HTML document, rendered by React on the server and hydrated as `document` in the browser.
import { ChakraProvider } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { pageSystem, system } from './theme';

// Inline icon: no extra request (and no 404 for /favicon.ico).
const FAVICON =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'%3E%3Crect width='32' height='32' rx='6' fill='%23e4393c'/%3E%3Ctext x='16' y='23' font-size='18' text-anchor='middle' fill='white'%3E%E5%95%86%3C/text%3E%3C/svg%3E";

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
        <link rel="icon" href={FAVICON} />
      </head>
      <body>
        <ChakraProvider value={inlineGlobalCss ? system : pageSystem}>{children}</ChakraProvider>
      </body>
    </html>
  );
}
