// How the back office reads leads (docs/decisions/0117): one row shape, masked by default, and the
// list SQL of a brand inbox and the staff desk over the (recipient, time) indexes of migrations 0026/0027.
import { LEAD_CLOSED, type LeadState, type WireLead, type WireLeadRow } from '@shangji/contract';
import type { Queryable } from '../../db/database';
import { maskMobile } from '../../enquiry/phone';

export interface LeadDbRow {
  id: number;
  aid: number | null;
  recipient_brand: number | null;
  title: string;
  name: string;
  mobile: string;
  address: string;
  content: string;
  consent_text: string;
  lead_state: LeadState;
  status: string;
  created_at: Date | string;
  delivered_at: Date | string | null;
  first_viewed_at: Date | string | null;
  first_contacted_at: Date | string | null;
  erased_at: Date | string | null;
  disputed: boolean;
}

export const LEAD_COLUMNS = `e.id, e.aid, e.recipient_brand, e.title, e.name, e.mobile, e.address, e.content, e.consent_text, e.lead_state,
  e.status, e.created_at, e.delivered_at, e.first_viewed_at, e.first_contacted_at, e.erased_at,
  exists (select 1 from lead_dispute d where d.enquiry_id = e.id) as disputed`;

export const secs = (d: Date | string) => Math.floor(new Date(d).getTime() / 1000);
const secsOrNull = (d: Date | string | null) => (d === null ? null : secs(d));

/** Withdrawn, expired or erased: its contact details are shown to nobody (the row stays, bare). */
export const isBare = (r: Pick<LeadDbRow, 'lead_state' | 'status' | 'erased_at'>) =>
  r.lead_state === 'withdrawn' || r.lead_state === 'expired' || r.status === 'withdrawn' || r.erased_at !== null;

/** Closed for contact (withdrawn, expired, credited; contract/src/lead-states.ts): no reveal. */
export const isClosed = (r: Pick<LeadDbRow, 'lead_state' | 'status' | 'erased_at'>) => isBare(r) || LEAD_CLOSED.includes(r.lead_state);

/** 张三 → 张**; '' stays ''. */
export const maskedName = (name: string) => {
  const first = [...name.trim()][0];
  return first ? `${first}**` : '';
};

/**
 * A list row. 'masked': the recipient's view (name's first character, 138****1234); 'none': support's
 * view of another recipient's (a brand's) lead while deciding its dispute — no name, no number.
 */
export function leadRow(r: LeadDbRow, view: 'masked' | 'none' = 'masked'): WireLeadRow {
  const bare = view === 'none' || isBare(r);
  return {
    id: r.id,
    brand_id: r.aid,
    brand_title: r.title,
    name: bare ? '' : maskedName(r.name),
    mobile: bare || !r.mobile ? '' : maskMobile(r.mobile),
    region: r.address,
    state: r.lead_state,
    created: secs(r.created_at),
    delivered: secsOrNull(r.delivered_at),
    first_viewed: secsOrNull(r.first_viewed_at),
    first_contacted: secsOrNull(r.first_contacted_at),
    recipient: r.recipient_brand === null ? 'site' : 'brand',
    disputed: Boolean(r.disputed),
  };
}

export type LeadScope = { kind: 'brand'; brand: number } | { kind: 'desk' };

export interface LeadFilter {
  state?: LeadState;
  q?: string;
}

const likeEscaped = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The WHERE of a scope's rows: `recipient_brand = $1` (the partial indexes enquiry_recipient_brand and
 * enquiry_recipient_brand_state) or `recipient_brand is null` (enquiry_desk, enquiry_desk_state). The
 * keyword matches the brand's title or the region, never a number or a name.
 */
export function scopeWhere(scope: LeadScope, f: LeadFilter): { sql: string; params: unknown[] } {
  const params: unknown[] = [];
  const parts: string[] = [];
  if (scope.kind === 'brand') {
    params.push(scope.brand);
    parts.push(`e.recipient_brand = $${params.length}`);
  } else {
    parts.push('e.recipient_brand is null');
  }
  if (f.state) {
    params.push(f.state);
    parts.push(`e.lead_state = $${params.length}`);
  }
  if (f.q) {
    params.push(likeEscaped(f.q));
    parts.push(`(e.title ilike $${params.length} or e.address ilike $${params.length})`);
  }
  return { sql: parts.join(' and '), params };
}

/** Order of a list: by time (default), or grouped by state then time, in one direction (both index-served). */
export const orderOf = (sort: 'created' | 'state', dir: 'asc' | 'desc', t: string) =>
  sort === 'state' ? `${t}.lead_state ${dir}, ${t}.created_at ${dir}, ${t}.id ${dir}` : `${t}.created_at ${dir}, ${t}.id ${dir}`;

/**
 * Totals are exact up to this; past it a list answers LEAD_TOTAL_CAP + 1, "more than 10,000" (the
 * back office shows 10,000+ and pages on while pages are full). Counting a big brand's 200,000 leads
 * exactly costs 75-570 ms on PostgreSQL; counting to 10,001 costs a few ms (docs/decisions/0117).
 */
export const LEAD_TOTAL_CAP = 10_000;

/**
 * A list found past the cap stays past it for this long without counting again (per process and list):
 * only leaving the cap — 10,000 rows gone from one list within a minute — would be missed meanwhile.
 * Without a visibility map (no VACUUM yet) counting to 10,001 reads 10,001 heap pages: 140-300 ms.
 */
export const OVER_CAP_TTL_MS = 60_000;
const overCap = new WeakMap<Queryable, Map<string, number>>();

/** One page of a scope: its rows (ids read from the index first, then their columns) and its total. */
export async function leadPage(
  q: Queryable,
  scope: LeadScope,
  f: LeadFilter,
  page: { sort: 'created' | 'state'; dir: 'asc' | 'desc'; limit: number; offset: number },
): Promise<{ total: number; rows: LeadDbRow[] }> {
  const where = scopeWhere(scope, f);
  const n = where.params.length;
  const rows = await q.query<LeadDbRow>(
    `select ${LEAD_COLUMNS}
       from (select e.id, e.lead_state, e.created_at from enquiry e where ${where.sql}
              order by ${orderOf(page.sort, page.dir, 'e')} limit $${n + 1} offset $${n + 2}) k
       join enquiry e on e.id = k.id
      order by ${orderOf(page.sort, page.dir, 'k')}`,
    [...where.params, page.limit, page.offset],
  );
  return { total: await cappedTotal(q, where), rows };
}

async function cappedTotal(q: Queryable, where: { sql: string; params: unknown[] }): Promise<number> {
  const key = `${where.sql}\0${JSON.stringify(where.params)}`;
  let known = overCap.get(q);
  if (!known) overCap.set(q, (known = new Map()));
  const at = known.get(key);
  if (at !== undefined && Date.now() - at < OVER_CAP_TTL_MS) return LEAD_TOTAL_CAP + 1;
  const [c] = await q.query<{ n: number }>(`select count(*)::int as n from (select 1 from enquiry e where ${where.sql} limit ${LEAD_TOTAL_CAP + 1}) c`, where.params);
  if (c!.n > LEAD_TOTAL_CAP) {
    if (known.size >= 5000) known.clear();
    known.set(key, Date.now());
  } else {
    known.delete(key);
  }
  return c!.n;
}

/** A lead in full (still masked as its view says): message, history, deliveries, dispute, relays. */
export async function leadDetail(q: Queryable, r: LeadDbRow, view: 'masked' | 'none', canDispute: boolean): Promise<WireLead> {
  const [events, jobs, disputes, relays] = await Promise.all([
    q.query<{ state: LeadState; at: Date | string; actor: WireLead['events'][number]['actor'] }>(
      'select state, at, actor from lead_event where enquiry_id = $1 order by id',
      [r.id],
    ),
    q.query<{ id: string | number; channel: WireLead['jobs'][number]['channel']; status: WireLead['jobs'][number]['status']; attempts: number; run_at: Date | string; last_error: string | null }>(
      'select id, channel, status, attempts, run_at, last_error from lead_job where enquiry_id = $1 order by id',
      [r.id],
    ),
    q.query<{ reason: NonNullable<WireLead['dispute']>['reason']; note: string; opened_at: Date | string; decision: 'credited' | 'rejected' | null; decision_note: string; decided_at: Date | string | null }>(
      'select reason, note, opened_at, decision, decision_note, decided_at from lead_dispute where enquiry_id = $1',
      [r.id],
    ),
    q.query<{ at: Date | string; login: string | null; outcome: WireLead['relays'][number]['outcome']; note: string }>(
      'select r.at, a.login, r.outcome, r.note from lead_relay r left join account a on a.id = r.account_id where r.enquiry_id = $1 order by r.id',
      [r.id],
    ),
  ]);
  const d = disputes[0];
  const bare = view === 'none' || isBare(r);
  return {
    ...leadRow(r, view),
    content: bare ? '' : r.content,
    consent_text: r.consent_text,
    events: events.map((e) => ({ state: e.state, at: secs(e.at), actor: e.actor })),
    jobs: jobs.map((j) => ({ id: Number(j.id), channel: j.channel, status: j.status, attempts: j.attempts, run_at: secs(j.run_at), last_error: j.last_error })),
    dispute: d
      ? { reason: d.reason, note: d.note, opened: secs(d.opened_at), decision: d.decision, decision_note: d.decision_note, decided: d.decided_at === null ? null : secs(d.decided_at) }
      : null,
    relays: relays.map((x) => ({ at: secs(x.at), account: x.login ?? '', outcome: x.outcome, note: x.note })),
    can_dispute: canDispute,
  };
}
