// The web asks for a generated picture as WebP (web/src/components/framed.ts) exactly where the upstream
// draws one (upstream/src/routes/media.ts, decision 0154): the two packages may not import each other, so
// each holds the bound, and this holds them to one another. A frame the web asks for as WebP must parse.
import { describe, expect, it } from 'vitest';
import { parseFile, RASTER_MAX_AREA as UPSTREAM_MAX } from '../../upstream/src/routes/media';
import { framed, RASTER_MAX_AREA as WEB_MAX } from '../../web/src/components/framed';

describe('picture frames: the web and the upstream agree', () => {
  it('on the largest frame drawn as WebP', () => {
    expect(WEB_MAX).toBe(UPSTREAM_MAX);
  });

  it.each([[96, 64], [440, 266], [400, 300], [401, 300], [1200, 383], [750, 1000]])('on the file a %ix%i frame is asked for', (w, h) => {
    const file = framed('/media/brand/1/thumb.svg', w, h).split('/').pop()!;
    expect(parseFile(file)).toEqual({ name: 'thumb', frame: { width: w, height: h }, format: w * h <= UPSTREAM_MAX ? 'webp' : 'svg' });
  });
});
