// The render path uses public APIs only: no private fields of React Router written on promises, no
// destination.flush() hook or byte matching on React's output, React Router through its published entry
// points (no alias to its dist files), no patched modules. Any of them coming back fails here.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../../..');
const SOURCES = ['web/src', 'server/src', 'web/vite.config.ts', 'server/vite.config.ts'];

function files(path: string): string[] {
  const full = join(ROOT, path);
  if (statSync(full).isFile()) return [full];
  return readdirSync(full, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? (e.name === 'gql' || e.name === 'generated' ? [] : files(join(path, e.name))) : /\.(tsx?|mjs)$/.test(e.name) && !e.name.endsWith('.test.ts') ? [join(full, e.name)] : [],
  );
}

const FORBIDDEN: Array<[RegExp, string]> = [
  [/['"`]_(tracked|data|error)['"`]|\b_(tracked|data|error)\s*:\s*\{\s*value/, "React Router's private promise fields"],
  [/react-router[^'"\n]*dist[/\\](production|development)|dist['"], ['"](production|development)/, "React Router's dist files instead of its entry points"],
  [/\bmodule\.require\s*=|\.require\s*=\s*Object\.assign|require\.cache\[/, 'a patched module loader'],
  [/Buffer\.from\(['"]<\/body><\/html>|\.equals\(POSTAMBLE\)/, "matching React's closing bytes"],
  [/Object\.assign\([^)]*\{\s*flush\s*:/, "a flush() hook on React's destination"],
];

describe('the render path uses public APIs only', () => {
  const sources = SOURCES.flatMap(files).map((file) => ({ file: relative(ROOT, file), text: readFileSync(file, 'utf8') }));

  it('reads every source it checks', () => {
    expect(sources.some((s) => s.file === 'web/src/entry.server.tsx')).toBe(true);
    expect(sources.length).toBeGreaterThan(100);
  });

  for (const [pattern, what] of FORBIDDEN) {
    it(`has no ${what}`, () => {
      expect(sources.filter((s) => pattern.test(s.text)).map((s) => s.file)).toEqual([]);
    });
  }
});
