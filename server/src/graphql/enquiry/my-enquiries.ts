// 我的咨询 over GraphQL (docs/decisions/0092): each field is one upstream call on the visitor's session
// (cookie sj_sid up, Set-Cookie back), answered with the upstream's code and Chinese msg as they came.
// Nothing here is cached: every answer is this session's own.
import type { LeadState, MutationResolvers, MyEnquiryListResolvers, MyEnquiryResolvers, MyEnquiryStep, QueryResolvers } from '../../generated/resolvers';
import type { EnvelopeAnswer, WireMyEnquiries, WireMyEnquiry } from '@shangji/contract';
import { LEAD_STATE_LABELS, LEAD_STATES, type LeadState as WireLeadState } from '@shangji/contract';
import { maskedPhone } from './enquiry';

const result = ({ code, msg, data }: EnvelopeAnswer<WireMyEnquiries | null>) => ({ ok: code === 200, code, message: msg, list: code === 200 ? data : null });
const iso = (secs: number) => new Date(secs * 1000).toISOString();
const upper = (s: WireLeadState) => s.toUpperCase() as LeadState;
const isLeadState = (s: string): s is WireLeadState => (LEAD_STATES as readonly string[]).includes(s);

/**
 * A step as its enquirer reads it (contract/src/lead-states.ts labels): 已送达 names the recipient as
 * stored with the enquiry (the one the consent named), 已查看 says who looked.
 */
function stepLabel(state: WireLeadState, e: WireMyEnquiry): string {
  if (state === 'delivered') return `${LEAD_STATE_LABELS.delivered}${e.recipient}`;
  if (state === 'viewed') return `对方${LEAD_STATE_LABELS.viewed}`;
  return LEAD_STATE_LABELS[state];
}

/**
 * The enquiry's steps, oldest first: its events (unknown states left out), always starting at 已提交 (the
 * submission time when no event says so), and a withdrawal the enquiry records even if no event does.
 */
export function progressOf(e: WireMyEnquiry): MyEnquiryStep[] {
  const events = e.events.filter((ev): ev is { state: WireLeadState; at: number } => isLeadState(ev.state));
  if (!events.some((ev) => ev.state === 'submitted')) events.unshift({ state: 'submitted', at: e.addtime });
  if (e.status === 'withdrawn' && e.withdrawntime !== null && !events.some((ev) => ev.state === 'withdrawn')) events.push({ state: 'withdrawn', at: e.withdrawntime });
  // Stable: equal times keep the upstream's order.
  events.sort((a, b) => a.at - b.at);
  return events.map((ev) => ({ state: upper(ev.state), label: stepLabel(ev.state, e), time: iso(ev.at) }));
}

export const myEnquiriesQuery: QueryResolvers = {
  myEnquiries: async (_root, _args, { upstream, response }) => {
    response.noStore = true;
    return result(await upstream.call('myEnquiries', {}));
  },
};

export const myEnquiriesMutation: MutationResolvers = {
  proveMyPhone: async (_root, { phone, smsCode }, { upstream, response }) => {
    response.noStore = true;
    return result(await upstream.call('myProve', { mobile: phone.trim(), code: smsCode.trim() }));
  },
  withdrawMyEnquiry: async (_root, { id }, { upstream, response }) => {
    response.noStore = true;
    return result(await upstream.call('myWithdraw', { id }));
  },
  deleteMyEnquiries: async (_root, { ids }, { upstream, response }) => {
    response.noStore = true;
    // The upstream refuses anything but ids of digits; an empty list is its 请选择要删除的咨询.
    return result(await upstream.call('myDelete', { ids: ids.join(',') }));
  },
  setDoNotContact: async (_root, { on }, { upstream, response }) => {
    response.noStore = true;
    return result(await upstream.call('myDoNotContact', { on: on ? 1 : 0 }));
  },
  endMyEnquiries: async (_root, _args, { upstream, response }) => {
    response.noStore = true;
    const { code, msg } = await upstream.call('myEnd', {});
    return { ok: code === 200, code, message: msg, list: null };
  },
};

export const MyEnquiryList: MyEnquiryListResolvers = {
  maskedPhone: (l) => maskedPhone(l.mobile),
  doNotContact: (l) => l.dnc === 1,
  expiresAt: (l) => iso(l.expires),
  enquiries: (l) => l.list,
};

export const MyEnquiry: MyEnquiryResolvers = {
  id: (e) => String(e.id),
  typeId: (e) => e.typeid,
  brand: (e, _args, { upstream }) => (e.aid === null ? null : upstream.call('brandShow', { id: e.aid })),
  brandName: (e) => e.title,
  recipient: (e) => e.recipient,
  time: (e) => iso(e.addtime),
  status: (e) => ({ received: 'RECEIVED' as const, withdrawn: 'WITHDRAWN' as const })[e.status],
  withdrawnAt: (e) => (e.withdrawntime === null ? null : iso(e.withdrawntime)),
  consentText: (e) => e.consent_text,
  consentVersion: (e) => e.consent_version,
  state: (e) => upper(e.lead_state),
  stateLabel: (e) => LEAD_STATE_LABELS[e.lead_state],
  progress: progressOf,
};
