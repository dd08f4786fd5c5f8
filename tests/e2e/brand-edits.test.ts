// Brand edits end to end in Chromium on the shared site's two gateways (docs/decisions/0121): a brand_admin
// rewrites its brand's 品牌介绍 and 品牌简介 in 品牌资料 on the first gateway's back office and submits them;
// ops compares and publishes in 资料审核; the second gateway — whose page, operation and answer caches
// already hold the brand's old page — shows the new text on its desktop and mobile pages within the
// minute (polled, never a fixed sleep), and its sitemap dates the brand anew. Screenshots go to
// /tmp/shots/brand-edits.
import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { makeAccount, signIn, type TestAccount } from './support/backoffice';
import { CHROMIUM, CHROMIUM_ARGS } from './support/browser';

const skipReason = inject('skipReason');
const SHOTS = '/tmp/shots/brand-edits';
const LIVE_WITHIN_MS = 60_000;

/** Polls `probe` every second until it answers true or `ms` pass; answers how long it took (ms). */
async function within(ms: number, probe: () => Promise<boolean>): Promise<number> {
  const start = Date.now();
  for (;;) {
    if (await probe()) return Date.now() - start;
    if (Date.now() - start > ms) throw new Error(`not seen within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 1000));
  }
}

describe.skipIf(Boolean(skipReason))('brand edits under review, two gateways', () => {
  const baseUrl = inject('baseUrl');
  const baseUrl2 = inject('baseUrl2');
  const mobileSiteUrl2 = inject('mobileSiteUrl2');
  const adminUrl = inject('adminUrl');
  const upstreamUrl = inject('upstreamUrl');
  // One browser, a context per person (the brand_admin and ops each sign in on the same admin origin).
  let browser: Browser;
  let brand: { id: string; name: string };
  let merchant: TestAccount;
  let ops: TestAccount;
  const stamp = Date.now().toString(36);
  const intro = `焕新后的品牌介绍：门店统一升级，编号${stamp}。`;
  const summary = `全新的品牌简介，编号${stamp}。`;

  const fresh = async (viewport = { width: 1280, height: 800 }, mobile = false): Promise<{ context: BrowserContext; page: Page }> => {
    const context = await browser.newContext({ viewport, isMobile: mobile, hasTouch: mobile, locale: 'zh-CN' });
    return { context, page: await context.newPage() };
  };

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    // A brand no other file reads for its text: the last of the seed.
    const res = await fetch(`${baseUrl}/graphql`, {
      method: 'POST', headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: 'query E2EEditBrand { brand(id: "199") { id name } }' }),
    });
    brand = ((await res.json()) as { data: { brand: { id: string; name: string } } }).data.brand;
    merchant = await makeAccount(upstreamUrl, 'brand_admin', { brandId: Number(brand.id), name: '张经理' });
    ops = await makeAccount(upstreamUrl, 'ops', { name: '运营小王' });
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: CHROMIUM_ARGS,
    });
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
  });

  it('brand_admin edits, ops publishes on gateway 1, gateway 2 shows it on desktop and mobile within the minute; lastmod moves', async () => {
    // Gateway 2 serves (and caches) the brand's page as it is now.
    const before = await (await fetch(`${baseUrl2}/shangji/${brand.id}`)).text();
    expect(before).not.toContain(intro);
    await fetch(`${mobileSiteUrl2}/shangji/${brand.id}`);
    const sitemapDate = async () => {
      const xml = await (await fetch(`${baseUrl2}/sitemap/zhaoshang-1.xml`)).text();
      const m = new RegExp(`/shangji/${brand.id}</loc>\\s*<lastmod>([^<]+)</lastmod>`).exec(xml);
      return m ? Date.parse(m[1]!) : 0;
    };
    const datedBefore = await sitemapDate();

    // The brand_admin writes, saves a draft (kept across a reload), then submits.
    const m = await fresh();
    await signIn(m.page, adminUrl, upstreamUrl, merchant);
    await m.page.getByRole('link', { name: '品牌资料' }).click();
    await m.page.getByLabel('品牌简介').fill(summary);
    await m.page.getByLabel('品牌介绍（HTML）').fill(`<p>${intro}</p><script>alert(1)</script>`);
    await m.page.getByRole('button', { name: '保存草稿' }).click();
    await m.page.getByText('草稿已保存').waitFor();
    await m.page.reload();
    await expect.poll(() => m.page.getByLabel('品牌介绍（HTML）').inputValue()).toBe(`<p>${intro}</p>`);
    await m.page.getByRole('button', { name: '提交审核' }).click();
    await m.page.getByText('已提交审核').waitFor();
    await expect.poll(() => m.page.getByTestId('edit-state').textContent()).toBe('待审核');
    await m.page.screenshot({ path: `${SHOTS}/brand-admin-submitted.png` });

    // Ops compares and publishes.
    const o = await fresh();
    await signIn(o.page, adminUrl, upstreamUrl, ops);
    await o.page.getByRole('link', { name: '资料审核' }).click();
    await o.page.getByRole('link', { name: `审核 ${brand.name} 的资料修改` }).click();
    await o.page.getByRole('heading', { name: '品牌介绍' }).waitFor();
    await expect.poll(() => o.page.getByTestId('diff-after').first().textContent()).toContain(summary);
    await o.page.screenshot({ path: `${SHOTS}/ops-review.png`, fullPage: true });
    await o.page.getByRole('button', { name: '发布' }).click();
    await o.page.getByText('已发布：').waitFor();
    await expect.poll(() => o.page.getByTestId('review-state').textContent()).toBe('已发布');

    // Gateway 2, desktop then mobile, within the minute.
    const tookDesktop = await within(LIVE_WITHIN_MS, async () => (await (await fetch(`${baseUrl2}/shangji/${brand.id}`)).text()).includes(intro));
    const d = await fresh();
    await d.page.goto(`${baseUrl2}/shangji/${brand.id}`);
    await d.page.getByText(intro).first().waitFor();
    expect(await d.page.locator('meta[name="description"]').getAttribute('content')).toBe(summary);
    expect(await d.page.content()).not.toContain('alert(1)');
    await d.page.screenshot({ path: `${SHOTS}/gateway2-desktop.png` });
    const tookMobile = await within(LIVE_WITHIN_MS - tookDesktop, async () => (await (await fetch(`${mobileSiteUrl2}/shangji/${brand.id}`)).text()).includes(intro));
    const p = await fresh({ width: 390, height: 844 }, true);
    await p.page.goto(`${mobileSiteUrl2}/shangji/${brand.id}`);
    expect(await p.page.content()).toContain(intro);
    await p.page.screenshot({ path: `${SHOTS}/gateway2-mobile.png` });
    expect(tookDesktop + tookMobile).toBeLessThan(LIVE_WITHIN_MS);

    // The sitemap of gateway 2 dates the brand by the publication.
    await within(LIVE_WITHIN_MS, async () => (await sitemapDate()) > datedBefore);
    for (const c of [m, o, d, p]) await c.context.close();
  }, 180_000);
});
