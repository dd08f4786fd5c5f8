// Retention (docs/decisions/0117; the consent's promise, contract/src/consent.ts): ENQUIRY_RETENTION_DAYS
// after submission an enquiry's personal data is erased — name, number, message, address, the source
// address and the session — and the lead moves to 已过期. The row stays without them, so anonymous counts
// (per brand, per day, per state) remain. Pending deliveries are cancelled; free-text notes of disputes
// and relays, which may quote the enquirer, are cleared too. Run by the worker every hour and at start.
import { ENQUIRY_RETENTION_DAYS } from '@shangji/contract';
import type { Database } from '../db/database';
import { audit } from '../backoffice/audit';

const DAY = 24 * 3600_000;
/** Rows erased per transaction (a backlog is worked through in several). */
export const ERASE_BATCH = 5000;

/** Erases every enquiry submitted before `now - ENQUIRY_RETENTION_DAYS`; answers how many. */
export async function eraseExpired(db: Database, now: number): Promise<number> {
  const cut = new Date(now - ENQUIRY_RETENTION_DAYS * DAY);
  const at = new Date(now);
  let total = 0;
  for (;;) {
    const n = await db.transaction(async (tx) => {
      const ids = (
        await tx.query<{ id: number }>(
          `update enquiry set name = '', mobile = '', content = '', address = '', source_ip = '', session_id = '',
                              lead_state = 'expired', erased_at = $2
            where id in (select id from enquiry where erased_at is null and created_at < $1 order by created_at limit ${ERASE_BATCH} for update skip locked)
            returning id`,
          [cut, at],
        )
      ).map((r) => r.id);
      if (!ids.length) return 0;
      await tx.query(`update lead_job set status = 'cancelled', locked_until = null, done_at = $2 where enquiry_id = any($1::int[]) and status in ('pending', 'running')`, [ids, at]);
      await tx.query(`insert into lead_event (enquiry_id, state, at, actor) select unnest($1::int[]), 'expired', $2, 'system'`, [ids, at]);
      await tx.query(`update lead_dispute set note = '', decision_note = '' where enquiry_id = any($1::int[])`, [ids]);
      await tx.query(`update lead_relay set note = '' where enquiry_id = any($1::int[])`, [ids]);
      await audit(tx, { actor: null, action: 'lead.expire', at: now, detail: { count: ids.length, days: ENQUIRY_RETENTION_DAYS } });
      return ids.length;
    });
    total += n;
    if (n < ERASE_BATCH) return total;
  }
}
