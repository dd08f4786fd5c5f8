import type { LeadState } from '../../gql/graphql';
import { stateLabel, stateTone } from '../lib/format';

/** A lead's state as a coloured label (the text carries the meaning; the colour only groups). */
export function StateBadge({ state }: { state: LeadState }) {
  return <span className={`ad-state ad-state-${stateTone(state)}`}>{stateLabel(state)}</span>;
}
