// /media/* is served by the upstream (generated brand images). Browsers see one origin; the gateway
// relays bytes and long-lived cache headers so a CDN in front can keep them.
import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from './config';

const FORWARDED = ['content-type', 'content-length', 'etag', 'last-modified'] as const;
const DEFAULT_CACHE_CONTROL = 'public, max-age=86400';

export function registerMediaProxy(app: FastifyInstance, config: ServerConfig): void {
  app.get('/media/*', async (request, reply) => {
    const path = (request.params as { '*': string })['*'];
    // Only plain relative paths: no traversal out of /media on the upstream.
    if (path.split('/').some((seg) => seg === '..' || seg === '.')) return reply.code(404).send();
    const headers: Record<string, string> = {};
    const inm = request.headers['if-none-match'];
    if (typeof inm === 'string') headers['if-none-match'] = inm;
    let res: Response;
    try {
      res = await fetch(`${config.upstreamUrl}/media/${path}`, { headers, signal: AbortSignal.timeout(config.upstreamTimeoutMs) });
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
