// Back-off and lock-out of failed sign-ins (docs/decisions/0116). Two counters, both moved by a wrong
// password and by a wrong (or replayed) second-factor code:
// - per account: 5 consecutive failures lock it for 15 minutes; each further 5 double the lock (30 min,
//   1 h, …), at most 24 hours. A success sets the count back to 0. The count is account.failed_signins,
//   which keeps growing across locks, so the n-th lock is failures / 5.
// - per client network (networkOf: IPv4 /24, IPv6 /64): 20 failures within 15 minutes lock the network
//   for 15 minutes (signin_throttle).
// A locked sign-in is answered 429 without looking at the password.
import type { Queryable } from '../../db/database';
import { audit } from '../audit';
import { BackofficeRefusal } from '../principal';

export const ACCOUNT_FAILURES = 5;
export const ACCOUNT_LOCK_MS = 15 * 60_000;
export const ACCOUNT_LOCK_MAX_MS = 24 * 3600_000;
export const NETWORK_FAILURES = 20;
export const NETWORK_WINDOW_MS = 15 * 60_000;
export const NETWORK_LOCK_MS = 15 * 60_000;

export const lockedMessage = (untilMs: number, nowMs: number) => `登录失败次数过多，请于${Math.max(1, Math.ceil((untilMs - nowMs) / 60_000))}分钟后再试`;

/** How long the n-th lock of an account lasts (n from 1). */
export const accountLockMs = (n: number) => Math.min(ACCOUNT_LOCK_MS * 2 ** Math.max(0, Math.min(n - 1, 20)), ACCOUNT_LOCK_MAX_MS);

const ms = (d: Date | string | null) => (d === null ? null : new Date(d).getTime());

/** When the network's lock ends, if it is locked now. */
export async function networkLockedUntil(q: Queryable, network: string, now: number): Promise<number | null> {
  const [row] = await q.query<{ locked_until: Date | null }>('select locked_until from signin_throttle where source = $1', [network]);
  const until = row ? ms(row.locked_until) : null;
  return until !== null && until > now ? until : null;
}

/** When the account's lock ends, if it is locked now. */
export async function accountLockedUntil(q: Queryable, accountId: number, now: number): Promise<number | null> {
  const [row] = await q.query<{ locked_until: Date | null }>('select locked_until from account where id = $1', [accountId]);
  const until = row ? ms(row.locked_until) : null;
  return until !== null && until > now ? until : null;
}

export interface Attempt {
  /** The account, when the login named one. */
  accountId: number | null;
  network: string;
  now: number;
}

/**
 * Refuses (429, recorded as signin.locked) when the network or the account is locked; the password is
 * then never looked at.
 */
export async function refuseIfLocked(q: Queryable, a: Attempt, what: 'password' | 'totp'): Promise<void> {
  const byNetwork = await networkLockedUntil(q, a.network, a.now);
  const byAccount = a.accountId === null ? null : await accountLockedUntil(q, a.accountId, a.now);
  const until = Math.max(byNetwork ?? 0, byAccount ?? 0);
  if (!until) return;
  await audit(q, {
    actor: a.accountId, action: 'signin.locked', subject: a.accountId === null ? '' : `account:${a.accountId}`, outcome: 'refused',
    ipPrefix: a.network, at: a.now, detail: { step: what, scope: byAccount ? 'account' : 'network' },
  });
  throw new BackofficeRefusal(429, lockedMessage(until, a.now));
}

/**
 * Counts one failure against the account (if known) and the network, in `tx`; records signin.locked
 * when either lock starts now. Answers when the new lock ends, if one started.
 */
export async function countFailure(tx: Queryable, a: Attempt): Promise<number | null> {
  let started: number | null = null;
  if (a.accountId !== null) {
    const [row] = await tx.query<{ failed_signins: number }>(
      'update account set failed_signins = failed_signins + 1 where id = $1 returning failed_signins',
      [a.accountId],
    );
    if (row && row.failed_signins % ACCOUNT_FAILURES === 0) {
      const n = row.failed_signins / ACCOUNT_FAILURES;
      const until = a.now + accountLockMs(n);
      await tx.query('update account set locked_until = $2 where id = $1', [a.accountId, new Date(until)]);
      await audit(tx, {
        actor: a.accountId, action: 'signin.locked', subject: `account:${a.accountId}`, outcome: 'locked', ipPrefix: a.network, at: a.now,
        detail: { scope: 'account', lock: n, minutes: Math.round((until - a.now) / 60_000) },
      });
      started = until;
    }
  }
  const windowStart = new Date(a.now - NETWORK_WINDOW_MS);
  const [net] = await tx.query<{ failures: number }>(
    `insert into signin_throttle (source, failures, window_start) values ($1, 1, $2)
     on conflict (source) do update set
       failures = case when signin_throttle.window_start <= $3 then 1 else signin_throttle.failures + 1 end,
       window_start = case when signin_throttle.window_start <= $3 then $2 else signin_throttle.window_start end
     returning failures`,
    [a.network, new Date(a.now), windowStart],
  );
  if (net && net.failures >= NETWORK_FAILURES) {
    const until = a.now + NETWORK_LOCK_MS;
    // The lock starts a new window: after it, 20 more failures lock the network again.
    await tx.query('update signin_throttle set locked_until = $2, failures = 0, window_start = $3 where source = $1', [a.network, new Date(until), new Date(a.now)]);
    await audit(tx, {
      actor: a.accountId, action: 'signin.locked', subject: a.accountId === null ? '' : `account:${a.accountId}`, outcome: 'locked', ipPrefix: a.network, at: a.now,
      detail: { scope: 'network', minutes: Math.round(NETWORK_LOCK_MS / 60_000) },
    });
    started = Math.max(started ?? 0, until);
  }
  // Networks whose window and lock are long over are forgotten (the table stays small).
  await tx.query('delete from signin_throttle where window_start < $1 and (locked_until is null or locked_until < $2)', [new Date(a.now - 24 * 3600_000), new Date(a.now)]);
  return started;
}

/** A success: the account's consecutive failures start again from 0 (the network's count stays). */
export async function clearFailures(tx: Queryable, accountId: number): Promise<void> {
  await tx.query('update account set failed_signins = 0, locked_until = null where id = $1', [accountId]);
}
