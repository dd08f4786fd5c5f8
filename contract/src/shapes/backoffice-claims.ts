// Answer shapes of the claim calls (contract/src/backoffice-claims-calls.ts, docs/decisions/0120).
// The contact's number travels masked in lists; in full only in ops's detail of one claim (ops calls
// the merchant back before deciding).
import { z } from 'zod';
import { int } from './common';

/** 待审核 pending, 已通过 approved, 已驳回 rejected, 冲突 conflict (ops settles it). */
export const CLAIM_STATES = ['pending', 'approved', 'rejected', 'conflict'] as const;
export type ClaimState = (typeof CLAIM_STATES)[number];
const claimState = z.enum(CLAIM_STATES);
const secs = int;

/** A merchant registration's first step: the ticket binds the SMS code to this browser's attempt. */
export const wireMerchantCode = z.strictObject({ ticket: z.string() });

/** A brand as the claim form finds it: whether it is claimed already (a claim then goes to ops as 冲突). */
export const wireClaimBrand = z.strictObject({
  id: int,
  title: z.string(),
  claimed: z.boolean(),
  /** A claim of it waits for ops (pending or conflict). */
  pending: z.boolean(),
});

/** A stored licence picture (re-encoded): its id goes with the claim. */
export const wireClaimLicence = z.strictObject({ id: z.string(), mime: z.string(), width: int, height: int, bytes: int });

export const wireClaim = z.strictObject({
  id: int,
  brand_id: int,
  brand_title: z.string(),
  company_name: z.string(),
  credit_code: z.string(),
  contact_name: z.string(),
  /** Masked (138****1234), except in ops's detail. */
  contact_mobile: z.string(),
  state: claimState,
  /** The rejection's reason (the merchant sees it), '' otherwise. */
  reason: z.string(),
  created: secs,
  decided: secs.nullable(),
});
export type WireClaim = z.infer<typeof wireClaim>;

export const wireClaimPage = z.strictObject({ total: int, list: z.array(wireClaim) });

/** Ops's view of one claim: the claim, who operates the brand now, and the brand's other open claims. */
export const wireClaimDetail = z.strictObject({
  claim: wireClaim,
  /** The login of the account that claimed (its number). */
  account_login: z.string(),
  licence: z.strictObject({ mime: z.string(), width: int, height: int }),
  /** The operating company on file for the brand now ('' none: unclaimed). */
  current_operator: z.string(),
  others: z.array(z.strictObject({ id: int, state: claimState, company_name: z.string(), created: secs })),
});
