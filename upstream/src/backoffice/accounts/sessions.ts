// Server-side sessions of back-office accounts (docs/decisions/0116): a random 32-byte secret goes to the
// gateway (which keeps it in an HttpOnly cookie on the admin origin); only its SHA-256 is stored. 12 hours
// at most, 2 hours unused ends it (principal.ts reads them). Listed with a public handle, revocable one by
// one or all at once.
import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { WireSignIn } from '@shangji/contract';
import type { Queryable } from '../../db/database';
import { networkOf } from '../../enquiry/network';
import { hashToken, SESSION_IDLE_MS, SESSION_TTL_MS } from '../principal';

/** A new secret: 32 random bytes, base64url (43 characters). */
export const newSecret = () => randomBytes(32).toString('base64url');

/** The public handle of a session: the first 16 hex characters of its hash (never the secret). */
export const HANDLE_LENGTH = 16;
export const handleOf = (sessionId: string) => sessionId.slice(0, HANDLE_LENGTH);
export const isHandle = (s: string) => new RegExp(`^[0-9a-f]{${HANDLE_LENGTH}}$`).test(s);

const secs = (ms: number) => Math.floor(ms / 1000);

/** What a new session begins in: the second factor due ('totp'), to be set up first ('totp_setup'), or none. */
export function firstStage(account: { totp_secret: string | null; staff_role: string | null }): WireSignIn['stage'] {
  if (account.totp_secret) return 'totp';
  return account.staff_role ? 'totp_setup' : 'done';
}

const userAgentOf = (req: FastifyRequest) => {
  const raw = req.headers['user-agent'];
  return (typeof raw === 'string' ? raw : '').replace(/[\u0000-\u001F\u007F]/g, '').slice(0, 300);
};

/** Opens a session for `accountId` in `tx`; answers the sign-in step with the secret. */
export async function openSession(
  tx: Queryable,
  req: FastifyRequest,
  account: { id: number; totp_secret: string | null; staff_role: string | null },
  now: number,
): Promise<WireSignIn> {
  const token = newSecret();
  const expires = now + SESSION_TTL_MS;
  const stage = firstStage(account);
  await tx.query(
    `insert into account_session (id, account_id, created_at, last_seen_at, expires_at, second_factor_at, ip_prefix, user_agent)
     values ($1, $2, $3, $3, $4, null, $5, $6)`,
    [hashToken(token), account.id, new Date(now), new Date(expires), networkOf(req.ip), userAgentOf(req)],
  );
  return { token, stage, expires: secs(expires) };
}

/** The session's absolute end (seconds), for answers that carry no new secret. */
export async function expiresOf(q: Queryable, sessionId: string): Promise<number> {
  const [row] = await q.query<{ expires_at: Date }>('select expires_at from account_session where id = $1', [sessionId]);
  return row ? secs(new Date(row.expires_at).getTime()) : 0;
}

/** The account's live sessions, newest first. */
export async function listSessions(q: Queryable, accountId: number, currentId: string, now: number) {
  const rows = await q.query<{ id: string; created_at: Date; last_seen_at: Date; expires_at: Date; ip_prefix: string; user_agent: string }>(
    `select id, created_at, last_seen_at, expires_at, ip_prefix, user_agent from account_session
      where account_id = $1 and revoked_at is null and expires_at > $2 and last_seen_at > $3
      order by created_at desc, id limit 100`,
    [accountId, new Date(now), new Date(now - SESSION_IDLE_MS)],
  );
  return rows.map((r) => ({
    id: handleOf(r.id),
    created: secs(new Date(r.created_at).getTime()),
    last_seen: secs(new Date(r.last_seen_at).getTime()),
    expires: secs(new Date(r.expires_at).getTime()),
    ip_prefix: r.ip_prefix,
    user_agent: r.user_agent,
    current: r.id === currentId,
  }));
}

/** Ends the account's session with this handle; answers whether one ended (another account's: never). */
export async function revokeByHandle(q: Queryable, accountId: number, handle: string, now: number): Promise<boolean> {
  if (!isHandle(handle)) return false;
  const rows = await q.query<{ id: string }>(
    `update account_session set revoked_at = $3 where account_id = $1 and left(id, ${HANDLE_LENGTH}) = $2 and revoked_at is null returning id`,
    [accountId, handle, new Date(now)],
  );
  return rows.length > 0;
}

export async function revokeSession(q: Queryable, sessionId: string, now: number): Promise<void> {
  await q.query('update account_session set revoked_at = $2 where id = $1 and revoked_at is null', [sessionId, new Date(now)]);
}

/** Ends every session of the account (sign out everywhere, a reset, a disable, a new enrolment). */
export async function revokeAllSessions(q: Queryable, accountId: number, now: number): Promise<number> {
  const rows = await q.query('update account_session set revoked_at = $2 where account_id = $1 and revoked_at is null returning id', [accountId, new Date(now)]);
  return rows.length;
}

/** Sessions long over are deleted now and then (kept a day after their end for the list's sake). */
export async function sweepSessions(q: Queryable, now: number): Promise<void> {
  await q.query('delete from account_session where expires_at < $1', [new Date(now - 24 * 3600_000)]);
}
