// /graphql at the node:http level (docs/decisions/0145-graphql-at-the-node-http-level.md): one handler
// answers every GraphQL request of the desktop listener, whichever way it came in.
//
// - From the front (hot-responses.ts), which has already read a POST's JSON body to look for a stored
//   repeat: on a miss it no longer hands the request to Fastify (routing, request and reply objects,
//   hooks, body parser, logger child) only for Fastify to hand it to Apollo: it parses the body and calls
//   this handler. That was 12–14% of a miss's CPU and 0.2–0.3 ms of its latency.
// - From Fastify's /graphql route, hijacked, for everything the front leaves alone (GET, OPTIONS, a
//   Token, a large or encoded body, a body Fastify's JSON parser would refuse, a closing instance) and
//   for every test that uses `inject`.
//
// So everything the answer carries is made here, the same for both: the CORS grant and the preflight
// (`cors`, the package Apollo's own standalone server uses), the security headers (the same recorded
// helmet list as every other response), compression (the negotiation, threshold and brotli quality of
// @fastify/compress, which serves the pages), the upstream's Set-Cookie, the hot copy's recording, and
// the request log lines.
import { HeaderMap, type ApolloServer, type HTTPGraphQLRequest } from '@apollo/server';
import { negotiate } from '@fastify/accept-negotiator';
import cors from 'cors';
import type { FastifyBaseLogger } from 'fastify';
import { channel } from 'node:diagnostics_channel';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';
import { frontRequestLog } from '../front-log';
import type { GraphQLContext } from './context';

/** Each GraphQL request as the handler starts on it (tests observe the order of the front's work). */
export const graphqlRequestChannel = channel('shangji:graphql:request');

/** What makes a request's context: its headers, trusted address, logger and Set-Cookie sink. */
export type EndpointContext = (args: { req: IncomingMessage; ip: string; log: FastifyBaseLogger; setCookie: (values: string[]) => void }) => Promise<GraphQLContext>;

export interface GraphQLEndpointOptions {
  apollo: ApolloServer<GraphQLContext>;
  context: EndpointContext;
  /** Origins granted CORS (the mobile site's and CORS_ORIGINS). */
  corsOrigins: string[];
  /** Sets the security headers every response of the listener carries (security-headers.ts). */
  securityHeaders: (res: ServerResponse) => void;
  /** The client address as Fastify's request.ip would give it (rate-limit.ts clientAddressOf). */
  clientAddress: (req: IncomingMessage) => string;
  /** Offered every finished, uncompressed answer (the hot copy's recording, hot-responses.ts). */
  record?: ((req: IncomingMessage, res: ServerResponse, body: Buffer) => void) | undefined;
  log: FastifyBaseLogger;
}

export interface GraphQLEndpoint {
  /**
   * The CORS grant, or for OPTIONS the whole preflight answer (an OPTIONS that is no preflight is refused
   * with 400, as @fastify/cors's strict preflight did); true when the request goes on to `serve`. The front
   * calls it for the requests it answers; the route's onRequest for Fastify's, so that an answer Fastify
   * makes itself (a body its parser refuses) carries the grant a cross-origin page needs to read it.
   */
  grant(req: IncomingMessage, res: ServerResponse): boolean;
  /** Answers one granted request whose POST body is already parsed (by the front or by Fastify). */
  serve(req: IncomingMessage, res: ServerResponse, body: unknown, ip: string, log: FastifyBaseLogger): Promise<void>;
  /**
   * The front's way in: a POST whose raw JSON body it has read. Anything Fastify's parser would treat
   * differently (an odd content type, an encoded body, a prototype key, text that is not JSON) or any
   * request while the instance closes goes to `next` (Fastify), with the body still to be replayed.
   */
  front(req: IncomingMessage, res: ServerResponse, body: Buffer, next: (req: IncomingMessage, res: ServerResponse) => void): void;
  /** From now on the front passes everything to Fastify, which answers 503 while the instance closes. */
  close(): void;
}

// As @fastify/compress is configured for the pages (compression.ts): brotli at quality 4, then gzip;
// nothing under 1 KiB. Larger answers are compressed off the event loop.
const ENCODINGS = ['br', 'gzip'];
const COMPRESS_MIN_BYTES = 1024;
const COMPRESS_SYNC_MAX_BYTES = 64 * 1024;
const BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } };
// @fastify/compress reads "*" and "x-gzip" as gzip.
const GZIP_ALIAS = /\*|x-gzip/gu;
const COMPRESSIBLE = /^text\/(?!event-stream)|(?:\+|\/)json(?:;|$)/u;

// Fastify's JSON parser takes exactly these content types and refuses __proto__ and constructor keys
// (secure-json-parse); a BOM it strips. Such bodies are rare: they go to Fastify for its own answer.
const JSON_TYPE = /^application\/json\s*(?:;\s*charset=utf-8\s*)?$/i;
const SUSPECT = /__proto__|constructor|^\uFEFF/;

function encodingFor(req: IncomingMessage): 'br' | 'gzip' | undefined {
  if (req.headers['x-no-compression'] !== undefined) return undefined;
  const accept = req.headers['accept-encoding'];
  if (accept === undefined) return undefined;
  const chosen = negotiate(accept.toLowerCase().replace(GZIP_ALIAS, 'gzip'), ENCODINGS);
  return chosen === 'br' || chosen === 'gzip' ? chosen : undefined;
}

function addVary(res: ServerResponse, value: string): void {
  const current = res.getHeader('vary');
  if (current === undefined) return void res.setHeader('vary', value);
  const list = Array.isArray(current) ? current : [String(current)];
  if (!list.some((v) => v.toLowerCase().includes(value))) res.setHeader('vary', [...list, value].join(', '));
}

function compress(encoding: 'br' | 'gzip', body: Buffer, done: (error: Error | null, out: Buffer) => void): void {
  if (body.length <= COMPRESS_SYNC_MAX_BYTES) {
    let out: Buffer;
    try {
      out = encoding === 'br' ? brotliCompressSync(body, BROTLI) : gzipSync(body);
    } catch (error) {
      return done(error as Error, body);
    }
    return done(null, out);
  }
  if (encoding === 'br') brotliCompress(body, BROTLI, done);
  else gzip(body, done);
}

export function createGraphQLEndpoint({ apollo, context, corsOrigins, securityHeaders, clientAddress, record, log: appLog }: GraphQLEndpointOptions): GraphQLEndpoint {
  const cross = cors({
    origin: corsOrigins,
    // Written as @fastify/cors wrote them before (decision 0145): the same bytes to every browser.
    methods: 'GET, POST',
    allowedHeaders: 'content-type, apollo-require-preflight, x-apollo-operation-name, token',
    credentials: true,
    maxAge: 600,
  });
  const grant = (req: IncomingMessage, res: ServerResponse): boolean => {
    if (req.method === 'OPTIONS' && !(req.headers.origin && req.headers['access-control-request-method'])) {
      res.writeHead(400, { 'content-type': 'text/plain', 'content-length': 25 });
      res.end('Invalid Preflight Request');
      return false;
    }
    let goesOn = false;
    cross(req, res, () => void (goesOn = true));
    return goesOn;
  };
  let closing = false;
  const requestLog = frontRequestLog(appLog, 'g');

  const send = (req: IncomingMessage, res: ServerResponse, status: number, text: string) => {
    const body = Buffer.from(text);
    const encoding = body.length >= COMPRESS_MIN_BYTES && COMPRESSIBLE.test(String(res.getHeader('content-type') ?? 'application/json')) ? encodingFor(req) : undefined;
    if (!encoding) {
      res.writeHead(status, { 'content-length': body.length });
      res.end(body);
      // Kept after the answer has left: the copy is for the next visitor, this one need not wait for it.
      return void record?.(req, res, body);
    }
    compress(encoding, body, (error, out) => {
      if (res.destroyed) return;
      if (error) {
        res.writeHead(status, { 'content-length': body.length });
        return void res.end(body);
      }
      addVary(res, 'accept-encoding');
      res.writeHead(status, { 'content-encoding': encoding, 'content-length': out.length });
      res.end(out);
    });
  };

  const execute = async (req: IncomingMessage, res: ServerResponse, body: unknown, ip: string, log: FastifyBaseLogger) => {
    const headers = new HeaderMap();
    for (const [name, value] of Object.entries(req.headers)) {
      if (value) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
    }
    const url = req.url ?? '/';
    const httpGraphQLRequest: HTTPGraphQLRequest = {
      method: (req.method ?? 'GET').toUpperCase(),
      headers,
      search: url.includes('?') ? new URL(url, 'http://localhost').search : '',
      body,
    };
    const cookies: string[] = [];
    const response = await apollo.executeHTTPGraphQLRequest({
      httpGraphQLRequest,
      context: () => context({ req, ip, log, setCookie: (values) => void cookies.push(...values) }),
    });
    for (const [name, value] of response.headers) res.setHeader(name, value);
    if (cookies.length) res.setHeader('set-cookie', cookies);
    const status = response.status ?? 200;
    if (response.body.kind === 'complete') return send(req, res, status, response.body.string);
    // Incremental delivery (@defer, @stream) is written part by part as it comes, uncompressed.
    res.writeHead(status);
    for await (const part of response.body.asyncIterator) res.write(part);
    res.end();
  };

  const serve: GraphQLEndpoint['serve'] = async (req, res, body, ip, log) => {
    if (graphqlRequestChannel.hasSubscribers) graphqlRequestChannel.publish({ req });
    try {
      await execute(req, res, body, ip, log);
    } catch (error) {
      log.error({ err: error }, 'graphql request failed');
      if (!res.headersSent) {
        res.writeHead(500, { 'content-type': 'application/json; charset=utf-8' });
        res.end(JSON.stringify({ errors: [{ message: 'Internal server error' }] }));
      } else res.destroy();
    }
  };

  return {
    grant,
    serve,
    front(req, res, raw, next) {
      if (closing || req.headers['content-encoding'] !== undefined || !JSON_TYPE.test(String(req.headers['content-type']))) return next(req, res);
      const text = raw.toString('utf8');
      if (SUSPECT.test(text)) return next(req, res);
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch {
        return next(req, res);
      }
      securityHeaders(res);
      const ip = clientAddress(req);
      // The request's two log lines, as Fastify writes them for the requests it routes (log.ts).
      const log = requestLog(req, res, ip);
      if (grant(req, res)) void serve(req, res, body, ip, log);
    },
    close() {
      closing = true;
    },
  };
}
