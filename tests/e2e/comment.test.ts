// The comments page /comment/{id}: SSR without GraphQL on first load, group tabs (with counts, page 1 on
// change), paging with the kit's pager, the picture preview (open, arrow keys, Escape and close button),
// links from and back to the brand, 404s, and a screenshot.
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { useBrowser } from './support/browser';
import { openPage } from './support/page';

const skipReason = inject('skipReason');
const SHOTS = '/tmp/shots';

interface Found {
  id: string;
  name: string;
  total: number;
  groups: { id: number; name: string; count: number }[];
}

describe.skipIf(Boolean(skipReason))('comments page', () => {
  const baseUrl = inject('baseUrl');
  let rich: Found;
  const browser = useBrowser();

  beforeAll(async () => {
    // The first brand with more than one page of comments and several groups.
    const ids = Array.from({ length: 25 }, (_, i) => i + 1);
    const fields = ids
      .map((id) => `c${id}: comments(brandId: "${id}") { commentCount groups { id name count } comments { total } brand { id name } }`)
      .join('\n');
    const res = await fetch(`${baseUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: `query E2EComments {\n${fields}\n}` }),
    });
    const body = (await res.json()) as {
      data: Record<string, { groups: Found['groups']; comments: { total: number }; brand: { id: string; name: string } } | null>;
    };
    const hit = Object.values(body.data).find((c) => c && c.comments.total > 10 && c.groups.filter((g) => g.count > 0).length > 1);
    if (!hit) throw new Error('seed has no brand with more than 10 comments in several groups');
    rich = { id: hit.brand.id, name: hit.brand.name, total: hit.comments.total, groups: hit.groups };
    mkdirSync(SHOTS, { recursive: true });
  });

  const items = (page: Page) => page.locator('.sj-comment');

  it('shows count, average, tabs with counts, 10 comments, the brand card, without GraphQL or errors', async () => {
    const { page, errors, graphql } = await openPage(browser.context, `${baseUrl}/comment/${rich.id}`);
    await expect(page.locator('h1').innerText()).resolves.toContain(rich.name);
    await expect(page.locator('.sj-comment-summary').innerText()).resolves.toMatch(/共\s*\d+\s*条点评[\s\S]*平均评分\s*\d\.\d\s*分/);
    const tabs = page.locator('.sj-comment-tabs a');
    await expect(tabs.count()).resolves.toBe(rich.groups.length);
    await expect(tabs.first().innerText()).resolves.toBe(`${rich.groups[0]!.name}（${rich.groups[0]!.count}）`);
    await expect(tabs.first().getAttribute('aria-current')).resolves.toBe('page');
    await expect(items(page).count()).resolves.toBe(10);
    // Stars carry the number for screen readers.
    await expect(page.locator('.sj-comment .sj-stars .sj-sr-only').first().innerText()).resolves.toMatch(/^评分\d\.\d分/);
    const card = page.locator('.sj-comment-brand');
    await expect(card.locator('a', { hasText: '查看详情' }).getAttribute('href')).resolves.toBe(`/shangji/${rich.id}`);
    await expect(card.getByRole('button', { name: /在线咨询/ }).count()).resolves.toBe(1);
    await expect(page.getByRole('heading', { name: '热门品牌' }).count()).resolves.toBe(1);
    await page.screenshot({ path: `${SHOTS}/comment.png`, fullPage: true });
    expect(graphql).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('pages with the pager and switches groups back to page 1', async () => {
    const { page } = await openPage(browser.context, `${baseUrl}/comment/${rich.id}`);
    const firstOnPage1 = await items(page).first().innerText();
    await page.locator('.sj-pager a', { hasText: '下一页' }).click();
    await page.waitForURL(/[?&]p=2/);
    await page.waitForFunction((t) => document.querySelector('.sj-comment')?.textContent !== t, firstOnPage1);
    await expect.poll(() => page.locator('.sj-pager [aria-current="page"]').first().innerText()).toBe('2');
    const other = rich.groups.find((g, i) => i > 0 && g.count > 0)!;
    await page.locator('.sj-comment-tabs a', { hasText: other.name }).click();
    await page.waitForURL(new RegExp(`tab=${other.id}`));
    expect(page.url()).not.toMatch(/[?&]p=/);
    await page.waitForFunction((name) => document.querySelector('.sj-comment-tabs a[aria-current="page"]')?.textContent?.includes(name), other.name);
    await expect(items(page).count()).resolves.toBe(Math.min(10, other.count));
    await expect(page.locator('.sj-pager [aria-current="page"]').count()).resolves.toBe(other.count > 10 ? 1 : 0);
    if (other.count > 10) await expect(page.locator('.sj-pager [aria-current="page"]').innerText()).resolves.toBe('1');
    await page.close();
  });

  it('previews pictures with keyboard and close controls', async () => {
    const { page } = await openPage(browser.context, `${baseUrl}/comment/${rich.id}`);
    let pics = page.locator('.sj-comment-pics button');
    for (let p = 2; (await pics.count()) === 0 && p < 6; p += 1) {
      await page.goto(`${baseUrl}/comment/${rich.id}?p=${p}`);
      await page.waitForSelector('html[data-hydrated="true"]');
      pics = page.locator('.sj-comment-pics button');
    }
    expect(await pics.count()).toBeGreaterThan(0);
    const thumb = pics.first();
    await thumb.focus();
    await page.keyboard.press('Enter');
    const dialog = page.locator('dialog.sj-comment-preview[open]').first();
    await dialog.waitFor();
    await expect(dialog.locator('img').count()).resolves.toBe(1);
    // A lightbox: centred in the 1300 x 900 viewport, the picture large (not a box in the top-left corner),
    // focus on the close control.
    const viewport = page.viewportSize()!;
    const box = (await dialog.boundingBox())!;
    expect(Math.abs(box.x + box.width / 2 - viewport.width / 2)).toBeLessThanOrEqual(2);
    expect(Math.abs(box.y + box.height / 2 - viewport.height / 2)).toBeLessThanOrEqual(2);
    const img = (await dialog.locator('img').boundingBox())!;
    expect(img.width).toBeGreaterThanOrEqual(500);
    expect(img.y + img.height).toBeLessThanOrEqual(viewport.height);
    await expect(page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).resolves.toBe('关闭预览');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect(page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '')).resolves.toMatch(/^查看大图/);
    await thumb.click();
    await page.locator('dialog.sj-comment-preview[open]').first().waitFor();
    await page.getByRole('button', { name: '关闭预览' }).click();
    await page.locator('dialog.sj-comment-preview[open]').waitFor({ state: 'detached' });
    await page.close();
  });

  it('is linked from the brand detail page and links back', async () => {
    const { page } = await openPage(browser.context, `${baseUrl}/shangji/${rich.id}`);
    await page.getByRole('link', { name: '查看品牌点评' }).click();
    await page.waitForURL(`**/comment/${rich.id}`);
    await page.locator('.sj-breadcrumb a', { hasText: rich.name }).click();
    await page.waitForURL(`**/shangji/${rich.id}`);
    await page.close();
  });

  it('answers 404 for unknown brands and bad ids, and a normal page for odd queries', async () => {
    for (const path of ['/comment/999999999', '/comment/abc', '/comment/-1', `/comment/${rich.id}?sid=x%27`]) {
      expect((await fetch(baseUrl + path)).status, path).toBe(404);
    }
    for (const q of ['p=-1', 'p=abc', 'p=99999', 'tab=abc', 'tab=%F0%9F%98%80']) {
      const status = (await fetch(`${baseUrl}/comment/${rich.id}?${q}`)).status;
      expect([200, 404], q).toContain(status);
    }
  });
});
