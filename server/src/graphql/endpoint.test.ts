// /graphql answered at the node:http level (decision 0145): a POST the front has read is answered without
// Fastify, everything else through Fastify's hijacked route, by one handler. What a client sees must not
// depend on the way in: the same status, headers and body for the same request, the CORS grant, the
// compression, the upstream's Set-Cookie, the visitor's address as the upstream sees it, the log lines.
import { calls } from '@shangji/contract';
import type { FastifyInstance } from 'fastify';
import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGateway } from '../app';
import { loadConfig } from '../config';
import { FIXED_GENERATION } from '../content-feed';
import { startFakeUpstream, type FakeUpstream } from '../test/fakeUpstream';
import { graphqlRequestChannel } from './endpoint';

const MOBILE = 'https://m.shangji.test';

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

// Framing and time: node:http and light-my-request write these their own way.
const FRAMING = ['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding'];
// Outside production an error carries its stack, which names the caller's frames.
const comparable = (a: Answer) => ({ status: a.status, headers: Object.fromEntries(Object.entries(a.headers).filter(([k]) => !FRAMING.includes(k))), body: a.body.replace(/"stacktrace":\[[^\]]*\]/g, '"stacktrace":[]') });

const decoded = (encoding: unknown, raw: Buffer) => (encoding === 'br' ? brotliDecompressSync(raw) : encoding === 'gzip' ? gunzipSync(raw) : raw).toString('utf8');

interface Req {
  method?: string;
  path?: string;
  headers?: Record<string, string>;
  body?: string;
}

/** Over a real connection: the front sees it. */
function overHttp(base: string, { method = 'POST', path = '/graphql', headers = {}, body }: Req): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const url = new URL(path, base);
    const req = request({ host: url.hostname, port: url.port, path: url.pathname + url.search, method, headers: { ...(body !== undefined ? { 'content-length': String(Buffer.byteLength(body)) } : {}), ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: decoded(res.headers['content-encoding'], Buffer.concat(chunks)) }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** Through inject: Fastify's route, never the front. */
async function throughFastify(app: FastifyInstance, { method = 'POST', path = '/graphql', headers = {}, body }: Req): Promise<Answer> {
  const res = await app.inject({ method: method as 'POST', url: path, headers, ...(body !== undefined ? { payload: body } : {}) });
  return { status: res.statusCode, headers: res.headers as Answer['headers'], body: decoded(res.headers['content-encoding'], res.rawPayload) };
}

const json = { 'content-type': 'application/json' };
const q = (query: string, variables?: Record<string, unknown>) => JSON.stringify({ query, variables });
const BRAND = 'query Brand($id: ID!) { brand(id: $id) { id name certified claimed category { name } shopCount introHtml } }';
// Several KiB: the schema's type names (introspection is on outside production).
const LIST = 'query Types { __schema { types { name description } } }';

let upstream: FakeUpstream;
let front: FastifyInstance;
let fastify: FastifyInstance;
let base: string;
const lines: string[] = [];
const env = (upstreamUrl: string) => loadConfig({ UPSTREAM_URL: upstreamUrl, UPSTREAM_TIMEOUT_MS: '1000', NODE_ENV: 'test', MOBILE_SITE_URL: `${MOBILE}/`, GATEWAY_TRUST_PROXY: '127.0.0.1', LOG_LEVEL: 'info' });

beforeAll(async () => {
  upstream = await startFakeUpstream();
  // Two gateways over one upstream, so that neither answers from what the other stored.
  front = await buildGateway(env(upstream.url), { generation: FIXED_GENERATION, logStream: { write: (l) => void lines.push(l) } });
  fastify = await buildGateway(env(upstream.url), { generation: FIXED_GENERATION, logger: false });
  base = await front.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await front?.close();
  await fastify?.close();
  await upstream?.close();
});

describe('the same answer either way in', () => {
  const cases: [string, Req][] = [
    ['a brand', { headers: json, body: q(BRAND, { id: '1' }) }],
    ['no such brand', { headers: json, body: q(BRAND, { id: '42' }) }],
    ['a list, brotli', { headers: { ...json, 'accept-encoding': 'br, gzip' }, body: q(LIST) }],
    ['a list, gzip', { headers: { ...json, 'accept-encoding': 'gzip' }, body: q(LIST) }],
    ['a list, any encoding', { headers: { ...json, 'accept-encoding': '*' }, body: q(LIST) }],
    ['a list, x-no-compression', { headers: { ...json, 'accept-encoding': 'br', 'x-no-compression': '1' }, body: q(LIST) }],
    ['a list, deflate only', { headers: { ...json, 'accept-encoding': 'deflate' }, body: q(LIST) }],
    ['the mobile origin', { headers: { ...json, origin: MOBILE, 'accept-encoding': 'gzip, deflate, br' }, body: q(BRAND, { id: '1' }) }],
    ['a refused origin', { headers: { ...json, origin: 'https://evil.example' }, body: q(BRAND, { id: '1' }) }],
    ['a charset', { headers: { 'content-type': 'application/json; charset=utf-8' }, body: q('{ __typename }') }],
    ['a query string', { path: '/graphql?x=1', headers: json, body: q('{ __typename }') }],
    ['a validation error', { headers: json, body: q('{ nope }') }],
    ['a syntax error', { headers: json, body: q('{ brand(') }],
    ['a variable of the wrong type', { headers: json, body: q(BRAND, { id: { a: 1 } }) }],
    ['an array body', { headers: json, body: '[1,2]' }],
    ['a body that is not JSON', { headers: { ...json, origin: MOBILE }, body: '{"query":' }],
    ['a prototype key', { headers: json, body: '{"query":"{ __typename }","__proto__":{"x":1}}' }],
    ['a text/plain body', { headers: { 'content-type': 'text/plain' }, body: q('{ __typename }') }],
    ['a mutation without its captcha', { headers: json, body: q('mutation { sendSmsCode(phone: "13800138000", captcha: "") { ok code message } }') }],
  ];

  it.each(cases)('%s', async (_name, req) => {
    const a = await overHttp(base, req);
    const b = await throughFastify(fastify, req);
    expect(comparable(a)).toEqual(comparable(b));
  });

  it('compresses a large answer as the client asked, and a small one not at all', async () => {
    const br = await overHttp(base, { headers: { ...json, 'accept-encoding': 'br, gzip' }, body: q(LIST) });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/);
    expect(JSON.parse(br.body).data.__schema.types.length).toBeGreaterThan(20);
    const small = await overHttp(base, { headers: { ...json, 'accept-encoding': 'br' }, body: q('{ __typename }') });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(small.body)).toEqual({ data: { __typename: 'Query' } });
  });
});

describe('what only the front path could get wrong', () => {
  it('is the front that answers a read POST, and Fastify that answers a GET', async () => {
    const seen: string[] = [];
    const note = (message: unknown) => void seen.push(String((message as { req: { method?: string } }).req.method));
    graphqlRequestChannel.subscribe(note);
    try {
      await overHttp(base, { headers: json, body: q('{ __typename }') });
      await overHttp(base, { method: 'GET', path: '/graphql?query=%7B__typename%7D', headers: { 'apollo-require-preflight': '1' } });
    } finally {
      graphqlRequestChannel.unsubscribe(note);
    }
    expect(seen).toEqual(['POST', 'GET']);
    const ids = lines.filter((l) => l.includes('"incoming request"') && l.includes('/graphql')).slice(-2).map((l) => JSON.parse(l).reqId as string);
    // The front's request ids are its own (g-…); Fastify's are req-….
    expect(ids[0]).toMatch(/^g-/);
    expect(ids[1]).toMatch(/^req-/);
  });

  it('hands the upstream Set-Cookie to the visitor and keeps the answer out of every copy', async () => {
    const res = await overHttp(base, { headers: json, body: q('query Captcha { enquiryCaptcha { image } }') });
    expect(res.status).toBe(200);
    expect(res.headers['set-cookie']).toContain('sj_sid=fake-session; Path=/; HttpOnly; SameSite=Lax');
    expect(res.headers['cache-control']).toBe('no-store');
    const again = await overHttp(base, { headers: json, body: q('query Captcha { enquiryCaptcha { image } }') });
    expect(again.headers['x-response-cache']).toBeUndefined();
    expect(again.headers['set-cookie']).toContain('sj_sid=fake-session; Path=/; HttpOnly; SameSite=Lax');
  });

  it('sends the upstream the visitor address the trusted proxy names, as Fastify would', async () => {
    const send = q('mutation Send { sendSmsCode(phone: "13812345678", captcha: "AB12") { ok } }');
    await overHttp(base, { headers: { ...json, 'x-forwarded-for': '203.0.113.9', cookie: 'sj_sid=abc' }, body: send });
    const seen = upstream.seen.filter((s) => s.path === calls.sendCode.path).at(-1)!;
    expect(seen.forwardedFor).toBe('203.0.113.9');
    expect(seen.cookie).toBe('sj_sid=abc');
  });

  it('writes the two request lines, the phone number masked', async () => {
    await overHttp(base, { path: '/graphql?mobile=13812345678', headers: json, body: q('{ __typename }') });
    const mine = lines.filter((l) => l.includes('138****5678'));
    expect(mine.map((l) => JSON.parse(l).msg)).toEqual(['incoming request']);
    const { reqId } = JSON.parse(mine[0]!) as { reqId: string };
    const done = lines.map((l) => JSON.parse(l) as { reqId?: string; msg: string; res?: { statusCode: number } }).filter((l) => l.reqId === reqId && l.msg === 'request completed');
    expect(done.map((l) => l.res?.statusCode)).toEqual([200]);
    expect(lines.join('')).not.toContain('13812345678');
  });

  it('repeats a stored answer from the hot copy with the headers of the first', async () => {
    const req = { headers: { ...json, origin: MOBILE }, body: q(BRAND, { id: '1' }) + ' ' };
    const first = await overHttp(base, req);
    const again = await overHttp(base, req);
    expect(again.headers['x-response-cache']).toBe('hit');
    // Age is the copy's own; the rest is what the first answer carried.
    const without = (a: Answer) => {
      const { age: _age, 'x-response-cache': _hit, ...headers } = comparable(a).headers;
      return { ...comparable(a), headers };
    };
    expect(without(again)).toEqual(without(first));
  });

  it('grants the mobile origin on an error Fastify answers itself (a body its parser refuses)', async () => {
    const res = await overHttp(base, { headers: { ...json, origin: MOBILE }, body: '{"query":' });
    expect(res.status).toBe(400);
    expect(res.headers['access-control-allow-origin']).toBe(MOBILE);
  });
});
