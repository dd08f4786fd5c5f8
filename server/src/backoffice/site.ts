// The back office's listener (docs/decisions/0118): its own origin (ADMIN_PORT / ADMIN_SITE_URL),
// a third listener of the gateway process beside the desktop and the mobile site. It serves
//  - /graphql: a second Apollo Server over the same schema with no response cache, no hot answers and
//    no operation cache; CSRF prevention on; every POST must come from this origin (Origin checked);
//    the session cookie (HttpOnly, SameSite=Strict, Secure behind TLS) read into the context and sent to
//    the upstream as X-Admin-Session;
//  - /a-assets/*: the admin app's build (web/dist/admin, web/vite.admin.config.ts);
//  - every other GET: the app's HTML shell (the app renders in the browser; client-side routes load).
// Every answer: no-store, X-Robots-Tag noindex, the site's Content-Security-Policy (the shell's script
// by nonce). Nothing of it reaches the page cache, the response cache or the operation cache.
import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginCacheControlDisabled, ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import fastifyApollo, { fastifyApolloDrainPlugin } from '@as-integrations/fastify';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { dirname, join } from 'node:path';
import type { GraphQLSchema } from 'graphql';
import { registerCompression } from '../compression';
import type { ServerConfig } from '../config';
import { graphqlLimits } from '../graphql/armor';
import { listenerServer } from '../http-server';
import { createContext, type GraphQLContext } from '../graphql/context';
import { clientSafeError, logUpstreamErrors } from '../graphql/errors';
import { maskPhones } from '../log';
import { registerMediaProxy } from '../media';
import { cspNonceOf, registerSecurityHeaders } from '../security-headers';
import type { UpstreamCache } from '../upstream/cache';
import { registerClaimFiles } from './claim-files';
import { adminCookie } from './cookie';

/** The admin app's build, found through the web package (the same from src/ and from dist/). */
export const ADMIN_CLIENT_DIR = join(dirname(createRequire(import.meta.url).resolve('@shangji/web/package.json')), 'dist', 'admin') + '/';
export const ADMIN_ASSETS_PREFIX = '/a-assets/';
export const ADMIN_ENTRY = 'src/admin/main.tsx';
export const ADMIN_TITLE = '商机网 · 后台';
export const ADMIN_NOT_BUILT = '后台尚未构建（npm run build）';

export interface AdminSiteDeps {
  schema: GraphQLSchema;
  cache: UpstreamCache;
  logger: FastifyBaseLogger;
  /** Root fields that may appear once per operation (the armor's list, with the back office's own). */
  onceFields: string[];
  /** The gateway's request-rate limit per address (the sign-in steps are behind it too). */
  front?: ((next: (req: IncomingMessage, res: ServerResponse) => void) => (req: IncomingMessage, res: ServerResponse) => void) | undefined;
  now?: (() => number) | undefined;
  /** The admin build's folder (tests point it elsewhere). */
  clientDir?: string | undefined;
}

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

export interface AdminAssets {
  entry: string;
  preload: string[];
  stylesheets: string[];
}

/** The entry's script, its static imports and every stylesheet they bring; null without a build. */
export function readAdminAssets(dir = ADMIN_CLIENT_DIR): AdminAssets | null {
  const file = `${dir}.vite/manifest.json`;
  if (!existsSync(file)) return null;
  let manifest: Record<string, ManifestChunk>;
  try {
    manifest = JSON.parse(readFileSync(file, 'utf8')) as Record<string, ManifestChunk>;
  } catch {
    return null;
  }
  const entry = manifest[ADMIN_ENTRY];
  if (!entry) return null;
  const preload = new Set<string>();
  const css = new Set<string>(entry.css ?? []);
  const walk = (keys: string[]) => {
    for (const key of keys) {
      const chunk = manifest[key];
      if (!chunk || preload.has(ADMIN_ASSETS_PREFIX + chunk.file)) continue;
      preload.add(ADMIN_ASSETS_PREFIX + chunk.file);
      for (const c of chunk.css ?? []) css.add(c);
      walk(chunk.imports ?? []);
    }
  };
  walk(entry.imports ?? []);
  return { entry: ADMIN_ASSETS_PREFIX + entry.file, preload: [...preload], stylesheets: [...css].map((f) => ADMIN_ASSETS_PREFIX + f) };
}

const escapeAttr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The HTML every app route answers: the app mounts on #root. */
export function adminShell(assets: AdminAssets, nonce: string): string {
  return (
    '<!DOCTYPE html><html lang="zh-CN"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    '<meta name="robots" content="noindex, nofollow">' +
    `<title>${ADMIN_TITLE}</title>` +
    assets.stylesheets.map((href) => `<link rel="stylesheet" href="${escapeAttr(href)}">`).join('') +
    assets.preload.map((href) => `<link rel="modulepreload" href="${escapeAttr(href)}">`).join('') +
    `<script type="module" nonce="${escapeAttr(nonce)}" src="${escapeAttr(assets.entry)}"></script>` +
    '</head><body><div id="root"></div></body></html>'
  );
}

/** Request log lines without query strings (a GET /graphql carries its variables there) or phone numbers. */
function adminRequestSerializer(req: FastifyRequest) {
  return { method: req.method, url: maskPhones(req.url.split('?')[0] ?? ''), remoteAddress: req.ip, remotePort: req.socket?.remotePort };
}

export async function buildAdminSite(config: ServerConfig, deps: AdminSiteDeps): Promise<FastifyInstance> {
  const origin = new URL(config.adminSiteUrl).origin;
  const cookie = adminCookie(config.adminSiteUrl);
  const admin = Fastify({
    loggerInstance: deps.logger.child({ site: 'admin' }, { serializers: { req: adminRequestSerializer } }),
    trustProxy: config.trustProxy ?? false,
    serverFactory: (handler) => listenerServer(config, deps.front ? deps.front(handler) : handler),
  });
  await registerSecurityHeaders(admin, { mediaOrigin: config.mediaOrigin });
  // Never kept by a browser, a proxy or a CDN; never indexed.
  admin.addHook('onRequest', (_request, reply, done) => {
    reply.raw.setHeader('x-robots-tag', 'noindex, nofollow');
    reply.raw.setHeader('cache-control', 'no-store');
    done();
  });
  admin.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  // Only this origin's pages may change anything: a POST (every mutation) from anywhere else, or
  // without an Origin, is refused before it is read. (A browser sends Origin with every POST.)
  admin.addHook('onRequest', (request, reply, done) => {
    if (request.method === 'GET' || request.method === 'HEAD') return done();
    if (request.headers.origin !== origin) {
      void reply.code(403).header('connection', 'close').send({ errors: [{ message: '无权访问', extensions: { code: 'FORBIDDEN' } }] });
      return;
    }
    done();
  });
  await registerCompression(admin);

  const limits = graphqlLimits(deps.schema, deps.onceFields);
  const apollo = new ApolloServer<GraphQLContext>({
    schema: deps.schema,
    introspection: !config.production,
    // A POST must be JSON (preflighted in a browser) or carry a header a form cannot send; GET never
    // runs a mutation (Apollo answers 405).
    csrfPrevention: true,
    parseOptions: limits.parseOptions,
    validationRules: limits.validationRules,
    includeStacktraceInErrorResponses: !config.production,
    hideSchemaDetailsFromClientErrors: config.production,
    formatError: (formatted) => clientSafeError(formatted, config.production),
    // No response cache, no cache hints turned into headers: every answer is no-store (above).
    // No cache-control plugin: every answer here is no-store (the hooks above), and Apollo's would wrap
    // every resolver of the schema the public site shares (decision 0142).
    plugins: [...limits.plugins, logUpstreamErrors(admin.log), fastifyApolloDrainPlugin(admin), ApolloServerPluginLandingPageDisabled(), ApolloServerPluginCacheControlDisabled()],
  });
  await apollo.start();
  await admin.register(fastifyApollo(apollo), {
    path: '/graphql',
    context: async (request: FastifyRequest, reply: FastifyReply) =>
      createContext({
        // Only the session cookie is read here; the visitor's other cookies (a public session) are not
        // forwarded from this origin.
        headers: { ...request.headers, cookie: undefined },
        config,
        cache: deps.cache,
        now: deps.now,
        log: request.log,
        ip: request.ip,
        admin: {
          cookie,
          session: cookie.read(request.headers.cookie),
          userAgent: request.headers['user-agent'],
          siteUrl: config.adminSiteUrl,
          setCookie: (value) => void reply.header('set-cookie', value),
        },
      }),
  });

  await registerClaimFiles(admin, config, cookie);
  admin.get('/healthz', async (_req, reply) => reply.send({ ok: true, site: 'admin' }));
  admin.get('/robots.txt', async (_req, reply) => reply.type('text/plain; charset=utf-8').send('User-agent: *\nDisallow: /\n'));
  // The site's pictures on this origin too: the brand's own pictures for 品牌资料's choice and 资料审核's
  // comparison, an editor's uploads (/media/u/…) in the article editor and its preview.
  registerMediaProxy(admin, config);

  const clientDir = deps.clientDir ?? ADMIN_CLIENT_DIR;
  // Served whether or not the build exists yet (a build made later is found file by file).
  await admin.register(fastifyStatic, {
    root: clientDir,
    prefix: ADMIN_ASSETS_PREFIX,
    preCompressed: true,
    cacheControl: false,
    index: false,
    wildcard: true,
    // A missing build is said by the shell's 503.
    suppressWarning: true,
  });
  // Read once in production (once found); on every request in development, so a rebuild is picked up.
  let assets: AdminAssets | null = null;
  const assetsNow = () => (config.production && assets ? assets : (assets = readAdminAssets(clientDir)));
  const shell = async (_request: FastifyRequest, reply: FastifyReply) => {
    const found = assetsNow();
    if (!found) return reply.code(503).type('text/plain; charset=utf-8').send(ADMIN_NOT_BUILT);
    return reply.type('text/html; charset=utf-8').send(adminShell(found, cspNonceOf(reply)));
  };
  admin.get('/', shell);
  admin.get('/*', (request, reply) => (request.url.startsWith(ADMIN_ASSETS_PREFIX) ? reply.callNotFound() : shell(request, reply)));
  return admin;
}
