// Upstream brand keyword search at 100,000 brands: latency percentiles per keyword length, on the
// embedded PGlite (a data folder kept between runs) and, when BENCH_DATABASE_URL is set, on a PostgreSQL
// server (seeded once with SEED_SCALE=large; put a search_path in the URL to keep it in its own schema).
// Keywords are cut from real brand titles, products and companies of the large seed, so every one matches.
// Run alone: `npx tsx tests/bench/search.ts` (BENCH_PGLITE_DIR picks the PGlite folder).
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { printPercentiles } from './report';
import { repoRoot, startUpstreamAt } from '../support/stack';

interface Listed { title: string; product: string; company: string }

async function keywordsByLength(url: string): Promise<Map<number, string[]>> {
  const seen = new Map<number, Set<string>>([[1, new Set()], [2, new Set()], [3, new Set()], [4, new Set()]]);
  for (let page = 1; page <= 8; page++) {
    const res = await fetch(`${url}/index.php/v1/zhaoshang/list?page=${page * 37}`);
    const body = (await res.json()) as { data?: { listinfo?: Listed[] } };
    for (const b of body.data?.listinfo ?? []) {
      for (const text of [b.title, b.product, b.company]) {
        for (const [len, set] of seen) if (text.length >= len + 1) set.add(text.slice(1, 1 + len));
      }
    }
  }
  return new Map([...seen].map(([len, set]) => [len, [...set].slice(0, 40)]));
}

/** Brand keyword search latencies of a running upstream, per keyword length (1–4 characters): page 1, cold in the gateway's sense (the upstream caches nothing). */
export async function keywordLatencies(upstreamUrl: string): Promise<{ label: string; samples: number[] }[]> {
  const keywords = await keywordsByLength(upstreamUrl);
  const rows: { label: string; samples: number[] }[] = [];
  for (const [len, words] of keywords) {
    const samples: number[] = [];
    // One untimed pass warms the engine's caches and the JIT; then each keyword is timed twice.
    for (const word of words) await fetch(`${upstreamUrl}/index.php/v1/zhaoshang/list?keyword=${encodeURIComponent(word)}&page=1`).then((r) => r.arrayBuffer());
    for (const word of [...words, ...words]) {
      const t = performance.now();
      const res = await fetch(`${upstreamUrl}/index.php/v1/zhaoshang/list?keyword=${encodeURIComponent(word)}&page=1`);
      await res.arrayBuffer();
      samples.push(performance.now() - t);
    }
    rows.push({ label: `${len}-character keywords (e.g. ${words.slice(0, 3).join('、')})`, samples });
  }
  return rows;
}

export async function searchLatencies(databaseUrl?: string): Promise<{ label: string; samples: number[] }[]> {
  const dataDir = process.env.BENCH_PGLITE_DIR ?? join(repoRoot, 'data', 'bench-large');
  console.log(databaseUrl ? '[bench] upstream on PostgreSQL (BENCH_DATABASE_URL)…' : `[bench] upstream with 100,000 brands in ${dataDir} (the first run seeds it: a few minutes)…`);
  const upstream = await startUpstreamAt(dataDir, { SEED_SCALE: 'large', ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) });
  try {
    return await keywordLatencies(upstream.url);
  } finally {
    upstream.child.kill('SIGTERM');
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  printPercentiles('upstream brand keyword search, 100,000 brands, PGlite (embedded)', await searchLatencies());
  const pg = process.env.BENCH_DATABASE_URL;
  if (pg) printPercentiles('upstream brand keyword search, 100,000 brands, PostgreSQL server', await searchLatencies(pg));
}
