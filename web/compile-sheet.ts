// A feature's Chakra style object compiled to CSS text, at build time (web/vite.chakra-css.ts: chakraSheets)
// or, in development under tsx, once at start-up (server/src/dev/asset-hooks.mjs). Never per request.
// docs/decisions/0108-one-styling-idiom.md.
import createCache from '@emotion/cache';
import { CacheProvider, Global } from '@emotion/react';
import { createSystem, type GlobalStyleObject, type SystemContext } from '@chakra-ui/react';
import { relative } from 'node:path';
import { createElement as h } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { SheetStyles } from './src/components/Sheet';

const SRC = new URL('./src/', import.meta.url).pathname;

/**
 * One feature's style object (a `GlobalStyleObject` keyed by `.sj-…` selectors, written with the theme's
 * tokens and shorthands) compiled to CSS text by the theme's Chakra system, exactly as `globalCss` is:
 * the same style-prop resolution, tokens as `var(--chakra-…)`, no cascade layer (the feature's rules sit
 * beside the per-request component styles, unlayered, as the hand-written strings did) and no vendor
 * prefixes (the browsers we serve need none; the hand-written strings had none). At-rules (`@media`) come
 * after the plain rules, as Chakra sorts them: an `@media` rule must not rely on coming before a later
 * plain rule for the same element and property. Use plain selectors
 * (`'.sj-x:hover'`) rather than Chakra's conditions (`_hover` adds an `@media (hover: hover)` wrapper).
 */
export function compileSheet(system: SystemContext, styles: SheetStyles): string {
  const config = system._config;
  const sheetSystem = createSystem({
    ...config,
    preflight: false,
    disableLayers: true,
    globalCss: styles as GlobalStyleObject,
    theme: { ...config.theme, keyframes: {} },
  });
  const cache = createCache({ key: 'sj', stylisPlugins: [] });
  const html = renderToStaticMarkup(h(CacheProvider, { value: cache }, h(Global, { styles: sheetSystem.getGlobalCss() })));
  const css = [...html.matchAll(/<style[^>]*>([^<]*)<\/style>/g)].map((m) => m[1]).join('');
  // Chakra's `bg` also sets `--bg-currentcolor` for its `currentBg` keyword, which no sheet uses: dropped,
  // with each rule's last `;`.
  return css.replace(/--bg-currentcolor:[^;}]*;?/g, '').replaceAll(';}', '}');
}

/** `sj-` and the sheet's path under web/src: `routes/brand-detail/trust.css.ts` → `sj-routes-brand-detail-trust`. */
export function sheetHref(file: string): string {
  return `sj-${relative(SRC, file).replace(/\.css\.ts$/, '').replace(/[^a-zA-Z0-9]+/g, '-')}`;
}
