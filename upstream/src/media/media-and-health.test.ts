import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, type Harness, startUpstream } from '../test/harness';

describe('media placeholders and health (pglite)', () => {
  let h: Harness;
  let title: string;
  beforeAll(async () => {
    h = await startUpstream('pglite');
    title = (await h.db.query<{ title: string }>('select title from brand where id = 1'))[0]!.title;
  });
  afterAll(() => h?.close());

  it('draws brand images bearing the brand name, cached for long', async () => {
    for (const [file, size] of [['thumb.svg', ''], ['slide-2.svg', 'width="360" height="240"'], ['slide-2-thumb.svg', 'width="82" height="55"']] as const) {
      const res = await h.app.inject(`/media/brand/1/${file}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('image/svg+xml');
      expect(res.headers['cache-control']).toContain('max-age=31536000');
      expect(res.body).toContain(size);
      expect(res.body).toContain(file.includes('thumb.svg') && file !== 'thumb.svg' ? title.slice(0, 4) : title);
    }
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
