// A placement's states and their Chinese names (docs/decisions/0123-placement-schedule.md). No zod here,
// so the back office's bundle can import this file alone (@shangji/contract/placement-states).

/** scheduled 未开始, live 投放中, ended 已结束, cancelled 已取消 — by the upstream's clock. */
export const PLACEMENT_STATES = ['scheduled', 'live', 'ended', 'cancelled'] as const;
export type PlacementState = (typeof PLACEMENT_STATES)[number];
export const PLACEMENT_STATE_LABELS: Record<PlacementState, string> = {
  scheduled: '未开始',
  live: '投放中',
  ended: '已结束',
  cancelled: '已取消',
};
