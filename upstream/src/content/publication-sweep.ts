// Scheduled articles and topics go live at their time (docs/decisions/0122): every upstream instance
// looks every PUBLICATION_SWEEP_MS for schedules that are due and publishes them with their recorded
// change (backoffice/articles/store.ts `publishDue`), so the gateways drop their copies within their
// poll interval of it. Concurrent sweeps on several instances are safe: a published row no longer matches.
import { publishDue } from '../backoffice/articles/store';
import type { Database } from '../db/database';

export const PUBLICATION_SWEEP_MS = 10_000;

export interface PublicationSweep {
  stop(): Promise<void>;
}

/** Starts the sweep on `now`'s clock (the tests' movable clock outside production). */
export function startPublicationSweep(o: { db: Database; now: () => number; intervalMs?: number; log?: (msg: string, err: unknown) => void }): PublicationSweep {
  let running: Promise<unknown> | null = null;
  const tick = () => {
    if (running) return;
    running = publishDue(o.db, o.now())
      .catch((err) => o.log?.('publication sweep failed', err))
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(tick, o.intervalMs ?? PUBLICATION_SWEEP_MS);
  timer.unref();
  tick();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
