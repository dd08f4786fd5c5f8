// Claiming a brand end to end in Chromium on the shared site (docs/decisions/0120): a brand owner follows
// the public brand page's 认领品牌 to the back office's origin, registers with an SMS code (the upstream's
// test outbox), claims the brand with its company, 统一社会信用代码 and a licence photo; ops signs in,
// opens the claim and its picture, and approves; the merchant sees 已通过 and its brand's screens; the
// public brand page says 已认领 on both gateways and on the mobile site within the content feed's
// interval (polled, never a fixed sleep).
import { mkdirSync } from 'node:fs';
import sharp from 'sharp';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { makeAccount, signIn } from './support/backoffice';
import { findBrands, useBrowser } from './support/browser';

const skipReason = inject('skipReason');
const SHOTS = '/tmp/shots/claims';
const COMPANY = '杭州端到端认领测试餐饮管理有限公司';

/** Polls `probe` every half second until it holds or `ms` pass; answers whether it held. */
async function within(ms: number, probe: () => Promise<boolean>): Promise<boolean> {
  const end = Date.now() + ms;
  for (;;) {
    if (await probe()) return true;
    if (Date.now() > end) return false;
    await new Promise((r) => setTimeout(r, 500));
  }
}

describe.skipIf(Boolean(skipReason))('claiming a brand', () => {
  const baseUrl = inject('baseUrl');
  const baseUrl2 = inject('baseUrl2');
  const mobileSiteUrl = inject('mobileSiteUrl');
  const adminUrl = inject('adminUrl');
  const upstreamUrl = inject('upstreamUrl');
  const browser = useBrowser();
  let brand: { id: string; name: string };

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    // Far from the brands other files look at (the first 25): this one ends claimed.
    // (Two asks: one operation may hold at most 30 aliases.)
    const brands = [...(await findBrands(baseUrl, Array.from({ length: 20 }, (_, i) => 160 + i))), ...(await findBrands(baseUrl, Array.from({ length: 20 }, (_, i) => 180 + i)))];
    const found = brands.filter((b) => !b.claimed).at(-1);
    expect(found, 'an unclaimed brand among 160-199').toBeDefined();
    brand = found!;
  });

  it('register, claim, ops approves: the brand page says 已认领 on every gateway', async () => {
    const errors: string[] = [];
    const merchant = await browser.context.newPage();
    merchant.on('pageerror', (e) => errors.push(String(e)));
    await merchant.goto(`${baseUrl}/shangji/${brand.id}`);
    await merchant.getByTestId('unclaimed').waitFor();
    const link = merchant.getByRole('link', { name: '认领品牌' });
    expect(await link.getAttribute('href')).toBe(`${adminUrl}/claim?brand=${brand.id}`);
    await link.click();

    // No account yet: the claim form sends the owner to register first, and back after.
    await merchant.waitForURL((url) => url.origin === adminUrl && url.pathname === '/register');
    await merchant.getByRole('heading', { name: '商家注册' }).waitFor();
    const mobile = `1391${String(Date.now() % 10_000_000).padStart(7, '0')}`;
    await merchant.getByLabel('手机号').fill(mobile);
    await merchant.getByRole('button', { name: '获取验证码' }).click();
    await merchant.getByText('验证码已发送，5分钟内有效').waitFor();
    await expect.poll(async () => merchant.getByRole('button', { name: /重新获取\(\d+秒\)/ }).count()).toBe(1);
    const sms = (await (await fetch(`${upstreamUrl}/api.php/index/__test/smsOutbox?mobile=${mobile}`)).json()) as { data: string };
    const code = /验证码(\d{6})/.exec(sms.data)![1]!;
    await merchant.getByLabel('短信验证码').fill(code);
    await merchant.getByLabel('联系人姓名').fill('钱经理');
    await merchant.locator('input[name="password"]').fill('e2e merchant password');
    await merchant.locator('input[name="password2"]').fill('e2e merchant password');
    await merchant.screenshot({ path: `${SHOTS}/register.png` });
    await merchant.getByRole('button', { name: '注册并继续' }).click();

    await merchant.waitForURL((url) => url.pathname === '/claim' && url.searchParams.get('brand') === brand.id);
    await expect.poll(() => merchant.getByTestId('claim-brand').innerText()).toContain(brand.name);
    await merchant.getByLabel('运营公司全称').fill(COMPANY);
    // A wrong check character is said under the field before anything is sent.
    await merchant.getByLabel('统一社会信用代码').fill('91330100799655058C');
    await merchant.getByLabel('联系人姓名').fill('钱经理');
    await merchant.getByText('统一社会信用代码校验位不正确，请核对营业执照').waitFor();
    await merchant.getByLabel('统一社会信用代码').fill('91330100799655058B');
    await merchant.getByLabel('联系人手机号').fill('13900139000');
    // An SVG is refused by the page; a photo with EXIF is uploaded and re-encoded by the upstream.
    await merchant.setInputFiles('#licence', { name: 'licence.svg', mimeType: 'image/svg+xml', buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>') });
    await merchant.getByText('请上传 JPG、PNG 或 WebP 格式的营业执照图片').waitFor();
    const photo = await sharp({ create: { width: 900, height: 620, channels: 3, background: '#e9dfc4' } }).jpeg().withExif({ IFD0: { Make: 'E2ECam' } }).toBuffer();
    await merchant.setInputFiles('#licence', { name: '营业执照.jpg', mimeType: 'image/jpeg', buffer: photo });
    await merchant.getByText('已上传：营业执照.jpg（900×620）').waitFor();
    await merchant.screenshot({ path: `${SHOTS}/claim-form.png`, fullPage: true });
    await merchant.getByRole('button', { name: '提交认领' }).click();
    await merchant.waitForURL((url) => url.pathname === '/my-claims');
    const row = merchant.getByTestId('my-claim').filter({ hasText: brand.name });
    await expect.poll(() => row.innerText()).toContain('待审核');

    // ops reviews it in a browser of its own.
    const opsContext = await browser.context.browser()!.newContext({ viewport: { width: 1280, height: 900 } });
    const ops = await opsContext.newPage();
    ops.on('pageerror', (e) => errors.push(String(e)));
    await signIn(ops, adminUrl, upstreamUrl, await makeAccount(upstreamUrl, 'ops', { name: '运营审核员' }));
    await ops.goto(`${adminUrl}/claims`);
    const pending = ops.getByTestId('claim-row').filter({ hasText: COMPANY });
    await pending.getByRole('link', { name: '审核', exact: true }).click();
    await expect.poll(() => ops.getByTestId('claim-company').innerText()).toBe(COMPANY);
    await expect.poll(() => ops.getByTestId('claim-licence').evaluate((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth)).toBe(900);
    await ops.screenshot({ path: `${SHOTS}/review.png`, fullPage: true });
    await ops.getByRole('button', { name: '通过', exact: true }).click();
    await ops.getByRole('button', { name: '确认通过' }).click();
    await ops.getByText('已通过，品牌已关联到该商家账号').waitFor();
    await opsContext.close();

    // The merchant: approved, and now the brand's administrator (线索 appears on its next screen).
    await merchant.goto(`${adminUrl}/my-claims`);
    await expect.poll(() => row.innerText()).toContain('已通过');
    await expect.poll(() => merchant.getByRole('navigation', { name: '主导航' }).innerText()).toContain('线索');

    // Every gateway answers the brand as claimed within the content feed's interval.
    for (const site of [baseUrl, baseUrl2]) {
      const seen = await within(60_000, async () => {
        const html = await (await fetch(`${site}/shangji/${brand.id}`)).text();
        return html.includes('data-testid="claimed"') && html.includes(COMPANY);
      });
      expect(seen, `${site} shows 已认领`).toBe(true);
    }
    // The mobile page, whose enquiry form carries the consent: it now names the operating company.
    expect(await within(60_000, async () => {
      const html = await (await fetch(`${mobileSiteUrl}/shangji/${brand.id}`)).text();
      return html.includes('已认领') && html.includes(`该品牌的运营公司「${COMPANY}」`);
    })).toBe(true);
    await merchant.goto(`${baseUrl}/shangji/${brand.id}`);
    await merchant.getByTestId('claimed').waitFor();
    expect(await merchant.getByRole('link', { name: '认领品牌' }).count()).toBe(0);
    await merchant.screenshot({ path: `${SHOTS}/public-claimed.png` });
    expect(errors).toEqual([]);
    await merchant.close();
  });
});
