// Public records about a brand (docs/decisions/0076): facts the franchisor does not write itself —
// its MOFCOM filing (备案), its operating company in the company register, its stores as a history,
// its itemised costs as disclosed — each with where it was read and when, and the checks computed
// from them. Served beside the spec's calls (paths under /records/v1/), not part of SPEC §7.
import { z } from 'zod';
import { int, ymd } from './common';

/** A check's outcome. `unknown` is a state of its own: a fact that could not be read is never a pass. */
export const wireCheckState = z.enum(['pass', 'fail', 'unknown']);
export type WireCheckState = z.infer<typeof wireCheckState>;

/** The checks, in the order the brand page lists them. */
export const wireCheckCode = z.enum([
  'filing', // filed with MOFCOM
  'twoStoresAtStart', // 两店一年 met on the day franchising began
  'twoStoresNow', // 两店一年 met on the record's day
  'franchisees', // franchising for years with franchised stores open
  'closureRate', // 12-month closure rate at or below the threshold
  'costsDisclosed', // franchise fee and most cost items disclosed
  'companyAge', // company registered no later than the brand's claimed founding year
  'companyBrands', // the company does not run many unrelated brands
  'enquiryLoad', // enquiries a store count could plausibly serve
]);
export type WireCheckCode = z.infer<typeof wireCheckCode>;

/** Where a fact was read and on which day. */
const sourced = { source: z.string().min(1), readOn: ymd };

export const wireFilingStatus = z.enum(['filed', 'not_filed', 'unknown']);

export const wireRecordCheck = z.strictObject({ code: wireCheckCode, state: wireCheckState, detail: z.string().min(1) });
export type WireRecordCheck = z.infer<typeof wireRecordCheck>;

export const wireLedgerQuarter = z.strictObject({
  quarter: z.string().regex(/^\d{4}Q[1-4]$/),
  directOpened: int,
  franchisedOpened: int,
  directClosed: int,
  franchisedClosed: int,
  /** Stores open on the quarter's last day (or on asOf for the current quarter). */
  openAtEnd: int,
});

export const wireCostItem = z.strictObject({
  code: z.enum(['franchiseFee', 'deposit', 'equipment', 'fitOut', 'firstStock', 'training', 'rentDeposit', 'workingCapital']),
  disclosed: z.boolean(),
  /** yuan: a fixed sum; yuanPerM2: per square metre of shop; monthsOfRent: a number of months' rent; yuanByTier: by city tier 1–3. */
  unit: z.enum(['yuan', 'yuanPerM2', 'monthsOfRent', 'yuanByTier']),
  min: int.nullable(),
  max: int.nullable(),
  /** For yuanByTier: the sum for city tiers 1, 2 and 3. */
  byTier: z.array(int).length(3).nullable(),
});
export type WireCostItem = z.infer<typeof wireCostItem>;

/** A typical shop's figures as the franchisor discloses them; null fields were not disclosed. */
export const wireUnitEconomics = z.strictObject({
  averageTicket: int,
  dailyOrdersMin: int,
  dailyOrdersMax: int,
  grossMargin: z.number().min(0).max(1),
  staffMonthly: int,
  otherMonthly: int,
  typicalAreaM2: int,
});
export type WireUnitEconomics = z.infer<typeof wireUnitEconomics>;

export const wireBrandRecord = z.strictObject({
  brandId: int,
  /** The day the checks are computed for: the latest day the records were read. */
  asOf: ymd,
  filing: z.strictObject({
    status: wireFilingStatus,
    number: z.string().nullable(),
    company: z.string().nullable(),
    filedOn: ymd.nullable(),
    franchisingBegan: ymd.nullable(),
    ...sourced,
  }),
  company: z.strictObject({
    name: z.string(),
    registeredOn: ymd.nullable(),
    ageYears: int.nullable(),
    brandCount: int.nullable(),
    industryCount: int.nullable(),
    ...sourced,
  }),
  twoStores: z.strictObject({
    now: wireCheckState,
    atStart: wireCheckState,
    /** Directly operated stores open on asOf that had been open more than a year. */
    directQualifiedNow: int,
    /** The same on the day franchising began; null when that day is unknown. */
    directQualifiedAtStart: int.nullable(),
  }),
  ledger: z.strictObject({
    openNow: int,
    directOpen: int,
    franchisedOpen: int,
    closedTotal: int,
    quarters: z.array(wireLedgerQuarter),
    closureRate12: z.number().nullable(),
    closureRate24: z.number().nullable(),
    survival24: z.number().nullable(),
    survivalCohort: int,
    ...sourced,
  }),
  costs: z.strictObject({ items: z.array(wireCostItem), economics: wireUnitEconomics.nullable(), ...sourced }),
  enquiries: z.strictObject({ last12Months: int, ...sourced }),
  checks: z.array(wireRecordCheck),
});
export type WireBrandRecord = z.infer<typeof wireBrandRecord>;

/** Per brand, what list badges and filters need. */
export const wireRecordSummary = z.strictObject({
  id: int,
  filing: wireFilingStatus,
  twoStoresAtStart: wireCheckState,
  flags: z.array(wireCheckCode),
});
export type WireRecordSummary = z.infer<typeof wireRecordSummary>;

export type WireRecordFiling = WireBrandRecord['filing'];
export type WireRecordCompany = WireBrandRecord['company'];
export type WireRecordTwoStores = WireBrandRecord['twoStores'];
export type WireRecordLedger = WireBrandRecord['ledger'];
export type WireRecordCosts = WireBrandRecord['costs'];
export type WireRecordEnquiries = WireBrandRecord['enquiries'];

/** The brand list's totals with a trust filter switched on, its other filters kept (docs/decisions/0094). */
export const wireRecordListCounts = z.strictObject({ filed: int, twoStores: int });
export type WireRecordListCounts = z.infer<typeof wireRecordListCounts>;

/** The content change feed (docs/decisions/0119): the newest sequence number and the changes after the one asked. */
export const wireContentChanges = z.strictObject({
  seq: z.number().int().nonnegative(),
  changes: z.array(z.strictObject({ seq: z.number().int().positive(), kind: z.string(), ref: z.string(), at: z.string() })),
});
export type WireContentChanges = z.infer<typeof wireContentChanges>;
