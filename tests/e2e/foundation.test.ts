// What the routing layer does for every page: prefetch on intent (skipped with Save-Data), a route
// chunk that fails to load triggers one full reload, a failed or empty API response shows on the progress bar
// and as the 系统繁忙 toast, the stored token travels as the Token header, and a paid-search keyword is kept
// for the session.
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { findBrands, useBrowser, type BrandFlags } from './support/browser';
import { openPage } from './support/page';

const skipReason = inject('skipReason');

describe.skipIf(Boolean(skipReason))('routing layer', () => {
  const baseUrl = inject('baseUrl');
  let brand: BrandFlags;
  const browser = useBrowser();

  beforeAll(async () => {
    const [found] = await findBrands(baseUrl, [3]);
    if (!found) throw new Error('seed has no brand 3');
    brand = found;
  });

  /** A link on the brand page to another brand's detail page. */
  const otherBrandLink = (current: string) => `aside a[href^="/shangji/"]:not([href="/shangji/${current}"])`;

  it('warms the next page on hover: its query runs before the click, and the click asks nothing again', async () => {
    const { page, graphql, errors } = await openPage(browser.context, `${baseUrl}/shangji/${brand.id}`);
    expect(graphql).toEqual([]);
    const link = page.locator(otherBrandLink(brand.id)).first();
    await link.waitFor();
    const href = (await link.getAttribute('href'))!;
    const id = href.split('/').pop()!;
    await link.hover();
    await expect.poll(() => graphql.filter((b) => b.includes('query BrandDetail(') && b.includes(`"id":"${id}"`)).length).toBe(1);
    await link.click();
    await page.waitForURL(`**${href}`);
    await page.locator('h1').first().waitFor();
    expect(graphql.filter((b) => b.includes('query BrandDetail(') && b.includes(`"id":"${id}"`))).toHaveLength(1);
    // Back to the first page: its delivered results are handed to Apollo's cache then, and answer it.
    const asked = graphql.length;
    await page.goBack();
    await page.waitForURL(`**/shangji/${brand.id}`);
    await expect.poll(() => page.locator("h1").first().textContent()).toContain(brand.name);
    expect(graphql.slice(asked).filter((b) => b.includes('query BrandDetail(') && b.includes(`"id":"${brand.id}"`))).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('navigates from the chrome (top bar, main navigation, footer) without reloading, marking the current section', async () => {
    const { page, errors } = await openPage(browser.context, `${baseUrl}/aboutus`);
    const documents: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'document') documents.push(new URL(r.url()).pathname);
    });
    const mainNav = page.getByRole('navigation', { name: '主导航' });
    expect(await mainNav.locator('[aria-current="page"]').count()).toBe(0);
    await mainNav.getByRole('link', { name: '认证品牌' }).click();
    await page.waitForURL('**/vip');
    await expect.poll(() => mainNav.locator('[aria-current="page"]').textContent()).toBe('认证品牌');
    await page.getByRole('navigation', { name: '页脚导航' }).getByRole('link', { name: '服务报价' }).click();
    await page.waitForURL('**/serviceoffers');
    await expect.poll(() => mainNav.locator('[aria-current="page"]').count()).toBe(0);
    await page.getByRole('navigation', { name: '顶部导航' }).getByRole('link', { name: '头条' }).click();
    await page.waitForURL('**/news');
    await expect.poll(() => mainNav.locator('[aria-current="page"]').textContent()).toBe('头条');
    await page.getByRole('link', { name: /商机网.*首页/ }).first().click();
    await page.waitForURL(`${baseUrl}/`);
    await expect.poll(() => mainNav.locator('[aria-current="page"]').textContent()).toBe('首页');
    expect(documents).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('does not prefetch when the visitor asks to save data', async () => {
    const { page, graphql } = await openPage(browser.context, `${baseUrl}/shangji/${brand.id}`, (p) =>
      p.addInitScript(() => void Object.defineProperty(navigator, 'connection', { value: { saveData: true, effectiveType: '4g' } })).then(() => {}),
    );
    const link = page.locator(otherBrandLink(brand.id)).first();
    await link.hover();
    await link.focus();
    await page.waitForTimeout(500);
    expect(graphql).toEqual([]);
    await page.close();
  });

  it('reloads the whole page once when a route chunk fails to load', async () => {
    const { page } = await openPage(browser.context, `${baseUrl}/aboutus`);
    const documents: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'document') documents.push(new URL(r.url()).pathname);
    });
    // Every route chunk fails once, as after a deployment replaced the hashed files.
    const failed = new Set<string>();
    await page.route('**/assets/route-*.js', (route) => {
      const url = route.request().url();
      if (failed.has(url)) return route.fallback();
      failed.add(url);
      return route.abort();
    });
    await page.locator('a[href="/servicestatement"]').first().click();
    await page.waitForURL('**/servicestatement');
    await expect.poll(() => documents).toEqual(['/servicestatement']);
    await page.waitForSelector('html[data-hydrated="true"]');
    await expect.poll(() => page.locator('h1').first().textContent()).toContain('服务声明');
    await page.close();
  });

  it('shows an empty API response as 系统繁忙！请稍后再试！ and fails the progress bar', async () => {
    const { page } = await openPage(browser.context, `${baseUrl}/shangji/${brand.id}`);
    await page.route('**/graphql', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '' }));
    await page.locator(otherBrandLink(brand.id)).first().click();
    await expect.poll(() => page.getByTestId('enquiry-notice').textContent()).toBe('系统繁忙！请稍后再试！');
    await expect.poll(() => page.locator('[role="progressbar"]').getAttribute('data-state')).toBe('failed');
    await page.close();
  });

  it('sends the stored token as the Token header on client requests', async () => {
    const { page } = await openPage(browser.context, `${baseUrl}/shangji/${brand.id}`, (p) =>
      p.addInitScript(() => window.localStorage.setItem('token', 'tok-123')).then(() => {}),
    );
    const request = page.waitForRequest((r) => new URL(r.url()).pathname === '/graphql');
    await page.locator(otherBrandLink(brand.id)).first().click();
    expect((await request).headers()['token']).toBe('tok-123');
    await page.close();
  });

  it('remembers the paid-search keyword for the session', async () => {
    const { page } = await openPage(browser.context, `${baseUrl}/shangji/${brand.id}?kw=${encodeURIComponent('火锅加盟')}`);
    expect(await page.evaluate(() => sessionStorage.getItem('sj_kw'))).toBe('火锅加盟');
    await page.close();
  });
});
