import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../database';
import { migrate } from '../migrate';
import { openPglite } from '../pglite';
import { seedDatabase } from './seed';
import { backends, openBackend } from '../../test/harness';

const tables = ['category', 'region', 'brand', 'poster', 'shop', 'comment', 'news', 'topic', 'topic_brand', 'ranking_brand', 'ad', 'link', 'guestbook_ticker', 'record_company', 'record_brand', 'record_store', 'record_summary'];

/** One digest per table: equal digests mean equal rows. */
async function digests(db: Database, schema: string) {
  const out: Record<string, string> = {};
  for (const t of tables) {
    const [row] = await db.query<{ d: string }>(`select md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as d from ${schema}.${t} x`);
    out[t] = row!.d;
  }
  return out;
}

/** Seeds `seed` into its own schema of one database, so one PGlite start serves every comparison. */
async function seedInto(db: Database, schema: string, seed: number) {
  await db.exec(`create extension if not exists pg_trgm with schema public; create schema ${schema}; set search_path to ${schema}, public`);
  await migrate(db);
  await seedDatabase(db, { seed, scale: 'small' });
  await db.exec('set search_path to public');
  return digests(db, schema);
}

describe('deterministic seed (pglite)', () => {
  let db: Database;
  beforeAll(async () => {
    db = await openPglite('memory://');
  });
  afterAll(() => db?.close());

  it('same SEED gives the same rows; another SEED other rows', async () => {
    const a = await seedInto(db, 's_a', 11);
    const b = await seedInto(db, 's_b', 11);
    const c = await seedInto(db, 's_c', 12);
    expect(b).toEqual(a);
    expect(c.brand).not.toBe(a.brand);
    expect(c.shop).not.toBe(a.shop);
    expect(c.category).toBe(a.category);
    expect(c.region).toBe(a.region);
    // Three whole seeds on a shared two-core machine.
  }, 120_000);

  it('seeds realistic reference data and relations', async () => {
    const q = <T>(sql: string) => db.query<T>(sql.replaceAll('{s}', 's_a'));
    const [r] = await q<{ provinces: number; cities: number; sz: string }>(
      "select count(*) filter (where level = 1)::int as provinces, count(*) filter (where level = 2)::int as cities, max(name) filter (where id = 4403) as sz from {s}.region",
    );
    expect(r).toEqual({ provinces: 31, cities: expect.any(Number), sz: '深圳市' });
    expect(r!.cities).toBeGreaterThan(300);
    const [v] = await q<{ vip: number; all: number; nomid: number; noposter: number }>(
      `select count(*) filter (where isvip = 1)::int as vip, count(*)::int as all,
         count(*) filter (where isvip = 1 and (mid is null or phone is null))::int as nomid,
         count(*) filter (where isvip = 1 and not exists (select 1 from {s}.poster p where p.brand_id = b.id))::int as noposter
       from {s}.brand b`,
    );
    expect(v!.vip / v!.all).toBeGreaterThan(0.1);
    expect(v!.vip / v!.all).toBeLessThan(0.3);
    expect(v!.nomid).toBe(0);
    expect(v!.noposter).toBe(0);
    const [t] = await q<{ lo: number; hi: number }>('select min(n)::int as lo, max(n)::int as hi from (select count(*) as n from {s}.topic_brand group by topic_id) x');
    expect(t!.lo).toBeGreaterThanOrEqual(4);
    expect(t!.hi).toBeLessThanOrEqual(12);
    const [c] = await q<{ missing: number }>('select count(*)::int as missing from {s}.category c where c.pid > 0 and not exists (select 1 from {s}.brand b where b.cid = c.id)');
    expect(c!.missing).toBe(0);
  });
});

describe.skipIf(!backends.includes('postgres'))('same seed on PostgreSQL (TEST_DATABASE_URL)', () => {
  it('produces the same brand, shop and news rows as PGlite', async () => {
    const pgl = await openPglite('memory://');
    const reference = await seedInto(pgl, 's_ref', 11);
    await pgl.close();
    const { db, dispose } = await openBackend('postgres');
    try {
      await migrate(db);
      await seedDatabase(db, { seed: 11, scale: 'small' });
      const [{ s } = { s: '' }] = await db.query<{ s: string }>('select current_schema() as s');
      const got = await digests(db, s);
      for (const t of ['brand', 'shop', 'news', 'topic_brand', 'category']) expect(got[t], t).toBe(reference[t]);
    } finally {
      await db.close();
      await dispose();
    }
  });
});
