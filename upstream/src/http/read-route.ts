import type { FastifyInstance, RouteHandlerMethod } from 'fastify';
import { calls, type CallName } from '@shangji/contract';

/**
 * Registers the handler of the contract's call `name` at its path (contract/src/calls.ts). Read calls
 * answer GET with a query string and POST with a form body alike (SPEC §7: posts are form-encoded).
 * Calls that share a path (a list and its keyword search) share one handler, registered once.
 */
export function readRoute(app: FastifyInstance, name: CallName, handler: RouteHandlerMethod) {
  app.route({ method: ['GET', 'POST'], url: calls[name].path, handler });
}
