// PublicRecord and its parts (upstream /records/v1/brand) → schema names.
import type { Resolvers } from '../../generated/resolvers';
import { checks, checkState, costItems, costUnits, filingStatus } from './labels';
import { ledgerChartSvg } from './ledger-chart';

const source = (s: { source: string; readOn: string }) => ({ name: s.source, readOn: s.readOn });

export const trustResolvers: Resolvers = {
  PublicRecord: {
    redFlags: (r) => r.checks.filter((c) => c.state === 'fail'),
  },
  Filing: {
    status: (f) => filingStatus[f.status],
    source,
  },
  CompanyRecord: { source },
  TwoStoresRule: {
    now: (t) => checkState[t.now],
    atStart: (t) => checkState[t.atStart],
  },
  StoreLedger: {
    chartSvg: (l) => ledgerChartSvg(l.quarters),
    source,
  },
  CostSheet: { source },
  EnquiryCount: { source },
  CostItem: {
    code: (i) => costItems[i.code].code,
    name: (i) => costItems[i.code].name,
    unit: (i) => costUnits[i.unit],
  },
  TrustCheck: {
    code: (c) => checks[c.code].code,
    name: (c) => checks[c.code].name,
    flagLabel: (c) => checks[c.code].flag,
    state: (c) => checkState[c.state],
    factAnchor: (c) => checks[c.code].anchor,
  },
};
