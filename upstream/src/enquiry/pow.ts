// An invisible proof of work beside the image captcha (a 30-line matcher could read the
// image captcha alone). Each captcha comes with an ALTCHA challenge (altcha-lib, PBKDF2/SHA-256, HMAC-signed) bound
// to that captcha's id; sendInfo needs its solution. The browser solves it while the visitor types; a
// bot pays the same CPU for every SMS it asks for, and a solution serves one captcha only.
//
// Why a script pays no less than a browser (docs/decisions/0098):
// - the secret counter is drawn uniformly from [0, 2 × mean): no published minimum to start from, and
//   every counter equally likely, so no search order beats the browser's (0, 1, 2, …);
// - few, heavy attempts (thousands of PBKDF2 iterations each): WebCrypto's cost per call is then a
//   small part of the browser's time, so native code gains little over it;
// - the mean rises with the codes the requester's network bought in the last hour (1 + that count,
//   at most `maxFactor` times), so buying in bulk from one network gets dearer with every code; the
//   factor is signed into the challenge, and one issued at less than half the network's price now is
//   refused (challenges fetched in bulk while cheap do not stay cheap).
import { createChallenge, verifySolution, type Challenge, type Solution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { randomBytes, randomInt } from 'node:crypto';

export interface PowSettings {
  /** PBKDF2 iterations per attempt; 0 turns the proof of work off. */
  cost: number;
  /** Mean attempts for a network that bought nothing in the last hour (the counter is drawn from [0, 2 × mean × factor)). */
  attempts: number;
  /** The largest factor abuse multiplies `attempts` by. */
  maxFactor: number;
  /** HMAC secret signing challenges; every upstream instance needs the same one. */
  secret: string;
}

/** A per-process secret when POW_SECRET is unset (one instance: challenges live minutes). */
export const processSecret = randomBytes(32).toString('base64url');

/** How much dearer than the base the challenge is for a network that bought `recent` codes in the last hour. */
export const powFactor = (s: PowSettings, recent: number) => Math.min(s.maxFactor, 1 + Math.max(0, recent));

/** The exclusive upper bound of the secret counter: the search space a solver walks from 0. */
export const counterBound = (s: PowSettings, recent: number) => 2 * s.attempts * powFactor(s, recent);

/**
 * The challenge for captcha `captchaId`, as base64url JSON (the X-Captcha-Pow header); `recent` is the
 * codes the requester's network bought in the last hour.
 */
export async function powChallenge(s: PowSettings, captchaId: string, ttlMs: number, recent = 0): Promise<string> {
  const challenge = await createChallenge({
    algorithm: 'PBKDF2/SHA-256',
    cost: s.cost,
    // Uniform over [0, bound) from the system's CSPRNG: the counter cannot be predicted or narrowed.
    counter: randomInt(0, counterBound(s, recent)),
    deriveKey,
    // The factor travels signed: sendInfo refuses a challenge issued far cheaper than the network's price now.
    data: { cid: captchaId, f: powFactor(s, recent) },
    // altcha checks expiry against the wall clock.
    expiresAt: new Date(Date.now() + ttlMs),
    hmacSignatureSecret: s.secret,
  });
  return Buffer.from(JSON.stringify(challenge)).toString('base64url');
}

/**
 * The least factor a solution is accepted at, for a network that bought `recent` codes in the last hour:
 * half the factor a challenge issued now would have. Challenges fetched in bulk while the network was
 * cheap stop working once it has bought more; a visitor is not turned away because a few neighbours
 * bought codes while they typed.
 */
export const acceptedFactor = (s: PowSettings, recent: number) => Math.floor(powFactor(s, recent) / 2);

/**
 * Whether `payload` (base64url JSON { challenge, solution }) solves the challenge of captcha `captchaId`,
 * issued at a factor of at least `minFactor`.
 */
export async function powSolved(s: PowSettings, payload: string, captchaId: string, minFactor = 0): Promise<boolean> {
  let parsed: { challenge?: Challenge; solution?: Solution };
  try {
    parsed = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as typeof parsed;
  } catch {
    return false;
  }
  const { challenge, solution } = parsed;
  if (!challenge?.parameters || challenge.parameters.data?.cid !== captchaId || challenge.parameters.algorithm !== 'PBKDF2/SHA-256') return false;
  if (challenge.parameters.cost !== s.cost || !solution) return false;
  const factor = challenge.parameters.data?.f;
  if (typeof factor !== 'number' || factor < minFactor) return false;
  try {
    return (await verifySolution({ challenge, solution, deriveKey, hmacSignatureSecret: s.secret })).verified;
  } catch {
    return false;
  }
}
