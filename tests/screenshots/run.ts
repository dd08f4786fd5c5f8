// `npm run screenshots`: starts the built site as the tests do (its own embedded database, the default
// seed) and writes the first screen of the main pages at 1366 and 1920 px to docs/screenshots/, so a
// reader sees the site without starting it. JPEG, to keep the folder to a few MB. The 503 page is taken
// last, after the upstream is stopped. SCREENSHOT_SCALE=small seeds the small database (faster).
import { mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { calls } from '@shangji/contract';
import { freePort, repoRoot, startStack } from '../support/stack';

const OUT = join(repoRoot, 'docs', 'screenshots');
const WIDTHS = [
  { width: 1366, height: 768 },
  { width: 1920, height: 1080 },
];

/** A certified brand (it has a poster) with comments, found through the upstream like the site does. */
async function certifiedBrand(upstreamUrl: string): Promise<number> {
  const res = await fetch(`${upstreamUrl}${calls.vipData.path}?cid=0&num=16&type=new`);
  const body = (await res.json()) as { data: { id: number }[] };
  return body.data[0]!.id;
}

async function settle(page: Page, url: string): Promise<void> {
  const res = await page.goto(url, { waitUntil: 'load' });
  // A cold upstream may answer the first request of a heavy page late (503): try again once warm.
  if (res && res.status() === 503 && !url.endsWith('/news/3')) {
    await page.waitForTimeout(3000);
    await page.goto(url, { waitUntil: 'load' });
  }
  await page.waitForSelector('html[data-hydrated="true"]', { timeout: 15_000 }).catch(() => undefined);
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await page.waitForTimeout(400);
}

// The mobile site (its own listener) is shot too, as a phone shows it.
const port = await freePort();
const mobilePort = await freePort();
const mobileUrl = `http://127.0.0.1:${mobilePort}`;
const stack = await startStack({
  upstreamEnv: { SEED_SCALE: process.env.SCREENSHOT_SCALE ?? 'default', NODE_ENV: 'production' },
  upstreamStartSeconds: 600,
  serverEnv: { PORT: String(port), MOBILE_PORT: String(mobilePort), MOBILE_SITE_URL: mobileUrl, PUBLIC_GRAPHQL_URL: `http://127.0.0.1:${port}/graphql` },
});
try {
  const brand = await certifiedBrand(stack.upstreamUrl);
  const pages: [string, string][] = [
    ['home', '/'],
    ['shangji', '/shangji'],
    ['list', '/shangji/canyin'],
    ['brand', `/shangji/${brand}`],
    ['comments', `/comment/${brand}`],
    ['poster', `/haibao/${brand}`],
    ['news', '/news'],
    ['article', '/news/1'],
    ['topic', '/zhuanti/1'],
    ['top', '/top'],
    ['vip', '/vip'],
    ['search', `/search?keyword=${encodeURIComponent('火锅')}`],
    ['404', '/shangji/987654321'],
  ];
  rmSync(OUT, { recursive: true, force: true });
  mkdirSync(OUT, { recursive: true });
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  const shoot = async (name: string, path: string) => {
    for (const viewport of WIDTHS) {
      const page = await browser.newPage({ viewport, locale: 'zh-CN' });
      await settle(page, `${stack.baseUrl}${path}`);
      await page.screenshot({ path: join(OUT, `${name}-${viewport.width}.jpg`), type: 'jpeg', quality: 70 });
      await page.close();
    }
  };
  for (const [name, path] of pages) await shoot(name, path);
  // The mobile pages at a phone's width (390 px, the first screen), one device pixel per CSS pixel.
  const phonePages: [string, string][] = [
    ['m-home', '/'],
    ['m-list', '/shangji/canyin'],
    ['m-brand', `/shangji/${brand}`],
    ['m-article', '/news/1'],
  ];
  for (const [name, path] of phonePages) {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: 'zh-CN' });
    await settle(page, `${mobileUrl}${path}`);
    await page.screenshot({ path: join(OUT, `${name}-390.jpg`), type: 'jpeg', quality: 70 });
    await page.close();
  }
  // The 503 page: the upstream is down and the page was not cached.
  process.kill(stack.pids.upstream, 'SIGTERM');
  await new Promise((r) => setTimeout(r, 1500));
  await shoot('503', '/news/3');
  await browser.close();
  const files = readdirSync(OUT).sort();
  const index = [
    '# Screenshots',
    '',
    `Written by \`npm run screenshots\` (tests/screenshots/run.ts): the first screen of each page at 1366 and 1920 px, default seed.`,
    '',
    '| page | address | 1366 px | 1920 px |',
    '|---|---|---|---|',
    ...[...pages, ['503', '/news/3 (upstream stopped)'] as [string, string]].map(([name, path]) => `| ${name} | \`${path.replace(String(brand), '{id}')}\` | ![](${name}-1366.jpg) | ![](${name}-1920.jpg) |`),
    '',
    'The mobile site (its own listener, `MOBILE_PORT`), first screen at 390 px:',
    '',
    '| page | address | 390 px |',
    '|---|---|---|',
    ...phonePages.map(([name, path]) => `| ${name} | \`${path.replace(String(brand), '{id}')}\` | ![](${name}-390.jpg) |`),
    '',
  ];
  writeFileSync(join(OUT, 'README.md'), index.join('\n'));
  const total = files.reduce((n, f) => n + statSync(join(OUT, f)).size, 0);
  console.log(`${files.length} screenshots in ${OUT}, ${(total / 1024 / 1024).toFixed(1)} MB`);
} finally {
  await stack.stop();
}
