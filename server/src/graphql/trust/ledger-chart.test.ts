// The ledger chart's SVG is valid HTML once inlined in a page: no attribute an SVG element may not carry.
import { describe, expect, it } from 'vitest';
import { ledgerChartSvg } from './ledger-chart';

const quarters = ['2025Q1', '2025Q2', '2025Q3', '2025Q4'].map((quarter, i) => ({
  quarter,
  directOpened: i + 1,
  franchisedOpened: 2 * i + 3,
  directClosed: i % 2,
  franchisedClosed: i,
  openAtEnd: 40 + 3 * i,
}));

describe('ledgerChartSvg', () => {
  it('draws the bars and legend without ECharts’ ecmeta_* attributes (HTML allows them on no SVG element)', () => {
    const svg = ledgerChartSvg(quarters);
    expect(svg.startsWith('<svg')).toBe(true);
    expect(svg).toContain('直营开店');
    expect(svg).toContain('2025Q3');
    expect(svg.match(/<path /g)?.length ?? 0).toBeGreaterThan(10);
    expect(svg.match(/\secmeta_[\w-]*=/g) ?? []).toEqual([]);
    // Every attribute left is one of SVG's own (or xmlns/xlink), never a data-less custom name.
    const names = new Set([...svg.matchAll(/\s([a-zA-Z_:][\w:.-]*)="/g)].map((m) => m[1]!));
    expect([...names].filter((n) => n.includes('_'))).toEqual([]);
  });

  it('answers a second ask for the same quarters with the same drawing', () => {
    expect(ledgerChartSvg(quarters.map((q) => ({ ...q })))).toBe(ledgerChartSvg(quarters));
  });
});
