// Who may use a back-office field: the one place the gateway decides it (docs/decisions/0118). The schema
// declares each field's roles with @allow (schema/backoffice.graphql); allow-directive.ts asks `decide`
// before the field's resolver runs. The upstream checks again on every call (the lead's recipient, the
// session's stage); this is the first gate, and the one that makes a forgotten check in a resolver
// harmless. Every refusal looks the same whatever its reason.
import type { WirePrincipal } from '@shangji/contract';

/** The schema's Access enum. */
export const ACCESS = ['SUPPORT', 'OPS', 'COMPLIANCE', 'ADMIN', 'BRAND_ADMIN', 'BRAND_AGENT', 'SIGNED_IN', 'PUBLIC'] as const;
export type Access = (typeof ACCESS)[number];

export type Decision = 'allow' | 'unauthenticated' | 'forbidden';

/** What a refusal says: the same for every reason (a missing role, another brand, an unknown id). */
export const refusalMessages = {
  unauthenticated: { code: 'UNAUTHENTICATED', message: '请先登录' },
  forbidden: { code: 'FORBIDDEN', message: '无权访问' },
} as const;

/**
 * The brand a field concerns: a number (its `brandId` argument, or the `brandId` of the object the field
 * belongs to), null when it concerns no brand that can be held (no brand, or not a valid id), undefined
 * when the field says nothing about a brand.
 */
export type BrandConcerned = number | null | undefined;

/**
 * The decision for a caller on the admin listener:
 * - PUBLIC: anyone.
 * - no principal (no session, an ended one, or the second factor still due): UNAUTHENTICATED.
 * - SIGNED_IN: any principal the upstream answers for this session — complete, or a staff account's
 *   first session that must set up its second factor before anything else (TotpSetup, Principal).
 * - a role (staff or brand) only on a complete session (stage done): otherwise UNAUTHENTICATED.
 * - SUPPORT, OPS, COMPLIANCE, ADMIN: exactly that staff role (no role implies another).
 * - BRAND_ADMIN, BRAND_AGENT: that role on the brand concerned, or on at least one brand when the
 *   field concerns none; never when it concerns no holdable brand (null).
 */
export function decide(principal: WirePrincipal | null, roles: readonly Access[], brand: BrandConcerned): Decision {
  if (roles.includes('PUBLIC')) return 'allow';
  if (!principal) return 'unauthenticated';
  if (roles.includes('SIGNED_IN')) return 'allow';
  if (principal.stage !== 'done') return 'unauthenticated';
  if (principal.staff_role && roles.includes(principal.staff_role.toUpperCase() as Access)) return 'allow';
  for (const role of roles) {
    if (role !== 'BRAND_ADMIN' && role !== 'BRAND_AGENT') continue;
    const wanted = role.toLowerCase();
    if (brand === null) continue;
    if (principal.brands.some((b) => b.role === wanted && (brand === undefined || b.brand_id === brand))) return 'allow';
  }
  return 'forbidden';
}

/** A brand id as the schema carries it (an ID string); null when it is not a positive integer. */
export function brandIdOf(value: unknown): number | null {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value > 0 ? value : null;
  if (typeof value !== 'string' || !/^[1-9]\d{0,9}$/.test(value)) return null;
  const n = Number(value);
  return n <= 2_147_483_647 ? n : null;
}
