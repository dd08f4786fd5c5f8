// Writes the sample poster video (upstream/src/media/video/intro.mp4): a 4-second, 480x270 H.264 clip
// drawn on a canvas from the site's palette and recorded by Chromium's MediaRecorder. It is ours (no
// third-party footage, no licence to track) and small (about 100 KB), and the upstream serves it at
// /media/video/intro.mp4, on the site's own origin as the Content-Security-Policy's media-src 'self'
// requires. Run `node tools/sample-video.mjs` (Debian's chromium, playwright-core from the tests
// workspace) after changing the drawing, then commit the file.
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(new URL('../tests/package.json', import.meta.url));
const { chromium } = require('playwright-core');
const OUT = new URL('../upstream/src/media/video/intro.mp4', import.meta.url);

const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: ['--headless', '--no-sandbox'] });
const page = await browser.newPage();
const base64 = await page.evaluate(async () => {
  const W = 480;
  const H = 270;
  const SECONDS = 4;
  const canvas = document.createElement('canvas');
  canvas.width = W;
  canvas.height = H;
  const g = canvas.getContext('2d');
  const font = "'Noto Sans CJK SC','WenQuanYi Micro Hei','Microsoft YaHei',sans-serif";
  const draw = (t) => {
    g.fillStyle = '#c81623';
    g.fillRect(0, 0, W, H);
    // Bars rising like a growth chart, one after another.
    for (let i = 0; i < 6; i++) {
      const h = Math.max(0, Math.min(1, t * 1.6 - i * 0.18)) * (40 + i * 22);
      g.fillStyle = 'rgba(255,255,255,0.22)';
      g.fillRect(40 + i * 36, H - 30 - h, 24, h);
    }
    g.fillStyle = '#ffffff';
    g.textAlign = 'center';
    g.font = `bold 34px ${font}`;
    g.fillText('品牌宣传片', W / 2 + 60, 112);
    g.font = `18px ${font}`;
    g.fillText('示例视频 · 商机网', W / 2 + 60, 150);
    g.fillStyle = 'rgba(255,255,255,0.85)';
    g.fillRect(W / 2 - 40, 176, 200 * Math.min(1, t), 4);
  };
  const type = 'video/mp4;codecs=avc1.42E01E';
  const stream = canvas.captureStream(25);
  const recorder = new MediaRecorder(stream, { mimeType: type, videoBitsPerSecond: 180_000 });
  const chunks = [];
  recorder.ondataavailable = (e) => chunks.push(e.data);
  const done = new Promise((resolve) => (recorder.onstop = resolve));
  recorder.start();
  const start = performance.now();
  await new Promise((resolve) => {
    const frame = () => {
      const t = (performance.now() - start) / 1000 / SECONDS;
      draw(Math.min(1, t));
      if (t < 1) requestAnimationFrame(frame);
      else resolve();
    };
    frame();
  });
  recorder.stop();
  await done;
  const bytes = new Uint8Array(await new Blob(chunks, { type }).arrayBuffer());
  let bin = '';
  for (const b of bytes) bin += String.fromCharCode(b);
  return btoa(bin);
});
await browser.close();
const bytes = Buffer.from(base64, 'base64');
writeFileSync(OUT, bytes);
console.log(`wrote ${OUT.pathname} (${bytes.length} bytes)`);
