// The mobile site on phones (iPhone 13 and Pixel 7 profiles in Chromium): every page answers, has its
// canonical desktop counterpart, the risk notice and 电脑版, fits 360 px without horizontal scroll and has
// tap targets of 44 px; the list filters in their sheet keep the desktop's URL scheme; an enquiry goes
// through the real SMS flow across origins; and desktop and mobile pair both ways.
import { calls } from '@shangji/contract';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import sharp from 'sharp';
import { freePort, startServer } from '../support/stack';
import { findBrands, type BrandFlags } from './support/browser';
import { openPhonePage, overflowX, PHONES, smallTapTargets, usePhone } from './support/phone';
import { upstreamHooks } from './support/upstream-hooks';

const skipReason = inject('skipReason');

describe.skipIf(Boolean(skipReason))('mobile site', () => {
  const baseUrl = inject('baseUrl');
  const upstreamUrl = inject('upstreamUrl');
  const siteUrl = inject('siteUrl');
  const mobileUrl = inject('mobileSiteUrl');
  let plain: BrandFlags;
  let newsId = '';
  let topicId = '';
  let phoneSeq = 0;
  const phone = () => `137${String(Date.now() % 1e6).padStart(6, '0')}${String(++phoneSeq).padStart(2, '0')}`;
  /** A desktop address as this test reaches it (SITE_URL is only a name here). */
  const desktop = (href: string) => href.replace(siteUrl, baseUrl);

  beforeAll(async () => {
    const brands = await findBrands(baseUrl, Array.from({ length: 25 }, (_, i) => i + 1));
    plain = brands.find((b) => !b.certified) ?? brands[0]!;
    const res = await fetch(`${baseUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: 'query E2EFirstNews { newsList(category: "all", page: 1) { news { items { id } } } }' }),
    });
    newsId = ((await res.json()) as { data: { newsList: { news: { items: { id: string }[] } } } }).data.newsList.news.items[0]!.id;
    const topics = await fetch(`${baseUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: 'query E2EFirstTopic { topicList(category: "all", page: 1) { topics { items { id } } } }' }),
    });
    topicId = ((await topics.json()) as { data: { topicList: { topics: { items: { id: string }[] } } } }).data.topicList.topics.items[0]!.id;
  });

  const pages = () => [
    { path: '/', heading: '行业分类' },
    { path: '/shangji', heading: '品牌库' },
    { path: '/shangji/all', heading: '加盟项目' },
    { path: `/shangji/${plain.id}`, heading: plain.name },
    { path: '/news', heading: '加盟资讯' },
    { path: `/news/${newsId}`, heading: '上一篇' },
    { path: `/search?model=zhaoshang&q=${encodeURIComponent('火锅')}`, heading: '加盟项目' },
    { path: '/zhuanti', heading: '加盟专题' },
    { path: `/zhuanti/${topicId}`, heading: '专题品牌' },
    { path: '/top', heading: '十大品牌排行榜' },
    { path: '/top/1', heading: '排名方法' },
    { path: `/comment/${plain.id}`, heading: '平均评分' },
    { path: '/vip', heading: '认证品牌' },
    { path: '/aboutus', heading: '关于我们' },
    { path: '/servicestatement', heading: '免责声明' },
    { path: '/privacypolicy', heading: '隐私政策' },
    { path: '/protection', heading: '产权保护' },
  ];

  for (const name of PHONES) {
    describe(name, () => {
      const phoneBrowser = usePhone(name);

      it('walks every page: 200, canonical to a desktop page that answers, risk notice, 电脑版, no horizontal scroll at 360 px, 44 px targets', async () => {
        for (const { path, heading } of pages()) {
          const { page, errors, status } = await openPhonePage(phoneBrowser.context, mobileUrl + path);
          expect(status, path).toBe(200);
          expect(await page.title(), path).toMatch(/商机网$/);
          await expect.poll(() => page.getByText(heading).first().isVisible(), { timeout: 5000 }).toBe(true);
          const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
          expect(canonical, path).toBe(siteUrl + path);
          expect((await fetch(desktop(canonical!), { redirect: 'manual' })).status, canonical!).toBe(200);
          expect(await page.getByRole('note').textContent()).toContain('投资有风险，选择需谨慎');
          expect(await page.getByTestId('desktop-link').getAttribute('href')).toBe(`${siteUrl}${path}${path.includes('?') ? '&' : '?'}view=pc`);
          expect(await overflowX(page), `${path} at the profile's width`).toBeLessThanOrEqual(0);
          await page.setViewportSize({ width: 360, height: 780 });
          expect(await overflowX(page), `${path} at 360 px`).toBeLessThanOrEqual(0);
          expect(await smallTapTargets(page), path).toEqual([]);
          expect(errors, path).toEqual([]);
          await page.close();
        }
      });

      it('answers an unknown address and an unknown brand with the Chinese 404 page inside the shell', async () => {
        for (const path of ['/no-such-page', '/shangji/99999999']) {
          const { page, status } = await openPhonePage(phoneBrowser.context, mobileUrl + path);
          expect(status).toBe(404);
          await page.getByRole('heading', { name: '抱歉，您访问的页面不存在' }).waitFor();
          expect(await page.getByRole('note').textContent()).toContain('投资有风险');
          expect(await overflowX(page)).toBeLessThanOrEqual(0);
          await page.close();
        }
      });

      it('filters the list in a bottom sheet with the desktop URL scheme', async () => {
        const { page } = await openPhonePage(phoneBrowser.context, `${mobileUrl}/shangji/all`);
        const sheet = page.getByRole('dialog', { name: '筛选条件' });
        expect(await sheet.isVisible()).toBe(false);
        await page.getByTestId('open-filters').click();
        await sheet.waitFor({ state: 'visible' });
        expect(await smallTapTargets(page)).toEqual([]);
        expect(await overflowX(page)).toBeLessThanOrEqual(0);
        const fee = sheet.locator('fieldset', { hasText: '投资金额' }).getByRole('link').nth(1);
        const feeName = (await fee.textContent())!.trim();
        const href = (await fee.getAttribute('href'))!;
        expect(href).toMatch(/^\/shangji\/all-\d+$/);
        await fee.click();
        await page.waitForURL(mobileUrl + href);
        await page.getByTestId('open-filters').click();
        await expect.poll(() => sheet.locator('fieldset', { hasText: '投资金额' }).locator('a[aria-current="true"]').textContent()).toBe(feeName);
        // Certified tab keeps the fee band; the same address is a desktop list too.
        await page.keyboard.press('Escape');
        await sheet.waitFor({ state: 'hidden' });
        await page.getByRole('navigation', { name: '列表类型' }).getByRole('link', { name: '品牌认证' }).click();
        await page.waitForURL(`${mobileUrl}${href}-0-0-1`);
        expect((await fetch(`${baseUrl}${href}-0-0-1`)).status).toBe(200);
        expect(await overflowX(page)).toBeLessThanOrEqual(0);
        await page.close();
      });

      it('shows the hot brands its empty text promises when nothing matches', async () => {
        let empty = '';
        for (const fee of ['7', '1', '6', '2']) {
          const res = await fetch(`${baseUrl}/graphql`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ query: `query E2EMobileEmpty { brandList(filter: { pinyin: "huoguo", feeBandId: "${fee}", certified: true }) { brands { total } } }` }),
          });
          if (((await res.json()) as { data: { brandList: { brands: { total: number } } | null } }).data.brandList?.brands.total === 0) {
            empty = `huoguo-${fee}-0-0-1`;
            break;
          }
        }
        expect(empty).not.toBe('');
        const { page, errors } = await openPhonePage(phoneBrowser.context, `${mobileUrl}/shangji/${empty}`);
        expect(await page.getByRole('status').filter({ hasText: '暂无你要找的加盟项目，重新切换条件试试吧，也可以了解推荐热门品牌' }).count()).toBe(1);
        const hot = page.getByRole('region', { name: '推荐热门品牌' }).getByRole('link');
        expect(await hot.count()).toBeGreaterThan(0);
        for (const href of await hot.evaluateAll((links) => links.map((a) => a.getAttribute('href')!))) {
          expect(href).toMatch(/^\/shangji\/\d+$/);
          expect((await fetch(`${mobileUrl}${href}`)).status, href).toBe(200);
        }
        expect(await overflowX(page)).toBeLessThanOrEqual(0);
        expect(await smallTapTargets(page)).toEqual([]);
        expect(errors).toEqual([]);
        await page.close();
      });

      it('sends an enquiry with the SMS flow, across origins to /graphql, then offers returning mode', async () => {
        const { captchaAnswer, smsCode } = upstreamHooks(() => phoneBrowser.context, baseUrl, upstreamUrl);
        const { page, errors } = await openPhonePage(phoneBrowser.context, `${mobileUrl}/shangji/${plain.id}`);
        const bar = page.getByRole('navigation', { name: '咨询与收藏' });
        await bar.getByRole('link', { name: '咨询' }).click();
        const form = page.locator('form#enquiry');
        expect(await form.getByLabel('手机号', { exact: true }).getAttribute('inputmode')).toBe('tel');
        const notice = page.getByTestId('m-notice');
        // SPEC §5: checks in order, with its messages.
        await form.getByRole('button', { name: '同意并提交' }).click();
        await expect.poll(() => notice.textContent()).toBe('请输入您的姓名');
        await form.getByRole('textbox', { name: '姓名' }).fill('赵六');
        await form.getByLabel('手机号', { exact: true }).fill('12345');
        await form.getByRole('button', { name: '同意并提交' }).click();
        await expect.poll(() => notice.textContent()).toBe('请输入正确的手机号码');
        const mobile = phone();
        await form.getByLabel('手机号', { exact: true }).fill(mobile);
        await form.getByTestId('captcha-image').waitFor();
        await form.getByLabel('图片验证码').fill(await captchaAnswer());
        await form.getByRole('button', { name: '获取验证码' }).click();
        await expect.poll(() => notice.textContent(), { timeout: 10_000 }).toBe('验证码已发送，请注意查收');
        await expect.poll(() => form.locator('[data-get-code]').textContent()).toMatch(/^重新获取\(\d+秒\)$/);
        await form.getByLabel('手机验证码').fill(await smsCode(mobile));
        await form.getByRole('button', { name: '请问加盟大概需要多少费用？' }).click();
        await form.getByRole('button', { name: '同意并提交' }).click();
        await expect.poll(() => notice.textContent()).toMatch(/^请阅读并勾选同意将您的姓名和手机号提供给/);
        await form.getByRole('checkbox').check();
        await form.getByRole('button', { name: '同意并提交' }).click();
        await expect.poll(() => notice.textContent(), { timeout: 10_000 }).toBe('提交成功，我们会尽快与您联系');
        const stored = await fetch(`${upstreamUrl}/api.php/index/__test/enquiryCount?mobile=${mobile}`);
        expect(((await stored.json()) as { data: number }).data).toBe(1);
        // Returning mode: phone kept read-only, no captcha or code.
        expect(await form.getAttribute('data-mode')).toBe('returning');
        expect(await form.getByLabel('手机号', { exact: true }).getAttribute('readonly')).not.toBeNull();
        expect(await form.getByLabel('图片验证码').isVisible()).toBe(false);
        // 收藏 is remembered on the next visit.
        await bar.getByRole('button', { name: '收藏' }).click();
        await expect.poll(() => bar.getByRole('button', { name: '已收藏' }).getAttribute('aria-pressed')).toBe('true');
        await page.reload();
        await page.waitForSelector('html[data-hydrated="true"]');
        expect(await bar.getByRole('button', { name: '已收藏' }).isVisible()).toBe(true);
        expect(errors).toEqual([]);
        await page.close();
      });

      it('pairs both ways: a phone on a desktop page goes to its mobile page; 电脑版 keeps it on the desktop', async () => {
        const page = await phoneBrowser.context.newPage();
        const res = await page.goto(`${baseUrl}/shangji/${plain.id}`);
        expect(page.url()).toBe(`${mobileUrl}/shangji/${plain.id}`);
        expect(res?.status()).toBe(200);
        const first = (await page.request.get(`${baseUrl}/news`, { maxRedirects: 0 })).headers();
        expect(first.location).toBe(`${mobileUrl}/news`);
        expect(first.vary).toMatch(/User-Agent/);
        // The one desktop page the mobile site does not have stays where it is.
        await page.goto(`${baseUrl}/cache`);
        expect(page.url()).toBe(`${baseUrl}/cache`);
        // 电脑版: the desktop page, and from then on no redirect.
        await page.goto(`${mobileUrl}/shangji/${plain.id}`);
        const choice = (await page.getByTestId('desktop-link').getAttribute('href'))!;
        await page.goto(desktop(choice));
        expect(page.url()).toBe(`${baseUrl}/shangji/${plain.id}`);
        await page.goto(`${baseUrl}/news`);
        expect(page.url()).toBe(`${baseUrl}/news`);
        await page.context().clearCookies();
        await page.goto(`${baseUrl}/news`);
        expect(page.url()).toBe(`${mobileUrl}/news`);
        await page.close();
      });
    });
  }

  it("keeps a certified brand's phone out of the mobile page (asked for only when 电话 is tapped)", async () => {
    const vip = (await findBrands(baseUrl, Array.from({ length: 25 }, (_, i) => i + 1))).find((b) => b.certified);
    if (!vip) throw new Error('seed has no certified brand among the first 25');
    // The phone on file, read from the upstream itself (the gateway gives it only through revealBrandPhone).
    const shown = (await (await fetch(`${upstreamUrl}${calls.brandShow.path}?id=${vip.id}`)).json()) as { data: { phone?: string | null } };
    const phone = shown.data.phone;
    expect(phone).toMatch(/\d{3}/);
    const html = await (await fetch(`${mobileUrl}/shangji/${vip.id}`)).text();
    expect(html).not.toContain(phone!);
    expect(html).not.toContain('"phone"');
    // 电话 carries the brand id for the reveal, and dials the hotline without the script.
    expect(html).toMatch(new RegExp(`<a href="tel:4001008090" data-reveal-phone="${vip.id}"`));
  });

  it('desktop pages with a mobile counterpart point at it (200), and none points at a mobile 404', async () => {
    // Certified brands have a poster (the seed).
    const vip = (await findBrands(baseUrl, Array.from({ length: 25 }, (_, i) => i + 1))).find((b) => b.certified)!;
    for (const path of ['/', '/shangji', '/shangji/all', `/shangji/${plain.id}`, '/news', `/news/${newsId}`, '/zhuanti', `/zhuanti/${topicId}`, '/top', '/top/1', `/comment/${plain.id}`, '/vip', '/search?model=news&q=%E5%8A%A0%E7%9B%9F', '/privacypolicy', '/privacypolicy/2019-10-16', '/brandentry', '/brandmarket', '/serviceoffers', '/marketing', '/sitemap', `/haibao/${vip.id}`, '/map/1']) {
      const html = await (await fetch(baseUrl + path)).text();
      const alternate = /<link rel="alternate" media="only screen and \(max-width: 640px\)" href="([^"]+)"/.exec(html)?.[1];
      expect(alternate, path).toBe(mobileUrl + path.replace(/&/g, '&amp;'));
      expect((await fetch(alternate!.replace(/&amp;/g, '&'))).status, alternate).toBe(200);
    }
    for (const path of ['/cache']) {
      const html = await (await fetch(baseUrl + path)).text();
      expect(html, path).not.toContain('media="only screen and (max-width: 640px)"');
      // Its 手机版 code leads to the closest mobile page there is.
      const codes = [...html.matchAll(/data-qr-value="([^"]+)"/g)].map((m) => m[1]!).filter((v) => v.startsWith(mobileUrl));
      expect(codes.length, path).toBe(1);
      expect((await fetch(codes[0]!)).status, codes[0]).toBe(200);
    }
  });

  describe('scripts (Pixel 7)', () => {
    const phoneBrowser = usePhone('Pixel 7');

    // docs/decisions/0146: a page links each binding's chunk (and its imports) in the HTML it is sent, so the
    // browser fetches them while it parses instead of once the entry has run and found the markup.
    it('links in its HTML every script a page needs to come to life: none is found only once the entry has run', async () => {
      const vip = (await findBrands(baseUrl, Array.from({ length: 25 }, (_, i) => i + 1))).find((b) => b.certified)!;
      const paths = ['/', '/shangji/all', `/shangji/${vip.id}`, `/shangji/${plain.id}`, `/haibao/${vip.id}`, '/brandmarket', '/duibi', `/duibi?ids=${plain.id},${vip.id}`, '/wode/zixun', '/map/1'];
      for (const path of paths) {
        const page = await phoneBrowser.context.newPage();
        // Routed, so the browser's cache is off and every script is fetched while the page loads.
        await page.route('**/m-assets/**', (route) => route.continue());
        // When the entry marks the page alive; what a binding loads on demand later (the proof of work's
        // solver) is not part of coming to life.
        await page.addInitScript(() => {
          new MutationObserver((_, observer) => {
            if (!document.documentElement?.dataset.hydrated) return;
            (window as unknown as { hydratedAt: number }).hydratedAt = performance.now();
            observer.disconnect();
          }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-hydrated'] });
        });
        const res = await page.goto(mobileUrl + path, { waitUntil: 'load' });
        await page.waitForSelector('html[data-hydrated="true"]', { timeout: 15_000 });
        const html = await res!.text();
        const linked = [...html.matchAll(/<(?:link rel="modulepreload" href|script type="module" src)="([^"]+)"/g)].map((m) => m[1]!);
        const fetched = await page.evaluate(() => {
          const at = (window as unknown as { hydratedAt: number }).hydratedAt;
          return performance
            .getEntriesByType('resource')
            .filter((e) => e.startTime < at && /\/m-assets\/[^/]+\.js$/.test(e.name))
            .map((e) => new URL(e.name).pathname);
        });
        expect(fetched.length, path).toBeGreaterThan(0);
        expect(fetched.filter((file) => !linked.includes(file)), path).toEqual([]);
        await page.close();
      }
    });

    // docs/decisions/0065: a picture is drawn for the frame it is shown in; the list's is 96x64.
    it("shows a list's brand pictures drawn for their frame, every one loaded", async () => {
      const { page, errors } = await openPhonePage(phoneBrowser.context, `${mobileUrl}/shangji/all`);
      const first = page.locator('.m-brand img').first();
      // Drawn for the 96x64 frame at twice its pixels, as WebP (decision 0154).
      await expect.poll(() => first.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(192);
      const pictures = await page.locator('.m-brand img').evaluateAll((imgs) => imgs.map((img) => (img as HTMLImageElement).getAttribute('src')!));
      expect(pictures.length).toBeGreaterThan(5);
      for (const src of pictures) {
        expect(src).toMatch(/^\/media\/brand\/\d+\/thumb\.96x64\.webp$/);
        const res = await fetch(mobileUrl + src);
        const { width, height, format } = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
        expect([res.status, res.headers.get('content-type'), format, width, height], src).toEqual([200, 'image/webp', 'webp', 192, 128]);
      }
      expect(errors).toEqual([]);
      await page.close();
    });

    it('keeps the room of 加入对比 on the brand page: nothing below it moves when the script shows it', async () => {
      const { page, errors } = await openPhonePage(phoneBrowser.context, `${mobileUrl}/shangji/${plain.id}`);
      const button = page.getByRole('button', { name: '＋ 加入对比' });
      await expect.poll(() => button.isVisible()).toBe(true);
      const factsTop = () => page.locator('.m-compare + dl.m-facts').evaluate((dl) => dl.getBoundingClientRect().top);
      const shown = await factsTop();
      // As the server sends it, before the script has run: the button hidden.
      await button.evaluate((b) => ((b as HTMLElement).hidden = true));
      expect(await factsTop()).toBe(shown);
      expect(errors).toEqual([]);
      await page.close();
    });
  });

  it('answers the Chinese 503 page with Retry-After when the upstream cannot answer', async () => {
    const closed = await freePort();
    const mobilePort = await freePort();
    const { child } = await startServer(`http://127.0.0.1:${closed}`, { MOBILE_PORT: String(mobilePort), UPSTREAM_TIMEOUT_MS: '500' });
    try {
      for (const path of ['/', '/shangji/all', '/shangji/1', '/news']) {
        const res = await fetch(`http://127.0.0.1:${mobilePort}${path}`);
        expect(res.status, path).toBe(503);
        expect(res.headers.get('retry-after')).toBe('30');
        const html = await res.text();
        expect(html).toContain('系统繁忙！请稍后再试！');
        expect(html).toContain('投资有风险');
      }
    } finally {
      child.kill('SIGTERM');
    }
  });
});
