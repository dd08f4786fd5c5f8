import { describe, expect, it } from 'vitest';
import { frame, HALF_HEIGHT, offsetOf, project, TILE, tilesAround } from './static-map';

const SHENZHEN = { latitude: 22.543099, longitude: 114.057868 };

describe('the mobile static map', () => {
  it('projects as the tile scheme does: 0°/0° at the centre of the world, Shenzhen at zoom 11 in tile 1672/892', () => {
    expect(project({ latitude: 0, longitude: 0 }, 1)).toEqual({ x: TILE, y: TILE });
    const p = project(SHENZHEN, 11);
    expect(Math.floor(p.x / TILE)).toBe(1672);
    expect(Math.floor(p.y / TILE)).toBe(892);
  });

  it('frames every shop inside a 360 px wide box, as close in as it can', () => {
    const shops = [SHENZHEN, { latitude: 22.6, longitude: 114.1 }, { latitude: 22.5, longitude: 113.95 }];
    const { centre, zoom } = frame(shops, SHENZHEN, 11);
    for (const s of shops) {
      const o = offsetOf(s, centre, zoom);
      expect(Math.abs(o.left)).toBeLessThanOrEqual(180);
      expect(Math.abs(o.top)).toBeLessThanOrEqual(HALF_HEIGHT);
    }
    // One step closer and one of them would fall outside.
    const closer = shops.map((s) => offsetOf(s, centre, zoom + 1));
    expect(closer.some((o) => Math.abs(o.left) > 156 || Math.abs(o.top) > HALF_HEIGHT - 24)).toBe(true);
  });

  it('keeps the default centre and zoom without shops, and a lone shop gets the closest zoom', () => {
    expect(frame([], SHENZHEN, 11)).toEqual({ centre: SHENZHEN, zoom: 11 });
    expect(frame([SHENZHEN], SHENZHEN, 11).zoom).toBe(16);
  });

  it('covers the drawn area with whole tiles, the centre tile among them', () => {
    const tiles = tilesAround(SHENZHEN, 11);
    expect(tiles.some((t) => t.x === 1672 && t.y === 892 && t.left <= 0 && t.left > -TILE && t.top <= 0 && t.top > -TILE)).toBe(true);
    expect(Math.min(...tiles.map((t) => t.left))).toBeLessThanOrEqual(-320);
    expect(Math.max(...tiles.map((t) => t.left + TILE))).toBeGreaterThanOrEqual(320);
    expect(Math.min(...tiles.map((t) => t.top))).toBeLessThanOrEqual(-HALF_HEIGHT);
    expect(Math.max(...tiles.map((t) => t.top + TILE))).toBeGreaterThanOrEqual(HALF_HEIGHT);
  });
});
