// Lint is about architecture first (DESIGN.md "what each may import"): web/ must not reach into
// server/ or upstream/, nothing imports upstream/ but tests, and there are no import cycles.
// TypeScript 7 ships no JS API, so typescript-eslint cannot parse here; Babel's parser reads TS/TSX.
import babelParser from '@babel/eslint-parser';
import importPlugin from 'eslint-plugin-import';
import globals from 'globals';

const parserOptions = {
  requireConfigFile: false,
  babelOptions: {
    babelrc: false,
    configFile: false,
    presets: [['@babel/preset-typescript', { allExtensions: true, isTSX: true }], '@babel/preset-react'],
  },
};

export default [
  {
    ignores: ['**/node_modules/**', '**/dist/**', '**/.turbo/**', 'web/src/gql/**', 'server/src/generated/**', 'data/**'],
  },
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: {
      parser: babelParser,
      parserOptions,
      ecmaVersion: 'latest',
      sourceType: 'module',
      globals: { ...globals.node, ...globals.browser },
    },
    plugins: { import: importPlugin },
    settings: {
      'import/parsers': { '@babel/eslint-parser': ['.ts', '.tsx'] },
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } },
      'import/extensions': ['.ts', '.tsx', '.js', '.mjs'],
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
            { target: './upstream', from: './server', message: 'upstream/ imports nothing of ours.' },
            { target: './upstream', from: './web', message: 'upstream/ imports nothing of ours.' },
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
    // tests/ may import anything
    files: ['tests/**/*'],
    rules: { 'no-restricted-imports': 'off' },
  },
];
