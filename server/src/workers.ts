// GATEWAY_WORKERS > 1 (docs/decisions/0138): the gateway on several cores of one machine. This process,
// node:cluster's primary, serves nothing itself: it forks that many gateways, which share its listening
// ports (the primary hands each new connection to the next worker in turn). Each worker is a gateway
// like one on another machine: its own in-process caches and render queue, over the one upstream and,
// when REDIS_URL is set, the one Redis; an edit goes live on each within CONTENT_POLL_MS as on any
// gateway. The one thing that must count for the machine rather than per process is the in-process
// limits (requests per address, 查看电话 per day: rate-limit.ts): the primary keeps those counts
// (rate-limiter-flexible's cluster limiter), so two workers never give an address two allowances.
import cluster, { type Worker } from 'node:cluster';
import { RateLimiterClusterMaster } from 'rate-limiter-flexible';

/** What a worker sends its primary once every listener of its gateway is open. */
export const WORKER_READY = 'shangji:gateway-ready';
/**
 * The argument a worker is started with: it was forked here, so this primary keeps its in-process counts.
 * (A gateway run under another cluster manager, PM2's say, is a cluster worker too, with nobody to ask.)
 */
export const WORKER_FLAG = '--gateway-worker';

/** Whether this process is a worker that runWorkers forked (its primary keeps the in-process counts). */
export function isForkedWorker(): boolean {
  return cluster.isWorker && process.argv.includes(WORKER_FLAG);
}

/** A crashed worker's replacement starts after this: one crashing on every request must not spin the primary. */
const RESTART_DELAY_MS = 1000;
/** How long the workers have to close their connections after SIGTERM before they are killed. */
const STOP_GRACE_MS = 10_000;

/**
 * Forks `count` gateway workers and keeps them running: a worker that crashes after it was serving is
 * replaced; one that stops before it ever listened (a port taken, the upstream's address wrong) stops
 * them all, with the primary exiting 1, as a single gateway would. SIGTERM and SIGINT stop every worker
 * gracefully (each closes its listeners and connections) and then the primary.
 */
export function runWorkers(count: number): void {
  // Before the first fork: the workers' cluster limiters introduce themselves to it as they start.
  new RateLimiterClusterMaster();
  cluster.setupPrimary({ args: [...process.argv.slice(2), WORKER_FLAG] });
  const ready = new Set<number>();
  /** Set once the gateway is stopping: the code the primary exits with when the last worker is gone. */
  let exitCode: number | undefined;

  const fork = () => {
    const worker = cluster.fork();
    worker.on('message', (message: unknown) => {
      if (message === WORKER_READY) ready.add(worker.id);
    });
  };
  const running = () => Object.values(cluster.workers ?? {}).filter((w): w is Worker => w !== undefined && !w.isDead());

  const stop = (code: number) => {
    if (exitCode !== undefined) return;
    exitCode = code;
    const left = running();
    if (left.length === 0) process.exit(code);
    for (const worker of left) worker.process.kill('SIGTERM');
    setTimeout(() => {
      for (const worker of running()) worker.process.kill('SIGKILL');
      process.exit(code);
    }, STOP_GRACE_MS).unref();
  };

  cluster.on('exit', (worker, code, signal) => {
    if (exitCode !== undefined) {
      if (running().length === 0) process.exit(exitCode);
      return;
    }
    const how = signal ? `signal ${signal}` : `code ${code}`;
    if (!ready.has(worker.id)) {
      console.error(`gateway worker ${worker.process.pid} stopped before it listened (${how}); stopping the gateway`);
      stop(1);
      return;
    }
    ready.delete(worker.id);
    console.error(`gateway worker ${worker.process.pid} stopped (${how}); starting another`);
    setTimeout(() => {
      if (exitCode === undefined) fork();
    }, RESTART_DELAY_MS);
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => stop(0));

  for (let i = 0; i < count; i++) fork();
  console.log(`gateway: ${count} workers (pid ${process.pid} is their primary)`);
}
