// Browsing brands: the brand list's filters and tabs, its pager, empty state and 404s; the brand home's
// carousels, floors and outbound banners; the certified list. Screenshots go to /tmp/shots.
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { useBrowser } from './support/browser';
import { openPage } from './support/page';

const skipReason = inject('skipReason');
if (skipReason) console.warn(`[e2e] ${skipReason}`);
const SHOTS = '/tmp/shots';

async function gql<T>(baseUrl: string, query: string): Promise<T> {
  const res = await fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query }),
  });
  return ((await res.json()) as { data: T }).data;
}

describe.skipIf(Boolean(skipReason))('browse brands', () => {
  const baseUrl = inject('baseUrl');
  const browser = useBrowser();
  let allTotal = 0;

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    allTotal = (await gql<{ brandList: { brands: { total: number } } }>(baseUrl, 'query E2EAll { brandList { brands { total } } }')).brandList.brands
      .total;
  });

  const open = (path: string) => openPage(browser.context, baseUrl + path);

  const current = (page: Page, group: string) => page.getByRole('group', { name: group }).locator('a[aria-current]').innerText();
  const filterLink = (page: Page, group: string, name: string) => page.getByRole('group', { name: group }).getByRole('link', { name, exact: true });
  const rowFacts = (page: Page, fact: string) =>
    page.locator('.sj-brand-row').evaluateAll(
      (rows, f) => rows.map((r) => (f === 'fee' ? r.querySelector('.sj-money')?.textContent : r.querySelector('.sj-brand-row-title')?.textContent) ?? ''),
      fact,
    );

  it('lists 15 brands with the first load hydrated from the HTML (no /graphql, no console error)', async () => {
    const { page, errors, graphql } = await open('/shangji/all');
    expect(await page.locator('.sj-brand-row').count()).toBe(15);
    expect(await page.getByText(`共找到 ${allTotal} 个品牌`).count()).toBe(1);
    expect(await page.getByRole('navigation', { name: '面包屑' }).innerText()).toContain('全部项目');
    expect(graphql).toEqual([]);
    expect(errors).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/shangji-all.png`, fullPage: true });
    await page.close();
  });

  it("links each row's industry to that category's list, in the list and in search results", async () => {
    for (const path of ['/shangji/all', `/search?model=zhaoshang&q=${encodeURIComponent('奶')}`]) {
      const html = await (await fetch(baseUrl + path)).text();
      const industries = [...html.matchAll(/<dt>行业：<\/dt><dd>(?:<a href="([^"]*)")?/g)].map((m) => m[1]);
      expect(industries.length, path).toBeGreaterThan(0);
      for (const href of industries) expect(href, path).toMatch(/^\/shangji\/[a-z0-9]+$/);
    }
  });

  it('keeps the other filters when one changes, and when a category is chosen', async () => {
    const { page, errors } = await open('/shangji/all');
    await filterLink(page, '投资金额', '5-10万').click();
    await page.waitForURL(/\/shangji\/all-3$/);
    await expect.poll(() => current(page, '投资金额')).toBe('5-10万');
    const fees = await rowFacts(page, 'fee');
    expect(fees.length).toBeGreaterThan(0);
    for (const fee of fees) expect(fee).toBe('5-10万');

    await filterLink(page, '更多', '大品牌').click();
    await page.waitForURL(/\/shangji\/all-3-0-2$/);
    await expect.poll(() => current(page, '投资金额')).toBe('5-10万');
    await expect.poll(() => current(page, '更多')).toBe('大品牌');

    // Choosing a category keeps fee and tag; the sub-category row appears with its 不限 selected.
    await filterLink(page, '行业', '餐饮').click();
    await page.waitForURL(/\/shangji\/canyin-3-0-2$/);
    await expect.poll(() => current(page, '行业')).toBe('餐饮');
    await expect.poll(() => current(page, '细分')).toBe('不限');
    await expect.poll(() => current(page, '投资金额')).toBe('5-10万');
    await expect.poll(() => current(page, '更多')).toBe('大品牌');

    // A sub-category keeps the industry highlighted; 不限 in a row clears only that row.
    await filterLink(page, '细分', '火锅').click();
    await page.waitForURL(/\/shangji\/huoguo-3-0-2$/);
    await expect.poll(() => current(page, '行业')).toBe('餐饮');
    await expect.poll(() => current(page, '细分')).toBe('火锅');
    // Filters navigate in the page (no reload) and keep the visitor where they were on it.
    await page.evaluate(() => {
      (window as unknown as { sameDocument: boolean }).sameDocument = true;
      window.scrollTo(0, 300);
    });
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(300);
    await filterLink(page, '投资金额', '不限').click();
    await page.waitForURL(/\/shangji\/huoguo-0-0-2$/);
    await expect.poll(() => current(page, '投资金额')).toBe('不限');
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    expect(await page.evaluate(() => window.scrollY)).toBe(300);
    await expect.poll(() => current(page, '更多')).toBe('大品牌');
    await expect.poll(() => page.getByRole('navigation', { name: '面包屑' }).innerText()).toMatch(/餐饮\s*火锅/);
    expect(errors).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/shangji-filtered.png`, fullPage: true });
    await page.close();
  });

  it('switches between 加盟项目 and 品牌认证, keeping the filters', async () => {
    const { page } = await open('/shangji/canyin');
    const tabs = page.getByRole('navigation', { name: '列表类型' });
    expect(await tabs.locator('a[aria-current="page"]').innerText()).toBe('加盟项目');
    await tabs.getByRole('link', { name: '品牌认证' }).click();
    await page.waitForURL(/\/shangji\/canyin-0-0-0-1$/);
    await expect.poll(() => tabs.locator('a[aria-current="page"]').innerText()).toBe('品牌认证');
    const titles = await rowFacts(page, 'title');
    expect(titles.length).toBeGreaterThan(0);
    for (const t of titles) expect(t).toContain('VIP认证');
    await expect.poll(() => current(page, '行业')).toBe('餐饮');
    // By keyboard: focus the other tab and press Enter.
    await tabs.getByRole('link', { name: '加盟项目' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/shangji\/canyin$/);
    await page.close();
  });

  it('pages 15 at a time with a window of up to 7 from current − 3 on the first, a middle and the last page', async () => {
    const last = Math.ceil(allTotal / 15);
    expect(last).toBeGreaterThanOrEqual(9);
    const windowOf = (page: Page) =>
      page.getByRole('navigation', { name: '分页' }).locator('.sj-pager-num').allInnerTexts();
    const disabled = (page: Page) => page.getByRole('navigation', { name: '分页' }).locator('[aria-disabled="true"]').allInnerTexts();

    const { page } = await open('/shangji/all');
    expect(await windowOf(page)).toEqual(['1', '2', '3', '4', '5', '6', '7']);
    expect(await disabled(page)).toEqual(['首页', '上一页']);
    const firstTitles = await rowFacts(page, 'title');
    await page.getByRole('navigation', { name: '分页' }).getByRole('link', { name: '下一页' }).click();
    await page.waitForURL(/\?p=2$/);
    await expect.poll(() => rowFacts(page, 'title')).not.toEqual(firstTitles);

    const mid = Math.ceil(last / 2);
    await page.goto(`${baseUrl}/shangji/all?p=${mid}`);
    expect(await windowOf(page)).toEqual(Array.from({ length: 7 }, (_, i) => String(mid - 3 + i)));
    expect(await page.locator('.sj-pager [aria-current="page"]').innerText()).toBe(String(mid));
    expect(await disabled(page)).toEqual([]);

    await page.goto(`${baseUrl}/shangji/all?p=${last}`);
    // SPEC §2: the window starts at current − 3 on the last page too (4 numbers), not shifted back to 7.
    expect(await windowOf(page)).toEqual(Array.from({ length: 4 }, (_, i) => String(last - 3 + i)));
    expect(await disabled(page)).toEqual(['下一页', '尾页']);
    expect(await page.locator('.sj-brand-row').count()).toBe(allTotal - (last - 1) * 15);
    // Past the end is not a page of the list: the 404 page (docs/decisions/0088-pager-window-and-past-end.md).
    for (const p of [last + 1, 99999]) {
      const past = await fetch(`${baseUrl}/shangji/all?p=${p}`);
      expect(past.status, String(p)).toBe(404);
      expect(await past.text()).toContain('您访问的页面出错了');
    }
    await page.close();
  });

  it('shows an empty state with suggestions when nothing matches', async () => {
    // Find a filter combination without brands in the seed.
    let empty = '';
    for (const fee of ['7', '1', '6', '2']) {
      const d = await gql<{ brandList: { brands: { total: number } } | null }>(
        baseUrl,
        `query E2EEmpty { brandList(filter: { pinyin: "huoguo", feeBandId: "${fee}", certified: true }) { brands { total } } }`,
      );
      if (d.brandList?.brands.total === 0) {
        empty = `huoguo-${fee}-0-0-1`;
        break;
      }
    }
    expect(empty).not.toBe('');
    const { page, errors } = await open(`/shangji/${empty}`);
    const status = page.getByRole('status').filter({ hasText: '暂无你要找的加盟项目' });
    expect(await status.count()).toBe(1);
    expect(await page.locator('.sj-brand-row').count()).toBe(0);
    await status.getByRole('link', { name: /不限投资金额/ }).click();
    await page.waitForURL(/\/shangji\/huoguo-0-0-0-1$/);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('answers the 404 page, never a 500, for malformed ids and unknown filters', async () => {
    for (const bad of ['all-x', 'all-0-0-0-2', 'all-0-0-0-0-0-0-0', 'all-0-0-0-0-2', 'all-0-0-0-0-0-9', 'nosuchcategory', 'all-99', 'all-0-999999', "all'%22", '%F0%9F%98%80', 'x'.repeat(500)]) {
      const res = await fetch(`${baseUrl}/shangji/${bad}`);
      expect(res.status, bad).toBe(404);
      expect(await res.text(), bad).toContain('您访问的页面出错了');
    }
    for (const p of ['-1', 'abc', '0', '1e3', '%27']) {
      expect((await fetch(`${baseUrl}/shangji/all?p=${p}`)).status, p).toBe(200);
    }
    const { page } = await open('/shangji/all-x');
    expect(await page.getByRole('heading', { name: '您访问的页面出错了' }).count()).toBe(1);
    await page.close();
  });

  it('opens the enquiry popup with the row brand as context', async () => {
    const { page } = await open('/shangji/all');
    // The first row whose brand takes enquiries (a brand without an enquiry target shows no button).
    const row = page.locator('.sj-brand-row').filter({ has: page.getByRole('button', { name: /在线咨询/ }) }).first();
    const name = (await row.locator('.sj-brand-row-title a').innerText()).trim();
    await row.getByRole('button', { name: /在线咨询/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    expect(await dialog.innerText()).toContain(`在线咨询 · ${name}`);
    await dialog.getByRole('button', { name: '关闭' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.close();
  });

  it('brand home: carousels of 500 and 266 px, 16 floors with jump tabs, VIP block, any outbound banner through the jump page', async () => {
    const { page, errors, graphql } = await open('/shangji');
    // Before any pointer movement (hover prefetches links on intent).
    expect(graphql).toEqual([]);
    const main = page.getByRole('region', { name: '品牌推荐' });
    expect((await main.boundingBox())?.height).toBe(500);
    const floors = page.locator('section.sj-floor');
    expect(await floors.count()).toBe(17);
    const first = floors.first();
    const floorCarousel = first.locator('[aria-roledescription="carousel"]');
    expect((await floorCarousel.boundingBox())?.height).toBe(266);
    // Swiper loads once a carousel comes into view (the kit's lazy carousel): then the first 4 new brands.
    await floorCarousel.scrollIntoViewIfNeeded();
    await expect.poll(() => first.locator('.swiper-slide').count()).toBe(4);
    await expect(first.locator('.sj-carousel-pause').textContent()).resolves.toMatch(/^暂停/);
    expect(await first.locator('.sj-floor-tiles > li').count()).toBe(2);
    expect(await first.locator('.sj-floor-buttons > li').count()).toBe(6);
    expect(await first.locator('.sj-top-list > li').count()).toBeGreaterThan(0);
    expect(await page.locator('#floor-vip .sj-vip-grid > li').count()).toBe(8);
    const tabs = page.getByRole('navigation', { name: '楼层导航' });
    expect(await tabs.getByRole('link').count()).toBe(17);
    await tabs.getByRole('link', { name: '汽车' }).click();
    await page.waitForFunction(() => Math.abs(document.getElementById('floor-qiche')!.getBoundingClientRect().top) < 120);
    await expect.poll(() => tabs.locator('a[aria-current]').innerText()).toBe('汽车');
    // Every external banner goes through /jumpwebsite, in a new tab, nofollow noopener (the seed's ads all
    // link brand pages on the site, docs/decisions/0089; an operator's outbound ad would go this way).
    const outbound = await page.locator('a[href^="/jumpwebsite?url="]').evaluateAll((as) => as.map((a) => [a.getAttribute('target'), a.getAttribute('rel')]));
    for (const [target, rel] of outbound) {
      expect(target).toBe('_blank');
      expect(rel).toBe('nofollow noopener');
    }
    expect(await page.locator('section.sj-floor a[href^="http"], .sj-home-banners a[href^="http"], .swiper a[href^="http"]').count()).toBe(0);
    expect(errors).toEqual([]);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `${SHOTS}/shangji-home.png`, fullPage: true });
    await page.close();
  });

  it('certified brands: category tabs, 15 per page, each with the VIP badge', async () => {
    const { page, errors } = await open('/vip');
    expect(await page.locator('.sj-brand-row').count()).toBe(15);
    const tabs = page.getByRole('navigation', { name: '认证品牌分类' });
    expect(await tabs.locator('a[aria-current="page"]').innerText()).toBe('全部');
    for (const t of await rowFacts(page, 'title')) expect(t).toContain('VIP认证');
    await page.screenshot({ path: `${SHOTS}/vip.png`, fullPage: true });
    await tabs.getByRole('link', { name: '餐饮' }).click();
    await page.waitForURL(/\/vip\/canyin$/);
    await expect.poll(() => page.locator('#vip-title').innerText()).toBe('餐饮认证品牌');
    await expect.poll(() => tabs.locator('a[aria-current="page"]').innerText()).toBe('餐饮');
    for (const row of await page.locator('.sj-brand-row').all()) {
      expect(await row.innerText()).toContain('VIP认证');
    }
    expect((await fetch(`${baseUrl}/vip/nosuchcategory`)).status).toBe(404);
    expect(errors).toEqual([]);
    await page.close();
  });
});
