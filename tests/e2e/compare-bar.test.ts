// The compare bar on the desktop site: once the shortlist holds a brand, every page shows
// a compact bar (count, names, 移除, 去对比) — built in the browser from localStorage, so the HTML the
// server sends (and caches) never carries it. Four brands added on their pages; the bar on the home page
// and a news article; one removed with the mouse, one with the keyboard; 去对比 opens /duibi with the right
// ids; the bar covers neither the enquiry form's submit button nor the brand page's sticky section bar.
import { mkdirSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { useBrowser } from './support/browser';
import { openPage } from './support/page';
import { gql } from './support/pages';

const skipReason = inject('skipReason');
const SHOTS = '/tmp/shots';

interface Brand {
  id: string;
  name: string;
  certified: boolean;
}

/** Whether two boxes overlap (touching edges do not). */
function overlaps(a: { x: number; y: number; width: number; height: number }, b: { x: number; y: number; width: number; height: number }) {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** The element at the centre of `target` is the target itself (or inside it): nothing lies over it. */
async function onTop(target: Locator): Promise<boolean> {
  return target.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return hit !== null && (hit === el || el.contains(hit));
  });
}

/** Presses Tab until the focus is inside `selector` (at most `max` times); the number of presses, or -1. */
async function tabInto(page: Page, selector: string, max = 800): Promise<number> {
  for (let i = 1; i <= max; i++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate((s) => Boolean(document.activeElement?.closest(s)), selector)) return i;
  }
  return -1;
}

describe.skipIf(Boolean(skipReason))('compare bar (desktop)', () => {
  const baseUrl = inject('baseUrl');
  const browser = useBrowser();
  const brands: Brand[] = [];
  let newsId = '';

  beforeAll(async () => {
    const d = await gql<Record<string, Brand>>(baseUrl, `query E2ECompareBar { ${[1, 2, 3, 4, 5, 6].map((i) => `b${i}: brand(id: ${i}) { id name certified }`).join(' ')} }`);
    brands.push(...Object.values(d));
    const n = await gql<{ newsList: { news: { items: { id: string }[] } } }>(baseUrl, 'query E2ECompareBarNews { newsList(category: "all") { news { items { id } } } }');
    newsId = n.newsList.news.items[0]!.id;
    mkdirSync(SHOTS, { recursive: true });
  });

  it('is never in the HTML the server sends, cached or not', async () => {
    for (const path of ['/', `/news/${newsId}`, `/shangji/${brands[0]!.id}`, `/duibi?ids=${brands[0]!.id},${brands[1]!.id}`]) {
      for (const round of [1, 2]) {
        const html = await (await fetch(baseUrl + path)).text();
        expect(html, `${path} (${round})`).toContain('</html>');
        expect(html, `${path} (${round})`).not.toMatch(/class="sj-cbar|data-testid="compare-bar"|aria-label="对比清单"/);
      }
    }
  });

  it('shows the shortlist on every page: count, names, 移除 and 去对比, by mouse and by keyboard', async () => {
    const four = brands.slice(0, 4);
    const first = await openPage(browser.context, `${baseUrl}/shangji/${four[0]!.id}`, undefined, { failedResponsesAreErrors: true });
    await first.page.evaluate(() => localStorage.clear());
    await first.page.reload();
    await first.page.waitForSelector('html[data-hydrated="true"]');
    expect(await first.page.getByTestId('compare-bar').count(), 'no bar while the list is empty').toBe(0);
    const errors = [...first.errors];
    await first.page.close();

    for (const [k, b] of four.entries()) {
      const { page, errors: e } = await openPage(browser.context, `${baseUrl}/shangji/${b.id}`, undefined, { failedResponsesAreErrors: true });
      await page.locator('[data-testid="brand-facts"]').getByRole('button', { name: `加入对比：${b.name}` }).click();
      const bar = page.getByTestId('compare-bar');
      await expect.poll(() => bar.locator('.sj-cbar-count').textContent()).toBe(`对比清单${k + 1}/4`);
      errors.push(...e);
      await page.close();
    }

    // The home page: its HTML as the browser received it has no bar; the page shows it with the four names.
    const home = await browser.context.newPage();
    home.on('pageerror', (e) => errors.push(e.message));
    const res = await home.goto(`${baseUrl}/`, { waitUntil: 'load' });
    expect(await res!.text()).not.toContain('sj-cbar');
    await home.waitForSelector('html[data-hydrated="true"]');
    const bar = home.getByRole('complementary', { name: '对比清单' });
    await bar.waitFor();
    expect(await bar.locator('.sj-cbar-count').textContent()).toBe('对比清单4/4');
    expect(await bar.locator('.sj-cbar-name').allTextContents()).toEqual(four.map((b) => b.name));
    expect(await bar.getByRole('link', { name: '去对比：4个品牌' }).getAttribute('href')).toBe(`/duibi?ids=${four.map((b) => b.id).join(',')}`);
    // Fixed at the bottom of the window, inside it, and compact.
    const box = (await bar.boundingBox())!;
    const viewport = home.viewportSize()!;
    expect(box.y + box.height).toBeCloseTo(viewport.height, 0);
    expect(box.height).toBeLessThanOrEqual(64);
    await home.screenshot({ path: `${SHOTS}/compare-bar-desktop-home.png` });
    // The end of the page scrolls clear of the bar.
    await home.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const footerEnd = await home.evaluate(() => {
      const links = [...document.querySelectorAll('footer a, .sj-footer a')];
      const last = links[links.length - 1];
      return last ? last.getBoundingClientRect().bottom : 0;
    });
    expect(footerEnd).toBeGreaterThan(0);
    expect(footerEnd).toBeLessThanOrEqual((await bar.boundingBox())!.y);
    await home.close();

    // A news article: names the browser never saw are fetched once (a list saved before names were kept).
    const news = await openPage(browser.context, `${baseUrl}/news/${newsId}`, async (page) => {
      await page.addInitScript(() => {
        if (!sessionStorage.getItem('once')) {
          sessionStorage.setItem('once', '1');
          localStorage.removeItem('sj-compare-names');
        }
      });
    }, { failedResponsesAreErrors: true });
    const page = news.page;
    const nbar = page.getByTestId('compare-bar');
    await expect.poll(() => nbar.locator('.sj-cbar-name').allTextContents()).toEqual(four.map((b) => b.name));
    expect(news.graphql.filter((q) => q.includes('CompareBarNames'))).toHaveLength(1);

    // 移除 with the mouse: the list, the count and the link follow.
    await nbar.getByRole('button', { name: `从对比清单移除：${four[1]!.name}` }).click();
    const three = [four[0]!, four[2]!, four[3]!];
    await expect.poll(() => nbar.locator('.sj-cbar-count').textContent()).toBe('对比清单3/4');
    expect(await nbar.locator('.sj-cbar-name').allTextContents()).toEqual(three.map((b) => b.name));
    expect(await page.evaluate(() => localStorage.getItem('sj-compare'))).toBe(JSON.stringify(three.map((b) => b.id)));
    await expect.poll(() => nbar.getByRole('status').textContent()).toBe(`已将${four[1]!.name}移出对比清单`);

    // The keyboard: Tab reaches the bar (it comes after the page, as it sits last on screen); Enter on a
    // 移除 takes the brand off and leaves the focus on 去对比; Enter there opens the comparison.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.locator('body').click({ position: { x: 5, y: 5 } });
    const presses = await tabInto(page, '[data-testid="compare-bar"]');
    expect(presses, 'Tab reaches the bar').toBeGreaterThan(0);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(three[0]!.name);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(`从对比清单移除：${three[0]!.name}`);
    // A visible focus ring.
    expect(await page.evaluate(() => getComputedStyle(document.activeElement!).outlineStyle)).toBe('solid');
    await page.keyboard.press('Enter');
    const two = [four[2]!, four[3]!];
    await expect.poll(() => nbar.locator('.sj-cbar-count').textContent()).toBe('对比清单2/4');
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('去对比：2个品牌');
    await page.screenshot({ path: `${SHOTS}/compare-bar-desktop-news.png` });
    await page.keyboard.press('Enter');
    await page.waitForURL(`${baseUrl}/duibi?ids=${two.map((b) => b.id).join(',')}`);
    await page.getByTestId('compare-table').waitFor();
    expect(await page.getByTestId('compare-table').locator('thead th[scope="col"]').count()).toBe(2);
    expect([...errors, ...news.errors]).toEqual([]);
    await page.close();
  });

  it('covers neither the enquiry form’s submit button nor the sticky section bar, and stays under the enquiry popup', async () => {
    const plain = brands.find((b) => !b.certified) ?? brands[0]!;
    const { page, errors } = await openPage(browser.context, `${baseUrl}/shangji/${plain.id}`);
    await page.evaluate((ids) => localStorage.setItem('sj-compare', JSON.stringify(ids)), brands.slice(0, 3).map((b) => b.id));
    await page.reload();
    await page.waitForSelector('html[data-hydrated="true"]');
    const bar = page.getByTestId('compare-bar');
    await bar.waitFor();
    const submit = page.getByTestId('enquiry-form').getByRole('button', { name: '同意并提交' });
    // Brought into view the way a browser does for a field reached by Tab or a link: bottom edge first.
    await submit.evaluate((el) => el.scrollIntoView({ block: 'end' }));
    expect(overlaps((await submit.boundingBox())!, (await bar.boundingBox())!), 'bar over the submit button').toBe(false);
    expect(await onTop(submit)).toBe(true);
    await page.screenshot({ path: `${SHOTS}/compare-bar-desktop-enquiry.png` });
    // Focusing a field scrolls it clear of the bar too.
    await page.evaluate(() => window.scrollTo(0, 0));
    await submit.focus();
    expect(overlaps((await submit.boundingBox())!, (await bar.boundingBox())!)).toBe(false);
    // The section bar fixed at the top once the page scrolls: both visible, apart.
    await page.evaluate(() => window.scrollTo(0, 1500));
    const sticky = page.locator('.sj-bd-bar');
    await sticky.waitFor();
    expect(overlaps((await sticky.boundingBox())!, (await bar.boundingBox())!)).toBe(false);
    expect(await onTop(sticky.locator('a').first())).toBe(true);
    // The enquiry popup opens over the bar.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole('button', { name: '获取资料' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    const popupSubmit = dialog.getByRole('button', { name: '同意并提交' });
    await popupSubmit.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/compare-bar-desktop-popup.png` });
    expect(await onTop(popupSubmit)).toBe(true);
    expect(errors).toEqual([]);
    await page.close();
  });
});
