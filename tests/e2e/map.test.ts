// The store map /map/{city}_{keyword}: SSR list without GraphQL on first load, markers ↔ list highlighting
// with one info window, the empty-range text, a bounds reload after a drag, a keyword change, and a
// screenshot. Tiles are refused (test machines have no network): the page must work on a blank map.
import { mkdirSync } from 'node:fs';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { findBrands, launchBrowser, type BrandFlags } from './support/browser';
import { openPage } from './support/page';

const skipReason = inject('skipReason');
const SHOTS = '/tmp/shots';
const EMPTY = '可视范围内暂无匹配的地点，请尝试拖动或缩放地图，或更改筛选条件';

/** Refuses every tile request, as a machine without network would: their failures are the only ERR_FAILED. */
const noTiles = async (page: Page): Promise<void> => {
  await page.route(/appmaptile|tile/, (r) => r.abort());
};
const realErrors = (errors: string[]) => errors.filter((e) => !e.includes('net::ERR_FAILED'));

async function shopCity(baseUrl: string, name: string): Promise<string> {
  const res = await fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: 'query E2EMapCity($k: String) { mapSearch(keyword: $k) { centre { city } shops { total } } }', variables: { k: `_${name}` } }),
  });
  const body = (await res.json()) as { data: { mapSearch: { centre: { city: string }; shops: { total: number } } } };
  return body.data.mapSearch.centre.city;
}

describe.skipIf(Boolean(skipReason))('store map page', () => {
  const baseUrl = inject('baseUrl');
  let brand: BrandFlags;
  let city: string;
  let context: BrowserContext;
  let closeBrowser: () => Promise<void>;

  beforeAll(async () => {
    const brands = await findBrands(baseUrl, Array.from({ length: 25 }, (_, i) => i + 1));
    const b = brands.find((x) => (x.shopCount ?? 0) > 2);
    if (!b) throw new Error('seed has no brand with shops');
    brand = b;
    city = await shopCity(baseUrl, brand.name);
    ({ context, close: closeBrowser } = await launchBrowser());
    mkdirSync(SHOTS, { recursive: true });
  });
  afterAll(async () => {
    await closeBrowser?.();
  });

  const url = () => `${baseUrl}/map/${encodeURIComponent(`${city}_${brand.name}`)}`;

  it('lists numbered shops, highlights marker and list item together with one info window', async () => {
    const { page, errors, graphql } = await openPage(context, url(), noTiles);
    await expect(page.locator('h1').innerText()).resolves.toContain(brand.name);
    const items = page.locator('.sj-map-item');
    expect(await items.count()).toBeGreaterThan(1);
    await expect(items.first().locator('.sj-map-num').innerText()).resolves.toBe('1');
    const markers = page.locator('.sj-map-marker');
    await markers.first().waitFor();
    expect(await markers.count()).toBe(await items.count());
    expect(graphql).toEqual([]);

    // Hovering the second list item activates its marker and opens its info window.
    const second = items.nth(1);
    const id = await second.getAttribute('data-shop');
    const name = await second.locator('strong').innerText();
    await second.locator('button').hover();
    await expect(page.locator(`.sj-map-marker[data-shop="${id}"]`).getAttribute('class')).resolves.toContain('sj-map-active');
    const info = page.locator('.sj-map-info');
    await expect(info.count()).resolves.toBe(1);
    const text = await info.innerText();
    expect(text).toContain(name);
    expect(text).toMatch(/地址：[\s\S]*评分：\d\.\d[\s\S]*人均：¥\d+[\s\S]*点评：\d+条/);

    // Clicking the first marker moves the highlight to the first list item; still one info window.
    const firstId = await items.first().getAttribute('data-shop');
    await page.locator(`.sj-map-marker[data-shop="${firstId}"]`).click();
    await expect(items.first().getAttribute('class')).resolves.toContain('sj-map-active');
    await expect(second.getAttribute('class')).resolves.not.toContain('sj-map-active');
    await expect(page.locator('.sj-map-info').count()).resolves.toBe(1);
    await expect(page.locator('.sj-map-marker.sj-map-active').count()).resolves.toBe(1);

    // The list collapses and expands.
    await page.getByRole('button', { name: '收起列表' }).click();
    await expect(items.first().isVisible()).resolves.toBe(false);
    await page.getByRole('button', { name: '展开列表' }).click();
    await expect(items.first().isVisible()).resolves.toBe(true);

    await expect(page.getByRole('link', { name: '品牌列表' }).getAttribute('href')).resolves.toBe('/shangji');
    await expect(page.getByRole('link', { name: '商家会员中心' }).count()).resolves.toBe(1);
    await page.screenshot({ path: `${SHOTS}/map.png`, fullPage: true });
    expect(realErrors(errors)).toEqual([]);
    await page.close();
  });

  it('reloads the shops in the visible bounds after a drag', async () => {
    const { page, errors } = await openPage(context, url(), noTiles);
    await page.locator('.sj-map-marker').first().waitFor();
    const asked: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/graphql') asked.push(r.postData() ?? '');
    });
    const box = (await page.locator('[data-testid="shop-map"]').boundingBox())!;
    const answered = page.waitForResponse((r) => new URL(r.url()).pathname === '/graphql');
    // Drag the map far away (several screens east): no shop of the city is in view any more.
    for (let i = 0; i < 3; i++) {
      await page.mouse.move(box.x + box.width - 20, box.y + box.height / 2);
      await page.mouse.down();
      await page.mouse.move(box.x + 20, box.y + box.height / 2, { steps: 8 });
      await page.mouse.up();
    }
    await answered;
    await page.waitForFunction(() => !document.querySelector('.sj-map-list [role="status"]'));
    expect(asked.some((b) => b.includes('"mode":"MAP"') && b.includes('swLongitude'))).toBe(true);
    await page.getByText(EMPTY).waitFor();
    await expect(page.locator('.sj-map-marker').count()).resolves.toBe(0);
    expect(realErrors(errors)).toEqual([]);
    await page.close();
  });

  it('shows the empty-range text when nothing matches', async () => {
    const { page, errors } = await openPage(context, `${baseUrl}/map/${encodeURIComponent(`${city}_没有这个品牌zz`)}`, noTiles);
    await expect(page.getByText(EMPTY).count()).resolves.toBe(1);
    await expect(page.locator('.sj-map-item').count()).resolves.toBe(0);
    expect(realErrors(errors)).toEqual([]);
    await page.close();
  });

  it('a new keyword reloads the list', async () => {
    const { page, errors } = await openPage(context, `${baseUrl}/map/${encodeURIComponent(`${city}_没有这个品牌zz`)}`, noTiles);
    const box = page.getByRole('textbox', { name: '搜索品牌或门店' });
    await box.fill(brand.name);
    await box.press('Enter');
    await page.waitForURL((u) => decodeURIComponent(u.pathname) === `/map/${city}_${brand.name}`);
    await page.locator('.sj-map-item').first().waitFor();
    await expect(page.getByText(EMPTY).count()).resolves.toBe(0);
    await expect(page.locator('h1').innerText()).resolves.toContain(brand.name);
    expect(realErrors(errors)).toEqual([]);
    await page.close();
  });

  it('the brand detail page links to the map of its shops', async () => {
    const { page, errors } = await openPage(context, `${baseUrl}/shangji/${brand.id}`, noTiles);
    const link = page.getByRole('link', { name: '在地图上查看门店' });
    await link.scrollIntoViewIfNeeded();
    await link.click();
    await page.waitForURL((u) => u.pathname.startsWith('/map/'));
    await page.locator('.sj-map-item').first().waitFor();
    await expect(page.locator('h1').innerText()).resolves.toContain(brand.name);
    expect(realErrors(errors)).toEqual([]);
    await page.close();
  });
});
