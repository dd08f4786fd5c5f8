// `BENCH_ONLY=scale npm run bench`: every page kind at the large seed (100,000 brands, 150,000 articles,
// 20,000 topics, 1,000,000 comments) beside the default seed, both on the PostgreSQL server, first and last
// pages apart; then the gateway's memory after a 10,000-page crawl of the large site. Each request is a
// cold one: a URL asked once (page cache off, and every URL distinct, so no cached upstream answer serves
// it). The databases are seeded once and reused: BENCH_LARGE_DATABASE_URL and BENCH_DEFAULT_DATABASE_URL,
// or schemas bench_large and bench_default of BENCH_DATABASE_URL (the large seed takes ~15 minutes).
// A measurement for one machine, not an assertion (docs/decisions/0086).
import pg from 'pg';
import { printPercentiles } from './report';
import { startServer, startUpstreamAt } from '../support/stack';
import type { ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';

type Kind = { label: string; urls: string[] };

function schemaUrl(base: string, schema: string): string {
  const url = new URL(base);
  url.searchParams.set('options', `-c search_path=${schema},public`);
  return url.toString();
}

async function ensureSchema(base: string, schema: string): Promise<void> {
  const client = new pg.Client({ connectionString: base });
  await client.connect();
  await client.query(`create schema if not exists ${schema}`);
  await client.end();
}

async function databaseUrls(): Promise<{ large: string; small: string } | null> {
  const base = process.env.BENCH_DATABASE_URL;
  const large = process.env.BENCH_LARGE_DATABASE_URL ?? (base ? schemaUrl(base, 'bench_large') : undefined);
  const small = process.env.BENCH_DEFAULT_DATABASE_URL ?? (base ? schemaUrl(base, 'bench_default') : undefined);
  if (!large || !small) return null;
  if (base && !process.env.BENCH_LARGE_DATABASE_URL) await ensureSchema(base, 'bench_large');
  if (base && !process.env.BENCH_DEFAULT_DATABASE_URL) await ensureSchema(base, 'bench_default');
  return { large, small };
}

const upstreamData = async <T>(upstream: string, path: string, params: Record<string, string | number> = {}, method: 'GET' | 'POST' = 'GET'): Promise<T> => {
  const q = new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]));
  const res = method === 'GET' ? await fetch(`${upstream}${path}?${q}`) : await fetch(`${upstream}${path}`, { method, body: q });
  const body = (await res.json()) as { data: T };
  return body.data;
};

const lastPage = (total: number, size: number) => Math.max(1, Math.min(10_000, Math.ceil(total / size)));

/** The URLs of each page kind on one site, first pages and last pages apart (n of each). */
async function kindsOf(upstream: string, n: number): Promise<Kind[]> {
  const main = await upstreamData<{ categories: string[]; newsMenu: string[]; sections: { type: string; total: number }[] }>(upstream, '/index.php/v1/sitemap/main');
  const classify = await upstreamData<{ classifyList: { pinyin: string }[]; feeidList: { id: number }[] }>(upstream, '/api.php/v1/index/getZahoshangClassify');
  const industries = classify.classifyList.map((c) => c.pinyin);
  const fees = (classify.feeidList ?? []).map((f) => f.id);
  const total = (type: string) => main.sections.find((s) => s.type === type)?.total ?? 0;
  const range = (from: number, count: number) => Array.from({ length: count }, (_, i) => from + i).filter((p) => p >= 1);
  const brandLast = lastPage(total('zhaoshang'), 15);
  const newsLast = lastPage(total('news'), 15);
  const topicLast = lastPage(total('zhuanti'), 20);

  // Filtered lists: industry × fee band, page 1 and the list's last page.
  const combos = industries.flatMap((ind) => fees.map((fee) => `${ind}-${fee}`)).slice(0, n);
  const filteredLast = await Promise.all(
    combos.map(async (c) => {
      const [pinyin, feeid] = c.split('-');
      const d = await upstreamData<{ totalcount: number }>(upstream, '/index.php/v1/zhaoshang/list', { pinyin: pinyin!, feeid: feeid! });
      return `/shangji/${c}?p=${lastPage(d.totalcount, 15)}`;
    }),
  );
  // The most commented brands (low ids collect most comments in the seed).
  const commented = await Promise.all(
    range(1, n).map(async (id) => {
      const d = await upstreamData<{ comment_num: number }>(upstream, '/index.php/v1/api/getCommentData', { uid: id, page: 1, tab: 1 }, 'POST');
      return { id, last: lastPage(d.comment_num, 10) };
    }),
  );
  const keywords = ['火锅', '奶茶', '咖啡', '烤肉', '炸鸡', '面馆', '烘焙', '汉堡', '早教', '干洗', '酸菜鱼', '麻辣烫', '家', '鸡', '小', '香', '味', '茶', '美', '乐'].slice(0, n);
  const searchLast = await Promise.all(
    keywords.map(async (k) => {
      const d = await upstreamData<{ totalcount: number }>(upstream, '/index.php/v1/zhaoshang/list', { keyword: k });
      return `/search?model=zhaoshang&q=${encodeURIComponent(k)}&p=${lastPage(d.totalcount, 15)}`;
    }),
  );
  const rankingPages = lastPage((await upstreamData<{ totalcount: number }>(upstream, '/index.php/v1/top/list', {})).totalcount, 10);
  return [
    { label: 'brand detail', urls: range(1, n).map((i) => `/shangji/${1 + ((i * 7919) % Math.max(1, total('zhaoshang')))}`) },
    { label: 'brand list, first pages', urls: range(1, n).map((p) => `/shangji/all?p=${p}`) },
    { label: 'brand list, last pages', urls: range(brandLast - n + 1, n).map((p) => `/shangji/all?p=${p}`) },
    { label: 'filtered list, page 1', urls: combos.map((c) => `/shangji/${c}`) },
    { label: 'filtered list, last page', urls: filteredLast },
    { label: 'news list, first pages', urls: range(1, n).map((p) => `/news/all?p=${p}`) },
    { label: 'news list, last pages', urls: range(newsLast - n + 1, n).map((p) => `/news/all?p=${p}`) },
    { label: 'news article', urls: range(1, n).map((i) => `/news/${1 + ((i * 7919) % Math.max(1, total('news')))}`) },
    { label: 'topic list, first pages', urls: range(1, n).map((p) => `/zhuanti/all?p=${p}`) },
    { label: 'topic list, last pages', urls: range(topicLast - n + 1, n).map((p) => `/zhuanti/all?p=${p}`) },
    { label: 'topic', urls: range(1, n).map((i) => `/zhuanti/${1 + ((i * 7919) % Math.max(1, total('zhuanti')))}`) },
    { label: 'comments, page 1', urls: commented.map((c) => `/comment/${c.id}`) },
    { label: 'comments, last page', urls: commented.map((c) => `/comment/${c.id}?p=${c.last}`) },
    { label: 'search, page 1', urls: keywords.map((k) => `/search?model=zhaoshang&q=${encodeURIComponent(k)}`) },
    { label: 'search, last page', urls: searchLast },
    { label: 'rankings, pages', urls: range(1, Math.min(n, rankingPages)).map((p) => `/top?p=${p}`) },
    { label: 'sitemap child (cached after the first)', urls: range(1, n).map(() => '/sitemap/zhaoshang-1.xml') },
  ];
}

/** One cold request per URL, one at a time; milliseconds to the last byte. */
async function timeEach(base: string, urls: string[]): Promise<number[]> {
  const out: number[] = [];
  for (const url of urls) {
    const t = performance.now();
    const res = await fetch(`${base}${url}`, { headers: { 'accept-encoding': 'gzip' } });
    await res.arrayBuffer();
    if (res.status >= 500) console.warn(`[scale] ${url} answered ${res.status}`);
    out.push(performance.now() - t);
  }
  return out;
}

const rssMb = (pid: number) => {
  const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Number(m[1]) / 1024 : NaN;
};

async function crawl(base: string, pages: number, concurrency: number, total: { brands: number; news: number }): Promise<void> {
  let next = 0;
  const url = (i: number) => {
    switch (i % 4) {
      case 0: return `/shangji/${1 + ((i * 7919) % total.brands)}`;
      case 1: return `/shangji/all?p=${1 + ((i * 31) % 6000)}`;
      case 2: return `/news/${1 + ((i * 7919) % total.news)}`;
      default: return `/comment/${1 + ((i * 104729) % total.brands)}`;
    }
  };
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < pages) {
        const i = next++;
        await fetch(`${base}${url(i)}`).then((r) => r.arrayBuffer()).catch(() => undefined);
      }
    }),
  );
}

export async function scaleBench(): Promise<void> {
  const urls = await databaseUrls();
  if (!urls) {
    console.log('[scale] set BENCH_DATABASE_URL (e.g. postgres://root@127.0.0.1:5432/test) or BENCH_LARGE_DATABASE_URL and BENCH_DEFAULT_DATABASE_URL');
    return;
  }
  const n = Number(process.env.BENCH_SCALE_SAMPLES ?? 20);
  const crawlPages = Number(process.env.BENCH_CRAWL_PAGES ?? 10_000);
  const children: ChildProcess[] = [];
  const stop = () => children.forEach((c) => c.exitCode === null && c.kill('SIGTERM'));
  try {
    const sites: { name: string; base: string; upstream: string; pid: number }[] = [];
    for (const [name, url, scale] of [['default', urls.small, 'default'], ['large', urls.large, 'large']] as const) {
      console.log(`[scale] ${name} seed: starting the upstream (seeds the database when empty; the large seed takes minutes)…`);
      const up = await startUpstreamAt(`/nonexistent-${name}`, { DATABASE_URL: url, SEED_SCALE: scale }, 3600);
      children.push(up.child);
      // A generous upstream timeout: on a loaded host a slow answer is a figure, not a 503.
      const gw = await startServer(up.url, { PAGE_CACHE_TTL_MS: '0', UPSTREAM_TIMEOUT_MS: '30000' });
      children.push(gw.child);
      sites.push({ name, base: gw.baseUrl, upstream: up.url, pid: gw.child.pid ?? 0 });
    }
    const kinds = await Promise.all(sites.map((s) => kindsOf(s.upstream, n)));
    // Warm each gateway (JIT, connections) on pages the samples do not ask for.
    for (const s of sites) await timeEach(s.base, ['/', '/shangji', '/news', '/zhuanti', '/top', '/', '/shangji']);
    const rows: { label: string; samples: number[] }[] = [];
    for (let k = 0; k < kinds[0]!.length; k++) {
      for (let s = 0; s < sites.length; s++) {
        const kind = kinds[s]![k]!;
        rows.push({ label: `${kind.label} [${sites[s]!.name}]`, samples: await timeEach(sites[s]!.base, kind.urls) });
      }
    }
    printPercentiles('pages at the default and the large seed on PostgreSQL (cold: each URL asked once, page cache off)', rows);

    const large = sites[1]!;
    const brands = (await upstreamData<{ sections: { type: string; total: number }[] }>(large.upstream, '/index.php/v1/sitemap/main')).sections;
    const totals = { brands: brands.find((s) => s.type === 'zhaoshang')?.total ?? 1, news: brands.find((s) => s.type === 'news')?.total ?? 1 };
    // The crawl goes through a gateway as deployed: page cache on, default cache bound.
    const crawled = await startServer(large.upstream, { UPSTREAM_TIMEOUT_MS: '30000' });
    children.push(crawled.child);
    const pid = crawled.child.pid ?? 0;
    const before = rssMb(pid);
    const t = performance.now();
    await crawl(crawled.baseUrl, crawlPages, 4, totals);
    const seconds = (performance.now() - t) / 1000;
    console.log(
      `\ngateway memory, large seed: RSS ${before.toFixed(0)} MB after start, ${rssMb(pid).toFixed(0)} MB after a ${crawlPages.toLocaleString('en-US')}-page crawl ` +
        `(${seconds.toFixed(0)} s, ${(crawlPages / seconds).toFixed(0)} pages/s at concurrency 4; brand pages, deep list pages, articles, comments)`,
    );
  } finally {
    stop();
  }
}
