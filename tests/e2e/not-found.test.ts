// Both 404s of SPEC §8: an unknown brand id (the error page) and an unmatched route; and a failed
// client-side navigation, which says what happened in Chinese.
import { describe, expect, inject, it } from 'vitest';
import { useBrowser } from './support/browser';
import { openPage } from './support/page';

const skipReason = inject('skipReason');

describe.skipIf(Boolean(skipReason))('404 pages', () => {
  const baseUrl = inject('baseUrl');

  it('answers an unknown brand id with 404 and the error page', async () => {
    const res = await fetch(`${baseUrl}/shangji/987654321`);
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toContain('您访问的页面出错了');
    expect(html).toContain('返回首页');
    expect(html).toContain('分类品牌');
    expect(html).toContain('温馨提示');
    expect(html).toContain('投资有风险，选择需谨慎');
  });

  it('answers an unmatched route with 404 and "This page could not be found"', async () => {
    const res = await fetch(`${baseUrl}/no/such/page`);
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toContain('This page could not be found');
    expect(html).toContain('投资有风险，选择需谨慎');
  });
});

describe.skipIf(Boolean(skipReason))('error pages in the browser', () => {
  const baseUrl = inject('baseUrl');
  const browser = useBrowser();

  it('a navigation whose data cannot be fetched says so in Chinese, never "Failed to fetch"', async () => {
    const { page } = await openPage(browser.context, `${baseUrl}/aboutus`);
    await page.route('**/graphql**', (route) => route.abort());
    // A client-side navigation: the header's link to the news home (a router link).
    await page.locator('a[href="/news"]').first().click();
    await page.getByRole('heading', { name: '您访问的页面出错了' }).waitFor({ timeout: 10_000 });
    const text = await page.locator('main').innerText();
    expect(text).toContain('网络连接失败，请检查网络后刷新重试。');
    expect(text).not.toMatch(/Failed to fetch|NetworkError|TypeError/);
    expect(await page.title()).toMatch(/^您访问的页面出错了_/);
    expect(await page.locator('head link[rel="canonical"]').count()).toBe(0);
    expect(await page.locator('head meta[name="robots"][content="noindex"]').count()).toBe(1);
    await page.close();
  });
});
