// One load run with wrk (Debian's `wrk`, a multi-threaded C load generator), for figures where the load
// generator must not be what runs out of CPU: on this 2-core machine autocannon (JavaScript, one thread)
// spends more CPU per request than the gateway answering a cached page, and more again at 128 connections
// than at 32 (measured: 0.71 → 1.08 ms a request, while the gateway's stayed flat), so its req/s fell with
// the client count for reasons of its own. The same bounded, loopback-only run as load.ts: a duration, a
// fixed set of requests cycled through, then wrk stops by itself.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LoadResult, RequestSpec } from './load';

/** True when Debian's wrk is installed (`apt-get install wrk`). */
export function hasWrk(): boolean {
  try {
    execFileSync('wrk', ['--version'], { stdio: 'ignore' });
    return true;
  } catch (error) {
    // wrk --version prints its usage and exits 1: it is there.
    return (error as { status?: number }).status === 1;
  }
}

const lua = (s: string) => JSON.stringify(s); // a JSON string literal is a valid Lua string literal for these

/**
 * The Lua script: cycle through the requests, print the summary as one JSON line at the end. With
 * `openFirstMs`, each connection's first request waits that long (wrk's `delay()` hook), so every connection
 * is open and accepted before the load starts (see `WrkOptions.openFirstMs`).
 */
function script(requests: RequestSpec[], headers: Record<string, string>, connections: number, openFirstMs: number): string {
  const entries = requests.map((r) => {
    const h = { ...headers, ...r.headers };
    const hs = Object.entries(h).map(([k, v]) => `[${lua(k)}]=${lua(v)}`).join(',');
    return `wrk.format(${lua(r.method ?? 'GET')}, ${lua(r.path ?? '/')}, {${hs}}, ${r.body ? lua(r.body) : 'nil'})`;
  });
  return `
local reqs = {}
init = function(args)
  reqs = { ${entries.join(',\n  ')} }
end
local i = 0
request = function()
  i = i + 1
  return reqs[(i % #reqs) + 1]
end
${
  openFirstMs > 0
    ? `local firsts = 0
delay = function()
  firsts = firsts + 1
  if firsts <= ${connections} then return ${openFirstMs} end
  return 0
end
`
    : ''
}done = function(summary, latency, requests)
  local e = summary.errors
  io.write(string.format('WRK {"requests":%d,"duration_us":%d,"p50_us":%d,"p99_us":%d,"max_us":%d,"errors":%d,"non2xx":%d}\\n',
    summary.requests, summary.duration, latency:percentile(50), latency:percentile(99), latency.max,
    e.connect + e.read + e.write + e.timeout, e.status))
end
`;
}

export interface WrkOptions {
  url: string;
  requests: RequestSpec[];
  seconds: number;
  connections: number;
  headers?: Record<string, string>;
  /** Pid of the serving process, to read its CPU time per request. */
  pid?: number;
  /**
   * Open every connection before the load starts: each connection's first request is held this long, and
   * the figures cover the `seconds` after it. Without it, wrk opens all connections at once into a server
   * that is soon saturated, and libuv accepts one connection per event-loop turn (libuv 1.45+,
   * "unix: don't accept() connections in a loop"), so the last of 128 new connections waits 1–2 s for its
   * first answer; wrk's coordinated-omission correction then adds dozens of synthetic samples for each of
   * those ~60–80 first requests, and they alone made p99 ~1 s (docs/decisions/0111). 0 = wrk's default.
   */
  openFirstMs?: number;
}

/** CPU milliseconds a process has used so far (user + system; clock ticks of 10 ms). */
export function cpuMsOf(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

export async function wrkLoad({ url, requests, seconds, connections, headers = {}, pid, openFirstMs = 0 }: WrkOptions): Promise<LoadResult & { maxMs: number }> {
  const dir = mkdtempSync(join(tmpdir(), 'sj-wrk-'));
  const file = join(dir, 'mix.lua');
  writeFileSync(file, script(requests, headers, connections, openFirstMs));
  // wrk takes whole seconds (or ms-free units): the held first requests get a second of their own.
  const holdSeconds = openFirstMs > 0 ? Math.ceil(openFirstMs / 1000) : 0;
  const before = pid ? cpuMsOf(pid) : 0;
  try {
    const out = await new Promise<string>((resolve, reject) => {
      // One wrk thread: the gateway is one event loop, and on this 2-core machine a second generator thread
      // competes with it for the other core, so the OS's time slices, not the gateway, made the tail at 128
      // connections (measured on page-cache hits: p99 0.8–1.0 s with -t2, 62 ms with -t1 at a higher rate).
      const child = spawn('wrk', ['-t1', `-c${connections}`, `-d${seconds + holdSeconds}s`, '--timeout', '10s', '-s', file, url], { stdio: ['ignore', 'pipe', 'inherit'] });
      let text = '';
      child.stdout.on('data', (d: Buffer) => (text += d.toString()));
      child.once('error', reject);
      child.once('exit', (code) => (code === 0 ? resolve(text) : reject(new Error(`wrk exited ${code}: ${text}`))));
    });
    const line = out.split('\n').find((l) => l.startsWith('WRK '));
    if (!line) throw new Error(`wrk printed no summary: ${out}`);
    const s = JSON.parse(line.slice(4)) as { requests: number; duration_us: number; p50_us: number; p99_us: number; max_us: number; errors: number; non2xx: number };
    const cpu = pid ? cpuMsOf(pid) - before : undefined;
    return {
      // The held first requests' wait is not load time.
      rps: s.requests / (s.duration_us / 1e6 - openFirstMs / 1000),
      requests: s.requests,
      ...(cpu !== undefined && s.requests ? { cpuMsPerRequest: cpu / s.requests } : {}),
      p50: Math.round(s.p50_us / 1000),
      p99: Math.round(s.p99_us / 1000),
      maxMs: Math.round(s.max_us / 1000),
      errors: s.errors,
      non2xx: s.non2xx,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
