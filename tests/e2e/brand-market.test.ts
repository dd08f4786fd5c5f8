// /brandmarket as a visitor uses it (SPEC §2, §9): the counters, industry blocks and services in the
// server HTML; 16 certified brands whose 免费获取资料 opens the enquiry popup for that brand; 立即咨询
// opening the dialog titled 品牌营销, whose submission is stored as a lead attached to no brand
// (docs/decisions/0055); the side panel fixed only between 1200 and 7000 px of scroll.
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { useBrowser } from './support/browser';
import { openPage } from './support/page';
import { upstreamHooks } from './support/upstream-hooks';

const skipReason = inject('skipReason');
const SHOTS = '/tmp/shots';
const COUNTERS = ['3000+', '100000+', '5000+'];
const INDUSTRIES = ['餐饮', '教育', '零售', '家居'];
const SERVICES = ['品牌建设', '搜索引擎品牌认证', '媒体种草', '舆情监控', '危机公关'];

describe.skipIf(Boolean(skipReason))('/brandmarket', () => {
  const baseUrl = inject('baseUrl');
  const upstreamUrl = inject('upstreamUrl');
  const browser = useBrowser();
  let certified: { id: string; name: string }[] = [];

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    const res = await fetch(`${baseUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: 'query E2ECertified { certifiedBrands(limit: 16) { id name } }' }),
    });
    certified = ((await res.json()) as { data: { certifiedBrands: { id: string; name: string }[] } }).data.certifiedBrands;
  });

  const { captchaAnswer, smsCode } = upstreamHooks(() => browser.context, baseUrl, upstreamUrl);

  async function notice(page: Page, text: string) {
    await page.getByTestId('enquiry-notice').filter({ hasText: text }).waitFor({ state: 'visible', timeout: 10_000 });
  }

  it('server HTML has the title, counters, four industry blocks and five services', async () => {
    const res = await fetch(`${baseUrl}/brandmarket`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<title>品牌营销_商机网</title>');
    expect(html).toMatch(/<meta name="keywords" content="[^"]*品牌营销/);
    expect(html).toMatch(/<meta name="description" content="[^"]+"/);
    for (const value of COUNTERS) expect(html).toContain(`data-counter="${value}"`);
    for (const value of COUNTERS) expect(html).toContain(`<span class="sj-sr-only">${value}</span>`);
    for (const name of INDUSTRIES) expect(html).toMatch(new RegExp(`<h3 id="industry-[a-z]+">${name}</h3>`));
    for (const name of SERVICES) expect(html).toMatch(new RegExp(`<h2 id="[a-z]+-title" class="sj-card-title">${name}</h2>`));
  });

  it('hydrates without GraphQL requests or errors; counters end on their values; 16 brand cards link to their pages', async () => {
    const { page, errors, graphql } = await openPage(browser.context, `${baseUrl}/brandmarket`);
    const figures = page.locator('.sj-bm-counters .sj-counter-figure [aria-hidden="true"]');
    await expect.poll(() => figures.allTextContents(), { timeout: 5000 }).toEqual(COUNTERS);

    expect(certified).toHaveLength(16);
    const cards = page.getByTestId('market-brand');
    expect(await cards.count()).toBe(16);
    const hrefs = await cards.evaluateAll((els) => els.map((el) => el.querySelector('h3 a')?.getAttribute('href')));
    expect(hrefs).toEqual(certified.map((b) => `/shangji/${b.id}`));
    for (let i = 0; i < 16; i++) await cards.nth(i).getByRole('button', { name: /^免费获取资料/ }).waitFor();
    // Four even columns whatever the names and pictures hold (1fr alone lets long content widen one).
    const widths = await cards.evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().width)));
    expect(Math.max(...widths) - Math.min(...widths)).toBeLessThanOrEqual(1);
    const lefts = new Set(await cards.evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().left))));
    expect(lefts.size).toBe(4);
    expect(await page.getByTestId('market-industry').count()).toBe(4);
    expect(await page.getByTestId('market-service').count()).toBe(5);
    await page.screenshot({ path: `${SHOTS}/market-page.png`, fullPage: true });
    expect(errors).toEqual([]);
    expect(graphql).toEqual([]);
    await page.close();
  });

  it("免费获取资料 opens the enquiry popup for that card's brand", async () => {
    const { page, errors } = await openPage(browser.context, `${baseUrl}/brandmarket`);
    for (const i of [0, 9]) {
      const card = page.getByTestId('market-brand').nth(i);
      await card.getByRole('button', { name: /^免费获取资料/ }).click();
      const dialog = page.getByRole('dialog', { name: `在线咨询 · ${certified[i]!.name}`, exact: true });
      await dialog.waitFor();
      await dialog.getByTestId('enquiry-form-popup').waitFor();
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
    }
    expect(errors).toEqual([]);
    await page.close();
  });

  it('立即咨询 opens the dialog titled 品牌营销, and its submission is stored as a lead of no brand', async () => {
    const { page, errors } = await openPage(browser.context, `${baseUrl}/brandmarket`);
    await page.locator('.sj-bm-hero').getByRole('button', { name: /^立即咨询/ }).click();
    const dialog = page.getByRole('dialog', { name: '品牌营销', exact: true });
    await dialog.waitFor();
    expect(await dialog.getByRole('heading').first().textContent()).toBe('品牌营销');
    const form = dialog.getByTestId('enquiry-form-popup');
    await form.getByTestId('captcha-image').waitFor();
    await page.screenshot({ path: `${SHOTS}/market-dialog.png` });

    // Let the form's own mutation through, asking the stored Enquiry back as well (the form needs only ok/message).
    const sent: { input: Record<string, unknown> }[] = [];
    const stored: unknown[] = [];
    await page.route('**/graphql', async (route) => {
      const body = JSON.parse(route.request().postData() ?? '{}') as { query?: string; variables?: { input: Record<string, unknown> } };
      if (!body.query?.includes('mutation SubmitEnquiry')) return route.fallback();
      sent.push(body.variables!);
      const query = body.query.replace(/submitEnquiry\(input: \$input\) \{/, '$& enquiry { id typeId brandName brand { id } }');
      expect(query).not.toBe(body.query);
      const response = await route.fetch({ postData: JSON.stringify({ ...body, query }) });
      const json = (await response.json()) as { data?: { submitEnquiry?: { enquiry?: unknown } } };
      stored.push(json.data?.submitEnquiry?.enquiry);
      delete json.data?.submitEnquiry?.enquiry;
      await route.fulfill({ response, json });
    });

    const mobile = `137${String(Date.now() % 1e8).padStart(8, '0')}`;
    await form.getByRole('textbox', { name: '姓名' }).fill('周品牌');
    await form.getByLabel('手机号', { exact: true }).fill(mobile);
    await form.getByLabel('图片验证码').fill(await captchaAnswer());
    await form.getByRole('button', { name: '获取验证码' }).click();
    await notice(page, '验证码已发送，请注意查收');
    await form.getByLabel('手机验证码').fill(await smsCode(mobile));
    // SPEC §5: the seven quick-message presets, here too.
    expect(await form.getByRole('group', { name: '快捷留言' }).getByRole('button').count()).toBe(7);
    await form.getByRole('button', { name: '请尽快给我回电话，谢谢' }).click();
    expect(await form.getByLabel('留言内容').inputValue()).toBe('请尽快给我回电话，谢谢');
    // The consent names the site's own marketing advisers as the recipient.
    expect(await form.getByTestId('enquiry-consent').textContent()).toContain('提供给本站自己的品牌营销顾问');
    await form.getByRole('checkbox').check();
    await form.getByRole('button', { name: '同意并提交' }).click();
    await notice(page, '提交成功，我们会尽快与您联系');
    await dialog.waitFor({ state: 'hidden' });

    expect(sent).toHaveLength(1);
    expect(sent[0]!.input).toMatchObject({ typeId: 2, brandId: null, url: '/brandmarket', content: '请尽快给我回电话，谢谢', consentVersion: expect.any(String) });
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ typeId: 2, brandName: '品牌营销', brand: null });
    expect((stored[0] as { id: string }).id).toMatch(/^\d+$/);
    // The public ticker of brand enquiries does not announce it.
    const ticker = await fetch(`${baseUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: 'query E2ETicker { enquiryTicker { title maskedName } }' }),
    });
    const items = ((await ticker.json()) as { data: { enquiryTicker: { title: string; maskedName: string }[] } }).data.enquiryTicker;
    expect(items.some((t) => t.title === '品牌营销')).toBe(false);
    await page.unroute('**/graphql');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('the side panel is fixed between 1200 and 7000 px of scroll only', async () => {
    const { page, errors } = await openPage(browser.context, `${baseUrl}/brandmarket`);
    const panel = page.getByTestId('market-panel');
    const position = () => panel.evaluate((el) => getComputedStyle(el).position);
    // Real content, not padding, makes the page tall enough to scroll past 7000 px at 1300x900.
    const height = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
    expect(height, 'the page can scroll to 7500 px').toBeGreaterThanOrEqual(7500);
    expect(await position()).not.toBe('fixed');
    await page.evaluate(() => window.scrollTo(0, 1500));
    await expect.poll(position).toBe('fixed');
    expect((await panel.boundingBox())!.y).toBeGreaterThanOrEqual(0);
    await page.screenshot({ path: `${SHOTS}/market-panel-fixed.png` });
    await page.evaluate(() => window.scrollTo(0, 4000));
    await page.screenshot({ path: `${SHOTS}/market-4000.png` });
    await page.evaluate(() => window.scrollTo(0, 6800));
    await page.screenshot({ path: `${SHOTS}/market-6800.png` });
    await page.evaluate(() => window.scrollTo(0, 7500));
    await expect.poll(position).not.toBe('fixed');
    await page.screenshot({ path: `${SHOTS}/market-7500.png` });
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(position).not.toBe('fixed');
    // The panel's 立即咨询 opens the same 品牌营销 dialog.
    await panel.getByRole('button', { name: /^立即咨询/ }).click();
    await page.getByRole('dialog', { name: '品牌营销', exact: true }).waitFor();
    expect(errors).toEqual([]);
    await page.close();
  });
});
