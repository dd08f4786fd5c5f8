// The HTTP surface of the gateway: health, media relay, CSRF prevention, production switches.
import { afterEach, beforeEach, expect, it } from 'vitest';
import { startFakeUpstream, type FakeUpstream } from './test/fakeUpstream';
import { startGateway, type TestGateway } from './test/gateway';

let upstream: FakeUpstream;
let gw: TestGateway | undefined;
beforeEach(async () => {
  upstream = await startFakeUpstream();
});
afterEach(async () => {
  await gw?.app.close();
  await upstream.close();
});

it('answers /healthz', async () => {
  gw = await startGateway(upstream.url);
  const res = await gw.app.inject({ url: '/healthz' });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({ ok: true, status: 'ok', cache: { store: 'memory' } });
  const ready = await gw.app.inject({ url: '/readyz' });
  expect(ready.json()).toEqual({ ok: true, status: 'ok', cache: { store: 'memory' }, ready: true });
});

it('relays /media/* from the upstream with cache headers', async () => {
  gw = await startGateway(upstream.url);
  const res = await gw.app.inject({ url: '/media/brand/1/thumb.svg' });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('image/svg+xml');
  expect(res.headers['cache-control']).toMatch(/max-age=\d+/);
  expect(res.body).toBe('<svg/>');
  expect(upstream.seen.at(-1)?.path).toBe('/media/brand/1/thumb.svg');
});

it('answers 502 without caching when the media upstream is down', async () => {
  gw = await startGateway(upstream.url);
  await upstream.close();
  const res = await gw.app.inject({ url: '/media/x.svg' });
  expect(res.statusCode).toBe(502);
  expect(res.headers['cache-control']).toBe('no-store');
});

it('refuses a simple cross-site GET of /graphql (CSRF prevention)', async () => {
  gw = await startGateway(upstream.url);
  const res = await gw.app.inject({ url: '/graphql?query=%7Bok%7D' });
  expect(res.statusCode).toBe(400);
  const ok = await gw.app.inject({ url: '/graphql?query=%7Bok%7D', headers: { 'apollo-require-preflight': 'true' } });
  expect(ok.json()).toEqual({ data: { ok: true } });
});

it('turns introspection and the Sandbox off in production', async () => {
  gw = await startGateway(upstream.url, { env: { NODE_ENV: 'production' } });
  const res = await gw.query('query Intro { __schema { queryType { name } } }');
  expect(res.status).toBe(400);
  const page = await gw.app.inject({ url: '/graphql', headers: { accept: 'text/html' } });
  expect(page.body).not.toContain('sandbox');
});

it('answers variables of the wrong type with 400 and the graphql-js coercion error', async () => {
  gw = await startGateway(upstream.url, { env: { NODE_ENV: 'production' } });
  const res = await gw.query('query B($id: ID!) { brand(id: $id) { id } }', { variables: { id: { nested: true } } });
  expect(res.status).toBe(400);
  expect(res.errors?.[0]?.message).toMatch(/^Variable "\$id" got invalid value/);
  expect(res.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  const int = await gw.query('query L($n: Int) { ok }', { variables: { n: 'many' } });
  expect(int.status).toBe(400);
});
