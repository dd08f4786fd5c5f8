// More checks of the mobile site's comments (/comment/{id}) and certified brands (/vip, /vip/{pinyin}) on phones (iPhone 13
// and Pixel 7 profiles in Chromium): each answers 200 with its title, a canonical link to its desktop page
// (which answers 200 and whose alternate link points back), no horizontal scroll at 360 px and 44 px tap
// targets; comment groups and pages keep the desktop's URL scheme; the certified list shows what the
// desktop lists; unknown ids answer the Chinese 404 page; phones opening the desktop pages are sent here.
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { devices } from 'playwright-core';
import { openPhonePage, overflowX, PHONES, smallTapTargets, usePhone } from './support/phone';

const skipReason = inject('skipReason');

describe.skipIf(Boolean(skipReason))('mobile site: comments and certified brands', () => {
  const baseUrl = inject('baseUrl');
  const siteUrl = inject('siteUrl');
  const mobileUrl = inject('mobileSiteUrl');
  const ids = { brand: '', brandName: '', vip: '', vipName: '' };

  async function gql<T>(query: string): Promise<T> {
    const res = await fetch(`${baseUrl}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query }) });
    return ((await res.json()) as { data: T }).data;
  }

  beforeAll(async () => {
    const d = await gql<{ brand: { id: string; name: string }; certifiedCategories: { pinyin: string; name: string }[] }>(
      'query E2EMobileMore { brand(id: 1) { id name } certifiedCategories { pinyin name } }',
    );
    ids.brand = d.brand.id;
    ids.brandName = d.brand.name;
    ids.vip = d.certifiedCategories[0]!.pinyin;
    ids.vipName = d.certifiedCategories[0]!.name;
  });

  const pages = () => [
    { path: `/comment/${ids.brand}`, title: `${ids.brandName}怎么样_${ids.brandName}加盟评价_商机网`, heading: `${ids.brandName}的评价` },
    // A group's page: canonical to the same desktop address (which answers), paired back from the desktop's own canonical path.
    { path: `/comment/${ids.brand}?tab=2`, alternateFrom: `/comment/${ids.brand}`, title: `${ids.brandName}怎么样_${ids.brandName}加盟评价_商机网`, heading: `${ids.brandName}的评价` },
    { path: '/vip', title: '认证品牌_VIP品牌加盟_热门商机_商机网', heading: '个认证品牌' },
    { path: `/vip/${ids.vip}`, title: `${ids.vipName}认证品牌_${ids.vipName}VIP品牌加盟_热门商机_商机网`, heading: `${ids.vipName}认证品牌` },
  ];

  for (const name of PHONES) {
    describe(name, () => {
      const phone = usePhone(name);

      it('walks each page: 200, title, canonical to a desktop page that answers and points back, no horizontal scroll at 360 px, 44 px targets', async () => {
        for (const { path, title, heading, alternateFrom = path } of pages()) {
          const { page, errors, status } = await openPhonePage(phone.context, mobileUrl + path);
          expect(status, path).toBe(200);
          expect(await page.title(), path).toBe(title);
          await expect.poll(() => page.getByText(heading).first().isVisible(), { timeout: 5000 }).toBe(true);
          const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
          expect(canonical, path).toBe(siteUrl + path);
          // The desktop page answers, and its alternate link points at the mobile page.
          expect((await fetch(canonical!.replace(siteUrl, baseUrl), { redirect: 'manual' })).status, canonical!).toBe(200);
          const desktop = await fetch(baseUrl + alternateFrom, { redirect: 'manual' });
          const head = (await desktop.text()).split('</head>')[0]!;
          expect(head, path).toContain(`<link rel="alternate" media="only screen and (max-width: 640px)" href="${mobileUrl}${alternateFrom}"/>`);
          expect(await page.locator('.m-risk').textContent()).toContain('投资有风险，选择需谨慎');
          expect(await overflowX(page), `${path} at the profile's width`).toBeLessThanOrEqual(0);
          await page.setViewportSize({ width: 360, height: 780 });
          expect(await overflowX(page), `${path} at 360 px`).toBeLessThanOrEqual(0);
          expect(await smallTapTargets(page), path).toEqual([]);
          expect(errors, path).toEqual([]);
          await page.close();
        }
      });
    });
  }

  describe('what the pages show', () => {
    const phone = usePhone('Pixel 7');

    it('comment groups and pages keep the desktop URL scheme; 在线咨询 leads to the brand page form', async () => {
      const d = await gql<{ comments: { commentCount: number; groups: { id: number; name: string; count: number }[] } }>(
        `query E2EMobileComments { comments(brandId: ${JSON.stringify(ids.brand)}) { commentCount groups { id name count } } }`,
      );
      // Reached from the brand page, as on the desktop.
      const { page } = await openPhonePage(phone.context, `${mobileUrl}/shangji/${ids.brand}`);
      await page.getByRole('link', { name: `查看${ids.brandName}的评价` }).click();
      await page.waitForURL(`${mobileUrl}/comment/${ids.brand}`);
      expect(await page.getByText(`共${d.comments.commentCount}条评价`).count()).toBe(1);
      const tabs = page.getByRole('navigation', { name: '评价分组' });
      expect(await tabs.getByRole('link').allTextContents()).toEqual(d.comments.groups.map((g) => `${g.name}（${g.count}）`));
      expect(await tabs.locator('[aria-current="page"]').textContent()).toBe(`${d.comments.groups[0]!.name}（${d.comments.groups[0]!.count}）`);
      expect(await page.locator('.m-comments > li').count()).toBe(Math.min(d.comments.commentCount, 10));
      const second = d.comments.groups[1]!;
      await tabs.getByRole('link', { name: `${second.name}（${second.count}）` }).click();
      await page.waitForURL(`${mobileUrl}/comment/${ids.brand}?tab=${second.id}`);
      expect(await page.locator('.m-comments > li').count()).toBe(Math.min(second.count, 10));
      if (second.count > 10) {
        await page.getByRole('navigation', { name: '分页' }).getByRole('link', { name: '下一页' }).click();
        await page.waitForURL(`${mobileUrl}/comment/${ids.brand}?tab=${second.id}&p=2`);
        expect(await page.getByRole('navigation', { name: '分页' }).textContent()).toContain('第 2 /');
      }
      expect(await page.getByRole('link', { name: '在线咨询' }).getAttribute('href')).toBe(`/shangji/${ids.brand}#enquiry`);
      // 有图: every comment has pictures, and they load on the mobile origin.
      const pictured = d.comments.groups.find((g) => g.name === '有图');
      if (pictured?.count) {
        await page.goto(`${mobileUrl}/comment/${ids.brand}?tab=${pictured.id}`);
        expect(await page.locator('.m-comments > li').count()).toBe(Math.min(pictured.count, 10));
        expect(await page.locator('.m-comments > li:not(:has(.m-pictures img))').count()).toBe(0);
        const srcs = await page.locator('.m-pictures img').evaluateAll((imgs) => imgs.map((i) => (i as HTMLImageElement).currentSrc || (i as HTMLImageElement).src));
        for (const src of srcs.slice(0, 5)) expect((await fetch(src)).status, src).toBe(200);
      }
      await page.close();
    });

    it('the certified list shows the desktop count and brands, every one certified, with the industries as tabs', async () => {
      const d = await gql<{ brandList: { brands: { total: number; items: { id: string; name: string; certified: boolean }[] } } }>(
        `query E2EMobileVip { brandList(filter: { pinyin: ${JSON.stringify(ids.vip)}, certified: true }, page: 1) { brands { total items { id name certified } } } }`,
      );
      // Reached from the home page, as the desktop's 热门商机.
      const { page } = await openPhonePage(phone.context, `${mobileUrl}/`);
      await page.getByRole('link', { name: '热门商机：认证品牌' }).click();
      await page.waitForURL(`${mobileUrl}/vip`);
      await page.goto(`${mobileUrl}/vip/${ids.vip}`);
      expect(await page.getByText(`共 ${d.brandList.brands.total} 个认证品牌`).count()).toBe(1);
      const rows = page.locator('.m-brand');
      expect(await rows.count()).toBe(Math.min(d.brandList.brands.items.length, 15));
      expect(await rows.first().textContent()).toContain(d.brandList.brands.items[0]!.name);
      expect(await rows.locator('.m-badge').count()).toBe(await rows.count());
      const tabs = page.getByRole('navigation', { name: '认证品牌行业' });
      expect(await tabs.locator('[aria-current="page"]').textContent()).toBe(ids.vipName);
      await tabs.getByRole('link').first().click();
      await page.waitForURL(`${mobileUrl}/vip`);
      await page.close();
    });

    it('an unknown brand, shop, malformed id or category answers the Chinese 404 page', async () => {
      for (const path of ['/comment/99999999', '/comment/abc', `/comment/${ids.brand}?sid=x`, '/vip/no-such', '/vip/nosuchcategory']) {
        const res = await fetch(mobileUrl + path);
        expect(res.status, path).toBe(404);
        expect(await res.text(), path).toContain('抱歉，您访问的页面不存在');
      }
    });

    it('a phone opening the desktop pages is sent to these mobile pages', async () => {
      const ua = devices['iPhone 13'].userAgent;
      for (const path of [`/comment/${ids.brand}?tab=2&p=2`, '/vip', `/vip/${ids.vip}?p=2`]) {
        const res = await fetch(baseUrl + path, { headers: { 'user-agent': ua }, redirect: 'manual' });
        expect(res.status, path).toBe(302);
        expect(res.headers.get('location'), path).toBe(mobileUrl + path);
        expect(res.headers.get('vary') ?? '', path).toMatch(/User-Agent/i);
      }
    });
  });
});
