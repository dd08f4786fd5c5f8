// The start-up cost calculator of the brand page: what a shop of the visitor's size, rent and city tier
// costs to open by the figures the brand disclosed, and a break-even range only when every figure
// needed was disclosed. It adds up disclosed figures and never estimates a missing one; it states no
// earnings (广告法 第二十五条: no promise of returns).

export type CostUnit = 'YUAN' | 'YUAN_PER_M2' | 'MONTHS_OF_RENT' | 'YUAN_BY_TIER';

export interface CostItemInput {
  name: string;
  disclosed: boolean;
  unit: CostUnit;
  min?: number | null;
  max?: number | null;
  byTier?: ReadonlyArray<number> | null;
}

export interface EconomicsInput {
  averageTicket: number;
  dailyOrdersMin: number;
  dailyOrdersMax: number;
  grossMargin: number;
  staffMonthly: number;
  otherMonthly: number;
  typicalAreaM2: number;
}

export interface CalculatorInput {
  tier: 1 | 2 | 3;
  areaM2: number;
  rentMonthly: number;
}

export interface CostLine {
  name: string;
  /** null: not disclosed, not counted. */
  min: number | null;
  max: number | null;
  /** How the line was counted, in words. */
  basis: string;
}

export type BreakEven =
  | { kind: 'range'; fastestMonths: number; slowestMonths: number | null; assumptions: string[] }
  | { kind: 'undisclosed'; reason: string };

export interface CalculatorResult {
  lines: CostLine[];
  totalMin: number;
  totalMax: number;
  undisclosed: string[];
  breakEven: BreakEven;
}

export const yuan = (n: number) => `${String(Math.round(n)).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}元`;

function line(item: CostItemInput, input: CalculatorInput): CostLine {
  if (!item.disclosed) return { name: item.name, min: null, max: null, basis: '品牌未披露，未计入' };
  const lo = item.min ?? 0;
  const hi = item.max ?? lo;
  switch (item.unit) {
    case 'YUAN_BY_TIER': {
      const v = item.byTier?.[input.tier - 1] ?? 0;
      return { name: item.name, min: v, max: v, basis: `${input.tier}线城市标准` };
    }
    case 'YUAN_PER_M2':
      return { name: item.name, min: lo * input.areaM2, max: hi * input.areaM2, basis: `每平方米${yuan(lo)}–${yuan(hi)} × ${input.areaM2}平方米` };
    case 'MONTHS_OF_RENT':
      return { name: item.name, min: lo * input.rentMonthly, max: hi * input.rentMonthly, basis: `${lo}–${hi}个月房租` };
    default:
      return { name: item.name, min: lo, max: hi, basis: '品牌披露' };
  }
}

export function calculate(items: ReadonlyArray<CostItemInput>, economics: EconomicsInput | null, input: CalculatorInput): CalculatorResult {
  const lines = items.map((i) => line(i, input));
  const counted = lines.filter((l) => l.min !== null);
  const totalMin = counted.reduce((s, l) => s + l.min!, 0);
  const totalMax = counted.reduce((s, l) => s + l.max!, 0);
  const undisclosed = lines.filter((l) => l.min === null).map((l) => l.name);

  let breakEven: BreakEven;
  if (!economics) breakEven = { kind: 'undisclosed', reason: '品牌未披露单店经营数据（客单价、日订单量、毛利率、人工与其他费用），本站不作估算，不显示回本周期。' };
  else if (undisclosed.length > 0) breakEven = { kind: 'undisclosed', reason: `开店费用中${undisclosed.join('、')}未披露，总投入不完整，本站不显示回本周期。` };
  else {
    // Monthly contribution = sales × gross margin − rent − staff − other, all from the brand's disclosure.
    const contribution = (orders: number) => economics.averageTicket * orders * 30 * economics.grossMargin - input.rentMonthly - economics.staffMonthly - economics.otherMonthly;
    const best = contribution(economics.dailyOrdersMax);
    const worst = contribution(economics.dailyOrdersMin);
    const assumptions = [
      `客单价${yuan(economics.averageTicket)}，日订单${economics.dailyOrdersMin}–${economics.dailyOrdersMax}单，每月按30天计（品牌披露，适用于约${economics.typicalAreaM2}平方米的门店）`,
      `毛利率${Math.round(economics.grossMargin * 100)}%，人工每月${yuan(economics.staffMonthly)}，其他费用每月${yuan(economics.otherMonthly)}（品牌披露）`,
      `房租每月${yuan(input.rentMonthly)}（您填写的数字）`,
      '未计税费、折旧、淡旺季与客流差异；实际经营结果可能差很多，亦可能无法回本',
    ];
    if (best <= 0) breakEven = { kind: 'undisclosed', reason: '按品牌披露的数据和您填写的房租，每月毛利不足以覆盖房租、人工和其他费用：无法计算回本周期。' };
    else {
      breakEven = {
        kind: 'range',
        fastestMonths: Math.ceil(totalMin / best),
        slowestMonths: worst > 0 ? Math.ceil(totalMax / worst) : null,
        assumptions,
      };
    }
  }
  return { lines, totalMin, totalMax, undisclosed, breakEven };
}

/** The earliest lawful signing day: at least 30 days after the disclosure was received (商业特许经营管理条例 第二十一条). */
export function earliestSigningDay(receivedOn: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(receivedOn)) return null;
  const t = Date.parse(`${receivedOn}T00:00:00Z`);
  if (Number.isNaN(t)) return null;
  return new Date(t + 30 * 86_400_000).toISOString().slice(0, 10);
}

/** The last day to withdraw alone, `days` after signing (the period the contract sets). */
export function coolingOffEnds(signedOn: string, days: number): string | null {
  const t = Date.parse(`${signedOn}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(signedOn) || Number.isNaN(t) || !Number.isInteger(days) || days < 1 || days > 365) return null;
  return new Date(t + days * 86_400_000).toISOString().slice(0, 10);
}

/** Whether a signing day falls inside the 30 days after the disclosure (or before it): too early by law. */
export function signsTooEarly(receivedOn: string, signedOn: string): boolean {
  const earliest = earliestSigningDay(receivedOn);
  if (!earliest || !/^\d{4}-\d{2}-\d{2}$/.test(signedOn) || Number.isNaN(Date.parse(`${signedOn}T00:00:00Z`))) return false;
  return signedOn < earliest;
}

/** A cooling-off period as typed: null when empty, else whether it is 1–365 whole days. */
export function coolingOffDaysValid(raw: string): boolean | null {
  if (raw.trim() === '') return null;
  return /^\d{1,3}$/.test(raw.trim()) && Number(raw) >= 1 && Number(raw) <= 365;
}
