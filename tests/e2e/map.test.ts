// The store map /map/{city}_{keyword}: SSR list without GraphQL on first load, markers ↔ list highlighting
// with one info window, the empty-range text, a bounds reload after a drag, a keyword change, the search
// box's suggestions (asked only for a non-empty keyword, at most 10 in the upstream's order, keyboard
// choice reloading the list), the warning toast when map data or suggestions fail (SPEC §8), and a
// screenshot. Tiles are refused (test machines have no network): the page must work on a blank map.
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { findBrands, useBrowser, type BrandFlags } from './support/browser';
import { openPage } from './support/page';

const skipReason = inject('skipReason');
const SHOTS = '/tmp/shots';
const EMPTY = '可视范围内暂无匹配的地点，请尝试拖动或缩放地图，或更改筛选条件';

/** Refuses every tile request, as a machine without network would: their failures are the only ERR_FAILED. */
const noTiles = async (page: Page): Promise<void> => {
  await page.route(/appmaptile|tile/, (r) => r.abort());
};
const realErrors = (errors: string[]) => errors.filter((e) => !e.includes('net::ERR_FAILED'));

interface GraphqlPost {
  operationName?: string;
  variables?: Record<string, unknown>;
}
const postOf = (body: string | null): GraphqlPost => {
  try {
    return (JSON.parse(body ?? '') as GraphqlPost | null) ?? {};
  } catch {
    return {};
  }
};

/** Makes the page's /graphql requests for `operation` (and `when` its variables match) fail with `fail`. */
async function failOperation(page: Page, operation: string, fail: 'abort' | { message: string; upstreamMessage?: string }, when: (v: Record<string, unknown>) => boolean = () => true) {
  await page.route('**/graphql', async (route) => {
    const post = postOf(route.request().postData());
    if (post.operationName !== operation || !when(post.variables ?? {})) return route.fallback();
    if (fail === 'abort') return route.abort('failed');
    const field = operation === 'MapSuggestions' ? 'searchSuggestions' : 'mapSearch';
    return route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({
        data: { [field]: null },
        errors: [{ message: fail.message, path: [field], extensions: { code: 'UPSTREAM_ERROR', ...(fail.upstreamMessage ? { upstreamMessage: fail.upstreamMessage } : {}) } }],
      }),
    });
  });
}

interface Suggestion {
  id: string;
  title: string;
  popularity: number;
}

async function suggestionsFor(baseUrl: string, keyword: string): Promise<Suggestion[]> {
  const res = await fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: 'query E2EMapSuggest($k: String!) { searchSuggestions(keyword: $k, scope: WITH_SHOPS) { id title popularity } }', variables: { k: keyword } }),
  });
  return ((await res.json()) as { data: { searchSuggestions: Suggestion[] } }).data.searchSuggestions;
}

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
  const browser = useBrowser();

  beforeAll(async () => {
    const brands = await findBrands(baseUrl, Array.from({ length: 25 }, (_, i) => i + 1));
    const b = brands.find((x) => (x.shopCount ?? 0) > 2);
    if (!b) throw new Error('seed has no brand with shops');
    brand = b;
    city = await shopCity(baseUrl, brand.name);
    mkdirSync(SHOTS, { recursive: true });
  });

  const url = () => `${baseUrl}/map/${encodeURIComponent(`${city}_${brand.name}`)}`;

  it('lists numbered shops, highlights marker and list item together with one info window', async () => {
    const { page, errors, graphql } = await openPage(browser.context, url(), noTiles);
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
    const { page, errors } = await openPage(browser.context, url(), noTiles);
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
    const { page, errors } = await openPage(browser.context, `${baseUrl}/map/${encodeURIComponent(`${city}_没有这个品牌zz`)}`, noTiles);
    await expect(page.getByText(EMPTY).count()).resolves.toBe(1);
    await expect(page.locator('.sj-map-item').count()).resolves.toBe(0);
    expect(realErrors(errors)).toEqual([]);
    await page.close();
  });

  it('a new keyword reloads the list', async () => {
    const { page, errors } = await openPage(browser.context, `${baseUrl}/map/${encodeURIComponent(`${city}_没有这个品牌zz`)}`, noTiles);
    const box = page.getByRole('combobox', { name: '搜索品牌或门店' });
    await box.fill(brand.name);
    await box.press('Enter');
    await page.waitForURL((u) => decodeURIComponent(u.pathname) === `/map/${city}_${brand.name}`);
    await page.locator('.sj-map-item').first().waitFor();
    await expect(page.getByText(EMPTY).count()).resolves.toBe(0);
    await expect(page.locator('h1').innerText()).resolves.toContain(brand.name);
    expect(realErrors(errors)).toEqual([]);
    await page.close();
  });

  const toast = (page: Page) => page.locator('[data-testid="enquiry-notice"][data-kind="warning"]');
  const suggestionRequests = (graphql: string[]) => graphql.map(postOf).filter((p) => p.operationName === 'MapSuggestions');

  it('asks for suggestions only for a non-empty keyword', async () => {
    const { page, errors, graphql } = await openPage(browser.context, url(), noTiles);
    const box = page.getByRole('combobox', { name: '搜索品牌或门店' });
    // The page's own keyword in the box asks nothing; neither does an emptied or blank box.
    await box.fill('');
    await box.pressSequentially('   ');
    // Well past the debounce: a request for the blank keyword would have been sent by now.
    await page.waitForTimeout(800);
    expect(suggestionRequests(graphql)).toEqual([]);
    await expect(box.getAttribute('aria-expanded')).resolves.toBe('false');
    const asked = page.waitForRequest((r) => postOf(r.postData()).operationName === 'MapSuggestions');
    await box.fill(brand.name.slice(0, 2));
    await asked;
    const sent = suggestionRequests(graphql);
    expect(sent.length).toBeGreaterThan(0);
    expect(sent.every((p) => typeof p.variables?.keyword === 'string' && (p.variables.keyword as string).trim() !== '')).toBe(true);
    expect(realErrors(errors)).toEqual([]);
    await page.close();
  });

  it('shows at most 10 suggestions, most viewed first, then highest id', async () => {
    // The brand-name character with the most suggestions: more than 10 when the seed has them.
    let best = { keyword: '', list: [] as Suggestion[] };
    for (const ch of new Set(brand.name)) {
      const list = await suggestionsFor(baseUrl, ch);
      if (list.length > best.list.length) best = { keyword: ch, list };
    }
    expect(best.list.length).toBeGreaterThan(1);
    expect(best.list.length).toBeLessThanOrEqual(10);
    // The gateway passes on the upstream's order: count descending, then id descending.
    for (let i = 1; i < best.list.length; i++) {
      const [a, b] = [best.list[i - 1]!, best.list[i]!];
      expect(a.popularity > b.popularity || (a.popularity === b.popularity && Number(a.id) > Number(b.id))).toBe(true);
    }
    const { page, errors } = await openPage(browser.context, url(), noTiles);
    const box = page.getByRole('combobox', { name: '搜索品牌或门店' });
    const answered = page.waitForResponse((r) => postOf(r.request().postData()).operationName === 'MapSuggestions');
    await box.fill(best.keyword);
    const body = (await (await answered).json()) as { data: { searchSuggestions: Suggestion[] } };
    const listbox = page.getByRole('listbox', { name: '搜索建议' });
    await listbox.waitFor();
    const shown = await listbox.getByRole('option').allInnerTexts();
    expect(shown.length).toBeLessThanOrEqual(10);
    expect(shown).toEqual(body.data.searchSuggestions.map((s) => s.title).slice(0, 10));
    expect(shown).toEqual(best.list.map((s) => s.title));
    await expect(box.getAttribute('aria-expanded')).resolves.toBe('true');
    await page.screenshot({ path: `${SHOTS}/map-suggestions.png` });
    expect(realErrors(errors)).toEqual([]);
    await page.close();
  });

  it('choosing a suggestion with the keyboard reloads the list at page 1 for it', async () => {
    const { page, errors, graphql } = await openPage(browser.context, `${baseUrl}/map/${encodeURIComponent(`${city}_没有这个品牌zz`)}`, noTiles);
    await expect(page.getByText(EMPTY).count()).resolves.toBe(1);
    const box = page.getByRole('combobox', { name: '搜索品牌或门店' });
    await box.fill(brand.name);
    const options = page.getByRole('listbox', { name: '搜索建议' }).getByRole('option');
    await options.first().waitFor();
    const titles = await options.allInnerTexts();
    const target = titles.indexOf(brand.name);
    expect(target).toBeGreaterThanOrEqual(0);
    for (let i = 0; i <= target; i++) await box.press('ArrowDown');
    const activeId = await box.getAttribute('aria-activedescendant');
    await expect(page.locator(`#${activeId}`).innerText()).resolves.toBe(brand.name);
    await expect(page.locator(`#${activeId}`).getAttribute('aria-selected')).resolves.toBe('true');
    await box.press('Enter');
    await page.waitForURL((u) => decodeURIComponent(u.pathname) === `/map/${city}_${brand.name}`);
    await page.locator('.sj-map-item').first().waitFor();
    await expect(page.locator('h1').innerText()).resolves.toContain(brand.name);
    const load = graphql.map(postOf).find((p) => p.operationName === 'MapPage' && p.variables?.keyword === `${city}_${brand.name}`);
    expect(load?.variables).toMatchObject({ mode: 'LIST', page: 1 });
    await expect(page.locator('.sj-map-marker').count()).resolves.toBe(await page.locator('.sj-map-item').count());
    // Escape closes an open list; the box keeps its text.
    await box.fill(brand.name.slice(0, 2));
    await options.first().waitFor();
    await box.press('Escape');
    await expect(box.getAttribute('aria-expanded')).resolves.toBe('false');
    expect(realErrors(errors)).toEqual([]);
    await page.close();
  });

  it('a failed suggestion request shows a warning toast with the msg; the box keeps working', async () => {
    const { page, errors } = await openPage(browser.context, url(), async (p) => {
      await noTiles(p);
      await failOperation(p, 'MapSuggestions', { message: '服务出错了，请稍后再试', upstreamMessage: '搜索服务维护中' });
    });
    const box = page.getByRole('combobox', { name: '搜索品牌或门店' });
    await box.fill(brand.name.slice(0, 1));
    await expect(toast(page).innerText({ timeout: 5000 })).resolves.toBe('搜索建议加载失败：搜索服务维护中');
    await expect(box.getAttribute('aria-expanded')).resolves.toBe('false');
    // A refused request (network failure) says so too.
    await page.unroute('**/graphql');
    await failOperation(page, 'MapSuggestions', 'abort');
    await box.fill(brand.name.slice(0, 2));
    await page.waitForFunction(() => /^搜索建议加载失败：.+/.test(document.querySelector('[data-testid="enquiry-notice"]')?.textContent ?? '') && !document.querySelector('[data-testid="enquiry-notice"]')!.textContent!.includes('维护中'));
    // Once the service answers again, suggestions come back and searching still works.
    await page.unroute('**/graphql');
    await box.fill(brand.name);
    await page.getByRole('listbox', { name: '搜索建议' }).getByRole('option').first().waitFor();
    await box.press('Enter');
    await page.locator('.sj-map-item').first().waitFor();
    expect(realErrors(errors)).toEqual([]);
    await page.close();
  });

  it('a failed map data request shows a warning toast; list and markers keep working', async () => {
    const { page, errors } = await openPage(browser.context, url(), async (p) => {
      await noTiles(p);
      await failOperation(p, 'MapPage', { message: '服务出错了，请稍后再试', upstreamMessage: '地图数据服务繁忙' }, (v) => v.mode === 'MAP');
    });
    const items = page.locator('.sj-map-item');
    await page.locator('.sj-map-marker').first().waitFor();
    const before = await items.count();
    const box = (await page.locator('[data-testid="shop-map"]').boundingBox())!;
    const nudge = async () => {
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      await page.mouse.down();
      await page.mouse.move(box.x + box.width / 2 - 30, box.y + box.height / 2 - 10, { steps: 4 });
      await page.mouse.up();
    };
    await nudge();
    await expect(toast(page).innerText({ timeout: 5000 })).resolves.toBe('门店加载失败：地图数据服务繁忙');
    // The shops already shown stay, with their markers, and still highlight each other.
    await page.waitForFunction(() => !document.querySelector('.sj-map-list [role="status"]'));
    await expect(items.count()).resolves.toBe(before);
    const second = items.nth(1);
    const id = await second.getAttribute('data-shop');
    await second.locator('button').hover();
    await expect(page.locator(`.sj-map-marker[data-shop="${id}"]`).getAttribute('class')).resolves.toContain('sj-map-active');
    // The service is back: the next move reloads the shops in view.
    await page.unroute('**/graphql');
    const reloaded = page.waitForResponse((r) => postOf(r.request().postData()).variables?.mode === 'MAP' && r.status() === 200);
    await nudge();
    await reloaded;
    await page.waitForFunction(() => !document.querySelector('.sj-map-list [role="status"]'));
    expect(await items.count()).toBeGreaterThan(0);
    await expect(page.locator('.sj-map-marker').count()).resolves.toBe(await items.count());
    expect(realErrors(errors)).toEqual([]);
    await page.close();
  });

  it('a failed keyword load shows a warning toast on a usable page, not an error page', async () => {
    const { page, errors } = await openPage(browser.context, url(), async (p) => {
      await noTiles(p);
      await failOperation(p, 'MapPage', { message: '门店服务维护中' }, (v) => v.mode === 'LIST');
    });
    const box = page.getByRole('combobox', { name: '搜索品牌或门店' });
    await box.fill('没有这个品牌yy');
    await box.press('Enter');
    await page.waitForURL((u) => decodeURIComponent(u.pathname).endsWith('_没有这个品牌yy'));
    await expect(toast(page).innerText({ timeout: 5000 })).resolves.toBe('门店加载失败：门店服务维护中');
    await expect(page.locator('h1').innerText()).resolves.toContain('没有这个品牌yy');
    await page.unroute('**/graphql');
    await box.fill(brand.name);
    await box.press('Enter');
    await page.waitForURL((u) => decodeURIComponent(u.pathname) === `/map/${city}_${brand.name}`);
    await page.locator('.sj-map-item').first().waitFor();
    expect(realErrors(errors)).toEqual([]);
    await page.close();
  });

  it('the brand detail page links to the map of its shops', async () => {
    const { page, errors } = await openPage(browser.context, `${baseUrl}/shangji/${brand.id}`, noTiles);
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
