// GATEWAY_WORKERS=2 (server/src/workers.ts, docs/decisions/0138), the built gateway over a stand-in
// upstream: both workers serve one port; an address gets one request allowance for the machine, not one
// per worker; a worker that dies is replaced while the other serves; SIGTERM stops the primary and every
// worker; a gateway whose workers cannot listen (the port taken) exits 1 instead of forking forever.
import type { ChildProcess } from 'node:child_process';
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeUpstream, type FakeUpstream } from '../../server/src/test/fakeUpstream';
import { freePort, runWorkspace, waitHealthy } from '../support/stack';

const ALLOWANCE = 6;

/** A GET on a connection of its own (the primary hands each new connection to the next worker). */
function get(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    // apollo-require-preflight: a GET to /graphql passes Apollo's CSRF prevention as a script's would.
    request(url, { agent: false, headers: { 'user-agent': 'Mozilla/5.0 Chrome/150.0', 'apollo-require-preflight': 'true' } }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    })
      .on('error', reject)
      .end();
  });
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};
const until = async (what: () => boolean, ms = 20_000) => {
  for (const end = Date.now() + ms; !what(); ) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 50));
  }
};

function startGateway(upstream: FakeUpstream, port: number): { child: ChildProcess; output: () => string } {
  const child = runWorkspace('gateway (2 workers)', 'server', {
    UPSTREAM_URL: upstream.url,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    MOBILE_PORT: '0',
    ADMIN_PORT: '0',
    GATEWAY_WORKERS: '2',
    GATEWAY_RATE_LIMIT: String(ALLOWANCE),
    GATEWAY_RATE_WINDOW_SECONDS: '600',
    // Each request's log line names the process that served it.
    LOG_LEVEL: 'info',
  });
  let output = '';
  child.stdout!.on('data', (b: Buffer) => (output += b.toString()));
  child.stderr!.on('data', (b: Buffer) => (output += b.toString()));
  return { child, output: () => output };
}

/** The pids that logged a completed request, and those that logged listening. */
const pidsOf = (output: string, msg: RegExp) =>
  new Set(
    output
      .split('\n')
      .filter((l) => msg.test(l))
      .map((l) => Number(/"pid":(\d+)/.exec(l)?.[1]))
      .filter(Boolean),
  );

describe('the gateway on two workers', () => {
  let upstream: FakeUpstream;
  let port: number;
  let gateway: { child: ChildProcess; output: () => string };

  beforeAll(async () => {
    upstream = await startFakeUpstream();
    port = await freePort();
    gateway = startGateway(upstream, port);
    await waitHealthy(`http://127.0.0.1:${port}/healthz`, 120, gateway.child, 'gateway');
    // Both workers listening (health answers as soon as one does).
    await until(() => pidsOf(gateway.output(), /Server listening/).size === 2);
  }, 180_000);

  afterAll(async () => {
    if (gateway.child.exitCode === null) gateway.child.kill('SIGKILL');
    await upstream.close();
  });

  it('serves from both workers and counts an address once for the machine', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < ALLOWANCE * 2; i++) statuses.push(await get(`http://127.0.0.1:${port}/graphql?query=%7B__typename%7D`));
    expect(statuses).toEqual([...Array(ALLOWANCE).fill(200), ...Array(ALLOWANCE).fill(429)]);
    expect(pidsOf(gateway.output(), /request completed/).size).toBe(2);
  });

  it('replaces a worker that dies while the other serves', async () => {
    const [first, second] = [...pidsOf(gateway.output(), /Server listening/)];
    process.kill(first!, 'SIGKILL');
    await until(() => gateway.output().includes(`gateway worker ${first} stopped (signal SIGKILL); starting another`));
    // Health checks are not counted by the rate limit: the survivor answers every one.
    for (let i = 0; i < 4; i++) expect(await get(`http://127.0.0.1:${port}/healthz`)).toBe(200);
    await until(() => pidsOf(gateway.output(), /Server listening/).size === 3);
    expect(alive(second!)).toBe(true);
  });

  it('gives up with exit code 1 when its workers cannot listen', async () => {
    const taken = startGateway(upstream, port); // the first gateway holds the port
    const code = await new Promise<number | null>((resolve) => taken.child.once('exit', resolve));
    expect(code).toBe(1);
    expect(taken.output()).toMatch(/gateway worker \d+ stopped before it listened \(code 1\); stopping the gateway/);
    expect(await get(`http://127.0.0.1:${port}/healthz`)).toBe(200);
  });

  it('stops the primary and every worker on SIGTERM', async () => {
    const workers = [...pidsOf(gateway.output(), /Server listening/)].filter(alive);
    expect(workers.length).toBe(2);
    const exited = new Promise<number | null>((resolve) => gateway.child.once('exit', resolve));
    gateway.child.kill('SIGTERM');
    expect(await exited).toBe(0);
    await until(() => workers.every((pid) => !alive(pid)), 5000);
  });
});
