// The upstream's routes against the contract's table (contract/src/calls.ts): every call has a route
// for its method at its path, and every route the upstream serves is a call of the table, a health or
// media path, or a test-only hook. A route added without its table entry, or an entry without its
// handler, fails here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls, CLAIM_LICENCE_UPLOAD_PATH, type CallName } from '@shangji/contract';
import type { FastifyInstance } from 'fastify';
import { buildUpstream } from '../app';
import type { Database } from '../db/database';
import { TEST_ACCOUNT_PATH } from '../backoffice/accounts/test-accounts';
import { enquiryPaths } from './enquiry';

/**
 * Served outside the contract on purpose: health checks, media files, a claim's licence picture (bytes up
 * and down, not an envelope call: contract/src/backoffice-claims-calls.ts names the path) and the enquiry
 * flow's and the end-to-end accounts' test hooks (outside production).
 */
const outsideTheContract = [/^\/healthz$/, /^\/media\//, new RegExp(`^${CLAIM_LICENCE_UPLOAD_PATH}$`), new RegExp(`^(${enquiryPaths.testCaptchaAnswer}|${enquiryPaths.testSmsOutbox}|${enquiryPaths.testEnquiryCount}|${enquiryPaths.testAdvanceClock}|${enquiryPaths.testLeads}|${TEST_ACCOUNT_PATH})$`)];

/** `[path, methods]` of every route, read from Fastify's route tree (a nested line continues its parent's path). */
function routesOf(tree: string): { path: string; methods: string[] }[] {
  const parents: string[] = [];
  return tree.split('\n').flatMap((line) => {
    const m = /^((?:[│ ] {3})*)[├└]── ([^\s(]+)(?: \(([A-Z, ]+)\))?/.exec(line);
    if (!m) return [];
    const depth = m[1]!.length / 4;
    const path = (depth > 0 ? parents[depth - 1] ?? '' : '') + m[2]!;
    parents[depth] = path;
    parents.length = depth + 1;
    return m[3] ? [{ path, methods: m[3].split(', ') }] : [];
  });
}

describe('the upstream serves exactly the contract', () => {
  let app: FastifyInstance;
  // Registering routes reads no data: no database behind it.
  beforeAll(async () => {
    app = await buildUpstream({ db: {} as Database });
    await app.ready();
  });
  afterAll(() => app?.close());

  it.each(Object.keys(calls) as CallName[])('%s has a route for its method and path', (name) => {
    const { method, path } = calls[name];
    expect(app.hasRoute({ method, url: path }), `${method} ${path}`).toBe(true);
  });

  it('every route is a call of the table (or a health, media or test-only path)', () => {
    const inTable = new Set(Object.values(calls).map((c) => c.path));
    const routes = routesOf(app.printRoutes({ commonPrefix: false }));
    expect(routes.length).toBeGreaterThan(20);
    const strays = routes.map((r) => r.path).filter((p) => !inTable.has(p) && !outsideTheContract.some((re) => re.test(p)));
    expect(strays).toEqual([]);
  });
});
