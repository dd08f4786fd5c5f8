// The second factor (docs/decisions/0116): TOTP by otplib (RFC 6238: SHA-1, 6 digits, 30 s steps), a code
// accepted one step either side of the server's clock. A code is accepted only when its time step is
// later than the account's last accepted one (account.totp_last_step), which the caller stores in the same
// transaction: a code used once can never be used again, not even within its own 30 seconds.
import { generateSecret, generateURI, verify } from 'otplib';

export const TOTP_ISSUER = '商机网后台';
export const TOTP_PERIOD_S = 30;
/** Seconds either side of now: one step. */
const TOLERANCE_S = TOTP_PERIOD_S;

/** A new base32 secret (20 random bytes, 160 bits). */
export const newTotpSecret = (): string => generateSecret();

/** The otpauth:// address an authenticator app scans: issuer 商机网后台, labelled with the login. */
export const totpUri = (login: string, secret: string): string => generateURI({ issuer: TOTP_ISSUER, label: login, secret });

export const isTotpCode = (code: string) => /^\d{6}$/.test(code);

export type TotpCheck = { ok: true; step: number } | { ok: false; reason: 'wrong' | 'replay' };

/**
 * Checks `code` against `secret` at `nowMs`. `lastStep`: the last step accepted for this account; a code of
 * that step or an earlier one is a replay. On success the caller stores `step` as the new last step.
 */
export async function checkTotp(secret: string, code: string, lastStep: number, nowMs: number): Promise<TotpCheck> {
  if (!isTotpCode(code)) return { ok: false, reason: 'wrong' };
  let result: Awaited<ReturnType<typeof verify>>;
  try {
    result = await verify({ secret, token: code, epoch: Math.floor(nowMs / 1000), epochTolerance: TOLERANCE_S, period: TOTP_PERIOD_S });
  } catch {
    return { ok: false, reason: 'wrong' };
  }
  if (!result.valid || !('timeStep' in result) || typeof result.timeStep !== 'number') return { ok: false, reason: 'wrong' };
  if (result.timeStep <= lastStep) return { ok: false, reason: 'replay' };
  return { ok: true, step: result.timeStep };
}
