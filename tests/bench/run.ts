// `npm run bench`: starts the real stack (production mode, embedded database) and prints each of our
// paths side by side with its baseline. Figures are for comparison on one machine, not assertions.
import { pair } from './load';
import { printPairs, type Row } from './report';
import { serveBytes } from './static-server';
import { startStack } from '../support/stack';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const stack = await startStack();
const rows: Row[] = [];
try {
  const gql = async (query: string, variables: Record<string, unknown>) => {
    const res = await fetch(`${stack.baseUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query, variables }),
    });
    return (await res.json()) as { data?: Record<string, unknown> };
  };
  const BrandQuery = 'query BenchBrand($id: ID!) { brand(id: $id) { id name certified claimed feeBand { name } category { name } shopCount introHtml } }';
  const ids = Array.from({ length: 200 }, (_, i) => i + 1);
  const brandPath = '/shangji/1';

  // 1. The brand detail page: streamed SSR against the same bytes from a static node:http server.
  const html = Buffer.from(await (await fetch(`${stack.baseUrl}${brandPath}`)).arrayBuffer());
  const staticHtml = await serveBytes(html, 'text/html; charset=utf-8');
  const [ssrOne, staticOne] = await pair(
    { url: `${stack.baseUrl}${brandPath}`, seconds },
    { url: staticHtml.url, seconds },
  );
  rows.push({ name: `brand page ${brandPath} (${(html.length / 1024).toFixed(0)} KB)`, ours: ssrOne, oursLabel: 'SSR, one brand', baseline: staticOne, baselineLabel: 'static bytes' });
  const [ssrMany] = await pair({ url: stack.baseUrl, paths: ids.map((id) => `/shangji/${id}`), seconds }, { url: staticHtml.url, seconds: 1 });
  rows.push({ name: 'brand pages, 200 ids in turn', ours: ssrMany, oursLabel: 'SSR, 200 brands', baseline: staticOne, baselineLabel: 'static bytes' });
  await staticHtml.close();

  // 2. The brand query: GraphQL (cached upstream answer) against a direct upstream call.
  await gql(BrandQuery, { id: '1' });
  const body = JSON.stringify({ query: BrandQuery, variables: { id: '1' } });
  const post = { method: 'POST' as const, body, headers: { 'content-type': 'application/json' } };
  const [gqlRes, upstreamRes] = await pair(
    { url: `${stack.baseUrl}/graphql`, ...post, seconds },
    { url: `${stack.upstreamUrl}/index.php/v1/zhaoshang/show?id=1`, seconds },
  );
  rows.push({ name: 'brand 1 data', ours: gqlRes, oursLabel: 'GraphQL brand query', baseline: upstreamRes, baselineLabel: 'upstream zhaoshang/show' });

  // 3. The same GraphQL answer against a plain node:http server answering its JSON bytes.
  const json = Buffer.from(await (await fetch(`${stack.baseUrl}/graphql`, { ...post })).arrayBuffer());
  const staticJson = await serveBytes(json, 'application/json');
  const [gqlAgain, staticJsonRes] = await pair({ url: `${stack.baseUrl}/graphql`, ...post, seconds }, { url: staticJson.url, seconds });
  rows.push({ name: 'brand 1 data (cached)', ours: gqlAgain, oursLabel: 'GraphQL brand query', baseline: staticJsonRes, baselineLabel: 'node:http same JSON' });
  await staticJson.close();
} finally {
  await stack.stop();
}
printPairs(rows);
