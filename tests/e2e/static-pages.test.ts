// The static pages of SPEC §2: about us, service statement, privacy policy (and its older version), IP
// protection and cache.
// Each answers 200 with its head and text in the server-rendered HTML; /cache clears the client
// cache after hydration; the enquiry form's privacy link leads to the policy instead of a 404.
import { mkdirSync } from 'node:fs';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { useBrowser } from './support/browser';
import { openPage } from './support/page';

const skipReason = inject('skipReason');
if (skipReason) console.warn(`[e2e] ${skipReason}`);
const SHOTS = '/tmp/shots';

const PAGES: ReadonlyArray<{ path: string; name: string; phrases: string[] }> = [
  {
    path: '/aboutus',
    name: '关于我们',
    phrases: ['公司简介', '服务理念', '合作伙伴', '联系我们', '400-100-8090', '09:30-18:00 周一至周五', '深圳市南山区粤海街道科技园科苑路15号科兴科学园B栋'],
  },
  { path: '/servicestatement', name: '服务声明', phrases: ['免责声明', '隐私声明', '投资有风险，选择需谨慎', '不是您与品牌方之间加盟合同'] },
  {
    path: '/privacypolicy',
    name: '隐私政策',
    phrases: [
      '2026年11月26日', 'dateTime="2026-11-26"', 'href="/wode/zixun"', '个人信息保护法', '姓名', '手机号', '所在地区', '留言', '三十天', '提前15日', '不满14周岁', 'IP地址', '六十天', '未满18周岁', '400-100-8090',
      // PIPL: the recipients per enquiry, retention, the rights and where to use them, older versions.
      '不勾选', '该品牌的运营公司', '本站自己的加盟顾问', '180天', '查阅、复制', '撤回同意', '请勿联系', 'href="/privacypolicy/2019-10-16"',
    ],
  },
  {
    path: '/privacypolicy/2019-10-16',
    name: '隐私政策（2019年10月16日版，已失效）',
    phrases: ['2019年10月16日', 'dateTime="2019-10-16"', '这是旧版本，已不再适用', '三十天', '提前15日', '不满14周岁', '六十天', '未满18周岁', '<meta name="robots" content="noindex"/>'],
  },
  { path: '/protection', name: '产权保护', phrases: ['需要提交的材料', '提交方式', '三个工作日内'] },
];

describe.skipIf(Boolean(skipReason))('static pages', () => {
  const baseUrl = inject('baseUrl');
  const siteUrl = inject('siteUrl');
  const mobileSiteUrl = inject('mobileSiteUrl');
  const browser = useBrowser();

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
  });

  const open = (path: string) => openPage(browser.context, baseUrl + path, undefined, { failedResponsesAreErrors: true });

  for (const { path, name, phrases } of PAGES) {
    it(`${path} answers 200 with its head, breadcrumb and text in the SSR HTML`, async () => {
      const res = await fetch(baseUrl + path);
      expect(res.status).toBe(200);
      const html = await res.text();
      const head = html.slice(0, html.indexOf('</head>'));
      expect(head).toContain(`<title>${name}_商机网</title>`);
      expect(head).toMatch(/<meta name="keywords" content="[^"]+"/);
      expect(head).toMatch(/<meta name="description" content="[^"]+"/);
      expect(head).toContain(`<link rel="canonical" href="${siteUrl}${path}"/>`);
      // The mobile site has every legal page, the superseded 2019 policy among them.
      expect(head).toContain(`<link rel="alternate" media="only screen and (max-width: 640px)" href="${mobileSiteUrl}${path}"/>`);
      expect(html).toMatch(new RegExp(`<nav aria-label="面包屑"[^>]*><ol><li><a [^>]*href="/"[^>]*>首页</a></li><li><span aria-current="page">${name}</span></li></ol>`));
      expect(html).toContain(`>${name}</h1>`);
      for (const phrase of phrases) expect(html, phrase).toContain(phrase);
      // The risk notice comes from the shared chrome.
      expect(html).toContain('投资有风险，选择需谨慎');
    });
  }

  it('/privacypolicy hydrates without errors; screenshot', async () => {
    const { page, errors } = await open('/privacypolicy');
    expect(await page.getByRole('heading', { level: 1, name: '隐私政策' }).count()).toBe(1);
    expect(await page.locator('time[datetime="2026-11-26"]').textContent()).toBe('2026年11月26日');
    // The older version is one click away and readable.
    await page.getByRole('link', { name: '2019年10月16日版' }).click();
    await page.waitForURL('**/privacypolicy/2019-10-16');
    await expect.poll(() => page.locator('time[datetime="2019-10-16"]').textContent()).toBe('2019年10月16日');
    expect(errors).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/privacypolicy.png`, fullPage: true });
    await page.close();
  });

  it('/cache without the parameter answers 200 with 缺少参数', async () => {
    const res = await fetch(`${baseUrl}/cache`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('缺少参数');
    expect(html).not.toContain('已清除缓存');
    const { page, errors } = await open('/cache');
    expect(await page.getByTestId('cache-status').textContent()).toBe('缺少参数');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('/cache?yeshili=ok answers 200 and shows 已清除缓存 after hydration cleared the Apollo cache', async () => {
    const res = await fetch(`${baseUrl}/cache?yeshili=ok`);
    expect(res.status).toBe(200);
    expect(await res.text()).not.toContain('缺少参数');
    const { page, errors } = await open('/cache?yeshili=ok');
    await page.waitForSelector('[data-testid="cache-status"][data-state="cleared"]', { timeout: 10_000 });
    expect(await page.getByTestId('cache-status').textContent()).toBe('已清除缓存');
    expect(errors).toEqual([]);
    await page.close();
  });

  it("the enquiry form's privacy link on a brand page leads to the privacy policy, not a 404", async () => {
    const { page } = await open('/shangji/1');
    const link = page.locator('a[href="/privacypolicy"]').first();
    expect(await link.textContent()).toContain('隐私政策');
    // The address answers the page itself (what a new tab or a crawler gets)…
    expect((await fetch(new URL('/privacypolicy', page.url()))).status).toBe(200);
    // …and following the link from the keyboard shows it (the brand page navigates its links client-side).
    await link.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL('**/privacypolicy');
    await expect.poll(() => page.title()).toBe('隐私政策_商机网');
    expect(await page.getByText('This page could not be found').count()).toBe(0);
    await page.close();
  });
});
