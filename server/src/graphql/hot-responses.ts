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
  maxBytes: number;
  now?: (() => number) | undefined;
}

const PUBLIC_MAX_AGE = /^max-age=(\d+), public$/;

/** The CSRF-relevant headers: a repeat only skips Apollo when Apollo would have seen the same thing. */
function csrfOf(request: FastifyRequest): string | undefined {
  const h = request.headers;
  if (h.token !== undefined) return undefined;
  // Apollo refuses "simple" requests (CSRF prevention) unless one of these is present.
  return `${h['content-type'] ?? ''}|${h['apollo-require-preflight'] !== undefined}|${h['x-apollo-operation-name'] !== undefined}`;
}

/**
 * Registers the layer on an encapsulated scope that holds only the GraphQL route (see app.ts): its
 * hooks and its JSON parser then cost nothing anywhere else. A GET repeat is answered in onRequest
 * (after the root's security and CORS headers, before anything else of the route); a POST repeat is
 * recognised by its raw body text inside the JSON parser, so a hit is never parsed nor serialised
 * again to make its key (decision 0058), and answered in preValidation.
 */
export function registerHotResponses(scope: FastifyInstance, { maxBytes, now = Date.now }: HotResponseOptions): void {
  const hot = new LRUCache<string, Hot>({ maxSize: maxBytes, sizeCalculation: (v, k) => (v.body.length + k.length) * 2 + 200 });
  const keys = new WeakMap<FastifyRequest, string>();
  const hits = new WeakMap<FastifyRequest, Hot>();

  const fresh = (key: string): Hot | undefined => {
    const entry = hot.get(key);
    if (!entry) return undefined;
    if (entry.expires > now()) return entry;
    hot.delete(key);
    return undefined;
  };
  const answer = (reply: FastifyReply, entry: Hot) =>
    reply
      .code(200)
      .header('content-type', entry.contentType)
      .header('cache-control', entry.cacheControl)
      .header('age', String(Math.floor((now() - entry.bornAt) / 1000)))
      .header('x-response-cache', 'hit')
      .send(entry.body);

  scope.addHook('onRequest', (request, reply, done) => {
    if (request.method !== 'GET') return done();
    const csrf = csrfOf(request);
    if (csrf === undefined) return done();
    const key = `GET ${request.url} ${csrf}`;
    const entry = fresh(key);
    // A hit never calls done(): the route's later hooks and Apollo are skipped.
    if (entry) return void answer(reply, entry);
    keys.set(request, key);
    done();
  });

  // Fastify's own JSON parsing (prototype poisoning refused, empty bodies an error), on the text that
  // also makes the key.
  const parseJson = scope.getDefaultJsonParser('error', 'error');
  scope.removeContentTypeParser('application/json');
  scope.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const csrf = request.method === 'POST' ? csrfOf(request) : undefined;
    if (csrf !== undefined) {
      const key = `POST ${request.url} ${csrf} ${body as string}`;
      const entry = fresh(key);
      if (entry) {
        hits.set(request, entry);
        return done(null, null);
      }
      keys.set(request, key);
    }
    parseJson(request, body as string, done);
  });
  scope.addHook('preValidation', (request, reply, done) => {
    const entry = hits.get(request);
    if (entry) return void answer(reply, entry);
    done();
  });

  scope.addHook('onSend', async (request, reply, payload) => {
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
