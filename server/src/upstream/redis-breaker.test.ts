// Redis optional at run time (docs/decisions/0083): a Redis server of the test's own (never the shared
// one) is paused with SIGSTOP and then killed outright while a gateway serves from it. Each time the
// breaker opens, answers keep coming from the in-process copy, health says "degraded" with 200, and the
// breaker closes by itself once Redis is back. Needs redis-server on the PATH.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeUpstream, type FakeUpstream } from '../test/fakeUpstream';
import { startGateway, type TestGateway } from '../test/gateway';
import { cacheHealthOf, createUpstreamCache, type UpstreamCache } from './cache';
import { calls } from '@shangji/contract';

const hasRedis = spawnSync('redis-server', ['--version']).status === 0;

const freePort = () =>
  new Promise<number>((resolve) => {
    const srv = createServer().listen(0, '127.0.0.1', () => {
      const port = (srv.address() as { port: number }).port;
      srv.close(() => resolve(port));
    });
  });

async function until(check: () => boolean | Promise<boolean>, what: string, ms = 15_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe.skipIf(!hasRedis)('a gateway over a Redis that stalls and disappears', () => {
  let port: number;
  let redis: ChildProcess;
  let upstream: FakeUpstream;
  let cache: UpstreamCache;
  let gw: TestGateway;
  const errors: unknown[] = [];
  const q = 'query Breaker { brand(id: "1") { name } }';

  const startRedis = async () => {
    redis = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
    await until(() => spawnSync('redis-cli', ['-p', String(port), 'ping']).stdout?.toString().trim() === 'PONG', 'redis to start');
  };
  const health = async () => (await gw.app.inject({ url: '/healthz' })).json() as { ok: boolean; status: string; cache: { redis?: string } };

  beforeAll(async () => {
    port = await freePort();
    await startRedis();
    upstream = await startFakeUpstream();
    cache = createUpstreamCache({ redisUrl: `redis://127.0.0.1:${port}`, namespace: 'breaker-test', redis: { coolDownMs: 500 }, onError: (e) => errors.push(e) });
    gw = await startGateway(upstream.url, { cache, env: { PAGE_CACHE_TTL_MS: '0' } });
    await until(() => cacheHealthOf(cache).redis === 'up', 'the connection');
  });
  afterAll(async () => {
    await gw?.app.close();
    await cache?.disconnect();
    await upstream?.close();
    redis?.kill('SIGCONT');
    redis?.kill('SIGKILL');
  });

  it('serves through Redis while it answers', async () => {
    expect((await gw.query(q)).data).toEqual({ brand: { name: expect.any(String) } });
    // The answer does not wait for the cache writes (docs/decisions/0128): they land just after it.
    await until(() => /breaker-test::/.test(spawnSync('redis-cli', ['-p', String(port), '--scan', '--pattern', 'breaker-test::*']).stdout.toString()), 'the entries in Redis');
    expect(await health()).toEqual({ ok: true, status: 'ok', cache: { store: 'redis', redis: 'up' } });
  });

  it('keeps answering from the in-process copy while Redis is paused, reports it, and recovers by itself', async () => {
    const before = upstream.count(calls.brandShow.path);
    redis.kill('SIGSTOP');
    try {
      // Every answer arrives while Redis is still paused: no request waits out the outage.
      for (let i = 0; i < 5; i++) expect((await gw.query(q)).data).toEqual({ brand: { name: expect.any(String) } });
      expect(cacheHealthOf(cache).redis).toBe('down');
      // The cached answer came from the in-process copy, not from a new upstream call.
      expect(upstream.count(calls.brandShow.path)).toBe(before);
      const h = await gw.app.inject({ url: '/healthz' });
      expect(h.statusCode).toBe(200);
      expect(h.json()).toMatchObject({ ok: true, status: 'degraded', cache: { store: 'redis', redis: 'down' } });
      const ready = await gw.app.inject({ url: '/readyz' });
      expect(ready.statusCode).toBe(200);
      expect(ready.json()).toMatchObject({ ready: true, status: 'degraded' });
    } finally {
      redis.kill('SIGCONT');
    }
    // Requests keep probing after the cool-down; the first good probe closes the breaker.
    await until(async () => {
      await gw.query(q);
      return cacheHealthOf(cache).redis === 'up';
    }, 'the breaker to close');
    expect((await health()).status).toBe('ok');
  });

  it('keeps answering when Redis is gone, and reconnects when it is back', async () => {
    redis.kill('SIGKILL');
    await new Promise((r) => redis.once('exit', r));
    for (let i = 0; i < 5; i++) expect((await gw.query(q)).data).toEqual({ brand: { name: expect.any(String) } });
    expect(cacheHealthOf(cache).redis).toBe('down');
    expect((await gw.app.inject({ url: '/healthz' })).statusCode).toBe(200);
    // A page still renders (its data from the in-process copy or the upstream).
    expect((await gw.app.inject({ url: '/shangji/1' })).statusCode).toBe(200);
    await startRedis();
    await until(async () => {
      await gw.query(q);
      return cacheHealthOf(cache).redis === 'up';
    }, 'the breaker to close after Redis came back');
    expect(errors.length).toBeGreaterThan(0);
  });
});
