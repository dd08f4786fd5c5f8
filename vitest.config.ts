// Unit and integration tests (next to the code) and cross-package contract tests. End-to-end tests in
// Chromium have their own config: tests/vitest.e2e.config.ts.
import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';
import { chakraSheets } from './web/vite.chakra-css';

// graphql 16 ships CommonJS (main) and ESM (module) builds. Node loads the CommonJS one for the schema's
// libraries, Vite would pick the ESM one for our sources: two realms, and graphql-js refuses a schema from the
// other ("Cannot use GraphQLSchema from another module or realm"). One build for all, as in production.
const graphqlMain = createRequire(import.meta.url).resolve('graphql');

export default defineConfig({
  // web/'s feature stylesheets (`*.css.ts?sheet`), compiled as in the builds (docs/decisions/0108).
  plugins: [chakraSheets()],
  resolve: { alias: [{ find: /^graphql$/, replacement: graphqlMain }] },
  test: {
    include: ['{upstream,server,web,cli,contract}/src/**/*.test.{ts,tsx}', 'tests/contract/**/*.test.ts', 'tests/clients/**/*.test.ts', 'tests/integration/**/*.test.ts'],
    exclude: ['**/node_modules/**', '**/dist/**'],
    // One seeded PGlite template per run; each upstream test file copies it (upstream/src/test/template.ts).
    globalSetup: ['upstream/src/test/template.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // PGlite instances and servers per file: keep the two cores from thrashing.
    maxWorkers: 2,
    // Files share their worker's modules instead of importing everything again per file: the gateway's
    // and the upstream's imports were 235 s of a 385 s run (docs/decisions/0141). Every file starts and
    // closes its own servers, databases and caches; nothing a file keeps at module level may carry into the
    // next (the fake upstream edits copies of its fixtures; each test cache has its own Redis namespace).
    isolate: false,
    // The captcha/SMS rules are tested without the proof of work beside the captcha; its own tests
    // (tests/integration/enquiry-hardening.test.ts) pass POW_COST explicitly, and end-to-end runs keep it on.
    env: { POW_COST: '0' },
  },
});
