// A claim's state as a coloured tag (待审核, 已通过, 已驳回, 冲突) and the review list's filter options.
import type { ClaimState } from '../../gql/graphql';

const TONES: Record<ClaimState, string> = { PENDING: 'ad-tag ad-tag-warn', APPROVED: 'ad-tag ad-tag-ok', REJECTED: 'ad-tag ad-tag-bad', CONFLICT: 'ad-tag ad-tag-bad' };

export const CLAIM_STATE_OPTIONS: ReadonlyArray<[ClaimState, string]> = [
  ['PENDING', '待审核'],
  ['CONFLICT', '冲突'],
  ['APPROVED', '已通过'],
  ['REJECTED', '已驳回'],
];

export function ClaimStateTag({ state, label }: { state: ClaimState; label: string }) {
  return <span className={TONES[state]}>{label}</span>;
}
