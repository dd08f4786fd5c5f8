// Lint is about architecture first (docs/architecture.md, the table of folders): web/ must not reach into
// server/ or upstream/, nothing imports upstream/ but tests, and there are no import cycles.
// TypeScript 7 ships no JS API, so typescript-eslint cannot parse here; tools/eslint-parser.js (Babel) reads TS/TSX.
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import * as tsParser from './tools/eslint-parser.js';

const parserPath = fileURLToPath(new URL('./tools/eslint-parser.js', import.meta.url));

// A route folder imports only itself and shared code (components/, …): never another route's folder
// (docs/decisions/0034). What two routes share moves to web/src/components/.
const routeFolders = readdirSync(new URL('./web/src/routes', import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);
const routeZones = routeFolders.map((name) => ({
  target: `./web/src/routes/${name}`,
  from: './web/src/routes',
  except: [`./${name}`],
  message: 'A route must not import another route\'s folder: move what they share to web/src/components/.',
}));

export default [
  {
    ignores: ['**/node_modules/**', '**/dist/**', '**/.turbo/**', 'web/src/gql/**', 'cli/src/gql/**', 'server/src/generated/**', 'data/**'],
  },
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: {
      parser: tsParser,
      ecmaVersion: 'latest',
      sourceType: 'module',
      globals: { ...globals.node, ...globals.browser },
    },
    plugins: { import: importPlugin },
    settings: {
      'import/parsers': { [parserPath]: ['.ts', '.tsx'] },
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } },
      'import/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      // Generated modules import nothing of ours, so they can be part of no cycle: not parsed for the import
      // graph (graphql-codegen's files are ~0.6 MB; parsing them with Babel made most of the lint's time).
      'import/ignore': ['node_modules', '/gql/', '/generated/'],
    },
    rules: {
      'import/no-cycle': ['error', { ignoreExternal: true }],
      'import/no-self-import': 'error',
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './web', from: './server', message: 'web/ gets data only through GraphQL documents.' },
            { target: './web', from: './upstream', message: 'web/ gets data only through GraphQL documents.' },
            { target: './server', from: './upstream', message: 'server/ speaks to upstream over HTTP only.' },
            { target: './upstream', from: './server', message: 'upstream/ imports nothing of ours but contract/.' },
            { target: './upstream', from: './web', message: 'upstream/ imports nothing of ours but contract/.' },
            { target: './contract', from: './server', message: 'contract/ imports nothing of ours.' },
            { target: './contract', from: './upstream', message: 'contract/ imports nothing of ours.' },
            { target: './contract', from: './web', message: 'contract/ imports nothing of ours.' },
            { target: './contract', from: './schema', message: 'contract/ imports nothing of ours.' },
            { target: './cli', from: './server', message: 'cli/ is a GraphQL client: it speaks to /graphql only.' },
            { target: './cli', from: './upstream', message: 'cli/ is a GraphQL client: it speaks to /graphql only.' },
            { target: './cli', from: './web', message: 'cli/ is a GraphQL client: it speaks to /graphql only.' },
            ...routeZones,
          ],
        },
      ],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@shangji/server', '@shangji/server/*', '@shangji/upstream', '@shangji/upstream/*'], message: 'Only tests/ may import server/ or upstream/ packages.' },
          ],
        },
      ],
    },
  },
  {
    // React's own rules for hooks and components (the React Compiler's checks among them): hooks called
    // unconditionally, complete effect dependencies, no state set during render or synchronously in effects.
    files: ['web/src/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat['recommended-latest'],
    rules: { ...reactHooks.configs.flat['recommended-latest'].rules, 'react-hooks/exhaustive-deps': 'error', 'react-hooks/incompatible-library': 'error', 'react-hooks/unsupported-syntax': 'error' },
  },
  {
    // tests/ may import anything
    files: ['tests/**/*'],
    rules: { 'no-restricted-imports': 'off' },
  },
];
