// Browser-only facts read without an effect that sets state: useSyncExternalStore renders the server's
// answer on the server and at hydration (so both renders match), then the browser's.
import { useSyncExternalStore } from 'react';

const never = () => () => {};

/** False on the server and during hydration, true once the component runs in a hydrated browser tree. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}

const REDUCED = '(prefers-reduced-motion: reduce)';

function subscribeReducedMotion(onChange: () => void): () => void {
  const query = window.matchMedia(REDUCED);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** The visitor asks for reduced motion (false on the server and at hydration; follows later changes). */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeReducedMotion,
    () => window.matchMedia(REDUCED).matches,
    () => false,
  );
}
