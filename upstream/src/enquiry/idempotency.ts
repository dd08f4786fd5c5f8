// Exactly once per idempotency key (docs/decisions/0019, 0082). The form sends a key per attempt in the
// `Idempotency-Key` header and the same key again when it retries an attempt whose outcome it never
// learned; the first attempt's outcome is kept and replayed.
//
// Three rules keep "stored once, none lost, none stuck" true when a process dies mid-write:
// - a key is held under a lease (seconds): a holder that died leaves the row in progress, and once the
//   lease has run out the next attempt with the same key takes it over and runs the work again;
// - the outcome is recorded in the same transaction as what the work wrote (the enquiry), and only by
//   the holder whose lease token is still on the row: a slow holder whose lease was taken over
//   commits nothing, so the work is never stored twice;
// - a key belongs to the session that made it: an attempt from any other session is refused as a
//   conflict and replays nothing (no outcome, no session cookie).
import { createHash } from 'node:crypto';
import type { Database, Queryable } from '../db/database';
import { EnquiryRefusal, enquiryMessages as m, KEY_CONFLICT_CODE } from './messages';
import { randomToken } from './hashing';

const KEY = /^[A-Za-z0-9_-]{16,100}$/;

/** How long an attempt holds its key before another attempt with the key may take it over. */
export const DEFAULT_LEASE_MS = 10_000;

export interface Outcome {
  msg: string;
  /** A session the attempt renewed to: set on the replay too (its Set-Cookie may never have arrived). */
  sessionId?: string;
}

/** The request's key; absent is allowed (older clients), malformed is refused. */
export function idempotencyKeyOf(header: string | string[] | undefined): string | null {
  if (header === undefined) return null;
  const key = Array.isArray(header) ? header[0] : header;
  if (!key || !KEY.test(key)) throw new EnquiryRefusal(m.invalid);
  return key;
}

/** Only a digest of the owning session is kept: the table never holds a usable session id. */
export const ownerDigest = (session: string) => createHash('sha256').update(`idem:${session}`).digest('base64url');

/** What the work is handed: `commit` runs the final writes and records the outcome in one transaction. */
export interface Holder {
  /**
   * Runs `write` in a transaction that also records `outcome` as this key's result. Throws (and
   * writes nothing) when this attempt no longer holds the key, because its lease was taken over.
   */
  commit<T>(write: (tx: Queryable) => Promise<T>, outcome: (result: T) => Outcome): Promise<T>;
}

export interface OnceOptions {
  route: string;
  key: string | null;
  /** The session the key belongs to: the cookie the client presented (or its new session when none). */
  owner: string;
  now: number;
  leaseMs?: number;
}

/**
 * Runs `work` once for (route, key). A repeat from the owning session gets the recorded outcome:
 * success as code 200 (`onReplay` sets its session), a refusal thrown again with its msg, or "still
 * running" while the first attempt holds its lease. A repeat from another session is a conflict.
 * Unexpected errors release the key: nothing was recorded as done, so a retry runs again.
 */
export async function once(db: Database, opts: OnceOptions, work: (holder: Holder) => Promise<Outcome>, onReplay: (outcome: Outcome) => void): Promise<Outcome> {
  const noKey: Holder = { commit: async (write, outcome) => { const r = await db.transaction(write); outcome(r); return r; } };
  const { route, key, now } = opts;
  if (!key) return work(noKey);
  const owner = ownerDigest(opts.owner);
  const token = randomToken();
  const lease = new Date(now + (opts.leaseMs ?? DEFAULT_LEASE_MS));
  // Reserve the key, or take over an in-progress key whose holder's lease ran out (same owner only).
  // Rows written before leases existed have none: an unfinished one of those is abandoned.
  const reserved = await db.query(
    `insert into idempotent_request as r (route, key, created_at, owner_hash, holder, lease_until) values ($1, $2, $3, $4, $5, $6)
     on conflict (route, key) do update set holder = excluded.holder, lease_until = excluded.lease_until, created_at = excluded.created_at
       where r.code is null and r.owner_hash = excluded.owner_hash and (r.lease_until is null or r.lease_until < $3)
     returning key`,
    [route, key, new Date(now), owner, token, lease],
  );
  if (!reserved.length) {
    const [row] = await db.query<{ code: number | null; msg: string | null; session_id: string | null; owner_hash: string | null }>(
      'select code, msg, session_id, owner_hash from idempotent_request where route = $1 and key = $2',
      [route, key],
    );
    // The owner is the session that made the key, or the session its outcome renewed to (a client that
    // already got the replay's cookie and asks again).
    if (row && row.owner_hash !== owner && row.session_id !== opts.owner) throw new EnquiryRefusal(m.keyConflict, KEY_CONFLICT_CODE);
    if (!row || row.code === null) throw new EnquiryRefusal(m.inProgress);
    const outcome = { msg: row.msg ?? '', sessionId: row.session_id ?? undefined };
    if (row.code !== 200) throw new EnquiryRefusal(outcome.msg);
    onReplay(outcome);
    return outcome;
  }
  // Records the outcome if this attempt still holds the key; false when it was taken over.
  const record = async (tx: Queryable, code: number, o: Outcome) =>
    (
      await tx.query('update idempotent_request set code = $3, msg = $4, session_id = $5, lease_until = null where route = $1 and key = $2 and holder = $6 and code is null returning key', [
        route,
        key,
        code,
        o.msg,
        o.sessionId ?? null,
        token,
      ])
    ).length > 0;
  let committed = false;
  const holder: Holder = {
    async commit(write, outcome) {
      const result = await db.transaction(async (tx) => {
        // Locks the row while this attempt still holds it: a takeover then waits for this transaction,
        // and an attempt whose lease was already taken over writes nothing.
        const held = await tx.query('select 1 from idempotent_request where route = $1 and key = $2 and holder = $3 and code is null for update', [route, key, token]);
        if (!held.length) throw new LeaseLost();
        const r = await write(tx);
        if (!(await record(tx, 200, outcome(r)))) throw new LeaseLost();
        return r;
      });
      committed = true;
      return result;
    },
  };
  try {
    const outcome = await work(holder);
    if (!committed) await holder.commit(async () => undefined, () => outcome);
    return outcome;
  } catch (error) {
    if (error instanceof LeaseLost) throw new EnquiryRefusal(m.inProgress);
    if (error instanceof EnquiryRefusal && !committed) await record(db, 400, { msg: error.message });
    else if (!committed) await db.query('delete from idempotent_request where route = $1 and key = $2 and holder = $3 and code is null', [route, key, token]);
    throw error;
  }
}

/** This attempt's lease was taken over by a retry: it must write nothing. */
class LeaseLost extends Error {}
