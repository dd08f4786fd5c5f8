// Prints the bench's P-figures as one table: what we serve, its baseline, and the ratio between them.
import type { LoadResult } from './load';

export interface Figure {
  id: string;
  title: string;
  ours: string;
  baseline: string;
  /** ours / baseline as a percentage, or a budget share for sizes. */
  ratio: string;
  /** Baseline CPU per request / ours: the throughput share on a core of our own. */
  cpuRatio?: string;
  warning?: string;
}

export const fmt = (n: number) => (n >= 100 ? Math.round(n).toLocaleString('en-US') : n.toFixed(1));
export const fmtMs = (n: number | undefined) => (n === undefined ? '?' : n >= 10 ? n.toFixed(1) : n.toFixed(2));

const mid = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** The median of the runs, by the compared measure (CPU per request: its own median); errors summed over all runs. */
export function median(runs: LoadResult[], by: 'rps' | 'p50'): LoadResult {
  const sorted = [...runs].sort((a, b) => a[by] - b[by]);
  const middle = sorted[Math.floor(sorted.length / 2)]!;
  const cpu = runs.map((r) => r.cpuMsPerRequest).filter((v): v is number => v !== undefined);
  return {
    ...middle,
    cpuMsPerRequest: cpu.length ? mid(cpu) : undefined,
    errors: runs.reduce((n, r) => n + r.errors, 0),
    non2xx: runs.reduce((n, r) => n + r.non2xx, 0),
  };
}

export function printFigures(figures: Figure[], runs: number): void {
  console.log(`\nMedian of ${runs} runs each; every baseline served by a process of its own.\n`);
  console.log('| P | figure | ours | baseline | ours / baseline | by CPU per request |');
  console.log('|---|---|---|---|---|---|');
  for (const f of figures) {
    console.log(`| ${f.id} | ${f.title} | ${f.ours} | ${f.baseline} | ${f.ratio} | ${f.cpuRatio ?? ''} |`);
    if (f.warning) console.log(`  (warning: ${f.warning})`);
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
