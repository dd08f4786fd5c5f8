import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { call, type Harness, startUpstream } from '../test/harness';

describe('media placeholders and health (pglite)', () => {
  let h: Harness;
  let title: string;
  beforeAll(async () => {
    h = await startUpstream('pglite');
    title = (await h.db.query<{ title: string }>('select title from brand where id = 1'))[0]!.title;
  });
  const h2 = (url: string) => h.app.inject(url);
  afterAll(() => h?.close());

  it('draws brand images bearing the brand name, cached for long', async () => {
    for (const [file, size] of [['thumb.svg', ''], ['slide-2.svg', 'width="360" height="240"'], ['slide-2-thumb.svg', 'width="82" height="55"']] as const) {
      const res = await h.app.inject(`/media/brand/1/${file}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('image/svg+xml');
      expect(res.headers['cache-control']).toContain('max-age=31536000');
      expect(res.body).toContain(size);
    }
  });

  it('serves the sample poster clip as mp4, whole and by byte range; posters point at it', async () => {
    const whole = await h2('/media/video/intro.mp4');
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('video/mp4');
    expect(whole.headers['accept-ranges']).toBe('bytes');
    const size = whole.rawPayload.length;
    expect(size).toBeGreaterThan(1000);
    expect(size).toBeLessThan(1024 * 1024);
    expect(whole.rawPayload.subarray(4, 8).toString('latin1')).toBe('ftyp');
    const part = await h.app.inject({ url: '/media/video/intro.mp4', headers: { range: 'bytes=100-199' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-199/${size}`);
    expect(part.rawPayload.equals(whole.rawPayload.subarray(100, 200))).toBe(true);
    expect((await h.app.inject({ url: '/media/video/intro.mp4', headers: { range: `bytes=${size}-` } })).statusCode).toBe(416);
    const [poster] = await h.db.query<{ items: string }>('select items::text as items from poster order by brand_id limit 1');
    expect(poster!.items).toContain('/media/video/intro.mp4');
    expect(poster!.items).not.toContain('example.com');
  });

  it('draws each picture for the frame its name asks for, with the brand name in it', async () => {
    for (const [w, h] of [[656, 500], [1160, 383], [82, 55], [750, 1000]]) {
      const res = await h2(`/media/brand/1/thumb.${w}x${h}.svg`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toContain('immutable');
      expect(res.body).toContain(`width="${w}" height="${h}"`);
      const drawn = [...res.body.matchAll(/<text [^>]*>([^<]*)<\/text>/g)].map((m) => m[1]).join('');
      expect(drawn).toContain(title);
    }
    for (const bad of ['thumb.1x1.svg', 'thumb.5000x100.svg', 'thumb.100x.svg', 'thumb.12x34x56.svg']) {
      expect((await h2(`/media/brand/1/${bad}`)).statusCode, bad).toBe(404);
    }
    const pic = await h2('/media/comment/5-1.640x640.svg');
    expect(pic.body).toContain('width="640" height="640"');
    expect(pic.body).not.toContain('实拍');
  });

  it('draws a small frame as WebP at twice its pixels, the same drawing as its SVG, and refuses large or unframed ones', async () => {
    for (const url of ['/media/brand/1/thumb.96x64', '/media/news/1.180x120', '/media/comment/5-1.80x80', '/media/user/3.48x48']) {
      const res = await h.app.inject(`${url}.webp`);
      expect([res.statusCode, res.headers['content-type']], url).toEqual([200, 'image/webp']);
      expect(res.headers['cache-control']).toContain('immutable');
      const [w, h2x] = url.split('.').pop()!.split('x').map((n) => Number(n) * 2);
      const webp = await sharp(res.rawPayload).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
      expect([webp.info.width, webp.info.height], url).toEqual([w, h2x]);
      // The SVG of the same frame, rasterised here: the same picture, but for WebP's loss.
      const svg = await sharp((await h.app.inject(`${url}.svg`)).rawPayload, { density: 144 }).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
      expect([svg.info.width, svg.info.height]).toEqual([w, h2x]);
      let diff = 0;
      for (let i = 0; i < svg.data.length; i++) diff += Math.abs(svg.data[i]! - webp.data[i]!);
      expect(diff / svg.data.length, url).toBeLessThan(6);
    }
    // Asked again: the kept drawing, byte for byte.
    const a = await h.app.inject('/media/brand/1/thumb.96x64.webp');
    const b = await h.app.inject('/media/brand/1/thumb.96x64.webp?again');
    expect(b.rawPayload.equals(a.rawPayload)).toBe(true);
    for (const bad of ['thumb.webp', 'thumb.1200x383.webp', 'thumb.400x301.webp', 'evil.96x64.webp']) {
      expect((await h.app.inject(`/media/brand/1/${bad}`)).statusCode, bad).toBe(404);
    }
    expect((await h.app.inject('/media/brand/1/thumb.400x300.webp')).statusCode).toBe(200);
    expect((await h.app.inject('/media/brand/999999/thumb.96x64.webp')).statusCode).toBe(404);
  });

  it('serves news, topic, poster and banner images, and 404 for unknown ones', async () => {
    for (const url of ['/media/news/1.svg', '/media/topic/1.svg', '/media/poster/1-1.svg', '/media/banner/1.svg', '/media/user/3.svg', '/media/comment/5-1.svg']) {
      expect((await h.app.inject(url)).statusCode).toBe(200);
    }
    for (const url of ['/media/brand/999999/thumb.svg', '/media/brand/1/evil.svg', '/media/news/x.svg', '/media/nope/1.svg']) {
      expect((await h.app.inject(url)).statusCode).toBe(404);
    }
  });

  it('answers /healthz', async () => {
    const res = await h.app.inject('/healthz');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: 'pglite' });
  });

  it('answers unknown paths with a 404 envelope', async () => {
    expect((await call(h.app, '/api.php/v1/index/nothing')).status).toBe(404);
  });
});
