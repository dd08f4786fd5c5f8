// Outside production, the enquiry write path reads the time from a clock the end-to-end tests may move
// forward (POST enquiryPaths.testAdvanceClock), so a test of "one code per number a minute" asks again a
// minute later without sleeping a minute in CI. Production always reads Date.now; unit tests pass a clock
// of their own (EnquiryOptions.now).
import type { FastifyInstance } from 'fastify';

/** The furthest one call may move the clock: enough for any per-number gap, not a day's caps. */
export const MAX_ADVANCE_MS = 10 * 60_000;

export interface TestClock {
  now: () => number;
  /** Moves the clock forward by `ms` (0 < ms ≤ MAX_ADVANCE_MS); returns the new time. */
  advance: (ms: number) => number;
}

export function testClock(): TestClock {
  let skew = 0;
  return {
    now: () => Date.now() + skew,
    advance(ms) {
      if (!Number.isInteger(ms) || ms <= 0 || ms > MAX_ADVANCE_MS) throw new RangeError(`advance: 1–${MAX_ADVANCE_MS} ms`);
      skew += ms;
      return Date.now() + skew;
    },
  };
}

/** Registers the hook that moves `clock` (`ms` in the form body or query). */
export function testClockRoute(app: FastifyInstance, path: string, clock: TestClock): void {
  app.post(path, async (req) => {
    const fields = { ...(req.query as Record<string, unknown>), ...(req.body as Record<string, unknown> | undefined) };
    const ms = Number(fields.ms);
    if (!Number.isInteger(ms) || ms <= 0 || ms > MAX_ADVANCE_MS) return { code: 400, msg: `ms: 1–${MAX_ADVANCE_MS}`, data: null };
    return { code: 200, msg: 'success', data: clock.advance(ms) };
  });
}
