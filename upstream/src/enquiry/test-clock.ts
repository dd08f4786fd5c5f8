// Outside production, the enquiry write path reads the time from a clock the end-to-end tests may move
// forward (POST enquiryPaths.testAdvanceClock), so a test of "one code per number a minute" asks again a
// minute later without sleeping a minute in CI. Production always reads Date.now; unit tests pass a clock
// of their own (EnquiryOptions.now).
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ok } from '../http/envelope';
import { readParams } from '../http/params';

/** The furthest one call may move the clock: enough for any per-number gap, not a day's caps. */
export const MAX_ADVANCE_MS = 10 * 60_000;

export interface TestClock {
  now: () => number;
  /** Moves the clock forward by `ms`; returns the new time. */
  advance: (ms: number) => number;
}

export function testClock(): TestClock {
  let skew = 0;
  return {
    now: () => Date.now() + skew,
    advance(ms) {
      skew += ms;
      return Date.now() + skew;
    },
  };
}

/** Registers the hook that moves `clock` by `ms` (form body or query; 1 ms to MAX_ADVANCE_MS, else code 400). */
export function testClockRoute(app: FastifyInstance, path: string, clock: TestClock): void {
  const params = z.object({ ms: z.coerce.number().int().min(1).max(MAX_ADVANCE_MS) });
  app.post(path, async (req) => ok(clock.advance(readParams(req, params).ms)));
}
