// Reads a V8 .cpuprofile (node --cpu-prof; BENCH_CPU_PROF=<dir> npm run bench) and prints where the
// time went: self time by function and by package, within the busiest `window` seconds (the load run,
// not start-up). Usage: npx tsx tests/bench/profile-top.ts <file> [rows] [window seconds, default 5]
// [skip seconds: samples before this are never in the window, e.g. a start-up busier than the run]
import { readFileSync } from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const [file, rowsArg] = process.argv.slice(2);
if (!file) throw new Error('usage: profile-top.ts <file.cpuprofile> [rows]');
const rows = Number(rowsArg ?? 25);
const windowUs = Number(process.argv[4] ?? 5) * 1e6;
const skipUs = Number(process.argv[5] ?? 0) * 1e6;
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const idle = new Set(['(idle)', '(program)']);

// Sample times, and the window with the most non-idle samples.
const times: number[] = [];
let t = 0;
for (const d of profile.timeDeltas) times.push((t += d));
const isBusy = profile.samples.map((id, i) => times[i]! >= skipUs && !idle.has(byId.get(id)!.callFrame.functionName));
let best = 0;
let bestStart = 0;
let count = 0;
for (let lo = 0, hi = 0; hi < times.length; hi++) {
  if (isBusy[hi]) count++;
  while (times[hi]! - times[lo]! > windowUs) if (isBusy[lo++]) count--;
  if (count > best) [best, bestStart] = [count, lo];
}
const selfUs = new Map<number, number>();
profile.samples.forEach((id, i) => {
  if (times[i]! < times[bestStart]! || times[i]! > times[bestStart]! + windowUs) return;
  selfUs.set(id, (selfUs.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
});

/** The package a bundled chunk was built from, read from the bundler's `// ../node_modules/<pkg>/…` note. */
const bundledFrom = new Map<string, string | null>();
function bundledPackage(url: string): string | null {
  if (!bundledFrom.has(url)) {
    let found: string | null = null;
    try {
      const head = readFileSync(new URL(url), 'utf8').slice(0, 400);
      found = /^\/\/ [./]*node_modules\/((?:@[^/]+\/)?[^/]+)\//m.exec(head)?.[1] ?? null;
    } catch {
      /* not a readable file */
    }
    bundledFrom.set(url, found);
  }
  return bundledFrom.get(url) ?? null;
}

/** The package (or our workspace, or node's internals) a script URL belongs to. */
function packageOf(url: string): string {
  if (!url) return '(native / V8)';
  if (url.startsWith('file:') && !url.includes('node_modules/')) {
    const bundled = bundledPackage(url);
    if (bundled) return `${bundled} (bundled)`;
  }
  const nm = url.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const rest = url.slice(nm + 'node_modules/'.length).split('/');
    return rest[0]!.startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0]!;
  }
  if (url.startsWith('node:')) return 'node internals';
  const ws = /\/(server|web|upstream|schema|contract)\/(src|dist)\//.exec(url);
  return ws ? `@shangji/${ws[1]}` : url;
}

const total = [...selfUs.values()].reduce((a, b) => a + b, 0);
let busy = 0;
const byFn = new Map<string, number>();
const byPkg = new Map<string, number>();
for (const [id, us] of selfUs) {
  const node = byId.get(id)!;
  const name = node.callFrame.functionName || '(anonymous)';
  if (idle.has(name)) continue;
  busy += us;
  const where = node.callFrame.url ? `${name} ${node.callFrame.url.replace(/^.*node_modules\//, '').replace(/^file:\/\/.*\/(server|web|upstream)\//, '$1/')}:${node.callFrame.lineNumber + 1}` : name;
  byFn.set(where, (byFn.get(where) ?? 0) + us);
  const pkg = packageOf(node.callFrame.url);
  byPkg.set(pkg, (byPkg.get(pkg) ?? 0) + us);
}
const pct = (us: number) => `${((us / busy) * 100).toFixed(1)}%`.padStart(6);
console.log(`${file}: ${(total / 1e3).toFixed(0)} ms sampled, ${(busy / 1e3).toFixed(0)} ms busy (idle and (program) left out)\n`);
console.log('self time by package:');
for (const [k, v] of [...byPkg].sort((a, b) => b[1] - a[1]).slice(0, rows)) console.log(`${pct(v)}  ${k}`);
console.log('\nself time by function:');
for (const [k, v] of [...byFn].sort((a, b) => b[1] - a[1]).slice(0, rows)) console.log(`${pct(v)}  ${k}`);
