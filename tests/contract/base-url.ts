// Where the black-box contract tests send their requests: CONTRACT_BASE_URL (any implementation of the
// REST contract, e.g. the company's API one day), or else our upstream, started locally over a copy of
// the seeded test database and listening on an ephemeral port.
import { startUpstream } from '../../upstream/src/test/harness';

export interface Target {
  baseUrl: string;
  close(): Promise<void>;
}

export async function contractTarget(): Promise<Target> {
  const external = process.env.CONTRACT_BASE_URL?.replace(/\/+$/, '');
  if (external) return { baseUrl: external, close: async () => {} };
  const h = await startUpstream('pglite');
  const address = await h.app.listen({ port: 0, host: '127.0.0.1' });
  return { baseUrl: address, close: () => h.close() };
}

/** One call over HTTP as the gateway makes it: GET with a query string, POST with a form body. */
export async function request(baseUrl: string, method: 'GET' | 'POST', path: string, params: Record<string, string | number | undefined> = {}) {
  const form = new URLSearchParams(Object.entries(params).flatMap(([k, v]) => (v === undefined ? [] : [[k, String(v)]])));
  const url = method === 'GET' && form.size ? `${baseUrl}${path}?${form}` : `${baseUrl}${path}`;
  const res = await fetch(url, {
    method,
    headers: method === 'POST' ? { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' } : { accept: 'application/json' },
    body: method === 'POST' ? form.toString() : undefined,
    signal: AbortSignal.timeout(10_000),
  });
  return { status: res.status, body: (await res.json()) as { code: number; msg: string; data: unknown } };
}
