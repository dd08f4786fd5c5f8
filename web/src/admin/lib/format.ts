// How the back office writes times, states and roles. Times are shown in China's time zone whatever the
// browser's, so a screenshot, an audit row and a colleague's screen agree.
import { LEAD_STATE_LABELS, type LeadState as ContractLeadState } from '@shangji/contract/lead-states';
import type { LeadState } from '../../gql/graphql';

const TIME = new Intl.DateTimeFormat('zh-CN', {
  timeZone: 'Asia/Shanghai', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hour12: false,
});

/** `2026-11-28 14:05`, or — for none. */
export function formatTime(iso: string | null | undefined): string {
  if (!iso) return '—';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '—';
  const p = Object.fromEntries(TIME.formatToParts(d).map((x) => [x.type, x.value]));
  return `${p.year}-${p.month}-${p.day} ${p.hour === '24' ? '00' : p.hour}:${p.minute}`;
}

/** The schema's LEAD_STATE as the contract's lead_state. */
export function contractState(state: LeadState): ContractLeadState {
  return state.toLowerCase() as ContractLeadState;
}

/** The schema's state as its contract counterpart's Chinese label. */
export function stateLabel(state: LeadState): string {
  return LEAD_STATE_LABELS[contractState(state)];
}

/** The badge colour family of a state (admin.css.ts `.ad-state-*`). */
export function stateTone(state: LeadState): string {
  switch (state) {
    case 'SUBMITTED':
    case 'DELIVERED':
      return 'new';
    case 'VIEWED':
      return 'seen';
    case 'CONTACTED':
    case 'INTERESTED':
      return 'work';
    case 'WON':
      return 'won';
    case 'DISPUTED':
      return 'dispute';
    default:
      return 'closed';
  }
}

/** Every state, in the order of the lead's life (for filters). */
export const STATE_OPTIONS: readonly LeadState[] = [
  'SUBMITTED', 'DELIVERED', 'VIEWED', 'CONTACTED', 'INTERESTED', 'WON', 'NO_INTENT', 'DISPUTED', 'CREDITED', 'DISPUTE_REJECTED', 'WITHDRAWN', 'EXPIRED',
];

/** Short role names for the top bar and tables. */
export const ROLE_SHORT: Record<string, string> = {
  SUPPORT: '客服',
  OPS: '运营',
  COMPLIANCE: '合规',
  ADMIN: '管理员',
  BRAND_ADMIN: '品牌管理员',
  BRAND_AGENT: '品牌销售',
};

export const CHANNEL_LABELS: Record<string, string> = { INBOX: '后台收件箱', DESK: '客服线索台', SMS: '短信通知', WEBHOOK: 'Webhook' };
export const JOB_STATUS_LABELS: Record<string, string> = { PENDING: '等待中', RUNNING: '投递中', DONE: '已完成', DEAD: '已放弃', CANCELLED: '已取消' };
export const ACTOR_LABELS: Record<string, string> = { system: '系统', brand: '品牌方', staff: '客服', enquirer: '咨询人' };
