import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../database';
import { migrate } from '../migrate';
import { openPglite } from '../pglite';
import { developmentYears } from './html';
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
/** The seeding moment of the comparisons: a seed is the same rows for the same SEED and moment. */
const NOW = Date.UTC(2026, 10, 26, 8, 30);

async function seedInto(db: Database, schema: string, seed: number, now = NOW) {
  await db.exec(`create extension if not exists pg_trgm with schema public; create schema ${schema}; set search_path to ${schema}, public`);
  await migrate(db);
  await seedDatabase(db, { seed, scale: 'small', now });
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

  it("a brand's founding year and its 经过…发展 agree", async () => {
    const rows = await db.query<{ foundtime: string; content: string }>('select foundtime, content from s_a.brand');
    const year = new Date(NOW + 8 * 3_600_000).getUTCFullYear();
    for (const b of rows) {
      expect(b.content).toContain(`创立于${b.foundtime}年`);
      expect(b.content).toContain(`经过${developmentYears(Number(b.foundtime), year)}发展`);
    }
    expect(developmentYears(2003, 2026)).toBe('二十余年');
    expect(developmentYears(2014, 2026)).toBe('十余年');
    expect(developmentYears(2020, 2026)).toBe('多年');
    expect(developmentYears(2022, 2026)).toBe('数年');
  });

  it('dates count back from the seeding moment: this week has news, nothing is in the future', async () => {
    const q = <T>(sql: string) => db.query<T>(sql.replaceAll('{s}', 's_a'));
    const now = NOW / 1000;
    const week = now - 7 * 86_400;
    const [d] = await q<{ news: number; week: number; future: number; topics: number; comments: number }>(
      `select max(addtime)::int as news, count(*) filter (where addtime > ${week})::int as week,
         (select count(*)::int from {s}.news where addtime > ${now}) + (select count(*)::int from {s}.topic where addtime > ${now})
           + (select count(*)::int from {s}.comment where addtime > ${now}) + (select count(*)::int from {s}.brand where addtime > ${now}) as future,
         (select max(addtime)::int from {s}.topic) as topics, (select max(addtime)::int from {s}.comment) as comments
       from {s}.news`,
    );
    expect(d!.future).toBe(0);
    expect(d!.week).toBeGreaterThan(0);
    expect(d!.news).toBeGreaterThan(week);
    expect(d!.topics).toBeGreaterThan(now - 60 * 86_400);
    expect(d!.comments).toBeGreaterThan(now - 30 * 86_400);
    // Seeded another day, the same SEED is the same content shifted by the difference.
    const later = await seedInto(db, 's_later', 11, NOW + 86_400_000);
    const a = await seedInto(db, 's_a2', 11);
    expect(later.category).toBe(a.category);
    const [shift] = await db.query<{ n: number }>(
      'select count(*)::int as n from s_later.news l join s_a2.news e using (id) where l.addtime - e.addtime = 86400 and l.title = e.title',
    );
    const [all] = await db.query<{ n: number }>('select count(*)::int as n from s_a2.news');
    expect(shift!.n).toBe(all!.n);
  }, 120_000);
});

describe.skipIf(!backends.includes('postgres'))('same seed on PostgreSQL (TEST_DATABASE_URL)', () => {
  it('produces the same brand, shop and news rows as PGlite', async () => {
    const pgl = await openPglite('memory://');
    const reference = await seedInto(pgl, 's_ref', 11);
    await pgl.close();
    const { db, dispose } = await openBackend('postgres');
    try {
      await migrate(db);
      await seedDatabase(db, { seed: 11, scale: 'small', now: NOW });
      const [{ s } = { s: '' }] = await db.query<{ s: string }>('select current_schema() as s');
      const got = await digests(db, s);
      for (const t of ['brand', 'shop', 'news', 'topic_brand', 'category']) expect(got[t], t).toBe(reference[t]);
    } finally {
      await db.close();
      await dispose();
    }
  });
});
