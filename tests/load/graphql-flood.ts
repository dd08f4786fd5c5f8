// `npx tsx tests/load/graphql-flood.ts`: sends two oversized bodies (deep nesting, thousands of aliases) to a production
// gateway while a second client polls /healthz every 20 ms, and prints how long each refusal took and
// how /healthz answered meanwhile. A figure for the report, not an assertion.
// LOAD_REPO=/path/to/other/checkout runs the same against another checkout's server (the baseline).
// LOAD_PORT picks the gateway's port (default 3101).
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { repoRoot, waitHealthy } from '../support/stack';

const root = process.env.LOAD_REPO ?? repoRoot;
const port = Number(process.env.LOAD_PORT ?? 3101);
const base = `http://127.0.0.1:${port}`;

// The gateway alone: none of these requests reach the upstream (a closed port is enough). The request-rate
// limit is set far above the flood: it measures the body and operation limits, not the 429s.
const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
  cwd: join(root, 'server'),
  env: { ...process.env, PORT: String(port), MOBILE_PORT: '0', ADMIN_PORT: '0', HOST: '127.0.0.1', UPSTREAM_URL: 'http://127.0.0.1:9', NODE_ENV: 'production', LOG_LEVEL: 'error', PAGE_CACHE_TTL_MS: '0', GATEWAY_RATE_LIMIT: '10000000' },
  stdio: ['ignore', 'inherit', 'inherit'],
});

const ops = Array.from({ length: 66_000 }, (_, i) => `query q${i.toString(36)}{ok}`).join(' ');
const bodies: { name: string; body: string }[] = [
  { name: '66,000 operations', body: JSON.stringify({ query: ops, operationName: 'q0' }) },
  { name: '1 MB token flood', body: JSON.stringify({ query: `query F { ok ${'__typename '.repeat(90_000)} }` }) },
];

async function healthDuring<T>(work: Promise<T>): Promise<{ result: T; samples: number[] }> {
  const samples: number[] = [];
  let done = false;
  const poll = (async () => {
    while (!done) {
      const t = performance.now();
      await fetch(`${base}/healthz`, { signal: AbortSignal.timeout(130_000) }).then((r) => r.arrayBuffer(), () => undefined);
      samples.push(performance.now() - t);
      await new Promise((r) => setTimeout(r, 20));
    }
  })();
  const result = await work;
  done = true;
  await poll;
  return { result, samples };
}

try {
  await waitHealthy(`${base}/healthz`, 120, child, 'server');
  console.log(`gateway of ${root} on ${base}`);
  // Each body LOAD_ROUNDS times (default 3): the first run of a code path includes V8's compilation.
  const rounds = Number(process.env.LOAD_ROUNDS ?? 3);
  for (const { name, body } of Array.from({ length: rounds }, () => bodies).flat()) {
    // Warm-up with a tiny query, so the first figure is not start-up cost.
    await fetch(`${base}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"query":"{ok}"}' });
    const t = performance.now();
    const { result, samples } = await healthDuring(
      fetch(`${base}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body, signal: AbortSignal.timeout(120_000) }).then(
        async (r) => ({ status: String(r.status), text: (await r.text()).slice(0, 120) }),
        (error: unknown) => ({ status: 'none', text: `no answer: ${error instanceof Error ? error.name : String(error)}` }),
      ),
    );
    const ms = performance.now() - t;
    const max = Math.max(...samples);
    console.log(
      `${name} (${(body.length / 1024).toFixed(0)} KB): HTTP ${result.status} in ${ms.toFixed(0)} ms; ` +
        `/healthz answered ${samples.length} times meanwhile, slowest ${max.toFixed(0)} ms\n  ${result.text}`,
    );
  }
} finally {
  child.kill('SIGTERM');
}
