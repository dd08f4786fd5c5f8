// The back office's routes under /admin/v1/ (contract/src/backoffice-calls.ts), in one Fastify scope
// whose error handler answers every refusal as an envelope: code 400/401/403/429 with a Chinese msg
// inside HTTP 200, like the rest of the upstream. Nothing here is cacheable.
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import type { EnquiryOptions } from '../enquiry/options';
import { accountRoutes } from './accounts/routes';
import { brandEditRoutes } from './edits/routes';
import { articleRoutes } from './articles/routes';
import { leadRoutes } from './leads/routes';
import { placementRoutes } from '../placements/routes';
import { importRoutes } from '../brand-import/routes';
import { claimBackofficeRoutes } from './claims';
import { testAccountRoutes } from './accounts/test-accounts';
import { BackofficeRefusal } from './principal';

export async function backofficeRoutes(app: FastifyInstance, db: Database, options: EnquiryOptions): Promise<void> {
  await app.register(async (scope) => {
    scope.addHook('onSend', async (_req, reply) => {
      reply.header('cache-control', 'no-store');
    });
    scope.setErrorHandler((err, req, reply) => {
      if (err instanceof BackofficeRefusal) return reply.code(200).send({ code: err.code, msg: err.message, data: null });
      const status = (err as { statusCode?: number }).statusCode;
      if (status && status >= 400 && status < 500) return reply.code(200).send({ code: 400, msg: '参数错误', data: null });
      req.log.error(err);
      return reply.code(500).send({ code: 500, msg: '系统繁忙，请稍后再试', data: null });
    });
    accountRoutes(scope, db, options);
    leadRoutes(scope, db, options);
    placementRoutes(scope, db, options);
    importRoutes(scope, db, options);
    brandEditRoutes(scope, db, options);
    articleRoutes(scope, db, options);
    claimBackofficeRoutes(scope, db, options);
    // End-to-end tests' accounts (accounts/test-accounts.ts): only with NODE_ENV=test, never merely "not
    // production" — a development server reachable from a network must not hand out administrators.
    if (options.config?.NODE_ENV === 'test') testAccountRoutes(scope, db, options.now ?? Date.now);
  });
}
