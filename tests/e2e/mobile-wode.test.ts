// Mobile 我的咨询 (/wode/zixun on the mobile site) on an iPhone 13 profile in Chromium: an enquiry sent
// through the mobile brand page's form (captcha, proof of work, SMS code, read through the upstream's
// development hooks), then the number proven on the mobile page — every call across origins to the desktop's
// /graphql, on the desktop origin's session cookie — the row listed, its JSON copy equal to it, withdrawn,
// 退出 back to the proof; noindex, canonical to the desktop page (which answers), no horizontal scroll at
// 360 px, 44 px targets; 请勿联系 set and lifted; deleted after a confirm; a phone opening the desktop /wode/zixun is sent here.
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { findBrands, type BrandFlags } from './support/browser';
import { openPhonePage, overflowX, smallTapTargets, usePhone } from './support/phone';
import { upstreamHooks } from './support/upstream-hooks';

const skipReason = inject('skipReason');

describe.skipIf(Boolean(skipReason))('mobile site: 我的咨询', () => {
  const baseUrl = inject('baseUrl');
  const upstreamUrl = inject('upstreamUrl');
  const siteUrl = inject('siteUrl');
  const mobileUrl = inject('mobileSiteUrl');
  const phone = usePhone('iPhone 13');
  const { captchaAnswer, smsCode, advanceClock } = upstreamHooks(() => phone.context, baseUrl, upstreamUrl);
  const mine = `136${String(Date.now() % 1e6).padStart(6, '0')}07`;
  let plain: BrandFlags;

  beforeAll(async () => {
    const brands = await findBrands(baseUrl, Array.from({ length: 25 }, (_, i) => i + 1));
    plain = brands.find((b) => !b.certified) ?? brands[0]!;
  });

  it('proves the number, lists the enquiry, exports it, withdraws and deletes it, and 退出 asks for the proof again', { timeout: 180_000 }, async () => {
    // One enquiry through the mobile brand page's form.
    const { page, errors } = await openPhonePage(phone.context, `${mobileUrl}/shangji/${plain.id}`);
    const notice = page.getByTestId('m-notice');
    const form = page.locator('form#enquiry');
    await form.scrollIntoViewIfNeeded();
    await form.getByRole('textbox', { name: '姓名' }).fill('赵六');
    await form.getByLabel('手机号', { exact: true }).fill(mine);
    await form.getByTestId('captcha-image').waitFor();
    await form.getByLabel('图片验证码').fill(await captchaAnswer());
    await form.getByRole('button', { name: '获取验证码' }).click();
    await expect.poll(() => notice.textContent(), { timeout: 15_000 }).toBe('验证码已发送，请注意查收');
    await form.getByLabel('手机验证码').fill(await smsCode(mine));
    await form.getByRole('checkbox').check();
    await form.getByRole('button', { name: '同意并提交' }).click();
    await expect.poll(() => notice.textContent(), { timeout: 10_000 }).toBe('提交成功，我们会尽快与您联系');

    // Reachable from every mobile page's footer.
    await page.getByRole('contentinfo').getByRole('link', { name: '我的咨询' }).click();
    await page.waitForURL(`${mobileUrl}/wode/zixun`);
    await page.waitForSelector('html[data-hydrated="true"]');
    expect(await page.title()).toBe('我的咨询_商机网');
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
    const canonical = (await page.locator('link[rel="canonical"]').getAttribute('href'))!;
    expect(canonical).toBe(`${siteUrl}/wode/zixun`);
    expect((await fetch(canonical.replace(siteUrl, baseUrl), { redirect: 'manual' })).status).toBe(200);

    // No proof in this session yet: the prove form, with a phone keyboard.
    const prove = page.getByRole('form', { name: '验证手机号' });
    await prove.waitFor();
    expect(await page.locator('[data-my-list]').isVisible()).toBe(false);
    expect(await prove.getByLabel('手机号', { exact: true }).getAttribute('inputmode')).toBe('tel');
    await prove.getByTestId('my-captcha').waitFor();
    await page.setViewportSize({ width: 360, height: 740 });
    expect(await overflowX(page)).toBeLessThanOrEqual(0);
    expect(await smallTapTargets(page)).toEqual([]);
    // A wrong code is refused in Chinese, before anything is sent.
    await prove.getByLabel('手机号', { exact: true }).fill(mine);
    await prove.getByLabel('短信验证码').fill('12345');
    await prove.getByRole('button', { name: '验证并查看我的咨询' }).click();
    await expect.poll(() => notice.textContent()).toBe('请输入正确的手机验证码');

    // The lead settles first: a desk lead (an unclaimed brand's) is delivered at once; a claimed brand's inbox
    // has no account on this site, so its lead waits at 已提交.
    const settled = async () => ((await (await fetch(`${upstreamUrl}/api.php/index/__test/leads?mobile=${mine}`)).json()) as { data: { recipient_brand: number | null; lead_state: string }[] }).data[0];
    await expect.poll(async () => { const l = await settled(); return l && (l.recipient_brand === null ? l.lead_state === 'delivered' : l.lead_state === 'submitted'); }, { timeout: 15_000 }).toBe(true);
    const desk = (await settled())!.recipient_brand === null;

    // One code per number a minute: the upstream's clock moves a minute past the enquiry's code (instead of
    // the test sleeping through it), then the number is proved.
    await advanceClock(62_000);
    await prove.getByRole('textbox', { name: '图片验证码' }).fill(await captchaAnswer());
    await prove.getByRole('button', { name: '获取验证码' }).click();
    await expect.poll(() => notice.textContent(), { timeout: 30_000 }).toBe('验证码已发送，请注意查收');
    await prove.getByLabel('短信验证码').fill(await smsCode(mine));
    await prove.getByLabel('短信验证码').press('Enter');
    const rows = page.getByTestId('my-row');
    await rows.first().waitFor();
    expect(await prove.isVisible()).toBe(false);
    expect(await page.getByTestId('my-phone').textContent()).toBe(`${mine.slice(0, 3)}****${mine.slice(7)}`);
    expect(await rows.count()).toBe(1);
    const row = rows.first();
    expect(await row.getByRole('link', { name: plain.name }).getAttribute('href')).toBe(`/shangji/${plain.id}`);
    const id = (await row.getAttribute('data-id'))!;
    const recipient = (await row.getByTestId('my-recipient').textContent())!;
    const time = (await row.getByTestId('my-time').textContent())!;
    expect(recipient.length).toBeGreaterThan(0);
    expect(time).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    // 进展: 已送达 the recipient as listed, or 已提交 while the lead waits; with its time.
    expect(await row.getByTestId('my-step').textContent()).toMatch(desk ? new RegExp(`^已送达${recipient.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}$`) : /^已提交 \d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    expect(await overflowX(page)).toBeLessThanOrEqual(0);
    expect(await smallTapTargets(page)).toEqual([]);

    // The JSON copy holds exactly the row listed.
    const [json] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: '导出JSON' }).click()]);
    expect(json.suggestedFilename()).toBe('我的咨询.json');
    const copy = JSON.parse(readFileSync((await json.path())!, 'utf8')) as { 手机号: string; 咨询: Record<string, string>[] };
    expect(copy.手机号).toBe(`${mine.slice(0, 3)}****${mine.slice(7)}`);
    expect(copy.咨询.map((r) => [r['编号'], r['品牌'], r['品牌页面'], r['接收方'], r['提交时间'], r['状态']])).toEqual([[id, plain.name, `/shangji/${plain.id}`, recipient, time, desk ? '已送达' : '已提交']]);
    const [csv] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: '导出CSV' }).click()]);
    const lines = readFileSync((await csv.path())!, 'utf8').replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toBe('编号,品牌,品牌页面,接收方,提交时间,状态,进展,撤回时间,同意说明,同意说明版本');
    expect(lines.slice(1).map((l) => l.split(',')[0])).toEqual([id]);

    // 请勿联系 on, then off again: the box follows the server's answer.
    const dnc = page.getByTestId('my-dnc');
    await dnc.click();
    await expect.poll(() => notice.textContent()).toContain('已设置"请勿联系"');
    expect(await dnc.isChecked()).toBe(true);
    await dnc.click();
    await expect.poll(() => notice.textContent()).toContain('已取消"请勿联系"');
    expect(await dnc.isChecked()).toBe(false);

    // Withdraw: the status changes, and so does the recipient's view.
    await row.getByRole('button', { name: `撤回对「${plain.name}」的咨询` }).click();
    await expect.poll(() => notice.textContent()).toBe('已撤回：这条咨询不会再提供给接收方');
    await expect.poll(() => row.getByTestId('my-step').last().textContent()).toMatch(/^撤回 \d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    expect(await row.getByRole('button', { name: `撤回对「${plain.name}」的咨询` }).count()).toBe(0);
    const leads = (await (await fetch(`${upstreamUrl}/api.php/index/__test/leads?mobile=${mine}`)).json()) as { data: { id: number; lead_state: string }[] };
    expect(leads.data.find((r) => r.id === Number(id))?.lead_state).toBe('withdrawn');

    // Delete it (after a confirm): gone from the page and from the database.
    page.once('dialog', (d) => void d.accept());
    await row.getByRole('button', { name: `删除对「${plain.name}」的咨询` }).click();
    await expect.poll(() => notice.textContent()).toBe('已删除1条咨询，其中的姓名、手机号等个人信息已清除');
    expect(await rows.count()).toBe(0);
    expect(await page.getByText('没有用这个手机号提交的咨询。').isVisible()).toBe(true);
    const count = (await (await fetch(`${upstreamUrl}/api.php/index/__test/enquiryCount?mobile=${mine}`)).json()) as { data: number };
    expect(count.data).toBe(0);

    // 退出: back to the proof; a reload asks for it again.
    await page.getByRole('button', { name: '退出' }).click();
    await prove.waitFor();
    await page.reload({ waitUntil: 'load' });
    await page.waitForSelector('html[data-hydrated="true"]');
    await prove.waitFor();
    expect(errors).toEqual([]);
    await page.close();
  });

  it('sends a phone that opens the desktop /wode/zixun to the mobile page', async () => {
    const page = await phone.context.newPage();
    const head = (await page.request.get(`${baseUrl}/wode/zixun`, { maxRedirects: 0 })).headers();
    expect(head.location).toBe(`${mobileUrl}/wode/zixun`);
    expect(head.vary).toMatch(/User-Agent/);
    await page.goto(`${baseUrl}/wode/zixun`);
    expect(page.url()).toBe(`${mobileUrl}/wode/zixun`);
    await page.close();
  });
});
