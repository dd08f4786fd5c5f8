// Public records for the seeded brands (docs/decisions/0076): filing, operating company, stores as a
// history, itemised costs and enquiries, so that every state of every check shows somewhere. Each
// brand gets one coherent story, drawn from its own stream:
//   solid       filed; two direct stores open a year before franchising began; few closures
//   small       filed and met 两店一年 when it began, but one direct store has since closed
//   late        filed, but its second direct store was under a year old when franchising began
//   closures    filed, but many stores closed in the last 12 months
//   young       filed, but the company was registered after the brand's claimed founding year
//   notFiled    no filing found with MOFCOM
//   unknown     the filing and the company could not be read yet: shown as unknown
//   shell       快招: not filed, no direct store, a young company with dozens of brands, franchise
//               stores that closed within months, costs withheld, enquiries far beyond its stores
// Open stores are the brand's map shops one for one, and the brand's franchisee count (joinnum) is
// its open franchised stores: the listing, the map and the ledger give one number.
import type { WireCostItem, WireUnitEconomics } from '@shangji/contract';
import type { Queryable } from '../database';
import { addDays, addMonths, ymdOf } from '../../records/dates';
import { refreshSummaries } from '../../records/source';
import { feeBands } from './industries';
import { insertRows } from './insert';
import type { Rng } from './prng';
import { baseTime, DAY } from './time';

export type Story = 'solid' | 'small' | 'late' | 'closures' | 'young' | 'notFiled' | 'unknown' | 'shell';

const SOURCES = {
  filing: '商务部商业特许经营信息管理系统（种子数据）',
  company: '国家企业信用信息公示系统（种子数据）',
  stores: '本站门店库：品牌方提交、门店核验（种子数据）',
  costs: '品牌方提交的信息披露文件（种子数据）',
  enquiries: '本站留言统计',
};

interface SeedBrand {
  id: number;
  shopnum: number;
  foundtime: string;
  feeid: number;
  company: string;
}

interface Store {
  kind: 'direct' | 'franchised';
  opened: string;
  closed: string | null;
}

/** The story of a brand with `open` stores on the map. */
function pickStory(r: Rng, open: number): Story {
  if (open === 0) return (['shell', 'notFiled', 'unknown'] as const)[r.weighted([35, 25, 40])]!;
  if (open === 1) return (['small', 'notFiled', 'unknown'] as const)[r.weighted([55, 20, 25])]!;
  const s = (['solid', 'late', 'closures', 'notFiled', 'young', 'unknown'] as const)[r.weighted([70, 8, 8, 4, 4, 6])]!;
  return s === 'closures' && open < 3 ? 'solid' : s;
}

/** A day between two days (inclusive). */
function dayBetween(r: Rng, from: string, to: string): string {
  const a = Date.parse(`${from}T00:00:00Z`);
  const b = Math.max(a, Date.parse(`${to}T00:00:00Z`));
  return ymdOf(a + r.int(0, Math.round((b - a) / 86_400_000)) * 86_400_000);
}

const minDay = (a: string, b: string) => (a < b ? a : b);
const maxDay = (a: string, b: string) => (a > b ? a : b);
const round100 = (x: number) => Math.max(100, Math.round(x / 100) * 100);

function costItems(r: Rng, total: number, hidden: ReadonlySet<WireCostItem['code']>, area: number): WireCostItem[] {
  const fee = total * 0.15;
  const item = (code: WireCostItem['code'], unit: WireCostItem['unit'], min: number | null, max: number | null, byTier: number[] | null = null): WireCostItem =>
    hidden.has(code)
      ? { code, unit, disclosed: false, min: null, max: null, byTier: null }
      : { code, unit, disclosed: true, min, max, byTier };
  const eq = total * r.float() * 0.06 + total * 0.22;
  const stock = total * 0.08;
  const perM2 = (total * 0.18) / area;
  const capital = total * 0.1;
  return [
    item('franchiseFee', 'yuanByTier', null, null, [round100(fee * 1.3), round100(fee), round100(fee * 0.8)]),
    item('deposit', 'yuan', round100(total * 0.05), round100(total * 0.05)),
    item('equipment', 'yuan', round100(eq), round100(eq * 1.25)),
    item('fitOut', 'yuanPerM2', round100(perM2 * 0.8), round100(perM2 * 1.2)),
    item('firstStock', 'yuan', round100(stock), round100(stock * 1.5)),
    item('training', 'yuan', round100(total * 0.03), round100(total * 0.03)),
    item('rentDeposit', 'monthsOfRent', r.int(2, 3), r.int(3, 4)),
    item('workingCapital', 'yuan', round100(capital), round100(capital * 1.5)),
  ];
}

function economics(r: Rng, total: number, area: number): WireUnitEconomics {
  const ticket = Math.max(12, Math.round((total / 4000) * (0.8 + r.float() * 0.4)));
  const orders = r.int(50, 160);
  return {
    averageTicket: ticket,
    dailyOrdersMin: orders,
    dailyOrdersMax: Math.round(orders * (1.4 + r.float() * 0.4)),
    grossMargin: Number((0.45 + r.float() * 0.2).toFixed(2)),
    staffMonthly: r.int(2, 6) * 5000,
    otherMonthly: r.int(4, 16) * 500,
    typicalAreaM2: area,
  };
}

/** Seeds the record_* tables when they are empty; returns each brand's franchisee count (open franchised stores). */
export async function seedPublicRecords(db: Queryable, r: Rng): Promise<Map<number, number> | null> {
  const [{ n } = { n: 0 }] = await db.query<{ n: number }>('select count(*)::int as n from record_brand');
  if (n > 0) {
    // Summaries are computed: a migration that changes the checks empties record_summary (0019), and
    // the brands left without one are assessed again here with the facts they have.
    const stale = await db.query<{ id: number }>(
      'select r.brand_id as id from record_brand r where not exists (select 1 from record_summary s where s.brand_id = r.brand_id) order by 1',
    );
    if (stale.length) await refreshSummaries(db, ymdOf((baseTime() - 3 * DAY) * 1000), stale.map((x) => x.id));
    return null;
  }
  const brands = await db.query<SeedBrand>('select id, shopnum, foundtime, feeid, company from brand order by id');
  const shops = await db.query<{ id: number; brand_id: number }>('select id, brand_id from shop order by brand_id, id');
  const shopsOf = new Map<number, number[]>();
  for (const s of shops) (shopsOf.get(s.brand_id) ?? shopsOf.set(s.brand_id, []).get(s.brand_id)!).push(s.id);

  const readOn = ymdOf((baseTime() - 3 * DAY) * 1000);
  const asOf = readOn;
  const companies: unknown[][] = [];
  const records: unknown[][] = [];
  const storeRows: unknown[][] = [];
  const joinnum = new Map<number, number>();
  let storeId = 1;

  for (const b of brands) {
    const own = shopsOf.get(b.id) ?? [];
    const open = own.length;
    const story = pickStory(r, open);
    const claimed = Math.min(Number.parseInt(b.foundtime, 10) || 2015, Number(asOf.slice(0, 4)) - 3);
    const stores: Store[] = [];
    let began: string | null = null;
    let registered: string | null = dayBetween(r, `${claimed - r.int(0, 3)}-01-01`, `${claimed}-06-30`);

    if (story === 'shell') {
      registered = dayBetween(r, addMonths(asOf, -40), addMonths(asOf, -14));
      began = dayBetween(r, addMonths(registered, 2), addMonths(asOf, -10));
      for (let k = r.int(2, 6); k > 0; k--) {
        const opened = dayBetween(r, addMonths(began, 1), addMonths(asOf, -6));
        stores.push({ kind: 'franchised', opened, closed: dayBetween(r, addMonths(opened, 2), minDay(addMonths(opened, 9), asOf)) });
      }
    } else if (open > 0) {
      if (story === 'young') registered = dayBetween(r, `${Math.min(claimed + r.int(2, 5), Number(asOf.slice(0, 4)) - 3)}-01-01`, addMonths(asOf, -36));
      const latest = addMonths(asOf, -30);
      const first = minDay(dayBetween(r, maxDay(registered ?? `${claimed}-01-01`, `${claimed}-01-01`), `${claimed}-12-28`), latest);
      const direct = open >= 2 ? Math.min(open, Math.max(2, Math.round(open * 0.2))) : 1;
      let second: string;
      if (story === 'late') {
        began = minDay(addMonths(first, r.int(8, 24)), addMonths(asOf, -16));
        second = dayBetween(r, maxDay(first, addMonths(began, -9)), addMonths(began, -2));
      } else {
        second = dayBetween(r, first, addMonths(first, 8));
        began = minDay(dayBetween(r, addMonths(second, 13), addMonths(second, 30)), addMonths(asOf, -3));
      }
      stores.push({ kind: 'direct', opened: first, closed: null });
      if (story === 'small') {
        // Its second direct store closed after franchising began: fine then, short of two today.
        stores.push({ kind: 'direct', opened: second, closed: dayBetween(r, addMonths(began, 2), addMonths(asOf, -1)) });
      } else {
        if (direct >= 2) stores.push({ kind: 'direct', opened: second, closed: null });
        for (let k = 2; k < direct; k++) stores.push({ kind: 'direct', opened: dayBetween(r, second, addMonths(asOf, -2)), closed: null });
      }
      for (let k = direct; k < open; k++) {
        // Franchised openings lean towards recent quarters, as a growing chain's do.
        const span = Math.max(1, Math.round((Date.parse(asOf) - Date.parse(began)) / (30 * 86_400_000)));
        stores.push({ kind: 'franchised', opened: addMonths(asOf, -Math.floor(r.float() ** 1.6 * span) - 1), closed: null });
      }
      // Closed franchised stores, which have left the map.
      const closures = story === 'closures' ? Math.ceil(open * (0.3 + r.float() * 0.2)) : Math.floor(open * r.float() * 0.1);
      for (let k = 0; k < closures; k++) {
        const recent = story === 'closures' || r.chance(0.3);
        const closed = recent ? dayBetween(r, addMonths(asOf, -11), asOf) : dayBetween(r, addMonths(began, 8), addMonths(asOf, -13));
        const opened = dayBetween(r, minDay(began, addMonths(closed, -6)), addMonths(closed, -4));
        stores.push({ kind: 'franchised', opened, closed });
      }
      if (story === 'notFiled' || story === 'unknown') {
        // No filing to say when: the first franchised store's opening is the only evidence, unknown here.
        began = null;
      }
    }
    if (story === 'unknown') registered = null;

    // Map shops are the open stores, in order; closed stores carry no shop.
    let shopIndex = 0;
    let franchisedOpen = 0;
    for (const s of stores.sort((a, b) => (a.opened < b.opened ? -1 : a.opened > b.opened ? 1 : 0))) {
      const shopId = s.closed === null ? own[shopIndex++] ?? null : null;
      if (s.closed === null && s.kind === 'franchised') franchisedOpen++;
      storeRows.push([storeId++, b.id, shopId, s.kind, s.opened, s.closed, SOURCES.stores, readOn]);
    }
    joinnum.set(b.id, franchisedOpen);

    const band = feeBands.find((f) => f.id === b.feeid) ?? feeBands[2]!;
    const lo = Math.max(0.5, band.min) * 10_000;
    const hi = (band.max ?? band.min * 2) * 10_000;
    const total = lo + r.float() * (hi - lo);
    const area = r.int(4, 24) * 5;
    const hidden = new Set<WireCostItem['code']>();
    if (story === 'shell') {
      hidden.add('franchiseFee');
      for (const c of r.sample(['deposit', 'equipment', 'fitOut', 'firstStock', 'training', 'workingCapital'] as const, r.int(3, 5))) hidden.add(c);
    } else if (r.chance(0.1)) {
      for (const c of r.sample(['deposit', 'equipment', 'fitOut', 'firstStock', 'training', 'rentDeposit', 'workingCapital'] as const, r.int(3, 4))) hidden.add(c);
    } else if (r.chance(0.2)) hidden.add(r.pick(['training', 'workingCapital'] as const));
    const disclosesEconomics = story !== 'shell' && story !== 'notFiled' && hidden.size === 0 && r.chance(0.55);

    const filed = story !== 'notFiled' && story !== 'unknown' && story !== 'shell' && began !== null;
    const filedOn = filed ? addDays(began!, r.int(3, 14)) : null;
    const filingNo = filed ? `${String(r.int(11, 65))}${String(r.int(1, 9999)).padStart(4, '0')}${filedOn!.slice(2, 4)}${String(b.id).padStart(8, '0')}` : null;
    const enquiries = story === 'shell' ? r.int(1200, 6000) : r.int(0, Math.max(8, open * 25));

    companies.push([
      b.id,
      b.company,
      registered,
      story === 'unknown' ? null : story === 'shell' ? r.int(18, 60) : r.int(1, 3),
      story === 'unknown' ? null : story === 'shell' ? r.int(5, 12) : 1,
      story === 'unknown' ? '国家企业信用信息公示系统（未查到，种子数据）' : SOURCES.company,
      readOn,
    ]);
    records.push([
      b.id,
      b.id,
      filed ? 'filed' : story === 'unknown' ? 'unknown' : 'not_filed',
      filingNo,
      filedOn,
      filed || story === 'shell' ? began : null,
      story === 'unknown' ? '商务部商业特许经营信息管理系统（尚未查询，种子数据）' : SOURCES.filing,
      readOn,
      JSON.stringify(costItems(r, total, hidden, area)),
      disclosesEconomics ? JSON.stringify(economics(r, total, area)) : null,
      SOURCES.costs,
      readOn,
      enquiries,
      SOURCES.enquiries,
      readOn,
    ]);
  }
  // The company's name is the listing's (brand.company); the register row is keyed by the brand here.
  await insertRows(db, 'record_company', ['id', 'name', ['registered_on', 'date'], 'brand_count', 'industry_count', 'source', ['read_on', 'date']], companies);
  await insertRows(db, 'record_brand', [
    'brand_id', 'company_id', 'filing_status', 'filing_no', ['filed_on', 'date'], ['franchising_began', 'date'], 'filing_source', ['filing_read_on', 'date'],
    ['costs', 'jsonb'], ['economics', 'jsonb'], 'costs_source', ['costs_read_on', 'date'], 'enquiries_12m', 'enquiries_source', ['enquiries_read_on', 'date'],
  ], records);
  await insertRows(db, 'record_store', ['id', 'brand_id', 'shop_id', 'kind', ['opened_on', 'date'], ['closed_on', 'date'], 'source', ['read_on', 'date']], storeRows);
  await db.query(
    'update brand b set joinnum = t.n from unnest($1::int[], $2::int[]) as t(id, n) where b.id = t.id and b.joinnum <> t.n',
    [[...joinnum.keys()], [...joinnum.values()]],
  );
  await refreshSummaries(db, asOf);
  return joinnum;
}
