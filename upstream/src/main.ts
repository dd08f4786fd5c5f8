import { buildUpstream } from './app';
import { ConfigError, loadConfig, type UpstreamConfig } from './config';
import { setListTotalTtl } from './db/list-totals';
import { openDatabase } from './db/open';
import { prepareDatabase } from './db/prepare';
import { testClock, testClockRoute } from './enquiry/test-clock';
import { startPublicationSweep } from './content/publication-sweep';
import { createLeadWorker } from './leads/worker';
import { PLACEMENT_SWEEP_MS, sweepPlacements } from './placements/schedule';
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

// Lead deliveries and the retention sweep (LEAD_WORKER_INTERVAL_MS; 0 = this instance runs none).
const worker = createLeadWorker({
  db,
  now,
  sms: smsProviderFromConfig(config, db, (line) => app.log.info(line), now),
  adminSiteUrl: config.ADMIN_SITE_URL,
  intervalMs: config.LEAD_WORKER_INTERVAL_MS,
  log: (msg, err) => app.log.error({ err: err instanceof Error ? err.message : String(err ?? '') }, msg),
});
worker.start();
// Scheduled articles and topics published at their time, on every instance.
const publications = startPublicationSweep({ db, now, log: (msg, err) => app.log.error({ err: err instanceof Error ? err.message : String(err ?? '') }, msg) });

// Each placement's start and end announced on the content feed, so every gateway drops what it cached
// before it (docs/decisions/0123); reads the same clock as the public reads.
const placementSweep = setInterval(() => {
  sweepPlacements(db, now()).catch((err) => app.log.error({ err: err instanceof Error ? err.message : String(err) }, 'placement sweep failed'));
}, PLACEMENT_SWEEP_MS);
placementSweep.unref();

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    clearInterval(placementSweep);
    await worker.stop();
    await publications.stop();
    await app.close();
    await db.close();
    process.exit(0);
  });
}
