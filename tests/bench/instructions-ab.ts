// `npx tsx tests/bench/instructions-ab.ts [other checkout] [path] [warm] [measured]`: machine instructions a
// gateway executes per uncached request of `path` (default /shangji/1), counted by valgrind's callgrind, for
// this checkout and, if given, another checkout whose server/dist is built. Timed A/Bs on this shared host
// swing by more than most single changes (render-ab.ts: 20% between two gateways of one build); an
// instruction count of the same work repeats to well under 1%, whatever else the machine is doing.
//
// Each gateway runs under callgrind with counting off (`--instr-atstart=no`) and V8 in one thread
// (`--single-threaded`: its compiler and collector then run on the counted thread, in a fixed order). It is
// warmed with `warm` sequential requests (default 300), then counted over `measured` more (default 60).
// Counted in 6 windows (the median window is the figure); three figures per build:
// - all: every instruction of the process over the counted requests, per request;
// - without the optimizing compiler: less what TurboFan spent compiling (PipelineCompilationJob), which
//   under valgrind's ~50× slowdown has not settled after a few hundred requests, while a gateway at full
//   speed stops compiling after a few thousand (checked with --trace-opt); this is the figure to compare;
// - of which GC: the collector's share (Heap::CollectGarbage).
// Use it on a page whose answers stay kept through the count, such as /shangji/1: the home page's many
// answers expire and are fetched again in the background while valgrind runs at a fiftieth of the speed,
// and its windows ranged from 19 M to 101 M instructions a request (decision 0139).
// Instructions are not time (a cache miss costs more than an add), so a change must also show in the
// CPU profile; but a change that removes work shows here as fewer instructions, run after run.
import { execFile, execFileSync } from 'node:child_process';
import { promisify } from 'node:util';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repoRoot, startServer, startStack } from '../support/stack';

const [other, path = '/shangji/1', warmArg = '300', measuredArg = '60'] = process.argv.slice(2);
const WARM = Number(warmArg);
const MEASURED = Number(measuredArg);
const WINDOWS = 6;
if (MEASURED % WINDOWS) throw new Error(`measured (${MEASURED}) must be a multiple of ${WINDOWS}`);
const headers = { 'user-agent': 'Mozilla/5.0 Chrome/150.0', 'accept-encoding': 'identity' };
const outDir = mkdtempSync(join(tmpdir(), 'shangji-callgrind-'));

/** Requests that were streamed (no Content-Length: the page's data was not all in within its window). */
let streamed = 0;

async function requests(url: string, count: number): Promise<void> {
  for (let i = 0; i < count; i++) {
    const res = await fetch(url, { headers });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`${url} answered ${res.status}`);
    if (!res.headers.has('content-length')) streamed++;
  }
}

/**
 * A callgrind_control command. Callgrind takes commands only while the process runs its own code, not while
 * it waits in a system call (an idle gateway waits in epoll), so the gateway is kept busy with its health
 * check until the command is answered: a few of those checks are counted, against 60 pages.
 */
async function control(pid: number, healthz: string, ...args: string[]): Promise<void> {
  let answered = false;
  // vgdb names its pipes after $USER and $HOST: the gateway runs with HOST=127.0.0.1 (its listening address).
  const env = { ...process.env, HOST: '127.0.0.1' };
  const command = promisify(execFile)('callgrind_control', [...args, String(pid)], { env }).finally(() => (answered = true));
  while (!answered) await (await fetch(healthz)).arrayBuffer();
  const { stdout, stderr } = await command;
  if (!/OK/.test(stdout) || /error/i.test(stderr)) throw new Error(`callgrind_control ${args.join(' ')} ${pid}: ${stdout}${stderr}`);
}

/** Inclusive instruction counts of the functions whose names contain `needles`, from a callgrind file. */
function inclusive(file: string, needles: string[]): { total: number; found: Map<string, number> } {
  const text = execFileSync('callgrind_annotate', ['--inclusive=yes', '--threshold=100', file], { maxBuffer: 1 << 28 }).toString();
  const total = Number(/([\d,]+) \([^)]*\)\s+PROGRAM TOTALS/.exec(text)?.[1]?.replace(/,/g, '') ?? NaN);
  const found = new Map<string, number>();
  for (const line of text.split('\n')) {
    const m = /^\s*([\d,]+) \([^)]*\)\s+\S*?:(.*)$/.exec(line);
    if (!m) continue;
    for (const needle of needles) if (!found.has(needle) && m[2]!.includes(needle)) found.set(needle, Number(m[1]!.replace(/,/g, '')));
  }
  return { total, found };
}

async function count(name: string, checkout: string, upstreamUrl: string) {
  const prefix = join(outDir, name.replace(/\W+/g, '-'));
  const launcher = ['valgrind', '--tool=callgrind', '--instr-atstart=no', `--callgrind-out-file=${prefix}.%p`];
  const { baseUrl, child } = await startServer(upstreamUrl, { PAGE_CACHE_TTL_MS: '0' }, ['--single-threaded'], { checkout, launcher });
  const pid = child.pid!;
  const dumps = () => readdirSync(outDir).filter((f) => f.startsWith(`${prefix.slice(outDir.length + 1)}.${pid}.`));
  try {
    await requests(`${baseUrl}${path}`, WARM);
    const healthz = `${baseUrl}/healthz`;
    // Nothing is counted before this (no --zero: zeroing inside a call left callgrind's totals wrapped below 0).
    await control(pid, healthz, '--instr=on');
    // Counted in windows, each dumped (a dump zeroes the counts). At valgrind's speed an upstream answer the
    // gateway keeps for a minute expires during the count, and the request that fetches it again also
    // misses the page's ready window and streams: a window holding one costs more. The median window is
    // the figure.
    for (let w = 0; w < WINDOWS; w++) {
      await requests(`${baseUrl}${path}`, MEASURED / WINDOWS);
      await control(pid, healthz, '--dump');
    }
    await control(pid, healthz, '--instr=off');
    for (let waited = 0; dumps().length < WINDOWS; waited += 200) {
      if (waited > 30_000) throw new Error(`${WINDOWS} callgrind dumps expected in ${outDir}: ${readdirSync(outDir).join(', ')}`);
      await new Promise((r) => setTimeout(r, 200));
    }
    const windows = dumps()
      .sort((a, b) => Number(a.split('.').at(-1)) - Number(b.split('.').at(-1)))
      .map((f) => {
        const { total, found } = inclusive(join(outDir, f), ['PipelineCompilationJob::ExecuteJobImpl', 'Heap::CollectGarbage']);
        const per = MEASURED / WINDOWS;
        return { all: total / per, work: (total - (found.get('PipelineCompilationJob::ExecuteJobImpl') ?? 0)) / per, gc: (found.get('Heap::CollectGarbage') ?? 0) / per };
      });
    const middle = [...windows].sort((a, b) => a.work - b.work)[Math.floor(WINDOWS / 2)]!;
    return { name, ...middle, range: [Math.min(...windows.map((x) => x.work)), Math.max(...windows.map((x) => x.work))] };
  } finally {
    child.kill('SIGKILL');
  }
}

const stack = await startStack();
try {
  const builds = [{ name: 'this checkout', dir: repoRoot }, ...(other ? [{ name: other, dir: other }] : [])];
  // One callgrind process per core: the two builds are counted at once.
  const results = await Promise.all(builds.map((b) => count(b.name, b.dir, stack.upstreamUrl)));
  const m = (n: number) => `${(n / 1e6).toFixed(2)} M`;
  console.log(`\nInstructions per uncached request of ${path} (callgrind; warmed ${WARM}, counted ${MEASURED}):\n`);
  console.log('| build | without the optimizing compiler (median window) | windows from – to | of which GC | all |');
  console.log('|---|---|---|---|---|');
  for (const r of results) console.log(`| ${r.name} | ${m(r.work)} | ${m(r.range[0]!)} – ${m(r.range[1]!)} | ${m(r.gc)} | ${m(r.all)} |`);
  console.log(`\n${streamed} of the ${(WARM + MEASURED) * results.length} requests were streamed (their data not all in within the ready window).`);
  if (results.length === 2) console.log(`\nthis checkout / other: ${((results[0]!.work / results[1]!.work) * 100).toFixed(1)}%`);
} finally {
  await stack.stop();
  // INSTRUCTIONS_KEEP=1 keeps the dumps, to read with callgrind_annotate (native code by symbol).
  if (process.env.INSTRUCTIONS_KEEP) console.log(`callgrind dumps kept in ${outDir}`);
  else rmSync(outDir, { recursive: true, force: true });
}
