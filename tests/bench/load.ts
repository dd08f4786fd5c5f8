// One load run with autocannon against a local URL: bounded in time (or count) and connections, loopback only.
import autocannon from 'autocannon';

export interface LoadResult {
  rps: number;
  /** Requests answered in the run. */
  requests: number;
  /** CPU milliseconds the serving process spent per request (when its pid is known). */
  cpuMsPerRequest?: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

export interface RequestSpec {
  path?: string;
  method?: 'GET' | 'POST';
  body?: string;
  headers?: Record<string, string>;
}

export interface LoadOptions extends RequestSpec {
  url: string;
  /** Requests cycled through, one per request (defeats caches keyed by URL or variables). */
  requests?: RequestSpec[];
  seconds?: number;
  /** A fixed number of requests instead of a duration. */
  amount?: number;
  connections?: number;
  /**
   * p50 and p99 from every 2xx answer's own time, to the microsecond: autocannon's histogram keeps whole
   * milliseconds, too coarse for a figure measured in fractions of one (the cache-miss penalty).
   */
  exactLatency?: boolean;
}

export async function load(options: LoadOptions): Promise<LoadResult> {
  const { requests } = options;
  let i = 0;
  const times: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: options.url,
        method: options.method ?? 'GET',
        body: options.body,
        headers: options.headers,
        ...(options.amount ? { amount: options.amount } : { duration: options.seconds ?? 5 }),
        connections: options.connections ?? 10,
        ...(requests ? { requests: [{ setupRequest: (req) => ({ ...req, ...requests[i++ % requests.length] }) }] } : {}),
      },
      (error, done) => (error ? reject(error) : resolve(done)),
    );
    if (options.exactLatency) {
      instance.on('response', (_client, status, _bytes, ms) => {
        if (status >= 200 && status < 300) times.push(ms);
      });
    }
  });
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!;
  const exact = options.exactLatency && times.length > 0;
  return {
    rps: result.requests.average,
    requests: result.requests.total,
    p50: exact ? at(0.5) : result.latency.p50,
    p99: exact ? at(0.99) : result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}
