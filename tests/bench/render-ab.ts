// `npx tsx tests/bench/render-ab.ts <other checkout> [path] [pairs] [rounds]`: uncached renders of `path`
// (default /shangji/1) by this checkout's gateway and by the one built in <other checkout>/server/dist, over
// one upstream. Two gateways of the same build, one fresh and one that has served for a few minutes,
// differed by up to 25% in CPU per request on this host (ab.ts against long-running servers). So every
// pair of gateways here starts fresh, both at once; each is warmed, then `rounds` short bursts alternate
// between them (the order swapped every round). This repeats for `pairs` pairs (default 3), which build
// starts first alternating too. It prints the median CPU per request and req/s of each build over every
// burst, and the per-pair medians, so a pair that drifted shows.
import autocannon from 'autocannon';
import type { ChildProcess } from 'node:child_process';
import { cpuMs } from './cpu';
import { repoRoot, startServer, startStack } from '../support/stack';

const [other, path = '/shangji/1', pairsArg = '3', roundsArg = '8'] = process.argv.slice(2);
if (!other) throw new Error('usage: render-ab.ts <other checkout with server/dist built> [path] [pairs] [rounds]');
const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);

// BENCH_PIN=1: every gateway on the second CPU (taskset), so both builds run where the other did; run this
// script itself with `taskset -c 0` to keep the load generator off it.
const launcher = process.env.BENCH_PIN ? ['taskset', '-c', '1'] : [];
async function startGateway(checkout: string, upstreamUrl: string): Promise<{ url: string; child: ChildProcess }> {
  const { baseUrl, child } = await startServer(upstreamUrl, { PAGE_CACHE_TTL_MS: '0' }, [], { checkout, launcher });
  return { url: `${baseUrl}${path}`, child };
}

const burst = (url: string, seconds: number) =>
  autocannon({ url, connections: 8, duration: seconds, headers: { 'user-agent': 'Mozilla/5.0 Chrome/150.0', 'accept-encoding': 'identity' } });

const builds = [
  { name: 'this checkout', dir: repoRoot },
  { name: other, dir: other },
];
const cpu = builds.map(() => [] as number[]);
const rps = builds.map(() => [] as number[]);
const perPair: string[] = [];
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

// The upstream only: this checkout's own gateway of the stack stays idle.
const stack = await startStack();
try {
  for (let pair = 0; pair < Number(pairsArg); pair++) {
    const order = pair % 2 ? [1, 0] : [0, 1];
    const gateways: { url: string; child: ChildProcess }[] = [];
    for (const k of order) gateways[k] = await startGateway(builds[k]!.dir, stack.upstreamUrl);
    try {
      for (const g of gateways) await burst(g.url, 3); // the JIT and the operation cache
      const pairCpu = builds.map(() => [] as number[]);
      for (let round = 0; round < Number(roundsArg); round++) {
        for (const k of round % 2 ? [1, 0] : [0, 1]) {
          const g = gateways[k]!;
          const before = cpuMs(g.child.pid!);
          const out = await burst(g.url, SECONDS);
          const perRequest = (cpuMs(g.child.pid!) - before) / out.requests.total;
          if (out.non2xx || out.errors) throw new Error(`${builds[k]!.name}: ${out.non2xx} non-2xx, ${out.errors} errors`);
          cpu[k]!.push(perRequest);
          pairCpu[k]!.push(perRequest);
          rps[k]!.push(out.requests.average);
        }
      }
      perPair.push(builds.map((_, k) => `${median(pairCpu[k]!).toFixed(2)}`).join(' / '));
    } finally {
      for (const g of gateways) g.child.kill('SIGTERM');
    }
  }
} finally {
  await stack.stop();
}

console.log(`\n${path}, page cache off, ${pairsArg} fresh pairs × ${roundsArg} alternating ${SECONDS} s bursts, 8 connections`);
console.log('| build | CPU ms/req (median) | vs this checkout | req/s (median) |');
console.log('|---|---|---|---|');
builds.forEach((b, k) => console.log(`| ${b.name} | ${median(cpu[k]!).toFixed(2)} | ${((median(cpu[k]!) / median(cpu[0]!)) * 100).toFixed(0)}% | ${median(rps[k]!).toFixed(0)} |`));
console.log(`per pair (this / other, CPU ms/req): ${perPair.join(', ')}`);
