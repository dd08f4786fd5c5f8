// `npm run lighthouse -w @shangji/tests`: Lighthouse (desktop and mobile presets) on the home page and the
// brand page of the built stack, started as the bench starts it (production build, embedded database,
// page cache on). A measurement tool, not a test: it prints the four category scores of each run and the
// audits that cost points. Runs offline with the system Chromium (CHROME_PATH, default /usr/bin/chromium).
// LIGHTHOUSE_PAGES=/,/shangji/1 picks pages; LIGHTHOUSE_RUNS=3 repeats each run and reports the median.
// LIGHTHOUSE_JSON=<dir> keeps each report. The mobile site (its own listener, docs/decisions/0100) is measured
// with the mobile preset on LIGHTHOUSE_MOBILE_PAGES (default home, a list, a brand and an article; empty: none),
// and again with the phone's CPU LIGHTHOUSE_SLOW_CPU times slower than Lighthouse's default 4× (default 3:
// a host three times slower than a quiet one; 0: not run), rows named `mobile cpu×12`. Each row prints the
// lowest and the median performance score of its runs and the host's benchmark index (Lighthouse's own CPU
// measure, higher is faster): Lighthouse multiplies the CPU time it observed, so a busy host is slower still.
import * as chromeLauncher from 'chrome-launcher';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import lighthouse, { desktopConfig, type Config, type Result } from 'lighthouse';
import { freePort, startStack } from '../support/stack';

const list = (value: string) => value.split(',').filter((p) => p.startsWith('/'));
const pages = list(process.env.LIGHTHOUSE_PAGES ?? '/,/shangji/1');
const mobilePages = list(process.env.LIGHTHOUSE_MOBILE_PAGES ?? '/,/shangji/all,/shangji/1,/news/1');
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 1);
const jsonDir = process.env.LIGHTHOUSE_JSON;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const slowCpu = Number(process.env.LIGHTHOUSE_SLOW_CPU ?? 3);
/** Lighthouse's default phone (mobileSlow4G: 4× CPU slowdown, 150 ms RTT, 1.6 Mbit/s), its CPU `factor` times slower. */
const slowPhone = (factor: number): Config => ({
  extends: 'lighthouse:default',
  settings: { throttling: { rttMs: 150, throughputKbps: 1638.4, requestLatencyMs: 562.5, downloadThroughputKbps: 1474.56, uploadThroughputKbps: 675, cpuSlowdownMultiplier: 4 * factor } },
});
const PRESETS: { name: string; config?: Config; mobile?: true }[] = [
  { name: 'desktop', config: desktopConfig },
  { name: 'mobile', mobile: true }, // Lighthouse's default: a mid-range phone on slow 4G (simulated)
  ...(slowCpu > 1 ? [{ name: `mobile cpu×${4 * slowCpu}`, config: slowPhone(slowCpu), mobile: true as const }] : []),
];

interface Row {
  page: string;
  preset: string;
  scores: Record<(typeof CATEGORIES)[number], number>;
  /** The lowest performance score of the runs (the median is in scores). */
  minPerformance: number;
  /** The host's CPU as Lighthouse measured it before each run (median): higher is faster. */
  benchmarkIndex: number;
  metrics: string;
  failing: string[];
}

/** The audits that cost a category points, heaviest first. */
function failingAudits(lhr: Result): string[] {
  const out: { weight: number; text: string }[] = [];
  for (const id of CATEGORIES) {
    const category = lhr.categories[id];
    if (!category) continue;
    for (const ref of category.auditRefs) {
      const audit = lhr.audits[ref.id];
      if (!audit || audit.score === null || audit.score >= 0.9 || audit.scoreDisplayMode === 'informative' || audit.scoreDisplayMode === 'notApplicable') continue;
      const items = (audit.details as { items?: unknown[] } | undefined)?.items?.length;
      out.push({ weight: ref.weight, text: `${id}/${ref.id} (score ${audit.score}${audit.displayValue ? `, ${audit.displayValue}` : ''}${items ? `, ${items} items` : ''})` });
    }
  }
  return out.sort((a, b) => b.weight - a.weight).map((a) => a.text);
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const mobilePort = await freePort();
const mobileBase = `http://127.0.0.1:${mobilePort}`;
const stack = await startStack({ serverEnv: { MOBILE_PORT: String(mobilePort), MOBILE_SITE_URL: mobileBase } });
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-dev-shm-usage'],
});
const rows: Row[] = [];
try {
  const targets = [
    ...pages.map((page) => ({ page, url: `${stack.baseUrl}${page}`, presets: PRESETS.filter((p) => p.name === 'desktop' || p.name === 'mobile') })),
    ...mobilePages.map((page) => ({ page: `m.${page}`, url: `${mobileBase}${page}`, presets: PRESETS.filter((p) => p.mobile) })),
  ];
  for (const { page, url, presets } of targets) {
    await fetch(url).then((r) => r.arrayBuffer()); // warm the upstream cache (a visitor's view, not a cold start)
    for (const preset of presets) {
      const results: Result[] = [];
      for (let run = 0; run < runs; run++) {
        let result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' }, preset.config);
        // A trace can fail to record on a busy machine (NO_NAVSTART): one more try, as Lighthouse advises.
        if (result?.lhr.runtimeError) result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' }, preset.config);
        if (!result) throw new Error(`lighthouse gave no result for ${url}`);
        if (result.lhr.runtimeError) console.log(`[lighthouse] ${preset.name} ${page}: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`);
        results.push(result.lhr);
        if (jsonDir) {
          mkdirSync(jsonDir, { recursive: true });
          writeFileSync(join(jsonDir, `${preset.name.replace(/\W+/g, '-')}-${page.replaceAll('/', '_') || '_'}-${run}.json`), JSON.stringify(result.lhr));
        }
      }
      const score = (id: string) => median(results.map((r) => Math.round((r.categories[id]?.score ?? 0) * 100)));
      const byPerf = [...results].sort((a, b) => (a.categories.performance?.score ?? 0) - (b.categories.performance?.score ?? 0))[Math.floor(results.length / 2)]!;
      const metric = (id: string) => byPerf.audits[id]?.displayValue ?? '?';
      rows.push({
        page,
        preset: preset.name,
        scores: { performance: score('performance'), accessibility: score('accessibility'), 'best-practices': score('best-practices'), seo: score('seo') },
        minPerformance: Math.min(...results.map((r) => Math.round((r.categories.performance?.score ?? 0) * 100))),
        benchmarkIndex: median(results.map((r) => Math.round(r.environment.benchmarkIndex))),
        metrics: `FCP ${metric('first-contentful-paint')}, LCP ${metric('largest-contentful-paint')}, TBT ${metric('total-blocking-time')}, CLS ${metric('cumulative-layout-shift')}`,
        failing: failingAudits(byPerf),
      });
      if (byPerf.runWarnings.length) console.log(`[lighthouse] ${preset.name} ${page}: ${byPerf.runWarnings.join(' / ')}`);
    }
  }
} finally {
  await chrome.kill();
  await stack.stop();
}

console.log(`\nLighthouse ${rows.length ? '' : '(no runs)'}— median of ${runs} run(s) each\n`);
console.log('| page | preset | performance (median) | performance (lowest) | accessibility | best practices | SEO | metrics (median run) | host benchmark index |');
console.log('|---|---|---|---|---|---|---|---|---|');
for (const r of rows) {
  console.log(`| ${r.page} | ${r.preset} | ${r.scores.performance} | ${r.minPerformance} | ${r.scores.accessibility} | ${r.scores['best-practices']} | ${r.scores.seo} | ${r.metrics} | ${r.benchmarkIndex} |`);
}
for (const r of rows) {
  if (!r.failing.length) continue;
  console.log(`\n${r.preset} ${r.page}: audits below 0.9`);
  for (const f of r.failing.slice(0, 12)) console.log(`  - ${f}`);
}
