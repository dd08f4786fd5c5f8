// `npm run bench`: starts the real stack (production mode, embedded database) and prints each of our
// paths side by side with its baseline. Figures are for comparison on one machine, not assertions.
// BENCH_SECONDS sets each load run's length; BENCH_ONLY=pages,graphql,search picks sections.
import { load, pair } from './load';
import { printPairs, printPercentiles, type Row } from './report';
import { searchLatencies } from './search';
import { serveBytes } from './static-server';
import { startServer, startStack } from '../support/stack';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const only = new Set((process.env.BENCH_ONLY ?? 'pages,graphql,search').split(','));
const rows: Row[] = [];

if (only.has('pages') || only.has('graphql')) {
  const stack = await startStack();
  try {
    if (only.has('pages')) await pages(stack.baseUrl, stack.upstreamUrl);
    if (only.has('graphql')) await graphql(stack.baseUrl, stack.upstreamUrl);
  } finally {
    await stack.stop();
  }
  printPairs(rows);
}
if (only.has('search')) printPercentiles('upstream brand keyword search, 100,000 brands', await searchLatencies());

async function pages(baseUrl: string, upstreamUrl: string) {
  const brandPath = '/shangji/1';
  const html = Buffer.from(await (await fetch(`${baseUrl}${brandPath}`)).arrayBuffer());
  const staticHtml = await serveBytes(html, 'text/html; charset=utf-8');
  try {
    const kb = (html.length / 1024).toFixed(0);
    const [cached, staticRes] = await pair({ url: `${baseUrl}${brandPath}`, seconds }, { url: staticHtml.url, seconds });
    rows.push({ name: `brand page ${brandPath} (${kb} KB)`, ours: cached, oursLabel: 'SSR + 10 s page cache', baseline: staticRes, baselineLabel: 'static bytes' });

    // Rendering itself: a second server with the page cache off (upstream answers still cached).
    const uncached = await startServer(upstreamUrl, { PAGE_CACHE_TTL_MS: '0' });
    try {
      await fetch(`${uncached.baseUrl}${brandPath}`).then((r) => r.arrayBuffer());
      const [render] = await pair({ url: `${uncached.baseUrl}${brandPath}`, seconds }, { url: staticHtml.url, seconds: 1 });
      rows.push({ name: `brand page ${brandPath} (${kb} KB)`, ours: render, oursLabel: 'SSR, no page cache', baseline: staticRes, baselineLabel: 'static bytes' });
      // The home page, the heaviest page: its render cost beside the brand page's (issue 8: within 2x).
      const homeHtml = Buffer.from(await (await fetch(`${uncached.baseUrl}/`)).arrayBuffer());
      const homeStatic = await serveBytes(homeHtml, 'text/html; charset=utf-8');
      try {
        const homeKb = (homeHtml.length / 1024).toFixed(0);
        const [home, homeBytes] = await pair({ url: `${uncached.baseUrl}/`, seconds }, { url: homeStatic.url, seconds });
        rows.push({ name: `home page / (${homeKb} KB)`, ours: home, oursLabel: 'SSR, no page cache', baseline: homeBytes, baselineLabel: 'static bytes' });
        rows.push({ name: 'home vs brand page render', ours: home, oursLabel: 'home SSR, no page cache', baseline: render, baselineLabel: 'brand SSR, no page cache' });
      } finally {
        await homeStatic.close();
      }
      const ids = Array.from({ length: 200 }, (_, i) => `/shangji/${i + 1}`);
      const [many] = await pair({ url: uncached.baseUrl, paths: ids, seconds }, { url: staticHtml.url, seconds: 1 });
      rows.push({ name: 'brand pages, 200 ids in turn', ours: many, oursLabel: 'SSR, no page cache, cold upstream cache', baseline: staticRes, baselineLabel: 'static bytes' });
    } finally {
      uncached.child.kill('SIGTERM');
    }
  } finally {
    await staticHtml.close();
  }
}

async function graphql(baseUrl: string, upstreamUrl: string) {
  const query = 'query BenchBrand($id: ID!) { brand(id: $id) { id name certified claimed feeBand { name } category { name } shopCount introHtml } }';
  const post = { method: 'POST' as const, body: JSON.stringify({ query, variables: { id: '1' } }), headers: { 'content-type': 'application/json' } };
  const json = Buffer.from(await (await fetch(`${baseUrl}/graphql`, post)).arrayBuffer());
  const [gql, upstream] = await pair({ url: `${baseUrl}/graphql`, ...post, seconds }, { url: `${upstreamUrl}/index.php/v1/zhaoshang/show?id=1`, seconds });
  rows.push({ name: 'brand 1 data', ours: gql, oursLabel: 'GraphQL brand query (cached)', baseline: upstream, baselineLabel: 'upstream zhaoshang/show' });
  const staticJson = await serveBytes(json, 'application/json');
  try {
    const plain = await load({ url: staticJson.url, seconds });
    rows.push({ name: 'brand 1 data', ours: gql, oursLabel: 'GraphQL brand query (cached)', baseline: plain, baselineLabel: 'node:http same JSON bytes' });
  } finally {
    await staticJson.close();
  }
}
