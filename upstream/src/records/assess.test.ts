// The honesty rules of the checks (docs/decisions/0094): no pass without the facts that earn it.
import { describe, expect, it } from 'vitest';
import { assess, type RecordFacts, type StoreFact } from './assess';

const day = '2026-06-30';
const src = { source: '测试', readOn: day };
const allDisclosed = ['franchiseFee', 'deposit', 'equipment', 'fitOut', 'firstStock', 'training', 'rentDeposit', 'workingCapital'].map((code) => ({
  code: code as 'deposit',
  unit: 'yuan' as const,
  disclosed: true,
  min: 1000,
  max: 2000,
  byTier: null,
}));

function facts(stores: StoreFact[], over: Partial<RecordFacts> = {}): RecordFacts {
  return {
    brandId: 1,
    claimedFoundedYear: 2015,
    companyName: '测试餐饮管理有限公司',
    company: { ...src, registeredOn: '2014-01-01', brandCount: 1, industryCount: 1 },
    filing: { ...src, status: 'filed', number: '1234567890123456', filedOn: '2018-01-10', franchisingBegan: '2018-01-01' },
    stores,
    storesSource: src,
    costs: { ...src, items: allDisclosed, economics: null },
    enquiries: { ...src, last12Months: 10 },
    ...over,
  };
}

const direct = (openedOn: string, closedOn: string | null = null): StoreFact => ({ kind: 'direct', openedOn, closedOn });
const franchised = (openedOn: string, closedOn: string | null = null): StoreFact => ({ kind: 'franchised', openedOn, closedOn });
const stateOf = (f: RecordFacts, code: string) => assess(f).checks.find((c) => c.code === code)?.state;

describe('assess: honesty of the checks', () => {
  it('an enquiry-load check with no store open is unknown, never a pass; many enquiries without stores still fail', () => {
    expect(stateOf(facts([]), 'enquiryLoad')).toBe('unknown');
    expect(stateOf(facts([direct('2015-01-01', '2020-01-01')]), 'enquiryLoad')).toBe('unknown');
    expect(stateOf(facts([], { enquiries: { ...src, last12Months: 800 } }), 'enquiryLoad')).toBe('fail');
    expect(stateOf(facts([direct('2015-01-01')]), 'enquiryLoad')).toBe('pass');
  });

  it('两店一年 failing today is its own red flag, even when it was met when franchising began', () => {
    const metThenClosed = [direct('2015-01-01'), direct('2016-01-01', '2024-01-01'), franchised('2019-01-01')];
    const r = assess(facts(metThenClosed));
    expect(r.checks.find((c) => c.code === 'twoStoresAtStart')?.state).toBe('pass');
    const now = r.checks.find((c) => c.code === 'twoStoresNow')!;
    expect(now.state).toBe('fail');
    expect(now.detail).toContain('当前不满足“两店一年”');
    expect(r.twoStores.now).toBe('fail');
    expect(stateOf(facts([direct('2015-01-01'), direct('2016-01-01'), franchised('2019-01-01')]), 'twoStoresNow')).toBe('pass');
  });

  it('franchising for 24 months or more with no franchised store open raises a flag', () => {
    const twoDirect = [direct('2015-01-01'), direct('2016-01-01')];
    const none = assess(facts(twoDirect)).checks.find((c) => c.code === 'franchisees')!;
    expect(none.state).toBe('fail');
    expect(none.detail).toContain('在营加盟店为0家');
    expect(stateOf(facts([...twoDirect, franchised('2019-01-01')]), 'franchisees')).toBe('pass');
    // Began a year ago: too early to say it failed.
    const recent = facts(twoDirect, { filing: { ...src, status: 'filed', number: '1', filedOn: '2025-07-01', franchisingBegan: '2025-06-30' } });
    expect(stateOf(recent, 'franchisees')).toBe('pass');
    const unknownStart = facts(twoDirect, { filing: { ...src, status: 'unknown', number: null, filedOn: null, franchisingBegan: null } });
    expect(stateOf(unknownStart, 'franchisees')).toBe('unknown');
  });
});
