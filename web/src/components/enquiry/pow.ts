// The proof of work that travels with each image captcha (docs/decisions/0020): solved in the
// background while the visitor types, with altcha-lib over WebCrypto (needs HTTPS or localhost).
// Loaded on demand: it is not part of the page's first bundle.

const base64url = (text: string) => btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const fromBase64url = (text: string) => atob(text.replace(/-/g, '+').replace(/_/g, '/'));

/** The solution payload for sendSmsCode's `pow`, or null when it cannot be solved here. */
export async function solvePow(challengeB64: string, signal: AbortSignal): Promise<string | null> {
  try {
    const [{ solveChallenge }, { deriveKey }] = await Promise.all([import('altcha-lib'), import('altcha-lib/algorithms/web/pbkdf2')]);
    const challenge = JSON.parse(fromBase64url(challengeB64)) as Parameters<typeof solveChallenge>[0]['challenge'];
    const controller = new AbortController();
    signal.addEventListener('abort', () => controller.abort());
    const solution = await solveChallenge({ challenge, deriveKey, controller, timeout: 120_000 });
    return solution ? base64url(JSON.stringify({ challenge, solution })) : null;
  } catch {
    return null;
  }
}

/** A fresh idempotency key: 16 random bytes, base64url (works outside secure contexts too). */
export function newAttemptKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return base64url(String.fromCharCode(...bytes));
}
