import type { Database, Queryable } from '../db/database';
import { hashSecret, secretMatches, sixDigitCode } from './hashing';
import { EnquiryRefusal, enquiryMessages as m } from './messages';
import { networkOf } from './network';
import type { EnquiryLimits } from './options';

// One lock for every code reservation: counting and inserting stay atomic across instances,
// so parallel requests cannot slip past a cap. Reservations are rare and short.
export const SMS_LOCK = 7_301_011;

const HOUR = 3600_000;
const DAY = 24 * HOUR;

/** The share of a budget kept for networks that have not bought from it yet (docs/decisions/0098). */
export const reservedOf = (budget: number) => Math.floor(budget / 5);

/**
 * Checks the limits (docs/decisions/0011, 0098) and, within them, stores a new hashed code for mobile +
 * session. Throws EnquiryRefusal (nothing stored) when a limit is reached:
 * - per number and requesting network: 1 per gap, `numberHourly` an hour, `numberDaily` a day — they
 *   stop whoever keeps asking, not the number's owner asking from elsewhere;
 * - per number from all networks: `numberDailyAll` a day, its last fifth for networks new to it;
 * - per address `ipDaily`, per network `prefixDaily` a day;
 * - in all `globalDaily` a day, its last fifth for networks that bought nothing in the window, so one
 *   actor (however many networks it uses up) cannot spend the day's budget for everyone.
 */
export async function reserveCode(
  db: Database,
  req: { mobile: string; sessionId: string; ip: string; now: number },
  limits: EnquiryLimits,
): Promise<string> {
  const { mobile, sessionId, ip, now } = req;
  const prefix = networkOf(ip);
  return db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [SMS_LOCK]);
    const [c] = await tx.query<{ gap: number; hour: number; day: number; number: number; ip: number; prefix: number; all: number }>(
      `select count(*) filter (where mobile = $1 and source_prefix = $6 and created_at > $2)::int as gap,
              count(*) filter (where mobile = $1 and source_prefix = $6 and created_at > $3)::int as hour,
              count(*) filter (where mobile = $1 and source_prefix = $6)::int as day,
              count(*) filter (where mobile = $1)::int as number,
              count(*) filter (where source_ip = $5)::int as ip,
              count(*) filter (where source_prefix = $6)::int as prefix,
              count(*)::int as all
         from sms_code where created_at > $4`,
      [mobile, new Date(now - limits.numberGapMs), new Date(now - HOUR), new Date(now - DAY), ip, prefix],
    );
    if (c!.gap > 0) throw new EnquiryRefusal(m.tooSoon);
    if (c!.hour >= limits.numberHourly) throw new EnquiryRefusal(m.numberHourly);
    if (c!.day >= limits.numberDaily) throw new EnquiryRefusal(m.numberDaily);
    if (c!.number >= limits.numberDailyAll || (c!.day > 0 && c!.number >= limits.numberDailyAll - reservedOf(limits.numberDailyAll))) {
      throw new EnquiryRefusal(m.numberDaily);
    }
    if (c!.ip >= limits.ipDaily) throw new EnquiryRefusal(m.ipDaily);
    if (c!.prefix >= limits.prefixDaily) throw new EnquiryRefusal(m.prefixDaily);
    if (c!.all >= limits.globalDaily || (c!.prefix > 0 && c!.all >= limits.globalDaily - reservedOf(limits.globalDaily))) {
      throw new EnquiryRefusal(m.globalDaily);
    }
    const code = sixDigitCode();
    await tx.query(
      'insert into sms_code (mobile, session_id, source_ip, source_prefix, code_hash, created_at, expires_at) values ($1, $2, $3, $4, $5, $6, $7)',
      [mobile, sessionId, ip, prefix, hashSecret(code), new Date(now), new Date(now + limits.codeTtlMs)],
    );
    return code;
  });
}

/** Codes bought by the network of `ip` in the last hour: what the proof of work's difficulty rises with. */
export async function recentPurchases(db: Queryable, ip: string, now: number): Promise<number> {
  const [row] = await db.query<{ n: number }>('select count(*)::int as n from sms_code where source_prefix = $1 and created_at > $2', [networkOf(ip), new Date(now - HOUR)]);
  return row!.n;
}

/**
 * Checks `code` against the latest code sent to mobile for this session. Every check counts (committed
 * at once, whatever happens next), at most `codeMaxChecks`; an expired, used-up or already verified
 * code is refused. Returns the code's id: `markCodeVerified` records the proof in the transaction that
 * uses it, so a process dying before that commit leaves the code usable by the retry.
 */
export async function checkCode(
  db: Queryable,
  req: { mobile: string; sessionId: string; code: string; now: number },
  limits: EnquiryLimits,
): Promise<number> {
  const { mobile, sessionId, code, now } = req;
  const [row] = await db.query<{ id: number; code_hash: string }>(
    `update sms_code set attempts = attempts + 1
      where id = (select id from sms_code where mobile = $1 and session_id = $2 order by created_at desc, id desc limit 1)
        and verified_at is null and attempts < $3 and expires_at > $4
      returning id, code_hash`,
    [mobile, sessionId, limits.codeMaxChecks, new Date(now)],
  );
  if (!row) throw new EnquiryRefusal(m.smsCodeExpired);
  if (!secretMatches(row.code_hash, code)) throw new EnquiryRefusal(m.smsCodeInvalid);
  return row.id;
}

/** Marks code `codeId` used and the phone verified for the session; refused if the code was used meanwhile. */
export async function markCodeVerified(tx: Queryable, codeId: number, sessionId: string, mobile: string, now: number): Promise<void> {
  const used = await tx.query('update sms_code set verified_at = $2 where id = $1 and verified_at is null returning id', [codeId, new Date(now)]);
  if (!used.length) throw new EnquiryRefusal(m.smsCodeExpired);
  await markVerified(tx, sessionId, mobile, now);
}

async function markVerified(tx: Queryable, sessionId: string, mobile: string, now: number) {
  await tx.query(
    `insert into enquiry_verified_phone (session_id, mobile, verified_at) values ($1, $2, $3)
     on conflict (session_id, mobile) do update set verified_at = excluded.verified_at`,
    [sessionId, mobile, new Date(now)],
  );
}

/** Whether this session verified this phone by code within `verifiedTtlMs`. */
export async function isVerified(db: Queryable, sessionId: string, mobile: string, now: number, limits: EnquiryLimits): Promise<boolean> {
  const rows = await db.query('select 1 from enquiry_verified_phone where session_id = $1 and mobile = $2 and verified_at > $3', [
    sessionId,
    mobile,
    new Date(now - limits.verifiedTtlMs),
  ]);
  return rows.length > 0;
}
