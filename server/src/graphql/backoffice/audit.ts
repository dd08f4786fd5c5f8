// The audit trail (compliance, read-only; docs/decisions/0118): filtered and paged on the server.
import type { QueryResolvers } from '../../generated/resolvers';
import { dataOf, dirOf, invalidInput, iso, pagingOf } from './mapping';

/** An ISO 8601 time (or a date) as seconds; undefined when absent. */
function secondsOf(value: string | null | undefined, name: string): number | undefined {
  if (value == null || value === '') return undefined;
  const ms = Date.parse(value);
  if (!Number.isFinite(ms)) throw invalidInput(`${name} 不是有效的时间`);
  return Math.floor(ms / 1000);
}

export const auditQuery: QueryResolvers = {
  auditEvents: async (_root, { action, actor, outcome, from, to, dir, page, size }, context) => {
    const data = dataOf(context, await context.upstream.call('adminAudit', {
      action: action?.trim().slice(0, 100) || undefined, actor: actor?.trim().slice(0, 100) || undefined, outcome: outcome?.trim().slice(0, 20) || undefined,
      from: secondsOf(from, 'from'), to: secondsOf(to, 'to'), dir: dirOf(dir), ...pagingOf(page, size),
    }));
    return {
      total: data!.total,
      items: data!.list.map((e) => ({
        id: String(e.id), at: iso(e.at), actor: e.actor, action: e.action, subject: e.subject, brandId: e.brand_id === null ? null : String(e.brand_id),
        outcome: e.outcome, network: e.ip_prefix, detail: e.detail,
      })),
    };
  },
};
