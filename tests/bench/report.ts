// Prints benchmark pairs side by side: what we serve against its baseline, as a ratio.
import type { LoadResult } from './load';

export interface Row {
  name: string;
  ours: LoadResult;
  oursLabel: string;
  baseline: LoadResult;
  baselineLabel: string;
}

const fmt = (n: number) => (n >= 100 ? n.toFixed(0) : n.toFixed(1));

export function printPairs(rows: Row[]): void {
  console.log('\n| scenario | ours | req/s | p50 ms | p99 ms | baseline | req/s | p50 ms | p99 ms | ours / baseline |');
  console.log('|---|---|---|---|---|---|---|---|---|---|');
  for (const r of rows) {
    const ratio = r.baseline.rps > 0 ? r.ours.rps / r.baseline.rps : 0;
    console.log(
      `| ${r.name} | ${r.oursLabel} | ${fmt(r.ours.rps)} | ${r.ours.p50} | ${r.ours.p99} | ${r.baselineLabel} | ${fmt(r.baseline.rps)} | ${r.baseline.p50} | ${r.baseline.p99} | ${(ratio * 100).toFixed(1)}% |`,
    );
    const bad = r.ours.errors + r.ours.non2xx + r.baseline.errors + r.baseline.non2xx;
    if (bad) console.log(`  (warning: ${bad} errors or non-2xx answers in this pair)`);
  }
}

export function printPercentiles(title: string, rows: { label: string; samples: number[] }[]): void {
  console.log(`\n| ${title} | runs | p50 ms | p95 ms |`);
  console.log('|---|---|---|---|');
  for (const { label, samples } of rows) {
    const s = [...samples].sort((a, b) => a - b);
    const at = (q: number) => s[Math.min(s.length - 1, Math.floor(q * s.length))] ?? 0;
    console.log(`| ${label} | ${s.length} | ${at(0.5).toFixed(1)} | ${at(0.95).toFixed(1)} |`);
  }
}
