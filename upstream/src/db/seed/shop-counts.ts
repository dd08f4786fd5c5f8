import type { Rng } from './prng';

/**
 * Shops per brand summing exactly to `total`: about a quarter of brands have none (the detail page
 * hides the section), about half have 1–8, the rest more than 8 (the page shows "load more").
 */
export function planShopCounts(r: Rng, brands: number, total: number): number[] {
  const counts = new Array<number>(brands).fill(0);
  const kind = counts.map(() => r.float());
  const small: number[] = [];
  const big: number[] = [];
  kind.forEach((k, i) => (k < 0.25 ? undefined : k < 0.72 ? small : big)?.push(i));
  let left = total;
  for (const i of small) {
    if (left <= 0) break;
    counts[i] = Math.min(left, r.int(1, 8));
    left -= counts[i]!;
  }
  const bigUsable = big.slice(0, Math.floor(left / 9));
  for (const i of bigUsable) counts[i] = 9;
  left -= bigUsable.length * 9;
  // Spread the rest unevenly, so a few brands end up with dozens of shops.
  while (left > 0 && bigUsable.length > 0) {
    const i = bigUsable[Math.floor(r.float() ** 2 * bigUsable.length)]!;
    const add = Math.min(left, r.int(1, 6));
    counts[i]! += add;
    left -= add;
  }
  return counts;
}
