// The gateway process: /graphql (Apollo Server 5), /healthz, the /media proxy and the pages.
import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { ApolloServerPluginLandingPageLocalDefault } from '@apollo/server/plugin/landingPage/default';
import { fastifyApolloDrainPlugin } from '@as-integrations/fastify';
import type { GraphQLSchema } from 'graphql';
import Fastify, { type FastifyInstance } from 'fastify';
import { listenerServer } from './http-server';
import { buildAdminSite } from './backoffice/site';
import { ContentFeed, type ContentGeneration } from './content-feed';
import { HOT_RESPONSE_MAX_BYTES } from './cache-plan';
import { registerCompression } from './compression';
import type { ServerConfig } from './config';
import { createContext, type CreateContextOptions, type GraphQLContext } from './graphql/context';
import { graphqlLimits } from './graphql/armor';
import { createGraphQLEndpoint } from './graphql/endpoint';
import { clientSafeError, logUpstreamErrors } from './graphql/errors';
import { createHotResponses } from './graphql/hot-responses';
import { responseCachePlugins } from './graphql/response-cache';
import { createResponsePrefetch } from './graphql/response-prefetch';
import { readAheadPlugin } from './graphql/read-ahead-plugin';
import { createUpstreamReadAhead } from './upstream/read-ahead';
import { buildSchema } from './graphql/schema';
import { requestSerializer } from './log';
import { maskedLogHooks } from '@shangji/contract';
import { registerMediaProxy } from './media';
import { registerSecurityHeaders } from './security-headers';
import { registerSiteIcons } from './site-icons';
import { registerSitemaps } from './sitemap';
import { registerJump } from './ssr/jump';
import { behindPageFront, registerPages, type PageFront } from './ssr/register';
import { frontRequestLog } from './front-log';
import { createPhoneRevealLimits } from './graphql/brand/phone-reveal';
import { clientAddressOf, createRequestRateLimit, type RequestRateLimit } from './rate-limit';
import { cacheHealthOf, createUpstreamCache, type UpstreamCache } from './upstream/cache';
import { BreakerRedisStore } from './upstream/redis-breaker';

/**
 * Root fields that may appear at most once per operation: aliases cannot multiply SMS, enquiries,
 * captchas, phone reveals, the 我的咨询 calls, nor the back office's sign-in steps, reveals, enrolments
 * and resets (docs/decisions/0118).
 */
export const ONCE_PER_OPERATION = [
  'sendSmsCode', 'submitEnquiry', 'enquiryCaptcha', 'revealBrandPhone', 'myEnquiries', 'proveMyPhone', 'withdrawMyEnquiry', 'deleteMyEnquiries', 'setDoNotContact', 'endMyEnquiries',
  'signIn', 'signInTotp', 'startTotpSetup', 'confirmTotpSetup', 'enrol', 'requestPasswordReset', 'resetPassword', 'signOutEverywhere',
  'createAccount', 'reenrolAccount', 'revealLead',
  'requestMerchantCode', 'registerMerchant',
];

export interface GatewayOptions {
  /** Shared upstream cache; by default one is made from config (Redis when REDIS_URL is set). */
  cache?: UpstreamCache;
  /** Epoch ms clock for cache freshness; tests inject one. */
  now?: () => number;
  /** Fastify logger; on by default at config.logLevel. */
  logger?: boolean;
  /** Where log lines go (default stdout); tests read them. */
  logStream?: { write(line: string): void };
  /** The content generation; by default a feed polling the upstream every CONTENT_POLL_MS (content-feed.ts). */
  generation?: ContentGeneration;
}

/** Context factory for SSR: everything but the request headers is bound. */
export type ContextFactory = (args: { headers: CreateContextOptions['headers'] }) => GraphQLContext;

export async function buildGateway(config: ServerConfig, options: GatewayOptions = {}): Promise<FastifyInstance> {
  // Every cache below keeps entries of the current content generation only (docs/decisions/0119): the
  // upstream's content change feed, polled by this gateway (started once the upstream client exists).
  let feed: ContentFeed | undefined;
  const generation: ContentGeneration = options.generation ?? { current: () => feed?.current() ?? 0 };
  // Repeats of GraphQL answers Apollo marked cacheable are answered from their bytes in front of
  // Fastify (decision 0060); the route's scope below records them.
  // Over Redis, a POST's whole-response read starts in the front, before Fastify and Apollo (decision 0133).
  const prefetch = createResponsePrefetch(generation);
  const hotResponses = createHotResponses({ maxBytes: HOT_RESPONSE_MAX_BYTES, now: options.now, generation, prefetch });
  // The request-rate limit per address (made below, once the shared cache exists).
  let rateLimit: RequestRateLimit | undefined;
  // Every listener (desktop, mobile, back office) counts against that one allowance per address.
  const countFront: RequestRateLimit['front'] = (next) => (rateLimit ? rateLimit.front(next) : next);
  // Stored pages answered in front of Fastify (set by registerPages below).
  let pageFront: PageFront | undefined;
  const app = Fastify({
    // The server Fastify would make with its defaults (keep-alive 72 s, no request or connection
    // timeout), with the hot answers' listener in front.
    serverFactory: (handler) => {
      // Timeouts and the per-address connection cap: server/src/http-server.ts. In front of everything,
      // the hot answers included: a repeat of a cached answer is counted too.
      // Then the page cache's hits (decision 0147), once the pages are registered below.
      const listener = hotResponses.front(behindPageFront(() => pageFront, handler));
      let front: typeof listener | undefined;
      return listenerServer(config, (req, res) => (front ??= countFront(listener))(req, res));
    },
    // Behind a reverse proxy, request.ip is the visitor from X-Forwarded-For, believed only from the
    // configured proxy addresses (GATEWAY_TRUST_PROXY): per-address SMS caps then hold per visitor.
    trustProxy: config.trustProxy ?? false,
    logger:
      options.logger === false
        ? false
        : { level: config.logLevel, redact: ['req.headers.token', 'req.headers.cookie'], serializers: { req: requestSerializer }, hooks: maskedLogHooks, ...(options.logStream ? { stream: options.logStream } : {}) },
  });
  const securityHeaders = await registerSecurityHeaders(app, config);
  const ownCache = !options.cache;
  const cache = options.cache ?? createUpstreamCache({ redisUrl: config.redisUrl, namespace: config.cacheNamespace, redis: config.redis, memoryMaxBytes: config.cacheMemoryMaxMb * 1024 * 1024, onError: (err) => app.log.warn({ err }, 'upstream cache error') });
  // Counted in the shared cache's Redis (through its timeout and breaker) when there is one, in
  // process otherwise (docs/decisions/0096).
  rateLimit = createRequestRateLimit({
    ...config.rateLimit,
    trustProxy: config.trustProxy,
    redis: cache.store instanceof BreakerRedisStore ? cache.store : undefined,
    corsOrigins: config.corsOrigins,
  });
  const phoneReveals = createPhoneRevealLimits({ ...config.phoneReveal, redis: cache.store instanceof BreakerRedisStore ? cache.store : undefined });
  if (ownCache) app.addHook('onClose', async () => cache.disconnect());
  await registerCompression(app);

  // Over Redis, a miss's upstream reads go out with its whole-response read, as learnt (decision 0136).
  const readAhead = cache.store instanceof BreakerRedisStore ? createUpstreamReadAhead(cache, options.now) : undefined;
  if (readAhead) prefetch.readAhead(readAhead);

  const schema = buildSchema();
  const contextFor: ContextFactory = ({ headers }) => createContext({ headers, config, cache, now: options.now, log: app.log, generation });
  if (!options.generation) {
    feed = new ContentFeed({
      newest: async (after) => (await contextFor({ headers: {} }).upstream.call('contentChanges', { after }))?.seq ?? 0,
      intervalMs: config.contentPollMs,
      log: app.log,
    });
    // The first reading before any request is served, so that this instance's first entries carry it.
    await feed.poll();
    feed.start();
    app.addHook('onClose', async () => feed?.stop());
  }

  // At most one of each per operation: aliases cannot multiply SMS, enquiries, captchas, phone reveals or
  // the 我的咨询 calls.
  const limits = graphqlLimits(schema, ONCE_PER_OPERATION);
  const apollo = new ApolloServer<GraphQLContext>({
    schema,
    introspection: !config.production,
    parseOptions: limits.parseOptions,
    validationRules: limits.validationRules,
    includeStacktraceInErrorResponses: !config.production,
    hideSchemaDetailsFromClientErrors: config.production,
    // Variable-coercion errors ignore hideSchemaDetailsFromClientErrors: strip their suggestions too.
    formatError: (formatted) => clientSafeError(formatted, config.production),
    plugins: [
      ...limits.plugins,
      logUpstreamErrors(app.log),
      fastifyApolloDrainPlugin(app),
      config.production ? ApolloServerPluginLandingPageDisabled() : ApolloServerPluginLandingPageLocalDefault({ embed: true }),
      // Cache hints, Cache-Control and the shared whole-response cache; answers that depend on the
      // visitor's session (captcha, SMS, enquiry) are never stored anywhere (no-store).
      ...responseCachePlugins({ schema, cache, now: options.now, generation, prefetch: cache.store instanceof BreakerRedisStore ? prefetch : undefined }),
      ...(readAhead ? [readAheadPlugin(readAhead)] : []),
    ],
  });
  await apollo.start();
  // /graphql is answered at the node:http level (graphql/endpoint.ts, decision 0145): by the front for
  // a POST it has read, by the route below for everything else. Cross-origin browsers (the mobile site,
  // configured others) may call it; any other origin gets no Access-Control-Allow-Origin and its browser
  // keeps the answer from it. Apollo's CSRF prevention stays on: a cross-origin POST must still be a
  // preflighted JSON request. Pages, assets and media carry no grant.
  // The enquiry calls run on the visitor's session: its cookie and address go to the upstream, and the
  // upstream's Set-Cookie comes back on this response (docs/decisions/0014).
  const clientAddress = clientAddressOf(config.trustProxy);
  const endpoint = createGraphQLEndpoint({
    apollo,
    context: async ({ req, ip, log, setCookie }) =>
      createContext({ headers: req.headers, config, cache, now: options.now, log, ip, phoneReveals, generation, readAhead, setCookie }),
    corsOrigins: config.corsOrigins,
    securityHeaders,
    clientAddress,
    record: hotResponses.record,
    log: app.log,
  });
  hotResponses.answerRead(endpoint.front);
  // While the instance closes, Fastify answers (503, Connection: close).
  app.addHook('preClose', (done) => {
    endpoint.close();
    done();
  });
  // The route's scope holds the hand-over of a body the front read, and touches nothing else.
  await app.register(async (scope) => {
    hotResponses.register(scope);
    // The grant, or the preflight's whole answer (then Fastify goes no further: the reply is sent).
    scope.addHook('onRequest', (request, reply, done) => {
      endpoint.grant(request.raw, reply.raw);
      done();
    });
    scope.route({
      method: ['GET', 'POST', 'OPTIONS'],
      url: '/graphql',
      handler: (request, reply) => {
        reply.hijack();
        return endpoint.serve(request.raw, reply.raw, request.body, request.ip, request.log);
      },
    });
  });

  // Liveness and readiness for a load balancer: both answer 200 while this instance can serve, a Redis
  // outage included (pages come from the in-process copy, docs/decisions/0083); the body names it.
  const health = () => {
    const c = cacheHealthOf(cache);
    return { ok: true, status: c.redis === 'down' ? 'degraded' : 'ok', cache: c };
  };
  app.get('/healthz', async (_req, reply) => reply.header('cache-control', 'no-store').send(health()));
  app.get('/readyz', async (_req, reply) => reply.header('cache-control', 'no-store').send({ ...health(), ready: true }));
  registerMediaProxy(app, config);
  registerSiteIcons(app);
  registerSitemaps(app, { siteUrl: config.siteUrl, upstream: () => contextFor({ headers: {} }).upstream });
  registerJump(app, { schema, createContext: contextFor });
  const front = { securityHeaders, clientAddress, log: frontRequestLog(app.log, 'p') };
  pageFront = await registerPages(app, { schema, createContext: contextFor, config, pageCacheTtlMs: config.pageCacheTtlMs, pageCacheStaleMs: config.pageCacheStaleMs, renderConcurrency: config.renderConcurrency, now: options.now, generation, front });
  const mobile = await buildMobileSite(config, { schema, createContext: contextFor, logger: app.log, now: options.now, generation, front: countFront });
  mobileSites.set(app, mobile);
  schemas.set(app, schema);
  app.addHook('onClose', async () => mobile.close());
  // The back office (docs/decisions/0118): its own listener, the same schema and upstream, none of the caches.
  const admin = await buildAdminSite(config, { schema, cache, logger: app.log, onceFields: ONCE_PER_OPERATION, front: countFront, now: options.now });
  adminSites.set(app, admin);
  app.addHook('onClose', async () => admin.close());
  return app;
}

const adminSites = new WeakMap<FastifyInstance, FastifyInstance>();

/** The back office's listener built beside a gateway; main.ts listens on it at ADMIN_PORT. */
export function adminSiteOf(gateway: FastifyInstance): FastifyInstance {
  const admin = adminSites.get(gateway);
  if (!admin) throw new Error('not a gateway built by buildGateway');
  return admin;
}

const mobileSites = new WeakMap<FastifyInstance, FastifyInstance>();
const schemas = new WeakMap<FastifyInstance, GraphQLSchema>();

/** The schema a gateway executes, its pages and both listeners alike (a test reads its resolvers). */
export function schemaOf(gateway: FastifyInstance): GraphQLSchema {
  const schema = schemas.get(gateway);
  if (!schema) throw new Error('not a gateway built by buildGateway');
  return schema;
}

/** The mobile site built beside a gateway (same schema, caches and upstream client); main.ts listens on it. */
export function mobileSiteOf(gateway: FastifyInstance): FastifyInstance {
  const mobile = mobileSites.get(gateway);
  if (!mobile) throw new Error('not a gateway built by buildGateway');
  return mobile;
}

/**
 * The mobile site (docs/decisions/0100): its own origin, a second listener of the same process sharing the
 * schema, the shared cache and the per-operation context. Pages only: its browsers call the desktop
 * origin's /graphql (PUBLIC_GRAPHQL_URL), which the Content-Security-Policy here allows.
 */
async function buildMobileSite(
  config: ServerConfig,
  deps: {
    schema: ReturnType<typeof buildSchema>;
    createContext: ContextFactory;
    logger: FastifyInstance['log'];
    now?: (() => number) | undefined;
    generation: ContentGeneration;
    /** In front of everything: the request-rate count per address (rate-limit.ts). */
    front: RequestRateLimit['front'];
  },
): Promise<FastifyInstance> {
  // Stored pages answered in front of Fastify (decision 0147), once registered below.
  let pageFront: PageFront | undefined;
  const mobile = Fastify({
    loggerInstance: deps.logger.child({ site: 'mobile' }),
    trustProxy: config.trustProxy ?? false,
    serverFactory: (handler) => listenerServer(config, deps.front(behindPageFront(() => pageFront, handler))),
  });
  const securityHeaders = await registerSecurityHeaders(mobile, { ...config, connectSources: [new URL(config.publicGraphqlUrl).origin] });
  await registerCompression(mobile);
  mobile.get('/healthz', async (_req, reply) => reply.header('cache-control', 'no-store').send({ ok: true, site: 'mobile' }));
  // Every page may be crawled; the sitemaps are the desktop's (the canonical addresses).
  mobile.get('/robots.txt', async (_req, reply) => reply.type('text/plain; charset=utf-8').send(`User-agent: *\nAllow: /\nSitemap: ${config.siteUrl}/sitemap.xml\n`));
  registerMediaProxy(mobile, config);
  // The same icons as the desktop's, at the same addresses (its pages link /favicon.ico and /icon.svg).
  registerSiteIcons(mobile);
  const front = { securityHeaders, clientAddress: clientAddressOf(config.trustProxy), log: frontRequestLog(mobile.log, 'mp') };
  pageFront = await registerPages(mobile, { schema: deps.schema, createContext: deps.createContext, config, pageCacheTtlMs: config.pageCacheTtlMs, pageCacheStaleMs: config.pageCacheStaleMs, site: 'mobile', now: deps.now, generation: deps.generation, front });
  return mobile;
}

export { limitConnectionsPerAddress } from './http-server';
