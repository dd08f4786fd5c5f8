// The back office's calls (docs/decisions/0116 accounts, 0117 the lead's life, 0118
// authorization). Not in SPEC §7: the upstream serves them under /admin/v1/. Every one is made on a
// back-office account's behalf (`account: true`): the gateway's admin listener sends the session secret
// from its HttpOnly cookie as the `X-Admin-Session` header and the visitor's address as X-Forwarded-For;
// nothing is cached. Every answer is an envelope shown as it came: code 200; 400 a refusal of the input
// (Chinese msg); 401 no valid session (or the second factor is still due); 403 not allowed — the same
// answer whatever the reason (another brand's lead, a missing role, an unknown id), recorded in the audit
// trail; 429 too many failed sign-ins (msg says when to retry).
import { z } from 'zod';
import { articlesCalls } from './backoffice-articles-calls';
import { int } from './shapes/common';
import {
  wireAccountCreated, wireAccountPage, wireAuditPage, wireBrandNotify, wireBrandResponse, wireDeadJobPage, wireDisputePage,
  wireEnrolInfo, wireLead, wireLeadPage, wireLeadReveal, wirePrincipal, wireSession, wireSignIn, wireTotpSetup,
} from './shapes/backoffice';
import { importCalls } from './backoffice-import-calls';
import { placementsCalls } from './backoffice-placements-calls';
import { brandEditsCalls } from './backoffice-brand-edits-calls';
import { claimsCalls } from './backoffice-claims-calls';

const none = z.object({});
const id = z.object({ id: int });
/** Server-side paging: page from 1, size 1-100 (default 20); sort and dir per list. */
const paging = { page: int.min(1).optional(), size: int.min(1).max(100).optional(), dir: z.enum(['asc', 'desc']).optional() };
const ok = z.null();
const base = { lifetime: 'each', answer: 'envelope', account: true } as const;

export const backofficeCalls = {
  ...brandEditsCalls,
  ...claimsCalls,
  // Sign-in (docs/decisions/0116). signIn answers a new session in its first stage; totp completes it.
  adminSignIn: { ...base, method: 'POST', path: '/admin/v1/auth/signin', params: z.object({ login: z.string(), password: z.string() }), data: wireSignIn },
  adminTotp: { ...base, method: 'POST', path: '/admin/v1/auth/totp', params: z.object({ code: z.string() }), data: wireSignIn },
  adminSignOut: { ...base, method: 'POST', path: '/admin/v1/auth/signout', params: none, data: ok },
  adminSignOutEverywhere: { ...base, method: 'POST', path: '/admin/v1/auth/signout-all', params: none, data: ok },
  adminMe: { ...base, method: 'GET', path: '/admin/v1/me', params: none, data: wirePrincipal },
  adminSessions: { ...base, method: 'GET', path: '/admin/v1/sessions', params: none, data: z.array(wireSession) },
  adminRevokeSession: { ...base, method: 'POST', path: '/admin/v1/sessions/revoke', params: z.object({ id: z.string() }), data: ok },
  /** Starts (or restarts) the second factor's set-up: a new secret, confirmed by adminTotpConfirm. */
  adminTotpSetup: { ...base, method: 'POST', path: '/admin/v1/totp/setup', params: none, data: wireTotpSetup },
  adminTotpConfirm: { ...base, method: 'POST', path: '/admin/v1/totp/confirm', params: z.object({ code: z.string() }), data: wireSignIn },
  /** Enrolment by one-time link (no session): who it is for, then the first password (answers a session). */
  adminEnrolInfo: { ...base, method: 'GET', path: '/admin/v1/enrol', params: z.object({ token: z.string() }), data: wireEnrolInfo },
  adminEnrol: { ...base, method: 'POST', path: '/admin/v1/enrol', params: z.object({ token: z.string(), password: z.string() }), data: wireSignIn },
  /** Password reset through the SMS path: always the same answer, whether or not the login exists. */
  adminResetRequest: { ...base, method: 'POST', path: '/admin/v1/reset/request', params: z.object({ login: z.string() }), data: ok },
  adminReset: { ...base, method: 'POST', path: '/admin/v1/reset', params: z.object({ token: z.string(), password: z.string() }), data: ok },

  // Accounts and roles (admin).
  adminAccounts: { ...base, method: 'GET', path: '/admin/v1/accounts', params: z.object({ q: z.string().optional(), role: z.string().optional(), sort: z.enum(['created', 'login']).optional(), ...paging }), data: wireAccountPage },
  adminCreateAccount: {
    ...base, method: 'POST', path: '/admin/v1/accounts/create',
    params: z.object({ login: z.string(), name: z.string(), phone: z.string().optional(), staff_role: z.string().optional(), brand_id: int.optional(), brand_role: z.string().optional() }),
    data: wireAccountCreated,
  },
  /** Sets the staff role ('' none) or one brand's role ('' removes it); takes effect on the next request. */
  adminSetRole: { ...base, method: 'POST', path: '/admin/v1/accounts/role', params: z.object({ id: int, staff_role: z.string().optional(), brand_id: int.optional(), brand_role: z.string().optional() }), data: ok },
  adminDisableAccount: { ...base, method: 'POST', path: '/admin/v1/accounts/disable', params: z.object({ id: int, on: z.union([z.literal(0), z.literal(1)]) }), data: ok },
  /** A new enrolment link (a lost second factor, an expired link): the account's sessions end. */
  adminReenrol: { ...base, method: 'POST', path: '/admin/v1/accounts/reenrol', params: id, data: wireAccountCreated },

  // Leads. scope 'brand': the signed-in brand account's leads (brand: one of its brands); 'desk': the
  // site's own advisers' leads (support). A lead is only ever listed or shown to its consented recipient.
  adminLeads: {
    ...base, method: 'GET', path: '/admin/v1/leads',
    params: z.object({ scope: z.enum(['brand', 'desk']), brand: int.optional(), state: z.string().optional(), q: z.string().optional(), sort: z.enum(['created', 'state']).optional(), ...paging }),
    data: wireLeadPage,
  },
  /** One lead; the first look by its recipient moves it to 已查看. */
  adminLead: { ...base, method: 'GET', path: '/admin/v1/lead', params: id, data: wireLead },
  /** The lead's number and name in full: recorded (who, when), never cached. */
  adminRevealLead: { ...base, method: 'POST', path: '/admin/v1/lead/reveal', params: id, data: wireLeadReveal },
  adminMoveLead: { ...base, method: 'POST', path: '/admin/v1/lead/state', params: z.object({ id: int, state: z.string() }), data: wireLead },
  adminDisputeLead: { ...base, method: 'POST', path: '/admin/v1/lead/dispute', params: z.object({ id: int, reason: z.string(), note: z.string().optional() }), data: wireLead },
  adminDecideDispute: { ...base, method: 'POST', path: '/admin/v1/lead/decide', params: z.object({ id: int, decision: z.enum(['credited', 'rejected']), note: z.string().optional() }), data: wireLead },
  adminRelayLead: { ...base, method: 'POST', path: '/admin/v1/lead/relay', params: z.object({ id: int, outcome: z.string(), note: z.string().optional() }), data: wireLead },
  /** CSV of the scope's leads (masked numbers), recorded. data: the CSV text. */
  adminExportLeads: { ...base, method: 'GET', path: '/admin/v1/leads/export', params: z.object({ scope: z.enum(['brand', 'desk']), brand: int.optional(), state: z.string().optional() }), data: z.string() },
  adminDisputes: { ...base, method: 'GET', path: '/admin/v1/disputes', params: z.object({ open: z.union([z.literal(0), z.literal(1)]).optional(), ...paging }), data: wireDisputePage },
  adminDeadJobs: { ...base, method: 'GET', path: '/admin/v1/jobs/dead', params: z.object({ ...paging }), data: wireDeadJobPage },
  adminRetryJob: { ...base, method: 'POST', path: '/admin/v1/jobs/retry', params: id, data: ok },
  adminBrandNotify: { ...base, method: 'GET', path: '/admin/v1/brand/notify', params: z.object({ brand: int }), data: wireBrandNotify },
  /** Sets the brand's SMS number and webhook address ('' clears); rotate=1 makes a new signing secret. */
  adminSetBrandNotify: {
    ...base, method: 'POST', path: '/admin/v1/brand/notify',
    params: z.object({ brand: int, sms_mobile: z.string().optional(), webhook_url: z.string().optional(), rotate: z.union([z.literal(0), z.literal(1)]).optional() }),
    data: wireBrandNotify,
  },

  /** Records a refusal the gateway's policy made (field name only), so every refusal is in the trail. */
  adminRefused: { ...base, method: 'POST', path: '/admin/v1/audit/refused', params: z.object({ field: z.string() }), data: ok },
  // The audit trail (compliance): filters by action, actor login, outcome and time (seconds).
  adminAudit: {
    ...base, method: 'GET', path: '/admin/v1/audit',
    params: z.object({ action: z.string().optional(), actor: z.string().optional(), outcome: z.string().optional(), from: int.optional(), to: int.optional(), ...paging }),
    data: wireAuditPage,
  },
  ...placementsCalls,
  ...importCalls,
  ...articlesCalls,
} as const;

/** Public, beside the records: a brand's measured response to its leads (the brand page's 平均响应时间). */
export const responseCalls = {
  brandResponse: { method: 'GET', path: '/records/v1/response', params: z.object({ id: int }), data: wireBrandResponse, lifetime: 3600 },
} as const;
