import type { Database } from './database';
import { migrate } from './migrate';
import { type SeedScale, type SeedSize, seedDatabase } from './seed/seed';

/** Migrations, then the seed when the database is empty: what every start-up runs. */
/** `now` (Unix ms, the clock by default): the moment the seed's dates count back from (seed/time.ts). */
export async function prepareDatabase(db: Database, opts: { seed: number; scale: SeedScale | SeedSize; now?: number; log?: (msg: string) => void }) {
  const t0 = performance.now();
  const applied = await migrate(db);
  const t1 = performance.now();
  const seeded = await seedDatabase(db, opts);
  // Brand search's plans rest on the statistics of brand_search (decision 0027); its trigram GIN
  // indexes, filled row by row by the seed, keep new entries in a pending list that every search scans
  // until a vacuum merges it (20 ms a 4-character search on PGlite at 100,000 brands); brand_gram is
  // read by index-only scans, which need the visibility map (0058). PGlite has no autovacuum to do
  // any of it, so it is done here whenever the rows changed.
  if (seeded || applied.length > 0) {
    await db.exec('vacuum analyze brand_search');
    await db.exec('vacuum analyze brand_gram');
    // News and topic search read their postings by index-only scans too (0034).
    await db.exec('vacuum analyze news_gram, news_gram_count, topic_gram, topic_gram_count');
  }
  // The lists' plans (deep pages read through index-only scans, decision 0086) need statistics and the
  // visibility map of every table a seed or a migration rewrote (a migration filling a column updates
  // every brand: until a vacuum, each index-only read of it visits the heap); autovacuum may be off or late.
  // The public records too: the trust filters' counts probe record_summary's partial indexes, index-only
  // only once its visibility map is set (without statistics the planner hashed all of it: decision 0107).
  if (seeded || applied.length > 0) await db.exec('vacuum analyze brand, news, topic, topic_brand, comment, shop, record_summary, record_brand, record_store, record_company');
  const t2 = performance.now();
  opts.log?.(
    `database ready (${db.kind}): ${applied.length} migration(s) in ${Math.round(t1 - t0)} ms` +
      (seeded ? `, seeded (seed ${opts.seed}) in ${Math.round(t2 - t1)} ms` : ', seed already present'),
  );
  return { applied, seeded };
}
