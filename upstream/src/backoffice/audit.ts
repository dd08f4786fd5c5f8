// The audit trail (docs/decisions/0116-0118; table audit_event, migration 0026): append-only, written
// with the caller's transaction so that an action and its record commit or fail together. Never a phone
// number or a name: subjects are ids (`enquiry:123`), addresses are network prefixes, details are
// small objects of ids and codes. `auditDetail` refuses anything that looks like a mainland mobile.
import type { Queryable } from '../db/database';

export interface AuditEntry {
  /** The acting account; null for the system (worker, retention) or an anonymous caller. */
  actor: number | null;
  /** What happened: `signin.ok`, `signin.fail`, `lead.reveal`, `lead.state`, `authz.refused`, … */
  action: string;
  /** On what: `enquiry:123`, `account:7`, `brand:3`, `job:9`; '' when nothing in particular. */
  subject?: string;
  brandId?: number | null;
  /** ok, refused, failed, locked. */
  outcome?: 'ok' | 'refused' | 'failed' | 'locked';
  /** The client network (networkOf), never the full address. */
  ipPrefix?: string;
  detail?: Record<string, string | number | boolean | null>;
  /** When (epoch ms); the caller's clock. */
  at: number;
}

const PHONE_LIKE = /1[3-9]\d{9}/;

/** The detail as stored: JSON text, refused when any value holds something like a mobile number. */
export function auditDetail(detail: AuditEntry['detail']): string {
  const text = JSON.stringify(detail ?? {});
  if (PHONE_LIKE.test(text)) throw new Error('audit detail must not hold a phone number');
  return text;
}

/** Appends one event in `q`'s transaction. */
export async function audit(q: Queryable, e: AuditEntry): Promise<void> {
  await q.query(
    `insert into audit_event (at, actor_account, action, subject, brand_id, outcome, ip_prefix, detail)
     values ($1, $2, $3, $4, $5, $6, $7, $8::jsonb)`,
    [new Date(e.at), e.actor, e.action, e.subject ?? '', e.brandId ?? null, e.outcome ?? 'ok', e.ipPrefix ?? '', auditDetail(e.detail)],
  );
}
