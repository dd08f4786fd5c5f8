// One load run with autocannon against a local URL: bounded in time and connections, loopback only.
import autocannon from 'autocannon';

export interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

export interface LoadOptions {
  url: string;
  method?: 'GET' | 'POST';
  body?: string;
  headers?: Record<string, string>;
  /** Paths cycled through, one per request (defeats caches keyed by URL). */
  paths?: string[];
  seconds?: number;
  connections?: number;
}

export async function load(options: LoadOptions): Promise<LoadResult> {
  const { paths } = options;
  let i = 0;
  const result = await autocannon({
    url: options.url,
    method: options.method ?? 'GET',
    body: options.body,
    headers: options.headers,
    duration: options.seconds ?? 5,
    connections: options.connections ?? 10,
    ...(paths ? { requests: [{ setupRequest: (req) => ({ ...req, path: paths[i++ % paths.length] }) }] } : {}),
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

/** Runs a and b one after the other (never at once: two cores) and returns both. */
export async function pair(a: LoadOptions, b: LoadOptions): Promise<[LoadResult, LoadResult]> {
  const ra = await load(a);
  const rb = await load(b);
  return [ra, rb];
}
