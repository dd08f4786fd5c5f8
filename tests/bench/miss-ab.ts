// `npx tsx tests/bench/miss-ab.ts <other checkout>`: the GraphQL cache-miss penalty of two builds side by
// side over one upstream: this checkout's gateway and the one built in <other checkout>/server/dist (say,
// a `git archive` of main with `npx vite build` run in its server/). For each unseen brand id, in rotating
// order: the upstream's zhaoshang/show, gateway A, gateway B, each timed to the µs over a keep-alive
// connection; then p50 of each and each gateway's CPU per request. BENCH_MISS_IDS (900) ids, after
// 3,000 warming misses each.
import { createClient } from '@keyv/redis';
import { spawn, type ChildProcess } from 'node:child_process';
import { Agent } from 'node:http';
import { join } from 'node:path';
import { cpuMs } from './cpu';
import { load } from './load';
import { timedRequest } from './timed-request';
import { warmIds } from './scenarios';
import { freePort, startStack, waitHealthy } from '../support/stack';
import { SERVER_NODE_ARGS } from '../../server/node-args.mjs';

const other = process.argv[2];
if (!other) throw new Error('usage: miss-ab.ts <other checkout with server/dist built>');
const QUERY = 'query BenchBrand($id: ID!) { brand(id: $id) { id name certified claimed feeBand { name } category { name } shopCount introHtml } }';
const agent = new Agent({ keepAlive: true, maxSockets: 1 });

const timed = (url: string, body?: string) => timedRequest(agent, url, body);

async function startOther(upstreamUrl: string): Promise<{ baseUrl: string; child: ChildProcess }> {
  const port = await freePort();
  const child = spawn(process.execPath, [...SERVER_NODE_ARGS, ...(process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : []), 'dist/main.js'], {
    cwd: join(other!, 'server'),
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), MOBILE_PORT: String(await freePort()), ADMIN_PORT: String(await freePort()), UPSTREAM_URL: upstreamUrl, NODE_ENV: 'production', LOG_LEVEL: 'warn', GATEWAY_RATE_LIMIT: '10000000', ...redis('miss-ab-b') },
    stdio: 'inherit',
  });
  await waitHealthy(`http://127.0.0.1:${port}/healthz`, 120, child, 'other server');
  return { baseUrl: `http://127.0.0.1:${port}`, child };
}

// With REDIS_URL both gateways use it, each under a namespace of its own (else one's misses fill the other's cache).
const redis = (namespace: string): Record<string, string> => (process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL, CACHE_NAMESPACE: `${namespace}-${process.pid}` } : {});
const stack = await startStack({ serverEnv: redis('miss-ab-a'), serverNodeArgs: process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [] });
const b = await startOther(stack.upstreamUrl);
try {
  const gateways = [
    { name: 'this checkout', url: stack.baseUrl, pid: stack.pids.server },
    { name: other, url: b.baseUrl, pid: b.child.pid! },
  ];
  const post = (id: number) => JSON.stringify({ query: QUERY, variables: { id: String(id) } });
  for (const g of gateways) await load({ url: g.url, amount: warmIds.length, connections: 4, requests: warmIds.map((id) => ({ path: '/graphql', method: 'POST', headers: { 'content-type': 'application/json' }, body: post(id) })) });
  const ids = Array.from({ length: Number(process.env.BENCH_MISS_IDS ?? 900) }, (_, i) => 1001 + i);
  const times: number[][] = [[], [], []];
  const cpu = gateways.map(() => 0);
  for (const [i, id] of ids.entries()) {
    const steps = [
      () => timed(`${stack.upstreamUrl}/index.php/v1/zhaoshang/show?id=${id}`).then((ms) => times[0]!.push(ms)),
      ...gateways.map((g, k) => async () => {
        const before = cpuMs(g.pid);
        times[k + 1]!.push(await timed(`${g.url}/graphql`, post(id)));
        cpu[k]! += cpuMs(g.pid) - before;
      }),
    ];
    for (let s = 0; s < steps.length; s++) await steps[(s + i) % steps.length]!();
  }
  const p50 = (xs: number[]) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)]!;
  const up = p50(times[0]!);
  console.log(`\n${ids.length} unseen ids, sequential, rotating order; upstream zhaoshang/show p50 ${up.toFixed(3)} ms`);
  gateways.forEach((g, k) => {
    const m = p50(times[k + 1]!);
    console.log(`${g.name.padEnd(40)} miss p50 ${m.toFixed(3)} ms  penalty +${(m - up).toFixed(3)} ms  CPU ${(cpu[k]! / ids.length).toFixed(3)} ms/req (10 ms ticks)`);
  });
} finally {
  b.child.kill('SIGTERM');
  await stack.stop();
  if (process.env.REDIS_URL) {
    // The two namespaces' entries go with the run.
    const client = createClient({ url: process.env.REDIS_URL });
    await client.connect();
    for (const ns of ['miss-ab-a', 'miss-ab-b']) {
      for await (const keys of client.scanIterator({ MATCH: `${ns}-${process.pid}*`, COUNT: 500 })) if (keys.length) await client.del(keys);
    }
    await client.close();
  }
}
