// The upstream answers' reads a GraphQL cache miss will make, started with its whole-response read
// (docs/decisions/0136).
//
// Over Redis a miss waited for two reads in a row: the whole response's (started in the front, decision
// 0133), then, once Apollo had found it missing and the resolvers ran, each upstream answer's. Only the
// resolvers know those keys. They are learnt instead: after each executed operation, the keys it read are
// kept per query text as templates, each parameter value that equals one of the operation's variables
// standing for that variable (`GET /index.php/v1/zhaoshang/show?id=$id`). The next request of the text
// fills them in with its own variables, and its reads go out with the whole-response read, in one write.
//
// Guarded three ways, so that a read ahead costs at most a wasted GET:
// - a text's templates are used only once they have forecast the keys of an operation exactly
//   (`confirmed`), and are dropped the first time they do not;
// - only when the text's last whole-response read missed: a text answered from the shared cache would
//   read its upstream answers for nothing;
// - the upstream client takes a read ahead only under its own key, and reads what any read would: the same
//   store, the same entry, a little earlier. The freshness and generation checks are its own, as before.
import { LRUCache } from 'lru-cache';
import type { CacheEntry } from './cache';

export interface UpstreamReadAhead {
  /** Starts the reads an operation of `source` with these variables will make, as far as they are learnt. */
  start(source: string, variables: Record<string, unknown>): void;
  /** The read already on its way for `key`, taken (the upstream client's read, client.ts). */
  take(key: string): Promise<CacheEntry | undefined> | undefined;
  /**
   * Learns from an operation that ended: the cached reads it made in order, or null when its whole
   * response came from the shared cache (nothing executed).
   */
  observe(source: string, variables: Record<string, unknown>, keysRead: readonly string[] | null): void;
}

/** A learnt key: literal text and the names of the variables whose values go between. */
type Template = (string | { variable: string })[];

interface Learnt {
  templates: Template[] | null;
  confirmed: boolean;
  /** Whether the text's last operation executed (its whole response was not in the shared cache). */
  lastMissed: boolean;
}

interface InFlight {
  read: Promise<CacheEntry | undefined>;
  at: number;
}

// A read ahead is taken within milliseconds; one nobody took that long (its operation failed before the
// resolver) is not handed out any more, and is dropped.
const UNTAKEN_MS = 2_000;
const MAX_IN_FLIGHT = 1_000;

/** A variable's value as requestKey (transport.ts) writes a parameter: String() then form encoding. */
function encoded(value: unknown): string | undefined {
  if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean') return undefined;
  return new URLSearchParams([['', String(value)]]).toString().slice(1);
}

/** The template of a key read by an operation with `variables`; null when a value matches two variables. */
export function templateOf(key: string, variables: Record<string, unknown>): Template | null {
  const q = key.indexOf('?');
  if (q < 0) return [key];
  const values = Object.entries(variables)
    .map(([name, value]) => [name, encoded(value)] as const)
    .filter((e): e is readonly [string, string] => e[1] !== undefined);
  const template: Template = [];
  let literal = key.slice(0, q + 1);
  for (const [i, pair] of key.slice(q + 1).split('&').entries()) {
    if (i > 0) literal += '&';
    const eq = pair.indexOf('=');
    const value = eq < 0 ? undefined : pair.slice(eq + 1);
    const names = value === undefined ? [] : values.filter(([, v]) => v === value).map(([name]) => name);
    if (names.length > 1) return null;
    if (names.length === 0) {
      literal += pair;
      continue;
    }
    template.push(literal + pair.slice(0, eq + 1), { variable: names[0]! });
    literal = '';
  }
  if (literal) template.push(literal);
  return template;
}

/** The key a template gives for `variables`; undefined when one it needs is missing or not a scalar. */
export function keyFrom(template: Template, variables: Record<string, unknown>): string | undefined {
  let key = '';
  for (const part of template) {
    if (typeof part === 'string') key += part;
    else {
      const value = encoded(variables[part.variable]);
      if (value === undefined) return undefined;
      key += value;
    }
  }
  return key;
}

function forecast(learnt: Learnt, variables: Record<string, unknown>): string[] | undefined {
  if (!learnt.templates) return undefined;
  const keys: string[] = [];
  for (const template of learnt.templates) {
    const key = keyFrom(template, variables);
    if (key === undefined) return undefined;
    keys.push(key);
  }
  return keys;
}

/** The same keys, in any order (resolvers running side by side may start their reads in either). */
function sameKeys(a: readonly string[], b: readonly string[]): boolean {
  if (a.length !== b.length) return false;
  const set = new Set(a);
  return b.every((key) => set.has(key));
}

/** `cache`: the shared cache the upstream client reads (UpstreamCache). */
export function createUpstreamReadAhead(cache: { get(key: string): Promise<CacheEntry | undefined> }, now: () => number = Date.now): UpstreamReadAhead {
  // Bounded by the texts' length, like the front's unread texts (response-prefetch.ts).
  const learnt = new LRUCache<string, Learnt>({ maxSize: 1_000_000, sizeCalculation: (_v, source) => source.length });
  const inFlight = new Map<string, InFlight>();

  const dropUntaken = () => {
    const before = now() - UNTAKEN_MS;
    for (const [key, entry] of inFlight) if (entry.at < before) inFlight.delete(key);
  };

  return {
    start(source, variables) {
      const text = learnt.get(source);
      if (!text?.confirmed || !text.lastMissed) return;
      const keys = forecast(text, variables);
      if (!keys?.length) return;
      if (inFlight.size >= MAX_IN_FLIGHT) dropUntaken();
      for (const key of keys) {
        if (inFlight.has(key) || inFlight.size >= MAX_IN_FLIGHT) continue;
        const read = Promise.resolve(cache.get(key));
        // A read nobody takes must not surface as an unhandled rejection; the taker still sees its failure.
        read.catch(() => undefined);
        inFlight.set(key, { read, at: now() });
      }
    },

    take(key) {
      const entry = inFlight.get(key);
      if (!entry) return undefined;
      inFlight.delete(key);
      return entry.at >= now() - UNTAKEN_MS ? entry.read : undefined;
    },

    observe(source, variables, keysRead) {
      const text = learnt.get(source) ?? { templates: null, confirmed: false, lastMissed: false };
      if (keysRead === null) {
        text.lastMissed = false;
      } else {
        const expected = forecast(text, variables);
        text.confirmed = expected !== undefined && sameKeys(expected, keysRead);
        // Confirmed templates gave exactly these keys: only a wrong (or first) forecast is learnt anew.
        if (!text.confirmed) {
          const templates = keysRead.map((key) => templateOf(key, variables));
          text.templates = templates.every((t): t is Template => t !== null) ? templates : null;
        }
        text.lastMissed = true;
      }
      learnt.set(source, text);
    },
  };
}
