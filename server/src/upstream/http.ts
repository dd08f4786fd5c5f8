// One HTTP exchange with the upstream, in its wire contract: GET with a query string, POST with a
// form-encoded body, an envelope {code, msg, data} back. Failures become GraphQL errors with stable codes.
import { Agent, request } from 'undici';
import type { Envelope } from '@shangji/contract';
import { upstreamError } from './errors';

// Reads go over one keep-alive pool per process (undici's request API: no WHATWG Request/Response/stream
// objects per call, as fetch builds). Connections idle up to 30 s; 64 at most per upstream origin.
const pool = new Agent({ keepAliveTimeout: 30_000, keepAliveMaxTimeout: 60_000, connections: 64 });

export type Params = Record<string, string | number | undefined>;

export interface UpstreamRequest {
  method: 'GET' | 'POST';
  path: string;
  params: Params;
}

export interface TransportOptions {
  baseUrl: string;
  timeoutMs: number;
  /** The visitor's token, forwarded as the upstream expects it. */
  token?: string | undefined;
}

function definedEntries(params: Params): [string, string][] {
  return Object.entries(params)
    .filter((e): e is [string, string | number] => e[1] !== undefined)
    .map(([k, v]) => [k, String(v)]);
}

/** The identity of a request: method, path and sorted parameters. Used by the DataLoader and the cache. */
export function requestKey({ method, path, params }: UpstreamRequest): string {
  const query = new URLSearchParams(definedEntries(params).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  return `${method} ${path}?${query}`;
}

/** Sends the request; resolves to `data`, or null when the upstream answers code 400 ("no such id"). */
export async function send<T>(req: UpstreamRequest, opts: TransportOptions): Promise<T | null> {
  return (await sendSized<T>(req, opts)).data;
}

/** As send, with the length of the answer's text (the in-memory cache's size estimate). */
export async function sendSized<T>(req: UpstreamRequest, opts: TransportOptions): Promise<{ data: T | null; bytes: number }> {
  const url = new URL(opts.baseUrl + req.path);
  const form = new URLSearchParams(definedEntries(req.params));
  if (req.method === 'GET') url.search = form.toString();
  const headers: Record<string, string> = { accept: 'application/json' };
  if (req.method === 'POST') headers['content-type'] = 'application/x-www-form-urlencoded';
  if (opts.token) headers.Token = opts.token;

  let status: number;
  let text: string;
  try {
    // One signal bounds connect, headers and body together.
    const res = await request(url, {
      dispatcher: pool,
      method: req.method,
      headers,
      body: req.method === 'POST' ? form.toString() : undefined,
      signal: AbortSignal.timeout(opts.timeoutMs),
    });
    status = res.statusCode;
    text = await res.body.text();
  } catch (error) {
    const name = error instanceof Error ? error.name : '';
    if (name === 'TimeoutError' || name === 'AbortError') {
      throw upstreamError('UPSTREAM_TIMEOUT', `Upstream ${req.path} did not answer within ${opts.timeoutMs} ms`);
    }
    throw upstreamError('UPSTREAM_UNAVAILABLE', `Upstream ${req.path} is unreachable`);
  }

  let envelope: Envelope<T> | undefined;
  try {
    envelope = text ? (JSON.parse(text) as Envelope<T>) : undefined;
  } catch {
    envelope = undefined;
  }
  if (!envelope || typeof envelope.code !== 'number') {
    // A 5xx without an envelope is an outage; anything else without one is a contract breach.
    const code = status >= 500 ? 'UPSTREAM_UNAVAILABLE' : 'UPSTREAM_BAD_RESPONSE';
    throw upstreamError(code, `Upstream ${req.path} answered HTTP ${status} without an envelope`);
  }
  if (envelope.code === 400) return { data: null, bytes: text.length };
  if (envelope.code !== 200) {
    throw upstreamError('UPSTREAM_ERROR', `Upstream ${req.path} answered code ${envelope.code}`, { upstreamMessage: envelope.msg });
  }
  return { data: envelope.data, bytes: text.length };
}
