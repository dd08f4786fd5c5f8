// Starts the real processes (upstream with a temporary embedded database, then the gateway + page
// server) on free ports, as `npm start` would — the same built JavaScript (dist/main.js) — for
// end-to-end tests and benchmarks.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVER_NODE_ARGS } from '../../server/node-args.mjs';

export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

/**
 * The kernel's ephemeral range (32768–60999 on Debian): bind(0) and every outgoing connection take their
 * local ports from it. freePort() used to hand on the kernel's pick; with two end-to-end shards starting side
 * by side, both got one port, the second shard's gateway could not listen on it and died, and its health
 * check was answered by the first shard's process on that port (docs/decisions/0150). Ports are now picked
 * below this range, each shard within its own slice.
 */
function ephemeralStart(): number {
  try {
    const low = Number(readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[0]);
    if (low) return low;
  } catch {
    /* not Linux: the IANA range */
  }
  return 49152;
}

/** Read once per process: freePort() is called a dozen times a site. */
const EPHEMERAL_START = ephemeralStart();

const handedOut = new Set<number>();
const SLICES = 16;

/**
 * Which part of the range this process picks from: an end-to-end shard's own (E2E_SHARD, set by
 * tests/e2e/shards.ts), so two shards starting side by side never pick the same port; else one chosen by
 * the process id.
 */
function slice(): number {
  const shard = Number(process.env.E2E_SHARD);
  return Number.isInteger(shard) && shard > 0 ? (shard - 1) % SLICES : process.pid % SLICES;
}

/** Whether `port` can be listened on at 127.0.0.1 now. */
function bindable(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const srv = createServer();
    srv.once('error', () => resolve(false));
    srv.listen(port, '127.0.0.1', () => srv.close(() => resolve(true)));
  });
}

/**
 * A port free now that no outgoing connection will take and no other shard will pick: at random within this
 * process's slice of the ports from 10000 up to the ephemeral range (~1,400 ports each), never twice by one
 * process.
 */
export async function freePort(): Promise<number> {
  const floor = 10_000;
  const width = Math.floor((EPHEMERAL_START - floor) / SLICES);
  if (width >= 100) {
    const start = floor + slice() * width;
    for (let attempt = 0; attempt < 200; attempt++) {
      const port = start + Math.floor(Math.random() * width);
      if (handedOut.has(port)) continue;
      handedOut.add(port);
      if (await bindable(port)) return port;
    }
  }
  // A kernel whose ephemeral range starts low: the kernel's own pick.
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

export async function waitHealthy(url: string, seconds: number, child: ChildProcess, name: string): Promise<void> {
  const until = Date.now() + seconds * 1000;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`${name} exited with ${child.exitCode} before it became healthy`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(1000) });
      if (res.ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${url} did not become healthy within ${seconds}s`);
}

let built = false;

/**
 * Builds upstream, server and client once per process (turbo: a cache hit when nothing changed), so
 * the processes started below never run a stale dist/.
 */
export function ensureBuilt(): void {
  // The e2e shard runner (tests/e2e/shards.ts) builds once before its vitest processes start.
  if (built || process.env.SHANGJI_BUILT === '1') return;
  const turbo = join(repoRoot, 'node_modules', '.bin', 'turbo');
  const result = spawnSync(turbo, ['run', 'build', '--output-logs=errors-only'], { cwd: repoRoot, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('build failed (turbo run build)');
  built = true;
}

/** Another build to run instead of this checkout's (bench A/Bs), and how to launch it. */
export interface RunOptions {
  /** A checkout whose `<workspace>/dist` is already built; this checkout (built on first use) by default. */
  checkout?: string;
  /** A command the node process runs under, e.g. `['taskset', '-c', '1']` (it must exec node: same pid). */
  launcher?: string[];
}

/** Runs a workspace's built `dist/main.js` as `npm start` does; keeps the last output lines to explain a crash. */
export function runWorkspace(name: string, workspace: string, env: Record<string, string>, nodeArgs: string[] = [], run: RunOptions = {}): ChildProcess {
  if (!run.checkout) ensureBuilt();
  // The gateway runs with its production flags (server/node-args.mjs); the upstream with source maps only.
  const flags = workspace === 'server' ? SERVER_NODE_ARGS : ['--enable-source-maps'];
  const [command, ...prefix] = [...(run.launcher ?? []), process.execPath];
  const child = spawn(command!, [...prefix, ...flags, ...nodeArgs, 'dist/main.js'], {
    cwd: join(run.checkout ?? repoRoot, workspace),
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const tail: string[] = [];
  const keep = (b: Buffer) => {
    tail.push(b.toString());
    if (tail.length > 50) tail.shift();
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  child.on('exit', (code, signal) => {
    // A signal this process did not send (child.killed: the OOM killer, say) is as unexpected as a non-zero
    // exit: say so with the last output.
    if (code || (signal && !child.killed)) console.error(`[stack] ${name} (pid ${child.pid}) exited ${code ?? signal}:\n${tail.join('')}`);
  });
  return child;
}

export interface Stack {
  baseUrl: string;
  upstreamUrl: string;
  stop: () => Promise<void>;
  /** Process ids of the gateway and the upstream (the bench reads their CPU time). */
  pids: { server: number; upstream: number };
}

export interface StackOptions {
  /** Extra environment for the upstream (e.g. SEED_SCALE). */
  upstreamEnv?: Record<string, string>;
  /** Extra environment for the gateway (e.g. SITE_URL). */
  serverEnv?: Record<string, string>;
  /** Extra node options for the gateway (e.g. --cpu-prof, which NODE_OPTIONS does not allow). */
  serverNodeArgs?: string[];
  /** Seconds the upstream may take to migrate and seed. */
  upstreamStartSeconds?: number;
  /** A second gateway on the same upstream with this environment (PORT, MOBILE_PORT, ADMIN_PORT… of its own). */
  secondServerEnv?: Record<string, string>;
}

export async function startStack(options: StackOptions = {}): Promise<Stack> {
  const dataDir = mkdtempSync(join(tmpdir(), 'shangji-stack-'));
  const upstreamPort = await freePort();
  const port = options.serverEnv?.PORT ? Number(options.serverEnv.PORT) : await freePort();
  const children: ChildProcess[] = [];
  const pids = { server: 0, upstream: 0 };
  const stop = async () => {
    for (const c of children) if (c.exitCode === null) c.kill('SIGTERM');
    // A graceful exit may take a moment (a --cpu-prof process writes its profile then): up to 5 s.
    for (let waited = 0; waited < 5000 && children.some((c) => c.exitCode === null && c.signalCode === null); waited += 100) {
      await new Promise((r) => setTimeout(r, 100));
    }
    for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  };
  const upstreamUrl = `http://127.0.0.1:${upstreamPort}`;
  try {
    const upstream = runWorkspace('upstream', 'upstream', {
      UPSTREAM_PORT: String(upstreamPort),
      DATA_DIR: join(dataDir, 'pglite'),
      LOG_LEVEL: 'warn',
      ...options.upstreamEnv,
    });
    children.push(upstream);
    pids.upstream = upstream.pid ?? 0;
    await waitHealthy(`${upstreamUrl}/healthz`, options.upstreamStartSeconds ?? 240, upstream, 'upstream');
    const server = await startServer(upstreamUrl, { PORT: String(port), ...options.serverEnv }, options.serverNodeArgs);
    children.push(server.child);
    pids.server = server.child.pid ?? 0;
  } catch (error) {
    await stop();
    throw error;
  }
  if (options.secondServerEnv) {
    try {
      const second = await startServer(upstreamUrl, options.secondServerEnv, options.serverNodeArgs);
      children.push(second.child);
    } catch (error) {
      await stop();
      throw error;
    }
  }
  return { baseUrl: `http://127.0.0.1:${port}`, upstreamUrl, stop, pids };
}

/** A gateway + page server (production mode) over an upstream that is already running. */
export async function startServer(
  upstreamUrl: string,
  env: Record<string, string> = {},
  nodeArgs: string[] = [],
  run: RunOptions = {},
): Promise<{ baseUrl: string; child: ChildProcess }> {
  const port = env.PORT ?? String(await freePort());
  const child = runWorkspace('server', 'server', {
    HOST: '127.0.0.1',
    // The mobile site's listener (docs/decisions/0100) on a free port of its own, never the default 3001.
    MOBILE_PORT: String(await freePort()),
    // The back office's listener likewise: two gateways never both ask for the default 3002.
    ADMIN_PORT: String(await freePort()),
    UPSTREAM_URL: upstreamUrl,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    // Benchmarks and crawls send thousands of requests a second from one address: a limit far above
    // them, so they measure the site rather than the request-rate limit (server/src/rate-limit.ts).
    GATEWAY_RATE_LIMIT: '10000000',
    ...env,
    PORT: port,
  }, nodeArgs, run);
  try {
    await waitHealthy(`http://127.0.0.1:${port}/healthz`, 120, child, 'server');
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return { baseUrl: `http://127.0.0.1:${port}`, child };
}

/** An upstream over a persistent data folder (reused between runs: the large seed takes minutes). */
export async function startUpstreamAt(dataDir: string, env: Record<string, string> = {}, startSeconds = 900): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const child = runWorkspace('upstream', 'upstream', { UPSTREAM_PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', NODE_ENV: 'production', ...env });
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitHealthy(`${url}/healthz`, startSeconds, child, 'upstream');
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return { url, child };
}
