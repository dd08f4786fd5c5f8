import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls, envelope, wireBrand, wireBrandRecord, wireRecordSummary } from '@shangji/contract';
import { z } from 'zod';
import { seedDatabase } from '../db/seed/seed';
import { backends, call, type Harness, startUpstream, TEST_SEED } from '../test/harness';

describe.each(backends)('public records (%s)', (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startUpstream(kind);
  });
  afterAll(() => h?.close());

  const record = async (id: number) => envelope(wireBrandRecord).parse((await call(h.app, calls.recordBrand.path, { id })).body).data;
  const summaryOf = async (flag: string, extra = '') =>
    (await h.db.query<{ brand_id: number }>(`select brand_id from record_summary where $1 = any(flags) ${extra} order by brand_id limit 1`, [flag]))[0]?.brand_id;

  it('gives every brand a record: the ledger agrees with the listing and its map shops', async () => {
    const rows = await h.db.query<{ id: number; shopnum: number; joinnum: number; shops: number; open: number; franchised: number }>(
      `select b.id, b.shopnum, b.joinnum,
              (select count(*)::int from shop s where s.brand_id = b.id) as shops,
              (select count(*)::int from record_store r where r.brand_id = b.id and r.closed_on is null) as open,
              (select count(*)::int from record_store r where r.brand_id = b.id and r.closed_on is null and r.kind = 'franchised') as franchised
         from brand b order by b.id`,
    );
    for (const r of rows) {
      expect(r.open, `brand ${r.id}`).toBe(r.shopnum);
      expect(r.shops, `brand ${r.id}`).toBe(r.shopnum);
      expect(r.joinnum, `brand ${r.id}`).toBe(r.franchised);
    }
    const [{ missing } = { missing: -1 }] = await h.db.query<{ missing: number }>(
      'select count(*)::int as missing from brand b where not exists (select 1 from record_brand r where r.brand_id = b.id) or not exists (select 1 from record_summary s where s.brand_id = b.id)',
    );
    expect(missing).toBe(0);
    const id = rows.find((r) => r.shopnum > 3)!.id;
    const rec = await record(id);
    const brand = wireBrand.parse((await call(h.app, calls.brandShow.path, { id })).body.data);
    expect(rec.ledger.openNow).toBe(brand.shopnum);
    expect(rec.ledger.franchisedOpen).toBe(brand.joinnum);
    expect(rec.ledger.quarters).toHaveLength(12);
    expect(rec.ledger.quarters.at(-1)!.openAtEnd).toBe(brand.shopnum);
  });

  it('shows every state of every check somewhere in the seed', async () => {
    const seen = new Set<string>();
    const ids = (await h.db.query<{ id: number }>('select id from brand order by id')).map((r) => r.id);
    for (const id of ids) for (const c of (await record(id)).checks) seen.add(`${c.code}:${c.state}`);
    for (const code of ['filing', 'twoStoresAtStart', 'closureRate', 'companyAge', 'companyBrands']) {
      for (const state of ['pass', 'fail', 'unknown']) expect(seen, `${code}:${state}`).toContain(`${code}:${state}`);
    }
    for (const code of ['costsDisclosed', 'enquiryLoad', 'twoStoresNow', 'franchisees']) for (const state of ['pass', 'fail']) expect(seen, `${code}:${state}`).toContain(`${code}:${state}`);
    expect(seen).toContain('enquiryLoad:unknown');
  });

  it('a filed brand that met 两店一年 when franchising began passes with its filing facts', async () => {
    const id = (await h.db.query<{ brand_id: number }>(
      "select brand_id from record_summary where filing_status = 'filed' and two_stores_at_start = 'pass' and flags = '{}' order by brand_id limit 1",
    ))[0]!.brand_id;
    const r = await record(id);
    expect(r.filing).toMatchObject({ status: 'filed', source: expect.stringContaining('商务部') });
    expect(r.filing.number).toMatch(/^\d{14,}$/);
    expect(r.filing.filedOn! >= r.filing.franchisingBegan!).toBe(true);
    expect(r.twoStores.atStart).toBe('pass');
    expect(r.checks.every((c) => c.state !== 'fail')).toBe(true);
  });

  it('a brand that met 两店一年 only after franchising began is flagged, with the day it was met', async () => {
    const id = await summaryOf('twoStoresAtStart', "and filing_status = 'filed'");
    const r = await record(id!);
    expect(r.twoStores.atStart).toBe('fail');
    expect(r.checks.find((c) => c.code === 'twoStoresAtStart')!.detail).toMatch(/未满足“两店一年”；(直到\d{4}-\d{2}-\d{2}才满足|至今仍未满足)/);
  });

  it('an unknown filing is unknown, never a pass', async () => {
    const id = (await h.db.query<{ brand_id: number }>("select brand_id from record_summary where filing_status = 'unknown' order by brand_id limit 1"))[0]!.brand_id;
    const r = await record(id);
    expect(r.filing.status).toBe('unknown');
    expect(r.filing.number).toBeNull();
    expect(r.twoStores.atStart).toBe('unknown');
    expect(r.company.registeredOn).toBeNull();
    expect(r.checks.find((c) => c.code === 'filing')!.state).toBe('unknown');
    expect(r.checks.find((c) => c.code === 'companyAge')!.state).toBe('unknown');
  });

  it('a 快招 shell fails several checks at once', async () => {
    const id = await summaryOf('companyBrands');
    const r = await record(id!);
    const failed = r.checks.filter((c) => c.state === 'fail').map((c) => c.code);
    expect(failed).toEqual(expect.arrayContaining(['filing', 'twoStoresAtStart', 'costsDisclosed', 'companyBrands', 'enquiryLoad']));
    expect(r.ledger.openNow).toBe(0);
    expect(r.costs.items.find((i) => i.code === 'franchiseFee')!.disclosed).toBe(false);
  });

  it('a database whose summaries a migration emptied gets them computed again on the next start', async () => {
    const before = await h.db.query<{ brand_id: number; flags: string[] }>('select brand_id, flags from record_summary order by brand_id');
    await h.db.query('delete from record_summary where brand_id in (select brand_id from record_summary order by brand_id limit 20)');
    expect(await seedDatabase(h.db, { seed: TEST_SEED, scale: 'small' })).toBe(false);
    const after = await h.db.query<{ brand_id: number; flags: string[] }>('select brand_id, flags from record_summary order by brand_id');
    expect(after).toEqual(before);
  });

  it('summaries answer in the order asked, leave out unknown ids and refuse junk', async () => {
    const { body } = await call(h.app, calls.recordSummaries.path, { ids: '3,1,999999,2' });
    const list = envelope(z.array(wireRecordSummary)).parse(body).data;
    expect(list.map((s) => s.id)).toEqual([3, 1, 2]);
    expect((await call(h.app, calls.recordSummaries.path, { ids: '1;drop' })).body).toMatchObject({ code: 400 });
    expect((await call(h.app, calls.recordBrand.path, { id: 99_999_999 })).body).toMatchObject({ code: 400 });
  });
});
