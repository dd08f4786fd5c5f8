// Topic pages: /zhuanti (hub), /zhuanti/all and /zhuanti/{param} (list), /zhuanti/{id} (detail).
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { useBrowser } from './support/browser';
import { openPage } from './support/page';
import { gql, headOf } from './support/pages';

const skipReason = inject('skipReason');
const SHOTS = '/tmp/shots';

describe.skipIf(Boolean(skipReason))('topic pages', () => {
  const baseUrl = inject('baseUrl');
  const siteUrl = inject('siteUrl');
  const browser = useBrowser();
  let total = 0;
  let industry: { name: string; pinyin: string; children: { name: string; pinyin: string }[] };

  beforeAll(async () => {
    const d = await gql<{ topicList: { categories: (typeof industry)[]; topics: { total: number } } }>(
      baseUrl,
      `query E2ETopics { topicList(category: "all") { categories { name pinyin children { name pinyin } } topics { total } } }`,
    );
    total = d.topicList.topics.total;
    industry = d.topicList.categories.find((c) => c.children.length > 0)!;
  });

  it('hub: the 16 anchors zhauntimodel0 … zhauntimodel15, no GraphQL at hydration', async () => {
    const { page, errors, graphql } = await openPage(browser.context, baseUrl + '/zhuanti');
    for (let i = 0; i < 16; i += 1) expect(await page.locator(`#zhauntimodel${i}`).count()).toBe(1);
    // Hydration asked nothing; moving the pointer afterwards may prefetch the links it passes over.
    expect(graphql).toEqual([]);
    await page.getByRole('navigation', { name: '行业专题' }).getByRole('link').nth(3).click();
    await expect.poll(() => page.evaluate(() => location.hash)).toBe('#zhauntimodel3');
    expect(errors).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/topic-home.png`, fullPage: true });
    await page.close();
  });

  it('list: 20 per page, pager, both category bars with 不限, breadcrumb', async () => {
    const { page, errors, graphql } = await openPage(browser.context, baseUrl + '/zhuanti/all');
    expect(await page.locator('article.sj-item').count()).toBe(Math.min(20, total));
    expect(graphql).toEqual([]);
    await page.locator('nav[aria-label="分页"]').getByRole('link', { name: '第2页' }).click();
    await page.waitForURL('**/zhuanti/all?p=2');
    await expect.poll(() => page.locator('nav[aria-label="分页"] [aria-current="page"]').innerText()).toBe('2');
    const bars = page.getByRole('navigation', { name: '专题分类' });
    await bars.getByRole('link', { name: industry.name, exact: true }).click();
    await page.waitForURL(`**/zhuanti/${industry.pinyin}`);
    const second = bars.getByRole('list', { name: '二级分类' });
    await expect.poll(() => second.locator('[aria-current="page"]').innerText()).toBe('不限');
    const child = industry.children[0]!;
    await second.getByRole('link', { name: child.name, exact: true }).click();
    await page.waitForURL(`**/zhuanti/${child.pinyin}`);
    await expect.poll(() => page.locator('nav[aria-label="面包屑"] [aria-current="page"]').innerText()).toBe(child.name);
    expect(errors).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/topic-list.png`, fullPage: true });
    await page.close();
  });

  it('list: 404 past the end and for an unknown category, hyphen-joined params', async () => {
    expect((await fetch(`${baseUrl}/zhuanti/all?p=9999`)).status).toBe(404);
    expect((await fetch(`${baseUrl}/zhuanti/no-such`)).status).toBe(404);
    expect((await fetch(`${baseUrl}/zhuanti/${industry.pinyin}-0-1`)).status).toBe(200);
  });

  it('list: numeric parts it does not read answer 301 to the canonical address, any other part 404', async () => {
    for (const extra of ['999999', '0-1']) {
      const res = await fetch(`${baseUrl}/zhuanti/${industry.pinyin}-${extra}?p=2`, { redirect: 'manual' });
      expect(res.status, extra).toBe(301);
      expect(res.headers.get('location'), extra).toBe(`/zhuanti/${industry.pinyin}?p=2`);
    }
    for (const bad of [`${industry.pinyin}-zzz`, `${industry.pinyin}-1-x`, 'CANYIN', 'all-zzz']) {
      const res = await fetch(`${baseUrl}/zhuanti/${bad}`, { redirect: 'manual' });
      expect(res.status, bad).toBe(404);
      const head = (await res.text()).split('</head>')[0]!;
      expect(head, bad).toContain('<meta name="robots" content="noindex"/>');
      expect(head, bad).not.toContain('rel="canonical"');
    }
    const { status, head } = await headOf(baseUrl, `/zhuanti/${industry.pinyin}`);
    expect(status).toBe(200);
    expect(head).toContain(`<link rel="canonical" href="${siteUrl}/zhuanti/${industry.pinyin}"/>`);
  });

  it('detail: open-graph tags, brands, previous/next with 没有信息了 at the edge, 404 for unknown id', async () => {
    const d = await gql<{ topic: { id: string; title: string; previous: { id: string } | null; next: { id: string } | null } }>(
      baseUrl,
      `query E2ETopic { topic(id: "1") { id title previous { id } next { id } } }`,
    );
    const { status, head } = await headOf(baseUrl, '/zhuanti/1');
    expect(status).toBe(200);
    expect(head).toContain(`<meta property="og:title" content="${d.topic.title}"/>`);
    expect(head).toContain(`<meta property="og:url" content="${siteUrl}/zhuanti/1"/>`);
    const { page, errors } = await openPage(browser.context, baseUrl + '/zhuanti/1');
    const nav = page.getByRole('navigation', { name: '上一个和下一个专题' });
    expect(await nav.getByText('没有信息了').count()).toBe((d.topic.previous ? 0 : 1) + (d.topic.next ? 0 : 1));
    expect(await page.locator('article.sj-brand-row').count()).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/topic-detail.png`, fullPage: true });
    await page.close();
    expect((await fetch(`${baseUrl}/zhuanti/99999999`)).status).toBe(404);
  });
});
