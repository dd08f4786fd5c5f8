// Vitest global setup: migrate and seed one PGlite database (TEST_SEED, small) once per run, so that
// each test file copies a ready folder (well under a second) instead of seeding its own (several
// seconds each, on two cores, for every file). harness.ts's openBackend does the copying.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openPglite } from '../db/pglite';
import { prepareDatabase } from '../db/prepare';
import { TEMPLATE_SCALE, TEMPLATE_SEED } from './template-seed';

export default async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'upstream-template-'));
  const db = await openPglite(dir);
  // One moment for the run: a PostgreSQL seeded minutes later gets the same dates as this template.
  const seedTime = Date.now();
  await prepareDatabase(db, { seed: TEMPLATE_SEED, scale: TEMPLATE_SCALE, now: seedTime });
  await db.close();
  project.provide('pgliteTemplate', dir);
  project.provide('seedTime', seedTime);
  return () => rmSync(dir, { recursive: true, force: true });
}
