// The store ledger's chart: an SVG rendered on the server with Apache ECharts' SSR renderer. A render
// costs a few milliseconds (more than a whole page render), so each distinct ledger is drawn once and
// kept: the key is the quarters' numbers, so a change of data draws anew and nothing else does.
import * as echarts from 'echarts';
import { LRUCache } from 'lru-cache';
import type { WireRecordLedger } from '@shangji/contract';

const WIDTH = 620;
const HEIGHT = 260;
const drawn = new LRUCache<string, string>({ max: 2000 });

export function ledgerChartSvg(quarters: WireRecordLedger['quarters']): string {
  const key = quarters.map((q) => `${q.quarter}:${q.directOpened},${q.franchisedOpened},${q.directClosed},${q.franchisedClosed},${q.openAtEnd}`).join(';');
  const hit = drawn.get(key);
  if (hit !== undefined) return hit;
  const svg = render(quarters);
  drawn.set(key, svg);
  return svg;
}

/**
 * The SVG without ECharts' `ecmeta_*` attributes (series and data indices, for its client-side hydration,
 * which this page does not use): HTML allows them on no SVG element, and the Nu HTML checker rejects each.
 * Stripped here, before the drawing is kept, so no cached or served copy carries them.
 */
export function withoutMeta(svg: string): string {
  return svg.replace(/\s+ecmeta_[\w-]*="[^"]*"/g, '');
}

function render(quarters: WireRecordLedger['quarters']): string {
  const chart = echarts.init(null, null, { renderer: 'svg', ssr: true, width: WIDTH, height: HEIGHT });
  try {
    chart.setOption({
      animation: false,
      // The page's palette (web theme): red for the brand colour, greys for closures.
      color: ['#e4393c', '#f39c8f', '#555555', '#aaaaaa'],
      textStyle: { fontFamily: 'sans-serif', fontSize: 12 },
      legend: { top: 0, itemWidth: 12, itemHeight: 10 },
      grid: { left: 40, right: 16, top: 36, bottom: 28 },
      xAxis: { type: 'category', data: quarters.map((q) => q.quarter), axisLabel: { fontSize: 11 } },
      // Openings above the axis, closures below it; stores open per quarter are in the table.
      yAxis: { type: 'value', name: '开店 / 关店（家）', minInterval: 1 },
      series: [
        { name: '直营开店', type: 'bar', stack: 'open', data: quarters.map((q) => q.directOpened) },
        { name: '加盟开店', type: 'bar', stack: 'open', data: quarters.map((q) => q.franchisedOpened) },
        { name: '直营关店', type: 'bar', stack: 'closed', data: quarters.map((q) => -q.directClosed) },
        { name: '加盟关店', type: 'bar', stack: 'closed', data: quarters.map((q) => -q.franchisedClosed) },
      ],
    });
    return withoutMeta(chart.renderToSVGString());
  } finally {
    chart.dispose();
  }
}
