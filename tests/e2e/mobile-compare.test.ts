// The mobile compare page (/duibi?ids=…) and 加入对比 on the mobile brand page, on an iPhone 13 profile in
// Chromium: the shortlist is the desktop's (same localStorage key, same limit of 4) and survives a reload;
// 去对比（n） opens the mobile compare page with the brands, the facts where they differ marked 不同 as the
// desktop marks them; no horizontal scroll at 360 px; canonical to the desktop page, which answers and
// points back; bad and unknown ids named in Chinese; a phone opening the desktop /duibi is sent here.
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { devices } from 'playwright-core';
import { openPhonePage, overflowX, smallTapTargets, usePhone } from './support/phone';

const skipReason = inject('skipReason');

describe.skipIf(Boolean(skipReason))('mobile site: compare', () => {
  const baseUrl = inject('baseUrl');
  const siteUrl = inject('siteUrl');
  const mobileUrl = inject('mobileSiteUrl');
  const phone = usePhone('iPhone 13');
  const a = { id: '', name: '' };
  const b = { id: '', name: '' };

  beforeAll(async () => {
    const res = await fetch(`${baseUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: 'query E2EMobileCompare { a: brand(id: 1) { id name } b: brand(id: 2) { id name } }' }),
    });
    const d = ((await res.json()) as { data: { a: { id: string; name: string }; b: { id: string; name: string } } }).data;
    Object.assign(a, d.a);
    Object.assign(b, d.b);
  });

  /** The facts the desktop compare page marks as differing, by row key. */
  async function desktopDiffers(query: string): Promise<string[]> {
    const html = await (await fetch(`${baseUrl}/duibi?ids=${query}`)).text();
    return [...html.matchAll(/data-row="([^"]+)" data-differs="true"/g)].map((m) => m[1]!).sort();
  }

  it('adds two brands from their pages, keeps them over a reload, and 去对比 shows both with the differences marked', async () => {
    const ctx = phone.context;
    for (const [brand, n] of [
      [a, 1],
      [b, 2],
    ] as const) {
      const { page, errors } = await openPhonePage(ctx, `${mobileUrl}/shangji/${brand.id}`);
      const button = page.locator('button[data-compare]');
      expect(await button.getAttribute('aria-pressed')).toBe('false');
      const box = await button.boundingBox();
      expect(box!.height).toBeGreaterThanOrEqual(44);
      await button.click();
      expect(await button.getAttribute('aria-pressed')).toBe('true');
      await expect.poll(() => page.locator('.m-toast').textContent()).toBe('已加入对比');
      await expect.poll(() => page.getByRole('link', { name: `去对比（${n}）` }).isVisible()).toBe(true);
      expect(errors).toEqual([]);
      await page.close();
    }

    // The desktop's key and format: the desktop's shortlist sees the same two brands.
    const { page } = await openPhonePage(ctx, `${mobileUrl}/shangji/${b.id}`);
    expect(await page.evaluate(() => localStorage.getItem('sj-compare'))).toBe(JSON.stringify([a.id, b.id]));
    await page.reload();
    await page.waitForSelector('html[data-hydrated="true"]');
    expect(await page.locator('button[data-compare]').getAttribute('aria-pressed')).toBe('true');
    const go = page.getByRole('link', { name: '去对比（2）' });
    expect(await go.isVisible()).toBe(true);
    await go.click();
    await page.waitForURL(`${mobileUrl}/duibi?ids=${a.id},${b.id}`);
    await page.waitForSelector('html[data-hydrated="true"]');

    expect(await page.title()).toBe(`${a.name}、${b.name}对比_商机网`);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('品牌对比');
    for (const brand of [a, b]) expect(await page.locator('.m-cmp-brands').getByRole('link', { name: brand.name, exact: true }).isVisible()).toBe(true);
    // Every fact lists both brands' values.
    const rows = page.locator('.m-cmp-row');
    expect(await rows.count()).toBeGreaterThan(5);
    expect(await rows.first().locator('dt').allTextContents()).toEqual([a.name, b.name]);
    // The differing facts are the desktop's, each marked with the word 不同; the others are not marked.
    const differs = (await page.locator('.m-cmp-row[data-differs="true"]').evaluateAll((els) => els.map((e) => e.getAttribute('data-row')!))).sort();
    expect(differs.length).toBeGreaterThan(0);
    expect(differs).toEqual(await desktopDiffers(`${a.id},${b.id}`));
    for (const key of differs) expect(await page.locator(`.m-cmp-row[data-row="${key}"] h3`).textContent()).toContain('不同');
    expect(await page.locator('.m-cmp-row:not([data-differs]) .m-cmp-differs').count()).toBe(0);

    expect(await overflowX(page)).toBeLessThanOrEqual(0);
    await page.setViewportSize({ width: 360, height: 780 });
    expect(await overflowX(page), 'at 360 px').toBeLessThanOrEqual(0);
    expect(await smallTapTargets(page)).toEqual([]);

    // noindex, canonical to the desktop page, which answers 200 and whose alternate link points back here.
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
    const path = `/duibi?ids=${a.id},${b.id}`;
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(siteUrl + path);
    const desktop = await fetch(baseUrl + path, { redirect: 'manual' });
    expect(desktop.status).toBe(200);
    const head = (await desktop.text()).split('</head>')[0]!;
    expect(head).toContain(`<link rel="alternate" media="only screen and (max-width: 640px)" href="${mobileUrl}${path}"/>`);

    // 移出 leads to the address without the brand and takes it off the shortlist.
    await page.getByRole('link', { name: `移出对比：${a.name}` }).click();
    await page.waitForURL(`${mobileUrl}/duibi?ids=${b.id}`);
    expect(await page.evaluate(() => localStorage.getItem('sj-compare'))).toBe(JSON.stringify([b.id]));
    await page.close();
  });

  it('keeps the desktop limit of 4', async () => {
    const { page } = await openPhonePage(phone.context, `${mobileUrl}/shangji/${a.id}`);
    await page.evaluate(() => localStorage.setItem('sj-compare', JSON.stringify(['90001', '90002', '90003', '90004'])));
    await page.reload();
    await page.waitForSelector('html[data-hydrated="true"]');
    await page.locator('button[data-compare]').click();
    await expect.poll(() => page.locator('.m-toast').textContent()).toBe('最多对比4个品牌，请先移出一个');
    expect(await page.locator('button[data-compare]').getAttribute('aria-pressed')).toBe('false');
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('sj-compare') ?? '[]') as string[])).toHaveLength(4);
    await page.close();
  });

  it('names bad and unknown ids in Chinese; with none left, an empty state links the brand library', async () => {
    const { page, status } = await openPhonePage(phone.context, `${mobileUrl}/duibi?ids=abc,99999999`);
    expect(status).toBe(200);
    const notes = await page.getByTestId('compare-notices').textContent();
    expect(notes).toContain('以下不是有效的品牌编号，已忽略：abc');
    expect(notes).toContain('未找到以下编号的品牌（可能已下架或暂时无法读取）：99999999');
    expect(await page.getByText('还没有可对比的品牌').isVisible()).toBe(true);
    const library = page.getByRole('link', { name: '浏览品牌库' });
    expect(await library.getAttribute('href')).toBe('/shangji');
    expect((await fetch(`${mobileUrl}/shangji`)).status).toBe(200);
    // This browser's saved shortlist (from the test above) is offered.
    expect(await page.getByRole('link', { name: '对比我的清单（4个品牌）' }).getAttribute('href')).toBe('/duibi?ids=90001,90002,90003,90004');
    await page.setViewportSize({ width: 360, height: 780 });
    expect(await overflowX(page)).toBeLessThanOrEqual(0);
    await page.close();
  });

  it('a phone opening the desktop /duibi is sent to the mobile one', async () => {
    const path = `/duibi?ids=${a.id},${b.id}`;
    const res = await fetch(baseUrl + path, { headers: { 'user-agent': devices['iPhone 13'].userAgent }, redirect: 'manual' });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe(mobileUrl + path);
    expect(res.headers.get('vary') ?? '').toMatch(/User-Agent/i);
  });
});
