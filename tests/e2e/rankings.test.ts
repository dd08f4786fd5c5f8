// Rankings: /top (boards as hover tabs, expanding entries, sub-category cards paged) and /top/{id}.
import { describe, expect, inject, it } from 'vitest';
import { useBrowser } from './support/browser';
import { openPage } from './support/page';
import { headOf } from './support/pages';

const skipReason = inject('skipReason');
const SHOTS = '/tmp/shots';

describe.skipIf(Boolean(skipReason))('ranking pages', () => {
  const baseUrl = inject('baseUrl');
  const browser = useBrowser();


  it('boards switch on hover, entries expand on hover (first by default), links of the spec', async () => {
    const { page, errors, graphql } = await openPage(browser.context, baseUrl + '/top');
    const tabs = page.getByRole('tablist', { name: '十大品牌榜单' }).getByRole('tab');
    expect(await tabs.count()).toBe(4);
    await tabs.nth(2).hover();
    expect(await tabs.nth(2).getAttribute('aria-selected')).toBe('true');
    const list = page.locator('[role="tabpanel"]:not([hidden]) ol.sj-rank');
    const items = list.locator('> li');
    expect(await items.first().getAttribute('data-open')).toBe('true');
    await items.nth(3).hover();
    expect(await items.nth(3).getAttribute('data-open')).toBe('true');
    expect(await items.first().getAttribute('data-open')).toBeNull();
    expect(await page.locator('a[href="/shangji/all-0-0-0-1"]').count()).toBeGreaterThan(0);
    expect(await page.locator('a[href^="/shangji/all-"][href$="-0-0"]').count()).toBeGreaterThan(0);
    expect(await page.locator('#top-industries ~ ul a[href^="/top/"]').count()).toBeGreaterThan(0);
    expect(graphql).toEqual([]);
    expect(errors).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/top.png`, fullPage: true });
    // Sub-category cards page with p.
    await page.locator('nav[aria-label="分页"]').getByRole('link', { name: '第2页' }).click();
    await page.waitForURL('**/top?p=2');
    await expect.poll(() => page.locator('nav[aria-label="分页"] [aria-current="page"]').innerText()).toBe('2');
    await page.close();
  });

  it('JSON-LD ItemList, ranking detail with its brands, 404 for an unknown or non-numeric id', async () => {
    expect((await headOf(baseUrl, '/top')).html).toContain('"@type":"ItemList"');
    const { status, html } = await headOf(baseUrl, '/top/1');
    expect(status).toBe(200);
    expect(html).toContain('"@type":"ItemList"');
    const { page, errors } = await openPage(browser.context, baseUrl + '/top/1');
    expect(await page.locator('article.sj-brand-row').count()).toBeGreaterThan(0);
    expect(await page.getByText('关键词：').count()).toBe(1);
    expect(errors).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/top-detail.png`, fullPage: true });
    await page.close();
    expect((await fetch(`${baseUrl}/top/99999999`)).status).toBe(404);
    expect((await fetch(`${baseUrl}/top/abc`)).status).toBe(404);
    for (const p of ['-1', 'abc']) expect((await fetch(`${baseUrl}/top?p=${p}`)).status).toBe(200);
    // A page past the last sub-category card page is the 404 page (docs/decisions/0088).
    expect((await fetch(`${baseUrl}/top?p=99999`)).status).toBe(404);
  });
});
