// The brand page's public record end to end (docs/decisions/0076), one brand per state of the seed:
// a brand with no red flag says which checks it passed; a 快招 shell shows its flags, each linked to its
// fact; an unknown filing reads 未知, never 通过; a brand that met 两店一年 only after franchising began
// is flagged; the ledger agrees with the listing's shop count and the map data; the cost calculator
// needs no phone number and promises nothing; the signing-date calculator counts 30 days. Honesty
// (docs/decisions/0094): no pass without the facts that earn it, 两店一年 failing today is a flag, no tag
// promising returns, a claimed brand vouches for nothing.
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { useBrowser } from './support/browser';
import { openPage } from './support/page';
import { gql } from './support/pages';
import { loadSummaries, pickByCheck, pickFrom, type Summary } from './support/records';

const skipReason = inject('skipReason');

describe.skipIf(Boolean(skipReason))('public record on the brand page', () => {
  const baseUrl = inject('baseUrl');
  const upstreamUrl = inject('upstreamUrl');
  const browser = useBrowser();
  let all: Summary[] = [];
  const pick = (test: (s: Summary) => boolean, what: string) => pickFrom(all, test, what);

  beforeAll(async () => {
    all = await loadSummaries(upstreamUrl);
  });

  const open = async (id: number) => {
    const opened = await openPage(browser.context, `${baseUrl}/shangji/${id}`, undefined, { failedResponsesAreErrors: true });
    await opened.page.waitForSelector('[data-testid="trust-checks"]', { timeout: 15_000 });
    return opened;
  };

  it('a brand with no red flag says so and names the checks it passed, with its filing facts and sources', async () => {
    const id = pick((s) => s.filing === 'filed' && s.twoStoresAtStart === 'pass' && s.flags.length === 0, 'filed and clean');
    const { page, errors } = await open(id);
    const summary = page.getByTestId('red-flag-summary');
    await expect(summary.textContent()).resolves.toContain('未发现风险提示');
    await expect(summary.textContent()).resolves.toMatch(/已通过\d项检查：商务部备案、两店一年（开始特许经营时）/);
    await expect(page.getByTestId('filing-status').textContent()).resolves.toBe('已备案');
    await expect(page.getByTestId('two-stores-start').textContent()).resolves.toMatch(/^满足/);
    const filing = (await page.locator('#trust-filing').textContent()) ?? '';
    expect(filing).toMatch(/备案号\d{14,}/);
    expect(filing).toMatch(/来源：商务部商业特许经营信息管理系统.*读取于\d{4}-\d{2}-\d{2}/);
    expect(await page.locator('[data-testid="trust-checks"] li[data-state="FAIL"]').count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('a 快招 shell shows its red flags, each linking to the fact behind it', async () => {
    const id = pick((s) => s.flags.includes('companyBrands') && s.flags.includes('filing'), 'a shell');
    const { page } = await open(id);
    const summary = (await page.getByTestId('red-flag-summary').textContent()) ?? '';
    expect(summary).toMatch(/⚠ \d项风险提示/);
    for (const label of ['未备案', '两店一年未满足', '费用未披露', '一司多品牌', '咨询远超门店']) expect(summary).toContain(label);
    await expect(page.getByTestId('filing-status').textContent()).resolves.toBe('未查到备案');
    await expect(page.getByTestId('company-brands').textContent()).resolves.toMatch(/^\d+个，分属\d+个行业$/);
    const filingCheck = page.locator('[data-testid="trust-checks"] li', { hasText: '商务部备案' });
    await expect(filingCheck.getAttribute('data-state')).resolves.toBe('FAIL');
    await filingCheck.getByRole('link', { name: '查看依据' }).click();
    await page.waitForFunction(() => location.hash === '#trust-filing');
    // Its costs: the franchise fee withheld, and the calculator says so instead of estimating.
    await expect(page.locator('[data-testid="cost-items"] tr', { hasText: '加盟费' }).textContent()).resolves.toContain('未披露');
    await expect(page.getByTestId('calc-undisclosed').textContent()).resolves.toContain('加盟费');
    await expect(page.getByTestId('calc-no-breakeven').textContent()).resolves.toContain('不作估算');
  });

  it('an unknown filing reads 未知 and is never counted as passed', async () => {
    const id = pick((s) => s.filing === 'unknown', 'of unknown filing');
    const { page } = await open(id);
    await expect(page.getByTestId('filing-status').textContent()).resolves.toBe('未知（尚未查询）');
    const check = page.locator('[data-testid="trust-checks"] li', { hasText: '商务部备案' });
    await expect(check.getAttribute('data-state')).resolves.toBe('UNKNOWN');
    await expect(check.textContent()).resolves.toContain('? 未知');
    await expect(page.getByTestId('two-stores-start').textContent()).resolves.toBe('未知');
    const summary = (await page.getByTestId('red-flag-summary').textContent()) ?? '';
    expect(summary).not.toMatch(/已通过[^。]*商务部备案/);
  });

  it('a brand that met 两店一年 only after franchising began is flagged, today and then told apart', async () => {
    const id = pick((s) => s.filing === 'filed' && s.twoStoresAtStart === 'fail', 'filed but short of 两店一年 at the start');
    const { page } = await open(id);
    await expect(page.getByTestId('two-stores-start').textContent()).resolves.toMatch(/^不满足/);
    const check = (await page.locator('[data-testid="trust-checks"] li', { hasText: '两店一年（开始特许经营时）' }).textContent()) ?? '';
    expect(check).toMatch(/开始特许经营时，开业满一年的直营店只有\d家，未满足“两店一年”；(直到\d{4}-\d{2}-\d{2}才满足|至今仍未满足)/);
    await expect(page.getByTestId('red-flag-summary').textContent()).resolves.toContain('两店一年未满足');
  });

  it('the ledger agrees with the listing’s shop and franchisee counts and with the map data', async () => {
    const id = pick((s) => s.filing === 'filed' && s.flags.length === 0, 'clean');
    const data = await gql<{ brand: { name: string; shopCount: number; franchiseeCount: number; publicRecord: { ledger: { openNow: number; franchisedOpen: number; quarters: { openAtEnd: number }[] } } } }>(
      baseUrl,
      'query E2ELedger($id: ID!) { brand(id: $id) { name shopCount franchiseeCount publicRecord { ledger { openNow franchisedOpen quarters { openAtEnd } } } } }',
      { id: String(id) },
    );
    const { brand } = data;
    expect(brand.publicRecord.ledger.openNow).toBe(brand.shopCount);
    expect(brand.publicRecord.ledger.franchisedOpen).toBe(brand.franchiseeCount);
    expect(brand.publicRecord.ledger.quarters.at(-1)!.openAtEnd).toBe(brand.shopCount);
    const shops = await gql<{ nearbyShops: { total: number } | null }>(baseUrl, 'query E2EShops($n: String!) { nearbyShops(brandName: $n, page: 1) { total } }', { n: brand.name });
    expect(shops.nearbyShops?.total ?? 0).toBe(brand.shopCount);

    const { page } = await open(id);
    await expect(page.getByTestId('ledger-open').textContent()).resolves.toBe(String(brand.shopCount));
    expect(await page.locator('[data-testid="ledger-table"] tbody tr').count()).toBe(12);
    expect(await page.locator('#ledger svg').count()).toBe(1);
  });

  it('the cost calculator recomputes from the visitor’s figures, needs no phone number and promises no earnings', async () => {
    const id = pick((s) => s.filing === 'filed' && s.flags.length === 0, 'clean');
    const { page } = await open(id);
    const total = page.getByTestId('calc-total');
    const before = await total.textContent();
    await page.getByLabel('月租金（元）').fill('30000');
    await page.getByLabel('店面面积（平方米）').fill('120');
    await page.waitForFunction((b) => document.querySelector('[data-testid="calc-total"]')?.textContent !== b, before);
    expect(await page.locator('#costs input[type="tel"], #costs input[name*="phone"], #costs input[name*="mobile"]').count()).toBe(0);
    const text = (await page.locator('body').textContent()) ?? '';
    expect(text).not.toMatch(/月入|稳赚|包赚|保证收益/);
  });

  it('beside the enquiry form: the 30-day disclosure rule, the cooling-off period and the earliest signing day', async () => {
    const id = all[0]!.id;
    const { page } = await open(id);
    const box = page.getByTestId('signing-rules');
    await expect(box.textContent()).resolves.toContain('30日信息披露');
    await expect(box.textContent()).resolves.toContain('冷静期');
    await page.getByLabel('收到披露信息的日期').fill('2026-01-15');
    await expect(page.getByTestId('earliest-signing').textContent()).resolves.toBe('最早可签约日期：2026-02-14');
    await page.getByLabel('签约日期').fill('2026-03-01');
    await page.getByLabel('合同约定的冷静期（天）').fill('7');
    await expect(page.getByTestId('cooling-off-end').textContent()).resolves.toBe('可单方解除合同至：2026-03-08');
  });

  it('an enquiry-load check for a brand with no store open is 未知, never 通过', async () => {
    const id = await pickByCheck(upstreamUrl, all, 'enquiryLoad', 'unknown');
    const { page } = await open(id);
    const check = page.locator('[data-testid="trust-checks"] li', { hasText: '咨询量与门店数' });
    await expect(check.getAttribute('data-state')).resolves.toBe('UNKNOWN');
    await expect(check.textContent()).resolves.toContain('没有在营门店，无法按门店数判断');
    expect((await page.getByTestId('red-flag-summary').textContent()) ?? '').not.toMatch(/已通过[^。]*咨询量与门店数/);
  });

  it('两店一年 failing today is a red flag, never beside 未发现风险提示', async () => {
    const id = pick((s) => s.twoStoresAtStart === 'pass' && s.flags.includes('twoStoresNow'), 'met 两店一年 at the start, short of it today');
    const { page } = await open(id);
    await expect(page.getByTestId('two-stores-now').textContent()).resolves.toMatch(/^不满足/);
    await expect(page.getByTestId('two-stores-start').textContent()).resolves.toMatch(/^满足/);
    const summary = (await page.getByTestId('red-flag-summary').textContent()) ?? '';
    expect(summary).toContain('两店一年当前不满足');
    expect(summary).not.toContain('未发现风险提示');
    const check = page.locator('[data-testid="trust-checks"] li', { hasText: '两店一年（当前）' });
    await expect(check.getAttribute('data-state')).resolves.toBe('FAIL');
  });

  it('a brand franchising for years with 0 franchisees raises a flag', async () => {
    const id = pick((s) => s.flags.includes('franchisees'), 'franchising for years without franchisees');
    const { page } = await open(id);
    await expect(page.getByTestId('red-flag-summary').textContent()).resolves.toContain('多年无加盟店');
    const check = page.locator('[data-testid="trust-checks"] li', { hasText: '特许经营年限与加盟店' });
    await expect(check.getAttribute('data-state')).resolves.toBe('FAIL');
    await expect(check.textContent()).resolves.toContain('在营加盟店为0家');
  });

  it('tags only where the figures back them: 利润高 is never shown nor offered as a filter (广告法 §25)', async () => {
    // A brand whose franchisor picked 利润高, found in the upstream's own answer.
    let id = 0;
    for (let p = 1; p <= 14 && !id; p++) {
      const body = (await (await fetch(`${upstreamUrl}/index.php/v1/zhaoshang/list?page=${p}`)).json()) as { data: { listinfo: { id: number; idenidName?: { name: string }[] }[] } };
      id = body.data.listinfo.find((b) => b.idenidName?.some((t) => t.name === '利润高'))?.id ?? 0;
    }
    expect(id, 'a seeded brand tagged 利润高').toBeGreaterThan(0);
    const { page } = await open(id);
    expect(await page.locator('.sj-tags li').allTextContents()).not.toContain('利润高');
    const list = await openPage(browser.context, `${baseUrl}/shangji/all`);
    const filters = (await list.page.locator('.sj-filters').textContent()) ?? '';
    expect(filters).not.toContain('利润高');
    expect(filters).not.toContain('人气旺');
    expect(await list.page.locator('.sj-brand-row .sj-tags').allTextContents()).not.toContain('利润高');
  });

  it('a claimed brand says 已认领 · 资料由品牌方提供，本站未核实 and vouches for nothing', async () => {
    const { brandList } = await gql<{ brandList: { brands: { items: { id: string; claimed: boolean }[] } } }>(
      baseUrl,
      'query E2EClaimed { brandList(page: 1) { brands { items { id claimed } } } }',
    );
    const claimed = brandList.brands.items.find((b) => b.claimed);
    expect(claimed, 'a claimed brand on the first list page').toBeTruthy();
    const { page } = await open(Number(claimed!.id));
    await expect(page.getByTestId('claimed').textContent()).resolves.toBe('已认领 · 资料由品牌方提供，本站未核实');
    expect(await page.locator('body').textContent()).not.toContain('承诺数据真实');
  });

  it('the signing calculator says when a signing day falls inside the 30 days and when a cooling-off period is not 1–365 whole days', async () => {
    const { page } = await open(all[0]!.id);
    await page.getByLabel('收到披露信息的日期').fill('2026-01-15');
    await page.getByLabel('签约日期').fill('2026-02-01');
    await expect(page.getByTestId('signing-too-early').textContent()).resolves.toContain('在收到披露信息后的30日内（最早2026-02-14）');
    await page.getByLabel('签约日期').fill('2026-02-14');
    await expect(page.getByTestId('signing-too-early').textContent()).resolves.toBe('');
    for (const bad of ['0', '366', '2.5']) {
      await page.getByLabel('合同约定的冷静期（天）').fill(bad);
      await expect(page.getByTestId('cooling-days-invalid').textContent(), bad).resolves.toContain('1至365之间的整天数');
    }
    await page.getByLabel('合同约定的冷静期（天）').fill('15');
    await expect(page.getByTestId('cooling-off-end').textContent()).resolves.toBe('可单方解除合同至：2026-03-01');
  });
});

describe.skipIf(Boolean(skipReason))('red-flag badges on lists', () => {
  const baseUrl = inject('baseUrl');
  const upstreamUrl = inject('upstreamUrl');
  const browser = useBrowser();

  it('the brand list shows each flagged brand’s badges, linking to the fact on its page, and none on a clean brand', async () => {
    const { page } = await openPage(browser.context, `${baseUrl}/shangji/all`, undefined, { failedResponsesAreErrors: true });
    const ids = await page.locator('.sj-brand-row .sj-brand-row-title a[id^="brand-row-"]').evaluateAll((as) => as.map((a) => a.id.replace('brand-row-', '')));
    expect(ids.length).toBeGreaterThan(0);
    const body = (await (await fetch(`${upstreamUrl}/records/v1/summaries?ids=${ids.join(',')}`)).json()) as { data: { id: number; flags: string[] }[] };
    const flagged = body.data.filter((s) => s.flags.length > 0);
    const clean = body.data.filter((s) => s.flags.length === 0);
    for (const s of [...flagged.slice(0, 3), ...clean.slice(0, 2)]) {
      const row = page.locator('.sj-brand-row', { has: page.locator(`#brand-row-${s.id}`) });
      const badges = row.locator('[data-testid="red-flags"] a');
      expect(await badges.count(), `brand ${s.id}`).toBe(s.flags.length);
      if (s.flags.length) expect(await badges.first().getAttribute('href')).toMatch(new RegExp(`^/shangji/${s.id}#trust-`));
    }
  });
});

describe.skipIf(Boolean(skipReason))('rankings that say how they are made', () => {
  const baseUrl = inject('baseUrl');
  const browser = useBrowser();

  it('a ranking page publishes its method and each entry’s score, with paid placement apart under 广告', async () => {
    const { rankingHome } = await gql<{ rankingHome: { investmentValue: { id: string; method: string } } }>(
      baseUrl,
      'query E2ERankingMethod { rankingHome { investmentValue { id method } } }',
    );
    expect(rankingHome.investmentValue.method).toMatch(/得分 =/);
    const { page } = await openPage(browser.context, `${baseUrl}/top/${rankingHome.investmentValue.id}`, undefined, { failedResponsesAreErrors: true });
    await expect(page.getByTestId('ranking-method').textContent()).resolves.toContain(rankingHome.investmentValue.method);
    const scores = (await page.getByTestId('ranking-score').allTextContents()).map((t) => Number(t.replace('得分', '').trim()));
    expect(scores.length).toBeGreaterThan(0);
    expect(scores.every((s, i) => Number.isFinite(s) && (i === 0 || scores[i - 1]! >= s))).toBe(true);
    const ads = page.getByTestId('ranking-ads');
    await expect(ads.locator('h2').textContent()).resolves.toMatch(/^广告/);
    // The organic list holds no box of ads, and the ads are not numbered.
    expect(await page.locator('[data-testid="ranking-entry"] [data-testid="ranking-ads"]').count()).toBe(0);
    const home = await openPage(browser.context, `${baseUrl}/top`, undefined, { failedResponsesAreErrors: true });
    await expect(home.page.getByTestId('board-method').first().textContent()).resolves.toMatch(/排名方法：.*得分 =/);
  });
});
