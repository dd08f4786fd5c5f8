// Compressed pages: brotli or gzip as the client asks, streamed so the shell still arrives before a slow
// deferred section, and the same document as uncompressed; anonymous pages stay out of no-store.
import Fastify, { type FastifyInstance } from 'fastify';
import { request } from 'node:http';
import { brotliDecompressSync, constants, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { registerCompression } from './compression';
import { registerPages } from './ssr/register';
import { stubSchema } from './ssr/stub-schema';

let app: FastifyInstance;
let address: string;
beforeAll(async () => {
  app = Fastify({ logger: false });
  await registerCompression(app);
  await registerPages(app, {
    schema: stubSchema,
    createContext: () => ({}),
    config: { siteUrl: 'https://www.site.test', mobileSiteUrl: 'https://m.site.test', production: true, links: loadConfig({}).links },
    pageCacheTtlMs: 0,
  });
  address = await app.listen({ port: 0, host: '127.0.0.1' });
  // A first render in a fresh process can take longer than the stub's slow section (300 ms); the
  // streaming assertions below need a warm renderer.
  await app.inject({ url: '/shangji/2' });
});
afterAll(async () => {
  await app.close();
});

interface Page {
  contentEncoding: string | undefined;
  /** Absent when the body came in chunks. */
  contentLength: number | undefined;
  vary: string | undefined;
  cacheControl: string | undefined;
  /** The raw bytes in the pieces they arrived in. */
  pieces: Buffer[];
  text: string;
}

/** Decodes a prefix of a response body (a stream cut anywhere decodes as far as its bytes go). */
function decode(bytes: Buffer, encoding: string | undefined): string {
  if (encoding === 'br') return brotliDecompressSync(bytes, { finishFlush: constants.BROTLI_OPERATION_FLUSH }).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(bytes, { finishFlush: constants.Z_SYNC_FLUSH }).toString('utf8');
  return bytes.toString('utf8');
}

/** Reads a page with the given Accept-Encoding, keeping the pieces as they came off the socket. */
function readPage(path: string, encoding: string, headers: Record<string, string> = {}) {
  return new Promise<Page>((resolve, reject) => {
    const req = request(`${address}${path}`, { headers: { 'accept-encoding': encoding, ...headers } }, (res) => {
      const pieces: Buffer[] = [];
      res.on('data', (b: Buffer) => pieces.push(b));
      res.on('end', () => {
        const contentEncoding = res.headers['content-encoding'];
        resolve({
          contentEncoding,
          contentLength: res.headers['content-length'] === undefined ? undefined : Number(res.headers['content-length']),
          vary: res.headers.vary,
          cacheControl: res.headers['cache-control'],
          pieces,
          text: decode(Buffer.concat(pieces), contentEncoding),
        });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/** The text decodable from the pieces that arrived before the piece that brought `marker`. */
function before(page: Page, marker: string): string {
  for (let i = 1; i <= page.pieces.length; i++) {
    if (decode(Buffer.concat(page.pieces.slice(0, i)), page.contentEncoding).includes(marker)) {
      return decode(Buffer.concat(page.pieces.slice(0, i - 1)), page.contentEncoding);
    }
  }
  return page.text;
}

describe('page compression', () => {
  for (const [asked, used] of [
    ['br, gzip', 'br'],
    ['gzip', 'gzip'],
  ] as const) {
    it(`answers ${asked} with ${used}, the shell before the slow deferred section`, async () => {
      const page = await readPage('/shangji/1', asked);
      expect(page.contentEncoding).toBe(used);
      expect(page.vary).toMatch(/accept-encoding/i);
      // The stub's nearbyShops takes 300 ms. Everything of the shell, down to the footer, must have been
      // decoded before the piece carrying that section: a compressor holding bytes back until more
      // arrive would deliver the shell's tail together with it.
      const shell = before(page, '__SJ_D.r("BrandNearbyShops:');
      expect(shell).toContain('<link rel="canonical"');
      expect(shell).toContain('投资有风险');
      expect(shell.length).toBeLessThan(page.text.length);
      expect(page.text.endsWith('</body></html>')).toBe(true);
    });
  }

  it('sends a page rendered whole compressed in one piece, with its length, the same document as uncompressed', async () => {
    for (const [asked, used] of [
      ['br, gzip', 'br'],
      ['gzip', 'gzip'],
    ] as const) {
      const page = await readPage('/aboutus', asked);
      expect(page.contentEncoding).toBe(used);
      expect(page.vary).toMatch(/accept-encoding/i);
      expect(page.contentLength).toBe(Buffer.concat(page.pieces).length);
      const plain = await readPage('/aboutus', 'identity');
      expect(plain.contentEncoding).toBeUndefined();
      // Two renders differ only by their script nonce (the same length).
      expect(page.text.length).toBe(plain.text.length);
      expect(page.text.replace(/nonce="[^"]*"/g, '')).toBe(plain.text.replace(/nonce="[^"]*"/g, ''));
    }
    const refused = await readPage('/aboutus', 'br, gzip', { 'x-no-compression': '1' });
    expect(refused.contentEncoding).toBeUndefined();
  });

  it('sends the same document uncompressed to a client that asks for no encoding', async () => {
    const plain = await readPage('/shangji/1', 'identity');
    const br = await readPage('/shangji/1', 'br');
    expect(plain.contentEncoding).toBeUndefined();
    // Only the per-render ids in the streamed chunks may differ between two renders.
    expect(br.text.length).toBe(plain.text.length);
  });

  it('lets anonymous pages be kept (back/forward cache), never a page requested with a token', async () => {
    const anonymous = await readPage('/shangji/1', 'gzip');
    expect(anonymous.cacheControl).toBe('no-cache');
    const withToken = await readPage('/shangji/1', 'gzip', { token: 't' });
    expect(withToken.cacheControl).toBe('private, no-store');
  });
});
