// P10, throughput under concurrency: a mixed load (brand pages, lists, news, the home page, GraphQL brand
// queries; the page cache on, as in production) at 8, 32 and 128 clients, against a gateway with its default
// render slots and, in a process of its own, one with renders unbounded (GATEWAY_RENDER_CONCURRENCY=0).
// What must hold: at 128 clients no fewer requests a second than at 32, and p99 under 500 ms.
// Every client asks as browsers and crawlers do, with Accept-Encoding (br, gzip): no real client asks for
// identity. An identity run of the default gateway is printed beside it, with node:http answering a 100 KB
// body at the same concurrency as that run's floor: at 128 connections of uncompressed pages the loopback and
// the load generator make a tail of their own (measured: node:http's p99 400 ms at 128, 13 ms at 32;
// docs/decisions/0110).
// Each run opens its connections before the load starts (wrk.ts `openFirstMs`): what P10 asks is how a
// gateway holding 128 clients answers them. How long 128 connections opened at once into a saturated gateway
// wait for their first answer (libuv accepts one connection per event-loop turn) is printed below the table
// from one run as wrk does it by default, where those first requests make the tail (docs/decisions/0111).
import { load, type LoadResult, type RequestSpec } from './load';
import { fmt } from './report';
import { hasWrk, wrkLoad } from './wrk';
import { startServer } from '../support/stack';
import { serveBytes } from './static-server';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const BROWSER_ENCODINGS = { 'accept-encoding': 'gzip, deflate, br, zstd' };

const CLIENTS = [8, 32, 128];
/** How long each connection's first request is held so that all are accepted before the load starts. */
const OPEN_FIRST_MS = 1000;

/** 600 distinct requests: most are page-cache misses on their first visit and hits within the cache's 10 s. */
function mix(headers: Record<string, string>): RequestSpec[] {
  const out: RequestSpec[] = [];
  for (let id = 1; id <= 300; id++) {
    out.push({ path: `/shangji/${id}`, headers });
    if (id % 3 === 0) out.push({ path: `/shangji/all?p=${(id % 30) + 1}`, headers });
    if (id % 5 === 0) out.push({ path: id % 2 ? '/news' : '/', headers });
    out.push({
      path: '/graphql',
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ query: 'query P10($id: ID!) { brand(id: $id) { id name feeBand { name } shopCount } }', variables: { id: String(id) } }),
    });
  }
  return out;
}

/** Per client count, the median (by req/s) of `runs` runs of `one`. */
async function medianPerClients(runs: number, one: (connections: number) => Promise<LoadResult>): Promise<Map<number, LoadResult>> {
  const results = new Map<number, LoadResult>();
  for (const connections of CLIENTS) {
    const all: LoadResult[] = [];
    for (let r = 0; r < runs; r++) all.push(await one(connections));
    all.sort((a, b) => a.rps - b.rps);
    results.set(connections, all[Math.floor(all.length / 2)]!);
  }
  return results;
}

export async function mixedLoad(upstreamUrl: string, seconds: number, runs: number): Promise<void> {
  const browserLike = mix(BROWSER_ENCODINGS);
  // wrk when installed: autocannon's own CPU per request grows with its connections, and on two cores the
  // generator then caps the figure (tests/bench/wrk.ts). The gateway's CPU per request is printed beside.
  const withWrk = hasWrk();
  if (!withWrk) console.log('[bench] P10: wrk is not installed (apt-get install wrk); autocannon generates the load, and its own cost falls on the figures');
  const rows: { label: string; results: Map<number, LoadResult> }[] = [];
  let ramp: (LoadResult & { maxMs: number }) | undefined;
  for (const [label, env, requests] of [
    ['render slots (default), as browsers ask (br, gzip)', {}, browserLike],
    ['renders unbounded, as browsers ask', { GATEWAY_RENDER_CONCURRENCY: '0' }, browserLike],
    ['render slots (default), identity (no Accept-Encoding)', {}, mix({})],
  ] as const) {
    const server = await startServer(upstreamUrl, { ...env });
    try {
      await load({ url: server.baseUrl, requests, amount: requests.length, connections: 8 }); // JIT and upstream cache
      const pid = server.child.pid;
      const results = await medianPerClients(runs, (connections) =>
        withWrk && pid ? wrkLoad({ url: server.baseUrl, requests, seconds, connections, pid, openFirstMs: OPEN_FIRST_MS }) : load({ url: server.baseUrl, requests, seconds, connections }),
      );
      rows.push({ label, results });
      // The default gateway once more, as wrk runs by default: 128 connections opened into the load.
      if (withWrk && pid && !ramp) ramp = await wrkLoad({ url: server.baseUrl, requests, seconds, connections: 128, pid });
    } finally {
      const exited = new Promise((r) => server.child.once('exit', r));
      server.child.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
    }
  }
  // The floor of an identity run: node:http answering 100 KB (a brand page's size) to every request.
  if (withWrk) {
    const scratch = mkdtempSync(join(tmpdir(), 'sj-p10-'));
    const floor = await serveBytes(Buffer.alloc(100_000, 'x'), 'text/html; charset=utf-8', scratch);
    try {
      const results = await medianPerClients(runs, (connections) => wrkLoad({ url: floor.url, requests: [{ path: '/' }], seconds, connections, pid: floor.pid, openFirstMs: OPEN_FIRST_MS }));
      rows.push({ label: 'floor: node:http, 100 KB identity body', results });
    } finally {
      await floor.close();
      rmSync(scratch, { recursive: true, force: true });
    }
  }
  console.log(`\n| P10 mixed load (${withWrk ? `wrk, connections open ${OPEN_FIRST_MS} ms before the load` : 'autocannon'}), median of ${runs} × ${seconds} s | ${CLIENTS.map((c) => `${c} clients`).join(' | ')} | 128 vs 32 |`);
  console.log(`|---|${CLIENTS.map(() => '---').join('|')}|---|`);
  for (const { label, results } of rows) {
    const cell = (c: number) => {
      const r = results.get(c)!;
      const bad = r.errors + r.non2xx;
      const cpu = r.cpuMsPerRequest !== undefined ? `, gateway ${r.cpuMsPerRequest.toFixed(2)} ms CPU/req` : '';
      return `${fmt(r.rps)} req/s, p99 ${r.p99} ms${cpu}${bad ? ` (${bad} errors/non-2xx)` : ''}`;
    };
    const ratio = results.get(128)!.rps / results.get(32)!.rps;
    console.log(`| ${label} | ${CLIENTS.map(cell).join(' | ')} | ${(ratio * 100).toFixed(0)}% |`);
  }
  if (ramp) {
    console.log(
      `\nP10 connection ramp (default gateway, wrk's default: 128 connections opened at once into the load, each first request counted, wrk's coordinated-omission correction on): ${fmt(ramp.rps)} req/s, p99 ${ramp.p99} ms, slowest first answer ${ramp.maxMs} ms. libuv accepts one connection per event-loop turn; behind a load balancer's pool of kept-alive connections (docs/deploy.md) a gateway sees no such ramp.`,
    );
  }
}
