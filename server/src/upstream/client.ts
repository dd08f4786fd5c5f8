// The one client for the upstream REST contract: `call(name, params)` serves every call of the table in
// @shangji/contract (contract/src/calls.ts), typed from it: parameters from its parameter shape, the answer
// from its data shape, the cache lifetime from its entry. One per GraphQL operation: it sends each
// distinct request at most once per operation; the keyv cache behind it is shared by all requests
// and instances (server/src/cache-plan.ts). Resolvers call it and never `fetch`.
import {
  breachesOf, calls, lifetimeOf,
  type CallName, type CallParams, type CallResult, type CallSpec, type Envelope, type Lifetime, type WireParams,
} from '@shangji/contract';
import { STALE_GRACE_SECONDS } from '../cache-plan';
import type { UpstreamCache } from './cache';
import type { ContentGeneration } from '../content-feed';
import { upstreamError, UpstreamError } from './errors';
import { deepFreeze } from './freeze';
import type { UpstreamReadAhead } from './read-ahead';
import { exchange, requestKey, type AccountCaller, type TransportOptions, type UpstreamRequest, type Visitor } from './transport';

export interface UpstreamLogger {
  warn(obj: object, msg: string): void;
}

export interface UpstreamClientOptions extends TransportOptions {
  cache: UpstreamCache;
  /** The visitor's token. Responses to requests carrying one are never cached (docs/decisions/0003). */
  token?: string | undefined;
  /** Epoch ms; injectable so tests can step past a lifetime. */
  now?: () => number;
  log?: UpstreamLogger | undefined;
  /** The visitor behind this operation (cookie, address, Set-Cookie sink), for the session calls. */
  visitor?: Visitor | undefined;
  /**
   * The back-office account behind this operation (only the admin listener's clients have one): the
   * back-office calls (`account: true`) are refused without it, so no public listener can make them.
   */
  account?: AccountCaller | undefined;
  /**
   * Check each answer against the contract (@shangji/contract) and fail the call, naming the call and
   * the field, when it breaks it. On outside production: a stray field in an answer is a bug to see
   * at once, not a page that renders half-empty later.
   */
  validate?: boolean | undefined;
  /**
   * Told, for every read, how many more seconds its answer stays fresh (0: not cacheable, or a stale
   * copy): a response built from these reads may be cached no longer than the smallest of them.
   */
  onFreshness?: ((seconds: number) => void) | undefined;
  /** The content generation (server/src/content-feed.ts): entries of an older one are stale. */
  generation?: ContentGeneration | undefined;
  /** Reads of the shared cache started ahead of this operation (read-ahead.ts): taken under their key. */
  readAhead?: Pick<UpstreamReadAhead, 'take'> | undefined;
}

interface Call extends UpstreamRequest {
  name: CallName;
  key: string;
  lifetime: Lifetime;
}

export interface CallOptions {
  /** Sent as Idempotency-Key on a session call: a retried enquiry is stored once (docs/decisions/0019). */
  idempotencyKey?: string | undefined;
}

export class UpstreamClient {
  /**
   * Each distinct request of this operation, asked once: the upstream has no batch endpoints, so this is
   * only a dedupe, as a DataLoader without batching was. DataLoader still scheduled every load for after
   * a promise job and a tick; a map starts the call at once (docs/decisions/0128). A failed call stays
   * failed for the rest of the operation, as it did in the loader.
   */
  private readonly once = new Map<string, Promise<unknown>>();
  private readonly now: () => number;
  private readonly reads: string[] = [];

  /** The keys this operation read from the shared cache, in order (what read-ahead.ts learns from). */
  get cachedReads(): readonly string[] {
    return this.reads;
  }

  constructor(private readonly opts: UpstreamClientOptions) {
    this.now = opts.now ?? Date.now;
  }

  private load(call: Call): Promise<unknown> {
    let answer = this.once.get(call.key);
    if (!answer) this.once.set(call.key, (answer = this.cached(call)));
    return answer;
  }

  /** Makes the call `name` of the contract; see CallResult for what each kind of call resolves to. */
  call<N extends CallName>(name: N, params: CallParams<N>, options: CallOptions = {}): Promise<CallResult<N>> {
    const spec: CallSpec = calls[name];
    const wire = params as WireParams;
    const req = { method: spec.method, path: spec.path, params: wire };
    // A back-office call's key (it reaches log lines) names the route only: its parameters may hold a
    // password or a one-time link's secret.
    const key = spec.account ? `${req.method} ${req.path}` : requestKey(req);
    const call: Call = { ...req, name, key, lifetime: lifetimeOf(name, wire) };
    if (spec.account) return this.account(call) as Promise<CallResult<N>>;
    if (spec.session) return this.session(call, spec, options) as Promise<CallResult<N>>;
    // 'each': a new draw every time, past the per-operation dedupe too.
    return (call.lifetime === 'each' ? this.cached(call) : this.load(call)) as Promise<CallResult<N>>;
  }

  /** Fresh cache entry, else the upstream, else (on failure) the stale copy, else the error. */
  private async cached(call: Call): Promise<unknown> {
    const ttl = typeof call.lifetime === 'number' && !this.opts.token ? call.lifetime : null;
    // Taken before the read: an answer fetched while content changed is labelled with the older generation.
    const gen = this.opts.generation?.current() ?? 0;
    const entry = ttl !== null ? await this.read(call.key) : undefined;
    const now = this.now();
    if (entry && entry.freshUntil > now && (entry.gen ?? 0) >= gen) {
      this.opts.onFreshness?.(Math.ceil((entry.freshUntil - now) / 1000));
      return entry.value;
    }
    try {
      const { data, bytes } = await this.read200(call);
      // Frozen: in memory, this very object is what later requests read.
      // A breach is never hidden behind a stale copy (see the catch): it fails the field where it is seen.
      if (this.opts.validate && data !== null) this.check(call, data);
      const value = deepFreeze(data);
      this.opts.onFreshness?.(ttl ?? 0);
      // Not awaited: the answer is in hand, and a shared store's round trip (Redis) would only delay it.
      // A failed write is logged (write() never rejects); the next request misses again.
      if (ttl !== null) void this.write(call.key, value, bytes, ttl, gen);
      return value;
    } catch (error) {
      if (!entry || (error instanceof UpstreamError && error.extensions.breaches)) {
        this.opts.log?.warn({ key: call.key, err: error }, 'upstream failed; no cached copy');
        throw error;
      }
      this.opts.log?.warn({ key: call.key, err: error }, 'upstream failed; serving stale cache entry');
      this.opts.onFreshness?.(0);
      return entry.value;
    }
  }

  /** `data` of a code 200 envelope, null for code 400 ("no such id"); anything else is an error. */
  private async read200(call: Call): Promise<{ data: unknown; bytes: number }> {
    const { status, text } = await exchange(call, this.opts);
    const envelope = envelopeOf(call, status, text);
    if (envelope.code === 400) return { data: null, bytes: text.length };
    if (envelope.code !== 200) {
      throw upstreamError('UPSTREAM_ERROR', `Upstream ${call.path} answered code ${envelope.code}`, { upstreamMessage: envelope.msg });
    }
    return { data: envelope.data, bytes: text.length };
  }

  // The enquiry write path runs on the visitor's session: never the cache, never the dedupe.
  private async session(call: Call, spec: CallSpec, { idempotencyKey }: CallOptions): Promise<unknown> {
    const image = spec.answer === 'image';
    const res = await exchange(call, this.opts, { visitor: this.opts.visitor, idempotencyKey, json: !image });
    if (image) {
      if (res.status < 200 || res.status > 299 || !res.text.trimStart().startsWith('<svg')) {
        throw upstreamError('UPSTREAM_BAD_RESPONSE', `Upstream ${call.path} answered HTTP ${res.status} without an image`);
      }
      const pow = res.header('x-captcha-pow');
      return { svg: res.text, pow: pow && /^[A-Za-z0-9_-]{1,8192}$/.test(pow) ? pow : null };
    }
    // The visitor sees code and msg as they came; data only when it keeps the contract (outside
    // production one that breaks it is an error, naming the field).
    const envelope = envelopeOf(call, res.status, res.text);
    const msg = typeof envelope.msg === 'string' ? envelope.msg : '';
    const data = envelope.code === 200 ? (envelope.data ?? null) : null;
    if (data === null) return { code: envelope.code, msg, data: null };
    const breaches = breachesOf(call.name, data);
    if (breaches.length && this.opts.validate) throw this.breach(call, breaches);
    return { code: envelope.code, msg, data: breaches.length ? null : data };
  }

  // A back-office call (docs/decisions/0118): on the account's session, never the cache, never the
  // dedupe (each ask reaches the upstream: a reveal is recorded each time, a role taken away counts at
  // once). The envelope's code and msg come back as they came.
  private async account(call: Call): Promise<unknown> {
    const account = this.opts.account;
    if (!account) throw upstreamError('UPSTREAM_ERROR', `${call.name} is a back-office call: only the admin listener makes it`);
    const res = await exchange(call, this.opts, { account, json: true });
    const envelope = envelopeOf(call, res.status, res.text);
    const msg = typeof envelope.msg === 'string' ? envelope.msg : '';
    const data = envelope.code === 200 ? (envelope.data ?? null) : null;
    if (data === null) return { code: envelope.code, msg, data: null };
    const breaches = breachesOf(call.name, data);
    if (breaches.length && this.opts.validate) throw this.breach(call, breaches);
    return { code: envelope.code, msg, data: breaches.length ? null : data };
  }

  /** Throws UPSTREAM_BAD_RESPONSE naming the call and each field that breaks the contract. */
  private check(call: Call, data: unknown): void {
    const breaches = breachesOf(call.name, data);
    if (breaches.length) throw this.breach(call, breaches);
  }

  private breach(call: Call, breaches: string[]): UpstreamError {
    const shown = breaches.slice(0, 5).join('; ') + (breaches.length > 5 ? `; and ${breaches.length - 5} more` : '');
    this.opts.log?.warn({ key: call.key, breaches }, 'upstream answer breaks the contract');
    return upstreamError('UPSTREAM_BAD_RESPONSE', `Upstream ${call.name} (${call.method} ${call.path}) answered outside the contract: ${shown}`, { call: call.name, breaches });
  }

  // A cache outage degrades to a miss: the upstream is still there.
  private async read(key: string) {
    this.reads.push(key);
    try {
      return await (this.opts.readAhead?.take(key) ?? this.opts.cache.get(key));
    } catch (err) {
      this.opts.log?.warn({ key, err }, 'cache read failed');
      return undefined;
    }
  }

  private async write(key: string, value: unknown, bytes: number, ttl: number, gen: number) {
    try {
      await this.opts.cache.set(key, Object.freeze({ value, freshUntil: this.now() + ttl * 1000, bytes, gen }), (ttl + STALE_GRACE_SECONDS) * 1000);
    } catch (err) {
      this.opts.log?.warn({ key, err }, 'cache write failed');
    }
  }
}

/** The envelope {code, msg, data} of an answer; an answer without one is an outage (5xx) or a breach. */
function envelopeOf(call: Call, status: number, text: string): Partial<Envelope<unknown>> & { code: number } {
  let envelope: Partial<Envelope<unknown>> | undefined;
  try {
    envelope = text ? (JSON.parse(text) as Envelope<unknown>) : undefined;
  } catch {
    envelope = undefined;
  }
  if (!envelope || typeof envelope.code !== 'number') {
    // `empty`: no body at all, which the enquiry form answers with SPEC §8's 系统繁忙！请稍后再试！.
    throw upstreamError(status >= 500 ? 'UPSTREAM_UNAVAILABLE' : 'UPSTREAM_BAD_RESPONSE', `Upstream ${call.path} answered HTTP ${status} without an envelope`, text.trim() ? undefined : { empty: true });
  }
  return envelope as Partial<Envelope<unknown>> & { code: number };
}
