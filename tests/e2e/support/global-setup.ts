// Starts the upstream (temp DATA_DIR, SEED_SCALE=small) and the server on free ports, waits on their
// /healthz, and tears both down afterwards. Builds the client bundle first if it is missing.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';

const CHROMIUM = '/usr/bin/chromium';
const root = fileURLToPath(new URL('../../../', import.meta.url));

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    siteUrl: string;
    mobileSiteUrl: string;
    skipReason: string;
    /** The upstream's address: tests read its test-only hooks (captcha answer, SMS outbox) there. */
    upstreamUrl: string;
  }
}

function freePort(): Promise<number> {
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

async function waitHealthy(url: string, seconds: number, child: ChildProcess, name: string): Promise<void> {
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

function run(name: string, cwd: string, env: Record<string, string>): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: join(root, cwd),
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
  child.on('exit', (code) => {
    if (code) console.error(`[e2e] ${name} exited ${code}:\n${tail.join('')}`);
  });
  return child;
}

export default async function setup(project: TestProject) {
  const siteUrl = 'https://www.shangji.test';
  const mobileSiteUrl = 'https://m.shangji.test';
  project.provide('siteUrl', siteUrl);
  project.provide('mobileSiteUrl', mobileSiteUrl);
  if (!existsSync(CHROMIUM)) {
    project.provide('skipReason', `${CHROMIUM} is missing (apt-get install chromium fonts-wqy-microhei): end-to-end tests skipped`);
    project.provide('baseUrl', '');
    project.provide('upstreamUrl', '');
    return;
  }
  project.provide('skipReason', '');

  if (!existsSync(join(root, 'web/dist/client/.vite/manifest.json'))) {
    const build = spawnSync('npm', ['run', 'build', '-w', '@shangji/web'], { cwd: root, stdio: 'inherit' });
    if (build.status !== 0) throw new Error('client build failed');
  }

  const dataDir = mkdtempSync(join(tmpdir(), 'shangji-e2e-'));
  const [upstreamPort, port] = [await freePort(), await freePort()];
  const children: ChildProcess[] = [];
  const upstream = run('upstream', 'upstream', {
    UPSTREAM_PORT: String(upstreamPort),
    DATA_DIR: join(dataDir, 'pglite'),
    SEED_SCALE: 'small',
    LOG_LEVEL: 'warn',
    // Outside production, so the test-only captcha and SMS outbox hooks exist (decision 0011, 0014).
    NODE_ENV: 'test',
  });
  children.push(upstream);
  const teardown = async () => {
    for (const c of children) if (c.exitCode === null) c.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 500));
    for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitHealthy(`http://127.0.0.1:${upstreamPort}/healthz`, 240, upstream, 'upstream');
    const server = run('server', 'server', {
      PORT: String(port),
      HOST: '127.0.0.1',
      UPSTREAM_URL: `http://127.0.0.1:${upstreamPort}`,
      SITE_URL: siteUrl,
      MOBILE_SITE_URL: mobileSiteUrl,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
    });
    children.push(server);
    await waitHealthy(`http://127.0.0.1:${port}/healthz`, 120, server, 'server');
  } catch (error) {
    await teardown();
    throw error;
  }
  project.provide('baseUrl', `http://127.0.0.1:${port}`);
  project.provide('upstreamUrl', `http://127.0.0.1:${upstreamPort}`);
  return teardown;
}
