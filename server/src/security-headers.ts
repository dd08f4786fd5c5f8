// Security headers on every response, from helmet (docs/decisions/0021). The policy allows only the
// site's own scripts: external ones from this origin, inline ones (React's bootstrap and Suspense
// scripts, the streamed deferred chunks) only with this response's nonce or, on a page-cache replay,
// by their hashes. Styles stay 'unsafe-inline' (Emotion writes <style> elements and style attributes;
// a style nonce would turn that off). Images: this origin, data: URLs (the captcha) and the media
// origin. No framing at all.
//
// helmet runs once, at start-up, into a recorder: every response then gets the same header list, and
// only the script-src source of the CSP differs. A nonce is made only when a page is rendered
// (cspNonceOf); a GraphQL answer, an asset or a page-cache replay never carries inline scripts and
// pays for no random bytes (they were ~8% of a cached GraphQL answer, helmet's per-request directive
// checks another 5%: docs/decisions/0060-hot-answers-in-front-of-fastify.md).
import helmet from 'helmet';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { randomFillSync } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ServerConfig } from './config';

const CSP = 'content-security-policy';

const nonces = new WeakMap<ServerResponse, string>();

// Each nonce is 16 bytes of the CSPRNG, used once. They are drawn from a pool filled 256 nonces at a time:
// one call into OpenSSL per 256 pages rather than one per page (randomBytes(16) was ~0.8% of a render).
const NONCE_BYTES = 16;
const noncePool = Buffer.alloc(NONCE_BYTES * 256);
let noncePoolOffset = noncePool.length;
export function freshNonce(): string {
  if (noncePoolOffset === noncePool.length) {
    randomFillSync(noncePool);
    noncePoolOffset = 0;
  }
  const bytes = noncePool.subarray(noncePoolOffset, (noncePoolOffset += NONCE_BYTES));
  return bytes.toString('base64');
}

/**
 * `policy` (whose script-src is `'self'` alone, as every response starts) with `sources` (nonce or hash
 * sources) added to script-src. Read from the response's own header, so gateways with different
 * policies can share a process (the tests start several).
 */
export function withScriptSources(policy: string, sources: readonly string[]): string {
  if (!sources.length) return policy;
  return policy.replace(/(^|;)(script-src 'self')(?=;|$)/, `$1$2 ${sources.join(' ')}`);
}

function addScriptSources(res: ServerResponse, sources: readonly string[]): void {
  const policy = res.getHeader(CSP);
  if (typeof policy === 'string') res.setHeader(CSP, withScriptSources(policy, sources));
}

/**
 * This response's script nonce, made on first use: the response's policy then allows the scripts that
 * carry it. Only a rendered page asks.
 */
export function cspNonceOf(reply: FastifyReply): string {
  let nonce = nonces.get(reply.raw);
  if (nonce === undefined) {
    nonce = freshNonce();
    nonces.set(reply.raw, nonce);
    addScriptSources(reply.raw, [`'nonce-${nonce}'`]);
  }
  return nonce;
}

// A replayed page's policy, per list of hashes (each stored page keeps one list for all its replays) and
// the policy it extended: made once per stored page, not rewritten on every replay.
const hashedPolicies = new WeakMap<readonly string[], { policy: string; value: string }>();

/** Allows exactly these inline scripts (hash sources) on this response: a replayed page's own. */
export function allowScriptHashes(res: ServerResponse, hashes: readonly string[]): void {
  const policy = res.getHeader(CSP);
  if (typeof policy !== 'string') return;
  let made = hashedPolicies.get(hashes);
  if (made?.policy !== policy) hashedPolicies.set(hashes, (made = { policy, value: withScriptSources(policy, hashes) }));
  res.setHeader(CSP, made.value);
}

/** img-src entries for the map tiles: the template's origin, {s} (subdomain 1-4) widened to each value. */
export function tileSources(template: string | undefined): string[] {
  if (!template) return [];
  const subs = template.includes('{s}') ? ['1', '2', '3', '4'] : [''];
  return [...new Set(subs.map((s) => new URL(template.replaceAll('{s}', s).replace(/\{[xyz]\}/g, '0')).origin))];
}

/** The headers helmet sets with these options, recorded once from a stand-in response. */
function recordHelmet(options: Parameters<typeof helmet>[0]): { set: [string, string][]; remove: string[] } {
  const set: [string, string][] = [];
  const remove: string[] = [];
  const recorder = {
    setHeader: (name: string, value: string) => void set.push([name.toLowerCase(), String(value)]),
    removeHeader: (name: string) => void remove.push(name),
  };
  let failure: unknown;
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => void (failure = error));
  if (failure) throw failure;
  return { set, remove };
}

type SecurityConfig = Pick<ServerConfig, 'mediaOrigin'> & Partial<Pick<ServerConfig, 'mapTileUrl'>> & { connectSources?: string[] };

/**
 * Sets every security header on a response; returns the writer so that a handler in front of Fastify
 * (the GraphQL endpoint, graphql/endpoint.ts) sets the very same list.
 */
export async function registerSecurityHeaders(app: FastifyInstance, config: SecurityConfig): Promise<(res: ServerResponse) => void> {
  const write = securityHeaderWriter(config);
  app.addHook('onRequest', (_request, reply, done) => {
    write(reply.raw);
    done();
  });
  return write;
}

/** The writer of the headers helmet would set with the site's policy (recorded once). */
export function securityHeaderWriter(config: SecurityConfig): (res: ServerResponse) => void {
  const images = ["'self'", 'data:', ...(config.mediaOrigin ? [config.mediaOrigin] : []), ...tileSources(config.mapTileUrl)];
  const { set, remove } = recordHelmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: images,
        fontSrc: ["'self'", 'data:'],
        // The mobile site's pages call the desktop origin's /graphql (docs/decisions/0100).
        connectSrc: ["'self'", ...(config.connectSources ?? [])],
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
  // Every response starts with script-src 'self' alone; a page adds its nonce or hashes to it.
  const policy = set.find(([name]) => name === CSP)?.[1] ?? '';
  if (withScriptSources(policy, ['x']) === policy) throw new Error(`security headers: no script-src 'self' to extend in ${policy}`);
  return (res) => {
    for (const name of remove) res.removeHeader(name);
    for (const [name, value] of set) res.setHeader(name, value);
  };
}
