import { describe, expect, it } from 'vitest';
import { criticalTiles, deferredTiles, TILE_RULES } from './distinct';

const brands = (...ids: number[]) => ids.map((id) => ({ id: String(id) }));
const range = (from: number, n: number) => Array.from({ length: n }, (_, i) => from + i);

describe('home tile sections (distinct.ts)', () => {
  it('never shows one brand in two sections, even where the upstream lists overlap', () => {
    // As the seed answers: recommended starts with the hot list, featured with the VIP list.
    const topBrands = brands(...range(1, 12));
    const certifiedBrands = brands(5, ...range(100, 11));
    const hotBrands = brands(1, 100, ...range(200, 10));
    const critical = criticalTiles({ topBrands, certifiedBrands, hotBrands });
    const later = deferredTiles(critical.shown, { featured: brands(...range(100, 11), ...range(300, 30)), recommended: brands(...range(1, 12), ...range(400, 30)) });
    const sections = [critical.hot, critical.vip, critical.hotPicks, later.featured, later.recommended];
    const all = sections.flat().map((b) => b.id);
    expect(new Set(all).size).toBe(all.length);
    expect(sections.map((s) => s.length)).toEqual([12, 11, 6, 6, 6]);
    // Each takes its own list in order: featured is no longer the first 6 of VIP.
    expect(later.featured.map((b) => b.id)).toEqual(['300', '301', '302', '303', '304', '305']);
    expect(later.recommended.map((b) => b.id)).toEqual(['400', '401', '402', '403', '404', '405']);
  });

  it('fills each section up to its size when the lists do not overlap', () => {
    const c = criticalTiles({ topBrands: brands(...range(1, 20)), certifiedBrands: brands(...range(100, 20)), hotBrands: brands(...range(200, 20)) });
    expect([c.hot.length, c.vip.length, c.hotPicks.length]).toEqual([TILE_RULES.hot.size, TILE_RULES.vip.size, TILE_RULES.hotPicks.size]);
  });
});
