// The design system's global CSS (Chakra's layer order, preflight reset, tokens as CSS variables and
// the theme's globalCss, which includes the site chrome's classes) as a static stylesheet: rendered
// once at build time exactly as ChakraProvider would inject it on every request, and imported by the
// client entry as `virtual:chakra-global.css`, so Vite hashes it, lists it in the manifest and the
// server links it (docs/decisions/0031-static-design-system-css.md).
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { ChakraProvider } from '@chakra-ui/react';
import { createElement as h } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { runnerImport, type Plugin } from 'vite';

const ID = 'virtual:chakra-global.css';
// Ends in .css so Vite's CSS pipeline (hashing, minifying, manifest) takes it.
const RESOLVED = '\0chakra-global.css';
const THEME = new URL('./src/theme.ts', import.meta.url).pathname;

export function chakraGlobalCss(): Plugin {
  return {
    name: 'chakra-global-css',
    resolveId(id) {
      return id === ID ? RESOLVED : undefined;
    },
    async load(id) {
      if (id !== RESOLVED) return undefined;
      // Imported afresh through Vite's module runner (TypeScript, no cache): in watch mode a theme change
      // rebuilds the stylesheet.
      this.addWatchFile(THEME);
      const { module } = await runnerImport<typeof import('./src/theme')>(THEME);
      const { system } = module;
      const html = renderToStaticMarkup(h(CacheProvider, { value: createCache({ key: 'css' }) }, h(ChakraProvider, { value: system, children: null })));
      return [...html.matchAll(/<style[^>]*>([^<]*)<\/style>/g)].map((m) => m[1]).join('\n');
    },
  };
}
