// Leads for their recipients (docs/decisions/0117): a brand's inbox, the staff desk, one lead, the
// recorded reveal, moves, disputes and relays, dead deliveries, a brand's notification settings. Which
// leads a caller may see is the upstream's decision (the consented recipient); @allow is the first gate.
import type { EnvelopeAnswer, WireLead } from '@shangji/contract';
import type { BrandNotify, LeadResult, LeadState, MutationResolvers, QueryResolvers, SortDir } from '../../generated/resolvers';
import type { GraphQLContext } from '../context';
import { dataOf, dirOf, intId, invalidInput, iso, leadOf, leadRowOf, lower, noteAnswer, pagingOf, resultOf, upper } from './mapping';

const LEAD_SORTS = ['created', 'state'] as const;

interface LeadListArgs {
  state?: LeadState | null;
  q?: string | null;
  sort?: string | null;
  dir?: SortDir | null;
  page?: number | null;
  size?: number | null;
}

async function leadPage(context: GraphQLContext, scope: 'brand' | 'desk', brand: number | undefined, args: LeadListArgs) {
  if (args.sort && !(LEAD_SORTS as readonly string[]).includes(args.sort)) throw invalidInput('排序方式无效');
  const data = dataOf(context, await context.upstream.call('adminLeads', {
    scope, brand, state: args.state ? lower(args.state) : undefined, q: args.q?.trim().slice(0, 100) || undefined,
    sort: (args.sort as (typeof LEAD_SORTS)[number] | null) ?? undefined, dir: dirOf(args.dir), ...pagingOf(args.page, args.size),
  }));
  return { total: data!.total, items: data!.list.map(leadRowOf) };
}

function leadResultOf(context: GraphQLContext, answer: EnvelopeAnswer<WireLead>): LeadResult {
  const { ok, code, message } = resultOf(context, answer);
  return { ok, code, message, lead: answer.code === 200 && answer.data ? leadOf(answer.data) : null };
}

const badLead = (): LeadResult => ({ ok: false, code: 400, message: '参数错误', lead: null });

function notifyOf(n: { brand_id: number; sms_mobile: string | null; webhook_url: string | null; webhook_secret: string | null; has_secret: boolean }): BrandNotify {
  return { brandId: String(n.brand_id), maskedSmsPhone: n.sms_mobile, webhookUrl: n.webhook_url, webhookSecret: n.webhook_secret, hasSecret: n.has_secret };
}

/** A CSV export of one scope (the upstream records it and masks every number). */
async function exportOf(context: GraphQLContext, scope: 'brand' | 'desk', brand: number | undefined, state: LeadState | null | undefined) {
  const answer = await context.upstream.call('adminExportLeads', { scope, brand, state: state ? lower(state) : undefined });
  const { code, message } = resultOf(context, answer);
  return { code, message, csv: answer.code === 200 ? (answer.data ?? '') : null };
}

export const leadsQuery: QueryResolvers = {
  brandLeads: async (_root, { brandId, ...args }, context) => {
    const brand = intId(brandId);
    if (brand === undefined) throw invalidInput('品牌编号无效');
    return leadPage(context, 'brand', brand, args);
  },
  deskLeads: async (_root, args, context) => leadPage(context, 'desk', undefined, args),
  lead: async (_root, { id }, context) => {
    const lead = intId(id);
    if (lead === undefined) return null;
    const data = dataOf(context, await context.upstream.call('adminLead', { id: lead }), true);
    return data && leadOf(data);
  },
  disputes: async (_root, { open, dir, page, size }, context) => {
    const data = dataOf(context, await context.upstream.call('adminDisputes', { open: open == null ? undefined : open ? 1 : 0, dir: dirOf(dir), ...pagingOf(page, size) }));
    return {
      total: data!.total,
      items: data!.list.map((d) => ({
        leadId: String(d.enquiry_id), brandId: String(d.brand_id), brandName: d.brand_title, reason: upper(d.reason), note: d.note,
        openedAt: iso(d.opened), decision: d.decision ? upper(d.decision) : null,
      })),
    };
  },
  deadJobs: async (_root, { page, size }, context) => {
    const data = dataOf(context, await context.upstream.call('adminDeadJobs', { ...pagingOf(page, size) }));
    return {
      total: data!.total,
      items: data!.list.map((j) => ({
        id: String(j.id), leadId: String(j.enquiry_id), brandId: j.brand_id === null ? null : String(j.brand_id), brandName: j.brand_title,
        channel: upper(j.channel), attempts: j.attempts, lastError: j.last_error, createdAt: iso(j.created),
      })),
    };
  },
  brandNotify: async (_root, { brandId }, context) => {
    const brand = intId(brandId);
    if (brand === undefined) return null;
    const data = dataOf(context, await context.upstream.call('adminBrandNotify', { brand }), true);
    return data && notifyOf(data);
  },
};

export const leadsMutation: MutationResolvers = {
  exportBrandLeads: async (_root, { brandId, state }, context) => {
    const brand = intId(brandId);
    if (brand === undefined) return { code: 400, message: '品牌编号无效', csv: null };
    return exportOf(context, 'brand', brand, state);
  },
  exportDeskLeads: async (_root, { state }, context) => exportOf(context, 'desk', undefined, state),
  revealLead: async (_root, { id }, context) => {
    const lead = intId(id);
    if (lead === undefined) return { code: 400, message: '参数错误', name: null, phone: null };
    const answer = await context.upstream.call('adminRevealLead', { id: lead });
    noteAnswer(context, answer);
    const data = answer.code === 200 ? answer.data : null;
    return { code: answer.code, message: data ? '' : answer.msg || '操作失败', name: data?.name ?? null, phone: data?.mobile ?? null };
  },
  moveLead: async (_root, { id, state }, context) => {
    const lead = intId(id);
    if (lead === undefined) return badLead();
    return leadResultOf(context, await context.upstream.call('adminMoveLead', { id: lead, state: lower(state) }));
  },
  disputeLead: async (_root, { id, reason, note }, context) => {
    const lead = intId(id);
    if (lead === undefined) return badLead();
    return leadResultOf(context, await context.upstream.call('adminDisputeLead', { id: lead, reason: lower(reason), note: note?.slice(0, 500) || undefined }));
  },
  decideDispute: async (_root, { id, credit, note }, context) => {
    const lead = intId(id);
    if (lead === undefined) return badLead();
    return leadResultOf(context, await context.upstream.call('adminDecideDispute', { id: lead, decision: credit ? 'credited' : 'rejected', note: note?.slice(0, 500) || undefined }));
  },
  relayLead: async (_root, { id, outcome, note }, context) => {
    const lead = intId(id);
    if (lead === undefined) return badLead();
    return leadResultOf(context, await context.upstream.call('adminRelayLead', { id: lead, outcome: lower(outcome), note: note?.slice(0, 500) || undefined }));
  },
  retryJob: async (_root, { id }, context) => {
    const job = intId(id);
    if (job === undefined) return { ok: false, code: 400, message: '参数错误' };
    return resultOf(context, await context.upstream.call('adminRetryJob', { id: job }));
  },
  setBrandNotify: async (_root, { brandId, smsPhone, webhookUrl, rotateSecret }, context) => {
    const brand = intId(brandId);
    if (brand === undefined) return { code: 400, message: '品牌编号无效', notify: null };
    const answer = await context.upstream.call('adminSetBrandNotify', {
      brand, sms_mobile: smsPhone == null ? undefined : smsPhone.trim().slice(0, 20), webhook_url: webhookUrl == null ? undefined : webhookUrl.trim().slice(0, 500),
      rotate: rotateSecret == null ? undefined : rotateSecret ? 1 : 0,
    });
    const { code, message } = resultOf(context, answer);
    return { code, message, notify: answer.code === 200 && answer.data ? notifyOf(answer.data) : null };
  },
};

