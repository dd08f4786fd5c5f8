import { buildUpstream } from './app';
import { ConfigError, loadConfig, type UpstreamConfig } from './config';
import { setListTotalTtl } from './db/list-totals';
import { openDatabase } from './db/open';
import { prepareDatabase } from './db/prepare';

let config: UpstreamConfig;
try {
  config = loadConfig();
} catch (err) {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
}

const started = performance.now();
const db = await openDatabase(config);
setListTotalTtl(config.LIST_TOTAL_TTL_MS);
const app = await buildUpstream({ db, logger: { level: config.LOG_LEVEL }, trustProxy: config.TRUST_PROXY });
await prepareDatabase(db, { seed: config.SEED, scale: config.SEED_SCALE, log: (m) => app.log.info(m) });
await app.listen({ port: config.UPSTREAM_PORT, host: config.UPSTREAM_HOST });
app.log.info(`upstream ready in ${Math.round(performance.now() - started)} ms`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    await app.close();
    await db.close();
    process.exit(0);
  });
}
