// Upstream keyword search at the large seed (100,000 brands, 150,000 articles, 20,000 topics): latency
// percentiles per keyword length for brands, news (头条) and topics (专题), each with one row over all its
// keywords (the p95 the targets name), on the embedded PGlite (a data folder kept between runs) and, when
// BENCH_DATABASE_URL is set, on a PostgreSQL server (seeded once with SEED_SCALE=large; put a search_path
// in the URL to keep it in its own schema). Keywords are cut from real titles (and brand products and
// companies) of the large seed, so every one matches.
// Run alone: `npx tsx tests/bench/search.ts` (BENCH_PGLITE_DIR picks the PGlite folder).
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { printPercentiles } from './report';
import { repoRoot, startUpstreamAt } from '../support/stack';

interface Listed { title: string; product?: string; company?: string }

/** What is searched: the list call's model, and the pages its keywords are cut from. */
export type SearchModel = 'zhaoshang' | 'news' | 'zhuanti';
const NAMES: Record<SearchModel, string> = { zhaoshang: 'brand', news: 'news (头条)', zhuanti: 'topic (专题)' };

/** Up to 40 keywords of each length (1–4 characters), cut from the titles (and brand products, companies) of eight list pages. */
async function keywordsByLength(url: string, model: SearchModel): Promise<Map<number, string[]>> {
  const seen = new Map<number, Set<string>>([[1, new Set()], [2, new Set()], [3, new Set()], [4, new Set()]]);
  for (let page = 1; page <= 8; page++) {
    const res = await fetch(`${url}/index.php/v1/${model}/list?page=${page * 37}`);
    const body = (await res.json()) as { data?: { listinfo?: Listed[] } };
    for (const b of body.data?.listinfo ?? []) {
      for (const text of [b.title, b.product, b.company]) {
        if (!text) continue;
        // Brand titles are short: one cut each. Article and topic titles are long: cuts from several places.
        const starts = model === 'zhaoshang' ? [1] : [1, 5, 9];
        for (const [len, set] of seen) for (const at of starts) if (text.length >= at + len) set.add(text.slice(at, at + len));
      }
    }
  }
  return new Map([...seen].map(([len, set]) => [len, [...set].slice(0, 40)]));
}

/**
 * Keyword search latencies of a running upstream, per keyword length (1–4 characters), then one row over
 * all lengths: page 1, cold in the gateway's sense (the upstream caches nothing).
 */
export async function keywordLatencies(upstreamUrl: string, model: SearchModel = 'zhaoshang'): Promise<{ label: string; samples: number[] }[]> {
  const keywords = await keywordsByLength(upstreamUrl, model);
  const rows: { label: string; samples: number[] }[] = [];
  const ask = (word: string) => fetch(`${upstreamUrl}/index.php/v1/${model}/list?keyword=${encodeURIComponent(word)}&page=1`).then((r) => r.arrayBuffer());
  for (const [len, words] of keywords) {
    const samples: number[] = [];
    // One untimed pass warms the engine's caches and the JIT; then each keyword is timed twice.
    for (const word of words) await ask(word);
    for (const word of [...words, ...words]) {
      const t = performance.now();
      await ask(word);
      samples.push(performance.now() - t);
    }
    rows.push({ label: `${NAMES[model]}: ${len}-character keywords (e.g. ${words.slice(0, 3).join('、')})`, samples });
  }
  rows.push({ label: `${NAMES[model]}: all keywords, 1–4 characters`, samples: rows.flatMap((r) => r.samples) });
  return rows;
}

/** Brand, news and topic search, one after the other. */
export async function allKeywordLatencies(upstreamUrl: string): Promise<{ label: string; samples: number[] }[]> {
  const rows: { label: string; samples: number[] }[] = [];
  for (const model of ['zhaoshang', 'news', 'zhuanti'] as const) rows.push(...(await keywordLatencies(upstreamUrl, model)));
  return rows;
}

export async function searchLatencies(databaseUrl?: string): Promise<{ label: string; samples: number[] }[]> {
  const dataDir = process.env.BENCH_PGLITE_DIR ?? join(repoRoot, 'data', 'bench-large');
  console.log(databaseUrl ? '[bench] upstream on PostgreSQL (BENCH_DATABASE_URL)…' : `[bench] upstream with 100,000 brands in ${dataDir} (the first run seeds it: a few minutes)…`);
  const upstream = await startUpstreamAt(dataDir, { SEED_SCALE: 'large', ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) });
  try {
    return await allKeywordLatencies(upstream.url);
  } finally {
    upstream.child.kill('SIGTERM');
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  printPercentiles('upstream keyword search, large seed, PGlite (embedded)', await searchLatencies());
  const pg = process.env.BENCH_DATABASE_URL;
  if (pg) printPercentiles('upstream keyword search, large seed, PostgreSQL server', await searchLatencies(pg));
}
