// Security headers on every response (issue 12, finding 5), from helmet (built once). The policy allows
// only the site's own scripts: external ones from this origin, inline ones (React's bootstrap and
// Suspense scripts, the streamed deferred chunks) only with this response's nonce. Styles stay
// 'unsafe-inline' (Emotion writes <style> elements and style attributes; a style nonce would turn that
// off). Images: this origin, data: URLs (the captcha) and the media origin. No framing at all.
import helmet from 'helmet';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import type { ServerConfig } from './config';

const nonces = new WeakMap<ServerResponse, string>();

/** This response's script nonce (set for every request before helmet writes the header). */
export function cspNonceOf(reply: FastifyReply): string {
  return nonces.get(reply.raw) ?? '';
}

/** img-src entries for the map tiles: the template's origin, {s} (subdomain 1-4) widened to each value. */
export function tileSources(template: string | undefined): string[] {
  if (!template) return [];
  const subs = template.includes('{s}') ? ['1', '2', '3', '4'] : [''];
  return [...new Set(subs.map((s) => new URL(template.replaceAll('{s}', s).replace(/\{[xyz]\}/g, '0')).origin))];
}

export async function registerSecurityHeaders(app: FastifyInstance, config: Pick<ServerConfig, 'mediaOrigin'> & Partial<Pick<ServerConfig, 'mapTileUrl'>>): Promise<void> {
  const images = ["'self'", 'data:', ...(config.mediaOrigin ? [config.mediaOrigin] : []), ...tileSources(config.mapTileUrl)];
  const applyHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", (_req, res) => `'nonce-${nonces.get(res as ServerResponse) ?? ''}'`],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: images,
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        mediaSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    // Not needed by a page and it breaks loading /media from a separate media origin.
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-site' },
    referrerPolicy: { policy: 'same-origin' },
    frameguard: { action: 'deny' },
    // HTTPS and its HSTS header belong to the TLS terminator in front (the gateway may be reached over
    // plain http behind it, and in development).
    strictTransportSecurity: false,
  });
  // helmet's middleware is built once here: @fastify/helmet built it again on every request (its
  // options parsed, its directives checked), ~10% of a cached GraphQL answer's CPU (decision 0058).
  app.addHook('onRequest', (request, reply, done) => {
    nonces.set(reply.raw, randomBytes(16).toString('base64'));
    applyHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
  });
}
