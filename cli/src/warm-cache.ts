// Warms the gateway's shared cache for the most visited pages: the home page, the brand directory and
// the detail pages of the top brands (overall and per industry). It is an ordinary GraphQL client of
// /graphql built on @urql/core, not on Apollo: proof that any client works against the endpoint as is.
import { Client, fetchExchange, type CombinedError } from '@urql/core';
import { WarmBrand, WarmEntryPages, WarmTopBrands } from './documents';

export interface WarmOptions {
  /** The gateway's GraphQL endpoint, e.g. http://127.0.0.1:3000/graphql. */
  endpoint: string;
  /** Top brands per industry (and overall) whose detail pages are warmed. */
  brandsPerList: number;
  /** Requests in flight at once: enough to be quick, few enough not to look like an attack. */
  concurrency?: number;
  fetch?: typeof fetch;
}

export interface WarmReport {
  /** Operations sent and how many came back with errors. */
  operations: number;
  failed: number;
  /** Distinct brand ids whose detail data is now cached. */
  brands: string[];
  errors: string[];
}

/**
 * A fetch that waits out the gateway's request-rate limit (429 with Retry-After, docs/decisions/0096)
 * and asks again, up to `attempts` times: a warmer run from one address may meet it.
 */
export function patientFetch(fetchImpl: typeof fetch = fetch, attempts = 5, maxWaitSeconds = 30): typeof fetch {
  return async (input, init) => {
    for (let attempt = 1; ; attempt++) {
      const res = await fetchImpl(input, init);
      if (res.status !== 429 || attempt >= attempts) return res;
      const wait = Math.min(Math.max(Number(res.headers.get('retry-after')) || 1, 1), maxWaitSeconds);
      await res.body?.cancel();
      await new Promise((r) => setTimeout(r, wait * 1000));
    }
  };
}

export function createClient(endpoint: string, fetchImpl: typeof fetch = fetch): Client {
  return new Client({
    url: endpoint,
    exchanges: [fetchExchange],
    fetch: patientFetch(fetchImpl),
    // Queries go as GET (urql's default within the URL limit), which Apollo's CSRF prevention accepts
    // only with a header a browser's simple request cannot carry.
    fetchOptions: { headers: { 'apollo-require-preflight': 'true' } },
    requestPolicy: 'network-only',
  });
}

async function inBatches<T>(items: T[], size: number, run: (item: T) => Promise<void>): Promise<void> {
  for (let i = 0; i < items.length; i += size) await Promise.all(items.slice(i, i + size).map(run));
}

export async function warmCache(options: WarmOptions): Promise<WarmReport> {
  const client = createClient(options.endpoint, options.fetch);
  const report: WarmReport = { operations: 0, failed: 0, brands: [], errors: [] };
  const note = (error: CombinedError | undefined, what: string) => {
    report.operations += 1;
    if (error) {
      report.failed += 1;
      report.errors.push(`${what}: ${error.message}`);
    }
  };

  const entry = await client.query(WarmEntryPages, {}).toPromise();
  note(entry.error, 'entry pages');
  const industries = (entry.data?.categories ?? []).map((c) => c.pinyin);

  const ids = new Set<string>();
  await inBatches([undefined, ...industries], options.concurrency ?? 4, async (pinyin) => {
    const top = await client.query(WarmTopBrands, { pinyin, limit: options.brandsPerList }).toPromise();
    note(top.error, `top brands ${pinyin ?? 'all'}`);
    for (const b of top.data?.topBrands ?? []) ids.add(b.id);
  });

  await inBatches([...ids], options.concurrency ?? 4, async (id) => {
    const res = await client.query(WarmBrand, { id }).toPromise();
    note(res.error, `brand ${id}`);
    if (res.data?.brand) report.brands.push(res.data.brand.id);
  });
  report.brands.sort((a, b) => Number(a) - Number(b));
  return report;
}
