// One styling idiom (docs/decisions/0108-one-styling-idiom.md): Chakra style objects in `*.css.ts` files,
// compiled at build time and hoisted by <Sheet>. This keeps the other idioms from coming back: no Chakra
// layout components with style props, no css={…} props, no all-static inline styles anywhere under web/src.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = new URL('.', import.meta.url).pathname;
const files = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? (e.name === 'gql' ? [] : files(join(dir, e.name))) : [relative(SRC, join(dir, e.name))],
  );
const all = files(SRC);
const sources = all.filter((f) => /\.tsx?$/.test(f) && !f.endsWith('.test.ts') && !f.endsWith('.test.tsx'));
/** A file's code without its comment lines (which may well name the old idioms). */
const read = (f: string) =>
  readFileSync(join(SRC, f), 'utf8')
    .split('\n')
    .filter((l) => !/^\s*(\/\/|\/?\*)/.test(l))
    .join('\n');

/** Chakra components that exist to take style props (resolved per element, per request). */
const STYLE_PROP_COMPONENTS = /import\s*\{([^}]*)\}\s*from\s*'@chakra-ui\/react'/g;
const LAYOUT = new Set(['Box', 'Flex', 'Stack', 'HStack', 'VStack', 'Grid', 'GridItem', 'SimpleGrid', 'Text', 'Heading', 'Container', 'Center', 'Wrap', 'Span', 'chakra']);
/** Whether a file imports a Chakra layout component (one that exists to take style props). */
const usesLayout = (text: string) =>
  [...text.matchAll(STYLE_PROP_COMPONENTS)].some((m) => m[1]!.split(',').some((n) => LAYOUT.has(n.trim().split(/\s/)[0]!)));
/** A Chakra element (`<Dialog.Content …>`) carrying a style prop, resolved by Emotion per element, per request. */
const CHAKRA_STYLE_PROP = /<[A-Z]\w*(\.\w+)?\b[^>]*\s(bg|p[xytb]?|m[xytblr]?|w|h|minW|maxW|minH|position|zIndex|inset|fontSize|fontWeight|display|borderRadius|color|_hover)=/;
/** Chakra's css prop: a style object resolved per element, per request. */
const CSS_PROP = /\bcss=\{/;
/** An inline style whose every value is fixed in the source: a literal or a palette colour. */
const STATIC_VALUE = /^(-?\d+(\.\d+)?|'[^']*'|"[^"]*"|palette\.\w+)$/;
function staticInlineStyles(text: string): number {
  return [...text.matchAll(/style=\{\{([^{}]*)\}\}/g)].filter((m) =>
    m[1]!
      .split(',')
      .map((p) => p.trim())
      .filter(Boolean)
      .every((p) => p.indexOf(':') > 0 && STATIC_VALUE.test(p.slice(p.indexOf(':') + 1).trim())),
  ).length;
}

describe('one styling idiom (decision 0108)', () => {
  it('has no .css files: styles are *.css.ts style objects', () => {
    expect(all.filter((f) => f.endsWith('.css'))).toEqual([]);
  });

  it('hoists styles only through <Sheet>, and has no raw CSS strings', () => {
    // emotion-head.ts writes the rules a library's component left in Emotion's cache (none by this idiom).
    const styleElements = sources.filter((f) => f !== 'components/Sheet.tsx' && f !== 'emotion-head.ts' && /<style[\s>]/.test(read(f).replace(/\/\/.*$/gm, '')));
    expect(styleElements).toEqual([]);
    // A class rule in a string or template (`.sj-x{color:…}`) outside a .css.ts file.
    const rawCss = sources.filter((f) => !f.endsWith('.css.ts') && /[`'"][^`'"]*\.(sj|hm|m|be|bm)-[\w-]+[^`'"{]*\{\s*[a-z-]+\s*:/.test(read(f)));
    expect(rawCss).toEqual([]);
  });

  it('uses no Chakra layout components with style props: plain elements with the sheet\'s classes', () => {
    expect(sources.filter((f) => usesLayout(read(f)))).toEqual([]);
  });

  it('gives Chakra components with behaviour (Dialog parts, Portal…) classes, not style props', () => {
    expect(sources.filter((f) => f.endsWith('.tsx') && /@chakra-ui\/react/.test(read(f)) && CHAKRA_STYLE_PROP.test(read(f)))).toEqual([]);
  });

  it('has no css={…} props: a rule is a class in the feature\'s sheet', () => {
    expect(sources.filter((f) => f.endsWith('.tsx') && CSS_PROP.test(read(f)))).toEqual([]);
  });

  it('keeps static values out of inline styles (classes in the sheet)', () => {
    expect(sources.filter((f) => f.endsWith('.tsx') && staticInlineStyles(read(f)) > 0)).toEqual([]);
  });

  // The checks above must still see what they forbid.
  it('recognises the idioms it forbids', () => {
    expect(usesLayout("import { Input, Flex } from '@chakra-ui/react';")).toBe(true);
    expect(usesLayout("import { Input } from '@chakra-ui/react';")).toBe(false);
    expect(CSS_PROP.test('<ul css={{ p: 0 }}>')).toBe(true);
    expect(CHAKRA_STYLE_PROP.test('<Dialog.Content unstyled bg="white" w="600px">')).toBe(true);
    expect(CHAKRA_STYLE_PROP.test('<Dialog.Content unstyled className="sj-x">')).toBe(false);
    expect(staticInlineStyles("<p style={{ marginTop: 12, color: palette.muted }}>")).toBe(1);
    expect(staticInlineStyles('<div style={{ width: pct }}>')).toBe(0);
  });
});
