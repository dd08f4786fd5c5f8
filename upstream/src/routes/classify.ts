import type { FastifyInstance } from 'fastify';
import { loadClassify } from '../categories/classify-lists';
import type { Database } from '../db/database';
import { ok } from '../http/envelope';
import { readRoute } from '../http/read-route';

export function classifyRoutes(app: FastifyInstance, db: Database) {
  readRoute(app, 'classify', async () => ok(await loadClassify(db)));
}
