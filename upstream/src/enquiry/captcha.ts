import svgCaptcha from 'svg-captcha';
import type { Queryable } from '../db/database';
import { hashSecret, randomToken, secretMatches } from './hashing';

export interface IssuedCaptcha {
  id: string;
  svg: string;
  answer: string;
}

/** A new image captcha for the session; it replaces every earlier one of that session. */
export async function issueCaptcha(db: Queryable, sessionId: string, now: number, ttlMs: number): Promise<IssuedCaptcha> {
  const c = svgCaptcha.create({ size: 4, noise: 2, color: true, width: 120, height: 40, ignoreChars: '0oO1iIlLqg9' });
  const answer = c.text.toLowerCase();
  await db.query('delete from captcha_challenge where session_id = $1', [sessionId]);
  const id = randomToken();
  await db.query('insert into captcha_challenge (id, session_id, answer_hash, created_at, expires_at) values ($1, $2, $3, $4, $5)', [
    id,
    sessionId,
    hashSecret(answer),
    new Date(now),
    new Date(now + ttlMs),
  ]);
  return { id, svg: c.data, answer };
}

/** Drops captchas of sessions that never came back. */
export async function sweepCaptchas(db: Queryable, now: number): Promise<void> {
  await db.query('delete from captcha_challenge where expires_at < $1', [new Date(now)]);
}

/**
 * Consumes the session's current captcha, right or wrong (single use); its id when `answer` matched
 * it before it expired, else null. Case-insensitive.
 */
export async function consumeCaptcha(db: Queryable, sessionId: string, answer: string, now: number): Promise<string | null> {
  const [row] = await db.query<{ id: string; answer_hash: string; expires_at: Date | string }>(
    `update captcha_challenge set used_at = $2
      where id = (select id from captcha_challenge where session_id = $1 and used_at is null order by created_at desc limit 1)
        and used_at is null
      returning id, answer_hash, expires_at`,
    [sessionId, new Date(now)],
  );
  if (!row || new Date(row.expires_at).getTime() <= now) return null;
  return secretMatches(row.answer_hash, answer.trim().toLowerCase()) ? row.id : null;
}
