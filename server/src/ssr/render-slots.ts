// At most N page renders at once per gateway process. A render is CPU work on the one event loop; past a few
// at once they only interleave, each taking longer, and under a burst every visitor's page slows together
// until throughput falls (measured: docs/decisions/0104-render-slots.md). Renders past the limit wait their
// turn in order; page-cache hits, /graphql and static files never wait. A slot is held from the start of the
// render until its document has been written (or the visitor left), since React keeps rendering late
// sections while the shell is already on its way.
import pLimit from 'p-limit';

export interface RenderSlots {
  /** Waits for a slot; resolves with its release (idempotent). Null when the queue is full: answer 503. */
  acquire(): Promise<(() => void) | null>;
  /** Renders running now, and waiting for a slot. */
  readonly active: number;
  readonly pending: number;
}

/** `size` 0 means unbounded. `maxPending` caps the queue (a burst past it is answered at once, not queued). */
export function renderSlots(size: number, maxPending = size * 64): RenderSlots {
  if (size <= 0) {
    return { acquire: async () => () => {}, active: 0, pending: 0 };
  }
  const limit = pLimit(size);
  return {
    acquire() {
      if (limit.pendingCount >= maxPending) return Promise.resolve(null);
      return new Promise((granted) => {
        void limit(
          () =>
            new Promise<void>((done) => {
              let released = false;
              granted(() => {
                if (released) return;
                released = true;
                done();
              });
            }),
        );
      });
    },
    get active() {
      return limit.activeCount;
    },
    get pending() {
      return limit.pendingCount;
    },
  };
}
