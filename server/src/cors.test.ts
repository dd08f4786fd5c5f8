// Cross-origin browsers: the mobile site's origin (and CORS_ORIGINS) may call /graphql, any other
// origin gets no CORS grant, and Apollo's CSRF prevention still refuses a simple (unpreflighted) request.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeUpstream, type FakeUpstream } from './test/fakeUpstream';
import { startGateway, type TestGateway } from './test/gateway';

const mobile = 'https://m.shangji.test';
const tools = 'https://tools.shangji.test';
const stranger = 'https://evil.example';

let upstream: FakeUpstream;
let gw: TestGateway;
beforeAll(async () => {
  upstream = await startFakeUpstream();
  gw = await startGateway(upstream.url, { env: { MOBILE_SITE_URL: `${mobile}/`, CORS_ORIGINS: tools } });
});
afterAll(async () => {
  await gw.app.close();
  await upstream.close();
});

const preflight = (origin: string) =>
  gw.app.inject({
    method: 'OPTIONS',
    url: '/graphql',
    headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
  });

const post = (origin: string) =>
  gw.app.inject({ method: 'POST', url: '/graphql', headers: { origin, 'content-type': 'application/json' }, payload: { query: '{ ok }' } });

describe('an allowed origin', () => {
  it.each([mobile, tools])('gets a preflight grant for a JSON POST from %s', async (origin) => {
    const res = await preflight(origin);
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe(origin);
    expect(String(res.headers['access-control-allow-methods'])).toContain('POST');
    expect(String(res.headers['access-control-allow-headers']).toLowerCase()).toContain('content-type');
    expect(res.headers['access-control-allow-credentials']).toBe('true');
  });

  it('gets the answer of a query, with the grant on it', async () => {
    const res = await post(mobile);
    expect(res.statusCode).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBe(mobile);
    expect(res.json()).toEqual({ data: { ok: true } });
  });

  it('is still refused a simple GET without a preflight header (CSRF prevention stays on)', async () => {
    const res = await gw.app.inject({ url: '/graphql?query=%7Bok%7D', headers: { origin: mobile } });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('CSRF');
  });
});

describe('a refused origin', () => {
  it('gets no grant on the preflight, so its browser never sends the POST', async () => {
    const res = await preflight(stranger);
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('gets no grant on a query either, so its browser hides the answer', async () => {
    const res = await post(stranger);
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('is refused for a look-alike of an allowed origin', async () => {
    for (const origin of [`${mobile}.evil.example`, 'http://m.shangji.test', `${mobile}:8443`]) {
      expect((await preflight(origin)).headers['access-control-allow-origin']).toBeUndefined();
    }
  });
});

describe('anything but /graphql', () => {
  it('carries no grant, not even for an allowed origin: only the API is shared across origins', async () => {
    const res = await gw.app.inject({ url: '/healthz', headers: { origin: mobile } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    expect(res.headers.vary ?? '').not.toMatch(/origin/i);
  });
});
