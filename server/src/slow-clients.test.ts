// Slow and idle clients are cut off (app.ts): a connection trickling its headers is closed after the
// headers timeout, and an address past its connection cap gets its extra connections closed at once,
// while another request is still answered.
import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildGateway } from './app';
import { loadConfig } from './config';
import { startFakeUpstream, type FakeUpstream } from './test/fakeUpstream';

let upstream: FakeUpstream;
let app: FastifyInstance;
let port: number;

beforeAll(async () => {
  upstream = await startFakeUpstream();
  app = await buildGateway(
    loadConfig({ UPSTREAM_URL: upstream.url, NODE_ENV: 'test', GATEWAY_HEADERS_TIMEOUT_MS: '500', GATEWAY_REQUEST_TIMEOUT_MS: '1000', GATEWAY_CONNECTIONS_PER_ADDRESS: '5' }),
    { logger: false },
  );
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as { port: number }).port;
});
afterAll(async () => {
  await app?.close();
  await upstream?.close();
});

const open = () =>
  new Promise<Socket>((resolve) => {
    const s = connect(port, '127.0.0.1', () => resolve(s));
  });
const closed = (s: Socket) => new Promise<void>((resolve) => (s.destroyed ? resolve() : s.once('close', () => resolve())));

it('closes a connection that sends its headers a byte at a time', async () => {
  const s = await open();
  s.on('error', () => {});
  s.write('GET /healthz HTTP/1.1\r\nHost: x\r\n');
  const timer = setInterval(() => !s.destroyed && s.write('X'), 100);
  await closed(s);
  clearInterval(timer);
  expect(s.destroyed).toBe(true);
});

it('caps open connections per address, and serves again once they close', async () => {
  const held = await Promise.all(Array.from({ length: 5 }, open));
  const extra = await open();
  extra.on('error', () => {});
  await closed(extra);
  for (const s of held) s.destroy();
  await Promise.all(held.map(closed));
  await new Promise((r) => setTimeout(r, 50));
  const res = await fetch(`http://127.0.0.1:${port}/healthz`);
  expect(res.status).toBe(200);
});
