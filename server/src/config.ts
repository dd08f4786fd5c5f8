// The only module of the gateway that reads its environment (README "Configuration"). Every variable has a working default
// for one machine; a bad value stops start-up with a message naming the variable.
import { z } from 'zod';
import { DEFAULT_CONTENT_POLL_MS, DEFAULT_PAGE_CACHE_STALE_MS, DEFAULT_PAGE_CACHE_TTL_MS, DEFAULT_SHARED_STORE_MAX_BYTES } from './cache-plan';

const httpUrl = z.url({ protocol: /^https?$/ });

const schema = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  UPSTREAM_URL: httpUrl.default('http://127.0.0.1:4000'),
  // Bounded: a hung upstream must not hold a page for the platform default of 30 s.
  UPSTREAM_TIMEOUT_MS: z.coerce.number().int().min(50).max(30_000).default(3000),
  REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
  // Redis is optional at run time (docs/decisions/0083): each command's timeout, the consecutive
  // failures that open the breaker (served from the in-process copy meanwhile), and how long it stays
  // open before a probe may close it.
  REDIS_COMMAND_TIMEOUT_MS: z.coerce.number().int().min(5).max(100).default(100),
  REDIS_BREAKER_FAILURES: z.coerce.number().int().min(1).max(100).default(3),
  REDIS_BREAKER_COOLDOWN_MS: z.coerce.number().int().min(100).max(600_000).default(5000),
  // The prefix of this site's keys in the shared store: gateways of one site share it; another site (or a
  // test run) on the same Redis takes its own.
  CACHE_NAMESPACE: z.string().regex(/^[\w:.-]{1,64}$/).default('shangji:upstream'),
  // How often the gateway asks the upstream whether content changed (docs/decisions/0119): a published
  // edit is live on every gateway within this interval. 0: never (the caches' lifetimes alone).
  CONTENT_POLL_MS: z.coerce.number().int().min(0).max(60_000).default(DEFAULT_CONTENT_POLL_MS),
  SITE_URL: httpUrl.default('http://localhost:3000'),
  // The mobile site is a second listener of this process (docs/decisions/0100); 0 turns it off.
  MOBILE_PORT: z.coerce.number().int().min(0).max(65535).default(3001),
  // Its public address; unset: this machine's MOBILE_PORT (a real deployment sets its m. host).
  MOBILE_SITE_URL: httpUrl.optional(),
  // The back office (docs/decisions/0118) is a third listener of this process; 0 turns it off.
  ADMIN_PORT: z.coerce.number().int().min(0).max(65535).default(3002),
  // Its public address (the session cookie's origin, the Origin its POSTs must carry, enrolment links);
  // unset: this machine's ADMIN_PORT.
  // An origin (the app is served from its root, the cookie's Path=/ and __Host- prefix need it).
  ADMIN_SITE_URL: httpUrl.refine((u) => URL.canParse(u) && new URL(u).origin === u.replace(/\/$/, ''), 'an origin: scheme, host and port only, no path').optional(),
  // The /graphql browsers on the mobile site call (the desktop origin's); unset: SITE_URL + /graphql.
  PUBLIC_GRAPHQL_URL: httpUrl.optional(),
  // More browser origins allowed to call /graphql besides the mobile site's: comma-separated origins.
  CORS_ORIGINS: z
    .string()
    .transform((v) => v.split(',').map((o) => o.trim()).filter(Boolean))
    .pipe(z.array(httpUrl.refine((u) => URL.canParse(u) && new URL(u).origin === u.replace(/\/$/, ''), 'an origin: scheme, host and port only, no path')))
    .default([]),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  // Where media files are served from when not this origin's /media (a CDN): images in pages and in
  // upstream HTML may come from here and from this origin only (Content-Security-Policy img-src).
  MEDIA_ORIGIN: httpUrl.optional(),
  // Fastify trustProxy for the client address (per-address SMS caps): the reverse proxy's addresses
  // (comma-separated IPs or CIDRs, or "loopback"). Unset: X-Forwarded-For is never believed.
  GATEWAY_TRUST_PROXY: z.string().regex(/^[\w.:/, -]+$/).optional(),
  // Whole anonymous pages are kept this long (0 = off); benchmarks turn it off to measure rendering.
  // Slow clients: headers and whole requests must arrive within these; open connections per address.
  GATEWAY_HEADERS_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  GATEWAY_REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(30_000),
  GATEWAY_CONNECTIONS_PER_ADDRESS: z.coerce.number().int().min(0).max(100_000).default(256),
  GATEWAY_RENDER_CONCURRENCY: z.coerce.number().int().min(0).max(1_000).default(4),
  // Gateway processes on this machine sharing its ports (node:cluster, docs/decisions/0138): 1 serves in
  // this process; more fork that many workers, e.g. one per core.
  GATEWAY_WORKERS: z.coerce.number().int().min(1).max(256).default(1),
  // Requests (pages and /graphql) one client address (an IPv6 /64) may make per window, and the window
  // (docs/decisions/0096); 0 = no limit. Generous: a visitor clicking through pages never meets it.
  GATEWAY_RATE_LIMIT: z.coerce.number().int().min(0).max(10_000_000).default(300),
  GATEWAY_RATE_WINDOW_SECONDS: z.coerce.number().int().min(1).max(3600).default(10),
  // 查看电话 per visitor session and per address a day: free reveals, then each with the image captcha
  // and its proof of work, up to the cap (docs/decisions/0097).
  PHONE_REVEAL_FREE_PER_DAY: z.coerce.number().int().min(0).max(1000).default(5),
  PHONE_REVEAL_DAILY_CAP: z.coerce.number().int().min(1).max(100_000).default(20),
  PAGE_CACHE_TTL_MS: z.coerce.number().int().min(0).max(600_000).default(DEFAULT_PAGE_CACHE_TTL_MS),
  // How long past its lifetime a cached page is still answered while one background render replaces it
  // (stale-while-revalidate, docs/decisions/0110); 0: an expired page is rendered while its visitor waits.
  PAGE_CACHE_STALE_MS: z.coerce.number().int().min(0).max(600_000).default(DEFAULT_PAGE_CACHE_STALE_MS),
  // Bound of the in-memory shared cache (upstream answers and GraphQL responses), least recently used
  // first. Unused with REDIS_URL: size Redis with maxmemory instead (README).
  CACHE_MEMORY_MAX_MB: z.coerce.number().int().min(1).max(65_536).default(DEFAULT_SHARED_STORE_MAX_BYTES / 1024 / 1024),
  // Store-map tiles ({s} subdomain 1-4, {x} {y} {z}). AutoNavi by default: shop coordinates are GCJ-02
  // and AutoNavi tiles are drawn in GCJ-02 too (docs/decisions/0050). Its origin joins img-src.
  MAP_TILE_URL: z
    .string()
    .regex(/^https?:\/\/\S+$/)
    .refine((t) => ['{x}', '{y}', '{z}'].every((k) => t.includes(k)), 'needs {x}, {y} and {z}')
    .default('https://webrd0{s}.is.autonavi.com/appmaptile?lang=zh_cn&size=1&scale=1&style=8&x={x}&y={y}&z={z}'),
  // Addresses the QR codes and outbound buttons of the chrome and the brand-owner pages point to. The
  // company supplies the real ones; unset, each is a page of this site (SITE_URL + DEFAULT_LINK_PATHS),
  // never a made-up address (docs/decisions/0089-seeded-links-are-real-or-ours.md).
  QR_WECHAT_URL: httpUrl.optional(),
  QR_MINIPROGRAM_URL: httpUrl.optional(),
  QR_SALES_URL: httpUrl.optional(),
  BRAND_PORTAL_URL: httpUrl.optional(),
  MERCHANT_CENTER_URL: httpUrl.optional(),
  COURSE_URL: httpUrl.optional(),
  // Media the company has an agreement with, shown on /brandentry (合作媒体), separated by commas
  // (or 、，). None by default: the section is hidden rather than naming outlets without an agreement.
  MEDIA_PARTNERS: z
    .string()
    .transform((v) => v.split(/[,，、]/).map((s) => s.trim()).filter(Boolean))
    .pipe(z.array(z.string().max(40)).max(60))
    .default([]),
});

/** The page of this site each outbound address falls back to while its variable is unset. */
export const DEFAULT_LINK_PATHS = {
  wechatQrUrl: '/',
  miniProgramQrUrl: '/',
  salesQrUrl: '/aboutus',
  brandPortalUrl: '/aboutus',
  merchantCenterUrl: '/brandentry',
  courseUrl: '/serviceoffers',
} as const;

/** Every environment variable the gateway reads (the README's configuration table names each one). */
export const gatewayVariables: readonly string[] = Object.keys(schema.shape);

/** External addresses the pages show or encode in QR codes (SiteConfig.links in web). */
export interface SiteLinks {
  /** The public account (top-bar 微信公众号 and footer 官方公众号 codes). */
  wechatQrUrl: string;
  /** The mini-program (footer 官方小程序 code). */
  miniProgramQrUrl: string;
  /** Contacting sales (the service-offers purchase dialog). */
  salesQrUrl: string;
  /** The brand-owner login portal (/brandentry entry buttons). */
  brandPortalUrl: string;
  /** The merchant member centre. */
  merchantCenterUrl: string;
  /** The new-commerce course (/marketing learn-now link). */
  courseUrl: string;
  /**
   * The claim form on the back office's origin (`${ADMIN_SITE_URL}/claim`): the brand page's 认领 link
   * (with `?brand=<id>`) and /brandentry's 立即入驻 buttons (docs/decisions/0120).
   */
  claimUrl: string;
}

export interface ServerConfig {
  port: number;
  host: string;
  /** Without a trailing slash. */
  upstreamUrl: string;
  upstreamTimeoutMs: number;
  redisUrl: string | undefined;
  /** The shared store's key prefix (CACHE_NAMESPACE). */
  cacheNamespace: string;
  /** CONTENT_POLL_MS: how often the content change feed is polled (server/src/content-feed.ts); 0 never. */
  contentPollMs: number;
  /** Redis command timeout and circuit breaker (docs/decisions/0083). */
  redis: { commandTimeoutMs: number; failuresToOpen: number; coolDownMs: number };
  siteUrl: string;
  mobileSiteUrl: string;
  /** Port of the mobile site's listener; 0: none. */
  mobilePort: number;
  /** Port of the back office's listener; 0: none. */
  adminPort: number;
  /** The back office's public address, without a trailing slash (its origin is the only one its POSTs may come from). */
  adminSiteUrl: string;
  /** The /graphql address the mobile pages call from the browser (cross-origin). */
  publicGraphqlUrl: string;
  /** Browser origins allowed to call /graphql cross-origin: the mobile site's, then CORS_ORIGINS. */
  corsOrigins: string[];
  logLevel: z.infer<typeof schema>['LOG_LEVEL'];
  nodeEnv: z.infer<typeof schema>['NODE_ENV'];
  production: boolean;
  pageCacheTtlMs: number;
  pageCacheStaleMs: number;
  /** Slow-client limits of the HTTP server (app.ts). */
  headersTimeoutMs: number;
  requestTimeoutMs: number;
  connectionsPerAddress: number;
  /** Page renders at once per process (ssr/render-slots.ts); 0: unbounded. */
  renderConcurrency: number;
  /** GATEWAY_WORKERS: gateway processes sharing the ports (server/src/workers.ts); 1 = this process serves. */
  workers: number;
  /** Request-rate limit per client address (rate-limit.ts); points 0 = off. */
  rateLimit: { points: number; windowSeconds: number };
  /** Phone reveals per session and address a day: free ones, and the cap (graphql/brand/phone-reveal.ts). */
  phoneReveal: { freePerDay: number; dailyCap: number };
  cacheMemoryMaxMb: number;
  /** Origin (scheme://host[:port]) of the media host, when media are not served from this origin. */
  mediaOrigin: string | undefined;
  /** Addresses of reverse proxies whose X-Forwarded-For is believed; undefined: none. */
  trustProxy: string | undefined;
  links: SiteLinks;
  /** Store-map tile URL template. */
  mapTileUrl: string;
  /** MEDIA_PARTNERS: outlets named on /brandentry; empty hides the section. */
  mediaPartners: string[];
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

const trimSlash = (url: string) => url.replace(/\/+$/, '');

/** Validates `env` (process.env in main.ts; a plain object in tests). Throws ConfigError naming each bad variable. */
export function loadConfig(env: Record<string, string | undefined>): ServerConfig {
  // An empty variable means "not set", as in most shells' `FOO= cmd`.
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = schema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid environment:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const ownPage = (link: keyof typeof DEFAULT_LINK_PATHS) => trimSlash(e.SITE_URL) + DEFAULT_LINK_PATHS[link];
  const mobileSiteUrl = trimSlash(e.MOBILE_SITE_URL ?? `http://localhost:${e.MOBILE_PORT || 3001}`);
  const adminSiteUrl = trimSlash(e.ADMIN_SITE_URL ?? `http://localhost:${e.ADMIN_PORT || 3002}`);
  return {
    port: e.PORT,
    host: e.HOST,
    upstreamUrl: trimSlash(e.UPSTREAM_URL),
    upstreamTimeoutMs: e.UPSTREAM_TIMEOUT_MS,
    redisUrl: e.REDIS_URL,
    cacheNamespace: e.CACHE_NAMESPACE,
    contentPollMs: e.CONTENT_POLL_MS,
    redis: { commandTimeoutMs: e.REDIS_COMMAND_TIMEOUT_MS, failuresToOpen: e.REDIS_BREAKER_FAILURES, coolDownMs: e.REDIS_BREAKER_COOLDOWN_MS },
    siteUrl: trimSlash(e.SITE_URL),
    mobileSiteUrl,
    mobilePort: e.MOBILE_PORT,
    adminPort: e.ADMIN_PORT,
    adminSiteUrl,
    publicGraphqlUrl: e.PUBLIC_GRAPHQL_URL ?? `${trimSlash(e.SITE_URL)}/graphql`,
    corsOrigins: [...new Set([new URL(mobileSiteUrl).origin, ...e.CORS_ORIGINS.map((o) => new URL(o).origin)])],
    logLevel: e.LOG_LEVEL,
    nodeEnv: e.NODE_ENV,
    production: e.NODE_ENV === 'production',
    pageCacheTtlMs: e.PAGE_CACHE_TTL_MS,
    pageCacheStaleMs: e.PAGE_CACHE_STALE_MS,
    headersTimeoutMs: Math.min(e.GATEWAY_HEADERS_TIMEOUT_MS, e.GATEWAY_REQUEST_TIMEOUT_MS),
    requestTimeoutMs: e.GATEWAY_REQUEST_TIMEOUT_MS,
    connectionsPerAddress: e.GATEWAY_CONNECTIONS_PER_ADDRESS,
    renderConcurrency: e.GATEWAY_RENDER_CONCURRENCY,
    workers: e.GATEWAY_WORKERS,
    rateLimit: { points: e.GATEWAY_RATE_LIMIT, windowSeconds: e.GATEWAY_RATE_WINDOW_SECONDS },
    phoneReveal: { freePerDay: Math.min(e.PHONE_REVEAL_FREE_PER_DAY, e.PHONE_REVEAL_DAILY_CAP), dailyCap: e.PHONE_REVEAL_DAILY_CAP },
    cacheMemoryMaxMb: e.CACHE_MEMORY_MAX_MB,
    mediaOrigin: e.MEDIA_ORIGIN ? new URL(e.MEDIA_ORIGIN).origin : undefined,
    trustProxy: e.GATEWAY_TRUST_PROXY,
    mapTileUrl: e.MAP_TILE_URL,
    mediaPartners: e.MEDIA_PARTNERS,
    links: {
      wechatQrUrl: e.QR_WECHAT_URL ?? ownPage('wechatQrUrl'),
      miniProgramQrUrl: e.QR_MINIPROGRAM_URL ?? ownPage('miniProgramQrUrl'),
      salesQrUrl: e.QR_SALES_URL ?? ownPage('salesQrUrl'),
      brandPortalUrl: e.BRAND_PORTAL_URL ?? ownPage('brandPortalUrl'),
      merchantCenterUrl: e.MERCHANT_CENTER_URL ?? ownPage('merchantCenterUrl'),
      courseUrl: e.COURSE_URL ?? ownPage('courseUrl'),
      claimUrl: `${adminSiteUrl}/claim`,
    },
  };
}
