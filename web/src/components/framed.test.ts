import { describe, expect, it } from 'vitest';
import { framed } from './framed';

describe('framed pictures (docs/decisions/0065, 0154)', () => {
  it('asks the upstream for the drawing of the frame, and leaves other addresses alone', () => {
    expect(framed('/media/brand/7/thumb.svg', 96, 64)).toBe('/media/brand/7/thumb.96x64.webp');
    expect(framed('/media/brand/7/thumb.300x200.svg', 96.4, 64)).toBe('/media/brand/7/thumb.96x64.webp');
    expect(framed('/media/brand/7/thumb.96x64.webp', 150, 100)).toBe('/media/brand/7/thumb.150x100.webp');
    expect(framed('https://cdn.example/a.jpg', 96, 64)).toBe('https://cdn.example/a.jpg');
  });

  it('keeps large frames (banners, posters) as SVG: one or two to a page, heavy as WebP', () => {
    expect(framed('/media/brand/7/thumb.svg', 440, 266)).toBe('/media/brand/7/thumb.440x266.webp');
    expect(framed('/media/banner/3.svg', 1200, 383)).toBe('/media/banner/3.1200x383.svg');
    expect(framed('/media/poster/1-1.svg', 750, 1000)).toBe('/media/poster/1-1.750x1000.svg');
  });
});
