// The checks of a brand's public record, computed from its facts alone (no database, no clock): the
// same facts give the same record on the brand page, in list badges and in the /shangji/all filters.
// Every check is pass, fail or unknown; a fact that is missing makes its check unknown, never a pass.
import type { WireBrandRecord, WireCheckCode, WireCheckState, WireCostItem, WireRecordCheck, WireUnitEconomics } from '@shangji/contract';
import { addDays, addMonths, quarterEnd, quarterOf, quartersUpTo, yearsBetween } from './dates';

/** The thresholds of the checks, published with them (the brand page shows them). */
export const thresholds = {
  /** Share of stores closed in the last 12 months above which the closure check fails. */
  closureRate12: 0.15,
  /** A company with at least this many brands across at least `manyIndustries` industries fails the check. */
  manyBrands: 10,
  manyIndustries: 3,
  /** Cost items (of 8) not disclosed from which the cost check fails; an undisclosed franchise fee always fails. */
  undisclosedCosts: 3,
  /** Enquiries per open store per year above which (and above `enquiryFloor` in all) the load check fails. */
  enquiriesPerStore: 60,
  enquiryFloor: 300,
  /** Months of franchising after which a brand with no franchised store open raises a flag. */
  franchisingWithoutFranchisees: 24,
  /** Quarters in the ledger. */
  quarters: 12,
} as const;

export interface StoreFact {
  kind: 'direct' | 'franchised';
  openedOn: string;
  closedOn: string | null;
}

export interface Sourced {
  source: string;
  readOn: string;
}

export interface RecordFacts {
  brandId: number;
  /** The brand's claimed founding year (the listing's foundtime); null when it claims none. */
  claimedFoundedYear: number | null;
  /** The operating company's name as the listing gives it. */
  companyName: string;
  company: (Sourced & { registeredOn: string | null; brandCount: number | null; industryCount: number | null }) | null;
  filing: Sourced & { status: 'filed' | 'not_filed' | 'unknown'; number: string | null; filedOn: string | null; franchisingBegan: string | null };
  stores: StoreFact[];
  storesSource: Sourced;
  costs: Sourced & { items: WireCostItem[]; economics: WireUnitEconomics | null };
  enquiries: Sourced & { last12Months: number };
}

const isOpenOn = (s: StoreFact, day: string) => s.openedOn <= day && (s.closedOn === null || s.closedOn > day);

/** Directly operated stores open on `day` that had then been open for more than a year. */
export function qualifiedDirect(stores: StoreFact[], day: string): number {
  const yearAgo = addMonths(day, -12);
  return stores.filter((s) => s.kind === 'direct' && isOpenOn(s, day) && s.openedOn < yearAgo).length;
}

/** The first day on which two directly operated stores had each been open more than a year; null if never by `asOf`. */
export function twoStoresMetOn(stores: StoreFact[], asOf: string): string | null {
  const candidates = stores
    .filter((s) => s.kind === 'direct')
    .map((s) => addDays(addMonths(s.openedOn, 12), 1))
    .filter((d) => d <= asOf)
    .sort();
  return candidates.find((d) => qualifiedDirect(stores, d) >= 2) ?? null;
}

/** Closures in the `months` before asOf over the stores open at any time in that window; null without any. */
export function closureRate(stores: StoreFact[], asOf: string, months: number): number | null {
  const start = addMonths(asOf, -months);
  const seen = stores.filter((s) => s.openedOn <= asOf && (s.closedOn === null || s.closedOn > start));
  if (seen.length === 0) return null;
  const closed = seen.filter((s) => s.closedOn !== null && s.closedOn <= asOf).length;
  return closed / seen.length;
}

/** Of franchised stores opened at least 24 months before asOf, the share still open 24 months after opening. */
export function survival24(stores: StoreFact[], asOf: string): { rate: number | null; cohort: number } {
  const cutoff = addMonths(asOf, -24);
  const cohort = stores.filter((s) => s.kind === 'franchised' && s.openedOn <= cutoff);
  if (cohort.length === 0) return { rate: null, cohort: 0 };
  const alive = cohort.filter((s) => s.closedOn === null || s.closedOn >= addMonths(s.openedOn, 24)).length;
  return { rate: alive / cohort.length, cohort: cohort.length };
}

export function ledgerQuarters(stores: StoreFact[], asOf: string, n: number = thresholds.quarters): WireBrandRecord['ledger']['quarters'] {
  return quartersUpTo(asOf, n).map((quarter) => {
    const end = quarterEnd(quarter) < asOf ? quarterEnd(quarter) : asOf;
    const opened = stores.filter((s) => quarterOf(s.openedOn) === quarter && s.openedOn <= asOf);
    const closed = stores.filter((s) => s.closedOn !== null && s.closedOn <= asOf && quarterOf(s.closedOn) === quarter);
    return {
      quarter,
      directOpened: opened.filter((s) => s.kind === 'direct').length,
      franchisedOpened: opened.filter((s) => s.kind === 'franchised').length,
      directClosed: closed.filter((s) => s.kind === 'direct').length,
      franchisedClosed: closed.filter((s) => s.kind === 'franchised').length,
      openAtEnd: stores.filter((s) => isOpenOn(s, end)).length,
    };
  });
}

const pct = (x: number) => `${(x * 100).toFixed(1)}%`;

/** The latest day any of the facts was read: the day the checks speak for. */
export function asOfDay(f: RecordFacts): string {
  return [f.filing.readOn, f.storesSource.readOn, f.costs.readOn, f.enquiries.readOn, f.company?.readOn ?? '0000-00-00'].sort().at(-1)!;
}

export function assess(f: RecordFacts): WireBrandRecord {
  const asOf = asOfDay(f);
  const { stores } = f;
  const open = stores.filter((s) => isOpenOn(s, asOf));
  const directOpen = open.filter((s) => s.kind === 'direct').length;
  const began = f.filing.franchisingBegan;
  const directNow = qualifiedDirect(stores, asOf);
  const directAtStart = began ? qualifiedDirect(stores, began) : null;
  const rate12 = closureRate(stores, asOf, 12);
  const rate24 = closureRate(stores, asOf, 24);
  const surv = survival24(stores, asOf);
  const regOn = f.company?.registeredOn ?? null;

  const checks: WireRecordCheck[] = [];
  const check = (code: WireCheckCode, state: WireCheckState, detail: string) => checks.push({ code, state, detail });

  const fl = f.filing;
  if (fl.status === 'filed') check('filing', 'pass', `已于${fl.filedOn}在商务部备案，备案号${fl.number}。`);
  else if (fl.status === 'not_filed') check('filing', 'fail', `${fl.readOn}查询商务部商业特许经营信息管理系统，未查到该品牌的备案。`);
  else check('filing', 'unknown', '尚未查到该品牌的备案信息，备案状态未知。');

  if (!began || directAtStart === null) {
    check('twoStoresAtStart', 'unknown', '开始特许经营的日期未知，无法判断当时是否满足“两店一年”。');
  } else if (directAtStart >= 2) {
    check('twoStoresAtStart', 'pass', `${began}开始特许经营时，已有${directAtStart}家开业满一年的直营店。`);
  } else {
    const met = twoStoresMetOn(stores, asOf);
    const later = met ? `直到${met}才满足` : '至今仍未满足';
    check('twoStoresAtStart', 'fail', `${began}开始特许经营时，开业满一年的直营店只有${directAtStart}家，未满足“两店一年”；${later}。`);
  }

  // 两店一年 on the record's day: a brand that no longer has two year-old direct stores fails today even
  // when it met the rule once, and that must never sit beside "no red flag".
  if (directNow >= 2) check('twoStoresNow', 'pass', `${asOf}有${directNow}家开业满一年的直营店，当前满足“两店一年”。`);
  else check('twoStoresNow', 'fail', `${asOf}开业满一年的直营店只有${directNow}家，当前不满足“两店一年”。`);

  // Franchising for years yet no franchised store open: the franchise exists on paper only.
  const franchisedOpen = open.filter((s) => s.kind === 'franchised').length;
  const months = thresholds.franchisingWithoutFranchisees;
  if (!began) check('franchisees', 'unknown', '开始特许经营的日期未知，无法判断加盟店情况。');
  else if (franchisedOpen === 0 && began <= addMonths(asOf, -months)) {
    check('franchisees', 'fail', `自${began}开始特许经营已满${months / 12}年，在营加盟店为0家。`);
  } else check('franchisees', 'pass', `自${began}开始特许经营，在营加盟店${franchisedOpen}家。`);

  if (rate12 === null) check('closureRate', 'unknown', '近12个月没有门店记录，无法计算闭店率。');
  else if (rate12 > thresholds.closureRate12) check('closureRate', 'fail', `近12个月闭店率${pct(rate12)}，高于${pct(thresholds.closureRate12)}的警示线。`);
  else check('closureRate', 'pass', `近12个月闭店率${pct(rate12)}，不高于${pct(thresholds.closureRate12)}的警示线。`);

  const hidden = f.costs.items.filter((i) => !i.disclosed);
  const feeHidden = hidden.some((i) => i.code === 'franchiseFee');
  const costText = `${f.costs.items.length}项开店费用中${hidden.length}项未披露`;
  if (feeHidden || hidden.length >= thresholds.undisclosedCosts) check('costsDisclosed', 'fail', `${costText}${feeHidden ? '，其中包括加盟费' : ''}。`);
  else check('costsDisclosed', 'pass', `${costText}。`);

  if (!regOn) check('companyAge', 'unknown', '未在企业登记信息中查到运营公司的成立日期。');
  else if (f.claimedFoundedYear === null) check('companyAge', 'unknown', `运营公司成立于${regOn}；品牌未声明创立年份，无法比较。`);
  else if (Number(regOn.slice(0, 4)) > f.claimedFoundedYear) check('companyAge', 'fail', `运营公司成立于${regOn}，晚于品牌自称的创立年份${f.claimedFoundedYear}年。`);
  else check('companyAge', 'pass', `运营公司成立于${regOn}，不晚于品牌自称的创立年份${f.claimedFoundedYear}年。`);

  const bc = f.company?.brandCount ?? null;
  const ic = f.company?.industryCount ?? null;
  if (bc === null || ic === null) check('companyBrands', 'unknown', '未查到运营公司名下的品牌数量。');
  else if (bc >= thresholds.manyBrands && ic >= thresholds.manyIndustries) check('companyBrands', 'fail', `运营公司名下有${bc}个品牌，分属${ic}个行业。`);
  else check('companyBrands', 'pass', `运营公司名下有${bc}个品牌，分属${ic}个行业。`);

  const enq = f.enquiries.last12Months;
  const capacity = Math.max(1, open.length) * thresholds.enquiriesPerStore;
  if (enq > capacity && enq >= thresholds.enquiryFloor) {
    check('enquiryLoad', 'fail', `近12个月收到${enq}条加盟咨询，而在营门店只有${open.length}家（每家每年${thresholds.enquiriesPerStore}条以上即视为远超服务能力）。`);
  } else if (open.length === 0) {
    // No store to serve anyone: a small number of enquiries proves nothing either way.
    check('enquiryLoad', 'unknown', `近12个月收到${enq}条加盟咨询，但没有在营门店，无法按门店数判断。`);
  } else check('enquiryLoad', 'pass', `近12个月收到${enq}条加盟咨询，在营门店${open.length}家。`);

  return {
    brandId: f.brandId,
    asOf,
    filing: { status: fl.status, number: fl.number, company: fl.status === 'filed' ? f.companyName : null, filedOn: fl.filedOn, franchisingBegan: began, source: fl.source, readOn: fl.readOn },
    company: {
      name: f.companyName,
      registeredOn: regOn,
      ageYears: regOn ? yearsBetween(regOn, asOf) : null,
      brandCount: bc,
      industryCount: ic,
      source: f.company?.source ?? '企业登记信息（未查到）',
      readOn: f.company?.readOn ?? fl.readOn,
    },
    twoStores: {
      now: directNow >= 2 ? 'pass' : 'fail',
      atStart: directAtStart === null ? 'unknown' : directAtStart >= 2 ? 'pass' : 'fail',
      directQualifiedNow: directNow,
      directQualifiedAtStart: directAtStart,
    },
    ledger: {
      openNow: open.length,
      directOpen,
      franchisedOpen: open.length - directOpen,
      closedTotal: stores.filter((s) => s.closedOn !== null && s.closedOn <= asOf).length,
      quarters: ledgerQuarters(stores, asOf),
      closureRate12: rate12,
      closureRate24: rate24,
      survival24: surv.rate,
      survivalCohort: surv.cohort,
      ...f.storesSource,
    },
    costs: { items: f.costs.items, economics: f.costs.economics, source: f.costs.source, readOn: f.costs.readOn },
    enquiries: { last12Months: enq, source: f.enquiries.source, readOn: f.enquiries.readOn },
    checks,
  };
}

/** The failed checks: the brand's red flags. */
export const flagsOf = (r: WireBrandRecord): WireCheckCode[] => r.checks.filter((c) => c.state === 'fail').map((c) => c.code);
