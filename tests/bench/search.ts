// Upstream brand keyword search at 100,000 brands: latency percentiles per keyword length.
// Keywords are cut from real brand titles, products and companies of the large seed, so every one matches.
import { join } from 'node:path';
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

export async function searchLatencies(): Promise<{ label: string; samples: number[] }[]> {
  const dataDir = join(repoRoot, 'data', 'bench-large');
  console.log(`[bench] upstream with 100,000 brands in ${dataDir} (the first run seeds it: a few minutes)…`);
  const upstream = await startUpstreamAt(dataDir, { SEED_SCALE: 'large' });
  try {
    const keywords = await keywordsByLength(upstream.url);
    const rows: { label: string; samples: number[] }[] = [];
    for (const [len, words] of keywords) {
      const samples: number[] = [];
      for (const word of words) {
        const t = performance.now();
        const res = await fetch(`${upstream.url}/index.php/v1/zhaoshang/list?keyword=${encodeURIComponent(word)}&page=1`);
        await res.arrayBuffer();
        samples.push(performance.now() - t);
      }
      rows.push({ label: `${len}-character keywords (e.g. ${words.slice(0, 3).join('、')})`, samples });
    }
    return rows;
  } finally {
    upstream.child.kill('SIGTERM');
  }
}
