// Where the compare bar (CompareBar.tsx) goes on every page. The bar's code, styles and names query load
// only once the shortlist holds a brand: most visitors never compare, and every page's first JavaScript
// carried them. Nothing renders on the server or at hydration either way (the shortlist's server snapshot
// is empty), so the HTML is the same.
import { lazy, Suspense } from 'react';
import { useShortlist } from './shortlist';

const CompareBar = lazy(() => import('./CompareBar').then((m) => ({ default: m.CompareBar })));

export function CompareBarSlot() {
  const ids = useShortlist();
  if (!ids.length) return null;
  return (
    <Suspense fallback={null}>
      <CompareBar />
    </Suspense>
  );
}
