// Accounts and roles (docs/decisions/0116, 0118): created by an admin (or by `npm run accounts` for the
// first one) with no password, only a one-time enrolment link; roles set and taken away (the principal is
// read on every request, so a change holds from the next one); disabled; sent a new enrolment link. Every
// change is audited with subject `account:<id>` and never a name, login or phone number.
import { BRAND_ROLES, STAFF_ROLES, type BrandRole, type StaffRole, type WireAccount } from '@shangji/contract';
import type { Queryable } from '../../db/database';
import { maskMobile, MOBILE_PATTERN } from '../../enquiry/phone';
import { audit } from '../audit';
import { BackofficeRefusal, backofficeMessages } from '../principal';
import { issueToken } from './enrol';
import { revokeAllSessions } from './sessions';

export const accountMessages = {
  login: '账号名须为3-32位小写字母、数字或 . _ -，以字母或数字开头',
  loginTaken: '该账号名已被使用',
  name: '请填写姓名（最多32个字）',
  phone: '手机号格式不正确',
  role: '角色不正确',
  noRole: '请至少选择一个角色（员工角色或品牌角色）',
  brandRole: '品牌角色须同时指定品牌和角色',
  noBrand: '品牌不存在',
  noAccount: '账号不存在',
  selfAdmin: '不能取消自己的管理员角色',
  selfDisable: '不能停用自己的账号',
} as const;

type WireAccountBrand = WireAccount['brands'][number];

const LOGIN = /^[a-z0-9][a-z0-9._-]{2,31}$/;

export const normalLogin = (login: string) => login.trim().toLowerCase();

export function checkLogin(login: string): string {
  const l = normalLogin(login);
  if (!LOGIN.test(l)) throw new BackofficeRefusal(400, accountMessages.login);
  return l;
}

function checkName(name: string): string {
  const n = name.trim();
  if (!n || [...n].length > 32 || /[\u0000-\u001F\u007F<>]/.test(n)) throw new BackofficeRefusal(400, accountMessages.name);
  return n;
}

function checkPhone(phone: string | undefined): string | null {
  const p = (phone ?? '').replace(/[\s-]/g, '');
  if (!p) return null;
  if (!MOBILE_PATTERN.test(p)) throw new BackofficeRefusal(400, accountMessages.phone);
  return p;
}

/** '' (none) or a staff role; anything else is refused. */
export function staffRoleOf(v: string): StaffRole | null {
  if (v === '') return null;
  if (!(STAFF_ROLES as readonly string[]).includes(v)) throw new BackofficeRefusal(400, accountMessages.role);
  return v as StaffRole;
}

export function brandRoleOf(v: string): BrandRole | null {
  if (v === '') return null;
  if (!(BRAND_ROLES as readonly string[]).includes(v)) throw new BackofficeRefusal(400, accountMessages.role);
  return v as BrandRole;
}

async function requireBrand(q: Queryable, brandId: number): Promise<void> {
  const [row] = await q.query('select 1 from brand where id = $1', [brandId]);
  if (!row) throw new BackofficeRefusal(400, accountMessages.noBrand);
}

/** Who acts: an admin's account, or null for the command line. */
export interface Actor {
  accountId: number | null;
  ipPrefix: string;
  via: 'admin' | 'cli';
}

export interface NewAccount {
  login: string;
  name: string;
  phone?: string;
  staffRole?: string;
  brandId?: number;
  brandRole?: string;
}

/** The created account and its enrolment link's secret (shown once, never stored). */
export interface Created {
  id: number;
  enrol_token: string;
  enrol_expires: number;
}

/** Creates an account without a password, with a 72-hour enrolment token. Run in a transaction. */
export async function createAccount(tx: Queryable, input: NewAccount, actor: Actor, now: number): Promise<Created> {
  const login = checkLogin(input.login);
  const name = checkName(input.name);
  const phone = checkPhone(input.phone);
  const staffRole = staffRoleOf(input.staffRole ?? '');
  const brandRole = brandRoleOf(input.brandRole ?? '');
  if ((input.brandId === undefined) !== (brandRole === null)) throw new BackofficeRefusal(400, accountMessages.brandRole);
  if (staffRole === null && brandRole === null) throw new BackofficeRefusal(400, accountMessages.noRole);
  if (input.brandId !== undefined) await requireBrand(tx, input.brandId);
  const [taken] = await tx.query('select 1 from account where login = $1', [login]);
  if (taken) throw new BackofficeRefusal(400, accountMessages.loginTaken);
  const [row] = await tx.query<{ id: number }>(
    'insert into account (login, display_name, phone, staff_role, created_at) values ($1, $2, $3, $4, $5) returning id',
    [login, name, phone, staffRole, new Date(now)],
  );
  const id = row!.id;
  if (input.brandId !== undefined && brandRole) {
    await tx.query('insert into account_brand (account_id, brand_id, role) values ($1, $2, $3)', [id, input.brandId, brandRole]);
  }
  const { token, expires } = await issueToken(tx, id, 'enrol', now);
  await audit(tx, {
    actor: actor.accountId, action: 'account.create', subject: `account:${id}`, brandId: input.brandId ?? null, ipPrefix: actor.ipPrefix, at: now,
    detail: { staff_role: staffRole, brand_id: input.brandId ?? null, brand_role: brandRole, phone: phone !== null, via: actor.via },
  });
  return { id, enrol_token: token, enrol_expires: Math.floor(expires / 1000) };
}

async function requireAccount(q: Queryable, id: number, lock = false): Promise<{ id: number; staff_role: StaffRole | null; disabled_at: Date | null }> {
  const [row] = await q.query<{ id: number; staff_role: StaffRole | null; disabled_at: Date | null }>(
    `select id, staff_role, disabled_at from account where id = $1${lock ? ' for update' : ''}`,
    [id],
  );
  if (!row) throw new BackofficeRefusal(400, accountMessages.noAccount);
  return row;
}

/**
 * Sets the staff role (`staffRole`: '' none) and/or one brand's role (`brandRole`: '' removes it). An
 * admin cannot take their own admin role away (there would be nobody left to give it back).
 */
export async function setRole(
  tx: Queryable,
  input: { id: number; staffRole?: string; brandId?: number; brandRole?: string },
  actor: Actor,
  now: number,
): Promise<void> {
  const target = await requireAccount(tx, input.id, true);
  const detail: Record<string, string | number | null> = {};
  if (input.staffRole !== undefined) {
    const role = staffRoleOf(input.staffRole);
    if (actor.accountId === input.id && target.staff_role === 'admin' && role !== 'admin') throw new BackofficeRefusal(400, accountMessages.selfAdmin);
    await tx.query('update account set staff_role = $2 where id = $1', [input.id, role]);
    detail.staff_role = role;
    detail.was = target.staff_role;
  }
  if (input.brandId !== undefined || input.brandRole !== undefined) {
    if (input.brandId === undefined || input.brandRole === undefined) throw new BackofficeRefusal(400, accountMessages.brandRole);
    const role = brandRoleOf(input.brandRole);
    if (role) {
      await requireBrand(tx, input.brandId);
      await tx.query(
        'insert into account_brand (account_id, brand_id, role) values ($1, $2, $3) on conflict (account_id, brand_id) do update set role = excluded.role',
        [input.id, input.brandId, role],
      );
    } else {
      await tx.query('delete from account_brand where account_id = $1 and brand_id = $2', [input.id, input.brandId]);
    }
    detail.brand_id = input.brandId;
    detail.brand_role = role;
  }
  if (Object.keys(detail).length === 0) throw new BackofficeRefusal(400, backofficeMessages.invalid);
  await audit(tx, {
    actor: actor.accountId, action: 'account.role', subject: `account:${input.id}`, brandId: input.brandId ?? null, ipPrefix: actor.ipPrefix, at: now,
    detail: { ...detail, via: actor.via },
  });
}

/** Disables (every session ends at once) or enables an account; enabling also lifts a lock. */
export async function setDisabled(tx: Queryable, input: { id: number; on: boolean }, actor: Actor, now: number): Promise<void> {
  await requireAccount(tx, input.id, true);
  if (input.on && actor.accountId === input.id) throw new BackofficeRefusal(400, accountMessages.selfDisable);
  if (input.on) {
    await tx.query('update account set disabled_at = coalesce(disabled_at, $2) where id = $1', [input.id, new Date(now)]);
    await revokeAllSessions(tx, input.id, now);
    await tx.query('update account_token set used_at = $2 where account_id = $1 and used_at is null', [input.id, new Date(now)]);
  } else {
    await tx.query('update account set disabled_at = null, failed_signins = 0, locked_until = null where id = $1', [input.id]);
  }
  await audit(tx, { actor: actor.accountId, action: 'account.disable', subject: `account:${input.id}`, ipPrefix: actor.ipPrefix, at: now, detail: { on: input.on, via: actor.via } });
}

/**
 * A new enrolment link (a lost phone, an expired link): the password and the second factor are cleared
 * and every session ends, so only the holder of the new link can set them again.
 */
export async function reenrol(tx: Queryable, id: number, actor: Actor, now: number): Promise<Created> {
  await requireAccount(tx, id, true);
  await tx.query(
    'update account set password_hash = null, totp_secret = null, totp_pending = null, failed_signins = 0, locked_until = null where id = $1',
    [id],
  );
  await revokeAllSessions(tx, id, now);
  await tx.query("update account_token set used_at = $2 where account_id = $1 and purpose = 'reset' and used_at is null", [id, new Date(now)]);
  const { token, expires } = await issueToken(tx, id, 'enrol', now);
  await audit(tx, { actor: actor.accountId, action: 'account.reenrol', subject: `account:${id}`, ipPrefix: actor.ipPrefix, at: now, detail: { via: actor.via } });
  return { id, enrol_token: token, enrol_expires: Math.floor(expires / 1000) };
}

/** Each account's brands with their titles. */
export async function brandsOf(q: Queryable, accountIds: number[]): Promise<Map<number, WireAccountBrand[]>> {
  const out = new Map<number, WireAccountBrand[]>();
  if (accountIds.length === 0) return out;
  const rows = await q.query<{ account_id: number; brand_id: number; title: string | null; role: BrandRole }>(
    `select ab.account_id, ab.brand_id, b.title, ab.role from account_brand ab left join brand b on b.id = ab.brand_id
      where ab.account_id = any($1::int[]) order by ab.account_id, ab.brand_id`,
    [accountIds],
  );
  for (const r of rows) {
    const list = out.get(r.account_id) ?? [];
    list.push({ brand_id: r.brand_id, brand_title: r.title ?? '', role: r.role });
    out.set(r.account_id, list);
  }
  return out;
}

export interface AccountQuery {
  q: string;
  role: string;
  sort: 'created' | 'login';
  dir: 'asc' | 'desc' | null;
  page: number;
  size: number;
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** One page of accounts, filtered and sorted on the server. Phone numbers masked. */
export async function listAccounts(q: Queryable, a: AccountQuery, now: number): Promise<{ total: number; list: WireAccount[] }> {
  const where: string[] = [];
  const params: unknown[] = [];
  if (a.q) {
    params.push(`%${escapeLike(a.q.toLowerCase())}%`);
    where.push(`(a.login like $${params.length} or lower(a.display_name) like $${params.length})`);
  }
  if (a.role) {
    if ((STAFF_ROLES as readonly string[]).includes(a.role)) {
      params.push(a.role);
      where.push(`a.staff_role = $${params.length}`);
    } else if ((BRAND_ROLES as readonly string[]).includes(a.role)) {
      params.push(a.role);
      where.push(`exists (select 1 from account_brand ab where ab.account_id = a.id and ab.role = $${params.length})`);
    } else {
      throw new BackofficeRefusal(400, accountMessages.role);
    }
  }
  const dir = a.dir ?? (a.sort === 'login' ? 'asc' : 'desc');
  const order = a.sort === 'login' ? `a.login ${dir}` : `a.created_at ${dir}, a.id ${dir}`;
  const clause = where.length ? `where ${where.join(' and ')}` : '';
  const [{ n } = { n: 0 }] = await q.query<{ n: number }>(`select count(*)::int as n from account a ${clause}`, params);
  const rows = await q.query<{
    id: number; login: string; display_name: string; phone: string | null; staff_role: StaffRole | null; totp: boolean;
    disabled_at: Date | null; locked_until: Date | null; created_at: Date;
  }>(
    `select a.id, a.login, a.display_name, a.phone, a.staff_role, a.totp_secret is not null as totp, a.disabled_at, a.locked_until, a.created_at
       from account a ${clause} order by ${order} limit ${a.size} offset ${(a.page - 1) * a.size}`,
    params,
  );
  const brands = await brandsOf(q, rows.map((r) => r.id));
  const secs = (d: Date) => Math.floor(new Date(d).getTime() / 1000);
  return {
    total: n,
    list: rows.map((r) => ({
      id: r.id,
      login: r.login,
      name: r.display_name,
      phone: r.phone ? maskMobile(r.phone) : null,
      staff_role: r.staff_role,
      brands: brands.get(r.id) ?? [],
      totp: r.totp,
      disabled: r.disabled_at !== null,
      locked_until: r.locked_until && new Date(r.locked_until).getTime() > now ? secs(r.locked_until) : null,
      created: secs(r.created_at),
    })),
  };
}
