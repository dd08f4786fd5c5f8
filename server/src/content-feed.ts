// The content change feed, gateway side (docs/decisions/0119). The upstream appends a row to
// content_change in the same transaction as every write that changes what visitors read (a claim approved,
// a brand edit or an article published, a placement starting…). Every gateway polls the newest sequence
// number (contract call `contentChanges`) every CONTENT_POLL_MS; that number is this instance's content
// *generation*. Every cache keeps, with each entry, the generation it was made in — taken when the work
// started, so an answer fetched before a change is never labelled after it — and treats an entry of
// another generation as absent:
//   page cache, operation results, hot responses: in process, entries stamped (server/src/ssr/*, graphql/hot-responses.ts);
//   GraphQL response cache: the generation is part of its key (graphql/response-cache.ts);
//   upstream answers (the shared store, Redis with several gateways): stamped; an older one is stale,
//     still served if the upstream fails (upstream/client.ts).
// So a change is live on every gateway within one poll interval plus one upstream round trip, whatever the
// caches' lifetimes, and gateways sharing Redis agree on the generation because it is the upstream's number.
import type { FastifyBaseLogger } from 'fastify';

/** What the caches read: the generation their entries must carry to count. */
export interface ContentGeneration {
  current(): number;
}

/** A generation that never moves: tests and tools that do not follow the feed. */
export const FIXED_GENERATION: ContentGeneration = { current: () => 0 };

export interface ContentFeedOptions {
  /** The upstream's newest sequence number (the changes after `after` are not needed here). */
  newest: (after: number) => Promise<number>;
  /** How often to ask; 0: never (the generation stays at its first reading). */
  intervalMs: number;
  log?: Pick<FastifyBaseLogger, 'warn' | 'info'> | undefined;
}

export class ContentFeed implements ContentGeneration {
  private seq = 0;
  private timer: NodeJS.Timeout | undefined;
  private polling: Promise<boolean> | undefined;
  private readonly listeners = new Set<(seq: number) => void>();
  private failing = false;

  constructor(private readonly options: ContentFeedOptions) {}

  current(): number {
    return this.seq;
  }

  /** Told after each move of the generation (caches that would rather drop their entries at once). */
  onAdvance(listener: (seq: number) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /**
   * Asks the upstream once; true when the generation moved. A failure keeps the generation (the caches keep
   * serving what they have; the next poll tries again) and is logged once per outage. A number lower than
   * ours (the upstream's database was replaced) moves it too: any difference means other content.
   */
  poll(): Promise<boolean> {
    this.polling ??= (async () => {
      try {
        const seq = await this.options.newest(this.seq);
        if (this.failing) this.options.log?.info('content feed answers again');
        this.failing = false;
        if (seq === this.seq) return false;
        this.seq = seq;
        for (const listener of this.listeners) listener(seq);
        return true;
      } catch (err) {
        if (!this.failing) this.options.log?.warn({ err }, 'content feed: the upstream did not answer; caches keep their generation');
        this.failing = true;
        return false;
      } finally {
        this.polling = undefined;
      }
    })();
    return this.polling;
  }

  /** Polls now and then every interval; the timer never keeps the process alive. */
  start(): void {
    if (this.timer || this.options.intervalMs <= 0) {
      void this.poll();
      return;
    }
    void this.poll();
    this.timer = setInterval(() => void this.poll(), this.options.intervalMs);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
  }
}
