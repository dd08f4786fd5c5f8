// Accounts and roles (admin; docs/decisions/0116): lists paged on the server, one-time enrolment links
// on the admin origin. A role change counts from the affected account's next request (nothing caches it).
import type { AccountCreated, MutationResolvers, QueryResolvers } from '../../generated/resolvers';
import type { GraphQLContext } from '../context';
import type { EnvelopeAnswer } from '@shangji/contract';
import { accountOf, dataOf, dirOf, intId, invalidInput, iso, lower, noteAnswer, pagingOf, resultOf } from './mapping';

const ACCOUNT_SORTS = ['created', 'login'] as const;

function createdOf(context: GraphQLContext, answer: EnvelopeAnswer<{ id: number; enrol_token: string; enrol_expires: number }>): AccountCreated {
  noteAnswer(context, answer);
  const data = answer.code === 200 ? answer.data : null;
  return {
    code: answer.code,
    message: (answer.msg !== 'success' && answer.msg) || (data ? '已生成登记链接，请交给本人（只显示一次）' : '操作失败'),
    id: data ? String(data.id) : null,
    enrolUrl: data ? `${context.admin!.siteUrl}/enrol/${encodeURIComponent(data.enrol_token)}` : null,
    expiresAt: data ? iso(data.enrol_expires) : null,
  };
}

const refusedInput = (message = '参数错误') => ({ ok: false, code: 400, message });

export const accountsQuery: QueryResolvers = {
  accounts: async (_root, { q, role, sort, dir, page, size }, context) => {
    if (sort && !(ACCOUNT_SORTS as readonly string[]).includes(sort)) throw invalidInput('排序方式无效');
    const data = dataOf(context, await context.upstream.call('adminAccounts', {
      q: q?.trim().slice(0, 100) || undefined, role: role ? lower(role).slice(0, 20) : undefined,
      sort: (sort as (typeof ACCOUNT_SORTS)[number] | null) ?? undefined, dir: dirOf(dir), ...pagingOf(page, size),
    }));
    return { total: data!.total, items: data!.list.map(accountOf) };
  },
};

export const accountsMutation: MutationResolvers = {
  createAccount: async (_root, { login, name, phone, staffRole, brandId, brandRole }, context) => {
    const brand = brandId == null ? undefined : intId(brandId);
    if (brandId != null && brand === undefined) return { code: 400, message: '品牌编号无效', id: null, enrolUrl: null, expiresAt: null };
    return createdOf(context, await context.upstream.call('adminCreateAccount', {
      login: login.trim().slice(0, 100), name: name.trim().slice(0, 100), phone: phone?.trim() || undefined,
      staff_role: staffRole ? lower(staffRole) : undefined, brand_id: brand, brand_role: brandRole ? lower(brandRole) : undefined,
    }));
  },
  setStaffRole: async (_root, { accountId, role }, context) => {
    const id = intId(accountId);
    if (id === undefined) return refusedInput();
    return resultOf(context, await context.upstream.call('adminSetRole', { id, staff_role: role ? lower(role) : '' }));
  },
  setBrandRole: async (_root, { accountId, brandId, role }, context) => {
    const [id, brand] = [intId(accountId), intId(brandId)];
    if (id === undefined || brand === undefined) return refusedInput();
    return resultOf(context, await context.upstream.call('adminSetRole', { id, brand_id: brand, brand_role: role ? lower(role) : '' }));
  },
  setAccountDisabled: async (_root, { accountId, disabled }, context) => {
    const id = intId(accountId);
    if (id === undefined) return refusedInput();
    return resultOf(context, await context.upstream.call('adminDisableAccount', { id, on: disabled ? 1 : 0 }));
  },
  reenrolAccount: async (_root, { accountId }, context) => {
    const id = intId(accountId);
    if (id === undefined) return { code: 400, message: '参数错误', id: null, enrolUrl: null, expiresAt: null };
    return createdOf(context, await context.upstream.call('adminReenrol', { id }));
  },
};
