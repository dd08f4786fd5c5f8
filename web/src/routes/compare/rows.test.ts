import { describe, expect, it } from 'vitest';
import { compareRows, costText, type ComparedBrand } from './rows';

const cost = (over: object) => ({ __typename: 'CostItem' as const, code: 'DEPOSIT' as const, name: '保证金', disclosed: true, unit: 'YUAN' as const, min: 5000, max: 5000, byTier: null, ...over });

function brand(id: string, over: { flags?: string[]; filing?: 'FILED' | 'NOT_FILED' | 'UNKNOWN'; record?: boolean } = {}): ComparedBrand {
  const record = over.record === false ? null : {
    __typename: 'PublicRecord' as const,
    asOf: '2026-11-20',
    filing: { __typename: 'Filing' as const, status: over.filing ?? 'FILED', source: { __typename: 'FactSource' as const, name: '商务部', readOn: '2026-11-20' } },
    twoStores: { __typename: 'TwoStoresRule' as const, now: 'PASS' as const, atStart: 'PASS' as const },
    ledger: { __typename: 'StoreLedger' as const, openNow: 5, directOpen: 2, franchisedOpen: 3, closedTotal: 1, closureRate12: 0.1 },
    costs: { __typename: 'CostSheet' as const, items: [cost({})] },
    enquiries: { __typename: 'EnquiryCount' as const, last12Months: 12 },
    redFlags: (over.flags ?? []).map((f) => ({ __typename: 'TrustCheck' as const, code: 'FILING' as const, flagLabel: f })),
  };
  return {
    __typename: 'Brand',
    id,
    name: `品牌${id}`,
    company: '公司',
    feeBand: { __typename: 'FeeBand', id: '3', name: '5-10万' },
    reviewSummary: { __typename: 'ReviewSummary', count: 0, averageScore: null },
    publicRecord: record,
  } as ComparedBrand;
}

describe('compare rows', () => {
  it('marks a row as differing only where the brands’ texts differ', () => {
    const rows = compareRows([brand('1'), brand('2', { flags: ['未备案'], filing: 'NOT_FILED' })]);
    const by = (k: string) => rows.find((r) => r.key === k)!;
    expect(by('filing')).toMatchObject({ values: ['已备案', '未查到备案'], differs: true });
    expect(by('flags')).toMatchObject({ values: ['未发现', '1项：未备案'], differs: true });
    expect(by('open').differs).toBe(false);
    expect(by('rating').values).toEqual(['暂无评分', '暂无评分']);
  });

  it('a brand without a readable record reads 未知 everywhere the record speaks; one brand differs from nothing', () => {
    const rows = compareRows([brand('1'), brand('2', { record: false })]);
    expect(rows.find((r) => r.key === 'closure12')!.values).toEqual(['10.0%', '未知']);
    expect(compareRows([brand('1')]).every((r) => !r.differs)).toBe(true);
  });

  it('writes costs as disclosed, and 未披露 when not, never an estimate', () => {
    expect(costText(cost({ disclosed: false, min: null, max: null }))).toBe('未披露');
    expect(costText(cost({ min: 12000, max: 30000 }))).toBe('1.2万–3万元');
    expect(costText(cost({ unit: 'YUAN_BY_TIER', min: null, max: null, byTier: [30000, 20000, 10000] }))).toBe('一线3万元／二线2万元／三线1万元');
    expect(costText(cost({ unit: 'MONTHS_OF_RENT', min: 2, max: 3 }))).toBe('2–3个月房租');
    expect(costText(undefined)).toBe('未知');
  });
});
