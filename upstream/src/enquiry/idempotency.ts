// Exactly once per idempotency key (issue 12, finding 6: with the upstream stalled the gateway answered
// UPSTREAM_TIMEOUT, the visitor retried, and every attempt was stored). The form sends a key per attempt
// in the `Idempotency-Key` header and the same key again when it retries an attempt whose outcome it
// never learned; the first attempt's outcome is kept and replayed.
import type { Queryable } from '../db/database';
import { EnquiryRefusal, enquiryMessages as m } from './messages';

const KEY = /^[A-Za-z0-9_-]{16,100}$/;

export interface Outcome {
  msg: string;
  /** A session the attempt renewed to: set on the replay too. */
  sessionId?: string;
}

/** The request's key; absent is allowed (older clients), malformed is refused. */
export function idempotencyKeyOf(header: string | string[] | undefined): string | null {
  if (header === undefined) return null;
  const key = Array.isArray(header) ? header[0] : header;
  if (!key || !KEY.test(key)) throw new EnquiryRefusal(m.invalid);
  return key;
}

/**
 * Runs `work` once for (route, key). A repeat gets the recorded outcome: success as code 200, a
 * refusal thrown again with its msg, or "still running" while the first attempt has not finished.
 * Unexpected errors release the key: nothing was recorded as done, so a retry runs again.
 */
export async function once(
  db: Queryable,
  route: string,
  key: string | null,
  now: number,
  work: () => Promise<Outcome>,
  onReplay: (outcome: Outcome) => void,
): Promise<Outcome> {
  if (!key) return work();
  const reserved = await db.query('insert into idempotent_request (route, key, created_at) values ($1, $2, $3) on conflict do nothing returning key', [route, key, new Date(now)]);
  if (!reserved.length) {
    const [row] = await db.query<{ code: number | null; msg: string | null; session_id: string | null }>(
      'select code, msg, session_id from idempotent_request where route = $1 and key = $2',
      [route, key],
    );
    if (!row || row.code === null) throw new EnquiryRefusal(m.inProgress);
    const outcome = { msg: row.msg ?? '', sessionId: row.session_id ?? undefined };
    if (row.code !== 200) throw new EnquiryRefusal(outcome.msg);
    onReplay(outcome);
    return outcome;
  }
  const record = (code: number, msg: string, sessionId: string | null) =>
    db.query('update idempotent_request set code = $3, msg = $4, session_id = $5 where route = $1 and key = $2', [route, key, code, msg, sessionId]);
  try {
    const outcome = await work();
    await record(200, outcome.msg, outcome.sessionId ?? null);
    return outcome;
  } catch (error) {
    if (error instanceof EnquiryRefusal) await record(400, error.message, null);
    else await db.query('delete from idempotent_request where route = $1 and key = $2', [route, key]);
    throw error;
  }
}
