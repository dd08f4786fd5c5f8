import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** `salt:sha256(salt:value)`; captcha answers and SMS codes are only ever stored like this. */
export function hashSecret(value: string): string {
  const salt = randomBytes(16).toString('base64url');
  return `${salt}:${digest(salt, value)}`;
}

export function secretMatches(stored: string, value: string): boolean {
  const [salt, hex] = stored.split(':');
  if (!salt || !hex) return false;
  const a = Buffer.from(hex, 'hex');
  const b = Buffer.from(digest(salt, value), 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

const digest = (salt: string, value: string) => createHash('sha256').update(`${salt}:${value}`).digest('hex');

/** Six digits from the CSPRNG, leading zeros kept. */
export const sixDigitCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

export const randomToken = () => randomBytes(32).toString('base64url');
