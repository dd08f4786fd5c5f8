// Paid placements and the brand import end to end in Chromium, on the shared site's two gateways over one
// upstream (docs/decisions/0123, 0124). ops books a brand into a ranking's 广告 box starting a few minutes
// ahead on the upstream's clock, through the first gateway's back office; the upstream's test clock is moved
// past the start, and the second gateway's /top/{id} shows the brand within the minute, in the box titled
// 广告 and not among the ranked entries. ops then imports a CSV with one bad row: the report names the row,
// the column and the problem, and no brand of the file exists afterwards.
import { mkdirSync } from 'node:fs';
import { describe, expect, inject, it } from 'vitest';
import { calls } from '@shangji/contract';
import { makeAccount, signIn } from './support/backoffice';
import { useBrowser } from './support/browser';

const skipReason = inject('skipReason');
/** Screenshots of the two screens, to look at (1300×900). */
const SHOTS = '/tmp/shots/placements';

/** `2026-11-28T14:05` in Beijing time for an epoch time (a datetime-local value of the 广告排期 form). */
const beijingLocal = (ms: number) => new Date(ms + 8 * 3600_000).toISOString().slice(0, 16);

describe.skipIf(Boolean(skipReason))('paid placements and the brand import', () => {
  const adminUrl = inject('adminUrl');
  const baseUrl2 = inject('baseUrl2');
  const mobileSiteUrl2 = inject('mobileSiteUrl2');
  const upstreamUrl = inject('upstreamUrl');
  const browser = useBrowser();

  /** A new ops account signed in on the first gateway's back office (the browser's other sessions forgotten). */
  const opsPage = async () => {
    await browser.context.clearCookies();
    const page = await browser.context.newPage();
    await signIn(page, adminUrl, upstreamUrl, await makeAccount(upstreamUrl, 'ops'));
    return page;
  };

  /** Moves the upstream's test clock (upstream/src/enquiry/test-clock.ts); answers its new time. */
  const advance = async (ms: number): Promise<number> => {
    const res = await fetch(`${upstreamUrl}/api.php/index/__test/advanceClock`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: `ms=${ms}` });
    const body = (await res.json()) as { code: number; data: number };
    expect(body.code).toBe(200);
    return body.data;
  };
  const upstream = async <T>(path: string, params: Record<string, string | number> = {}): Promise<T> => {
    const qs = new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]));
    const body = (await (await fetch(`${upstreamUrl}${path}?${qs}`)).json()) as { code: number; data: T };
    expect(body.code).toBe(200);
    return body.data;
  };
  /** The 广告 box and the ranked entries of /top/{id} as the second gateway serves it. */
  const rankingPage = async (id: number) => {
    const html = await (await fetch(`${baseUrl2}/top/${id}`, { headers: { 'user-agent': 'Mozilla/5.0 Chrome/150.0 Safari/537.36' } })).text();
    const ads = /<section[^>]*data-testid="ranking-ads"[^>]*>([\s\S]*?)<\/section>/.exec(html)?.[1] ?? '';
    const organic = /<section[^>]*aria-labelledby="ranking-brands"[^>]*>([\s\S]*?)<\/section>/.exec(html)?.[1] ?? '';
    return { ads, organic };
  };

  it('ops books a brand into a ranking’s 广告 box; after its start it shows on the second gateway within the minute, labelled, not ranked; ops cancels it', async () => {
    const { listinfo } = await upstream<{ listinfo: { id: number; list: { id: number }[]; sponsored: { id: number }[] }[] }>(calls.topList.path, { pinyin: '', page: 1 });
    const ranking = listinfo[0]!;
    const shown = new Set([...ranking.list, ...ranking.sponsored].map((b) => b.id));
    const { listinfo: brands } = await upstream<{ listinfo: { id: number; title: string }[] }>(calls.brandList.path, {});
    const brand = brands.find((b) => !shown.has(b.id))!;

    const page = await opsPage();
    await page.goto(`${adminUrl}/placements`);
    await page.getByRole('heading', { name: '广告排期' }).waitFor();
    await expect(page.title()).resolves.toMatch(/^广告排期/);
    // Two minutes ahead on the upstream's clock (other tests may have moved it), to the minute.
    const upstreamNow = await advance(1);
    const start = Math.ceil((upstreamNow + 2 * 60_000) / 60_000) * 60_000;
    await page.getByRole('button', { name: '新建排期' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('广告位').selectOption(`top:${ranking.id}`);
    await dialog.getByLabel('品牌编号').fill(String(brand.id));
    await dialog.getByLabel('开始时间（北京时间）').fill(beijingLocal(start));
    // An end before the start is refused in Chinese, in the dialog.
    await dialog.getByLabel('结束时间（北京时间）').fill(beijingLocal(start - 60_000));
    await dialog.getByRole('button', { name: '保存排期' }).click();
    await dialog.getByText('结束时间必须晚于开始时间').waitFor({ timeout: 10_000 });
    await dialog.getByLabel('结束时间（北京时间）').fill(beijingLocal(start + 24 * 3600_000));
    await dialog.getByRole('button', { name: '保存排期' }).click();
    await page.getByText('排期已保存').waitFor();
    const row = page.locator('tr', { hasText: brand.title });
    await row.getByText('未开始').waitFor({ timeout: 10_000 });

    // Before the start: not in the box.
    expect((await rankingPage(ranking.id)).ads).not.toContain(`/shangji/${brand.id}"`);

    await advance(start - upstreamNow + 1000);
    const deadline = Date.now() + 60_000;
    let seen = await rankingPage(ranking.id);
    while (!seen.ads.includes(`/shangji/${brand.id}"`) && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 2000));
      seen = await rankingPage(ranking.id);
    }
    expect(seen.ads, 'the placement on the second gateway within the minute').toContain(`/shangji/${brand.id}"`);
    expect(seen.ads).toMatch(/^[\s\S]*?广告/);
    expect(seen.organic).not.toContain(`/shangji/${brand.id}"`);
    // The mobile site of the second gateway too, under its 广告 heading.
    const mobile = await (await fetch(`${mobileSiteUrl2}/top/${ranking.id}`, { headers: { 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148' } })).text();
    const mobileAds = /<section[^>]*aria-labelledby="ranking-ads"[^>]*>([\s\S]*?)<\/section>/.exec(mobile)?.[1] ?? '';
    expect(mobileAds).toMatch(/^[\s\S]*?广告/);
    expect(mobileAds).toContain(`/shangji/${brand.id}"`);
    await page.reload();
    const live = page.locator('tr', { hasText: brand.title });
    await live.getByText('投放中').waitFor({ timeout: 10_000 });
    mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: `${SHOTS}/placements.png`, fullPage: true });

    // Cancelled, it leaves the box (and the shared site's other tests see the ranking as before).
    await live.getByRole('button', { name: '取消' }).click();
    await page.getByRole('dialog').getByRole('button', { name: '确认取消' }).click();
    await page.getByText('排期已取消').waitFor();
    await page.locator('tr', { hasText: brand.title }).getByText('已取消').waitFor({ timeout: 10_000 });
  });

  it('an import with one bad row shows the report and imports nothing', async () => {
    const stamp = String(Date.now() % 1e6);
    const header = '品牌名称*,行业分类*,投资金额档*,投资金额,所在地区*,公司名称,主营产品,适合人群,成立时间,门店数,品牌简介,关键词';
    const csv = `\uFEFF${header}\r\n端到端好品牌${stamp},餐饮/奶茶,5-10万,,上海市,,,,,12,,\r\n端到端坏品牌${stamp},火星餐饮,5-10万,,上海市,,,,,3,,\r\n`;
    const page = await opsPage();
    await page.goto(`${adminUrl}/import`);
    await page.getByRole('heading', { name: '品牌导入' }).waitFor();
    await expect(page.title()).resolves.toMatch(/^品牌导入/);
    await page.locator('input[type=file][name=file]').setInputFiles({ name: 'brands.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await page.getByRole('button', { name: '开始导入' }).click();
    const report = page.getByRole('table', { name: '问题列表' });
    await report.waitFor();
    await page.getByText('发现 1 处问题，未导入任何品牌').waitFor({ timeout: 10_000 });
    mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: `${SHOTS}/import.png`, fullPage: true });
    await expect(report.locator('tbody tr').allTextContents()).resolves.toEqual(['第 3 行行业分类未知的行业分类「火星餐饮」，请填写网站已有的小类，如“餐饮/奶茶”']);
    const search = await upstream<{ listinfo: unknown[] }>(calls.brandSearch.path, { keyword: `端到端好品牌${stamp}` });
    expect(search.listinfo).toEqual([]);
  });
});
