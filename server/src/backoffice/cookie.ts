// The back office's session cookie (docs/decisions/0118): set only by the admin listener, on its own
// origin, HttpOnly (no script reads it), SameSite=Strict (no other site's page sends it), Secure and
// __Host- prefixed behind TLS, 12 hours at most (the upstream ends the session sooner when unused).
// Cookies are shared between ports of one host (localhost:3000 and :3002 see the same jar), so the
// public listeners strip it from every Cookie header they forward (stripAdminCookies): the session
// secret only ever travels from the admin listener to the upstream, as X-Admin-Session.

/** The cookie's lifetime in seconds: the upstream's longest session (SESSION_TTL_MS, 12 h). */
export const ADMIN_COOKIE_MAX_AGE = 12 * 3600;

const PLAIN_NAME = 'sj_admin';
const HOST_NAME = '__Host-sj_admin';
/** Both names, whatever the site's scheme: either may sit in a jar a public listener reads. */
export const ADMIN_COOKIE_NAMES: readonly string[] = [PLAIN_NAME, HOST_NAME];

/** A session secret as the upstream makes them (base64url); anything else is not sent up. */
const TOKEN = /^[A-Za-z0-9_-]{20,100}$/;

export interface AdminCookie {
  name: string;
  secure: boolean;
  /** The secret this Cookie header carries, if it carries one that looks like a secret. */
  read(cookieHeader: string | undefined): string | undefined;
  /** Set-Cookie value that stores `token`. */
  set(token: string): string;
  /** Set-Cookie value that removes it. */
  clear(): string;
}

/** The cookie of the back office at `adminSiteUrl`: __Host-sj_admin (Secure) over https, sj_admin over http. */
export function adminCookie(adminSiteUrl: string): AdminCookie {
  const secure = new URL(adminSiteUrl).protocol === 'https:';
  const name = secure ? HOST_NAME : PLAIN_NAME;
  const attributes = `Path=/; HttpOnly; SameSite=Strict${secure ? '; Secure' : ''}`;
  return {
    name,
    secure,
    read(cookieHeader) {
      for (const part of (cookieHeader ?? '').split(';')) {
        const eq = part.indexOf('=');
        if (eq < 0 || part.slice(0, eq).trim() !== name) continue;
        const value = part.slice(eq + 1).trim();
        return TOKEN.test(value) ? value : undefined;
      }
      return undefined;
    },
    set: (token) => {
      if (!TOKEN.test(token)) throw new Error('not a session secret');
      return `${name}=${token}; Max-Age=${ADMIN_COOKIE_MAX_AGE}; ${attributes}`;
    },
    clear: () => `${name}=; Max-Age=0; ${attributes}`,
  };
}

/**
 * The Cookie header without the back office's cookie (either name): what a public listener may forward.
 * undefined when nothing else is left.
 */
export function stripAdminCookies(cookieHeader: string | undefined): string | undefined {
  if (!cookieHeader) return cookieHeader;
  if (!cookieHeader.includes('sj_admin')) return cookieHeader;
  const kept = cookieHeader
    .split(';')
    .map((p) => p.trim())
    .filter((p) => p && !ADMIN_COOKIE_NAMES.includes(p.slice(0, p.indexOf('=') < 0 ? p.length : p.indexOf('=')).trim()));
  return kept.length ? kept.join('; ') : undefined;
}
