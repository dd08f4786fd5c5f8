// An invisible proof of work beside the image captcha (a 30-line matcher could read the
// image captcha alone). Each captcha comes with an ALTCHA challenge (altcha-lib, PBKDF2/SHA-256, HMAC-signed) bound
// to that captcha's id; sendInfo needs its solution. The browser solves it while the visitor types (about
// a second); a bot pays the same CPU for every SMS it asks for, and a solution serves one captcha only.
import { createChallenge, randomInt, verifySolution, type Challenge, type Solution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { randomBytes } from 'node:crypto';

export interface PowSettings {
  /** PBKDF2 iterations per attempt; 0 turns the proof of work off. */
  cost: number;
  /** The solution's counter is drawn from [counterMin, 2 × counterMin): the attempts a solver makes. */
  counterMin: number;
  /** HMAC secret signing challenges; every upstream instance needs the same one. */
  secret: string;
}

/** A per-process secret when POW_SECRET is unset (one instance: challenges live minutes). */
export const processSecret = randomBytes(32).toString('base64url');

/** The challenge for captcha `captchaId`, as base64url JSON (the X-Captcha-Pow header). */
export async function powChallenge(s: PowSettings, captchaId: string, ttlMs: number): Promise<string> {
  const challenge = await createChallenge({
    algorithm: 'PBKDF2/SHA-256',
    cost: s.cost,
    counter: randomInt(s.counterMin, s.counterMin * 2),
    deriveKey,
    data: { cid: captchaId },
    // altcha checks expiry against the wall clock.
    expiresAt: new Date(Date.now() + ttlMs),
    hmacSignatureSecret: s.secret,
  });
  return Buffer.from(JSON.stringify(challenge)).toString('base64url');
}

/** Whether `payload` (base64url JSON { challenge, solution }) solves the challenge of captcha `captchaId`. */
export async function powSolved(s: PowSettings, payload: string, captchaId: string): Promise<boolean> {
  let parsed: { challenge?: Challenge; solution?: Solution };
  try {
    parsed = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as typeof parsed;
  } catch {
    return false;
  }
  const { challenge, solution } = parsed;
  if (!challenge?.parameters || challenge.parameters.data?.cid !== captchaId || challenge.parameters.algorithm !== 'PBKDF2/SHA-256') return false;
  if (challenge.parameters.cost !== s.cost || !solution) return false;
  try {
    return (await verifySolution({ challenge, solution, deriveKey, hmacSignatureSecret: s.secret })).verified;
  } catch {
    return false;
  }
}
