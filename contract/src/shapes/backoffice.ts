// Answer shapes of the back-office calls (contract/src/backoffice-calls.ts, docs/decisions/0116-0118).
// Phone numbers travel masked (138****1234) except in the one answer of a recorded reveal.
import { z } from 'zod';
import { int } from './common';

const role = z.enum(['support', 'ops', 'compliance', 'admin']);
const brandRole = z.enum(['brand_admin', 'brand_agent']);
const leadState = z.enum([
  'submitted', 'delivered', 'viewed', 'contacted', 'interested', 'won', 'no_intent',
  'disputed', 'credited', 'dispute_rejected', 'withdrawn', 'expired',
]);
/** Seconds since the epoch. */
const secs = int;

/**
 * A sign-in step's answer. `token` is the new session's secret (only in the answer that creates the
 * session; the gateway puts it in an HttpOnly cookie and never shows it). `stage`: 'totp' the second
 * factor is still due; 'totp_setup' the account must set one up first (staff); 'done' signed in.
 */
export const wireSignIn = z.strictObject({
  token: z.string().nullable(),
  stage: z.enum(['totp', 'totp_setup', 'done']),
  expires: secs,
});
export type WireSignIn = z.infer<typeof wireSignIn>;

export const wireAccountBrand = z.strictObject({ brand_id: int, brand_title: z.string(), role: brandRole });

/** Who is signed in on this session (code 401 when nobody, or the second factor is still due). */
export const wirePrincipal = z.strictObject({
  id: int,
  login: z.string(),
  name: z.string(),
  staff_role: role.nullable(),
  brands: z.array(wireAccountBrand),
  totp: z.boolean(),
  /** The session's stage: 'done', or 'totp_setup' while a staff account has no second factor yet. */
  stage: z.enum(['totp_setup', 'done']),
});
export type WirePrincipal = z.infer<typeof wirePrincipal>;

export const wireSession = z.strictObject({
  /** A public handle of the session (not its secret). */
  id: z.string(),
  created: secs,
  last_seen: secs,
  expires: secs,
  ip_prefix: z.string(),
  user_agent: z.string(),
  current: z.boolean(),
});

export const wireTotpSetup = z.strictObject({ secret: z.string(), uri: z.string() });

export const wireEnrolInfo = z.strictObject({ login: z.string(), name: z.string(), totp_required: z.boolean() });

export const wireAccount = z.strictObject({
  id: int,
  login: z.string(),
  name: z.string(),
  phone: z.string().nullable(), // masked
  staff_role: role.nullable(),
  brands: z.array(wireAccountBrand),
  totp: z.boolean(),
  disabled: z.boolean(),
  locked_until: secs.nullable(),
  created: secs,
});
export type WireAccount = z.infer<typeof wireAccount>;
export const wireAccountPage = z.strictObject({ total: int, list: z.array(wireAccount) });
/** A created account, or a new enrolment link: `enrol_token` goes into the link once and is never stored. */
export const wireAccountCreated = z.strictObject({ id: int, enrol_token: z.string(), enrol_expires: secs });

/** One lead as a list row: masked, no message text. */
export const wireLeadRow = z.strictObject({
  id: int,
  brand_id: int.nullable(),
  brand_title: z.string(),
  name: z.string(), // first character and *: 张**
  mobile: z.string(), // 138****1234; '' once erased or withdrawn
  region: z.string(),
  state: leadState,
  created: secs,
  delivered: secs.nullable(),
  first_viewed: secs.nullable(),
  first_contacted: secs.nullable(),
  /** 'brand': its operating company received it; 'site': the site's own advisers (the staff desk). */
  recipient: z.enum(['brand', 'site']),
  disputed: z.boolean(),
});
export type WireLeadRow = z.infer<typeof wireLeadRow>;
export const wireLeadPage = z.strictObject({ total: int, list: z.array(wireLeadRow) });

export const wireLeadEvent = z.strictObject({ state: leadState, at: secs, actor: z.enum(['system', 'brand', 'staff', 'enquirer']) });
export const wireLeadJob = z.strictObject({
  id: int,
  channel: z.enum(['inbox', 'desk', 'sms', 'webhook']),
  status: z.enum(['pending', 'running', 'done', 'dead', 'cancelled']),
  attempts: int,
  run_at: secs,
  last_error: z.string().nullable(),
});
export const wireLeadDispute = z.strictObject({
  reason: z.enum(['empty_number', 'duplicate', 'not_the_person', 'wrong_region']),
  note: z.string(),
  opened: secs,
  decision: z.enum(['credited', 'rejected']).nullable(),
  decision_note: z.string(),
  decided: secs.nullable(),
});
export const wireLeadRelay = z.strictObject({ at: secs, account: z.string(), outcome: z.enum(['reached', 'no_answer', 'wrong_number', 'declined']), note: z.string() });

/** One lead in full, still masked; its message, its history, deliveries, dispute and relays. */
export const wireLead = wireLeadRow.extend({
  content: z.string(),
  consent_text: z.string(),
  events: z.array(wireLeadEvent),
  jobs: z.array(wireLeadJob),
  dispute: wireLeadDispute.nullable(),
  relays: z.array(wireLeadRelay),
  /** Whether the dispute window (7 days from delivery) is still open. */
  can_dispute: z.boolean(),
});
export type WireLead = z.infer<typeof wireLead>;

/** The one answer that carries a number in full: a recorded reveal. */
export const wireLeadReveal = z.strictObject({ id: int, name: z.string(), mobile: z.string() });

/** A dead delivery on the staff desk. */
export const wireDeadJob = z.strictObject({
  id: int,
  enquiry_id: int,
  brand_id: int.nullable(),
  brand_title: z.string(),
  channel: z.enum(['inbox', 'desk', 'sms', 'webhook']),
  attempts: int,
  last_error: z.string().nullable(),
  created: secs,
});
export const wireDeadJobPage = z.strictObject({ total: int, list: z.array(wireDeadJob) });

export const wireDisputeRow = z.strictObject({
  enquiry_id: int,
  brand_id: int,
  brand_title: z.string(),
  reason: z.enum(['empty_number', 'duplicate', 'not_the_person', 'wrong_region']),
  note: z.string(),
  opened: secs,
  decision: z.enum(['credited', 'rejected']).nullable(),
});
export const wireDisputePage = z.strictObject({ total: int, list: z.array(wireDisputeRow) });

export const wireBrandNotify = z.strictObject({
  brand_id: int,
  sms_mobile: z.string().nullable(), // masked
  webhook_url: z.string().nullable(),
  /** Shown once, when it is created or rotated; null otherwise. */
  webhook_secret: z.string().nullable(),
  has_secret: z.boolean(),
});

export const wireAuditEvent = z.strictObject({
  id: int,
  at: secs,
  actor: z.string().nullable(), // the account's login, or null for the system
  action: z.string(),
  subject: z.string(),
  brand_id: int.nullable(),
  outcome: z.string(),
  ip_prefix: z.string(),
  detail: z.string(), // JSON text, never personal data
});
export const wireAuditPage = z.strictObject({ total: int, list: z.array(wireAuditEvent) });

/** A brand's measured response to its leads (public): median seconds to first view and first contact. */
export const wireBrandResponse = z.strictObject({
  brand_id: int,
  leads: int,
  median_first_view: int.nullable(),
  median_first_contact: int.nullable(),
  /** When it was computed (seconds). */
  as_of: secs,
});
export type WireBrandResponse = z.infer<typeof wireBrandResponse>;
