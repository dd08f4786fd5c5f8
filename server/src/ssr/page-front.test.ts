// Page-cache hits answered in front of Fastify (decision 0147): a fresh stored page in an encoding already
// made is written at the node:http level, everything else goes through Fastify's page route. What a
// visitor sees must not depend on the way in: for the same stored page, a request over a real connection
// (the front) and the same request through `inject` (Fastify's route, never the front) get the same status,
// headers and bytes, on the desktop and the mobile listener. And what only the front could get wrong: a
// Token request, a phone on a paired page, a changed content generation, a first compression.
import type { FastifyInstance } from 'fastify';
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGateway, mobileSiteOf } from '../app';
import { loadConfig } from '../config';
import { startFakeUpstream, type FakeUpstream } from '../test/fakeUpstream';
import { DESKTOP_CHOICE_COOKIE } from '../../../web/src/routing/mobile-pairing';

const BROWSER = 'gzip, deflate, br, zstd';
const PHONE = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36';

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

// Framing and time: node:http and light-my-request write these their own way.
const FRAMING = ['date', 'connection', 'keep-alive', 'transfer-encoding'];
const comparable = (a: Answer) => ({ status: a.status, headers: Object.fromEntries(Object.entries(a.headers).filter(([k]) => !FRAMING.includes(k))), body: a.body.toString('base64') });

// The same User-Agent both ways unless a case names one (inject would send its own; a crawler's page is
// stored apart).
const asked = (headers: Record<string, string>) => ({ 'user-agent': DESKTOP, ...headers });

/** Over a real connection: the front sees it. */
function overHttp(base: string, path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const url = new URL(path, base);
    const req = request({ host: url.hostname, port: url.port, path: url.pathname + url.search, method, headers: asked(headers) }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** Through inject: Fastify's route, never the front. */
async function throughFastify(app: FastifyInstance, path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer> {
  const res = await app.inject({ method: method as 'GET', url: path, headers: asked(headers) });
  return { status: res.statusCode, headers: res.headers as Answer['headers'], body: res.rawPayload };
}

let upstream: FakeUpstream;
let app: FastifyInstance;
let mobile: FastifyInstance;
let base: string;
let mobileBase: string;
let generation = 1;
const lines: string[] = [];

beforeAll(async () => {
  upstream = await startFakeUpstream();
  const config = loadConfig({ UPSTREAM_URL: upstream.url, UPSTREAM_TIMEOUT_MS: '1000', NODE_ENV: 'production', PAGE_CACHE_TTL_MS: '600000', GATEWAY_RATE_LIMIT: '0', LOG_LEVEL: 'info', MOBILE_SITE_URL: 'https://m.shangji.test' });
  app = await buildGateway(config, { generation: { current: () => generation }, logStream: { write: (l) => void lines.push(l) } });
  mobile = mobileSiteOf(app);
  base = await app.listen({ port: 0, host: '127.0.0.1' });
  mobileBase = await mobile.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await app?.close();
  await upstream?.close();
});

/** The request ids of the last `n` requests the log saw for `path` ("incoming request" lines). */
const idsOf = (path: string, n: number) =>
  lines
    .filter((l) => l.includes('"incoming request"') && l.includes(`"url":"${path}"`))
    .slice(-n)
    .map((l) => JSON.parse(l).reqId as string);

describe('the same answer either way in', () => {
  const cases: [string, 'desktop' | 'mobile', string, Record<string, string>][] = [
    ['a brand page, as a browser asks', 'desktop', '/shangji/1', { 'accept-encoding': BROWSER }],
    ['gzip', 'desktop', '/shangji/1', { 'accept-encoding': 'gzip' }],
    ['no Accept-Encoding', 'desktop', '/shangji/1', {}],
    ['deflate only', 'desktop', '/shangji/1', { 'accept-encoding': 'deflate' }],
    ['x-no-compression', 'desktop', '/shangji/1', { 'accept-encoding': 'br', 'x-no-compression': '1' }],
    ['a parameter outside the key', 'desktop', '/shangji/1?utm_source=x', { 'accept-encoding': 'br' }],
    ['a crawler', 'desktop', '/shangji/1', { 'accept-encoding': 'br', 'user-agent': 'Mozilla/5.0 (compatible; Baiduspider/2.0; +http://www.baidu.com/search/spider.html)' }],
    ['a page without a mobile counterpart', 'desktop', '/aboutus', { 'accept-encoding': 'br' }],
    ['the 404 page', 'desktop', '/no-such-page', { 'accept-encoding': 'br' }],
    ['a phone on a paired page', 'desktop', '/shangji/1', { 'accept-encoding': 'br', 'user-agent': PHONE }],
    ['a phone that chose 电脑版', 'desktop', '/shangji/1', { 'accept-encoding': 'br', 'user-agent': PHONE, cookie: `${DESKTOP_CHOICE_COOKIE}=pc` }],
    ['the mobile brand page', 'mobile', '/shangji/1', { 'accept-encoding': BROWSER, 'user-agent': PHONE }],
    ['the mobile home page, identity', 'mobile', '/', { 'user-agent': PHONE }],
  ];

  it.each(cases)('%s', async (_name, site, path, headers) => {
    const [listener, url] = site === 'mobile' ? [mobile, mobileBase] : [app, base];
    // Stored by a first visit (and, for an encoding, compressed by the first hit that asks for it).
    await throughFastify(listener, path, headers);
    await throughFastify(listener, path, headers);
    const front = await overHttp(url, path, headers);
    const fastify = await throughFastify(listener, path, headers);
    expect(comparable(front)).toEqual(comparable(fastify));
  });

  it('answers 304 the same way to a client that holds the document', async () => {
    const first = await throughFastify(app, '/shangji/1', { 'accept-encoding': 'br' });
    const held = { 'accept-encoding': 'br', 'if-none-match': String(first.headers.etag) };
    const front = await overHttp(base, '/shangji/1', held);
    expect(front.status).toBe(304);
    expect(comparable(front)).toEqual(comparable(await throughFastify(app, '/shangji/1', held)));
  });
});

describe('what only the front could get wrong', () => {
  it('is the front that answers a stored page, with its two log lines', async () => {
    await throughFastify(app, '/serviceoffers', { 'accept-encoding': 'br' });
    await throughFastify(app, '/serviceoffers', { 'accept-encoding': 'br' });
    const hit = await overHttp(base, '/serviceoffers', { 'accept-encoding': 'br' });
    expect(hit.headers['x-page-cache']).toBe('hit');
    const [id] = idsOf('/serviceoffers', 1);
    expect(id).toMatch(/^p-/);
    expect(lines.some((l) => l.includes('"request completed"') && l.includes(`"reqId":"${id}"`) && l.includes('"statusCode":200'))).toBe(true);
  });

  it('leaves the first hit in an encoding not made yet to Fastify, which compresses it', async () => {
    await throughFastify(app, '/jiameng', {});
    const first = await overHttp(base, '/jiameng', { 'accept-encoding': 'gzip' });
    expect(first.headers['x-page-cache']).toBe('hit');
    expect(first.headers['content-encoding']).toBe('gzip');
    expect(idsOf('/jiameng', 1)[0]).toMatch(/^req-/);
    await overHttp(base, '/jiameng', { 'accept-encoding': 'gzip' });
    expect(idsOf('/jiameng', 1)[0]).toMatch(/^p-/);
  });

  it('never answers a Token request from the page cache', async () => {
    await overHttp(base, '/shangji/1', { 'accept-encoding': 'br' });
    const withToken = await overHttp(base, '/shangji/1', { 'accept-encoding': 'br', token: 'a-visitor-token' });
    expect(withToken.headers['x-page-cache']).toBe('miss');
    expect(withToken.headers['cache-control']).toBe('private, no-store');
  });

  it('sends a phone on a paired page to its mobile counterpart, and answers the 电脑版 choice', async () => {
    await overHttp(base, '/shangji/1', { 'accept-encoding': 'br' });
    const phone = await overHttp(base, '/shangji/1', { 'accept-encoding': 'br', 'user-agent': PHONE });
    expect(phone.status).toBe(302);
    expect(phone.headers.location).toBe('https://m.shangji.test/shangji/1');
    const choice = await overHttp(base, '/shangji/1?view=pc', { 'user-agent': PHONE });
    expect(choice.status).toBe(302);
    expect(String(choice.headers['set-cookie'])).toMatch(/=pc;/);
  });

  it('stops answering a stored page once the content generation has moved on', async () => {
    await overHttp(base, '/aboutus', { 'accept-encoding': 'br' });
    expect((await overHttp(base, '/aboutus', { 'accept-encoding': 'br' })).headers['x-page-cache']).toBe('hit');
    generation += 1;
    expect((await overHttp(base, '/aboutus', { 'accept-encoding': 'br' })).headers['x-page-cache']).toBe('miss');
  });

  it('leaves HEAD and the cache reset to Fastify', async () => {
    await overHttp(base, '/aboutus', {});
    const head = await overHttp(base, '/aboutus', {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(idsOf('/aboutus', 1)[0]).toMatch(/^req-/);
    const reset = await overHttp(base, '/cache?yeshili=ok', {});
    expect(reset.headers['x-page-cache']).toBe('miss');
  });
});
