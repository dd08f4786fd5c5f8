import type { FastifyReply, FastifyRequest } from 'fastify';
import { randomToken } from './hashing';

export const SESSION_COOKIE = 'sj_sid';
const SESSION_ID = /^[A-Za-z0-9_-]{43}$/;

/**
 * The visitor's session id from the `sj_sid` cookie, minted (32 random bytes) when absent or malformed.
 * It is a browser-session cookie: HttpOnly, SameSite=Lax, Secure in production.
 */
export function sessionOf(req: FastifyRequest, reply: FastifyReply, secure: boolean): string {
  const current = req.cookies?.[SESSION_COOKIE];
  if (current && SESSION_ID.test(current)) return current;
  const id = randomToken();
  reply.setCookie(SESSION_COOKIE, id, { path: '/', httpOnly: true, sameSite: 'lax', secure });
  return id;
}
