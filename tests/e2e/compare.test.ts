// Compare and shortlist (docs/decisions/0095), no account and no phone number: 加入对比 from a list row
// and from a brand page, the shortlist surviving a reload, the compare page server-rendered (noindex)
// with the rows where brands differ highlighted, and bad or unknown ids named in Chinese.
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { useBrowser } from './support/browser';
import { openPage } from './support/page';
import { headOf } from './support/pages';
import { loadSummaries, pickFrom, type Summary } from './support/records';

const skipReason = inject('skipReason');

describe.skipIf(Boolean(skipReason))('compare and shortlist', () => {
  const baseUrl = inject('baseUrl');
  const upstreamUrl = inject('upstreamUrl');
  const browser = useBrowser();
  let all: Summary[] = [];
  beforeAll(async () => {
    all = await loadSummaries(upstreamUrl);
  });

  it('adds from a list row and a brand page, keeps the shortlist over a reload, and compares them', async () => {
    const { page, errors } = await openPage(browser.context, `${baseUrl}/shangji/all`, undefined, { failedResponsesAreErrors: true });
    await page.evaluate(() => localStorage.removeItem('sj-compare'));
    const row = page.locator('.sj-brand-row').first();
    const firstId = ((await row.locator(':is(h2, h3) a[id^="brand-row-"]').getAttribute('id')) ?? '').replace('brand-row-', '');
    const button = row.getByRole('button', { name: /^加入对比：/ });
    // Keyboard: focus and Enter.
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(button.getAttribute('aria-pressed')).resolves.toBe('true');
    await expect(row.getByRole('status').textContent()).resolves.toBe('已加入对比');
    await page.reload();
    await page.waitForSelector('html[data-hydrated="true"]');
    await page.waitForFunction((id) => document.querySelector(`#brand-row-${id}`)?.closest('article')?.querySelector('[aria-pressed="true"]'), firstId);

    // A brand of another state, from its own page.
    const firstFlags = all.find((s) => String(s.id) === firstId)?.flags.join() ?? '';
    const other = pickFrom(all, (s) => String(s.id) !== firstId && s.flags.join() !== firstFlags, 'flagged unlike the first');
    const detail = await openPage(browser.context, `${baseUrl}/shangji/${other}`, undefined, { failedResponsesAreErrors: true });
    await detail.page.locator('[data-testid="brand-facts"]').getByRole('button', { name: /^加入对比：/ }).click();
    const go = detail.page.locator('[data-testid="brand-facts"]').getByRole('link', { name: '去对比（2）' });
    await expect(go.getAttribute('href')).resolves.toBe(`/duibi?ids=${firstId},${other}`);
    await go.click();
    await detail.page.waitForURL(`${baseUrl}/duibi?ids=${firstId},${other}`);
    const table = detail.page.getByTestId('compare-table');
    await table.waitFor();
    expect(await table.locator('thead th[scope="col"]').count()).toBe(2);
    // The rows where the two differ are marked, in colour and in words; the red flags row differs here.
    const flagsRow = table.locator('tr[data-row="flags"]');
    await expect(flagsRow.getAttribute('data-differs')).resolves.toBe('true');
    await expect(flagsRow.locator('th').textContent()).resolves.toContain('不同');
    const same = table.locator('tr:not([data-differs]) th[scope="row"]');
    for (const t of await same.allTextContents()) expect(t).not.toContain('不同');
    for (const label of ['投资金额', '加盟费', '在营门店', '近12个月闭店率', '商务部备案', '两店一年（开始特许经营时）', '风险提示', '评分', '评价数', '近12个月咨询']) {
      expect(await table.locator('th[scope="row"]', { hasText: label }).count(), label).toBeGreaterThan(0);
    }
    expect([...errors, ...detail.errors]).toEqual([]);
    await page.close();
    await detail.page.close();
  });

  it('the shared address is server-rendered and noindex; a fifth brand is refused', async () => {
    const ids = all.slice(0, 4).map((s) => s.id);
    const { status, head, html } = await headOf(baseUrl, `/duibi?ids=${ids.join(',')}`);
    expect(status).toBe(200);
    expect(head).toContain('<meta name="robots" content="noindex"/>');
    expect(html).toContain('data-testid="compare-table"');
    const { page } = await openPage(browser.context, `${baseUrl}/shangji/all`);
    await page.evaluate((list) => localStorage.setItem('sj-compare', JSON.stringify(list.map(String))), ids);
    await page.reload();
    await page.waitForSelector('html[data-hydrated="true"]');
    const free = page.locator('.sj-brand-row', { has: page.locator('[aria-pressed="false"]') }).first();
    await free.getByRole('button', { name: /^加入对比：/ }).click();
    await expect(free.getByRole('status').textContent()).resolves.toBe('最多对比4个品牌，请先移出一个');
    await expect(free.locator('[aria-pressed]').getAttribute('aria-pressed')).resolves.toBe('false');
  });

  it('brandsById answers in the order asked, null for an unknown id, and refuses more than 4', async () => {
    const ask = async (ids: string[]) =>
      (await (
        await fetch(`${baseUrl}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ query: 'query E2EById($ids: [ID!]!) { brandsById(ids: $ids) { id } }', variables: { ids } }),
        })
      ).json()) as { data?: { brandsById: ({ id: string } | null)[] } | null; errors?: { message: string }[] };
    const [a, b] = all.map((s) => String(s.id));
    expect((await ask([b!, '999999', a!, 'x'])).data?.brandsById).toEqual([{ id: b }, null, { id: a }, null]);
    const five = await ask(all.slice(0, 5).map((s) => String(s.id)));
    expect(five.errors?.[0]?.message).toBe('最多同时对比4个品牌');
  });

  it('names bad and unknown ids in Chinese and compares the rest; removing a brand updates the address', async () => {
    const [a, b] = all;
    const { page, errors } = await openPage(browser.context, `${baseUrl}/duibi?ids=${a!.id},abc,999999,${b!.id}`);
    const notes = (await page.getByTestId('compare-notices').textContent()) ?? '';
    expect(notes).toContain('以下不是有效的品牌编号，已忽略：abc');
    expect(notes).toContain('未找到以下编号的品牌（可能已下架或暂时无法读取）：999999');
    expect(await page.locator('[data-testid="compare-table"] thead th[scope="col"]').count()).toBe(2);
    await page.getByRole('button', { name: /^移出对比：/ }).first().click();
    await page.waitForURL(`${baseUrl}/duibi?ids=${b!.id}`);
    expect(errors).toEqual([]);
    const empty = await openPage(browser.context, `${baseUrl}/duibi?ids=x`);
    await expect(empty.page.locator('.sj-empty').textContent()).resolves.toContain('还没有可对比的品牌');
  });
});
