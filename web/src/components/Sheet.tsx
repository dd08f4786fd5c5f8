// A feature's stylesheet, hoisted: React 19 puts one copy of a `<style href precedence>` in <head> per
// document (deduplicated by href), on the server and after client navigation alike, so a feature's CSS
// ships only with the pages that render it. The CSS comes from a `*.css.ts?sheet` import: a Chakra style
// object compiled at build time (web/vite.chakra-css.ts, docs/decisions/0108-one-styling-idiom.md).
import type { SystemStyleObject } from '@chakra-ui/react';

/**
 * A feature's styles, the default export of its `*.css.ts`: `.sj-…` selectors to Chakra style objects (the
 * theme's tokens and shorthands), or an at-rule (`@media …`) to more of them.
 */
export type SheetStyles = Record<string, SystemStyleObject | Record<string, SystemStyleObject>>;

/** What a `…/x.css.ts?sheet` import gives: the compiled CSS and the `href` React dedupes its hoisted copy by. */
export interface CompiledSheet {
  href: string;
  css: string;
}

export function Sheet({ sheet }: { sheet: CompiledSheet }) {
  return (
    <style href={sheet.href} precedence="default">
      {sheet.css}
    </style>
  );
}
