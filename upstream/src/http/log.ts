// Request log lines without full phone numbers: a mainland mobile in a request target (a query string
// such as ?mobile=, a path) is logged as 138****5678: a full number once landed in both logs.
import type { FastifyRequest } from 'fastify';

const MOBILE = /(?<!\d)(1\d{2})\d{4}(\d{4})(?!\d)/g;

export const maskPhones = (text: string): string => text.replace(MOBILE, '$1****$2');

/** Fastify's default request serializer, with the target masked. */
export function requestSerializer(req: FastifyRequest) {
  return { method: req.method, url: maskPhones(req.url), host: req.host, remoteAddress: req.ip, remotePort: req.socket?.remotePort };
}
