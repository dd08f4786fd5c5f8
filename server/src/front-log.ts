// The two request log lines Fastify writes for every request it routes ("incoming request", "request
// completed": log.ts shapes them), written by a handler that answers in front of Fastify at the node:http
// level (the GraphQL endpoint, decision 0145; page-cache hits, decision 0147), so that the log reads the
// same whichever way a request was answered.
import type { FastifyBaseLogger } from 'fastify';
import type { IncomingMessage, ServerResponse } from 'node:http';

// The levels at which Fastify writes its two request lines.
const LOGS_REQUESTS = new Set(['info', 'debug', 'trace']);

/**
 * A request logger for the requests one front answers: each gets a child logger with a request id of its
 * own (`<prefix>-<n>`, apart from Fastify's numbering), its "incoming request" line at once and its
 * "request completed" line when the answer is finished. Below info, the app's logger and no lines.
 */
export function frontRequestLog(appLog: FastifyBaseLogger, prefix: string): (req: IncomingMessage, res: ServerResponse, ip: string | ((req: IncomingMessage) => string)) => FastifyBaseLogger {
  let served = 0;
  return (req, res, address) => {
    if (!LOGS_REQUESTS.has(appLog.level)) return appLog;
    // The address (a header read behind a trusted proxy) only when it is logged.
    const ip = typeof address === 'string' ? address : address(req);
    const started = performance.now();
    const log = appLog.child({ reqId: `${prefix}-${(served++).toString(36)}` });
    // Shaped as the Fastify request the logger's serializer reads (log.ts requestSerializer).
    log.info({ req: { method: req.method, url: req.url ?? '/', host: req.headers.host, ip, socket: req.socket } }, 'incoming request');
    res.once('finish', () => log.info({ res: { statusCode: res.statusCode }, responseTime: performance.now() - started }, 'request completed'));
    return log;
  };
}
