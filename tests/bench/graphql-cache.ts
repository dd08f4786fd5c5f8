// `npx tsx tests/bench/graphql-cache.ts`: the gateway's own speed for API clients.
// 1. A cached `brand(id)` query (POST and GET) against node:http serving the same bytes, the baseline
//    in a process of its own. Median of BENCH_RUNS (3) runs of BENCH_SECONDS (5) each.
// 2. The cache-miss penalty: p50 of `brand(id)` for ids nobody asked for yet (both caches cold) against
//    the upstream's own zhaoshang/show for the same ids, alternating which goes first.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { load, type LoadOptions, type LoadResult } from './load';
import { warmIds } from './scenarios';
import { startStack } from '../support/stack';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const runs = Number(process.env.BENCH_RUNS ?? 3);
const QUERY = 'query BenchBrand($id: ID!) { brand(id: $id) { id name certified claimed feeBand { name } category { name } shopCount introHtml } }';

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** node:http answering fixed bytes, in its own process; resolves to its URL. */
async function baselineProcess(body: Buffer, contentType: string, dir: string): Promise<{ url: string; stop: () => void }> {
  const file = join(dir, `body-${Math.random().toString(36).slice(2)}`);
  writeFileSync(file, body);
  const code = `const b=require('fs').readFileSync(${JSON.stringify(file)});const s=require('http').createServer((q,r)=>{r.writeHead(200,{'content-type':${JSON.stringify(contentType)},'content-length':b.length});r.end(b)});s.listen(0,'127.0.0.1',()=>console.log(s.address().port));`;
  const child = spawn(process.execPath, ['-e', code], { stdio: ['ignore', 'pipe', 'inherit'] });
  const port = await new Promise<number>((resolve) => child.stdout.once('data', (b: Buffer) => resolve(Number(b.toString().trim()))));
  return { url: `http://127.0.0.1:${port}`, stop: () => child.kill('SIGTERM') };
}

async function medianOf(options: LoadOptions): Promise<LoadResult> {
  const results: LoadResult[] = [];
  for (let i = 0; i < runs; i++) results.push(await load({ ...options, seconds }));
  return results.sort((a, b) => a.rps - b.rps)[Math.floor(results.length / 2)]!;
}

async function timed(url: string, init?: RequestInit): Promise<number> {
  const t = performance.now();
  const res = await fetch(url, init);
  await res.arrayBuffer();
  if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  return performance.now() - t;
}

const dir = mkdtempSync(join(tmpdir(), 'bench-graphql-'));
const stack = await startStack({ serverEnv: process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {} });
try {
  const gql = `${stack.baseUrl}/graphql`;
  const post = { method: 'POST' as const, body: JSON.stringify({ query: QUERY, variables: { id: '1' } }), headers: { 'content-type': 'application/json' } };
  const getUrl = `${gql}?query=${encodeURIComponent(QUERY)}&variables=${encodeURIComponent('{"id":"1"}')}`;
  // GET needs a header Apollo's CSRF prevention accepts.
  const getHeaders = { 'apollo-require-preflight': 'true' };
  const first = await fetch(gql, post);
  const bytes = Buffer.from(await first.arrayBuffer());
  const warm = await fetch(getUrl, { headers: getHeaders });
  console.log(`[bench] cached brand(id): ${bytes.length} bytes; GET cache-control: ${warm.headers.get('cache-control')}`);
  const base = await baselineProcess(bytes, 'application/json; charset=utf-8', dir);
  try {
    const oursPost = await medianOf({ url: gql, ...post });
    const oursGet = await medianOf({ url: getUrl, headers: getHeaders });
    const plain = await medianOf({ url: base.url });
    const line = (label: string, r: LoadResult) =>
      console.log(`${label.padEnd(44)} ${r.rps.toFixed(0).padStart(7)} req/s  p50 ${r.p50} ms  ${((100 * r.rps) / plain.rps).toFixed(1).padStart(5)}% of node:http  (errors ${r.errors}, non-2xx ${r.non2xx})`);
    console.log(`\ncached brand(id), median of ${runs} × ${seconds} s, 10 connections`);
    line('GraphQL POST (response cache hit)', oursPost);
    line('GraphQL GET (response cache hit)', oursGet);
    line('node:http, same bytes (own process)', plain);
  } finally {
    base.stop();
  }

  // Cache misses: fresh ids, one request at a time, after both sides answered 3,000 misses for ids past
  // the seed (steady state: V8 has optimised the miss path; see scenarios.ts).
  await load({ url: stack.baseUrl, amount: warmIds.length, connections: 4, requests: warmIds.map((id) => ({ path: '/graphql', method: 'POST', headers: post.headers, body: JSON.stringify({ query: QUERY, variables: { id: String(id) } }) })) });
  await load({ url: stack.upstreamUrl, amount: warmIds.length, connections: 4, requests: warmIds.map((id) => ({ path: `/index.php/v1/zhaoshang/show?id=${id}` })) });
  const ids = Array.from({ length: Number(process.env.BENCH_MISS_IDS ?? 300) }, (_, i) => 1001 + i);
  const direct: number[] = [];
  const ours: number[] = [];
  for (const [i, id] of ids.entries()) {
    const up = () => timed(`${stack.upstreamUrl}/index.php/v1/zhaoshang/show?id=${id}`).then((ms) => direct.push(ms));
    const gw = () =>
      timed(gql, { method: 'POST', body: JSON.stringify({ query: QUERY, variables: { id: String(id) } }), headers: { 'content-type': 'application/json' } }).then((ms) => ours.push(ms));
    if (i % 2) await up().then(gw);
    else await gw().then(up);
  }
  const [d, o] = [median(direct), median(ours)];
  console.log(`\ncache miss, ${ids.length} fresh ids, sequential`);
  console.log(`upstream zhaoshang/show direct p50 ${d.toFixed(2)} ms; GraphQL brand(id) miss p50 ${o.toFixed(2)} ms; penalty +${(o - d).toFixed(2)} ms`);
} finally {
  await stack.stop();
  rmSync(dir, { recursive: true, force: true });
}
