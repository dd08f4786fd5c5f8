// The end-to-end tests' clock (test-clock.ts): outside production a per-number gap passes when the hook
// moves the clock, not before; in production the hook does not exist.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUpstream } from '../app';
import { loadConfig } from '../config';
import type { Database } from '../db/database';
import { prepareDatabase } from '../db/prepare';
import { enquiryPaths as p } from '../routes/enquiry';
import { openBackend, TEST_SEED } from '../test/harness';
import { Visitor } from '../test/enquiry-visitor';
import { MAX_ADVANCE_MS } from './test-clock';

describe('the enquiry clock end-to-end tests may move', () => {
  let db: Database;
  let dispose: () => Promise<void>;
  let app: FastifyInstance;
  beforeAll(async () => {
    ({ db, dispose } = await openBackend('pglite', { fromTemplate: true }));
    await prepareDatabase(db, { seed: TEST_SEED, scale: 'small' });
    app = await buildUpstream({ db, enquiry: { config: { ...loadConfig(), NODE_ENV: 'test' } } });
  });
  afterAll(async () => {
    await app?.close();
    await db?.close();
    await dispose?.();
  });
  const advance = (ms: string) => new Visitor(app, '127.0.0.1').post(p.testAdvanceClock, { ms });

  it('lets a number ask again once the clock has moved a minute past its code', async () => {
    const visitor = new Visitor(app, '10.9.0.1');
    const mobile = '13800138123';
    expect((await visitor.sendCode(mobile)).code).toBe(200);
    // Within the minute: refused.
    expect((await visitor.sendCode(mobile)).code).toBe(400);
    expect((await advance('30000')).code).toBe(200);
    expect((await visitor.sendCode(mobile)).code).toBe(400);
    expect((await advance('30001')).code).toBe(200);
    expect(await visitor.sendCode(mobile)).toMatchObject({ code: 200 });
  });

  it('moves only forward, and at most ten minutes a call', async () => {
    for (const ms of ['0', '-5', 'abc', '1.5', String(MAX_ADVANCE_MS + 1)]) expect((await advance(ms)).code, ms).toBe(400);
    expect((await advance(String(MAX_ADVANCE_MS))).code).toBe(200);
  });

  it('is absent in production', async () => {
    const production = await buildUpstream({ db, enquiry: { config: { ...loadConfig(), NODE_ENV: 'production' } } });
    const res = await production.inject({ method: 'POST', url: p.testAdvanceClock, payload: 'ms=60000', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(res.statusCode).toBe(404);
    await production.close();
  });
});
