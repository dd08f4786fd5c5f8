// Latency A/B of servers already running on this machine: one request at a time over a keep-alive
// connection to each, alternating (and swapping the order every round, so that neither always goes
// first), then p50 and p90 of each after a warm-up. Where ab.ts measures throughput under load, this
// measures what one visitor waits, e.g. a page-cache hit over Redis, whose request-rate count was a
// round trip before anything else (docs/decisions/0134). Usage:
//   npx tsx tests/bench/latency-ab.ts <path> <requests per server> <port> <port> [<port>…]
import { Agent } from 'node:http';
import { timedRequest } from './timed-request';

const [path = '/', countArg = '3000', ...ports] = process.argv.slice(2);
if (ports.length < 2) throw new Error('usage: latency-ab.ts <path> <requests per server> <port> <port> [<port>…]');
const count = Number(countArg);
const warmUp = Math.floor(count / 10);

const agents = new Map(ports.map((port) => [port, new Agent({ keepAlive: true, maxSockets: 1 })]));
const timed = (port: string) => timedRequest(agents.get(port)!, `http://127.0.0.1:${port}${path}`);

const times = new Map(ports.map((port) => [port, [] as number[]]));
for (let i = 0; i < count; i++) {
  for (const port of i % 2 ? ports : [...ports].reverse()) times.get(port)!.push(await timed(port));
}
const at = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))]!;
console.log(`\n${path}, one request at a time, ${count - warmUp} per server after ${warmUp} to warm up\n`);
console.log('| port | p50 ms | p90 ms |');
console.log('|---|---|---|');
for (const port of ports) {
  const sorted = times.get(port)!.slice(warmUp).sort((a, b) => a - b);
  console.log(`| ${port} | ${at(sorted, 0.5).toFixed(3)} | ${at(sorted, 0.9).toFixed(3)} |`);
}
for (const agent of agents.values()) agent.destroy();
