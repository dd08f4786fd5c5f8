// The compare table's rows (docs/decisions/0095): each fact as one text per brand, and whether the
// brands differ in it. Unknown reads 未知, an undisclosed cost 未披露; nothing is estimated.
import type { CompareBrandsQuery } from '../../gql/graphql';

export type ComparedBrand = NonNullable<CompareBrandsQuery['brandsById'][number]>;
type Cost = NonNullable<ComparedBrand['publicRecord']>['costs']['items'][number];

export interface CompareRow {
  key: string;
  label: string;
  /** Rows of one group are shown under its heading. */
  group: '投资' | '门店' | '合规' | '口碑与咨询';
  values: string[];
  differs: boolean;
}

const yuan = (n: number) => (n >= 10_000 ? `${Number((n / 10_000).toFixed(2))}万` : `${n}`);
const range = (min: number | null | undefined, max: number | null | undefined, unit: string) =>
  min == null || max == null ? '未知' : min === max ? `${yuan(min)}${unit}` : `${yuan(min)}–${yuan(max)}${unit}`;

export function costText(c: Cost | undefined): string {
  if (!c) return '未知';
  if (!c.disclosed) return '未披露';
  switch (c.unit) {
    case 'YUAN_BY_TIER':
      return c.byTier?.length === 3 ? `一线${yuan(c.byTier[0]!)}元／二线${yuan(c.byTier[1]!)}元／三线${yuan(c.byTier[2]!)}元` : '未知';
    case 'YUAN_PER_M2':
      return range(c.min, c.max, '元/㎡');
    case 'MONTHS_OF_RENT':
      return c.min == null || c.max == null ? '未知' : c.min === c.max ? `${c.min}个月房租` : `${c.min}–${c.max}个月房租`;
    default:
      return range(c.min, c.max, '元');
  }
}

const pct = (x: number | null | undefined) => (x == null ? '未知' : `${(x * 100).toFixed(1)}%`);
const filingText = { FILED: '已备案', NOT_FILED: '未查到备案', UNKNOWN: '未知' } as const;
const ruleText = { PASS: '满足', FAIL: '不满足', UNKNOWN: '未知' } as const;

/** The cost items in the order of the first brand that has a record. */
function costCodes(brands: ComparedBrand[]): { code: string; name: string }[] {
  const items = brands.find((b) => b.publicRecord)?.publicRecord?.costs.items ?? [];
  return items.map((i) => ({ code: i.code, name: i.name }));
}

export function compareRows(brands: ComparedBrand[]): CompareRow[] {
  const rows: Omit<CompareRow, 'differs'>[] = [];
  const add = (key: string, group: CompareRow['group'], label: string, value: (b: ComparedBrand) => string) =>
    rows.push({ key, group, label, values: brands.map(value) });
  const rec = (b: ComparedBrand) => b.publicRecord;

  add('investment', '投资', '投资金额', (b) => b.feeBand.name || '未知');
  for (const c of costCodes(brands)) add(`cost-${c.code}`, '投资', c.name, (b) => (rec(b) ? costText(rec(b)!.costs.items.find((i) => i.code === c.code)) : '未知'));

  add('open', '门店', '在营门店', (b) => (rec(b) ? `${rec(b)!.ledger.openNow}家（直营${rec(b)!.ledger.directOpen}，加盟${rec(b)!.ledger.franchisedOpen}）` : '未知'));
  add('closed', '门店', '累计闭店', (b) => (rec(b) ? `${rec(b)!.ledger.closedTotal}家` : '未知'));
  add('closure12', '门店', '近12个月闭店率', (b) => (rec(b) ? pct(rec(b)!.ledger.closureRate12) : '未知'));

  add('filing', '合规', '商务部备案', (b) => (rec(b) ? filingText[rec(b)!.filing.status] : '未知'));
  add('twoStoresStart', '合规', '两店一年（开始特许经营时）', (b) => (rec(b) ? ruleText[rec(b)!.twoStores.atStart] : '未知'));
  add('twoStoresNow', '合规', '两店一年（当前）', (b) => (rec(b) ? ruleText[rec(b)!.twoStores.now] : '未知'));
  add('flags', '合规', '风险提示', (b) => {
    const r = rec(b);
    if (!r) return '未知';
    return r.redFlags.length ? `${r.redFlags.length}项：${r.redFlags.map((f) => f.flagLabel).join('、')}` : '未发现';
  });

  add('rating', '口碑与咨询', '评分', (b) => (b.reviewSummary?.averageScore == null ? (b.reviewSummary ? '暂无评分' : '未知') : `${b.reviewSummary.averageScore.toFixed(1)}分`));
  add('reviews', '口碑与咨询', '评价数', (b) => (b.reviewSummary ? `${b.reviewSummary.count}条` : '未知'));
  add('enquiries', '口碑与咨询', '近12个月咨询', (b) => (rec(b) ? `${rec(b)!.enquiries.last12Months}条` : '未知'));

  return rows.map((r) => ({ ...r, differs: brands.length > 1 && new Set(r.values).size > 1 }));
}

/** The brands found for an address, in the order asked, and the ids that found none (both compare pages). */
export function splitCompared(ids: readonly string[], found: readonly (ComparedBrand | null | undefined)[]): { brands: ComparedBrand[]; missing: string[] } {
  return { brands: found.filter((b): b is ComparedBrand => Boolean(b)), missing: ids.filter((_id, i) => !found[i]) };
}
