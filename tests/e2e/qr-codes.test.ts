// The chrome's QR codes scan: each one, screenshotted in Chromium and decoded by jsQR, carries the
// address the server is configured with (the mobile code: the mobile counterpart of the current page).
import { describe, expect, inject, it } from 'vitest';
import { useBrowser } from './support/browser';
import { openPage } from './support/page';
import { scanQr } from './support/qr';

const skipReason = inject('skipReason');

describe.skipIf(Boolean(skipReason))('QR codes of the top bar and footer', () => {
  const baseUrl = inject('baseUrl');
  const mobileSiteUrl = inject('mobileSiteUrl');
  const links = inject('links');
  const browser = useBrowser();


  it('footer codes scan to the configured mini-program and public account', async () => {
    const { page, errors } = await openPage(browser.context, `${baseUrl}/aboutus`);
    const footer = page.locator('footer');
    expect(await scanQr(footer.getByRole('img', { name: '商机网官方小程序' }))).toBe(links.QR_MINIPROGRAM_URL);
    expect(await scanQr(footer.getByRole('img', { name: '商机网官方公众号' }))).toBe(links.QR_WECHAT_URL);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('top-bar codes show on hover and scan to the mobile page and the public account', async () => {
    // A page the mobile site has encodes its own mobile address; the one it lacks (/cache), the closest mobile page.
    for (const [path, mobilePath] of [['/shangji/all', '/shangji/all'], ['/aboutus', '/aboutus'], ['/brandentry', '/brandentry'], ['/cache', '/']] as const) {
      const { page, errors } = await openPage(browser.context, `${baseUrl}${path}`);
      const bar = page.getByRole('navigation', { name: '顶部导航' });
      await bar.getByRole('button', { name: '手机版' }).hover();
      expect(await scanQr(bar.getByRole('img', { name: '扫码访问手机版' }))).toBe(`${mobileSiteUrl}${mobilePath}`);
      await bar.getByRole('button', { name: '微信公众号' }).hover();
      expect(await scanQr(bar.getByRole('img', { name: '扫码关注公众号' }))).toBe(links.QR_WECHAT_URL);
      expect(errors).toEqual([]);
      await page.close();
    }
  });

  it('the mobile code follows client-side navigation', async () => {
    const { page } = await openPage(browser.context, `${baseUrl}/aboutus`);
    await page.locator('footer').getByRole('link', { name: '服务声明' }).click();
    await page.waitForURL(`${baseUrl}/servicestatement`);
    const bar = page.getByRole('navigation', { name: '顶部导航' });
    await bar.getByRole('button', { name: '手机版' }).hover();
    expect(await scanQr(bar.getByRole('img', { name: '扫码访问手机版' }))).toBe(`${mobileSiteUrl}/servicestatement`);
    await bar.getByRole('link', { name: '找项目' }).click();
    await page.waitForURL(`${baseUrl}/shangji/all`);
    await bar.getByRole('button', { name: '手机版' }).hover();
    expect(await scanQr(bar.getByRole('img', { name: '扫码访问手机版' }))).toBe(`${mobileSiteUrl}/shangji/all`);
    await page.close();
  });

  it('server HTML already carries the SVG codes', async () => {
    const html = await (await fetch(`${baseUrl}/aboutus`)).text();
    const svgs = html.match(/<span role="img" aria-label="[^"]+" data-qr-value="[^"]+"[^>]*><svg [^>]*viewBox="0 0 \d+ \d+"/g) ?? [];
    expect(svgs.length).toBe(4);
    expect(html).toContain(`data-qr-value="${mobileSiteUrl}/aboutus"`);
  });
});
