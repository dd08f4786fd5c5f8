// What a page-cache hit needs beyond the stored bytes, made once per stored page instead of once per hit
// (docs/decisions/0057-page-cache-replay.md):
// - the compressed copies (brotli, gzip), made on the first hit that asks for each, off the event loop;
// - a script-src list of the hashes of the page's inline scripts: a replay cannot carry a fresh nonce
//   without rewriting (and then compressing again) the whole document, so the policy of a replayed page
//   allows exactly the scripts it was rendered with;
// - a weak ETag over the document without its nonce, so a revalidating browser gets a 304.
import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { allowScriptHashes } from '../security-headers';
import { preferredEncoding, type PageEncoding } from './accept-encoding';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

// Brotli 5 and gzip 6: once per stored page (about 2 ms for the brand page's 60 KB, 9% smaller than the
// quality 4 used for streamed pages); 9 and above cost 10–100 times more for 1–7% fewer bytes.
const BROTLI_QUALITY = 5;
const GZIP_LEVEL = 6;

/** Smaller documents go out as they are (@fastify/compress's default threshold, kept for every page). */
export const COMPRESS_MIN_BYTES = 1024;

/**
 * A whole document compressed in one call, off the event loop (libuv's pool), with the settings stored
 * pages use: the same bytes whether the document is a render's own answer or a stored page's replay
 * (docs/decisions/0148).
 */
export function compressPage(body: Buffer, encoding: PageEncoding): Promise<Buffer> {
  return encoding === 'br'
    ? brotli(body, {
        params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
      })
    : gzipAsync(body, { level: GZIP_LEVEL });
}

export interface StoredPage {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
  /** The CSP nonce the body's scripts carry (that of the response it was recorded from). */
  nonce?: string;
}

export interface PageReplay extends StoredPage {
  /** Weak validator of the document (the same across re-renders that only differ by nonce). */
  etag: string;
  /** `'sha256-…'` sources for script-src: every inline script of the body, as the browser hashes it. */
  scriptHashes: string[];
  /** The body in `encoding`, compressed once and kept. */
  encoded(encoding: PageEncoding): Promise<Buffer>;
  /** The body in `encoding` if it has been compressed already (a hit then needs no wait for it). */
  encodedNow(encoding: PageEncoding): Buffer | undefined;
}

// Inline scripts: a <script> element without src, whatever else its attributes say. The HTML parser
// takes everything up to the first </script> as the script's text, as this pattern does.
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;

/** The hash sources of the inline scripts in `html` (CSP Level 3: SHA-256 of the UTF-8 text). */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attrs = '', text = ''] of html.matchAll(SCRIPT)) {
    if (/\ssrc\s*=/i.test(` ${attrs}`) || !text) continue;
    // Data blocks (JSON, JSON-LD) are never run, so the policy need not name them.
    const type = /\stype\s*=\s*"([^"]*)"/i.exec(` ${attrs}`)?.[1]?.trim().toLowerCase();
    if (type && type !== 'module' && !/^(text|application)\/(x-)?(java|ecma)script$/.test(type)) continue;
    hashes.add(`'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

export function preparePageReplay(page: StoredPage): PageReplay {
  const html = page.body.toString('utf8');
  const withoutNonce = page.nonce ? html.replaceAll(`nonce="${page.nonce}"`, 'nonce=""') : html;
  const etag = `W/"${createHash('sha1').update(withoutNonce, 'utf8').digest('base64url')}"`;
  const copies = new Map<PageEncoding, Promise<Buffer>>();
  const done = new Map<PageEncoding, Buffer>();
  return {
    ...page,
    etag,
    scriptHashes: inlineScriptHashes(html),
    encoded(encoding) {
      let copy = copies.get(encoding);
      if (!copy) {
        copy = compressPage(page.body, encoding);
        // A failed compression is not kept: the next hit tries again.
        copy.then((bytes) => done.set(encoding, bytes), () => copies.delete(encoding));
        copies.set(encoding, copy);
      }
      return copy;
    },
    encodedNow: (encoding) => done.get(encoding),
  };
}

/** Whether an If-None-Match header names `etag` (weak comparison, RFC 9110 §13.1.2). */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => opaque(tag) === opaque(etag));
}

// Anonymous pages may be stored (so the back/forward cache keeps them) but are revalidated before
// reuse (docs/decisions/0032).
export const ANONYMOUS_PAGE = 'no-cache';

/** The encoding a replay of a stored page answers `req` in; null: the stored bytes as they are. */
export function replayEncoding(req: IncomingMessage): PageEncoding | null {
  // x-no-compression: @fastify/compress's opt-out, honoured here too.
  return req.headers['x-no-compression'] === undefined ? preferredEncoding(req.headers['accept-encoding']) : null;
}

/**
 * Writes a stored page as the answer to `req`, on a response that already carries the listener's security
 * headers: the stored status and headers, revalidation before reuse, `vary`, a script policy naming the
 * page's inline scripts by hash (the stored document keeps the nonce it was rendered with), the ETag and a
 * 304 when the client holds the document, else `body` (the stored bytes in `encoding`, null: as stored).
 * Both ways a hit is answered write it here: the front registerPages returns and Fastify's page route.
 */
export function writeReplay(req: IncomingMessage, res: ServerResponse, hit: PageReplay, vary: string, how: 'hit' | 'stale', encoding: PageEncoding | null, body: Buffer): void {
  res.statusCode = hit.status;
  for (const name in hit.headers) res.setHeader(name, hit.headers[name]!);
  res.setHeader('cache-control', ANONYMOUS_PAGE);
  res.setHeader('vary', vary);
  res.setHeader('x-page-cache', how);
  allowScriptHashes(res, hit.scriptHashes);
  if (hit.status === 200) {
    res.setHeader('etag', hit.etag);
    if (matchesEtag(req.headers['if-none-match'], hit.etag)) {
      res.statusCode = 304;
      return void res.end();
    }
  }
  if (encoding) res.setHeader('content-encoding', encoding);
  res.setHeader('content-length', body.length);
  res.end(body);
}
