import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Database } from './db/database';
import { BadRequest, messages } from './http/envelope';
import { requestSerializer } from './http/log';
import type { EnquiryOptions } from './enquiry/options';
import { testClock, testClockRoute } from './enquiry/test-clock';
import { loadConfig } from './config';
import { brandListRoutes } from './routes/brand-list';
import { classifyRoutes } from './routes/classify';
import { commentRoutes } from './routes/comments';
import { sitemapRoutes } from './routes/sitemap';
import { enquiryPaths, enquiryRoutes } from './routes/enquiry';
import { myEnquiryRoutes } from './routes/my-enquiries';
import { guestbookRoutes } from './routes/guestbook';
import { healthRoutes } from './routes/health';
import { homeRoutes } from './routes/home';
import { mapRoutes } from './routes/map';
import { mediaRoutes } from './routes/media';
import { newsRoutes } from './routes/news';
import { rankingRoutes } from './routes/rankings';
import { recordRoutes } from './routes/records';
import { relatedRoutes } from './routes/related';
import { searchRoutes } from './routes/search';
import { siteRoutes } from './routes/site';
import { topicRoutes } from './routes/topics';
import { uploadRoutes } from './routes/uploads';
import { zhaoshangRoutes } from './routes/zhaoshang';
import { maskedLogHooks } from '@shangji/contract';
import { backofficeRoutes } from './backoffice/routes';

export interface UpstreamOptions {
  db: Database;
  logger?: FastifyServerOptions['logger'];
  /** Config, clock, SMS provider and limits of the enquiry write path; defaults from loadConfig(). */
  enquiry?: EnquiryOptions;
  /**
   * Whose X-Forwarded-For to believe for `req.ip` (the per-IP SMS cap): Fastify `trustProxy` addresses.
   * Default: loopback only, where the gateway runs on one machine (docs/decisions/0014).
   */
  trustProxy?: string;
}

/** The franchise REST API (SPEC §7) over `db`; the caller decides whether and where to listen. */
export async function buildUpstream({ db, logger = false, enquiry, trustProxy = 'loopback' }: UpstreamOptions): Promise<FastifyInstance> {
  const app = Fastify({
    // Every line is masked as it is written: no full mobile number in any format (contract/src/log-mask.ts).
    logger: logger ? { ...(typeof logger === 'object' ? logger : {}), hooks: maskedLogHooks, serializers: { req: requestSerializer, ...(typeof logger === 'object' ? logger.serializers : {}) } } : logger,
    bodyLimit: 64 * 1024,
    trustProxy,
  });
  await app.register(formbody);
  await app.register(cookie);

  // Like the original API: code 400 and a Chinese msg inside HTTP 200 for bad input or unknown ids.
  app.setErrorHandler((err, req, reply) => {
    if (err instanceof BadRequest) return reply.code(200).send({ code: err.code, msg: err.message, data: null });
    const status = (err as { statusCode?: number }).statusCode;
    if (status && status >= 400 && status < 500) return reply.code(200).send({ code: 400, msg: messages.invalid, data: null });
    req.log.error(err);
    return reply.code(500).send({ code: 500, msg: messages.busy, data: null });
  });
  app.setNotFoundHandler((_req, reply) => reply.code(404).send({ code: 404, msg: messages.notFound, data: null }));

  // Outside production and without a clock of the caller's, one the end-to-end tests can move forward,
  // shared by both write paths (upstream/src/enquiry/test-clock.ts) and the reads that show placements,
  // so a test crosses a placement's start or end without waiting (docs/decisions/0123).
  const config = enquiry?.config ?? loadConfig();
  let writes: EnquiryOptions = { ...enquiry, config };
  if (!enquiry?.now && config.NODE_ENV !== 'production') {
    const clock = testClock();
    writes = { ...writes, now: clock.now };
    testClockRoute(app, enquiryPaths.testAdvanceClock, clock);
  }
  const now = writes.now ?? Date.now;
  for (const routes of [healthRoutes, zhaoshangRoutes, relatedRoutes, classifyRoutes, mapRoutes, guestbookRoutes, mediaRoutes,
    homeRoutes, siteRoutes, brandListRoutes, newsRoutes, topicRoutes, rankingRoutes, searchRoutes, commentRoutes, sitemapRoutes, recordRoutes]) {
    routes(app, db, now);
  }
  // Pictures uploaded in the back office (articles, topics: docs/decisions/0122), served at /media/u/.
  uploadRoutes(app, db);
  enquiryRoutes(app, db, writes);
  myEnquiryRoutes(app, db, writes);
  await backofficeRoutes(app, db, writes);
  return app;
}
