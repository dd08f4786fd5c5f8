// A request-rate limit per client address in front of the pages and /graphql (docs/decisions/0096).
// It sits at the node:http level, before the hot GraphQL answers (graphql/hot-responses.ts) and Fastify,
// so a cached answer costs an abuser its share like any other; static assets, media and health checks
// are not counted (a page view pulls dozens of them).
//
// Counting is rate-limiter-flexible's fixed window: in Redis (shared by every gateway instance) when
// REDIS_URL is set, through the cache's own connection, command timeout and circuit breaker
// (upstream/redis-breaker.ts); while Redis is down or slow an in-process limiter of the same size
// decides (each instance then counts alone: a visitor may get up to one allowance per instance). An
// address with more than half its allowance left does not wait for Redis's count (aheadOfRedis below).
// The gateway workers of one machine (GATEWAY_WORKERS, workers.ts) are one instance here: their
// in-process count is kept by their primary (inProcessLimiter below).
import proxyAddr from '@fastify/proxy-addr';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { isIP } from 'node:net';
import { LRUCache } from 'lru-cache';
import { RateLimiterCluster, RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { BreakerRedisStore } from './upstream/redis-breaker';
import { isForkedWorker } from './workers';

export interface RequestRateOptions {
  /** Requests one address may make per window; 0 turns the limit off. */
  points: number;
  /** The window, in seconds. */
  windowSeconds: number;
  /** GATEWAY_TRUST_PROXY: whose X-Forwarded-For is believed (the same rule as Fastify's request.ip). */
  trustProxy: string | undefined;
  /** The shared cache's Redis store, when there is one. */
  redis?: BreakerRedisStore | undefined;
  /** Browser origins allowed to read /graphql answers (CORS), so a refusal is readable too. */
  corsOrigins: readonly string[];
}

export interface Verdict {
  allowed: boolean;
  /** Whole seconds until the window resets (at least 1). */
  retryAfter: number;
}

/** Paths that are not counted: assets and media (many per page view) and health checks. */
const UNCOUNTED = /^\/(?:assets\/|m-assets\/|media\/|healthz(?:$|\?)|readyz(?:$|\?)|favicon\.ico$)/;

const PAGE_TITLE = '访问过于频繁';
/** The public message of a refusal (page and GraphQL error alike). */
export const RATE_LIMITED_MESSAGE = '访问过于频繁，请稍后再试';
export const RATE_LIMITED_CODE = 'RATE_LIMITED';

/**
 * The key an address is counted under: an IPv4 address as it is (IPv4-mapped IPv6 included), an IPv6
 * address by its /64, the smallest block a provider gives one subscriber (counting single IPv6
 * addresses would give every household 2^64 allowances).
 */
export function addressKey(address: string): string {
  const bare = address.replace(/%.*$/, '');
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(bare);
  if (mapped) return mapped[1]!;
  if (isIP(bare) !== 6) return bare;
  const [head = '', tail = ''] = bare.split('::');
  const left = head ? head.split(':') : [];
  const right = bare.includes('::') ? (tail ? tail.split(':') : []) : [];
  // An embedded IPv4 tail counts as two groups; only the first four groups matter here.
  const groups = [...left, ...Array(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right];
  return `${groups.slice(0, 4).map((g) => parseInt(g, 16).toString(16)).join(':')}::/64`;
}

/** The client address as the gateway trusts it (decision 0020): Fastify's request.ip, computed on the raw request. */
export function clientAddressOf(trustProxy: string | undefined): (req: IncomingMessage) => string {
  if (!trustProxy) return (req) => req.socket.remoteAddress ?? '';
  const trust = proxyAddr.compile(trustProxy.split(',').map((v) => v.trim()));
  return (req) => {
    const all = proxyAddr.all(req, trust);
    return all[all.length - 1] ?? req.socket.remoteAddress ?? '';
  };
}

export interface RequestRateLimit {
  /** Counts one request of `key`. */
  consume(key: string): Promise<Verdict>;
  /** The node:http listener in front of `next`: counts pages and /graphql, answers 429 over the limit. */
  front(next: (req: IncomingMessage, res: ServerResponse) => void): (req: IncomingMessage, res: ServerResponse) => void;
}

const verdictOf = (res: RateLimiterRes, allowed: boolean): Verdict => ({ allowed, retryAfter: Math.max(1, Math.ceil(res.msBeforeNext / 1000)) });

export interface Count {
  allowed: boolean;
  /** Points consumed in the current window, this one included. */
  consumed: number;
}

export interface SharedCounter {
  /** Counts one for `key`: allowed while the window's count stays within `points`. */
  consume(key: string): Promise<Count>;
  /** Gives one back (a refused attempt that should not count). */
  refund(key: string): Promise<void>;
}

/**
 * The count made in process (no Redis, or Redis down): in this process's memory, or, in a gateway worker
 * (workers.ts), in the primary's, which every worker of the machine asks over IPC. Per worker, an address
 * would get one allowance per core.
 */
function inProcessLimiter(options: { points: number; duration: number; keyPrefix: string }): RateLimiterAbstract {
  return isForkedWorker() ? new RateLimiterCluster({ ...options, timeoutMs: 2000 }) : new RateLimiterMemory(options);
}

/**
 * A fixed-window counter shared through the cache's Redis (its timeout and breaker) when there is one,
 * counted in process while Redis is down or absent (each instance then counts alone).
 */
export function createSharedCounter({ points, duration, keyPrefix, redis }: { points: number; duration: number; keyPrefix: string; redis?: BreakerRedisStore | undefined }): SharedCounter {
  const memory = inProcessLimiter({ points, duration, keyPrefix });
  // In Redis under the site's namespace: another site (or test run) on the same Redis counts apart.
  const shared = redis ? new RateLimiterRedis({ storeClient: redis.commands, useRedisPackage: true, points, duration, keyPrefix: `${redis.siteNamespace}:${keyPrefix}` }) : undefined;
  const settle = (p: Promise<RateLimiterRes>): Promise<Count> =>
    p.then(
      (res) => ({ allowed: true, consumed: res.consumedPoints }),
      (rejection: unknown) => {
        if (rejection instanceof RateLimiterRes) return { allowed: false, consumed: rejection.consumedPoints };
        throw rejection;
      },
    );
  return {
    async consume(key) {
      if (shared && redis) {
        const r = await redis.run(() => settle(shared.consume(key)));
        if (r.ok) return r.value;
      }
      return settle(memory.consume(key));
    },
    async refund(key) {
      if (shared && redis) {
        const r = await redis.run(() => shared.reward(key));
        if (r.ok) return;
      }
      await memory.reward(key);
    },
  };
}

/** A verdict as Redis counted it: the points the address has left and when its window ends (epoch ms). */
interface Counted extends Verdict {
  left: number;
  resetAt: number;
}

/**
 * Admission ahead of Redis (docs/decisions/0134). Every counted request used to wait for Redis's count
 * before anything else: a round trip on every page and GraphQL answer, cached ones included. An address
 * that Redis last counted with more than half its allowance left, in a window that has not ended, is let
 * through at once and counted in the background, as long as the half stays free above this instance's
 * own requests still being counted. Redis still counts every request: past half its allowance an address
 * waits for its verdict as before, and past the allowance it is refused. Only a burst faster than Redis
 * answers, spread over several instances, can get through beyond the allowance, by at most half an
 * allowance per instance; a count Redis did not make (it is down) or a refusal ends admission ahead.
 */
function aheadOfRedis(points: number) {
  interface Seen {
    left: number;
    resetAt: number;
    /** Requests of this address let through here and not yet counted. */
    inFlight: number;
  }
  const seen = new LRUCache<string, Seen>({ max: 10_000 });
  return {
    note(key: string, { left, resetAt }: Counted) {
      const s = seen.get(key);
      if (s) Object.assign(s, { left, resetAt });
      else seen.set(key, { left, resetAt, inFlight: 0 });
    },
    /**
     * Lets a request of `key` through before its count when it may; then returns what to call with its
     * count. A count Redis did not make (it is down: the in-process limiter counted) or a refusal ends
     * the admissions ahead for the address: its next requests wait for their verdict again.
     */
    admit(key: string): ((verdict?: Verdict | Counted) => void) | undefined {
      const s = seen.get(key);
      if (!s || s.resetAt <= Date.now() || s.left - s.inFlight - 1 < points / 2) return undefined;
      s.inFlight++;
      return (verdict) => {
        s.inFlight--;
        if (!verdict || !('left' in verdict) || !verdict.allowed) seen.delete(key);
      };
    },
  };
}

export function createRequestRateLimit(options: RequestRateOptions): RequestRateLimit | undefined {
  const { points, windowSeconds: duration, redis } = options;
  if (points <= 0) return undefined;
  const keyPrefix = 'rl:req';
  const memory = inProcessLimiter({ points, duration, keyPrefix });
  const shared = redis
    ? new RateLimiterRedis({
        storeClient: redis.commands,
        useRedisPackage: true,
        points,
        duration,
        // Under the site's namespace (see createSharedCounter).
        keyPrefix: `${redis.siteNamespace}:${keyPrefix}`,
        // An address already over its allowance is refused from memory until its window ends: a flood
        // costs Redis nothing more.
        inMemoryBlockOnConsumed: points + 1,
      })
    : undefined;

  const ahead = aheadOfRedis(points);
  // What Redis last counted for an address: the points left and when its window ends (epoch ms).
  const counted = (res: RateLimiterRes, allowed: boolean): Counted => ({ ...verdictOf(res, allowed), left: res.remainingPoints, resetAt: Date.now() + res.msBeforeNext });
  const count = async (key: string): Promise<Verdict | Counted> => {
    if (shared && redis) {
      const answer = await redis.run(() =>
        shared.consume(key).then(
          (res) => counted(res, true),
          (rejection: unknown) => {
            if (rejection instanceof RateLimiterRes) return counted(rejection, false);
            throw rejection;
          },
        ),
      );
      if (answer.ok) {
        ahead.note(key, answer.value);
        return answer.value;
      }
    }
    // No Redis, or it is down (breaker open, timeout, error): the in-process insurance limiter.
    return memory.consume(key).then(
      (res) => verdictOf(res, true),
      (rejection: unknown) => {
        if (rejection instanceof RateLimiterRes) return verdictOf(rejection, false);
        throw rejection;
      },
    );
  };

  const addressOf = clientAddressOf(options.trustProxy);
  const refuse = (req: IncomingMessage, res: ServerResponse, verdict: Verdict) => {
    const headers: Record<string, string> = {
      'retry-after': String(verdict.retryAfter),
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
    };
    // The body of a refused upload is not read: the connection closes instead of draining it.
    if (req.method !== 'GET' && req.method !== 'HEAD') headers.connection = 'close';
    const url = req.url ?? '/';
    if (url === '/graphql' || url.startsWith('/graphql?')) {
      const origin = req.headers.origin;
      if (origin && options.corsOrigins.includes(origin)) {
        headers['access-control-allow-origin'] = origin;
        headers['access-control-allow-credentials'] = 'true';
        headers.vary = 'Origin';
      }
      const body = JSON.stringify({ errors: [{ message: RATE_LIMITED_MESSAGE, extensions: { code: RATE_LIMITED_CODE, retryAfter: verdict.retryAfter } }] });
      res.writeHead(429, { ...headers, 'content-type': 'application/json; charset=utf-8' });
      res.end(body);
    } else {
      res.writeHead(429, { ...headers, 'content-type': 'text/html; charset=utf-8', 'content-security-policy': "default-src 'none'; base-uri 'none'; form-action 'none'" });
      res.end(
        `<!DOCTYPE html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="robots" content="noindex"><title>${PAGE_TITLE}_商机网</title></head>` +
          `<body><main><h1>${RATE_LIMITED_MESSAGE}</h1><p>您的访问过于频繁，请在 ${verdict.retryAfter} 秒后刷新本页。</p><p><a href="/">返回首页</a></p></main></body></html>`,
      );
    }
  };

  return {
    consume: count,
    front: (next) => (req, res) => {
      if (UNCOUNTED.test(req.url ?? '/') || req.method === 'OPTIONS') return next(req, res);
      const key = addressKey(addressOf(req));
      // Far below its allowance as Redis last counted it: through at once, counted all the same.
      const release = ahead.admit(key);
      if (release) {
        count(key).then(release, () => release());
        return next(req, res);
      }
      count(key).then(
        (verdict) => (verdict.allowed ? next(req, res) : refuse(req, res, verdict)),
        // A limiter failure never refuses a visitor.
        () => next(req, res),
      );
    },
  };
}
