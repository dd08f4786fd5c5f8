// The design system's global CSS (Chakra's layer order, preflight reset, tokens as CSS variables and
// the theme's globalCss, which includes the site chrome's classes) as a static stylesheet: rendered
// once at build time exactly as ChakraProvider would inject it on every request, and imported by the
// client entry as `virtual:chakra-global.css`, so Vite hashes it, lists it in the manifest and the
// server links it (docs/decisions/0031-static-design-system-css.md).
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { ChakraProvider, type SystemContext } from '@chakra-ui/react';
import { createElement as h } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { runnerImport, type Plugin } from 'vite';
import { compileSheet, sheetHref } from './compile-sheet';
import type { CompiledSheet, SheetStyles } from './src/components/Sheet';

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

const SHEET = '?sheet';
const STYLESHEET = '?stylesheet';
const PREFIX = '\0sheet:';

/**
 * Feature stylesheets (docs/decisions/0108-one-styling-idiom.md). `import sheet from './x.css.ts?sheet'`
 * gives `{ href, css }`: the default export of x.css.ts (a style object) compiled at build time by
 * `compileSheet`, which the feature hoists with `<Sheet sheet={sheet} />` (components/Sheet.tsx) so its
 * CSS travels only with the pages that render it. `import './x.css.ts?stylesheet'` hands the same CSS to
 * Vite's CSS pipeline as a file of the entry instead (the mobile site's one stylesheet). Nothing of
 * Chakra's style engine reaches the browser or the request path: only the resulting text.
 */
export function chakraSheets(): Plugin {
  let theme: Promise<SystemContext> | undefined;
  const loadSystem = () => (theme ??= runnerImport<typeof import('./src/theme')>(THEME).then((r) => r.module.system));
  return {
    name: 'chakra-sheets',
    enforce: 'pre',
    buildStart() {
      theme = undefined; // a watch rebuild takes a changed theme
    },
    async resolveId(id, importer) {
      const kind = id.endsWith(SHEET) ? SHEET : id.endsWith(STYLESHEET) ? STYLESHEET : undefined;
      if (!kind) return undefined;
      const resolved = await this.resolve(id.slice(0, -kind.length), importer, { skipSelf: true });
      if (!resolved) return null;
      // A `.css` end makes Vite's CSS pipeline take the stylesheet flavour (hash, minify, manifest).
      return kind === SHEET ? `${PREFIX}${resolved.id}${SHEET}` : `${PREFIX}${resolved.id}.css`;
    },
    async load(id) {
      if (!id.startsWith(PREFIX)) return undefined;
      const file = id.endsWith(SHEET) ? id.slice(PREFIX.length, -SHEET.length) : id.slice(PREFIX.length, -'.css'.length);
      this.addWatchFile(THEME);
      this.addWatchFile(file);
      const [system, { module }] = await Promise.all([loadSystem(), runnerImport<{ default: SheetStyles }>(file)]);
      const css = compileSheet(system, module.default);
      if (id.endsWith('.css')) return css;
      return `export default ${JSON.stringify({ href: sheetHref(file), css } satisfies CompiledSheet)};`;
    },
  };
}
