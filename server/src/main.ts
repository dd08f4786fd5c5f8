// Process entry: configuration, then listen. A bad environment stops here with the variable's name.
// With GATEWAY_WORKERS > 1 this process forks that many gateways instead (workers.ts).
import cluster from 'node:cluster';
import { ConfigError, loadConfig } from './config';
import { isForkedWorker, runWorkers, WORKER_READY } from './workers';

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  if (config.workers > 1 && cluster.isPrimary) {
    runWorkers(config.workers);
    return;
  }
  // Loaded only by a process that serves: the primary of workers forks them at once instead of first loading
  // the whole gateway (about 5 s on a busy 2-core host) for nothing, and a bad setting is reported at once.
  const { adminSiteOf, buildGateway, mobileSiteOf } = await import('./app');
  // A worker forked by runWorkers (its primary also keeps the in-process rate counts: rate-limit.ts).
  const forked = isForkedWorker();
  const app = await buildGateway(config);
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    void app.close().then(() => process.exit(0));
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, stop);
  // A worker whose primary is gone (killed, not stopped) no longer receives connections: it stops too.
  if (forked) process.once('disconnect', stop);
  // The main port last: its /healthz answers only once every listener is up, so a port taken from under
  // the mobile site or the back office fails the start instead of leaving a half-served gateway that reads
  // healthy (docs/decisions/0150).
  // The mobile site, same process, own origin (docs/decisions/0100).
  if (config.mobilePort) await mobileSiteOf(app).listen({ port: config.mobilePort, host: config.host });
  // The back office, same process, own origin (docs/decisions/0118).
  if (config.adminPort) await adminSiteOf(app).listen({ port: config.adminPort, host: config.host });
  await app.listen({ port: config.port, host: config.host });
  if (forked) process.send?.(WORKER_READY);
}

await main();
