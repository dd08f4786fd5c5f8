// The end-to-end accounts hook hands out accounts of any role without a password being set by anyone: it
// exists only with NODE_ENV=test, never in development (a server reachable from a network) or production.
import { describe, expect, it } from 'vitest';
import { buildUpstream } from '../../app';
import { loadConfig } from '../../config';
import type { Database } from '../../db/database';
import { TEST_ACCOUNT_PATH } from './test-accounts';

describe('the test-only accounts hook', () => {
  it.each([
    ['test', true],
    ['development', false],
    ['production', false],
  ] as const)('NODE_ENV=%s: registered %s', async (env, registered) => {
    const app = await buildUpstream({ db: {} as Database, enquiry: { config: loadConfig({ NODE_ENV: env, POW_COST: '0' }) } });
    await app.ready();
    expect(app.hasRoute({ method: 'POST', url: TEST_ACCOUNT_PATH })).toBe(registered);
    await app.close();
  });
});
