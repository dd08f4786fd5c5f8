// The public record outside the brand page (docs/decisions/0094): the 已备案 and 两店一年 filters of the
// /shangji lists (the list id's two extra parts, exact counts beside them, older addresses unchanged),
// red-flag badges on the VIP block and the ranking boards, and the map page agreeing with the ledger.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { useBrowser } from './support/browser';
import { openPage } from './support/page';
import { gql } from './support/pages';
import { loadSummaries, pickFrom, type Summary } from './support/records';

const skipReason = inject('skipReason');

describe.skipIf(Boolean(skipReason))('trust filters, badges and the map', () => {
  const baseUrl = inject('baseUrl');
  const upstreamUrl = inject('upstreamUrl');
  const browser = useBrowser();
  let all: Summary[] = [];
  beforeAll(async () => {
    all = await loadSummaries(upstreamUrl);
  });

  const TOTAL = '[aria-live="polite"] .sj-money';
  const total = async (page: Page) => Number(((await page.locator(TOTAL).first().textContent()) ?? '').trim());
  const countOf = async (page: Page, key: string) =>
    Number(/（(\d+)）/.exec((await page.locator(`[data-filter="${key}"]`).textContent()) ?? '')?.[1] ?? NaN);

  it('已备案 and 两店一年 filter the list by address, with exact counts, keeping the other filters', async () => {
    const filed = all.filter((s) => s.filing === 'filed').length;
    const two = all.filter((s) => s.twoStoresAtStart === 'pass').length;
    const both = all.filter((s) => s.filing === 'filed' && s.twoStoresAtStart === 'pass').length;
    const { page, errors } = await openPage(browser.context, `${baseUrl}/shangji/all`, undefined, { failedResponsesAreErrors: true });
    expect(await countOf(page, 'filed')).toBe(filed);
    expect(await countOf(page, 'twostores')).toBe(two);
    // The address gains the two parts only when they are on: older addresses are unchanged.
    await expect(page.locator('[data-filter="filed"]').getAttribute('href')).resolves.toBe('/shangji/all-0-0-0-0-1');
    await page.locator('[data-filter="filed"]').click();
    await page.waitForURL(`${baseUrl}/shangji/all-0-0-0-0-1`);
    await page.waitForFunction((n) => document.querySelector('[aria-live="polite"] .sj-money')?.textContent?.trim() === String(n), filed);
    expect(await total(page)).toBe(filed);
    await expect(page.locator('[data-filter="filed"]').getAttribute('aria-current')).resolves.toBe('true');
    // With 已备案 on, 两店一年's count is the total both give.
    expect(await countOf(page, 'twostores')).toBe(both);
    await page.locator('[data-filter="twostores"]').click();
    await page.waitForURL(`${baseUrl}/shangji/all-0-0-0-0-1-1`);
    await page.waitForFunction((n) => document.querySelector('[aria-live="polite"] .sj-money')?.textContent?.trim() === String(n), both);
    // Every brand listed is filed (its summary says so).
    const ids = await page.locator('.sj-brand-row :is(h2, h3) a[id^="brand-row-"]').evaluateAll((as) => as.map((a) => Number(a.id.replace('brand-row-', ''))));
    expect(ids.length).toBe(Math.min(15, both));
    for (const id of ids) expect(all.find((s) => s.id === id)).toMatchObject({ filing: 'filed', twoStoresAtStart: 'pass' });
    // Another filter keeps both switches; 不限 drops both and the address is the old one.
    const fee = page.locator('.sj-filter-row[aria-label="投资金额"] a').nth(3);
    await expect(fee.getAttribute('href')).resolves.toMatch(/^\/shangji\/all-\d+-0-0-0-1-1$/);
    await expect(page.locator('[data-testid="trust-filters"] a', { hasText: '不限' }).getAttribute('href')).resolves.toBe('/shangji/all');
    expect(errors).toEqual([]);
  });

  it('a trust filter within a category counts within it, and a certified list keeps its address', async () => {
    const { brandFilters } = await gql<{ brandFilters: { categories: { pinyin: string }[] } }>(baseUrl, 'query E2ECats { brandFilters { categories { pinyin } } }');
    const pinyin = brandFilters.categories[0]!.pinyin;
    const { brandListCounts, brandList } = await gql<{ brandListCounts: { filed: number }; brandList: { brands: { total: number } } }>(
      baseUrl,
      'query E2ECounts($p: String) { brandListCounts(filter: { pinyin: $p }) { filed } brandList(filter: { pinyin: $p, filed: true }) { brands { total } } }',
      { p: pinyin },
    );
    expect(brandListCounts.filed).toBe(brandList.brands.total);
    const { page } = await openPage(browser.context, `${baseUrl}/shangji/${pinyin}-0-0-0-0-1`);
    expect(await total(page)).toBe(brandList.brands.total);
    const vip = await openPage(browser.context, `${baseUrl}/shangji/all-0-0-0-1`);
    await expect(vip.page.locator('[data-filter="filed"]').getAttribute('href')).resolves.toBe('/shangji/all-0-0-0-1-1');
    expect((await fetch(`${baseUrl}/shangji/all-0-0-0-0-2`)).status).toBe(404);
  });

  it('the VIP block of /shangji and the /top boards show their brands’ red-flag badges', async () => {
    const { page } = await openPage(browser.context, `${baseUrl}/shangji`, undefined, { failedResponsesAreErrors: true });
    const tiles = page.locator('.sj-vip-grid li');
    const tileIds = await tiles.locator('a[href^="/shangji/"]:not([href*="#"])').evaluateAll((as) => as.map((a) => Number(a.getAttribute('href')!.split('/')[2])));
    const flaggedTile = tileIds.find((id) => all.find((s) => s.id === id)?.flags.length);
    const cleanTile = tileIds.find((id) => all.find((s) => s.id === id)?.flags.length === 0);
    if (flaggedTile) {
      const tile = tiles.filter({ has: page.locator(`a[href="/shangji/${flaggedTile}"]`) });
      expect(await tile.locator('[data-testid="red-flags"] a').count()).toBe(all.find((s) => s.id === flaggedTile)!.flags.length);
    }
    if (cleanTile) expect(await tiles.filter({ has: page.locator(`a[href="/shangji/${cleanTile}"]`) }).locator('[data-testid="red-flags"]').count()).toBe(0);
    expect(flaggedTile ?? cleanTile).toBeTruthy();

    const top = await openPage(browser.context, `${baseUrl}/top`, undefined, { failedResponsesAreErrors: true });
    const entries = top.page.locator('#top-boards-panel-heat .sj-rank li');
    const n = await entries.count();
    expect(n).toBeGreaterThan(0);
    let checked = 0;
    for (let i = 0; i < n; i++) {
      const id = Number(((await entries.nth(i).locator('a.sj-rank-name').getAttribute('href')) ?? '').split('/')[2]);
      const flags = all.find((s) => s.id === id)?.flags ?? [];
      expect(await entries.nth(i).locator('[data-testid="red-flags"] a').count(), `brand ${id}`).toBe(flags.length);
      checked += 1;
    }
    expect(checked).toBe(n);
  });

  it('the home page’s 精选项目 and 推荐项目 tiles carry their red-flag badges', async () => {
    const { page, errors } = await openPage(browser.context, `${baseUrl}/`, undefined, { failedResponsesAreErrors: true });
    const tiles = page.locator('#hm-featured .hm-tile, #hm-recommended .hm-tile');
    await tiles.first().waitFor();
    const n = await tiles.count();
    expect(n).toBeGreaterThan(0);
    for (let i = 0; i < n; i++) {
      const id = Number(((await tiles.nth(i).locator('a').first().getAttribute('href')) ?? '').split('/')[2]);
      const flags = all.find((s) => s.id === id)?.flags ?? [];
      expect(await tiles.nth(i).locator('[data-testid="red-flags"] a').count(), `brand ${id}`).toBe(flags.length);
    }
    expect(errors).toEqual([]);
  });

  it('the map page states the ledger’s open stores with source and date, and whether its own shops agree', async () => {
    const id = pickFrom(all, (s) => s.filing === 'filed' && s.flags.length === 0, 'filed and clean');
    const { brand } = await gql<{ brand: { name: string; shopCount: number } }>(baseUrl, 'query E2EMapBrand($id: ID!) { brand(id: $id) { name shopCount } }', { id: String(id) });
    // Map tiles come from outside (unreachable here): failed responses are not this test's matter.
    const { page, errors } = await openPage(browser.context, `${baseUrl}/map/_${encodeURIComponent(brand.name)}`);
    const note = page.getByTestId('map-ledger');
    await page.waitForFunction(() => document.querySelector('[data-testid="map-ledger"]')?.textContent?.includes('两者'));
    const text = (await note.textContent()) ?? '';
    expect(text).toContain(`门店台账显示${brand.name}在营门店${brand.shopCount}家`);
    expect(text).toMatch(/来源：.+，读取于\d{4}-\d{2}-\d{2}/);
    expect(text).toContain(`本站地图收录该品牌门店${brand.shopCount}家`);
    await expect(note.locator('[data-agree]').getAttribute('data-agree')).resolves.toBe('true');
    expect(errors.filter((e) => !e.includes('net::ERR_'))).toEqual([]);
  });
});
