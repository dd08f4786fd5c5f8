// The compare shortlist as a React hook (docs/decisions/0095). Storage lives in ./shortlist-store.ts, which
// the mobile site's script shares; the server renders the empty list, so hydration matches, and the stored
// one appears right after.
import { useSyncExternalStore } from 'react';
import { readShortlist, subscribeShortlist } from './shortlist-store';

export { COMPARE_MAX, compareHref, setShortlist, toggleShortlist, type ToggleResult } from './shortlist-store';

const EMPTY: readonly string[] = [];

export function useShortlist(): readonly string[] {
  return useSyncExternalStore(subscribeShortlist, readShortlist, () => EMPTY);
}
