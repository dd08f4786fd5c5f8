// The icons and manifest a browser fetches on its own: each answers 200 with its type, and what the
// manifest names exists.
import { expect, it } from 'vitest';
import { gatewayOverFakeUpstream } from './test/gateway';

const stack = gatewayOverFakeUpstream();

it('serves /favicon.ico as an ICO holding 16, 32 and 48 px images', async () => {
  const res = await stack.gw.app.inject('/favicon.ico');
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('image/x-icon');
  const ico = res.rawPayload;
  expect(ico.readUInt16LE(2)).toBe(1);
  expect([0, 1, 2].map((i) => ico.readUInt8(6 + 16 * i))).toEqual([16, 32, 48]);
  expect(res.headers['cache-control']).toMatch(/max-age=\d+/);
  const again = await stack.gw.app.inject({ url: '/favicon.ico', headers: { 'if-none-match': String(res.headers.etag) } });
  expect(again.statusCode).toBe(304);
});

it('serves a web app manifest in Chinese whose icons all answer', async () => {
  const res = await stack.gw.app.inject('/manifest.webmanifest');
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^application\/manifest\+json/);
  const manifest = res.json() as { name: string; lang: string; start_url: string; icons: { src: string; sizes: string; type: string }[] };
  expect(manifest).toMatchObject({ name: '商机网', lang: 'zh-CN', start_url: '/' });
  expect(manifest.icons.map((i) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
  for (const icon of [...manifest.icons, { src: '/apple-touch-icon.png', type: 'image/png' }]) {
    const file = await stack.gw.app.inject(icon.src);
    expect(file.statusCode, icon.src).toBe(200);
    expect(file.headers['content-type'], icon.src).toBe(icon.type);
    if (icon.type === 'image/png') expect(file.rawPayload.subarray(1, 4).toString()).toBe('PNG');
  }
});
