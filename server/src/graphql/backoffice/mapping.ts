// The back office's upstream envelopes (contract/src/backoffice-calls.ts) as the schema's types
// (schema/backoffice.graphql): times in ISO 8601, enums upper-case, ids as strings. Everything is mapped
// here, in the root resolvers: nested fields are plain properties (read through @allow's guard).
import { GraphQLError } from 'graphql';
import {
  LEAD_STATE_LABELS,
  type EnvelopeAnswer, type WireAccount, type WireLead, type WireLeadRow, type WirePrincipal, type WireSignIn,
} from '@shangji/contract';
import type {
  Account, AccountBrand, AdminResult, Lead, LeadState, Principal, SignInResult, SortDir,
} from '../../generated/resolvers';
import type { GraphQLContext } from '../context';
import { refusal } from './allow-directive';

export const iso = (secs: number): string => new Date(secs * 1000).toISOString();
export const isoOrNull = (secs: number | null): string | null => (secs === null ? null : iso(secs));
export const upper = <T extends string>(value: string): T => value.toUpperCase() as T;
export const lower = (value: string): string => value.toLowerCase();
export const dirOf = (dir: SortDir | null | undefined): 'asc' | 'desc' | undefined => (dir ? (lower(dir) as 'asc' | 'desc') : undefined);

/** page from 1, size 1-100 (the contract's bounds); out-of-range values are brought inside them. */
export function pagingOf(page: number | null | undefined, size: number | null | undefined): { page?: number; size?: number } {
  return {
    ...(page != null ? { page: Math.max(1, Math.min(Math.trunc(page), 100_000)) } : {}),
    ...(size != null ? { size: Math.max(1, Math.min(Math.trunc(size), 100)) } : {}),
  };
}

export const invalidInput = (message = '参数错误') => new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT' } });

/** An integer id from the schema's ID, or undefined when it cannot name a row. */
export function intId(id: string | null | undefined): number | undefined {
  return id != null && /^[1-9]\d{0,9}$/.test(id) && Number(id) <= 2_147_483_647 ? Number(id) : undefined;
}

/**
 * After any back-office call but the principal's read: a 401 means the session is over (ended, revoked,
 * expired, the account disabled), so its cookie goes.
 */
export function noteAnswer(context: GraphQLContext, answer: { code: number }): void {
  if (answer.code === 401) context.admin?.end();
}

/**
 * `data` of a query's answer, or the field's error: 401 UNAUTHENTICATED and 403 FORBIDDEN as the
 * gateway's own refusals say them, 400 the upstream's Chinese message (or null where `nullOn400`),
 * 429 its message.
 */
export function dataOf<T>(context: GraphQLContext, answer: EnvelopeAnswer<T>, nullOn400 = false): T | null {
  noteAnswer(context, answer);
  if (answer.code === 200 && answer.data !== null) return answer.data;
  if (answer.code === 401) throw refusal('unauthenticated');
  if (answer.code === 403) throw refusal('forbidden');
  if (answer.code === 400 && nullOn400) return null;
  if (answer.code === 400) throw invalidInput(answer.msg || undefined);
  if (answer.code === 429) throw new GraphQLError(answer.msg || '尝试次数过多，请稍后再试', { extensions: { code: 'TOO_MANY_REQUESTS' } });
  throw new GraphQLError('系统繁忙，请稍后再试', { extensions: { code: 'UPSTREAM_ERROR' } });
}

/** A mutation's answer as AdminResult. */
export function resultOf(context: GraphQLContext, answer: { code: number; msg: string }): AdminResult {
  noteAnswer(context, answer);
  // The upstream's bare 'success' is not a sentence for the screen.
  const msg = answer.msg === 'success' ? '' : answer.msg;
  return { ok: answer.code === 200, code: answer.code, message: msg || (answer.code === 200 ? '操作成功' : '操作失败') };
}

/**
 * A sign-in step's answer: a new session's secret goes into the HttpOnly cookie (never into the answer),
 * the stage comes back.
 */
export function signInResultOf(context: GraphQLContext, answer: EnvelopeAnswer<WireSignIn>): SignInResult {
  const base = resultOf(context, answer);
  const data = answer.code === 200 ? answer.data : null;
  if (data?.token) context.admin?.begin(data.token);
  return { ok: base.ok, code: base.code, message: base.message, stage: data ? upper(data.stage) : null };
}

const brandsOf = (brands: WirePrincipal['brands']): AccountBrand[] =>
  brands.map((b) => ({ brandId: String(b.brand_id), brandName: b.brand_title, role: upper(b.role) }));

export function principalOf(p: WirePrincipal): Principal {
  return {
    id: String(p.id), login: p.login, name: p.name, staffRole: p.staff_role ? upper(p.staff_role) : null,
    brands: brandsOf(p.brands), totpEnabled: p.totp, stage: upper(p.stage),
  };
}

export function accountOf(a: WireAccount): Account {
  return {
    id: String(a.id), login: a.login, name: a.name, maskedPhone: a.phone, staffRole: a.staff_role ? upper(a.staff_role) : null,
    brands: brandsOf(a.brands), totpEnabled: a.totp, disabled: a.disabled, lockedUntil: isoOrNull(a.locked_until), createdAt: iso(a.created),
  };
}

/** A list row: the detail's fields empty. */
export function leadRowOf(r: WireLeadRow): Lead {
  return {
    id: String(r.id), brandId: r.brand_id === null ? null : String(r.brand_id), brandName: r.brand_title, maskedName: r.name,
    maskedPhone: r.mobile, region: r.region, state: upper<LeadState>(r.state), stateLabel: LEAD_STATE_LABELS[r.state],
    createdAt: iso(r.created), deliveredAt: isoOrNull(r.delivered), firstViewedAt: isoOrNull(r.first_viewed),
    firstContactedAt: isoOrNull(r.first_contacted), recipient: upper(r.recipient), disputed: r.disputed,
    content: '', consentText: '', events: [], jobs: [], dispute: null, relays: [], canDispute: false,
  };
}

export function leadOf(l: WireLead): Lead {
  return {
    ...leadRowOf(l),
    content: l.content,
    consentText: l.consent_text,
    events: l.events.map((e) => ({ state: upper(e.state), at: iso(e.at), actor: e.actor })),
    jobs: l.jobs.map((j) => ({ id: String(j.id), channel: upper(j.channel), status: upper(j.status), attempts: j.attempts, runAt: iso(j.run_at), lastError: j.last_error })),
    dispute: l.dispute && {
      reason: upper(l.dispute.reason), note: l.dispute.note, openedAt: iso(l.dispute.opened),
      decision: l.dispute.decision ? upper(l.dispute.decision) : null, decisionNote: l.dispute.decision_note, decidedAt: isoOrNull(l.dispute.decided),
    },
    relays: l.relays.map((r) => ({ at: iso(r.at), by: r.account, outcome: upper(r.outcome), note: r.note })),
    canDispute: l.can_dispute,
  };
}
