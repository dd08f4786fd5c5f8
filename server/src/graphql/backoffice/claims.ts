// Claiming a brand (docs/decisions/0120; schema/backoffice-claims.graphql): the merchant's registration,
// the claim form's brand search and submission, the merchant's own claims, ops's list, detail and
// decision. The licence picture never travels through GraphQL: it is uploaded to and shown from the
// admin listener's own routes (server/src/backoffice/claim-files.ts); the detail names its address.
import type { ClaimState as WireClaimState, EnvelopeAnswer, WireClaim } from '@shangji/contract';
import type { Claim, ClaimResult, ClaimState, MutationResolvers, QueryResolvers } from '../../generated/resolvers';
import { licenceViewPath } from '../../backoffice/claim-files';
import type { GraphQLContext } from '../context';
import { dataOf, intId, invalidInput, iso, isoOrNull, lower, pagingOf, resultOf, signInResultOf, upper } from './mapping';

export const CLAIM_STATE_LABELS: Record<WireClaimState, string> = { pending: '待审核', approved: '已通过', rejected: '已驳回', conflict: '冲突' };

export function claimOf(c: WireClaim): Claim {
  return {
    id: String(c.id), brandId: String(c.brand_id), brandName: c.brand_title, companyName: c.company_name, creditCode: c.credit_code,
    contactName: c.contact_name, contactPhone: c.contact_mobile, state: upper<ClaimState>(c.state), stateLabel: CLAIM_STATE_LABELS[c.state],
    reason: c.reason, createdAt: iso(c.created), decidedAt: isoOrNull(c.decided),
  };
}

function claimResultOf(context: GraphQLContext, answer: EnvelopeAnswer<WireClaim>): ClaimResult {
  const { ok, code, message } = resultOf(context, answer);
  return { ok, code, message, claim: answer.code === 200 && answer.data ? claimOf(answer.data) : null };
}

const cut = (s: string, n: number) => s.trim().slice(0, n);

export const claimsQuery: QueryResolvers = {
  claimBrands: async (_root, { q, id }, context) => {
    const brand = id ? intId(id) : undefined;
    if (id && brand === undefined) return [];
    const query = q ? cut(q, 50) : '';
    if (!query && brand === undefined) return [];
    const list = dataOf(context, await context.upstream.call('claimBrands', brand !== undefined ? { id: brand } : { q: query })) ?? [];
    return list.map((b) => ({ id: String(b.id), name: b.title, claimed: b.claimed, pending: b.pending }));
  },
  myClaims: async (_root, _args, context) => (dataOf(context, await context.upstream.call('myClaims', {})) ?? []).map(claimOf),
  claims: async (_root, { state, page, size }, context) => {
    const data = dataOf(context, await context.upstream.call('adminClaims', { state: state ? lower(state) : undefined, ...pagingOf(page, size) }));
    return { total: data!.total, items: data!.list.map(claimOf) };
  },
  claimDetail: async (_root, { id }, context) => {
    const claim = intId(id);
    if (claim === undefined) return null;
    const d = dataOf(context, await context.upstream.call('adminClaim', { id: claim }), true);
    return d && {
      claim: claimOf(d.claim), accountLogin: d.account_login, licenceUrl: licenceViewPath(d.claim.id), licenceWidth: d.licence.width,
      licenceHeight: d.licence.height, currentOperator: d.current_operator,
      others: d.others.map((o) => ({ id: String(o.id), state: upper<ClaimState>(o.state), companyName: o.company_name, createdAt: iso(o.created) })),
    };
  },
};

export const claimsMutation: MutationResolvers = {
  requestMerchantCode: async (_root, { phone }, context) => {
    const answer = await context.upstream.call('merchantCode', { mobile: cut(phone, 20) });
    const { ok, code, message } = resultOf(context, answer);
    return { ok, code, message, ticket: answer.code === 200 ? (answer.data?.ticket ?? null) : null };
  },
  registerMerchant: async (_root, { ticket, phone, code, name, password }, context) =>
    signInResultOf(context, await context.upstream.call('merchantRegister', {
      ticket: cut(ticket, 200), mobile: cut(phone, 20), code: cut(code, 10), name: cut(name, 60), password: password.slice(0, 1024),
    })),
  submitClaim: async (_root, args, context) => {
    const brand = intId(args.brandId);
    if (brand === undefined) throw invalidInput('请选择要认领的品牌');
    return claimResultOf(context, await context.upstream.call('claimSubmit', {
      brand, company: cut(args.companyName, 200), credit_code: cut(args.creditCode, 40), contact_name: cut(args.contactName, 60),
      contact_mobile: cut(args.contactPhone, 20), licence: cut(args.licenceId, 100),
    }));
  },
  decideClaim: async (_root, { id, approve, reason }, context) => {
    const claim = intId(id);
    if (claim === undefined) throw invalidInput('认领编号无效');
    return claimResultOf(context, await context.upstream.call('adminDecideClaim', {
      id: claim, decision: approve ? 'approve' : 'reject', reason: reason ? cut(reason, 400) : undefined,
    }));
  },
};
