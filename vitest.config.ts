// Unit and integration tests (next to the code) and cross-package contract tests. End-to-end tests in
// Chromium have their own config: tests/vitest.e2e.config.ts.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['{upstream,server,web}/src/**/*.test.{ts,tsx}', 'tests/contract/**/*.test.ts'],
    exclude: ['**/node_modules/**', '**/dist/**'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // PGlite instances and servers per file: keep the two cores from thrashing.
    maxWorkers: 2,
    // The captcha/SMS rules are tested without the proof of work beside the captcha; its own tests
    // (tests/contract/enquiry-hardening.test.ts) pass POW_COST explicitly, and end-to-end runs keep it on.
    env: { POW_COST: '0' },
  },
});
