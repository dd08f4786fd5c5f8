// Draws the site's icons into server/static/ (served by server/src/site-icons.ts): icon.svg, the PNGs
// a browser, a phone's home screen and the web app manifest ask for, and favicon.ico (16, 32 and 48 px
// PNGs in one ICO). The mark is lucide-static's "store" (ISC licence, https://lucide.dev) in white on
// the identity red, so it needs no font. Run after changing the drawing: `node tools/site-icons.mjs`
// (Chromium at /usr/bin/chromium rasterises the SVG).
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { chromium } from 'playwright-core';

const root = new URL('../', import.meta.url);
const out = new URL('server/static/', root);
const lucide = dirname(createRequire(new URL('upstream/package.json', root)).resolve('lucide-static/package.json'));
const store = readFileSync(join(lucide, 'icons', 'store.svg'), 'utf8')
  .replace(/<!--[\s\S]*?-->/g, '')
  .replace(/^[\s\S]*?<svg[^>]*>/, '')
  .replace(/<\/svg>\s*$/, '')
  .replace(/\s*\n\s*/g, '')
  .replace(/\s*\/>/g, '/>');

// 64x64 canvas: a red rounded square, the 24-grid icon scaled x2 and centred (margin 8).
const svg =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">' +
  '<rect width="64" height="64" rx="12" fill="#c81623"/>' +
  '<g transform="translate(8 8) scale(2)" fill="none" stroke="#fff" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">' +
  store +
  '</g></svg>\n';
writeFileSync(new URL('icon.svg', out), svg);

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const page = await browser.newPage();
async function png(size) {
  await page.setViewportSize({ width: size, height: size });
  await page.setContent(`<html><body style="margin:0;background:transparent">${svg.replace('<svg ', `<svg width="${size}" height="${size}" `)}</body></html>`);
  return page.screenshot({ omitBackground: true, clip: { x: 0, y: 0, width: size, height: size } });
}
for (const [name, size] of [['icon-192.png', 192], ['icon-512.png', 512], ['apple-touch-icon.png', 180]]) {
  writeFileSync(new URL(name, out), await png(size));
}
// ICO: header, one 16-byte entry per image, then the PNGs (PNG-in-ICO, read by every current browser).
const sizes = [16, 32, 48];
const images = [];
for (const size of sizes) images.push(await png(size));
await browser.close();
const header = Buffer.alloc(6 + 16 * sizes.length);
header.writeUInt16LE(0, 0);
header.writeUInt16LE(1, 2);
header.writeUInt16LE(sizes.length, 4);
let offset = header.length;
sizes.forEach((size, i) => {
  const e = 6 + 16 * i;
  header.writeUInt8(size, e);
  header.writeUInt8(size, e + 1);
  header.writeUInt16LE(1, e + 4);
  header.writeUInt16LE(32, e + 6);
  header.writeUInt32LE(images[i].length, e + 8);
  header.writeUInt32LE(offset, e + 12);
  offset += images[i].length;
});
writeFileSync(new URL('favicon.ico', out), Buffer.concat([header, ...images]));
