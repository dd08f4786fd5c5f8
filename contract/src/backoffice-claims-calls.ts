// The claim calls (认领; docs/decisions/0120), spread into backofficeCalls. A merchant registers with a
// number verified by SMS (merchantCode, merchantRegister: an account with no staff role and no brand),
// finds the brand, uploads the business licence (raw bytes: CLAIM_LICENCE_UPLOAD_PATH, not a form call)
// and submits; ops lists, reads (the picture through CLAIM_LICENCE_VIEW_PATH) and decides.
import { z } from 'zod';
import { int } from './shapes/common';
import { wireSignIn } from './shapes/backoffice';
import { wireClaim, wireClaimBrand, wireClaimDetail, wireClaimPage, wireMerchantCode } from './shapes/backoffice-claims';

const base = { lifetime: 'each', answer: 'envelope', account: true } as const;

/** Upload of a licence picture: POST, the image's bytes as the body (application/octet-stream), at most 5 MB. */
export const CLAIM_LICENCE_UPLOAD_PATH = '/admin/v1/claims/licence';
/** One claim's licence picture (ops, admin): GET ?id=<claim id>, the image's bytes (audited per view). */
export const CLAIM_LICENCE_VIEW_PATH = '/admin/v1/claims/licence';
/** The largest licence picture accepted, in bytes. */
export const CLAIM_LICENCE_MAX_BYTES = 5 * 1024 * 1024;

export const claimsCalls = {
  /** Sends a six-digit code to the number (the enquiry path's SMS limits apply); answers the attempt's ticket. */
  merchantCode: { ...base, method: 'POST', path: '/admin/v1/merchant/code', params: z.object({ mobile: z.string() }), data: wireMerchantCode },
  /** Registers the number as a merchant account (login = the number) and opens its session. */
  merchantRegister: {
    ...base, method: 'POST', path: '/admin/v1/merchant/register',
    params: z.object({ ticket: z.string(), mobile: z.string(), code: z.string(), name: z.string(), password: z.string() }),
    data: wireSignIn,
  },
  /** Brands by name (q) or one by id, for the claim form (any signed-in account). */
  claimBrands: { ...base, method: 'GET', path: '/admin/v1/claims/brands', params: z.object({ q: z.string().optional(), id: int.optional() }), data: z.array(wireClaimBrand) },
  claimSubmit: {
    ...base, method: 'POST', path: '/admin/v1/claims/submit',
    params: z.object({ brand: int, company: z.string(), credit_code: z.string(), contact_name: z.string(), contact_mobile: z.string(), licence: z.string() }),
    data: wireClaim,
  },
  /** The signed-in account's own claims, newest first. */
  myClaims: { ...base, method: 'GET', path: '/admin/v1/claims/mine', params: z.object({}), data: z.array(wireClaim) },
  /** Ops and admin: claims by state, oldest waiting first. */
  adminClaims: {
    ...base, method: 'GET', path: '/admin/v1/claims',
    params: z.object({ state: z.string().optional(), page: int.min(1).optional(), size: int.min(1).max(100).optional() }),
    data: wireClaimPage,
  },
  adminClaim: { ...base, method: 'GET', path: '/admin/v1/claim', params: z.object({ id: int }), data: wireClaimDetail },
  /** approve: the brand's brand_admin and operating company, in one transaction; reject needs a reason. */
  adminDecideClaim: {
    ...base, method: 'POST', path: '/admin/v1/claims/decide',
    params: z.object({ id: int, decision: z.enum(['approve', 'reject']), reason: z.string().optional() }),
    data: wireClaim,
  },
} as const;
