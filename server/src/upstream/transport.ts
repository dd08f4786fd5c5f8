// The one HTTP transport to the upstream, in its wire contract: GET with a query string, POST with a
// form-encoded body. Reads and the visitor's enquiry calls alike go over one keep-alive pool (undici's
// dispatcher API: no WHATWG Request/Response objects as fetch builds, no body stream as request() builds). Failures to reach
// the upstream become GraphQL errors with stable codes (errors.ts); what the answer means is the
// client's business (client.ts).
import { Agent, type Dispatcher } from 'undici';
import type { Method, WireParams } from '@shangji/contract';
import { upstreamError } from './errors';

// Connections idle up to 30 s; 64 at most per upstream origin.
const pool = new Agent({ keepAliveTimeout: 30_000, keepAliveMaxTimeout: 60_000, connections: 64 });

export interface UpstreamRequest {
  method: Method;
  path: string;
  params: WireParams;
}

/** The visitor behind an enquiry call (docs/decisions/0014). */
export interface Visitor {
  /** The browser's Cookie header, passed through as is (the upstream's session is the `sj_sid` cookie). */
  cookie?: string | undefined;
  /** The visitor's address as the gateway sees it; sent as X-Forwarded-For. */
  ip?: string | undefined;
  /** Receives the upstream's Set-Cookie values, to be set on the visitor's response. */
  setCookie?: ((values: string[]) => void) | undefined;
}

/**
 * The back-office account behind a call (`account: true`, contract/src/backoffice-calls.ts): the session
 * secret from the admin listener's HttpOnly cookie, sent as X-Admin-Session, and the browser's address
 * and User-Agent (the upstream records the network and lists each session's browser). Never a Cookie.
 */
export interface AccountCaller {
  /** The session secret; a sign-in step within the operation replaces it. */
  session: string | undefined;
  ip?: string | undefined;
  userAgent?: string | undefined;
}

export interface TransportOptions {
  baseUrl: string;
  timeoutMs: number;
  /** The visitor's token, forwarded as the upstream expects it. */
  token?: string | undefined;
}

export interface Exchange {
  status: number;
  text: string;
  header: (name: string) => string | undefined;
}

function definedEntries(params: WireParams): [string, string][] {
  return Object.entries(params)
    .filter((e): e is [string, string | number] => e[1] !== undefined)
    .map(([k, v]) => [k, String(v)]);
}

/** The identity of a request: method, path and sorted parameters. Used by the DataLoader and the cache. */
export function requestKey({ method, path, params }: UpstreamRequest): string {
  const query = new URLSearchParams(definedEntries(params).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  return `${method} ${path}?${query}`;
}

export interface SessionOptions {
  visitor?: Visitor | undefined;
  idempotencyKey?: string | undefined;
  /** false for the captcha image: it is not JSON. */
  json: boolean;
  /** A back-office call: its account's secret, address and browser instead of the visitor's cookie. */
  account?: AccountCaller | undefined;
}

/** Origin and path prefix of a base URL, parsed once per base URL (there is one per process). */
const bases = new Map<string, { origin: string; prefix: string }>();
function baseOf(baseUrl: string): { origin: string; prefix: string } {
  let base = bases.get(baseUrl);
  if (!base) {
    const url = new URL(baseUrl);
    base = { origin: url.origin, prefix: url.pathname.replace(/\/$/, '') };
    bases.set(baseUrl, base);
  }
  return base;
}

/** A timeout of the whole exchange (connect, headers and body), named as fetch's AbortSignal.timeout names it. */
class ExchangeTimeout extends Error {
  override name = 'TimeoutError';
}

/**
 * One HTTP exchange on the pool, read into a string. undici's dispatcher API with a handler of our own:
 * `request()` wraps every answer in a Readable body stream with its listeners and an AbortSignal with a
 * timer of its own, about a tenth of the gateway's CPU on a cache miss (docs/decisions/0128); here
 * the chunks are kept as they arrive and one timer bounds connect, headers and body together.
 */
function dispatch(
  origin: string,
  path: string,
  method: Method,
  headers: Record<string, string>,
  body: string | undefined,
  timeoutMs: number,
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; text: string }> {
  return new Promise((resolve, reject) => {
    let controller: Dispatcher.DispatchController | undefined;
    let status = 0;
    let responseHeaders: Record<string, string | string[] | undefined> = {};
    const chunks: Buffer[] = [];
    let done = false;
    const finish = (error: Error | undefined) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      if (error) reject(error);
      else resolve({ status, headers: responseHeaders, text: chunks.length === 1 ? chunks[0]!.toString('utf8') : Buffer.concat(chunks).toString('utf8') });
    };
    const timer = setTimeout(() => {
      const error = new ExchangeTimeout(`no answer within ${timeoutMs} ms`);
      controller?.abort(error);
      finish(error);
    }, timeoutMs);
    pool.dispatch(
      { origin, path, method, headers, body },
      {
        onRequestStart(c) {
          controller = c;
          // The timer fired while the request waited for a connection.
          if (done) c.abort(new ExchangeTimeout(`no answer within ${timeoutMs} ms`));
        },
        onResponseStart(_c, statusCode, h) {
          status = statusCode;
          responseHeaders = h;
        },
        onResponseData(_c, chunk) {
          chunks.push(chunk);
        },
        onResponseEnd() {
          finish(undefined);
        },
        onResponseError(_c, error) {
          finish(error);
        },
      },
    );
  });
}

/**
 * One exchange. With `session`, the visitor's Cookie and address go up, an Idempotency-Key if given,
 * and the upstream's Set-Cookie values reach the visitor.
 */
export async function exchange(req: UpstreamRequest, opts: TransportOptions, session?: SessionOptions): Promise<Exchange> {
  const { origin, prefix } = baseOf(opts.baseUrl);
  const form = new URLSearchParams(definedEntries(req.params)).toString();
  const path = req.method === 'GET' && form ? `${prefix}${req.path}?${form}` : `${prefix}${req.path}`;
  const headers: Record<string, string> = {};
  if (session?.json !== false) headers.accept = 'application/json';
  if (req.method === 'POST') headers['content-type'] = 'application/x-www-form-urlencoded';
  if (opts.token) headers.Token = opts.token;
  if (session?.visitor?.cookie) headers.cookie = session.visitor.cookie;
  if (session?.visitor?.ip) headers['x-forwarded-for'] = session.visitor.ip;
  if (session?.idempotencyKey) headers['idempotency-key'] = session.idempotencyKey;
  if (session?.account) {
    if (session.account.session) headers['x-admin-session'] = session.account.session;
    if (session.account.ip) headers['x-forwarded-for'] = session.account.ip;
    if (session.account.userAgent) headers['user-agent'] = session.account.userAgent.slice(0, 512);
  }
  try {
    const res = await dispatch(origin, path, req.method, headers, req.method === 'POST' ? form : undefined, opts.timeoutMs);
    if (session) {
      const raw = res.headers['set-cookie'];
      const cookies = raw === undefined ? [] : Array.isArray(raw) ? raw : [raw];
      if (cookies.length) session.visitor?.setCookie?.(cookies);
    }
    const header = (name: string) => {
      const v = res.headers[name];
      return Array.isArray(v) ? v[0] : v;
    };
    return { status: res.status, text: res.text, header };
  } catch (error) {
    const name = error instanceof Error ? error.name : '';
    if (name === 'TimeoutError' || name === 'AbortError') {
      throw upstreamError('UPSTREAM_TIMEOUT', `Upstream ${req.path} did not answer within ${opts.timeoutMs} ms`);
    }
    throw upstreamError('UPSTREAM_UNAVAILABLE', `Upstream ${req.path} is unreachable`);
  }
}
