// The back-office side of one GraphQL operation on the admin listener (docs/decisions/0118): the session
// secret read from the HttpOnly cookie (sent up as X-Admin-Session by the upstream client), the signed-in
// principal read once per operation (a role taken away counts from the next request on: nothing is kept
// between operations), and the cookie's changes on this response. Public listeners have none of this:
// their context's `admin` is undefined, and every @allow field is refused there.
import type { WirePrincipal } from '@shangji/contract';
import type { AdminCookie } from '../../backoffice/cookie';
import type { UpstreamClient } from '../../upstream/client';
import type { AccountCaller } from '../../upstream/transport';

/** What the admin listener hands createContext for one request. */
export interface AdminRequest {
  cookie: AdminCookie;
  /** The secret from this request's Cookie header, if any. */
  session: string | undefined;
  userAgent: string | undefined;
  /** The back office's public address (enrolment links). */
  siteUrl: string;
  /** Adds a Set-Cookie value to this response. */
  setCookie(value: string): void;
}

export interface AdminSession {
  /** The back office's public address, without a trailing slash. */
  readonly siteUrl: string;
  /** Whether this request carries a session secret at all. */
  hasSession(): boolean;
  /**
   * The signed-in principal (adminMe), read once per operation; null when nobody is signed in or the
   * second factor is still due. An upstream failure rejects (the field fails; it is not a refusal).
   */
  principal(): Promise<WirePrincipal | null>;
  /** The principal when it has been read already (synchronous checks of nested fields), else undefined. */
  known(): WirePrincipal | null | undefined;
  /** A sign-in step answered a new session: its secret goes into the cookie and into later calls. */
  begin(token: string): void;
  /** The session ended (sign-out, reset, a 401): the cookie is removed. */
  end(): void;
  /** Records one refusal of this operation (adminRefused), at most once per operation. */
  recordRefusal(field: string): Promise<void>;
}

export function createAdminSession(request: AdminRequest, caller: AccountCaller, upstream: UpstreamClient): AdminSession {
  let pending: Promise<WirePrincipal | null> | undefined;
  let settled: WirePrincipal | null | undefined;
  let refusalRecorded = false;
  const forget = () => {
    pending = undefined;
    settled = undefined;
  };
  return {
    siteUrl: request.siteUrl,
    hasSession: () => caller.session !== undefined,
    principal() {
      if (!caller.session) return Promise.resolve((settled = null));
      pending ??= upstream.call('adminMe', {}).then((answer) => {
        // 401: no session, an ended one, or the second factor still due. The cookie stays (a session in
        // its second-factor step is still one); an ended session is cleared by the fields that find it so.
        settled = answer.code === 200 ? answer.data : null;
        return settled;
      });
      return pending;
    },
    known: () => settled,
    begin(token) {
      caller.session = token;
      request.setCookie(request.cookie.set(token));
      forget();
    },
    end() {
      if (caller.session === undefined && !request.session) return;
      caller.session = undefined;
      request.setCookie(request.cookie.clear());
      forget();
    },
    async recordRefusal(field) {
      // Only a caller with a session can be named in the trail; an anonymous caller's refusals would let
      // anyone fill it.
      if (refusalRecorded || !caller.session) return;
      refusalRecorded = true;
      try {
        await upstream.call('adminRefused', { field: field.slice(0, 100) });
      } catch {
        // The refusal stands whether or not it could be recorded.
      }
    },
  };
}
