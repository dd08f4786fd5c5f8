import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Queryable } from '../db/database';
import { randomToken } from './hashing';

export const SESSION_COOKIE = 'sj_sid';
const SESSION_ID = /^[A-Za-z0-9_-]{43}$/;
/** Sessions in which a phone was proven are forgotten after this long (the cookie is a browser-session cookie anyway). */
export const SESSION_TTL_MS = 2 * 24 * 3600_000;
/**
 * Sessions never proven by an SMS code are forgotten after an hour (docs/decisions/0099): the captcha
 * and the code they wait for live 5 minutes each, and a flood of captcha requests leaves no rows for days.
 */
export const UNPROVEN_SESSION_TTL_MS = 3600_000;

/** Where a session was minted, for its bound (upstream/src/enquiry/network.ts), and that bound. */
export interface SessionSource {
  key: string;
  max: number;
}

/**
 * The visitor's session id from the `sj_sid` cookie. Only ids this server minted count: an unknown
 * id (one an attacker planted in a victim's browser, session fixation) is replaced by a new one.
 * The cookie is HttpOnly, SameSite=Lax, Secure in production, and lives for the browser session.
 */
export async function sessionOf(db: Queryable, req: FastifyRequest, reply: FastifyReply, secure: boolean, now: number, source: SessionSource): Promise<string> {
  const current = req.cookies?.[SESSION_COOKIE];
  if (current && SESSION_ID.test(current)) {
    const rows = await db.query('select 1 from enquiry_session where id = $1 and created_at > $2 and (proven or created_at > $3)', [
      current,
      new Date(now - SESSION_TTL_MS),
      new Date(now - UNPROVEN_SESSION_TTL_MS),
    ]);
    if (rows.length) return current;
  }
  return mintSession(db, reply, secure, now, source);
}

/**
 * A new server-issued session, set on the reply. The source keeps at most `source.max` unproven
 * sessions: minting one more forgets its oldest (and their captchas), so one address asking for
 * captchas in a loop holds a bounded number of rows (docs/decisions/0099).
 */
export async function mintSession(db: Queryable, reply: FastifyReply, secure: boolean, now: number, source: SessionSource): Promise<string> {
  const id = randomToken();
  await db.query('insert into enquiry_session (id, created_at, source_key) values ($1, $2, $3)', [id, new Date(now), source.key]);
  const dropped = await db.query<{ id: string }>(
    `delete from enquiry_session where id in (
       select id from enquiry_session where source_key = $1 and not proven order by seq desc offset $2
     ) returning id`,
    [source.key, source.max],
  );
  if (dropped.length) await db.query('delete from captcha_challenge where session_id = any($1::text[])', [dropped.map((r) => r.id)]);
  setSessionCookie(reply, id, secure);
  return id;
}

export function setSessionCookie(reply: FastifyReply, id: string, secure: boolean): void {
  reply.setCookie(SESSION_COOKIE, id, { path: '/', httpOnly: true, sameSite: 'lax', secure });
}

/**
 * A new session id once the visitor proved a phone by SMS code: whoever knew the old id (a planted
 * one included) gains nothing. The verified phones move to the new id and the old id is dropped.
 * Runs inside the transaction that stores the enquiry; the caller sets the cookie once it committed.
 */
export async function renewSession(tx: Queryable, oldId: string, now: number): Promise<string> {
  const id = randomToken();
  await tx.query('insert into enquiry_session (id, created_at, proven) values ($1, $2, true)', [id, new Date(now)]);
  await tx.query('update enquiry_verified_phone set session_id = $2 where session_id = $1', [oldId, id]);
  await tx.query('delete from enquiry_session where id = $1', [oldId]);
  return id;
}

/**
 * Who an idempotency key belongs to: the session cookie the client presented, even one no longer
 * valid (a retry whose renewed cookie never arrived still carries the old one), else its new session.
 */
export function keyOwnerOf(req: FastifyRequest, sessionId: string): string {
  const presented = req.cookies?.[SESSION_COOKIE];
  return presented && SESSION_ID.test(presented) ? presented : sessionId;
}

export async function sweepSessions(db: Queryable, now: number): Promise<void> {
  await db.query('delete from enquiry_session where created_at < $1 or (not proven and created_at < $2)', [new Date(now - SESSION_TTL_MS), new Date(now - UNPROVEN_SESSION_TTL_MS)]);
  // A key's success is replayed for as long as its session lives; a refusal or an abandoned attempt only
  // for an hour (replaying it later changes nothing: its captcha is spent), so keyed requests sent in a
  // flood do not stay for days.
  await db.query('delete from idempotent_request where created_at < $1 or ((code is null or code <> 200) and created_at < $2)', [
    new Date(now - SESSION_TTL_MS),
    new Date(now - UNPROVEN_SESSION_TTL_MS),
  ]);
}
