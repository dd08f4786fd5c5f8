import type { FastifyInstance, RouteHandlerMethod } from 'fastify';

/** Read calls answer GET with a query string and POST with a form body alike (SPEC §7: posts are form-encoded). */
export function readRoute(app: FastifyInstance, url: string, handler: RouteHandlerMethod) {
  app.route({ method: ['GET', 'POST'], url, handler });
}
