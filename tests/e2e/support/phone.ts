// Phones for the mobile site's end-to-end tests: Chromium with playwright-core's device profiles (screen,
// pixel ratio, touch, mobile User-Agent), one browser per describe block as useBrowser does.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, devices, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { CHROMIUM, CHROMIUM_ARGS } from './browser';

export const PHONES = ['iPhone 13', 'Pixel 7'] as const;
export type PhoneName = (typeof PHONES)[number];

export function usePhone(name: PhoneName): { readonly context: BrowserContext } {
  let context: BrowserContext | undefined;
  let dir = '';
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'shangji-phone-'));
    // The profile's browser type is WebKit for the iPhone; its screen, touch and User-Agent are what matter here.
    const { defaultBrowserType: _type, ...profile } = devices[name];
    context = await chromium.launchPersistentContext(dir, {
      ...profile,
      executablePath: CHROMIUM,
      locale: 'zh-CN',
      args: CHROMIUM_ARGS,
    });
  });
  afterAll(async () => {
    await context?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });
  return {
    get context() {
      if (!context) throw new Error('usePhone: not launched yet (read context inside a test)');
      return context;
    },
  };
}

/** Opens a page and waits for the mobile script (it marks <html data-hydrated>); console errors are collected. */
export async function openPhonePage(context: BrowserContext, url: string): Promise<{ page: Page; errors: string[]; status: number }> {
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  const res = await page.goto(url, { waitUntil: 'load' });
  await page.waitForSelector('html[data-hydrated="true"]', { timeout: 15_000 });
  return { page, errors, status: res?.status() ?? 0 };
}

/** How far the document is wider than the screen (0: no horizontal scroll). */
export function overflowX(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

/** Visible tap targets (links, buttons, summaries, fields) smaller than 44 px high, outside running text. */
export function smallTapTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const small: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>('a[href], button, summary, input:not([type=hidden]):not([type=checkbox]), select, textarea')) {
      // Links inside article text and the skip link (off-screen until focused) are not tap targets of the layout.
      if (el.closest('.m-rich, .m-muted, .m-consent') || el.classList.contains('m-skip')) continue;
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      if (box.height < 44 || box.width < 44) small.push(`${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 20)}" ${Math.round(box.width)}x${Math.round(box.height)}`);
    }
    return small;
  });
}
