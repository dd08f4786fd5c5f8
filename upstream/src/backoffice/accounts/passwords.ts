// Passwords of back-office accounts (docs/decisions/0116): argon2id through @node-rs/argon2 with its
// defaults (m=19456 KiB, t=2, p=1, OWASP's minimum), stored as the PHC string. A sign-in for an unknown
// login (or an account without a password yet) is checked against a dummy hash, so that it takes as long
// as a real one and the answer's timing tells nothing.
import { hash, verify } from '@node-rs/argon2';
import { BackofficeRefusal } from '../principal';

export const PASSWORD_MIN = 10;
/** Longer passwords are refused rather than hashed: an unbounded input is an unbounded cost. */
export const PASSWORD_MAX = 128;

export const passwordMessages = {
  tooShort: `密码至少需要${PASSWORD_MIN}个字符`,
  tooLong: `密码不能超过${PASSWORD_MAX}个字符`,
  isLogin: '密码不能与账号名相同',
  invalid: '密码不能包含控制字符',
} as const;

/** The password field as sent: never trimmed (spaces count), but only a string. */
export const passwordOf = (v: unknown): string => (typeof v === 'string' ? v : '');

/** Refuses (400, Chinese msg) a password the rules do not allow. */
export function checkPasswordRules(password: string, login: string): void {
  const length = [...password].length;
  if (/[\u0000-\u001F\u007F]/.test(password)) throw new BackofficeRefusal(400, passwordMessages.invalid);
  if (length < PASSWORD_MIN) throw new BackofficeRefusal(400, passwordMessages.tooShort);
  if (length > PASSWORD_MAX) throw new BackofficeRefusal(400, passwordMessages.tooLong);
  if (password.trim().toLowerCase() === login.trim().toLowerCase()) throw new BackofficeRefusal(400, passwordMessages.isLogin);
}

export const hashPassword = (password: string): Promise<string> => hash(password);

let dummy: Promise<string> | undefined;
/** A hash nobody knows the password of, made once per process. */
const dummyHash = () => (dummy ??= hash(`dummy-${Math.random()}-${Date.now()}`));

/**
 * Whether `password` matches `stored`; with no stored hash (unknown login, not enrolled) the dummy is
 * verified instead and the answer is false. A malformed stored hash counts as a mismatch.
 */
export async function checkPassword(stored: string | null, password: string): Promise<boolean> {
  const target = stored ?? (await dummyHash());
  let ok = false;
  try {
    ok = await verify(target, password.length > PASSWORD_MAX * 4 ? password.slice(0, PASSWORD_MAX * 4) : password);
  } catch {
    ok = false;
  }
  return stored !== null && ok;
}
