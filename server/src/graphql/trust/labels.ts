// The public record's codes (contract shapes/records.ts) as schema enums and Chinese names. One table
// per code, so every client gets the same words (site, mobile site, internal tools).
import type { WireCheckCode, WireCheckState, WireCostItem } from '@shangji/contract';
import type { CheckCode, CheckState, CostItemCode, CostUnit, FilingStatus } from '../../generated/resolvers';

export const checks: Record<WireCheckCode, { code: CheckCode; name: string; flag: string; anchor: string }> = {
  filing: { code: 'FILING', name: '商务部备案', flag: '未备案', anchor: 'trust-filing' },
  twoStoresAtStart: { code: 'TWO_STORES_AT_START', name: '两店一年（开始特许经营时）', flag: '两店一年未满足', anchor: 'trust-two-stores' },
  twoStoresNow: { code: 'TWO_STORES_NOW', name: '两店一年（当前）', flag: '两店一年当前不满足', anchor: 'trust-two-stores' },
  franchisees: { code: 'FRANCHISEES', name: '特许经营年限与加盟店', flag: '多年无加盟店', anchor: 'trust-ledger' },
  closureRate: { code: 'CLOSURE_RATE', name: '近12个月闭店率', flag: '闭店率高', anchor: 'trust-ledger' },
  costsDisclosed: { code: 'COSTS_DISCLOSED', name: '开店费用披露', flag: '费用未披露', anchor: 'trust-costs' },
  companyAge: { code: 'COMPANY_AGE', name: '公司成立时间与品牌历史', flag: '公司晚于品牌', anchor: 'trust-company' },
  companyBrands: { code: 'COMPANY_BRANDS', name: '公司名下品牌数', flag: '一司多品牌', anchor: 'trust-company' },
  enquiryLoad: { code: 'ENQUIRY_LOAD', name: '咨询量与门店数', flag: '咨询远超门店', anchor: 'trust-ledger' },
};

export const checkState: Record<WireCheckState, CheckState> = { pass: 'PASS', fail: 'FAIL', unknown: 'UNKNOWN' };

export const filingStatus: Record<'filed' | 'not_filed' | 'unknown', FilingStatus> = { filed: 'FILED', not_filed: 'NOT_FILED', unknown: 'UNKNOWN' };

export const costItems: Record<WireCostItem['code'], { code: CostItemCode; name: string }> = {
  franchiseFee: { code: 'FRANCHISE_FEE', name: '加盟费' },
  deposit: { code: 'DEPOSIT', name: '保证金' },
  equipment: { code: 'EQUIPMENT', name: '设备' },
  fitOut: { code: 'FIT_OUT', name: '装修' },
  firstStock: { code: 'FIRST_STOCK', name: '首批进货' },
  training: { code: 'TRAINING', name: '培训费' },
  rentDeposit: { code: 'RENT_DEPOSIT', name: '房租押金' },
  workingCapital: { code: 'WORKING_CAPITAL', name: '流动资金' },
};

export const costUnits: Record<WireCostItem['unit'], CostUnit> = {
  yuan: 'YUAN',
  yuanPerM2: 'YUAN_PER_M2',
  monthsOfRent: 'MONTHS_OF_RENT',
  yuanByTier: 'YUAN_BY_TIER',
};
