// One styling idiom (docs/decisions/0108-one-styling-idiom.md): Chakra style objects in `*.css.ts` files,
// compiled at build time and hoisted by <Sheet>. This keeps the other idioms from coming back; the two
// legacy lists name the files not converted yet and may only shrink.
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

// Not converted yet (decision 0108, "Consequences"). Remove a file from its list once converted.
const LEGACY_STYLE_PROPS: string[] = [];
const LEGACY_STATIC_INLINE: string[] = [];

describe('one styling idiom (decision 0108)', () => {
  it('has no .css files: styles are *.css.ts style objects', () => {
    expect(all.filter((f) => f.endsWith('.css'))).toEqual([]);
  });

  it('hoists styles only through <Sheet>, and has no raw CSS strings', () => {
    const styleElements = sources.filter((f) => f !== 'components/Sheet.tsx' && /<style[\s>]/.test(read(f).replace(/\/\/.*$/gm, '')));
    expect(styleElements).toEqual([]);
    // A class rule in a string or template (`.sj-x{color:…}`) outside a .css.ts file.
    const rawCss = sources.filter((f) => !f.endsWith('.css.ts') && /[`'"][^`'"]*\.(sj|hm|m|be|bm)-[\w-]+[^`'"{]*\{\s*[a-z-]+\s*:/.test(read(f)));
    expect(rawCss).toEqual([]);
  });

  it('uses Chakra layout components with style props only in files not converted yet', () => {
    const using = sources.filter((f) =>
      [...read(f).matchAll(STYLE_PROP_COMPONENTS)].some((m) => m[1]!.split(',').some((n) => LAYOUT.has(n.trim().split(/\s/)[0]!))),
    );
    expect(using.filter((f) => !LEGACY_STYLE_PROPS.includes(f))).toEqual([]);
    // A converted file leaves the list.
    expect(LEGACY_STYLE_PROPS.filter((f) => !using.includes(f))).toEqual([]);
  });

  it('keeps static values out of inline styles (classes in the sheet), except in files not converted yet', () => {
    const using = sources.filter((f) => f.endsWith('.tsx') && staticInlineStyles(read(f)) > 0);
    expect(using.filter((f) => !LEGACY_STATIC_INLINE.includes(f))).toEqual([]);
    expect(LEGACY_STATIC_INLINE.filter((f) => !using.includes(f))).toEqual([]);
  });
});
