import type { Database } from './database';
import { migrate } from './migrate';
import { type SeedScale, type SeedSize, seedDatabase } from './seed/seed';

/** Migrations, then the seed when the database is empty: what every start-up runs. */
export async function prepareDatabase(db: Database, opts: { seed: number; scale: SeedScale | SeedSize; log?: (msg: string) => void }) {
  const t0 = performance.now();
  const applied = await migrate(db);
  const t1 = performance.now();
  const seeded = await seedDatabase(db, opts);
  // Brand search's plans rest on the statistics of brand_search (decision 0027), and its posting table
  // is read by index-only scans, which need the visibility map (0058); PGlite has no autovacuum to
  // keep either, so both are refreshed whenever the rows changed here.
  if (seeded || applied.length > 0) {
    await db.exec('analyze brand_search');
    await db.exec('vacuum analyze brand_gram');
  }
  const t2 = performance.now();
  opts.log?.(
    `database ready (${db.kind}): ${applied.length} migration(s) in ${Math.round(t1 - t0)} ms` +
      (seeded ? `, seeded (seed ${opts.seed}) in ${Math.round(t2 - t1)} ms` : ', seed already present'),
  );
  return { applied, seeded };
}
