// `npm run test:e2e`: the end-to-end files in E2E_SHARDS vitest processes side by side (2 by default), each
// with a site of its own (its global setup starts its own upstream, gateways and data: nothing is shared
// but the machine's Redis, under a namespace per process). One e2e process kept a two-core host ~53% busy;
// two keep it 97–99% busy and finished 7–23% sooner as measured (docs/decisions/0149): the work is mostly
// CPU, so more shards would only contend. Within a shard the files run one after another, as before.
//
// Files are dealt to the shards by their last recorded durations (e2e/durations.json; a file without one
// counts as the median), longest first, each to the shard with the least so far. `--record` writes the
// durations this run measured back to that file.
//
// Each shard's lines are printed as they come, prefixed with its number; a summary of both follows. Named
// files (`npm run test:e2e -- e2e/home.test.ts`) run in one process, as vitest would run them.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { ensureBuilt } from '../support/stack';

const testsDir = fileURLToPath(new URL('..', import.meta.url));
const e2eDir = join(testsDir, 'e2e');
const durationsFile = join(e2eDir, 'durations.json');
const vitest = join(testsDir, '..', 'node_modules', '.bin', 'vitest');
const baseArgs = ['run', '--config', 'vitest.e2e.config.ts'];

const args = process.argv.slice(2);
const record = args.includes('--record');
const rest = args.filter((a) => a !== '--record');

/** Deals `files` to `count` shards, longest recorded first, each to the shard with the least time so far. */
function deal(files: string[], durations: Record<string, number>, count: number): string[][] {
  const known = files.map((f) => durations[f]).filter((d): d is number => typeof d === 'number').sort((a, b) => a - b);
  const median = known.length ? known[Math.floor(known.length / 2)]! : 1;
  const weight = (f: string) => durations[f] ?? median;
  const shards = Array.from({ length: count }, () => ({ files: [] as string[], total: 0 }));
  for (const file of [...files].sort((a, b) => weight(b) - weight(a) || a.localeCompare(b))) {
    const lightest = shards.reduce((min, s) => (s.total < min.total ? s : min));
    lightest.files.push(file);
    lightest.total += weight(file);
  }
  return shards.map((s) => s.files).filter((f) => f.length > 0);
}

function runOne(extra: string[]): never {
  const run = spawnSync(vitest, [...baseArgs, ...extra], { cwd: testsDir, stdio: 'inherit' });
  process.exit(run.status ?? 1);
}

interface ShardResult {
  code: number;
  durations: Record<string, number>;
  summary: string[];
}

function runShard(index: number, count: number, files: string[], reportDir: string): Promise<ShardResult> {
  const report = join(reportDir, `shard-${index}.json`);
  const child = spawn(vitest, [...baseArgs, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...files.map((f) => join(e2eDir, f))], {
    cwd: testsDir,
    // E2E_SHARD: the shard's own slice of test ports (tests/support/stack.ts freePort, decision 0150).
    env: { ...process.env, SHANGJI_BUILT: '1', E2E_SHARD: String(index), FORCE_COLOR: process.env.FORCE_COLOR ?? '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const prefix = `[e2e ${index}/${count}] `;
  const summary: string[] = [];
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on('line', (line) => {
      process.stdout.write(`${prefix}${line}\n`);
      if (/^\s*(Test Files|Tests|Duration)\s/.test(line.replace(/\x1b\[[0-9;]*m/g, ''))) summary.push(line);
    });
  }
  return new Promise((resolve) => {
    child.on('close', (code) => {
      const durations: Record<string, number> = {};
      try {
        const json = JSON.parse(readFileSync(report, 'utf8')) as { testResults: { name: string; startTime: number; endTime: number }[] };
        for (const r of json.testResults) durations[r.name.slice(e2eDir.length + 1)] = Math.max(1, Math.round((r.endTime - r.startTime) / 1000));
      } catch {
        // No report (the shard crashed before its reporter wrote): its lines above say why.
      }
      resolve({ code: code ?? 1, durations, summary });
    });
  });
}

async function main() {
  if (rest.length > 0) runOne(rest);
  const files = readdirSync(e2eDir).filter((f) => f.endsWith('.test.ts')).sort();
  const recorded = JSON.parse(readFileSync(durationsFile, 'utf8')) as Record<string, number>;
  const count = Math.max(1, Number(process.env.E2E_SHARDS ?? 2) || 1);
  if (count === 1) runOne([]);

  // Once, here: the shards skip it (SHANGJI_BUILT), as two turbo runs in one checkout would race.
  ensureBuilt();

  const shards = deal(files, recorded, count);
  shards.forEach((s, i) => console.log(`[e2e ${i + 1}/${shards.length}] ${s.length} files, ~${s.reduce((t, f) => t + (recorded[f] ?? 0), 0)} s recorded: ${s.join(' ')}`));
  const reportDir = mkdtempSync(join(tmpdir(), 'shangji-e2e-shards-'));
  const started = Date.now();
  const results = await Promise.all(shards.map((s, i) => runShard(i + 1, shards.length, s, reportDir)));
  rmSync(reportDir, { recursive: true, force: true });

  console.log(`\nEnd-to-end: ${shards.length} shards in ${Math.round((Date.now() - started) / 1000)} s`);
  results.forEach((r, i) => {
    console.log(`  shard ${i + 1}: ${r.code === 0 ? 'passed' : `FAILED (exit ${r.code})`}`);
    for (const line of r.summary) console.log(`    ${line.trim()}`);
  });
  if (record) {
    const measured = Object.assign({}, ...results.map((r) => r.durations)) as Record<string, number>;
    const next = Object.fromEntries(files.map((f) => [f, measured[f] ?? recorded[f] ?? 0]));
    writeFileSync(durationsFile, `${JSON.stringify(next, null, 2)}\n`);
    console.log(`  durations written to ${durationsFile}`);
  }
  process.exit(results.every((r) => r.code === 0) ? 0 : 1);
}

void main();
