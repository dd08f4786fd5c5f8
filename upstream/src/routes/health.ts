import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';

export function healthRoutes(app: FastifyInstance, db: Database) {
  app.get('/healthz', async (_req, reply) => {
    try {
      await db.query('select 1');
      return { status: 'ok', database: db.kind };
    } catch {
      return reply.code(503).send({ status: 'unavailable', database: db.kind });
    }
  });
}
