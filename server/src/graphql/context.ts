// The per-operation context: a fresh UpstreamClient (its per-operation dedupe must never outlive one operation,
// or one visitor's token-bearing answers could reach another), over the cache shared by all requests.
// Used by Apollo's fastify integration and by in-process SSR execution alike.
import type { ContentGeneration } from '../content-feed';
import type { IncomingHttpHeaders } from 'node:http';
import { stripAdminCookies } from '../backoffice/cookie';
import type { ServerConfig } from '../config';
import type { UpstreamCache } from '../upstream/cache';
import type { UpstreamReadAhead } from '../upstream/read-ahead';
import { UpstreamClient, type UpstreamLogger } from '../upstream/client';
import type { Visitor } from '../upstream/transport';
import type { PhoneRevealLimits } from './brand/phone-reveal';
import { createAdminSession, type AdminRequest, type AdminSession } from './backoffice/session';

export interface GraphQLContext {
  upstream: UpstreamClient;
  config: ServerConfig;
  /** The visitor's cookie and address (what the enquiry calls and the phone reveal's limits read). */
  visitor: Visitor;
  /** The phone reveal's counters; only /graphql has them (pages never reveal a phone). */
  phoneReveals?: PhoneRevealLimits | undefined;
  /**
   * The back office's session: only on the admin listener (docs/decisions/0118). Undefined everywhere
   * else, where every @allow field is refused.
   */
  admin?: AdminSession | undefined;
  response: {
    /** Set by resolvers whose answer depends on the visitor's session: never cached (Cache-Control: no-store). */
    noStore: boolean;
    /** Seconds the upstream reads of this operation stay fresh (the least of them); undefined before any read. */
    maxAge: number | undefined;
  };
}

export interface CreateContextOptions {
  headers: IncomingHttpHeaders;
  config: ServerConfig;
  cache: UpstreamCache;
  log?: UpstreamLogger;
  /** Epoch ms clock; tests inject one to step past cache lifetimes. */
  now?: () => number;
  /** The visitor's address as the gateway sees it (Fastify request.ip); forwarded as X-Forwarded-For. */
  ip?: string | undefined;
  /** Sets the upstream's Set-Cookie values on the visitor's response; absent for in-process SSR. */
  setCookie?: ((values: string[]) => void) | undefined;
  phoneReveals?: PhoneRevealLimits | undefined;
  /** The admin listener's request: its session cookie and Set-Cookie sink (nothing else passes one). */
  admin?: AdminRequest | undefined;
  /** The content generation the shared store's entries must carry (server/src/content-feed.ts). */
  generation?: ContentGeneration | undefined;
  /** Over Redis, the shared-cache reads started in the front (upstream/read-ahead.ts). */
  readAhead?: Pick<UpstreamReadAhead, 'take'> | undefined;
}

/** The visitor's token: the `token` header (web keeps it in local storage and sends it as `Token`). */
function tokenOf(headers: IncomingHttpHeaders): string | undefined {
  const raw = headers.token;
  const token = Array.isArray(raw) ? raw[0] : raw;
  return token?.trim() || undefined;
}

export function createContext({ headers, config, cache, log, now, ip, setCookie, phoneReveals, admin, generation, readAhead }: CreateContextOptions): GraphQLContext {
  // The back office's session cookie is shared by every port of the host: it never goes up from here
  // with the visitor's cookies (only the admin listener sends it, as X-Admin-Session).
  const visitor: Visitor = { cookie: stripAdminCookies(headers.cookie), ip, setCookie };
  const account = admin ? { session: admin.session, ip, userAgent: admin.userAgent } : undefined;
  const response: GraphQLContext['response'] = { noStore: false, maxAge: undefined };
  const upstream = new UpstreamClient({
    baseUrl: config.upstreamUrl,
    timeoutMs: config.upstreamTimeoutMs,
    cache,
    token: tokenOf(headers),
    log,
    now,
    visitor,
    account,
    validate: !config.production,
    generation,
    readAhead,
    onFreshness: (seconds) => {
      response.maxAge = response.maxAge === undefined ? seconds : Math.min(response.maxAge, seconds);
    },
  });
  return { upstream, config, visitor, phoneReveals, response, admin: admin && account ? createAdminSession(admin, account, upstream) : undefined };
}
