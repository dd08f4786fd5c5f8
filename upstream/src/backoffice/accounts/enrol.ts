// One-time links (docs/decisions/0116): enrolment (the first password, 72 hours) and password reset
// (30 minutes, sent by SMS). The link carries a random secret; only its SHA-256 is stored
// (account_token.id). A link works once: using it marks it used in the same transaction as the password.
import type { Queryable } from '../../db/database';
import { BackofficeRefusal, hashToken } from '../principal';
import { newSecret } from './sessions';

export const ENROL_TTL_MS = 72 * 3600_000;
export const RESET_TTL_MS = 30 * 60_000;
/** Reset SMS per account per hour. */
export const RESET_PER_HOUR = 3;

export const linkMessages = {
  invalid: '链接无效、已使用或已过期，请联系管理员重新生成',
} as const;

export type TokenPurpose = 'enrol' | 'reset';

/** The link a token goes into: `${ADMIN_SITE_URL}/enrol/<token>` or `/reset/<token>`. */
export const linkOf = (adminSiteUrl: string, purpose: TokenPurpose, token: string) => `${adminSiteUrl.replace(/\/$/, '')}/${purpose}/${token}`;

/**
 * A new one-time token for the account; earlier unused tokens of the same purpose stop working (only the
 * newest link counts).
 */
export async function issueToken(tx: Queryable, accountId: number, purpose: TokenPurpose, now: number): Promise<{ token: string; expires: number }> {
  await tx.query('update account_token set used_at = $3 where account_id = $1 and purpose = $2 and used_at is null', [accountId, purpose, new Date(now)]);
  const token = newSecret();
  const expires = now + (purpose === 'enrol' ? ENROL_TTL_MS : RESET_TTL_MS);
  await tx.query(
    'insert into account_token (id, account_id, purpose, created_at, expires_at) values ($1, $2, $3, $4, $5)',
    [hashToken(token), accountId, purpose, new Date(now), new Date(expires)],
  );
  return { token, expires };
}

export interface TokenAccount {
  tokenId: string;
  id: number;
  login: string;
  display_name: string;
  staff_role: string | null;
  totp_secret: string | null;
}

const TOKEN = /^[A-Za-z0-9_-]{20,100}$/;

/**
 * The account an unused, unexpired token of `purpose` belongs to (a disabled account's links do not
 * work), or the 400 refusal. With `lock`, the token's row is locked for the caller's transaction.
 */
export async function accountOfToken(q: Queryable, token: string, purpose: TokenPurpose, now: number, lock = false): Promise<TokenAccount> {
  if (!TOKEN.test(token)) throw new BackofficeRefusal(400, linkMessages.invalid);
  const [row] = await q.query<Omit<TokenAccount, 'tokenId'> & { token_id: string }>(
    `select t.id as token_id, a.id, a.login, a.display_name, a.staff_role, a.totp_secret
       from account_token t join account a on a.id = t.account_id
      where t.id = $1 and t.purpose = $2 and t.used_at is null and t.expires_at > $3 and a.disabled_at is null
      ${lock ? 'for update of t' : ''}`,
    [hashToken(token), purpose, new Date(now)],
  );
  if (!row) throw new BackofficeRefusal(400, linkMessages.invalid);
  const { token_id, ...account } = row;
  return { tokenId: token_id, ...account };
}

export async function markTokenUsed(tx: Queryable, tokenId: string, now: number): Promise<void> {
  await tx.query('update account_token set used_at = $2 where id = $1', [tokenId, new Date(now)]);
}

/** Reset links sent to the account within the last hour. */
export async function resetsLastHour(q: Queryable, accountId: number, now: number): Promise<number> {
  const [row] = await q.query<{ n: number }>(
    "select count(*)::int as n from account_token where account_id = $1 and purpose = 'reset' and created_at > $2",
    [accountId, new Date(now - 3600_000)],
  );
  return row?.n ?? 0;
}
