// A per-instance cache of finished response bytes in front of Apollo (issue 13 item 1: "Apollo's
// response-cache plugin or a cache in front of it"). Apollo's own pipeline costs most of a cached
// answer's time even when the response-cache plugin hits; this layer answers a repeat of a request
// Apollo has already answered as cacheable without entering Apollo at all.
//
// It stores only what Apollo marked `Cache-Control: max-age=N, public` (so never a mutation, a Token
// request, a session-bound field or an answer with errors: see response-cache.ts), keyed by method, URL,
// body and the headers Apollo's CSRF prevention looks at, and keeps it no longer than that max-age
// (minus the Age the shared cache reported). The shared keyv response cache behind Apollo stays the
// source that instances share; this is its hot copy, bounded by bytes.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';

interface Hot {
  body: string;
  contentType: string;
  cacheControl: string;
  /** Epoch ms at which the answer was fresh for `maxAge` more seconds (Age 0). */
  bornAt: number;
  expires: number;
}

export interface HotResponseOptions {
  path: string;
  maxBytes: number;
  now?: (() => number) | undefined;
}

const PUBLIC_MAX_AGE = /^max-age=(\d+), public$/;

/** The request's identity for this cache, or undefined when it must go to Apollo. */
function keyOf(request: FastifyRequest): string | undefined {
  if (request.headers.token !== undefined) return undefined;
  // Apollo refuses "simple" requests (CSRF prevention) unless one of these is present; a repeat only
  // skips Apollo when Apollo would have seen the same thing.
  const h = request.headers;
  const csrf = `${h['content-type'] ?? ''}|${h['apollo-require-preflight'] !== undefined}|${h['x-apollo-operation-name'] !== undefined}`;
  if (request.method === 'GET') return `GET ${request.url} ${csrf}`;
  if (request.method === 'POST' && typeof request.body === 'object' && request.body !== null) return `POST ${request.url} ${csrf} ${JSON.stringify(request.body)}`;
  return undefined;
}

export function registerHotResponses(app: FastifyInstance, { path, maxBytes, now = Date.now }: HotResponseOptions): void {
  const hot = new LRUCache<string, Hot>({ maxSize: maxBytes, sizeCalculation: (v, k) => (v.body.length + k.length) * 2 + 200 });
  const keys = new WeakMap<FastifyRequest, string>();

  app.addHook('preHandler', async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.routeOptions.url !== path) return;
    const key = keyOf(request);
    if (key === undefined) return;
    const entry = hot.get(key);
    const t = now();
    if (entry && entry.expires > t) {
      return reply
        .code(200)
        .header('content-type', entry.contentType)
        .header('cache-control', entry.cacheControl)
        .header('age', String(Math.floor((t - entry.bornAt) / 1000)))
        .header('x-response-cache', 'hit')
        .send(entry.body);
    }
    if (entry) hot.delete(key);
    keys.set(request, key);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const key = keys.get(request);
    if (key === undefined || reply.statusCode !== 200 || typeof payload !== 'string' || reply.hasHeader('set-cookie')) return payload;
    const cacheControl = String(reply.getHeader('cache-control') ?? '');
    const maxAge = Number(PUBLIC_MAX_AGE.exec(cacheControl)?.[1] ?? 0);
    const age = Number(reply.getHeader('age') ?? 0);
    if (maxAge - age <= 0) return payload;
    const t = now();
    const bornAt = t - age * 1000;
    hot.set(key, { body: payload, contentType: String(reply.getHeader('content-type') ?? 'application/json'), cacheControl, bornAt, expires: bornAt + maxAge * 1000 });
    return payload;
  });
}
