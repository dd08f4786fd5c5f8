// Redis is optional at run time (docs/decisions/0083). A keyv store over Redis whose every command has a
// timeout (REDIS_COMMAND_TIMEOUT_MS, 100 ms by default) and whose failures open a circuit breaker: while
// it is open every read and write goes to the in-process LRU store (bounded like the memory-only
// cache), so pages keep their speed during a Redis outage instead of each waiting it out. After a
// cool-down one probe (PING) goes to Redis; its success closes the breaker again, by itself.
//
// While Redis answers, writes go to both stores: the in-process copy is warm when the breaker opens.
import { EventEmitter } from 'node:events';
import { createClient } from '@keyv/redis';
import { MemoryStore } from './memory-store';

export type BreakerState = 'closed' | 'open';

export interface BreakerOptions {
  url: string;
  /** Keys are stored as `namespace::key`, as @keyv/redis does. */
  namespace: string;
  /** Longest wait for one Redis command before it counts as failed. */
  commandTimeoutMs: number;
  /** Consecutive failures that open the breaker. */
  failuresToOpen: number;
  /** How long the breaker stays open before a probe may close it. */
  coolDownMs: number;
  /** The in-process fallback (and warm copy). */
  memory: MemoryStore;
  now?: () => number;
}

/** What health checks read. */
export interface BreakerHealth {
  state: BreakerState;
  /** Epoch ms since when the breaker is open; null when closed. */
  openSince: number | null;
  failures: number;
}

type RedisClient = ReturnType<typeof createClient>;

/** A keyv storage adapter (get/set/delete/clear/has) over Redis with a timeout and a circuit breaker. */
export class BreakerRedisStore extends EventEmitter {
  namespace?: string | undefined;
  readonly memory: MemoryStore;
  private readonly client: RedisClient;
  private readonly redis: RedisClient;
  private readonly prefix: string;
  private readonly opts: BreakerOptions;
  private readonly now: () => number;
  private state: BreakerState = 'closed';
  private openedAt = 0;
  private failures = 0;
  private probing = false;
  private closing = false;

  /** The site's key namespace (CACHE_NAMESPACE): counters kept beside the cache prefix their keys with it too. */
  get siteNamespace(): string {
    return this.opts.namespace;
  }

  constructor(opts: BreakerOptions) {
    super();
    this.opts = opts;
    this.memory = opts.memory;
    this.now = opts.now ?? Date.now;
    this.prefix = `${opts.namespace}::`;
    this.client = createClient({
      url: opts.url,
      // A command sent while the connection is down fails at once instead of queueing for its return.
      disableOfflineQueue: true,
      socket: { connectTimeout: 1000, reconnectStrategy: (retries: number) => Math.min(100 * 2 ** retries, 2000) },
    });
    // Every command times out (node-redis drops it from its queue and rejects).
    // Every command goes through attempt(), whose own timer bounds it. The client's per-command timeout
    // option is not used: it arms an AbortSignal.timeout that cannot be cleared, so each command, answered
    // or not, later fired a timer, built a DOMException and dispatched an abort event (a few % of the
    // gateway's CPU on a cache miss over Redis, docs/decisions/0128).
    this.redis = this.client;
    this.client.on('error', (error: unknown) => this.emit('error', error));
    // Connects in the background: until then the breaker decides, and the first commands fall back.
    this.client.connect().catch((error: unknown) => this.fail(error));
  }

  health(): BreakerHealth {
    return { state: this.state, openSince: this.state === 'open' ? this.openedAt : null, failures: this.failures };
  }

  /** Whether a command may go to Redis now; starts a probe when the cool-down has passed. */
  private usable(): boolean {
    if (this.state === 'closed') return this.client.isReady;
    if (!this.probing && this.now() - this.openedAt >= this.opts.coolDownMs) void this.probe();
    return false;
  }

  private async probe(): Promise<void> {
    this.probing = true;
    try {
      if (!this.client.isReady) throw new Error('Redis is not connected');
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        this.redis.ping(),
        new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error('Redis did not answer the probe')), this.opts.commandTimeoutMs);
        }),
      ]).finally(() => clearTimeout(timer));
      this.failures = 0;
      this.state = 'closed';
      this.emit('state', 'closed');
    } catch (error) {
      this.openedAt = this.now();
      this.emit('error', error);
    } finally {
      this.probing = false;
    }
  }

  private fail(error: unknown): void {
    if (this.closing) return;
    this.failures++;
    if (this.state === 'closed' && this.failures >= this.opts.failuresToOpen) {
      this.state = 'open';
      this.openedAt = this.now();
      this.emit('state', 'open');
    }
    this.emit('error', error);
  }

  /** Whether the connection is up (tests wait for it before counting on Redis). */
  get connected(): boolean {
    return this.client.isReady;
  }

  /** The Redis client, for other users of the same connection (the request-rate limiter), who call it through run(): its timeout and breaker. */
  get commands(): RedisClient {
    return this.redis;
  }

  /**
   * Runs a command of another user of this connection under the same timeout and breaker: `{ ok: false }`
   * at once while the breaker is open, and a failure or timeout counts towards opening it.
   */
  run<T>(command: (redis: RedisClient) => Promise<T>): Promise<{ ok: true; value: T } | { ok: false }> {
    return this.attempt(command);
  }

  private async attempt<T>(command: (redis: RedisClient) => Promise<T>): Promise<{ ok: true; value: T } | { ok: false }> {
    if (!this.usable()) {
      if (this.state === 'closed' && !this.client.isReady) this.fail(new Error('Redis is not connected'));
      return { ok: false };
    }
    let timer: NodeJS.Timeout | undefined;
    try {
      // node-redis's own timeout covers a command until it is written; a Redis that stops answering
      // after that (paused, black-holed) is cut off here.
      const value = await Promise.race([
        command(this.redis),
        new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error(`Redis did not answer within ${this.opts.commandTimeoutMs} ms`)), this.opts.commandTimeoutMs);
        }),
      ]);
      this.failures = 0;
      return { ok: true, value };
    } catch (error) {
      this.fail(error);
      return { ok: false };
    } finally {
      clearTimeout(timer);
    }
  }

  async get(key: string): Promise<unknown> {
    const r = await this.attempt((redis) => redis.get(this.prefix + key));
    if (!r.ok) return this.memory.get(key);
    return r.value ?? undefined;
  }

  async set(key: string, value: string, ttl?: number): Promise<boolean> {
    this.memory.set(key, value as never, ttl);
    await this.attempt((redis) => (ttl ? redis.set(this.prefix + key, value, { PX: ttl }) : redis.set(this.prefix + key, value)));
    return true;
  }

  async delete(key: string): Promise<boolean> {
    const inMemory = this.memory.delete(key);
    const r = await this.attempt((redis) => redis.del(this.prefix + key));
    return r.ok ? r.value > 0 : inMemory;
  }

  async has(key: string): Promise<boolean> {
    const r = await this.attempt((redis) => redis.exists(this.prefix + key));
    return r.ok ? r.value > 0 : this.memory.has(key);
  }

  /** Clears this namespace: the in-process copy, and its keys in Redis when it answers. */
  async clear(): Promise<void> {
    this.memory.clear();
    await this.attempt(async (redis) => {
      for await (const keys of this.client.scanIterator({ MATCH: `${this.prefix}*`, COUNT: 500 })) if (keys.length) await redis.del(keys);
    });
  }

  async disconnect(): Promise<void> {
    this.closing = true;
    if (this.client.isOpen) await this.client.close().catch(() => this.client.destroy());
  }
}
