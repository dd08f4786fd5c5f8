// The README's configuration table against the config loaders: every variable the gateway
// (server/src/config.ts) or the upstream (upstream/src/config.ts) reads has a row, and every row names a
// variable one of them (or scripts/start.mjs, which starts both) reads. A new setting without its README
// row fails here.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { gatewayVariables } from '../../server/src/config';
import { upstreamVariables } from '../../upstream/src/config';

const root = fileURLToPath(new URL('../../', import.meta.url));

/** The variables named in the first column of the table under "## Configuration". */
function documented(): Set<string> {
  const readme = readFileSync(root + 'README.md', 'utf8');
  const section = readme.split(/^## Configuration$/m)[1]?.split(/^## /m)[0] ?? '';
  const rows = section.split('\n').filter((l) => l.startsWith('| `'));
  return new Set(rows.flatMap((r) => [...r.split('|')[1]!.matchAll(/`([A-Z][A-Z0-9_]*)`/g)].map((m) => m[1]!)));
}

/** What scripts/start.mjs reads itself to start both processes. */
const startScript = [...readFileSync(root + 'scripts/start.mjs', 'utf8').matchAll(/process\.env\.([A-Z][A-Z0-9_]*)/g)].map((m) => m[1]!);

it('every variable the config loaders read has a row in the README', () => {
  const rows = documented();
  const missing = [...new Set([...gatewayVariables, ...upstreamVariables])].filter((v) => !rows.has(v));
  expect(missing).toEqual([]);
});

it('every README row names a variable something reads', () => {
  const read = new Set([...gatewayVariables, ...upstreamVariables, ...startScript]);
  expect([...documented()].filter((v) => !read.has(v))).toEqual([]);
});
