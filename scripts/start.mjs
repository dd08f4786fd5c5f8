// Starts the whole site on one machine: the upstream REST API (which migrates and seeds its embedded
// PGlite database on first start) and then the gateway + page server, once the upstream answers.
// Both inherit this environment, so DATABASE_URL / REDIS_URL / PORT work as documented.
// `npm start` runs in production mode: the built JavaScript of upstream/dist and server/dist (React and
// React Router in their production builds, no Sandbox, no test hooks; docs/decisions/0030);
// `npm run dev` (this script with --dev) runs the TypeScript sources through tsx in development mode and
// rebuilds the client on change.
import { spawn } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { SERVER_NODE_ARGS } from '../server/node-args.mjs';

const dev = process.argv.includes('--dev');
process.env.NODE_ENV ??= dev ? 'development' : 'production';
const upstreamPort = process.env.UPSTREAM_PORT ?? '4000';
const upstreamUrl = process.env.UPSTREAM_URL ?? `http://127.0.0.1:${upstreamPort}`;
const children = [];

// In development the server also gets a hook for web's static-file imports (server/src/dev/assets.mjs).
const mainArgs = dev ? ['--import', 'tsx', 'src/main.ts'] : ['--enable-source-maps', 'dist/main.js'];
const serverDevArgs = ['--import', 'tsx', '--import', './src/dev/assets.mjs', 'src/main.ts'];

function run(name, cwd, env = {}, args = mainArgs) {
  const child = spawn(process.execPath, args, {
    cwd: new URL(`../${cwd}/`, import.meta.url),
    env: { ...process.env, ...env },
    stdio: 'inherit',
  });
  child.on('exit', (code, signal) => {
    console.error(`[start] ${name} exited (${signal ?? code}); stopping.`);
    shutdown(code ?? 1);
  });
  children.push(child);
  return child;
}

function shutdown(code) {
  for (const c of children) if (c.exitCode === null) c.kill('SIGTERM');
  process.exit(code);
}
process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));

async function waitHealthy(url, seconds) {
  const until = Date.now() + seconds * 1000;
  while (Date.now() < until) {
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(1000) });
      if (res.ok) return;
    } catch {
      /* not up yet */
    }
    await sleep(300);
  }
  throw new Error(`${url} did not become healthy within ${seconds}s`);
}

if (dev) run('client build (watch)', 'web', {}, [new URL('../node_modules/vite/bin/vite.js', import.meta.url).pathname, 'build', '--watch', '--mode', 'development']);
if (dev) run('mobile client build (watch)', 'web', {}, [new URL('../node_modules/vite/bin/vite.js', import.meta.url).pathname, 'build', '-c', 'vite.mobile.config.ts', '--watch', '--mode', 'development']);
// The back office's app (web/vite.admin.config.ts), served by the gateway's ADMIN_PORT listener.
if (dev) run('admin client build (watch)', 'web', {}, [new URL('../node_modules/vite/bin/vite.js', import.meta.url).pathname, 'build', '-c', 'vite.admin.config.ts', '--watch', '--mode', 'development']);
if (!process.env.UPSTREAM_URL) {
  run('upstream', 'upstream', { UPSTREAM_PORT: upstreamPort });
  console.log('[start] waiting for the upstream (first start creates and seeds the embedded database)…');
  await waitHealthy(`${upstreamUrl}/healthz`, 300);
}
run('server', 'server', { UPSTREAM_URL: upstreamUrl }, dev ? serverDevArgs : [...SERVER_NODE_ARGS, 'dist/main.js']);
await waitHealthy(`http://127.0.0.1:${process.env.PORT ?? '3000'}/healthz`, 120);
console.log(`[start] site ready at http://localhost:${process.env.PORT ?? '3000'}`);
if (process.env.MOBILE_PORT !== '0') console.log(`[start] mobile site at http://localhost:${process.env.MOBILE_PORT || '3001'}`);
if (process.env.ADMIN_PORT !== '0') console.log(`[start] back office at ${process.env.ADMIN_SITE_URL || `http://localhost:${process.env.ADMIN_PORT || '3002'}`}`);
