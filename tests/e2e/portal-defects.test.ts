// Defects met while using the site as a visitor would (each failed before its fix): the header search
// applies keyword and industry together; floating side menus stay in the gutter beside the 1200 px
// column; tab widgets are styled on a direct load; /top/{pinyin} is the industry's ranking list and /top's
// friendly links follow their weight; a page past a list's end is the 404 page; the topic hub's banners
// are a 266 px carousel; home tile sections never repeat a brand; no link leads to example.com.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { useBrowser } from './support/browser';
import { openPage } from './support/page';
import { gql, headOf } from './support/pages';

const skipReason = inject('skipReason');

interface Category {
  name: string;
  pinyin: string;
  children: { pinyin: string }[];
}

describe.skipIf(Boolean(skipReason))('portal defects', () => {
  const baseUrl = inject('baseUrl');
  const siteUrl = inject('siteUrl');
  const browser = useBrowser();
  let categories: Category[];

  beforeAll(async () => {
    categories = (await gql<{ categories: Category[] }>(baseUrl, 'query E2EDefectCategories { categories { name pinyin children { pinyin } } }')).categories;
  });

  const open = (path: string) => openPage(browser.context, baseUrl + path);

  it('header search: the industry chosen in the dropdown applies together with the keyword', async () => {
    const canyin = categories.find((c) => c.pinyin === 'canyin')!;
    const list = await gql<{ brandList: { brands: { items: { name: string }[] } } }>(
      baseUrl,
      'query E2EDefectCanyin { brandList(filter: { pinyin: "canyin" }) { brands { items { name } } } }',
    );
    // A keyword that finds brands in 餐饮: the first two characters of one of its brands.
    const keyword = [...list.brandList.brands.items[0]!.name].slice(0, 2).join('');
    const { page } = await open('/');
    const form = page.getByRole('search', { name: '搜索加盟项目' }).first();
    await form.getByRole('combobox', { name: '行业' }).selectOption('canyin');
    await form.getByRole('combobox', { name: '搜索关键词' }).fill(keyword);
    await form.getByRole('button', { name: '搜索' }).click();
    await page.waitForURL(/\/search\?/);
    const url = new URL(page.url());
    expect(url.searchParams.get('q')).toBe(keyword);
    expect(url.searchParams.get('industry')).toBe('canyin');
    await expect.poll(() => page.locator('.sj-search-industry strong').textContent()).toBe('餐饮');
    const industries = await page.$$eval('article.sj-brand-row dd a[href^="/shangji/"]', (as) => as.map((a) => a.getAttribute('href')));
    expect(industries.length).toBeGreaterThan(0);
    const within = new Set([canyin.pinyin, ...canyin.children.map((c) => c.pinyin)].map((p) => `/shangji/${p}`));
    for (const href of industries) expect(within.has(href ?? ''), href ?? '').toBe(true);
    // The same keyword without the industry finds at least as many; 不限行业 drops the industry.
    const total = async (p: Page) => Number(await p.locator('h1 .sj-red').first().textContent());
    const inIndustry = await total(page);
    await page.getByRole('link', { name: '不限行业' }).click();
    await page.waitForURL((u) => !u.searchParams.has('industry'));
    expect(await total(page)).toBeGreaterThanOrEqual(inIndustry);
    // An industry the dropdown does not offer is no filter: the 404 page.
    expect((await fetch(`${baseUrl}/search?model=zhaoshang&q=${encodeURIComponent(keyword)}&industry=no-such`)).status).toBe(404);
    await page.close();
  });

  /** Where a fixed menu sits against the centred 1200 px column, or null when it is not shown. */
  async function menuAgainstColumn(page: Page, selector: string) {
    return page.evaluate((sel) => {
      const menu = document.querySelector(sel);
      if (!menu || getComputedStyle(menu).display === 'none' || getComputedStyle(menu).visibility === 'hidden') return null;
      const r = menu.getBoundingClientRect();
      const columnRight = (document.documentElement.clientWidth + 1200) / 2;
      return { left: r.left, right: r.right, columnRight, viewport: document.documentElement.clientWidth };
    }, selector);
  }

  it('floating side menus live in the gutter: never over the 1200 px column, hidden when it is too narrow', async () => {
    const pages: Array<[string, string]> = [
      ['/', '.hm-sidemenu'],
      ['/news', '.sj-float-tabs'],
    ];
    const poster = await gql<{ brandList: { brands: { items: { id: string }[] } } }>(
      baseUrl,
      'query E2EDefectVip { brandList(filter: { certified: true }) { brands { items { id } } } }',
    );
    pages.push([`/haibao/${poster.brandList.brands.items[0]!.id}`, '.sj-poster-side']);
    for (const width of [1300, 1366, 1920]) {
      for (const [path, selector] of pages) {
        const { page } = await open(path);
        await page.setViewportSize({ width, height: 900 });
        await page.evaluate(() => window.scrollTo(0, 600));
        // A menu floats in on scroll (a listener of the hydrated page): where it must show, wait for it, as a
        // slow host may take longer than a fixed pause; elsewhere the pause gives it the same chance to appear.
        if (width === 1920) {
          await page
            .waitForFunction(
              (sel) => {
                const menu = document.querySelector(sel);
                return !!menu && getComputedStyle(menu).display !== 'none' && getComputedStyle(menu).visibility !== 'hidden';
              },
              selector,
              { timeout: 10_000 },
            )
            .catch(() => undefined);
        } else await page.waitForTimeout(300);
        const at = await menuAgainstColumn(page, selector);
        if (width === 1920) expect(at, `${path} at ${width}`).not.toBeNull();
        if (at) {
          expect(at.left, `${path} at ${width}`).toBeGreaterThanOrEqual(at.columnRight);
          expect(at.right, `${path} at ${width}`).toBeLessThanOrEqual(at.viewport);
        }
        if (width === 1300) expect(at, `${path} at ${width}: no room beside the column`).toBeNull();
        await page.close();
      }
    }
  });

  it('tab widgets are styled on a direct load of /news and /top (not only after visiting the home page)', async () => {
    for (const path of ['/news', '/top']) {
      const page = await browser.context.newPage();
      // No JavaScript: what the server sends must carry the tab styles itself.
      await page.route('**/*.js', (route) => route.abort());
      await page.goto(baseUrl + path);
      const tab = page.locator('[role=tab][aria-selected=true]').first();
      const style = await tab.evaluate((el) => {
        const s = getComputedStyle(el);
        return { bg: s.backgroundColor, color: s.color, border: s.borderTopWidth };
      });
      expect(style, path).toEqual({ bg: 'rgb(200, 22, 35)', color: 'rgb(255, 255, 255)', border: '0px' });
      await page.close();
    }
  });

  it('/top/{pinyin} is the industry ranking list; unknown industries and pages past the end are 404', async () => {
    const { status, head } = await headOf(baseUrl, '/top/canyin');
    expect(status).toBe(200);
    expect(head).toContain(`<link rel="canonical" href="${siteUrl}/top/canyin"/>`);
    expect(head).toMatch(/<title>十大餐饮加盟品牌排行榜/);
    // Reached from /top's industry bar.
    const { page, errors } = await open('/top');
    await page.getByRole('navigation', { name: '按行业查看排行榜' }).getByRole('link', { name: '餐饮' }).click();
    await page.waitForURL(`${baseUrl}/top/canyin`);
    await expect.poll(() => page.locator('#top-sub').innerText()).toContain('餐饮细分行业排行榜');
    await expect(page.getByRole('navigation', { name: '按行业查看排行榜' }).locator('[aria-current="page"]').innerText()).resolves.toBe('餐饮');
    const cards = await page.$$eval('#top-sub ~ ul h3 a', (as) => as.map((a) => a.textContent ?? ''));
    expect(cards.length).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await page.close();
    expect((await fetch(`${baseUrl}/top/no-such-industry`)).status).toBe(404);
    expect((await fetch(`${baseUrl}/top/canyin?p=999`)).status).toBe(404);
  });

  it('/top friendly links: rel="nofollow" only on links of weight 0', async () => {
    const { page } = await open('/top');
    const groups = await gql<{ linkGroups: { name: string; links: { title: string; nofollow: boolean }[] }[] }>(
      baseUrl,
      'query E2EDefectLinks { linkGroups { name links { title nofollow } } }',
    );
    const links = groups.linkGroups.flatMap((g) => g.links);
    expect(links.some((l) => l.nofollow) && links.some((l) => !l.nofollow)).toBe(true);
    for (const g of groups.linkGroups) {
      const rels = await page.getByRole('region', { name: g.name }).locator('a').evaluateAll((as) => as.map((a) => a.getAttribute('rel') ?? ''));
      expect(rels.map((r) => r.split(' ').includes('nofollow')), g.name).toEqual(g.links.map((l) => l.nofollow));
    }
    await page.close();
  });

  it('a page past the end of any list is the 404 page; the pager window starts at current − 3', async () => {
    const vipBrand = (await gql<{ brandList: { brands: { items: { id: string }[] } } }>(baseUrl, 'query E2EDefectVip2 { brandList(filter: { certified: true }) { brands { items { id } } } }')).brandList.brands.items[0]!.id;
    for (const path of ['/shangji/all', '/vip', '/news/all', '/zhuanti/all', '/top', `/comment/${vipBrand}`, '/search?model=news&q=%E5%8A%A0%E7%9B%9F']) {
      const sep = path.includes('?') ? '&' : '?';
      const res = await fetch(`${baseUrl}${path}${sep}p=9999`);
      expect(res.status, path).toBe(404);
      expect(await res.text(), path).toContain('您访问的页面出错了');
    }
    // The news list's last page: the window is current − 3 … last (4 numbers), not 7 shifted back.
    const news = await gql<{ newsList: { news: { total: number; pageSize: number } } }>(baseUrl, 'query E2EDefectNews { newsList(category: "all") { news { total pageSize } } }');
    const last = Math.ceil(news.newsList.news.total / news.newsList.news.pageSize);
    expect(last).toBeGreaterThan(7);
    const { page } = await open(`/news/all?p=${last}`);
    const numbers = await page.locator('.sj-pager .sj-pager-num').allInnerTexts();
    expect(numbers).toEqual([last - 3, last - 2, last - 1, last].map(String));
    await page.close();
  });

  it('topic hub banners are a 266 px carousel that moves between slides', async () => {
    const { page, errors } = await open('/zhuanti');
    const carousel = page.locator('.sj-topic-banners .sj-carousel');
    expect((await carousel.boundingBox())?.height).toBe(266);
    await carousel.locator('.swiper-slide').first().waitFor();
    const slides = await carousel.locator('.swiper-slide:not(.swiper-slide-duplicate)').count();
    expect(slides).toBeGreaterThan(1);
    const active = () => carousel.locator('.swiper-slide-active').getAttribute('data-swiper-slide-index');
    const before = await active();
    await carousel.locator('.swiper-pagination-bullet').nth(1).click();
    await expect.poll(active).not.toBe(before);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('home: no brand appears in two of the tile sections (热招, 精选, 推荐, 热门, VIP企业)', async () => {
    const { page } = await open('/');
    await page.locator('#hm-recommended .hm-tiles a').first().waitFor();
    const ids = ['hm-hot', 'hm-featured', 'hm-recommended', 'hm-hotpicks', 'hm-vip'];
    const seen = new Map<string, string>();
    for (const id of ids) {
      const hrefs = await page.$$eval(`#${id} .hm-tiles a[href^="/shangji/"]`, (as) => [...new Set(as.map((a) => a.getAttribute('href') ?? ''))]);
      expect(hrefs.length, id).toBeGreaterThan(0);
      for (const href of hrefs) {
        expect(seen.get(href), `${href} in ${id} and ${seen.get(href)}`).toBeUndefined();
        seen.set(href, id);
      }
    }
    await page.close();
  });

  it('no visitor-facing link leads to example.com, directly or through the jump page', async () => {
    const vipBrand = (await gql<{ brandList: { brands: { items: { id: string }[] } } }>(baseUrl, 'query E2EDefectVip3 { brandList(filter: { certified: true }) { brands { items { id } } } }')).brandList.brands.items[0]!.id;
    for (const path of ['/', '/shangji', '/top', '/news', '/zhuanti', '/brandentry', '/marketing', '/serviceoffers', `/shangji/${vipBrand}`, `/haibao/${vipBrand}`]) {
      const { page } = await open(path);
      await page.waitForLoadState('networkidle');
      const targets = await page.$$eval('a[href], [data-qr-value]', (els) =>
        els.map((e) => e.getAttribute('href') ?? e.getAttribute('data-qr-value') ?? ''),
      );
      const decoded = targets.map((t) => {
        const m = /^\/jumpwebsite\?url=([^&]+)/.exec(t);
        return m ? Buffer.from(decodeURIComponent(m[1]!), 'base64').toString('utf8') : t;
      });
      expect(decoded.filter((t) => /example\.(com|org|net)/i.test(t)), path).toEqual([]);
      await page.close();
    }
  });
});
