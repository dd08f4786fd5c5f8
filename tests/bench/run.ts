// `npm run bench`: starts the real stack (production mode, embedded database) and prints the P-figures
// (README "Tests") side by side with their baselines, each the median of BENCH_RUNS runs (default 3). Figures are
// for comparison on one machine, not assertions. BENCH_SECONDS sets each load run's length (default 5);
// BENCH_ONLY=P1,P4,js,P10,search picks figures (P10: the mixed load at 8/32/128 clients, tests/bench/mixed.ts; lighthouse: tests/lighthouse/run.ts, desktop and mobile site) ("search" — upstream keyword search of brands, news and topics at the large seed — runs
// only when named: its first run seeds a large database for minutes; "scale" — every page kind at the large
// seed beside the default one on PostgreSQL, and the gateway's memory after a crawl — likewise, tests/bench/scale.ts;
// "leads" — the back office's brand inbox and staff desk at 1,000,000 enquiries on PostgreSQL, tests/bench/leads.ts, also run with "scale";
// "sms" — a proof of work's cost to a script and to Chromium, and SMS a minute a script buys with 256
// addresses — likewise, tests/bench/sms.ts). BENCH_CPU_PROF=<dir> runs both
// gateways with --cpu-prof and writes their profiles there when the bench stops them (open in Chrome
// DevTools or read with tests/bench/profile-top.ts). BENCH_NODE_ARGS='--flag …' adds node flags to both
// gateways (e.g. to try a GC setting against the same build). P1w renders on a third gateway with
// GATEWAY_WORKERS = BENCH_WORKERS (default: this machine's cores), its CPU summed over its workers.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { treeCpuMs } from './cpu';
import { initialJsPerPage } from './js-size';
import { load, type LoadOptions, type LoadResult } from './load';
import { fmt, fmtMs, median, printFigures, printPercentiles, type Figure } from './report';
import { describeHost, hostSpeed } from './host';
import { SCENARIOS, type BenchContext } from './scenarios';
import { mixedLoad } from './mixed';
import { scaleBench } from './scale';
import { leadsBench } from './leads';
import { searchLatencies } from './search';
import { smsEconomics } from './sms';
import { rawFetch, serveBytes, type Baseline } from './static-server';
import { startPassThrough } from './pass-through';
import { repoRoot, startServer, startStack } from '../support/stack';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const runs = Number(process.env.BENCH_RUNS ?? 3);
const only = process.env.BENCH_ONLY ? new Set(process.env.BENCH_ONLY.split(',')) : null;
const wanted = (id: string) => (only ? only.has(id) : id !== 'search' && id !== 'scale' && id !== 'sms' && id !== 'leads');
const figures: Figure[] = [];
const JS_BUDGET_KB = 235;
// Over a Redis that outlives the run (REDIS_URL), every gateway this run starts shares a namespace of its
// own: a second run over the same Redis would otherwise find the first run's entries, and its "unseen"
// cache-miss ids (P6) would be answered from them.
if (process.env.REDIS_URL && !process.env.CACHE_NAMESPACE) process.env.CACHE_NAMESPACE = `bench-${process.pid}`;

const describe = (r: LoadResult, by: 'rps' | 'p50') =>
  (by === 'rps' ? `${fmt(r.rps)} req/s (p50 ${r.p50} ms)` : `p50 ${fmtMs(r.p50)} ms (p99 ${fmtMs(r.p99)} ms)`) + `, ${fmtMs(r.cpuMsPerRequest)} ms CPU/req`;

// Which process serves which origin, to charge each run's CPU time to it.
const pidByOrigin = new Map<string, number>();

/** One load run, with the CPU time its serving process spent on it. */
async function measure(options: LoadOptions): Promise<LoadResult> {
  const pid = pidByOrigin.get(new URL(options.url).origin);
  const before = pid ? treeCpuMs(pid) : 0;
  const result = await load(options);
  if (pid && result.requests > 0) result.cpuMsPerRequest = (treeCpuMs(pid) - before) / result.requests;
  return result;
}

const scenarios = SCENARIOS.filter((s) => wanted(s.id));
if (scenarios.length) {
  const scratch = mkdtempSync(join(tmpdir(), 'shangji-bench-'));
  const baselines: Baseline[] = [];
  const profileDir = process.env.BENCH_CPU_PROF;
  const profiled = [...(profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : []), ...(process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? [])];
  const stack = await startStack({ serverNodeArgs: profiled });
  const uncached = await startServer(stack.upstreamUrl, { PAGE_CACHE_TTL_MS: '0' }, profiled);
  pidByOrigin.set(new URL(stack.baseUrl).origin, stack.pids.server);
  pidByOrigin.set(new URL(stack.upstreamUrl).origin, stack.pids.upstream);
  pidByOrigin.set(new URL(uncached.baseUrl).origin, uncached.child.pid ?? 0);
  const workerCount = process.env.BENCH_WORKERS ?? String(availableParallelism());
  const everyCore = scenarios.some((s) => s.workers) ? await startServer(stack.upstreamUrl, { PAGE_CACHE_TTL_MS: '0', GATEWAY_WORKERS: workerCount }, profiled) : undefined;
  if (everyCore) pidByOrigin.set(new URL(everyCore.baseUrl).origin, everyCore.child.pid ?? 0);
  // A baseline process, closed at the end and charged its CPU time.
  const kept = (baseline: Baseline) => {
    baselines.push(baseline);
    pidByOrigin.set(new URL(baseline.url).origin, baseline.pid);
    return baseline.url;
  };
  const ctx: BenchContext = {
    cachedUrl: stack.baseUrl,
    uncachedUrl: uncached.baseUrl,
    ...(everyCore ? { workersUrl: everyCore.baseUrl } : {}),
    upstreamUrl: stack.upstreamUrl,
    seconds,
    async staticCopy(url, init, options) {
      const res = await rawFetch(url, init);
      return kept(await serveBytes(res.body, res.contentType ?? 'application/octet-stream', scratch, res.contentEncoding, options?.sameHeaders ? res.headers : undefined));
    },
    passThrough: async () => kept(await startPassThrough(stack.upstreamUrl)),
  };
  try {
    for (const s of scenarios) {
      console.log(`[bench] ${s.id} ${s.title}…`);
      const plan = await s.prepare(ctx);
      const ours: LoadResult[] = [];
      const base: LoadResult[] = [];
      // Ours and the baseline alternate, never at once (two cores).
      for (let run = 0; run < runs; run++) {
        ours.push(await measure(plan.ours(run)));
        base.push(await measure(plan.baseline(run)));
      }
      const o = median(ours, s.compare);
      const b = median(base, s.compare);
      const ratio = s.compare === 'rps' ? o.rps / b.rps : o.p50 / b.p50;
      const bad = o.errors + o.non2xx + b.errors + b.non2xx;
      figures.push({
        id: s.id,
        title: s.title,
        ours: `${s.oursLabel}: ${describe(o, s.compare)}`,
        baseline: `${s.baselineLabel}: ${describe(b, s.compare)}`,
        // A latency figure reads as the difference (ours − baseline), its ratio beside it.
        ratio: s.compare === 'rps' ? `${(ratio * 100).toFixed(1)}%` : `${o.p50 - b.p50 >= 0 ? '+' : '−'}${Math.abs(o.p50 - b.p50).toFixed(2)} ms (${ratio.toFixed(2)}×)`,
        cpuRatio:
          s.compare === 'rps' && o.cpuMsPerRequest && b.cpuMsPerRequest ? `${((b.cpuMsPerRequest / o.cpuMsPerRequest) * 100).toFixed(1)}%` : undefined,
        warning: bad ? `${bad} errors or non-2xx answers over the runs` : undefined,
      });
    }
  } finally {
    await Promise.all(baselines.map((b) => b.close()));
    await Promise.all(
      [uncached, everyCore].map(async (gateway) => {
        if (!gateway) return;
        const exited = new Promise((r) => gateway.child.once('exit', r));
        gateway.child.kill('SIGTERM');
        await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
      }),
    );
    await stack.stop();
    rmSync(scratch, { recursive: true, force: true });
  }
}

if (wanted('js')) {
  for (const p of initialJsPerPage()) {
    const kb = p.gzipBytes / 1024;
    figures.push({
      id: 'P7',
      title: `initial JS, gzip: ${p.page}`,
      ours: `${kb.toFixed(1)} KB gzip (${(p.rawBytes / 1024).toFixed(0)} KB raw, ${p.files} files)`,
      baseline: `budget ${JS_BUDGET_KB} KB gzip`,
      ratio: `${((kb / JS_BUDGET_KB) * 100).toFixed(0)}%`,
    });
  }
}

if (figures.length) {
  printFigures(figures, runs);
  console.log(`\n${describeHost(hostSpeed())}`);
}
if (wanted('P10')) {
  const stack = await startStack();
  try {
    await mixedLoad(stack.upstreamUrl, seconds, runs);
  } finally {
    await stack.stop();
  }
}
if (wanted('search')) printPercentiles('upstream keyword search at the large seed: brands, news (头条), topics (专题)', await searchLatencies());
if (wanted('scale')) await scaleBench();
// The back office's lists at 1,000,000 enquiries: with `scale`, or alone as `leads`.
if (wanted('scale') || (only?.has('leads') ?? false)) await leadsBench();
if (wanted('sms')) await smsEconomics();
// Lighthouse (desktop and mobile presets on the desktop pages, the mobile preset on the mobile site's pages),
// printed after the figures above: its own script and stack (tests/lighthouse/run.ts), so a run of it is
// the same whether started here or with `npm run lighthouse -w @shangji/tests`.
if (wanted('lighthouse')) {
  const tsx = join(repoRoot, 'node_modules', '.bin', 'tsx');
  const run = spawnSync(tsx, ['lighthouse/run.ts'], { cwd: join(repoRoot, 'tests'), stdio: 'inherit' });
  if (run.status !== 0) console.log(`[bench] lighthouse exited with ${run.status}`);
}
