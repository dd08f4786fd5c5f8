// The store-map tile template: its default is AutoNavi (GCJ-02) and its origins join img-src.
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';
import { tileSources } from './security-headers';

describe('MAP_TILE_URL', () => {
  it('defaults to the AutoNavi template', () => {
    const c = loadConfig({});
    expect(c.mapTileUrl).toMatch(/^https:\/\/webrd0\{s\}\.is\.autonavi\.com\/appmaptile\?.*x=\{x\}&y=\{y\}&z=\{z\}$/);
  });
  it('refuses a template without {x}, {y} and {z}', () => {
    expect(() => loadConfig({ MAP_TILE_URL: 'https://tiles.example.com/{z}/{x}.png' })).toThrow(ConfigError);
  });
  it('widens {s} to the four subdomains for img-src', () => {
    expect(tileSources(loadConfig({}).mapTileUrl)).toEqual([1, 2, 3, 4].map((n) => `https://webrd0${n}.is.autonavi.com`));
    expect(tileSources('http://127.0.0.1:8080/t/{z}/{x}/{y}.png')).toEqual(['http://127.0.0.1:8080']);
  });
});
