// The whole HTML document, rendered by React on the server and hydrated as `document` in the browser.
import { ChakraProvider } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { system } from './theme';

export function Document({ children }: { children: ReactNode }) {
  return (
    <html lang="zh-CN">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=1200" />
        <meta name="renderer" content="webkit" />
      </head>
      <body>
        <ChakraProvider value={system}>{children}</ChakraProvider>
      </body>
    </html>
  );
}
