// Search /search: tabs keeping the keyword, highlighting (escaped), empty texts, pinyin, odd keywords.
import { describe, expect, inject, it } from 'vitest';
import { useBrowser } from './support/browser';
import { openPage } from './support/page';
import { headOf } from './support/pages';

const skipReason = inject('skipReason');
const SHOTS = '/tmp/shots';
const q = (s: string) => encodeURIComponent(s);

describe.skipIf(Boolean(skipReason))('search page', () => {
  const baseUrl = inject('baseUrl');
  const browser = useBrowser();


  it('finds 火锅 brands, marks the keyword, and switches tabs keeping it', async () => {
    const { page, errors, graphql } = await openPage(browser.context, baseUrl + `/search?q=${q('火锅')}`);
    const rows = page.locator('article.sj-brand-row');
    expect(await rows.count()).toBeGreaterThan(0);
    expect(await rows.count()).toBeLessThanOrEqual(15);
    expect(await rows.first().locator('mark.sj-hit').innerText()).toBe('火锅');
    expect(graphql).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/search-brands.png`, fullPage: true });

    const tabs = page.getByRole('navigation', { name: '搜索类型' });
    await tabs.getByRole('link', { name: '加盟资讯' }).click();
    await page.waitForURL(`**/search?model=news&q=${q('火锅')}`);
    await expect.poll(() => tabs.locator('[aria-current="page"]').innerText()).toBe('加盟资讯');
    expect(await page.locator('article.sj-item mark.sj-hit').first().innerText()).toBe('火锅');

    await tabs.getByRole('link', { name: '加盟专题' }).click();
    await page.waitForURL(`**/search?model=zhuanti&q=${q('火锅')}`);
    const topic = page.locator('article.sj-item').first();
    await expect.poll(() => topic.locator('h2 a').getAttribute('href')).toMatch(/^\/zhuanti\/\d+$/);
    expect(await topic.getByRole('list', { name: '专题品牌' }).getByRole('link').count()).toBeGreaterThan(0);
    expect(await page.locator('#search-q').inputValue()).toBe('火锅');
    expect(errors).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/search-topics.png`, fullPage: true });
    await page.close();
  });

  it('finds 火锅 brands by pinyin and initials', async () => {
    for (const k of ['huoguo', 'hg']) {
      const { html } = await headOf(baseUrl, `/search?q=${k}`);
      expect(html).toMatch(/class="sj-brand-row"[\s\S]*?火锅/);
    }
  });

  it('shows each tab its empty text and echoes a markup keyword only as text', async () => {
    const k = '<b>zzqx</b>';
    const texts = {
      zhaoshang: '暂无你要找的加盟项目，换个关键词试试吧',
      news: '暂无你要找的加盟资讯，换个关键词试试吧',
      zhuanti: '暂无你要找的加盟专题，换个关键词试试吧',
    };
    for (const [model, text] of Object.entries(texts)) {
      const { status, html } = await headOf(baseUrl, `/search?model=${model}&q=${q(k)}`);
      expect(status).toBe(200);
      expect(html).toContain(text);
      expect(html).not.toContain('<b>zzqx</b>');
      expect(html).toContain('&lt;b&gt;zzqx&lt;/b&gt;');
    }
  });

  it('answers a normal page for odd keywords and pages', async () => {
    for (const k of ['😀', '%', '_', `"'`, '火'.repeat(500), '\\', '%%__']) {
      expect((await fetch(`${baseUrl}/search?q=${q(k)}`)).status).toBe(200);
    }
    for (const p of ['-1', 'abc']) expect((await fetch(`${baseUrl}/search?q=${q('火锅')}&p=${p}`)).status).toBe(200);
    // Past the last page of results: the 404 page (docs/decisions/0088).
    expect((await fetch(`${baseUrl}/search?q=${q('火锅')}&p=99999`)).status).toBe(404);
    expect((await fetch(`${baseUrl}/search?model=nope&q=x`)).status).toBe(200);
    expect((await fetch(`${baseUrl}/search/${q('火锅')}`)).status).toBe(200);
  });

  it('links hot searches as /search?model=zhaoshang&q={keyword}', async () => {
    const { html } = await headOf(baseUrl, '/search');
    const hrefs = [...html.matchAll(/href="(\/search\?model=zhaoshang&amp;q=[^"]+)"/g)];
    expect(hrefs.length).toBeGreaterThan(0);
  });
});
