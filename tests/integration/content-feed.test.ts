// The content change feed (docs/decisions/0119) across two gateways over one upstream: a brand's name
// changed in the database without a change record stays hidden behind every cache (page cache, operation
// results, response cache, hot answers, upstream answers — shared in Redis when TEST_REDIS_URL is set),
// so the caches are really in play; the same change recorded with recordContentChange in its transaction
// shows on both gateways' desktop and mobile pages and GraphQL answers within a few poll intervals.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildGateway, mobileSiteOf } from '../../server/src/app';
import { loadConfig as gatewayConfig } from '../../server/src/config';
import { buildUpstream } from '../../upstream/src/app';
import { loadConfig } from '../../upstream/src/config';
import { recordContentChange } from '../../upstream/src/content/changes';
import type { Database } from '../../upstream/src/db/database';
import { prepareDatabase } from '../../upstream/src/db/prepare';
import { backends, openBackend, TEST_SEED } from '../../upstream/src/test/harness';

const redisUrl = process.env.TEST_REDIS_URL;
const POLL_MS = 200;

describe.each(backends)('content change feed over two gateways (%s)', (kind) => {
  let db: Database;
  let dispose: () => Promise<void>;
  let upstream: FastifyInstance;
  const gateways: FastifyInstance[] = [];
  let brand: { id: number; title: string };

  beforeAll(async () => {
    ({ db, dispose } = await openBackend(kind));
    await prepareDatabase(db, { seed: TEST_SEED, scale: 'small', now: inject('seedTime') });
    [brand] = (await db.query<{ id: number; title: string }>('select id, title from brand order by id limit 1')) as [{ id: number; title: string }];
    upstream = await buildUpstream({ db, enquiry: { config: loadConfig({ NODE_ENV: 'development', POW_COST: '0' }) } });
    await upstream.listen({ port: 0, host: '127.0.0.1' });
    const upstreamUrl = `http://127.0.0.1:${(upstream.server.address() as { port: number }).port}`;
    // One namespace for both gateways of this test (as one site's gateways share one), none with other runs.
    const shared = redisUrl ? { REDIS_URL: redisUrl, CACHE_NAMESPACE: `feed:${randomUUID()}` } : {};
    for (let i = 0; i < 2; i++) {
      gateways.push(
        await buildGateway(
          gatewayConfig({ UPSTREAM_URL: upstreamUrl, NODE_ENV: 'production', GATEWAY_RATE_LIMIT: '0', CONTENT_POLL_MS: String(POLL_MS), ADMIN_PORT: '0', ...shared }),
          { logger: false },
        ),
      );
    }
  }, 120_000);

  afterAll(async () => {
    for (const g of gateways) await g.close();
    await upstream?.close();
    await dispose?.();
  });

  const page = async (g: FastifyInstance) => (await g.inject({ method: 'GET', url: `/shangji/${brand.id}` })).body;
  const mobilePage = async (g: FastifyInstance) => (await mobileSiteOf(g).inject({ method: 'GET', url: `/shangji/${brand.id}` })).body;
  const graphqlName = async (g: FastifyInstance) => {
    const res = await g.inject({ method: 'POST', url: '/graphql', headers: { 'content-type': 'application/json' }, payload: { query: 'query N($id: ID!) { brand(id: $id) { name } }', variables: { id: String(brand.id) } } });
    return (res.json() as { data: { brand: { name: string } } }).data.brand.name;
  };
  /** What a visitor of gateway `g` reads as the brand's name: desktop page, mobile page, GraphQL. */
  const seen = async (g: FastifyInstance, name: string) => [(await page(g)).includes(name), (await mobilePage(g)).includes(name), (await graphqlName(g)) === name];

  it('a change without a record stays behind the caches; recorded, it shows on both gateways within the minute', async () => {
    for (const g of gateways) expect(await seen(g, brand.title)).toEqual([true, true, true]);

    // Unrecorded: every gateway keeps answering what its caches hold, for longer than several polls.
    const hidden = `${brand.title}（未公布）`;
    await db.query('update brand set title = $2 where id = $1', [brand.id, hidden]);
    await new Promise((r) => setTimeout(r, POLL_MS * 4));
    for (const g of gateways) expect(await seen(g, brand.title)).toEqual([true, true, true]);

    // Recorded in the same transaction as the write: every cache of both gateways lets it through.
    const published = `${brand.title}（新）`;
    const started = Date.now();
    await db.transaction(async (tx) => {
      await tx.query('update brand set title = $2 where id = $1', [brand.id, published]);
      await recordContentChange(tx, 'brand', brand.id);
    });
    for (const g of gateways) await expect.poll(() => seen(g, published), { timeout: 10_000, interval: 100 }).toEqual([true, true, true]);
    // Well inside the minute the issue allows (a poll interval plus a render here).
    expect(Date.now() - started).toBeLessThan(60_000);
  });

  it('answers the feed: the newest number and the changes after the one asked', async () => {
    const before = (await upstream.inject({ method: 'GET', url: '/records/v1/changes' })).json() as { data: { seq: number } };
    const seq = await db.transaction((tx) => recordContentChange(tx, 'article', 7));
    const after = (await upstream.inject({ method: 'GET', url: `/records/v1/changes?after=${before.data.seq}` })).json() as { code: number; data: { seq: number; changes: { seq: number; kind: string; ref: string }[] } };
    expect(after.code).toBe(200);
    expect(after.data.seq).toBe(seq);
    expect(after.data.changes.map((c) => [c.seq, c.kind, c.ref])).toEqual([[seq, 'article', '7']]);
    const junk = (await upstream.inject({ method: 'GET', url: '/records/v1/changes?after=abc' })).json() as { code: number };
    expect(junk.code).toBe(400);
  });
});
