import { chromium } from 'playwright-core';
const [,, file] = process.argv;
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu'] });
const p = await b.newPage({ viewport: { width: 1300, height: 1000 } });
await p.goto('file://' + file);
const h = await p.evaluate(() => document.images[0].naturalHeight);
await p.evaluate(() => { document.body.style.margin = '0'; document.images[0].style.width = '1300px'; });
for (let i = 0; i * 2000 < h; i++) {
  await p.screenshot({ path: `/tmp/shots/market-part${i}.png`, fullPage: true, clip: { x: 0, y: i * 2000, width: 1300, height: Math.min(2000, h - i * 2000) } });
}
console.log(h);
await b.close();
