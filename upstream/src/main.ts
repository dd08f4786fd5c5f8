import { buildUpstream } from './app';
import { ConfigError, loadConfig, type UpstreamConfig } from './config';
import { setListTotalTtl } from './db/list-totals';
import { openDatabase } from './db/open';
import { prepareDatabase } from './db/prepare';
import { testClock, testClockRoute } from './enquiry/test-clock';
import { publicationSweep } from './content/publication-sweep';
import { startSchedule } from './jobs/schedule';
import { createLeadWorker } from './leads/worker';
import { placementSweep } from './placements/schedule';
import { enquiryPaths } from './routes/enquiry';
import { smsProviderFromConfig } from './sms/from-config';

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
// Outside production the write path's clock is one the end-to-end tests move forward; the lead worker
// reads the same clock, so a lead stored "later" is due for it at once (docs/decisions/0117).
const clock = config.NODE_ENV === 'production' ? null : testClock();
const now = clock?.now ?? Date.now;
const app = await buildUpstream({ db, logger: { level: config.LOG_LEVEL }, trustProxy: config.TRUST_PROXY, enquiry: { config, now } });
if (clock) testClockRoute(app, enquiryPaths.testAdvanceClock, clock);
await prepareDatabase(db, { seed: config.SEED, scale: config.SEED_SCALE, log: (m) => app.log.info(m) });
await app.listen({ port: config.UPSTREAM_PORT, host: config.UPSTREAM_HOST });
app.log.info(`upstream ready in ${Math.round(performance.now() - started)} ms`);

const log = (msg: string, err: unknown) => app.log.error({ err: err instanceof Error ? err.message : String(err ?? '') }, msg);
// Lead deliveries and the retention sweep (LEAD_WORKER_INTERVAL_MS; 0 = this instance runs none).
const worker = createLeadWorker({
  db,
  now,
  sms: smsProviderFromConfig(config, db, (line) => app.log.info(line), now),
  adminSiteUrl: config.ADMIN_SITE_URL,
  intervalMs: config.LEAD_WORKER_INTERVAL_MS,
  log,
});
worker.start();
// On every instance: scheduled articles and topics published at their time; each placement's start and
// end announced on the content feed, so every gateway drops what it cached before it (docs/decisions/0123).
// Both read the same clock as the public reads.
const schedule = startSchedule([publicationSweep(db, now), placementSweep(db, now)], log);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    await worker.stop();
    await schedule.stop();
    await app.close();
    await db.close();
    process.exit(0);
  });
}
