// A/B of servers already running on this machine (say, two builds of the gateway): short load bursts
// against each in turn, many rounds, then the medians side by side. On a shared host whose speed drifts
// by ±15% within minutes, alternating bursts compares two builds far better than two bench runs an
// hour apart (docs/decisions/0061). Usage:
//   npx tsx tests/bench/ab.ts <path> <rounds> <seconds> <port> <port> [<port>…]
// e.g. a build in a git worktree and main, each started with PAGE_CACHE_TTL_MS=0 over one upstream.
import autocannon from 'autocannon';
import { execSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const [path = '/', roundsArg = '8', secondsArg = '4', ...ports] = process.argv.slice(2);
if (ports.length < 2) throw new Error('usage: ab.ts <path> <rounds> <seconds> <port> <port> [<port>…]');

/** The pid listening on a local port (to read its CPU time). */
const pidOf = (port: string) => execSync(`ss -ltnpH 'sport = :${port}' | grep -o 'pid=[0-9]*' | head -1 | cut -d= -f2`).toString().trim();
/** User + system CPU milliseconds of a process so far (clock ticks of 10 ms). */
function cpuMs(pid: string): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}
const burst = (port: string, seconds: number) =>
  autocannon({
    url: `http://127.0.0.1:${port}${path}`,
    connections: 8,
    duration: seconds,
    headers: { 'user-agent': 'Mozilla/5.0 Chrome/150.0', 'accept-encoding': 'identity' },
  });

const pids = new Map(ports.map((p) => [p, pidOf(p)]));
const results = new Map(ports.map((p) => [p, { rps: [] as number[], cpu: [] as number[] }]));
for (const p of ports) await burst(p, 3); // warm the JIT and the caches
for (let round = 0; round < Number(roundsArg); round++) {
  // Alternate the order, so neither side always follows the other.
  for (const p of round % 2 ? [...ports].reverse() : ports) {
    const before = cpuMs(pids.get(p)!);
    const out = await burst(p, Number(secondsArg));
    results.get(p)!.rps.push(out.requests.average);
    results.get(p)!.cpu.push((cpuMs(pids.get(p)!) - before) / out.requests.total);
  }
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const first = median(results.get(ports[0]!)!.rps);
console.log('| port | req/s (median) | vs first | CPU ms/req (median) | req/s per round |');
console.log('|---|---|---|---|---|');
for (const p of ports) {
  const r = results.get(p)!;
  console.log(`| ${p} | ${median(r.rps).toFixed(0)} | ${((median(r.rps) / first) * 100).toFixed(0)}% | ${median(r.cpu).toFixed(2)} | ${r.rps.map((x) => x.toFixed(0)).join(' ')} |`);
}
