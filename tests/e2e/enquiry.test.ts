// The enquiry form end to end (SPEC §4, §5, §8): validation messages in order, image captcha (its answer
// through the upstream's test-only hook), SMS code (read from the development outbox), the 60 s countdown,
// submit, returning mode, request failures, and the popup (overlay, close icon, Escape, focus trap).
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { findBrands, useBrowser, type BrandFlags } from './support/browser';
import { upstreamHooks } from './support/upstream-hooks';

const skipReason = inject('skipReason');
const SHOTS = '/tmp/shots';

describe.skipIf(Boolean(skipReason))('enquiry form', () => {
  const baseUrl = inject('baseUrl');
  const upstreamUrl = inject('upstreamUrl');
  let plain: BrandFlags;
  const browser = useBrowser();
  let phoneSeq = 0;
  const phone = () => `139${String(Date.now() % 1e6).padStart(6, '0')}${String(++phoneSeq).padStart(2, '0')}`;

  beforeAll(async () => {
    const brands = await findBrands(baseUrl, Array.from({ length: 25 }, (_, i) => i + 1));
    const found = brands.find((b) => !b.certified);
    if (!found) throw new Error('seed has no uncertified brand among the first 25');
    plain = found;
    mkdirSync(SHOTS, { recursive: true });
  });

  async function open(): Promise<{ page: Page; errors: string[] }> {
    const page = await browser.context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('console', (m) => {
      // Requests this test aborts on purpose log net::ERR_FAILED.
      if (m.type() === 'error' && !m.text().includes('net::ERR_FAILED')) errors.push(m.text());
    });
    await page.goto(`${baseUrl}/shangji/${plain.id}`, { waitUntil: 'load' });
    await page.waitForSelector('html[data-hydrated="true"]', { timeout: 15_000 });
    return { page, errors };
  }

  const { captchaAnswer, smsCode } = upstreamHooks(() => browser.context, baseUrl, upstreamUrl);

  /** How many enquiries the upstream stored for `mobile` (its development-only count hook). */
  async function upstreamEnquiryCount(mobile: string): Promise<number> {
    const res = await fetch(`${upstreamUrl}/api.php/index/__test/enquiryCount?mobile=${mobile}`);
    return ((await res.json()) as { data: number }).data;
  }

  async function notice(page: Page, text: string) {
    await page.getByTestId('enquiry-notice').filter({ hasText: text }).waitFor({ state: 'visible', timeout: 5000 });
  }

  it('keeps the idempotency key across an unavailable and a timed-out answer, and the retry stores the enquiry once', async () => {
    const { page } = await open();
    const form = page.getByTestId('enquiry-form');
    await form.scrollIntoViewIfNeeded();
    await form.getByTestId('captcha-image').waitFor();
    const mobile = phone();
    await form.getByRole('textbox', { name: '姓名' }).fill('王五');
    await form.getByLabel('手机号', { exact: true }).fill(mobile);
    await form.getByLabel('图片验证码').fill(await captchaAnswer());
    await form.getByRole('button', { name: '获取验证码' }).click();
    await notice(page, '验证码已发送，请注意查收');
    await form.getByLabel('手机验证码').fill(await smsCode(mobile));
    await form.getByRole('checkbox').check();

    // The first attempt is answered "unavailable" without reaching the upstream; the second reaches it
    // (and is stored) but its answer is the gateway's timeout; the third gets the stored outcome.
    const keys: string[] = [];
    await page.route('**/graphql', async (route) => {
      const body = route.request().postData() ?? '';
      if (!body.includes('submitEnquiry')) return route.fallback();
      keys.push((JSON.parse(body) as { variables: { input: { idempotencyKey: string } } }).variables.input.idempotencyKey);
      if (keys.length > 2) return route.fallback();
      if (keys.length === 2) await route.fetch();
      const code = keys.length === 1 ? 'UPSTREAM_UNAVAILABLE' : 'UPSTREAM_TIMEOUT';
      await route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ data: null, errors: [{ message: '服务暂时不可用', extensions: { code } }] }) });
    });
    const submit = form.getByRole('button', { name: '同意并提交' });
    // SPEC §8, to the letter: 系统参数错误 and nothing more.
    await submit.click();
    await expect.poll(() => page.getByTestId('enquiry-notice').textContent()).toBe('系统参数错误');
    await submit.click();
    await expect.poll(() => keys.length).toBe(2);
    await expect.poll(() => page.getByTestId('enquiry-notice').textContent()).toBe('系统参数错误');
    await submit.click();
    await notice(page, '提交成功，我们会尽快与您联系');
    expect(keys).toHaveLength(3);
    expect(keys[0]).toMatch(/^[A-Za-z0-9_-]{16,}$/);
    expect(new Set(keys).size).toBe(1);
    // Stored once.
    expect(await upstreamEnquiryCount(mobile)).toBe(1);
    await page.close();
  });

  it('checks fields in the spec order, sends a code with a countdown, submits, then switches to returning mode', async () => {
    const { page, errors } = await open();
    const form = page.getByTestId('enquiry-form');
    await form.scrollIntoViewIfNeeded();
    expect(await form.getAttribute('data-mode')).toBe('first');
    const img = form.getByTestId('captcha-image');
    await img.waitFor();
    await page.screenshot({ path: `${SHOTS}/enquiry-form.png`, clip: (await form.boundingBox())! });

    // Clicking the image gives a new one.
    const first = await img.getAttribute('src');
    await form.getByRole('button', { name: '看不清？点击图片换一张' }).click();
    await expect.poll(() => img.getAttribute('src')).not.toBe(first);

    const submit = form.getByRole('button', { name: '同意并提交' });
    const getCode = form.getByRole('button', { name: '获取验证码' });
    await submit.click();
    await notice(page, '请输入您的姓名');
    await form.getByRole('textbox', { name: '姓名' }).fill('张三');
    await submit.click();
    await notice(page, '请输入您的手机号');
    await form.getByLabel('手机号', { exact: true }).fill('12345678901');
    await submit.click();
    await notice(page, '请输入正确的手机号码');
    const mobile = phone();
    await form.getByLabel('手机号', { exact: true }).fill(mobile);
    await submit.click();
    await notice(page, '请输入图片验证码');
    await getCode.click();
    await notice(page, '请输入图片验证码');
    await form.getByLabel('图片验证码').fill('zzzz');
    await submit.click();
    await notice(page, '请输入正确的手机验证码');

    // A request that fails shows the inline error next to the button, and no toast.
    await page.route('**/graphql', (route) => (route.request().postData()?.includes('mutation SendSmsCode') ? route.abort() : route.fallback()));
    await page.evaluate(() => new Promise((r) => setTimeout(r, 3100)));
    await getCode.click();
    await expect.poll(() => form.getByRole('alert').textContent()).toBe(' 系统参数错误');
    expect(await page.getByTestId('enquiry-notice').isVisible()).toBe(false);
    await page.unroute('**/graphql');

    // A wrong captcha: the upstream's msg, and a new image.
    const before = await img.getAttribute('src');
    await getCode.click();
    await notice(page, '图片验证码错误或已失效，请刷新图片后重试');
    await expect.poll(() => img.getAttribute('src')).not.toBe(before);

    await form.getByLabel('图片验证码').fill(await captchaAnswer());
    await getCode.click();
    await notice(page, '验证码已发送，请注意查收');
    const countdown = form.getByRole('button', { name: /^重新获取\(\d+秒\)$/ });
    await countdown.waitFor();
    expect(await countdown.isDisabled()).toBe(true);
    const n1 = Number(/\d+/.exec((await countdown.textContent())!)![0]);
    expect(n1).toBeGreaterThanOrEqual(58);
    await expect.poll(async () => Number(/\d+/.exec((await countdown.textContent()) ?? '0')?.[0]), { timeout: 4000 }).toBeLessThan(n1);

    await form.getByLabel('手机验证码').fill(await smsCode(mobile));
    await form.getByLabel('省份').selectOption({ index: 1 });

    // Every spec check passes; the consent is checked after them, unticked until the visitor ticks it,
    // and names who receives the number: this brand has no merchant, so the site's own advisers.
    const consent = form.getByRole('checkbox');
    expect(await consent.isChecked()).toBe(false);
    const wording = (await form.getByTestId('enquiry-consent').textContent())!;
    expect(wording).toContain('提供给本站自己的加盟顾问');
    expect(wording).toContain('180天');
    expect(await consent.getAttribute('id')).toBe(await form.getByTestId('enquiry-consent').getAttribute('for'));
    await submit.click();
    await notice(page, '请阅读并勾选同意将您的姓名和手机号提供给本站自己的加盟顾问，再提交');
    await consent.check();
    await form.getByRole('button', { name: '我对这个项目很感兴趣，请联系我' }).click();
    expect(await form.getByLabel('留言内容').inputValue()).toBe('我对这个项目很感兴趣，请联系我');

    // While the request is in flight the button says so.
    await page.route('**/graphql', async (route) => {
      if (route.request().postData()?.includes('mutation SubmitEnquiry')) await new Promise((r) => setTimeout(r, 800));
      await route.fallback();
    });
    await submit.click();
    await form.getByRole('button', { name: '提交中...' }).waitFor({ timeout: 2000 });
    await notice(page, '提交成功，我们会尽快与您联系');
    await page.unroute('**/graphql');
    await form.getByRole('button', { name: '同意并提交' }).waitFor();

    // Returning mode: name and phone kept (phone read-only), no captcha or SMS code, region and message cleared.
    expect(await form.getAttribute('data-mode')).toBe('returning');
    expect(JSON.parse((await page.evaluate(() => sessionStorage.getItem('sj_enquirer')))!)).toEqual({ name: '张三', mobile });
    expect(await form.getByLabel('手机号', { exact: true }).inputValue()).toBe(mobile);
    expect(await form.getByLabel('手机号', { exact: true }).getAttribute('readonly')).not.toBeNull();
    expect(await form.getByRole('textbox', { name: '姓名' }).inputValue()).toBe('张三');
    expect(await form.getByLabel('留言内容').inputValue()).toBe('');
    expect(await form.getByLabel('省份').inputValue()).toBe('');
    expect(await form.getByLabel('图片验证码').count()).toBe(0);
    expect(await form.getByLabel('手机验证码').count()).toBe(0);

    // One consent covers one enquiry: unticked again. The same brand again within 30 days is told when
    // it was sent and where to see it, and is not sent again.
    expect(await consent.isChecked()).toBe(false);
    await form.getByRole('button', { name: '请尽快给我回电话，谢谢' }).click();
    await consent.check();
    await form.getByRole('button', { name: '同意并提交' }).click();
    await notice(page, '30天内不会重复发送。如需查看或撤回，请到「我的咨询」（/wode/zixun）。');
    expect(await page.getByTestId('enquiry-notice').textContent()).toMatch(/^您已于\d{4}-\d{2}-\d{2} \d{2}:\d{2}向该品牌提交过咨询/);
    expect(await upstreamEnquiryCount(mobile)).toBe(1);

    // A failing submit request: the error toast, 系统参数错误 and nothing more.
    await page.route('**/graphql', (route) => (route.request().postData()?.includes('mutation SubmitEnquiry') ? route.abort() : route.fallback()));
    await form.getByRole('button', { name: '同意并提交' }).click();
    await expect.poll(() => page.getByTestId('enquiry-notice').textContent()).toBe('系统参数错误');
    await page.unroute('**/graphql');
    // An answer without a body: 系统繁忙！请稍后再试！
    await page.route('**/graphql', (route) => (route.request().postData()?.includes('mutation SubmitEnquiry') ? route.fulfill({ status: 200, contentType: 'application/json', body: '' }) : route.fallback()));
    await form.getByRole('button', { name: '同意并提交' }).click();
    await expect.poll(() => page.getByTestId('enquiry-notice').textContent()).toBe('系统繁忙！请稍后再试！');
    await page.unroute('**/graphql');
    // Nowhere is consent bundled into submitting.
    expect(await page.content()).not.toContain('提交即视为同意');

    // The privacy consent links to the policy.
    expect(await form.getByRole('link', { name: '《隐私政策》' }).getAttribute('href')).toBe('/privacypolicy');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('opens as a popup from 获取资料: overlay, close icon, Escape, focus kept inside, closes after success', async () => {
    const { page, errors } = await open();
    const trigger = page.getByRole('button', { name: '获取资料' });
    await trigger.click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    expect(await page.getByTestId('enquiry-overlay').isVisible()).toBe(true);
    const overlayBg = await page.getByTestId('enquiry-overlay').evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(overlayBg).toBe('rgba(0, 0, 0, 0.6)');
    const popup = dialog.getByTestId('enquiry-form-popup');
    await popup.getByTestId('captcha-image').waitFor();
    expect(await popup.getAttribute('data-mode')).toBe('first');
    await page.screenshot({ path: `${SHOTS}/enquiry-popup.png` });

    // Focus is trapped: tabbing through more controls than the dialog has never leaves it.
    for (let i = 0; i < 25; i++) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    await trigger.click();
    await dialog.waitFor();
    // Its captcha is the session's newest once shown: closing before it arrives would let it land after the
    // next popup's, and that one's answer would no longer be the session's.
    await popup.getByTestId('captcha-image').waitFor();
    await dialog.getByRole('button', { name: '关闭' }).click();
    await dialog.waitFor({ state: 'detached' });

    // A whole first-time enquiry in the popup: it closes on success and the page form turns returning.
    await trigger.click();
    await dialog.waitFor();
    await popup.getByTestId('captcha-image').waitFor();
    const mobile = phone();
    await popup.getByRole('textbox', { name: '姓名' }).fill('李四');
    await popup.getByLabel('手机号', { exact: true }).fill(mobile);
    await popup.getByLabel('图片验证码').fill(await captchaAnswer());
    await popup.getByRole('button', { name: '获取验证码' }).click();
    await notice(page, '验证码已发送，请注意查收');
    await popup.getByLabel('手机验证码').fill(await smsCode(mobile));
    await popup.getByRole('checkbox').check();
    await popup.getByRole('button', { name: '同意并提交' }).click();
    await notice(page, '提交成功，我们会尽快与您联系');
    await dialog.waitFor({ state: 'detached' });
    expect(await page.getByTestId('enquiry-form').getAttribute('data-mode')).toBe('returning');
    expect(errors).toEqual([]);
    await page.close();
  });
});
