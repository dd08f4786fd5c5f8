// A per-instance cache of finished GraphQL responses in front of Fastify and Apollo (the "hot response"
// cache of server/src/cache-plan.ts). Even when Apollo's response-cache plugin
// hits, Apollo's pipeline and Fastify's per-request work (request and reply objects, hooks, logger,
// routing) cost most of a cached answer's time; this layer answers a repeat of a request Apollo has
// already answered as cacheable at the node:http level, as a caching proxy in front would
// (docs/decisions/0060-hot-answers-in-front-of-fastify.md).
//
// What it stores: only answers Apollo marked `Cache-Control: max-age=N, public` (so never a mutation, a
// Token request, a session-bound field or an answer with errors: see response-cache.ts), sent without
// Set-Cookie and uncompressed, with every header they were sent with (security, CORS, Vary). The key is
// the method, the URL, the body (POST) and every request header those answers depend on: the headers
// Apollo's CSRF prevention reads, Origin (CORS) and Accept-Encoding (compression). A repeat therefore
// gets byte for byte what Fastify and Apollo sent the first time, with a fresh Age, for no longer than
// the max-age allowed (minus the Age the shared cache reported). The shared keyv response cache behind
// Apollo stays the source every instance shares; this is its hot copy, bounded by bytes.
//
// Hits are not in the request log (as hits of a cache in front never reach the origin's log). A POST the
// front read and does not hold goes to the GraphQL endpoint (endpoint.ts, decision 0145), which answers
// it without Fastify and offers the answer back through `record`.
import { FIXED_GENERATION, type ContentGeneration } from '../content-feed';
import type { FastifyInstance } from 'fastify';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { EventEmitter } from 'node:events';
import { Readable } from 'node:stream';
import { LRUCache } from 'lru-cache';
import type { ResponsePrefetch } from './response-prefetch';

interface Hot {
  body: Buffer;
  /** The headers the answer was sent with, without Age, Date and framing. */
  headers: Record<string, string | string[]>;
  /** Epoch ms at which the answer was fresh for `maxAge` more seconds (Age 0). */
  bornAt: number;
  expires: number;
  /** The content generation when its request arrived (server/src/content-feed.ts): an older one is a miss. */
  gen: number;
}

export interface HotResponseOptions {
  maxBytes: number;
  now?: (() => number) | undefined;
  /** The route it fronts. */
  path?: string;
  generation?: ContentGeneration | undefined;
  /** Starts the shared whole-response read of a POST it passes on (response-prefetch.ts). */
  prefetch?: Pick<ResponsePrefetch, 'start'> | undefined;
}

/** Answers a POST the front read and could not answer from its copies; `next` is Fastify (endpoint.ts). */
export type AnswerRead = (req: IncomingMessage, res: ServerResponse, body: Buffer, next: (req: IncomingMessage, res: ServerResponse) => void) => void;

const PUBLIC_MAX_AGE = /^max-age=(\d+), public$/;
/** POST bodies longer than this are left to Fastify unread (its body limit and errors apply). */
const MAX_KEY_BODY = 16 * 1024;
// Not stored: recomputed per answer (Age, Date), framing that node:http writes itself.
const PER_ANSWER = new Set(['age', 'date', 'content-length', 'transfer-encoding', 'connection', 'keep-alive']);

/** Every request header a stored answer may depend on; undefined when the request must reach Apollo. */
function varyKey(req: IncomingMessage): string | undefined {
  const h = req.headers;
  if (h.token !== undefined) return undefined;
  // Apollo refuses "simple" requests (CSRF prevention) unless one of the last two is present.
  return `${h['content-type'] ?? ''}|${h.origin ?? ''}|${h['accept-encoding'] ?? ''}|${h['x-no-compression'] !== undefined}|${h['apollo-require-preflight'] !== undefined}|${h['x-apollo-operation-name'] !== undefined}`;
}

/**
 * A body already read, replayed to Fastify's body reader, which only listens for `data`, `end` and
 * `error` and then calls `resume()`. A Readable.from() stream per miss cost ~3% of a miss's CPU in
 * stream machinery and ticks (docs/decisions/0128); this emits the one chunk and the end at once.
 */
class ReadBody extends EventEmitter {
  constructor(private readonly body: Buffer) {
    super();
  }

  resume(): this {
    this.emit('data', this.body);
    this.emit('end');
    return this;
  }
}

export interface HotResponses {
  /**
   * The node:http request listener in front of Fastify's (`serverFactory`): answers a stored repeat
   * itself and passes everything else to `next`, with its key (and a POST's body, already read) kept
   * for the route.
   */
  front(next: (req: IncomingMessage, res: ServerResponse) => void): (req: IncomingMessage, res: ServerResponse) => void;
  /** Who answers a POST the front read and did not hold (the GraphQL endpoint); until set, Fastify. */
  answerRead(answer: AnswerRead): void;
  /** Hands a read POST body to Fastify's parser, on the scope that holds only the GraphQL route (see app.ts). */
  register(scope: FastifyInstance): void;
  /** Keeps a finished answer (status 200, uncompressed, headers set on `res`) if it may be repeated. */
  record(req: IncomingMessage, res: ServerResponse, body: Buffer): void;
}

export function createHotResponses({ maxBytes, now = Date.now, path = '/graphql', generation = FIXED_GENERATION, prefetch }: HotResponseOptions): HotResponses {
  const hot = new LRUCache<string, Hot>({ maxSize: maxBytes, sizeCalculation: (v, k) => v.body.length + k.length * 2 + 400 });
  // What the front learnt of a request it passed on: its key, and the POST body it had to read.
  const keys = new WeakMap<IncomingMessage, string>();
  // The generation each passed-on request arrived in: its answer is stored under it.
  const gens = new WeakMap<IncomingMessage, number>();
  const bodies = new WeakMap<IncomingMessage, Buffer>();
  let answerRead: AnswerRead = (req, res, _body, next) => next(req, res);

  const fresh = (key: string): Hot | undefined => {
    const entry = hot.get(key);
    if (!entry) return undefined;
    if (entry.expires > now() && entry.gen >= generation.current()) return entry;
    hot.delete(key);
    return undefined;
  };
  const answer = (res: ServerResponse, entry: Hot) => {
    res.writeHead(200, { ...entry.headers, age: String(Math.floor((now() - entry.bornAt) / 1000)), 'content-length': entry.body.length, 'x-response-cache': 'hit' });
    res.end(entry.body);
  };
  const ours = (url: string | undefined) => url === path || (url !== undefined && url.startsWith(`${path}?`));

  return {
    front: (next) => (req, res) => {
      if (!ours(req.url)) return next(req, res);
      const vary = req.method === 'GET' || req.method === 'POST' ? varyKey(req) : undefined;
      if (vary === undefined) return next(req, res);
      if (req.method === 'GET') {
        const key = `GET ${req.url} ${vary}`;
        const entry = fresh(key);
        if (entry) return answer(res, entry);
        keys.set(req, key);
        gens.set(req, generation.current());
        return next(req, res);
      }
      // A POST is recognised by its raw body text: a hit is never parsed nor serialised again to make
      // its key. Only a JSON body of a declared, small length is read here; any other goes to Fastify
      // untouched.
      const length = Number(req.headers['content-length']);
      if (!(length > 0 && length <= MAX_KEY_BODY) || !String(req.headers['content-type']).startsWith('application/json')) return next(req, res);
      const chunks: Buffer[] = [];
      let received = 0;
      const onData = (chunk: Buffer) => {
        chunks.push(chunk);
        received += chunk.length;
      };
      const onEnd = () => {
        req.off('data', onData);
        const body = chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks, received);
        const key = `POST ${req.url} ${vary} ${body.toString('utf8')}`;
        const entry = received === length ? fresh(key) : undefined;
        if (entry) return answer(res, entry);
        keys.set(req, key);
        gens.set(req, generation.current());
        bodies.set(req, body);
        // Not in the hot copy: the shared copy's read starts now, while Apollo works.
        const release = received === length ? prefetch?.start(body) : undefined;
        if (!release) return answerRead(req, res, body, next);
        res.once('close', release);
        // node-redis writes its commands in a setImmediate: Apollo, run now, would hold the read back
        // until its synchronous work is done. Queued behind it, it runs while the read travels.
        setImmediate(answerRead, req, res, body, next);
      };
      req.on('data', onData);
      req.once('end', onEnd);
      // An aborted upload: nobody is left to answer.
      req.once('error', () => res.destroy());
    },

    register(scope) {
      // A POST body the front already read is handed to Fastify's own parser (its checks and errors).
      scope.addHook('preParsing', (request, _reply, payload, done) => {
        const body = bodies.get(request.raw);
        if (body === undefined) return done(null, payload);
        bodies.delete(request.raw);
        // An encoded body goes through a real stream (a decompressing hook may pipe it).
        done(null, request.headers['content-encoding'] ? Readable.from([body]) : (new ReadBody(body) as unknown as typeof payload));
      });
    },

    answerRead(answer) {
      answerRead = answer;
    },

    record(req, res, body) {
      const key = keys.get(req);
      // Compressed answers, and any with a cookie, are made afresh each time.
      if (key === undefined || res.statusCode !== 200 || res.hasHeader('set-cookie') || res.hasHeader('content-encoding')) return;
      const maxAge = Number(PUBLIC_MAX_AGE.exec(String(res.getHeader('cache-control') ?? ''))?.[1] ?? 0);
      const age = Number(res.getHeader('age') ?? 0);
      if (!(maxAge - age > 0)) return;
      const headers: Hot['headers'] = {};
      for (const [name, value] of Object.entries(res.getHeaders())) {
        if (value !== undefined && !PER_ANSWER.has(name)) headers[name] = Array.isArray(value) ? value.map(String) : String(value);
      }
      const bornAt = now() - age * 1000;
      const gen = gens.get(req) ?? 0;
      if (gen >= generation.current()) hot.set(key, { body, headers, bornAt, expires: bornAt + maxAge * 1000, gen });
    },
  };
}
