// Exchanges made on a visitor's behalf (the enquiry write path): the visitor's Cookie goes to the
// upstream and its Set-Cookie comes back, the visitor's address travels as X-Forwarded-For, and nothing
// is cached, neither in keyv nor in the per-operation DataLoader (docs/decisions/0014).
import { upstreamError } from './errors';
import type { Params } from './http';
import type { Envelope } from '@shangji/contract';

export interface Visitor {
  /** The browser's Cookie header, passed through as is (the upstream's session is the `sj_sid` cookie). */
  cookie?: string | undefined;
  /** The visitor's address as the gateway sees it; sent as X-Forwarded-For. */
  ip?: string | undefined;
  /** Receives the upstream's Set-Cookie values, to be set on the visitor's response. */
  setCookie?: ((values: string[]) => void) | undefined;
}

export interface VisitorTransport {
  baseUrl: string;
  timeoutMs: number;
  token?: string | undefined;
  visitor?: Visitor | undefined;
}

/** The whole envelope of an enquiry call: its code and msg are what the visitor is shown; data as sent. */
export type VisitorAnswer = Pick<Envelope<unknown>, 'code' | 'msg'> & { data?: unknown };

async function exchange(path: string, method: 'GET' | 'POST', params: Params, opts: VisitorTransport, idempotencyKey?: string): Promise<Response> {
  const url = new URL(opts.baseUrl + path);
  const form = new URLSearchParams(Object.entries(params).filter((e): e is [string, string | number] => e[1] !== undefined).map(([k, v]) => [k, String(v)]));
  const headers: Record<string, string> = {};
  if (method === 'POST') headers['content-type'] = 'application/x-www-form-urlencoded';
  if (opts.token) headers.Token = opts.token;
  if (opts.visitor?.cookie) headers.cookie = opts.visitor.cookie;
  if (opts.visitor?.ip) headers['x-forwarded-for'] = opts.visitor.ip;
  if (idempotencyKey) headers['idempotency-key'] = idempotencyKey;
  let res: Response;
  try {
    res = await fetch(url, { method, headers, body: method === 'POST' ? form.toString() : undefined, signal: AbortSignal.timeout(opts.timeoutMs) });
  } catch (error) {
    const name = error instanceof Error ? error.name : '';
    if (name === 'TimeoutError' || name === 'AbortError') throw upstreamError('UPSTREAM_TIMEOUT', `Upstream ${path} did not answer within ${opts.timeoutMs} ms`);
    throw upstreamError('UPSTREAM_UNAVAILABLE', `Upstream ${path} is unreachable`);
  }
  const cookies = res.headers.getSetCookie();
  if (cookies.length) opts.visitor?.setCookie?.(cookies);
  return res;
}

/** A fresh captcha image (SVG text) and its proof-of-work challenge, if the upstream sets one. */
export async function fetchCaptcha(path: string, opts: VisitorTransport): Promise<{ svg: string; pow: string | null }> {
  const res = await exchange(path, 'GET', {}, opts);
  const text = await res.text();
  if (!res.ok || !text.trimStart().startsWith('<svg')) throw upstreamError('UPSTREAM_BAD_RESPONSE', `Upstream ${path} answered HTTP ${res.status} without an image`);
  const pow = res.headers.get('x-captcha-pow');
  return { svg: text, pow: pow && /^[A-Za-z0-9_-]{1,8192}$/.test(pow) ? pow : null };
}

/** A POST whose envelope code and msg are the answer (200 success; 400 a refusal with its Chinese msg). */
export async function postForAnswer(path: string, params: Params, opts: VisitorTransport, idempotencyKey?: string): Promise<VisitorAnswer> {
  const res = await exchange(path, 'POST', params, opts, idempotencyKey);
  const text = await res.text();
  let envelope: Partial<Envelope<unknown>> | undefined;
  try {
    envelope = text ? (JSON.parse(text) as Envelope<unknown>) : undefined;
  } catch {
    envelope = undefined;
  }
  if (!envelope || typeof envelope.code !== 'number') {
    throw upstreamError(res.status >= 500 ? 'UPSTREAM_UNAVAILABLE' : 'UPSTREAM_BAD_RESPONSE', `Upstream ${path} answered HTTP ${res.status} without an envelope`);
  }
  return { code: envelope.code, msg: typeof envelope.msg === 'string' ? envelope.msg : '', data: envelope.data ?? null };
}
