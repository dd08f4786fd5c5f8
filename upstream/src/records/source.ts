// Where a brand's public-record facts come from. The seam (docs/decisions/0076): this reads the
// record_* tables, which the seed fills here; in production a reader of MOFCOM's 商业特许经营信息管理系统
// and of the company register writes the same tables (each row with its source and read date) and
// calls refreshSummaries for the brands it touched. Nothing above this file knows which it was.
import type { WireCostItem, WireUnitEconomics } from '@shangji/contract';
import type { Queryable } from '../db/database';
import { assess, flagsOf, type RecordFacts, type StoreFact } from './assess';

interface BrandRow {
  id: number;
  company: string;
  foundtime: string;
  filing_status: 'filed' | 'not_filed' | 'unknown' | null;
  filing_no: string | null;
  filed_on: string | null;
  franchising_began: string | null;
  filing_source: string | null;
  filing_read_on: string | null;
  costs: WireCostItem[] | null;
  economics: WireUnitEconomics | null;
  costs_source: string | null;
  costs_read_on: string | null;
  enquiries_12m: number | null;
  enquiries_source: string | null;
  enquiries_read_on: string | null;
  c_registered_on: string | null;
  c_brand_count: number | null;
  c_industry_count: number | null;
  c_source: string | null;
  c_read_on: string | null;
}

interface StoreRow {
  brand_id: number;
  kind: 'direct' | 'franchised';
  opened_on: string;
  closed_on: string | null;
  source: string;
  read_on: string;
}

const NOT_READ = '尚未读取';

/** Facts per brand id; a brand with no record row gets facts that are all unknown. Missing brands are absent. */
export async function readFacts(db: Queryable, ids: readonly number[], today: string): Promise<Map<number, RecordFacts>> {
  const rows = await db.query<BrandRow>(
    `select b.id, b.company, b.foundtime, r.filing_status, r.filing_no, r.filed_on::text, r.franchising_began::text,
            r.filing_source, r.filing_read_on::text, r.costs, r.economics, r.costs_source, r.costs_read_on::text,
            r.enquiries_12m, r.enquiries_source, r.enquiries_read_on::text,
            c.registered_on::text as c_registered_on, c.brand_count as c_brand_count, c.industry_count as c_industry_count,
            c.source as c_source, c.read_on::text as c_read_on
       from brand b left join record_brand r on r.brand_id = b.id left join record_company c on c.id = r.company_id
      where b.id = any($1::int[])`,
    [ids],
  );
  const stores = await db.query<StoreRow>(
    'select brand_id, kind, opened_on::text, closed_on::text, source, read_on::text from record_store where brand_id = any($1::int[]) order by brand_id, opened_on, id',
    [ids],
  );
  const byBrand = new Map<number, StoreRow[]>();
  for (const s of stores) (byBrand.get(s.brand_id) ?? byBrand.set(s.brand_id, []).get(s.brand_id)!).push(s);

  const out = new Map<number, RecordFacts>();
  for (const b of rows) {
    const own = byBrand.get(b.id) ?? [];
    const readOn = b.filing_read_on ?? today;
    const year = Number.parseInt(b.foundtime, 10);
    out.set(b.id, {
      brandId: b.id,
      claimedFoundedYear: Number.isFinite(year) ? year : null,
      companyName: b.company,
      company: b.c_source ? { registeredOn: b.c_registered_on, brandCount: b.c_brand_count, industryCount: b.c_industry_count, source: b.c_source, readOn: b.c_read_on! } : null,
      filing: {
        status: b.filing_status ?? 'unknown',
        number: b.filing_no,
        filedOn: b.filed_on,
        franchisingBegan: b.franchising_began,
        source: b.filing_source ?? NOT_READ,
        readOn,
      },
      stores: own.map((s): StoreFact => ({ kind: s.kind, openedOn: s.opened_on, closedOn: s.closed_on })),
      storesSource: own[0] ? { source: own[0].source, readOn: own[0].read_on } : { source: '本站门店库', readOn },
      costs: { items: b.costs ?? [], economics: b.economics, source: b.costs_source ?? NOT_READ, readOn: b.costs_read_on ?? readOn },
      enquiries: { last12Months: b.enquiries_12m ?? 0, source: b.enquiries_source ?? '本站留言统计', readOn: b.enquiries_read_on ?? readOn },
    });
  }
  return out;
}

/** Recomputes record_summary for the given brands (all brands when omitted), in chunks. */
export async function refreshSummaries(db: Queryable, today: string, ids?: readonly number[]): Promise<void> {
  const all = ids ?? (await db.query<{ id: number }>('select id from brand order by id')).map((r) => r.id);
  const CHUNK = 2000;
  for (let i = 0; i < all.length; i += CHUNK) {
    const part = all.slice(i, i + CHUNK);
    const facts = await readFacts(db, part, today);
    const rows = [...facts.values()].map((f) => {
      const r = assess(f);
      return { id: f.brandId, filing: r.filing.status, start: r.twoStores.atStart, flags: flagsOf(r) };
    });
    await db.query(
      `insert into record_summary (brand_id, filing_status, two_stores_at_start, flags)
       select t.id, t.f, t.s, coalesce(string_to_array(nullif(t.fl, ''), ','), '{}')
         from unnest($1::int[], $2::text[], $3::text[], $4::text[]) as t(id, f, s, fl)
       on conflict (brand_id) do update set filing_status = excluded.filing_status,
         two_stores_at_start = excluded.two_stores_at_start, flags = excluded.flags`,
      [rows.map((r) => r.id), rows.map((r) => r.filing), rows.map((r) => r.start), rows.map((r) => r.flags.join(','))],
    );
  }
}
