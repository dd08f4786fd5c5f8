// /serviceoffers as a visitor uses it: the anchored sections, the side navigation scrolling smoothly
// (70 px offset) and back to the top, the three packages, and purchase buttons opening a dialog whose
// QR code scans to the configured sales address.
import { mkdirSync } from 'node:fs';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { useBrowser } from './support/browser';
import { openPage } from './support/page';
import { scanQr } from './support/qr';

const skipReason = inject('skipReason');
const ANCHORS = ['multiterminal', 'headlinenews', 'joinstar', 'searchmessage', 'brandcontent', 'serviceprice'];

describe.skipIf(Boolean(skipReason))('/serviceoffers', () => {
  const baseUrl = inject('baseUrl');
  const links = inject('links');
  const browser = useBrowser();

  beforeAll(async () => {
    mkdirSync('/tmp/shots', { recursive: true });
  });

  it('server HTML has every anchor and the package prices', async () => {
    const res = await fetch(`${baseUrl}/serviceoffers`);
    expect(res.status).toBe(200);
    const html = await res.text();
    for (const id of ANCHORS) expect(html).toContain(`id="${id}"`);
    for (const text of ['39800', '98888', '含10000元广告消耗', '按需咨询', '<title>服务报价_商机网</title>']) expect(html).toContain(text);
  });

  it('side navigation scrolls smoothly to each section, and back to the top', async () => {
    const { page, errors, graphql } = await openPage(browser.context, `${baseUrl}/serviceoffers`);
    const nav = page.getByRole('navigation', { name: '服务导航' });
    for (const id of ['joinstar', 'serviceprice', 'headlinenews']) {
      await nav.locator(`a[href="#${id}"]`).click();
      // Smooth: one frame later the page is still on its way.
      const midway = await page.evaluate((target) => document.getElementById(target)!.getBoundingClientRect().top, id);
      await page.waitForFunction((target) => Math.abs(document.getElementById(target)!.getBoundingClientRect().top - 70) < 2 || (window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 1), id, { timeout: 5000 });
      expect(Math.abs(midway - 70)).toBeGreaterThan(2);
      expect(new URL(page.url()).hash).toBe(`#${id}`);
    }
    await nav.getByRole('button', { name: '返回顶部' }).click();
    await page.waitForFunction(() => window.scrollY === 0, null, { timeout: 5000 });
    expect(errors).toEqual([]);
    expect(graphql).toEqual([]);
    await page.close();
  });

  it('purchase buttons open the sales QR dialog; Esc closes it', async () => {
    const { page, errors } = await openPage(browser.context, `${baseUrl}/serviceoffers`);
    const advanced = page.getByRole('article', { name: '高级版' });
    await advanced.getByRole('button', { name: '立即购买' }).click();
    const dialog = page.getByRole('dialog', { name: '扫码联系销售' });
    await dialog.waitFor();
    await expect(dialog.textContent()).resolves.toContain('高级版');
    expect(await scanQr(dialog.getByRole('img', { name: '销售顾问二维码' }))).toBe(links.QR_SALES_URL);
    await page.screenshot({ path: '/tmp/shots/serviceoffers-dialog.png' });
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('article', { name: '定制版' }).getByRole('button', { name: '立即咨询' }).click();
    await dialog.waitFor();
    await expect(dialog.textContent()).resolves.toContain('定制版');
    await page.screenshot({ path: '/tmp/shots/serviceoffers.png', fullPage: true });
    expect(errors).toEqual([]);
    await page.close();
  });
});
