// Builds a gateway against a fake upstream with a controllable clock, and runs GraphQL over inject.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildGateway } from '../app';
import { graphqlRequestChannel } from '../graphql/endpoint';
import { loadConfig } from '../config';
import type { ContentGeneration } from '../content-feed';
import { createUpstreamCache, type UpstreamCache } from '../upstream/cache';
import type { BreakerRedisStore } from '../upstream/redis-breaker';
import { startFakeUpstream, type FakeUpstream } from './fakeUpstream';

export interface TestGateway {
  app: FastifyInstance;
  clock: { now: number; advance(seconds: number): void };
  query(query: string, options?: { variables?: Record<string, unknown>; headers?: Record<string, string> }): Promise<GraphQLResponse>;
}

export interface GraphQLResponse {
  status: number;
  data?: Record<string, unknown> | null;
  errors?: { message: string; path?: (string | number)[]; extensions?: { code?: string; limit?: string } }[];
}

export async function startGateway(
  upstreamUrl: string,
  // `generation`: a fixed content generation instead of the feed polling the upstream (whose first answer
  // changes every cache key at a moment the test does not choose).
  options: { cache?: UpstreamCache; env?: Record<string, string>; generation?: ContentGeneration } = {},
): Promise<TestGateway> {
  const config = loadConfig({ UPSTREAM_URL: upstreamUrl, UPSTREAM_TIMEOUT_MS: '1000', NODE_ENV: 'test', ...options.env });
  const clock = {
    now: Date.parse('2026-01-01T00:00:00Z'),
    advance(seconds: number) {
      clock.now += seconds * 1000;
    },
  };
  const app = await buildGateway(config, { cache: options.cache, now: () => clock.now, logger: false, ...(options.generation ? { generation: options.generation } : {}) });
  return {
    app,
    clock,
    async query(query, { variables, headers } = {}) {
      const res = await app.inject({ method: 'POST', url: '/graphql', headers, payload: { query, variables } });
      return { status: res.statusCode, ...(res.json() as object) };
    },
  };
}

/**
 * A fake upstream and a gateway over it for the calling test file, started before its tests and
 * closed after them. Read `.upstream` and `.gw` inside tests (they are set in beforeAll).
 */
export function gatewayOverFakeUpstream(options: Parameters<typeof startGateway>[1] = {}): { upstream: FakeUpstream; gw: TestGateway } {
  const stack = {} as { upstream: FakeUpstream; gw: TestGateway };
  beforeAll(async () => {
    stack.upstream = await startFakeUpstream();
    stack.gw = await startGateway(stack.upstream.url, options);
  });
  afterAll(async () => {
    await stack.gw?.app.close();
    await stack.upstream?.close();
  });
  return stack;
}

/**
 * A Redis key namespace no other cache of this test run uses: files run one after another in one process
 * (not isolated), so the process id alone would let a file read what an earlier one kept.
 */
export function uniqueNamespace(): string {
  return `test-${process.pid}-${++namespaces}-${Math.random().toString(36).slice(2, 8)}`;
}
let namespaces = 0;

/** A shared cache over Redis, resolved once its connection is up (so a test counts on Redis, not the in-process fallback). */
export async function connectedRedisCache(redisUrl: string, namespace = uniqueNamespace()): Promise<UpstreamCache> {
  const cache = createUpstreamCache({ redisUrl, namespace });
  const store = cache.store as BreakerRedisStore;
  for (let waited = 0; !store.connected; waited += 50) {
    if (waited > 10_000) throw new Error(`Redis at ${redisUrl} did not connect`);
    await new Promise((r) => setTimeout(r, 50));
  }
  return cache;
}

/** What `listeningOverRedis` tells a test, in order: a shared-cache read (its key) or a GraphQL request the endpoint started on. */
export type SeenEvent = { read: string } | { graphql: true };

/**
 * Over Redis, a fake upstream and a gateway listening on a real port (the front sits in the server's
 * listener, which inject bypasses), for the calling file; every shared-cache read and every request
 * the GraphQL endpoint starts on is told to `seen` as it happens. Read the fields inside tests (they are set in beforeAll).
 */
export function listeningOverRedis(
  redisUrl: string,
  namespace: string,
  seen: (event: SeenEvent) => void,
  options: Omit<Parameters<typeof startGateway>[1] & object, 'cache'> = {},
): { upstream: FakeUpstream; cache: UpstreamCache; gw: TestGateway; base: string } {
  const stack = {} as { upstream: FakeUpstream; cache: UpstreamCache; gw: TestGateway; base: string; unsubscribe?: () => void };
  beforeAll(async () => {
    stack.upstream = await startFakeUpstream();
    stack.cache = await connectedRedisCache(redisUrl, namespace);
    const get = stack.cache.get.bind(stack.cache) as (key: string) => Promise<unknown>;
    (stack.cache as unknown as { get: (key: string) => Promise<unknown> }).get = (key: string) => {
      seen({ read: key });
      return get(key);
    };
    stack.gw = await startGateway(stack.upstream.url, { ...options, cache: stack.cache });
    const started = () => seen({ graphql: true });
    graphqlRequestChannel.subscribe(started);
    stack.unsubscribe = () => graphqlRequestChannel.unsubscribe(started);
    stack.base = await stack.gw.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    stack.unsubscribe?.();
    await stack.gw?.app.close();
    await stack.upstream?.close();
  });
  return stack;
}
