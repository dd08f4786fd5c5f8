// 我的咨询 over GraphQL (docs/decisions/0092): each field is one upstream call on the visitor's session
// (cookie sj_sid up, Set-Cookie back), answered with the upstream's code and Chinese msg as they came.
// Nothing here is cached: every answer is this session's own.
import type { MutationResolvers, MyEnquiryListResolvers, MyEnquiryResolvers, QueryResolvers } from '../../generated/resolvers';
import type { EnvelopeAnswer, WireMyEnquiries } from '@shangji/contract';
import { maskedPhone } from './enquiry';

const result = ({ code, msg, data }: EnvelopeAnswer<WireMyEnquiries | null>) => ({ ok: code === 200, code, message: msg, list: code === 200 ? data : null });
const iso = (secs: number) => new Date(secs * 1000).toISOString();

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
};
