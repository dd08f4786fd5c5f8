// Who is calling a back-office route (docs/decisions/0116, 0118). The gateway's admin listener sends
// the session secret from its HttpOnly cookie as `X-Admin-Session`; only its SHA-256 is stored
// (account_session.id). A session counts when it is not revoked or expired, its account is not disabled,
// and its second factor is passed — or the account needs none (a brand account without TOTP). A staff
// account without a second factor yet has a session in stage 'totp_setup', good only for setting one up.
// Every refusal of a signed-in account answers the same 403 and is recorded (`authz.refused`).
import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { BrandRole, StaffRole } from '@shangji/contract';
import type { Database, Queryable } from '../db/database';
import { networkOf } from '../enquiry/network';
import { audit } from './audit';

export const SESSION_HEADER = 'x-admin-session';
/** A session lasts at most this long, and ends after this long unused. */
export const SESSION_TTL_MS = 12 * 3600_000;
export const SESSION_IDLE_MS = 2 * 3600_000;

export const backofficeMessages = {
  signedOut: '请先登录',
  refused: '无权访问',
  invalid: '参数错误',
} as const;

/** A refusal answered as an envelope: { code, msg, data: null } inside HTTP 200. */
export class BackofficeRefusal extends Error {
  constructor(readonly code: 400 | 401 | 403 | 429, message: string) {
    super(message);
  }
}

export interface Principal {
  accountId: number;
  login: string;
  name: string;
  staffRole: StaffRole | null;
  /** Brand id → role on it. */
  brands: Map<number, BrandRole>;
  totp: boolean;
  /** 'done', or 'totp' / 'totp_setup' while the second factor is still due. */
  stage: 'totp' | 'totp_setup' | 'done';
  /** account_session.id (the secret's hash). */
  sessionId: string;
  ipPrefix: string;
}

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** The session's secret from the gateway's header, if any. */
export function tokenOf(req: FastifyRequest): string | undefined {
  const raw = req.headers[SESSION_HEADER];
  const token = (Array.isArray(raw) ? raw[0] : raw)?.trim();
  return token && /^[A-Za-z0-9_-]{20,100}$/.test(token) ? token : undefined;
}

/**
 * The session's principal in any stage, or null (no, unknown, revoked, expired or idle session, or a
 * disabled account). Touches last_seen_at at most once a minute.
 */
export async function sessionOf(db: Queryable, req: FastifyRequest, now: number): Promise<Principal | null> {
  const token = tokenOf(req);
  if (!token) return null;
  const id = hashToken(token);
  const [row] = await db.query<{
    account_id: number; login: string; display_name: string; staff_role: StaffRole | null; totp_secret: string | null;
    second_factor_at: Date | null; expires_at: Date; last_seen_at: Date; revoked_at: Date | null; disabled_at: Date | null;
  }>(
    `select s.account_id, a.login, a.display_name, a.staff_role, a.totp_secret, s.second_factor_at, s.expires_at,
            s.last_seen_at, s.revoked_at, a.disabled_at
       from account_session s join account a on a.id = s.account_id where s.id = $1`,
    [id],
  );
  if (!row || row.revoked_at || row.disabled_at) return null;
  if (new Date(row.expires_at).getTime() <= now || new Date(row.last_seen_at).getTime() + SESSION_IDLE_MS <= now) return null;
  if (now - new Date(row.last_seen_at).getTime() > 60_000) {
    await db.query('update account_session set last_seen_at = $2 where id = $1', [id, new Date(now)]);
  }
  const brands = new Map<number, BrandRole>();
  for (const b of await db.query<{ brand_id: number; role: BrandRole }>('select brand_id, role from account_brand where account_id = $1', [row.account_id])) {
    brands.set(b.brand_id, b.role);
  }
  const totp = row.totp_secret !== null;
  const stage: Principal['stage'] = row.second_factor_at ? 'done' : totp ? 'totp' : row.staff_role ? 'totp_setup' : 'done';
  return {
    accountId: row.account_id, login: row.login, name: row.display_name, staffRole: row.staff_role, brands, totp, stage,
    sessionId: id, ipPrefix: networkOf(req.ip),
  };
}

/** A complete session's principal, or the 401 refusal. */
export async function requireSignedIn(db: Queryable, req: FastifyRequest, now: number): Promise<Principal> {
  const p = await sessionOf(db, req, now);
  if (!p || p.stage !== 'done') throw new BackofficeRefusal(401, backofficeMessages.signedOut);
  return p;
}

/**
 * Refuses (403, recorded) unless `allowed` holds. Every refusal looks the same: a missing role, another
 * brand's lead and an id that does not exist are answered alike, so an answer tells nothing.
 */
export async function refuseUnless(
  db: Database | Queryable,
  p: Principal,
  allowed: boolean,
  what: { action: string; subject?: string; brandId?: number | null; now: number },
): Promise<void> {
  if (allowed) return;
  await audit(db, { actor: p.accountId, action: 'authz.refused', subject: what.subject ?? '', brandId: what.brandId ?? null, outcome: 'refused', ipPrefix: p.ipPrefix, at: what.now, detail: { call: what.action } });
  throw new BackofficeRefusal(403, backofficeMessages.refused);
}

/** Whether the principal holds a staff role among `roles`. */
export const hasStaffRole = (p: Principal, ...roles: StaffRole[]) => p.staffRole !== null && roles.includes(p.staffRole);
/** Whether the principal holds a role on `brandId` (any, or one of `roles`). */
export const hasBrandRole = (p: Principal, brandId: number, ...roles: BrandRole[]) => {
  const r = p.brands.get(brandId);
  return r !== undefined && (roles.length === 0 || roles.includes(r));
};
