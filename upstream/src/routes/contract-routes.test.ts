// The upstream's routes against the contract's table (contract/src/calls.ts): every call has a route
// for its method at its path, and every route the upstream serves is a call of the table, a health or
// media path, or a test-only hook. A route added without its table entry, or an entry without its
// handler, fails here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls, type CallName } from '@shangji/contract';
import type { FastifyInstance } from 'fastify';
import { buildUpstream } from '../app';
import type { Database } from '../db/database';
import { enquiryPaths } from './enquiry';
import { recipientViewPath } from './my-enquiries';

/** Served outside the contract on purpose: health checks, media files, the enquiry flow's test hooks and recipient view (outside production). */
const outsideTheContract = [/^\/healthz$/, /^\/media\//, new RegExp(`^(${enquiryPaths.testCaptchaAnswer}|${enquiryPaths.testSmsOutbox}|${enquiryPaths.testEnquiryCount}|${enquiryPaths.testAdvanceClock}|${recipientViewPath})$`)];

/** `[path, methods]` of every route, read from Fastify's route tree. */
function routesOf(tree: string): { path: string; methods: string[] }[] {
  return tree.split('\n').flatMap((line) => {
    const m = /([/][^\s(]*) \(([A-Z, ]+)\)/.exec(line);
    return m ? [{ path: m[1]!, methods: m[2]!.split(', ') }] : [];
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
