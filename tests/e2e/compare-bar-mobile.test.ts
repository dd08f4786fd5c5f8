// The compare bar on the mobile site, on a phone profile in Chromium: the mobile site has
// no hydration, so its script builds the bar from localStorage once the list holds a brand; the HTML the
// server sends never carries it. Brands added on their pages; the bar on the home page and a news article
// with count and names (fetched, as the mobile 加入对比 does not keep them); 移除; 去对比 opens /duibi with
// the right ids; Tab and Enter work; it sits above the brand page's 咨询 bar and clear of the form's submit.
import { mkdirSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { gql } from './support/pages';
import { openPhonePage, overflowX, usePhone } from './support/phone';

const skipReason = inject('skipReason');
const SHOTS = '/tmp/shots';

interface Brand {
  id: string;
  name: string;
}

function overlaps(a: { x: number; y: number; width: number; height: number }, b: { x: number; y: number; width: number; height: number }) {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

async function onTop(target: Locator): Promise<boolean> {
  return target.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return hit !== null && (hit === el || el.contains(hit));
  });
}

async function tabInto(page: Page, selector: string, max = 600): Promise<number> {
  for (let i = 1; i <= max; i++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate((s) => Boolean(document.activeElement?.closest(s)), selector)) return i;
  }
  return -1;
}

describe.skipIf(Boolean(skipReason))('compare bar (mobile)', () => {
  const baseUrl = inject('baseUrl');
  const mobileUrl = inject('mobileSiteUrl');
  const phone = usePhone('iPhone 13');
  const brands: Brand[] = [];
  let newsId = '';

  beforeAll(async () => {
    const d = await gql<Record<string, Brand>>(baseUrl, `query E2EMobileCompareBar { ${[1, 2, 3, 4].map((i) => `b${i}: brand(id: ${i}) { id name }`).join(' ')} }`);
    brands.push(...Object.values(d));
    const n = await gql<{ newsList: { news: { items: { id: string }[] } } }>(baseUrl, 'query E2EMobileCompareBarNews { newsList(category: "all") { news { items { id } } } }');
    newsId = n.newsList.news.items[0]!.id;
    mkdirSync(SHOTS, { recursive: true });
  });

  it('is never in the HTML the server sends', async () => {
    for (const path of ['/', `/news/${newsId}`, `/shangji/${brands[0]!.id}`, `/duibi?ids=${brands[0]!.id}`]) {
      for (const round of [1, 2]) {
        const html = await (await fetch(mobileUrl + path)).text();
        expect(html, `${path} (${round})`).toContain('</html>');
        expect(html, `${path} (${round})`).not.toMatch(/class="m-cbar|data-testid="compare-bar"|aria-label="对比清单"/);
      }
    }
  });

  it('shows the shortlist on every page; 移除, 去对比 and the keyboard work', async () => {
    const ctx = phone.context;
    const errors: string[] = [];
    const start = await openPhonePage(ctx, `${mobileUrl}/shangji/${brands[0]!.id}`);
    await start.page.evaluate(() => localStorage.clear());
    await start.page.close();

    for (const [k, b] of brands.entries()) {
      const { page, errors: e } = await openPhonePage(ctx, `${mobileUrl}/shangji/${b.id}`);
      if (k === 0) expect(await page.getByTestId('compare-bar').count(), 'no bar while the list is empty').toBe(0);
      await page.locator('button[data-compare]').click();
      await expect.poll(() => page.locator('.m-cbar-count').textContent()).toBe(`对比${k + 1}/4`);
      errors.push(...e);
      await page.close();
    }

    const home = await ctx.newPage();
    home.on('pageerror', (e) => errors.push(e.message));
    const res = await home.goto(`${mobileUrl}/`, { waitUntil: 'load' });
    expect(await res!.text()).not.toContain('class="m-cbar');
    await home.waitForSelector('html[data-hydrated="true"]');
    const bar = home.getByRole('complementary', { name: '对比清单' });
    await bar.waitFor();
    expect(await bar.locator('.m-cbar-count').textContent()).toBe('对比4/4');
    await expect.poll(() => bar.locator('.m-cbar-name').allTextContents()).toEqual(brands.map((b) => b.name));
    expect(await bar.getByRole('link', { name: '去对比：4个品牌' }).getAttribute('href')).toBe(`/duibi?ids=${brands.map((b) => b.id).join(',')}`);
    const box = (await bar.boundingBox())!;
    const viewport = home.viewportSize()!;
    expect(box.y + box.height).toBeCloseTo(viewport.height, 0);
    expect(box.height).toBeLessThanOrEqual(64);
    // Tap targets of 44 px, and nothing wider than the screen.
    const small = await bar.locator('a, button').evaluateAll((els) => els.map((el) => el.getBoundingClientRect()).filter((r) => r.width < 44 || r.height < 44).length);
    expect(small).toBe(0);
    expect(await overflowX(home)).toBeLessThanOrEqual(0);
    await home.screenshot({ path: `${SHOTS}/compare-bar-mobile-home.png` });
    await home.close();

    const { page, errors: e } = await openPhonePage(ctx, `${mobileUrl}/news/${newsId}`);
    errors.push(...e);
    const nbar = page.getByTestId('compare-bar');
    await expect.poll(() => nbar.locator('.m-cbar-name').allTextContents()).toEqual(brands.map((b) => b.name));
    await nbar.getByRole('button', { name: `从对比清单移除：${brands[1]!.name}` }).click();
    const three = [brands[0]!, brands[2]!, brands[3]!];
    await expect.poll(() => nbar.locator('.m-cbar-count').textContent()).toBe('对比3/4');
    expect(await nbar.locator('.m-cbar-name').allTextContents()).toEqual(three.map((b) => b.name));
    expect(await page.evaluate(() => localStorage.getItem('sj-compare'))).toBe(JSON.stringify(three.map((b) => b.id)));
    await expect.poll(() => page.locator('.m-toast').textContent()).toBe(`已将${brands[1]!.name}移出对比清单`);

    // Keyboard: Tab reaches the bar; Enter on 移除 takes the brand off and leaves the focus on 去对比.
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.evaluate(() => window.scrollTo(0, 0));
    expect(await tabInto(page, '[data-testid="compare-bar"]'), 'Tab reaches the bar').toBeGreaterThan(0);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(three[0]!.name);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(`从对比清单移除：${three[0]!.name}`);
    await page.keyboard.press('Enter');
    const two = [brands[2]!, brands[3]!];
    await expect.poll(() => nbar.locator('.m-cbar-count').textContent()).toBe('对比2/4');
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('去对比：2个品牌');
    await page.screenshot({ path: `${SHOTS}/compare-bar-mobile-news.png` });
    await page.keyboard.press('Enter');
    await page.waitForURL(`${mobileUrl}/duibi?ids=${two.map((b) => b.id).join(',')}`);
    await page.waitForSelector('html[data-hydrated="true"]');
    for (const b of two) expect(await page.locator('.m-cmp-brands').getByRole('link', { name: b.name, exact: true }).isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('sits above the brand page’s 咨询 bar and clear of the enquiry form’s submit button', async () => {
    const { page, errors } = await openPhonePage(phone.context, `${mobileUrl}/shangji/${brands[0]!.id}`);
    await page.evaluate((ids) => localStorage.setItem('sj-compare', JSON.stringify(ids)), brands.slice(0, 3).map((b) => b.id));
    await page.reload();
    await page.waitForSelector('html[data-hydrated="true"]');
    const bar = page.getByTestId('compare-bar');
    await bar.waitFor();
    const sticky = page.locator('.m-bottombar');
    expect(await sticky.isVisible()).toBe(true);
    expect(overlaps((await bar.boundingBox())!, (await sticky.boundingBox())!), 'bar over the 咨询 bar').toBe(false);
    for (const control of await sticky.locator('a, button').all()) if (await control.isVisible()) expect(await onTop(control)).toBe(true);
    const submit = page.locator('form[data-enquiry] .m-submit').first();
    await submit.evaluate((el) => el.scrollIntoView({ block: 'end' }));
    const s = (await submit.boundingBox())!;
    expect(overlaps(s, (await bar.boundingBox())!), 'bar over the submit button').toBe(false);
    expect(overlaps(s, (await sticky.boundingBox())!), '咨询 bar over the submit button').toBe(false);
    expect(await onTop(submit)).toBe(true);
    await page.screenshot({ path: `${SHOTS}/compare-bar-mobile-brand.png` });
    // The end of the page scrolls clear of both bars.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const last = page.locator('.m-footer a').last();
    expect(overlaps((await last.boundingBox())!, (await bar.boundingBox())!)).toBe(false);
    expect(errors).toEqual([]);
    await page.close();
  });
});
