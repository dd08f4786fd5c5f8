// The home page's brand-tile sections show different brands: the upstream's lists overlap (recommended
// starts with the hot-recruitment list, featured with the VIP list), so each section's rule is written
// here and applied in one order. A section takes, from its own list in that list's order, the first
// brands no earlier section shows, up to its size.
//
//   热招项目 (hm-hot)         12 of topBrands (getTopZhaoshang)
//   VIP企业 (hm-vip)          12 of certifiedBrands (getVip), none of the above
//   热门项目 (hm-hotpicks)     6 of hotBrands (getHotZhaoshang), none of the above
//   精选项目 (hm-featured)     6 of featured (topid 3), none of the above
//   推荐项目 (hm-recommended)  6 of recommended (topid 2), none of the above
//
// The first three come with the page (critical query), the last two stream in later (deferred query),
// so the critical ones claim first and the deferred ones never change what is already on screen.

export interface TileRule {
  id: 'hm-hot' | 'hm-vip' | 'hm-hotpicks' | 'hm-featured' | 'hm-recommended';
  size: number;
}

export const TILE_RULES = {
  hot: { id: 'hm-hot', size: 12 },
  vip: { id: 'hm-vip', size: 12 },
  hotPicks: { id: 'hm-hotpicks', size: 6 },
  featured: { id: 'hm-featured', size: 6 },
  recommended: { id: 'hm-recommended', size: 6 },
} as const satisfies Record<string, TileRule>;

/** How many of their own list the deferred sections ask for: enough to fill them after the exclusions. */
export const DEFERRED_CANDIDATES = 30;

/** Up to `size` brands of `list`, in order, none of them in `shown`; adds the chosen ones to `shown`. */
export function takeDistinct<T extends { id: string }>(list: ReadonlyArray<T>, size: number, shown: Set<string>): T[] {
  const out: T[] = [];
  for (const b of list) {
    if (out.length >= size) break;
    if (shown.has(b.id)) continue;
    shown.add(b.id);
    out.push(b);
  }
  return out;
}

interface CriticalLists<T> {
  topBrands: ReadonlyArray<T>;
  certifiedBrands: ReadonlyArray<T>;
  hotBrands: ReadonlyArray<T>;
}

interface DeferredLists<T> {
  featured: ReadonlyArray<T>;
  recommended: ReadonlyArray<T>;
}

/** The sections that come with the page. */
export function criticalTiles<T extends { id: string }>(lists: CriticalLists<T>) {
  const shown = new Set<string>();
  const hot = takeDistinct(lists.topBrands, TILE_RULES.hot.size, shown);
  const vip = takeDistinct(lists.certifiedBrands, TILE_RULES.vip.size, shown);
  const hotPicks = takeDistinct(lists.hotBrands, TILE_RULES.hotPicks.size, shown);
  return { hot, vip, hotPicks, shown };
}

/** The streamed sections, after everything the critical ones show. */
export function deferredTiles<T extends { id: string }>(shownBefore: ReadonlySet<string>, lists: DeferredLists<T>) {
  const shown = new Set(shownBefore);
  const featured = takeDistinct(lists.featured, TILE_RULES.featured.size, shown);
  const recommended = takeDistinct(lists.recommended, TILE_RULES.recommended.size, shown);
  return { featured, recommended };
}
