// `BENCH_ONLY=scale npm run bench`: every page kind at the large seed (100,000 brands, 150,000 articles,
// 20,000 topics, 1,000,000 comments) beside the default seed, both on the PostgreSQL server, first and last
// pages apart; then the gateway's memory through a 20,000-page crawl of the large site. Each request is a
// cold one: a URL asked once (page cache off, and every URL distinct, so no cached upstream answer serves
// it). The databases are seeded once and reused: BENCH_LARGE_DATABASE_URL and BENCH_DEFAULT_DATABASE_URL,
// or schemas bench_large and bench_default of BENCH_DATABASE_URL (the large seed takes ~15 minutes).
// Each gateway reaches its upstream through a pass-through proxy in this process that times every call,
// so each page's time splits into the upstream's share (the span of its calls: REST + SQL) and the
// gateway's (render, GraphQL). The last table checks the large seed's targets (docs/decisions/0107).
// A measurement for one machine, not an assertion (docs/decisions/0086).
import pg from 'pg';
import { printPercentiles } from './report';
import { keywordLatencies } from './search';
import { startServer, startUpstreamAt } from '../support/stack';
import type { ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadavg } from 'node:os';

type Kind = { label: string; urls: string[] };

/** A pass-through proxy to `target` that records when each call started and ended. */
async function timingProxy(target: string): Promise<{ url: string; take: () => { start: number; end: number }[]; close: () => void }> {
  const to = new URL(target);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 32 });
  let calls: { start: number; end: number }[] = [];
  const server = http.createServer((req, res) => {
    const start = performance.now();
    const up = http.request({ host: to.hostname, port: to.port, path: req.url, method: req.method, headers: req.headers, agent }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
      answer.on('end', () => calls.push({ start, end: performance.now() }));
    });
    up.on('error', () => res.writeHead(502).end());
    req.pipe(up);
  });
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    take: () => {
      const out = calls;
      calls = [];
      return out;
    },
    close: () => {
      server.close();
      agent.destroy();
    },
  };
}

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
async function kindsOf(upstream: string, n: number, filteredN = n): Promise<{ kinds: Kind[]; warm: string[] }> {
  const main = await upstreamData<{ categories: string[]; newsMenu: string[]; sections: { type: string; total: number }[] }>(upstream, '/index.php/v1/sitemap/main');
  const classify = await upstreamData<{ classifyList: { pinyin: string }[]; feeidList: { id: number }[] }>(upstream, '/api.php/v1/index/getZahoshangClassify');
  const industries = classify.classifyList.map((c) => c.pinyin);
  const fees = (classify.feeidList ?? []).map((f) => f.id);
  const total = (type: string) => main.sections.find((s) => s.type === type)?.total ?? 0;
  const range = (from: number, count: number) => Array.from({ length: count }, (_, i) => from + i).filter((p) => p >= 1);
  const brandLast = lastPage(total('zhaoshang'), 15);
  const newsLast = lastPage(total('news'), 15);
  const topicLast = lastPage(total('zhuanti'), 20);

  // Filtered lists: industry × fee band, page 1 and the list's last page. More of them than of the other
  // kinds: their p95 is a target, and the p95 of 20 samples is their maximum.
  const allCombos = industries.flatMap((ind) => fees.map((fee) => `${ind}-${fee}`));
  const combos = allCombos.slice(0, filteredN);
  // The warm-up asks one filtered list no sample asks (the last industry's last fee band, else page 2 of the
  // first): the list route's documents are compiled on their first run (graphql-jit, 20-30 ms once per
  // process), which would otherwise land in the first sample.
  const warmFiltered = allCombos.length > filteredN ? `/shangji/${allCombos.at(-1)}` : `/shangji/${combos[0] ?? 'all'}?p=2`;
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
  const rankingsFrom = Math.max(Math.ceil(rankingPages / 2) + 1, rankingPages - n + 1);
  return { warm: [warmFiltered], kinds: [
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
    // Ranking lists are short (a page per ten sub-categories): their first and last halves.
    { label: 'rankings, first pages', urls: range(1, Math.min(n, Math.ceil(rankingPages / 2))).map((p) => `/top?p=${p}`) },
    { label: 'rankings, last pages', urls: range(rankingsFrom, rankingPages - rankingsFrom + 1).map((p) => `/top?p=${p}`) },
  ] };
}

type Timed = { samples: number[]; upstream: number[] };

/**
 * One cold request per URL, one at a time; milliseconds to the last byte, and the upstream's share of
 * each: the span from its first call's start to its last call's end (0 when every answer was cached).
 */
async function timeEach(base: string, urls: string[], calls?: () => { start: number; end: number }[]): Promise<Timed> {
  const out: Timed = { samples: [], upstream: [] };
  for (const url of urls) {
    calls?.();
    const t = performance.now();
    const res = await fetch(`${base}${url}`, { headers: { 'accept-encoding': 'gzip' } });
    await res.arrayBuffer();
    if (res.status >= 500) console.warn(`[scale] ${url} answered ${res.status}`);
    out.samples.push(performance.now() - t);
    const made = calls?.() ?? [];
    out.upstream.push(made.length ? Math.max(...made.map((c) => c.end)) - Math.min(...made.map((c) => c.start)) : 0);
  }
  return out;
}

/**
 * Sitemap requests timed as a crawler's download: the bytes as sent, to the last one (fetch() would add
 * its own gunzip of ~5 MB of XML to each figure, a client's cost, not the server's).
 */
async function timeRaw(base: string, path: string, times: number, headers: Record<string, string> = {}): Promise<{ samples: number[]; statuses: number[]; etag: string; lastModified: string }> {
  const out = { samples: [] as number[], statuses: [] as number[], etag: '', lastModified: '' };
  const agent = new http.Agent({ keepAlive: true });
  for (let i = 0; i < times; i++) {
    const t = performance.now();
    await new Promise<void>((resolve, reject) => {
      const req = http.request(`${base}${path}`, { headers: { 'accept-encoding': 'gzip', ...headers }, agent }, (res) => {
        res.on('data', () => undefined);
        res.on('end', () => {
          out.statuses.push(res.statusCode ?? 0);
          out.etag = String(res.headers.etag ?? '');
          out.lastModified = String(res.headers['last-modified'] ?? '');
          resolve();
        });
        res.on('error', reject);
      });
      req.on('error', reject);
      req.end();
    });
    out.samples.push(performance.now() - t);
  }
  agent.destroy();
  return out;
}

const pct = (samples: number[], q: number) => {
  const s = [...samples].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))] ?? NaN;
};
const ms = (v: number) => (Number.isNaN(v) ? '–' : v >= 100 ? v.toFixed(0) : v.toFixed(1));
const load = () => loadavg().map((l) => l.toFixed(1)).join(' ');

const rssMb = (pid: number) => {
  const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Number(m[1]) / 1024 : NaN;
};

async function crawl(base: string, pages: number, concurrency: number, total: { brands: number; news: number }, onProgress: (done: number) => void): Promise<void> {
  let next = 0;
  let done = 0;
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
        if (++done % 1000 === 0) onProgress(done);
      }
    }),
  );
}

/** Issue 24's list pairs: a list's last pages against its first. */
const LISTS: [name: string, first: string, last: string][] = [
  ['brand list', 'brand list, first pages', 'brand list, last pages'],
  ['filtered brand list', 'filtered list, page 1', 'filtered list, last page'],
  ['news list', 'news list, first pages', 'news list, last pages'],
  ['topic list', 'topic list, first pages', 'topic list, last pages'],
  ['comments', 'comments, page 1', 'comments, last page'],
  ['search', 'search, page 1', 'search, last page'],
  ['rankings', 'rankings, first pages', 'rankings, last pages'],
];

/** The large seed's targets (docs/decisions/0107; filtered lists and news search: 0126). */
const FILTERED_P95_MS = 35;
const SEARCH_P95_MS = 20;
const SITEMAP_CACHED_MS = 20;
/** The crawl's memory counts as bounded when RSS grew less than this over its second half. */
const CRAWL_SECOND_HALF_GROWTH = 0.1;

export async function scaleBench(): Promise<void> {
  const urls = await databaseUrls();
  if (!urls) {
    console.log('[scale] set BENCH_DATABASE_URL (e.g. postgres://root@127.0.0.1:5432/test) or BENCH_LARGE_DATABASE_URL and BENCH_DEFAULT_DATABASE_URL');
    return;
  }
  const n = Number(process.env.BENCH_SCALE_SAMPLES ?? 20);
  const filteredN = Number(process.env.BENCH_SCALE_FILTERED_SAMPLES ?? 60);
  // 20,000 pages: the crawl's second half must start with the caches full, or it measures them filling. Its
  // pages fill the in-memory shared store (128 MB) at about 12,000; through 10,000 pages RSS rose 14-15% over
  // the second half (610 → 704 MB), live heap +37 MB of cached upstream answers, and with the store bound at
  // 16 MB the live heap grew 3% (issue 38). Through 20,000 it held at 736-755 MB from 12,000 on.
  const crawlPages = Number(process.env.BENCH_CRAWL_PAGES ?? 20_000);
  const children: ChildProcess[] = [];
  const proxies: { close: () => void }[] = [];
  const stop = () => {
    children.forEach((c) => c.exitCode === null && c.kill('SIGTERM'));
    proxies.forEach((p) => p.close());
  };
  const verdicts: { target: string; dflt: string; large: string; goal: string; met: boolean }[] = [];
  try {
    const sites: { name: string; base: string; upstream: string; pid: number; calls: () => { start: number; end: number }[] }[] = [];
    for (const [name, url, scale] of [['default', urls.small, 'default'], ['large', urls.large, 'large']] as const) {
      console.log(`[scale] ${name} seed: starting the upstream (seeds the database when empty; the large seed takes minutes)…`);
      const up = await startUpstreamAt(`/nonexistent-${name}`, { DATABASE_URL: url, SEED_SCALE: scale }, 3600);
      children.push(up.child);
      const proxy = await timingProxy(up.url);
      proxies.push(proxy);
      // A generous upstream timeout: on a loaded host a slow answer is a figure, not a 503.
      const gw = await startServer(proxy.url, { PAGE_CACHE_TTL_MS: '0', UPSTREAM_TIMEOUT_MS: '30000' });
      children.push(gw.child);
      sites.push({ name, base: gw.baseUrl, upstream: up.url, pid: gw.child.pid ?? 0, calls: proxy.take });
    }
    const startLoad = load();
    const lists = await Promise.all(sites.map((s) => kindsOf(s.upstream, n, filteredN)));
    const kinds = lists.map((l) => l.kinds);
    // Warm each gateway (JIT, connections) on pages the samples do not ask for.
    for (const [i, s] of sites.entries()) await timeEach(s.base, ['/', '/shangji', '/news', '/zhuanti', '/top', ...lists[i]!.warm, '/', '/shangji']);
    const rows: { label: string; samples: number[] }[] = [];
    const timed = new Map<string, Timed>();
    for (let k = 0; k < kinds[0]!.length; k++) {
      for (let s = 0; s < sites.length; s++) {
        const kind = kinds[s]![k]!;
        const t = await timeEach(sites[s]!.base, kind.urls, sites[s]!.calls);
        timed.set(`${kind.label} [${sites[s]!.name}]`, t);
        rows.push({ label: `${kind.label} [${sites[s]!.name}]`, samples: t.samples });
      }
    }
    printPercentiles(`pages at the default and the large seed on PostgreSQL (cold: each URL asked once, page cache off; load average ${startLoad})`, rows);

    // Side by side, with each page's upstream share (the span of its upstream calls) and the rest (the gateway's).
    console.log(`\n| page (cold, p50 / p95 ms) | default: page | upstream | gateway | large: page | upstream | gateway |`);
    console.log('|---|---|---|---|---|---|---|');
    for (const kind of kinds[0]!) {
      const cells = sites.map((s) => {
        const t = timed.get(`${kind.label} [${s.name}]`);
        if (!t || t.samples.length === 0) return '– | – | –';
        const rest = t.samples.map((v, i) => v - t.upstream[i]!);
        return `${ms(pct(t.samples, 0.5))} / ${ms(pct(t.samples, 0.95))} | ${ms(pct(t.upstream, 0.5))} / ${ms(pct(t.upstream, 0.95))} | ${ms(pct(rest, 0.5))} / ${ms(pct(rest, 0.95))}`;
      });
      console.log(`| ${kind.label} | ${cells.join(' | ')} |`);
    }

    const of = (label: string, site: string) => timed.get(`${label} [${site}]`)?.samples ?? [];
    for (const [name, first, last] of LISTS) {
      const ratio = (site: string) => pct(of(last, site), 0.5) / pct(of(first, site), 0.5);
      const text = (site: string) => `${ms(pct(of(first, site), 0.5))} → ${ms(pct(of(last, site), 0.5))} ms (${ratio(site).toFixed(2)}×)`;
      verdicts.push({ target: `${name}: last page p50 within 2× of the first's`, dflt: text('default'), large: text('large'), goal: '≤ 2×', met: ratio('large') <= 2 });
    }
    const industriesSeen: Set<string>[] = [];
    for (const label of ['filtered list, page 1', 'filtered list, last page']) {
      const p95 = (site: string) => pct(of(label, site), 0.95);
      const text = (site: string) => `${ms(p95(site))} ms (${of(label, site).length} pages, slowest ${ms(Math.max(...of(label, site)))} ms)`;
      verdicts.push({ target: `${label}: p95 cold`, dflt: text('default'), large: text('large'), goal: `≤ ${FILTERED_P95_MS} ms`, met: p95('large') <= FILTERED_P95_MS });
      // Two kinds of cold page: the first of its industry also fetches the industry's side column (five
      // more upstream calls, cached for every later page of that industry); the rest fetch the list alone.
      // Page 1 is asked before the last pages, so every last page finds its side column cached.
      for (const [s, site] of sites.entries()) {
        const urls = kinds[s]!.find((k) => k.label === label)?.urls ?? [];
        const industryOf = (u: string) => /\/shangji\/([^-?]+)/.exec(u)?.[1] ?? '';
        // The warm-up's filtered list fetched its industry's side column already.
        const seen = (industriesSeen[s] ??= new Set(lists[s]!.warm.map(industryOf)));
        const first = urls.map((u) => {
          const industry = industryOf(u);
          const cold = !seen.has(industry);
          seen.add(industry);
          return cold;
        });
        const pick = (want: boolean) => of(label, site.name).filter((_, i) => first[i] === want);
        const part = (v: number[]) => (v.length ? `${v.length} pages, p50 ${ms(pct(v, 0.5))} / p95 ${ms(pct(v, 0.95))} ms` : 'none');
        console.log(`${label} [${site.name}]: first of its industry (side column cold too): ${part(pick(true))}; the rest: ${part(pick(false))}`);
      }
    }

    // Keyword search on its own (the upstream's search, as tests/bench/search.ts): brands, then news and
    // topics, each over 40 keywords of each length (1–4 characters), side by side in one run.
    for (const [model, name] of [['zhaoshang', 'brand'], ['news', 'news (头条)'], ['zhuanti', 'topic (专题)']] as const) {
      const search = await keywordLatencies(sites[1]!.upstream, model);
      printPercentiles(`upstream ${name} keyword search, large seed on PostgreSQL (load average ${load()})`, search);
      const all = search.at(-1)!.samples; // the row over all lengths
      const one = search[0]!.samples;
      verdicts.push({
        target: `${name} keyword search (upstream, 1–4 characters, page 1): p95`,
        dflt: '',
        large: `${ms(pct(all, 0.5))} / ${ms(pct(all, 0.95))} ms (p50 / p95; 1 character: p95 ${ms(pct(one, 0.95))} ms)`,
        goal: `≤ ${SEARCH_P95_MS} ms`,
        met: pct(all, 0.95) <= SEARCH_P95_MS,
      });
    }

    // Sitemap children: the first request generates one; the rest are answered from the cache; a client
    // holding it gets 304.
    const sitemapRows: { label: string; samples: number[] }[] = [];
    const sitemap: Record<string, { first: number; cached: number[]; revalidated: number[]; ok304: boolean; ims304: boolean }> = {};
    for (const s of sites) {
      const child = '/sitemap/zhaoshang-1.xml';
      const first = await timeRaw(s.base, child, 1);
      const cached = await timeRaw(s.base, child, n);
      const revalidated = await timeRaw(s.base, child, n, { 'if-none-match': cached.etag });
      const ims = await timeRaw(s.base, child, 1, { 'if-modified-since': cached.lastModified });
      sitemap[s.name] = { first: first.samples[0]!, cached: cached.samples, revalidated: revalidated.samples, ok304: revalidated.statuses.every((c) => c === 304), ims304: ims.statuses[0] === 304 };
      sitemapRows.push(
        { label: `sitemap child, first request (generates) [${s.name}]`, samples: first.samples },
        { label: `sitemap child from the cache [${s.name}]`, samples: cached.samples },
        { label: `sitemap child, If-None-Match → ${revalidated.statuses[0]} [${s.name}]`, samples: revalidated.samples },
      );
    }
    printPercentiles(`sitemap child zhaoshang-1.xml (50,000 URLs at the large seed; load average ${load()})`, sitemapRows);
    const sm = (site: string) => sitemap[site]!;
    verdicts.push({
      target: 'sitemap child from the cache: p95',
      dflt: `${ms(pct(sm('default').cached, 0.95))} ms (first ${ms(sm('default').first)})`,
      large: `${ms(pct(sm('large').cached, 0.95))} ms (first ${ms(sm('large').first)})`,
      goal: `≤ ${SITEMAP_CACHED_MS} ms`,
      met: pct(sm('large').cached, 0.95) <= SITEMAP_CACHED_MS,
    });
    const cond = (site: string) => `${ms(pct(sm(site).revalidated, 0.95))} ms, ${sm(site).ok304 ? '304' : 'not 304'} (If-Modified-Since: ${sm(site).ims304 ? '304' : 'not 304'})`;
    verdicts.push({ target: 'sitemap child, conditional request: p95', dflt: cond('default'), large: cond('large'), goal: `304, ≤ ${SITEMAP_CACHED_MS} ms`, met: sm('large').ok304 && sm('large').ims304 && pct(sm('large').revalidated, 0.95) <= SITEMAP_CACHED_MS });

    const large = sites[1]!;
    const brands = (await upstreamData<{ sections: { type: string; total: number }[] }>(large.upstream, '/index.php/v1/sitemap/main')).sections;
    const totals = { brands: brands.find((s) => s.type === 'zhaoshang')?.total ?? 1, news: brands.find((s) => s.type === 'news')?.total ?? 1 };
    // The crawl goes through a gateway as deployed: page cache on, default cache bound.
    const crawled = await startServer(large.upstream, { UPSTREAM_TIMEOUT_MS: '30000' });
    children.push(crawled.child);
    const pid = crawled.child.pid ?? 0;
    const before = rssMb(pid);
    const series: number[] = [];
    const t = performance.now();
    await crawl(crawled.baseUrl, crawlPages, 4, totals, () => series.push(rssMb(pid)));
    const seconds = (performance.now() - t) / 1000;
    const after = rssMb(pid);
    console.log(
      `\ngateway memory, large seed: RSS ${before.toFixed(0)} MB after start, ${after.toFixed(0)} MB after a ${crawlPages.toLocaleString('en-US')}-page crawl ` +
        `(${seconds.toFixed(0)} s, ${(crawlPages / seconds).toFixed(0)} pages/s at concurrency 4; brand pages, deep list pages, articles, comments; load average ${load()})`,
    );
    console.log(`  RSS every 1,000 pages: ${series.map((v) => v.toFixed(0)).join(', ')} MB`);
    const half = series[Math.floor(series.length / 2) - 1] ?? before;
    const growth = (after - half) / half;
    verdicts.push({
      target: `gateway RSS through a ${crawlPages.toLocaleString('en-US')}-page crawl (bounded: < ${CRAWL_SECOND_HALF_GROWTH * 100}% growth over the second half)`,
      dflt: '',
      large: `${before.toFixed(0)} → ${half.toFixed(0)} (half) → ${after.toFixed(0)} MB (${(growth * 100).toFixed(0)}%)`,
      goal: 'bounded',
      met: growth < CRAWL_SECOND_HALF_GROWTH,
    });

    console.log(`\n| target (large seed on PostgreSQL; load average ${startLoad} at start, ${load()} at end) | default seed | large seed | goal | met |`);
    console.log('|---|---|---|---|---|');
    for (const v of verdicts) console.log(`| ${v.target} | ${v.dflt} | ${v.large} | ${v.goal} | ${v.met ? 'yes' : '**no**'} |`);
  } finally {
    stop();
  }
}
