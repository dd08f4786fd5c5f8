// The lead's life (docs/decisions/0117): one explicit state machine, stored with the enquiry
// (`enquiry.lead_state`, upstream/src/db/migrations/0026_back_office.sql). The upstream refuses any move
// not listed here; 我的咨询 (desktop and mobile) and the back office show the labels below.
// Plain TypeScript without zod: browser bundles import this file (`@shangji/contract/lead-states`).

export const LEAD_STATES = [
  'submitted', 'delivered', 'viewed', 'contacted', 'interested', 'won', 'no_intent',
  'disputed', 'credited', 'dispute_rejected', 'withdrawn', 'expired',
] as const;
export type LeadState = (typeof LEAD_STATES)[number];

/** What the enquirer and the recipient read for each state (the words). */
export const LEAD_STATE_LABELS: Record<LeadState, string> = {
  submitted: '已提交',
  delivered: '已送达',
  viewed: '已查看',
  contacted: '已联系',
  interested: '有意向',
  won: '已成交',
  no_intent: '无意向',
  disputed: '有争议',
  credited: '已退还',
  dispute_rejected: '驳回',
  withdrawn: '撤回',
  expired: '已过期',
};

/** Who moves a lead: the worker, the recipient brand's accounts, staff, or the enquirer in 我的咨询. */
export type LeadActor = 'system' | 'brand' | 'staff' | 'enquirer';

/** States after which a lead's personal data is no longer shown to anyone (masked or erased). */
export const LEAD_CLOSED: readonly LeadState[] = ['withdrawn', 'expired', 'credited'];

/** The outcomes a recipient reports after contact. */
export const LEAD_OUTCOMES = ['interested', 'won', 'no_intent'] as const;

/**
 * Every allowed move: from → to, and who may make it. Withdrawal (enquirer) and expiry (system) are
 * allowed from every state but the closed ones; deletion erases the row and is not a state.
 */
const MOVES: Record<LeadState, Partial<Record<LeadState, readonly LeadActor[]>>> = {
  submitted: { delivered: ['system'] },
  delivered: { viewed: ['brand', 'staff'], contacted: ['brand', 'staff'] },
  viewed: { contacted: ['brand', 'staff'], disputed: ['brand'] },
  contacted: { interested: ['brand', 'staff'], won: ['brand', 'staff'], no_intent: ['brand', 'staff'], disputed: ['brand'] },
  interested: { won: ['brand', 'staff'], no_intent: ['brand', 'staff'], disputed: ['brand'] },
  won: {},
  no_intent: { disputed: ['brand'] },
  disputed: { credited: ['staff'], dispute_rejected: ['staff'] },
  credited: {},
  dispute_rejected: { contacted: ['brand', 'staff'], interested: ['brand', 'staff'], won: ['brand', 'staff'], no_intent: ['brand', 'staff'] },
  withdrawn: {},
  expired: {},
};

/** Whether `actor` may move a lead from `from` to `to`. */
export function canMoveLead(from: LeadState, to: LeadState, actor: LeadActor): boolean {
  if (to === 'withdrawn') return actor === 'enquirer' && !LEAD_CLOSED.includes(from);
  if (to === 'expired') return actor === 'system' && from !== 'expired';
  return MOVES[from][to]?.includes(actor) ?? false;
}

/** The fixed reasons a brand may dispute a lead for (never "no intention"), with their labels. */
export const DISPUTE_REASONS = {
  empty_number: '空号',
  duplicate: '重复',
  not_the_person: '非本人',
  wrong_region: '地区不符',
} as const;
export type DisputeReason = keyof typeof DISPUTE_REASONS;

/** A dispute must be opened within this many days of delivery. */
export const DISPUTE_WINDOW_DAYS = 7;

/** The staff desk's relay outcomes for leads the site's own advisers received. */
export const RELAY_OUTCOMES = {
  reached: '已转达',
  no_answer: '未接通',
  wrong_number: '号码有误',
  declined: '对方拒绝',
} as const;
export type RelayOutcome = keyof typeof RELAY_OUTCOMES;

/** Staff roles and brand roles (docs/decisions/0118). */
export const STAFF_ROLES = ['support', 'ops', 'compliance', 'admin'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
export const BRAND_ROLES = ['brand_admin', 'brand_agent'] as const;
export type BrandRole = (typeof BRAND_ROLES)[number];
export const ROLE_LABELS: Record<StaffRole | BrandRole, string> = {
  support: '客服（线索台、争议）',
  ops: '运营（认领、品牌资料）',
  compliance: '合规（审计记录，只读）',
  admin: '管理员（账号与角色）',
  brand_admin: '品牌管理员',
  brand_agent: '品牌销售',
};
