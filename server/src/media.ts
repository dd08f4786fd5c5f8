// /media/* is served by the upstream (generated brand images). Browsers see one origin; the gateway
// relays bytes and long-lived cache headers so a CDN in front can keep them.
import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from './config';

const FORWARDED = ['content-type', 'content-length', 'etag', 'last-modified', 'accept-ranges', 'content-range'] as const;

/**
 * The only paths forwarded: /media/ and 1–6 plain segments ending in an image (or the mp4 video) file, checked on the raw
 * request target before any decoding. Anything encoded (%2e, %252e, %5C, %u…), any backslash, dot
 * segment, or non-ASCII character is not a media path and answers 404 without an upstream request
 * (`/media/%252e%252e/healthz` once reached the upstream's other routes).
 */
export const MEDIA_PATH = /^\/media\/(?:[A-Za-z0-9_-][A-Za-z0-9_.-]{0,99}\/){0,5}[A-Za-z0-9_-][A-Za-z0-9_.-]{0,99}\.(?:svg|png|jpe?g|gif|webp|avif|mp4)$/;

/** The media path of a raw request target (query string dropped), or null when it is not one. */
export function mediaPathOf(rawUrl: string): string | null {
  const path = rawUrl.split('?', 1)[0]!;
  if (!MEDIA_PATH.test(path) || path.split('/').some((seg) => seg === '..' || seg === '.' || seg.includes('..'))) return null;
  return path;
}
const DEFAULT_CACHE_CONTROL = 'public, max-age=86400';

export function registerMediaProxy(app: FastifyInstance, config: ServerConfig): void {
  app.get('/media/*', async (request, reply) => {
    const path = mediaPathOf(request.raw.url ?? '');
    if (!path) return reply.code(404).header('cache-control', 'no-store').send();
    const headers: Record<string, string> = {};
    const inm = request.headers['if-none-match'];
    if (typeof inm === 'string') headers['if-none-match'] = inm;
    // A video player asks for byte ranges (the poster's sample clip); the upstream answers 206.
    const range = request.headers.range;
    if (typeof range === 'string' && range.length <= 100) headers.range = range;
    let res: Response;
    try {
      res = await fetch(`${config.upstreamUrl}${path}`, { headers, signal: AbortSignal.timeout(config.upstreamTimeoutMs) });
    } catch (err) {
      request.log.warn({ err, path }, 'media upstream failed');
      return reply.code(502).header('cache-control', 'no-store').send();
    }
    for (const name of FORWARDED) {
      const value = res.headers.get(name);
      if (value) reply.header(name, value);
    }
    if (!res.ok && res.status !== 304) return reply.code(res.status).header('cache-control', 'no-store').send();
    reply.header('cache-control', res.headers.get('cache-control') ?? DEFAULT_CACHE_CONTROL);
    return reply.code(res.status).send(Buffer.from(await res.arrayBuffer()));
  });
}
