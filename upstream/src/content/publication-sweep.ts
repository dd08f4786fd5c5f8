// Scheduled articles and topics go live at their time (docs/decisions/0122): every upstream instance
// looks every PUBLICATION_SWEEP_MS for schedules that are due and publishes them with their recorded
// change (backoffice/articles/store.ts `publishDue`), so the gateways drop their copies within their
// poll interval of it. Concurrent sweeps on several instances are safe: a published row no longer matches.
// A job of the upstream's schedule (upstream/src/jobs/schedule.ts).
import { publishDue } from '../backoffice/articles/store';
import type { Database } from '../db/database';
import type { Job } from '../jobs/schedule';

export const PUBLICATION_SWEEP_MS = 10_000;

/** The sweep on `now`'s clock (the tests' movable clock outside production). */
export const publicationSweep = (db: Database, now: () => number): Job => ({
  name: 'publication sweep',
  everyMs: PUBLICATION_SWEEP_MS,
  run: () => publishDue(db, now()),
});
