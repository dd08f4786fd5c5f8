import { describe, expect, it } from 'vitest';
import { calculate, coolingOffDaysValid, coolingOffEnds, earliestSigningDay, signsTooEarly, type CostItemInput } from './calculator';

const items: CostItemInput[] = [
  { name: '加盟费', disclosed: true, unit: 'YUAN_BY_TIER', byTier: [30000, 20000, 15000] },
  { name: '装修', disclosed: true, unit: 'YUAN_PER_M2', min: 800, max: 1200 },
  { name: '房租押金', disclosed: true, unit: 'MONTHS_OF_RENT', min: 2, max: 3 },
  { name: '设备', disclosed: true, unit: 'YUAN', min: 50000, max: 60000 },
];
const economics = { averageTicket: 30, dailyOrdersMin: 100, dailyOrdersMax: 200, grossMargin: 0.5, staffMonthly: 20000, otherMonthly: 5000, typicalAreaM2: 40 };

describe('start-up cost calculator', () => {
  it('adds up the disclosed figures for the tier, size and rent entered', () => {
    const r = calculate(items, null, { tier: 2, areaM2: 50, rentMonthly: 10000 });
    // 20000 + 50×800..50×1200 + 2..3 months of 10000 + 50000..60000
    expect([r.totalMin, r.totalMax]).toEqual([20000 + 40000 + 20000 + 50000, 20000 + 60000 + 30000 + 60000]);
    expect(r.breakEven.kind).toBe('undisclosed');
  });

  it('leaves an undisclosed item out, names it, and then shows no break-even even with economics', () => {
    const r = calculate([...items, { name: '培训费', disclosed: false, unit: 'YUAN' }], economics, { tier: 1, areaM2: 40, rentMonthly: 8000 });
    expect(r.undisclosed).toEqual(['培训费']);
    expect(r.lines.at(-1)).toMatchObject({ min: null, basis: '品牌未披露，未计入' });
    expect(r.breakEven).toMatchObject({ kind: 'undisclosed', reason: expect.stringContaining('培训费未披露') });
  });

  it('gives a break-even range with its assumptions only from disclosed figures, with no promise of earnings', () => {
    const r = calculate(items, economics, { tier: 3, areaM2: 40, rentMonthly: 10000 });
    // contribution: 30×200×30×0.5 − 10000 − 20000 − 5000 = 55000; 30×100×30×0.5 − 35000 = 10000
    expect(r.breakEven).toMatchObject({ kind: 'range', fastestMonths: Math.ceil(r.totalMin / 55000), slowestMonths: Math.ceil(r.totalMax / 10000) });
    const text = JSON.stringify(r);
    expect(text).not.toMatch(/月入|稳赚|保证|包赚|年赚/);
  });

  it('says when the disclosed figures cannot cover the rent instead of estimating', () => {
    const r = calculate(items, economics, { tier: 2, areaM2: 40, rentMonthly: 200000 });
    expect(r.breakEven).toMatchObject({ kind: 'undisclosed', reason: expect.stringContaining('无法计算回本周期') });
  });
});

describe('signing dates', () => {
  it('the earliest lawful signing day is 30 days after the disclosure', () => {
    expect(earliestSigningDay('2026-01-15')).toBe('2026-02-14');
    expect(earliestSigningDay('2026-02-10')).toBe('2026-03-12');
    expect(earliestSigningDay('')).toBeNull();
    expect(earliestSigningDay('2026-13-40')).toBeNull();
  });
  it('the cooling-off period ends the given days after signing', () => {
    expect(coolingOffEnds('2026-03-01', 7)).toBe('2026-03-08');
    expect(coolingOffEnds('2026-03-01', 0)).toBeNull();
  });

  it('says when a signing day falls inside the 30 days after the disclosure', () => {
    expect(signsTooEarly('2026-01-15', '2026-02-13')).toBe(true);
    expect(signsTooEarly('2026-01-15', '2026-01-10')).toBe(true);
    expect(signsTooEarly('2026-01-15', '2026-02-14')).toBe(false);
    expect(signsTooEarly('', '2026-02-01')).toBe(false);
    expect(signsTooEarly('2026-01-15', '')).toBe(false);
  });

  it('a cooling-off period is 1–365 whole days', () => {
    expect(coolingOffDaysValid('')).toBeNull();
    for (const ok of ['1', '7', '365']) expect(coolingOffDaysValid(ok), ok).toBe(true);
    for (const bad of ['0', '366', '1.5', '-3', '1e2', 'abc']) expect(coolingOffDaysValid(bad), bad).toBe(false);
  });
});
