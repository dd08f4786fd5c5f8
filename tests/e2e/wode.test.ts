// 我的咨询 (/wode/zixun) end to end in Chromium (docs/decisions/0092): enquiries sent through the real
// form (the consent names the recipient and its contact), then the number proven on the page with the
// form's own captcha, proof of work and SMS code (read through the upstream's development hooks); the
// list, its JSON and CSV copies, withdraw (the recipient's view turns bare), 请勿联系, another number's id
// refused, delete (the rows are gone) and 退出.
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { findBrands, useBrowser, type BrandFlags } from './support/browser';
import { upstreamHooks } from './support/upstream-hooks';

const skipReason = inject('skipReason');

/** A lead as the upstream's test-only hook shows it (state, recipient, deliveries; no contact details). */
type LeadRow = { id: number; aid: number | null; recipient_brand: number | null; status: string; lead_state: string; dnc: boolean; jobs: { channel: string; status: string }[] };

describe.skipIf(Boolean(skipReason))('我的咨询', () => {
  const baseUrl = inject('baseUrl');
  const upstreamUrl = inject('upstreamUrl');
  const browser = useBrowser();
  const { captchaAnswer, smsCode, advanceClock } = upstreamHooks(() => browser.context, baseUrl, upstreamUrl);
  let plain: BrandFlags;
  let vip: BrandFlags;
  const stamp = String(Date.now() % 1e6).padStart(6, '0');
  const mine = `158${stamp}01`;
  const theirs = `158${stamp}02`;

  beforeAll(async () => {
    const brands = await findBrands(baseUrl, Array.from({ length: 25 }, (_, i) => i + 1));
    plain = brands.find((b) => !b.certified && !b.claimed) ?? brands.find((b) => !b.certified)!;
    const found = brands.find((b) => b.certified && b.claimed);
    if (!found) throw new Error('seed has no certified, claimed brand among the first 25');
    vip = found;
  });

  const leadsOf = async (mobile: string) =>
    ((await (await fetch(`${upstreamUrl}/api.php/index/__test/leads?mobile=${mobile}`)).json()) as { data: LeadRow[] }).data;
  const enquiryCount = async (mobile: string) =>
    ((await (await fetch(`${upstreamUrl}/api.php/index/__test/enquiryCount?mobile=${mobile}`)).json()) as { data: number }).data;

  async function open(path: string): Promise<{ page: Page; errors: string[] }> {
    const page = await browser.context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    await page.goto(`${baseUrl}${path}`, { waitUntil: 'load' });
    await page.waitForSelector('html[data-hydrated="true"]', { timeout: 15_000 });
    return { page, errors };
  }

  /** When the last SMS code was sent through a brand page's form (the one-a-minute limit counts from it). */

  /** One enquiry through a brand page's form: first time (captcha, code) or returning. */
  async function enquire(page: Page, brand: BrandFlags, mobile: string): Promise<string> {
    await page.goto(`${baseUrl}/shangji/${brand.id}`, { waitUntil: 'load' });
    await page.waitForSelector('html[data-hydrated="true"]', { timeout: 15_000 });
    const form = page.getByTestId('enquiry-form');
    await form.scrollIntoViewIfNeeded();
    if ((await form.getAttribute('data-mode')) === 'first') {
      await form.getByTestId('captcha-image').waitFor();
      await form.getByRole('textbox', { name: '姓名' }).fill('赵六');
      await form.getByLabel('手机号', { exact: true }).fill(mobile);
      await form.getByLabel('图片验证码').fill(await captchaAnswer());
      await form.getByRole('button', { name: '获取验证码' }).click();
      await page.getByTestId('enquiry-notice').filter({ hasText: '验证码已发送' }).waitFor({ timeout: 15_000 });
      await form.getByLabel('手机验证码').fill(await smsCode(mobile));
    }
    const wording = (await form.getByTestId('enquiry-consent').textContent())!;
    await form.getByRole('checkbox').check();
    await form.getByRole('button', { name: '同意并提交' }).click();
    await page.getByTestId('enquiry-notice').filter({ hasText: '提交成功' }).waitFor({ timeout: 10_000 });
    return wording;
  }

  it('proves the number, lists, exports, withdraws, refuses another number, deletes and ends', { timeout: 180_000 }, async () => {
    // Another number's enquiry first, in a session of its own.
    const other = await browser.context.newPage();
    await enquire(other, plain, theirs);
    await other.close();
    const foreignId = (await leadsOf(theirs))[0]!.id;
    await browser.context.clearCookies();

    // Two enquiries of this number: the consent names the recipient, its contact and 我的咨询.
    const { page, errors } = await open(`/shangji/${plain.id}`);
    const plainWording = await enquire(page, plain, mine);
    expect(plainWording).toContain('（联系方式：经本站客服热线400-100-8090转达）');
    expect(plainWording).toContain('我可随时在本站「我的咨询」（/wode/zixun）查看、撤回或删除。');
    const vipWording = await enquire(page, vip, mine);
    // A certified brand's claimed company: the hotline relays too (its phone only through 查看电话).
    expect(vipWording).toContain('（联系方式：经本站客服热线400-100-8090转达）');
    expect(await page.getByTestId('enquiry-form').getByRole('link', { name: '我的咨询' }).getAttribute('href')).toBe('/wode/zixun');
    expect(await enquiryCount(mine)).toBe(2);

    // The page: noindex, its title, the proof form (this session has no proof yet).
    await page.goto(`${baseUrl}/wode/zixun`, { waitUntil: 'load' });
    await page.waitForSelector('html[data-hydrated="true"]', { timeout: 15_000 });
    expect(await page.title()).toBe('我的咨询_商机网');
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
    const prove = page.getByRole('form', { name: '验证手机号' });
    await prove.waitFor();
    await prove.getByTestId('my-captcha').waitFor();
    // A wrong code is refused in Chinese.
    await prove.getByLabel('手机号', { exact: true }).fill(mine);
    await prove.getByLabel('短信验证码').fill('12345');
    await prove.getByRole('button', { name: '验证并查看我的咨询' }).click();
    await page.getByTestId('my-notice').filter({ hasText: '请输入正确的手机验证码' }).waitFor();

    // The plain brand's lead is the staff desk's and is delivered at once; the claimed brand's inbox has no
    // account on this site, so that lead waits at 已提交 (its delivery retried).
    await expect.poll(async () => (await leadsOf(mine)).map((l) => `${l.recipient_brand === null ? 'desk' : 'brand'}:${l.lead_state}`).sort(), { timeout: 15_000 }).toEqual(['brand:submitted', 'desk:delivered']);

    // One code per number a minute: the upstream's clock moves a minute past the enquiry's code instead of
    // the test sleeping through it; then ask.
    await advanceClock(62_000);
    await prove.getByRole('textbox', { name: '图片验证码' }).fill(await captchaAnswer());
    await prove.getByRole('button', { name: '获取验证码' }).click();
    // Polled as text, so a refusal (a limit's message) is what a failure reports.
    await expect.poll(() => page.getByTestId('my-notice').textContent(), { timeout: 30_000 }).toBe('验证码已发送，请注意查收');
    await prove.getByLabel('短信验证码').fill(await smsCode(mine));
    // Submitted from the keyboard.
    await prove.getByLabel('短信验证码').press('Enter');
    await page.getByTestId('my-table').waitFor();
    expect(await page.getByTestId('my-phone').textContent()).toBe(`${mine.slice(0, 3)}****${mine.slice(7)}`);

    const rows = page.getByTestId('my-row');
    expect(await rows.count()).toBe(2);
    const listed = await rows.evaluateAll((trs) => trs.map((tr) => ({ id: tr.getAttribute('data-id')!, cells: [...tr.querySelectorAll('td')].slice(0, 4).map((td) => td.textContent!.trim()) })));
    expect(listed.map((r) => r.cells[0])).toEqual([vip.name, plain.name]);
    // 进展: each lead's steps with their times — 已提交 alone while waiting, else from 已送达 the recipient on.
    expect(listed[0]!.cells[3]).toMatch(/^已提交 \d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    expect(listed[1]!.cells[3]).toMatch(/^已送达本站自己的加盟顾问 \d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    expect(await rows.nth(1).getByTestId('my-step').getAttribute('data-state')).toBe('DELIVERED');
    expect(await rows.first().getByRole('link', { name: vip.name }).getAttribute('href')).toBe(`/shangji/${vip.id}`);

    // Both copies hold exactly the rows listed.
    const [json] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: '导出JSON' }).click()]);
    const copy = JSON.parse(readFileSync((await json.path())!, 'utf8')) as { 手机号: string; 咨询: Record<string, string>[] };
    expect(copy.咨询.map((r) => [r['编号'], r['品牌'], r['接收方'], r['提交时间']])).toEqual(listed.map((r) => [r.id, ...r.cells.slice(0, 3)]));
    // The state, and every step from 已提交 (at the submission time listed).
    expect(copy.咨询.map((r) => r['状态'])).toEqual(['已提交', '已送达']);
    expect(copy.咨询.map((r) => r['进展'])).toEqual([listed[0]!.cells[3], `已提交 ${listed[1]!.cells[2]}；${listed[1]!.cells[3]}`]);
    const [csv] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: '导出CSV' }).click()]);
    const lines = readFileSync((await csv.path())!, 'utf8').replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toBe('编号,品牌,品牌页面,接收方,提交时间,状态,进展,撤回时间,同意说明,同意说明版本');
    expect(lines.slice(1).map((l) => l.split(',')[0])).toEqual(listed.map((r) => r.id));

    // Withdraw the enquiry to the plain brand, by keyboard: the lead is withdrawn for its recipient (the staff desk).
    const plainId = listed[1]!.id;
    expect((await leadsOf(mine)).find((r) => r.id === Number(plainId))).toMatchObject({ status: 'received', recipient_brand: null });
    await page.getByRole('button', { name: `撤回对「${plain.name}」的咨询` }).focus();
    await page.keyboard.press('Enter');
    await page.getByTestId('my-notice').filter({ hasText: '已撤回' }).waitFor();
    // Its last step is 撤回, with its time.
    const steps = page.locator(`[data-id="${plainId}"] [data-testid="my-step"]`);
    expect(await steps.evaluateAll((lis) => lis.map((li) => li.getAttribute('data-state')))).toEqual(['DELIVERED', 'WITHDRAWN']);
    expect(await steps.last().textContent()).toMatch(/^撤回 \d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    expect((await leadsOf(mine)).find((r) => r.id === Number(plainId))).toMatchObject({ status: 'withdrawn', lead_state: 'withdrawn' });

    // 请勿联系 on, then off again.
    // The box follows the server's answer (it turns once the flag is stored).
    await page.getByTestId('my-dnc').click();
    await page.getByTestId('my-notice').filter({ hasText: '已设置"请勿联系"' }).waitFor();
    expect(await page.getByTestId('my-dnc').isChecked()).toBe(true);
    expect((await leadsOf(mine)).find((r) => r.id === Number(listed[0]!.id))!.dnc).toBe(true);
    await page.getByTestId('my-dnc').click();
    await page.getByTestId('my-notice').filter({ hasText: '已取消"请勿联系"' }).waitFor();
    expect(await page.getByTestId('my-dnc').isChecked()).toBe(false);
    expect((await leadsOf(mine)).find((r) => r.id === Number(listed[0]!.id))!.dnc).toBe(false);

    // Another number's enquiry, asked for by id from this session: refused, and it is untouched.
    const refused = await page.evaluate(async (id) => {
      const res = await fetch('/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: 'mutation W($id: ID!) { withdrawMyEnquiry(id: $id) { ok code message } }', variables: { id: String(id) } }) });
      return ((await res.json()) as { data: { withdrawMyEnquiry: unknown } }).data.withdrawMyEnquiry;
    }, foreignId);
    expect(refused).toEqual({ ok: false, code: 400, message: '没有找到这条咨询：它可能已被删除，或不是用当前验证的手机号提交的。请刷新页面后重试' });
    expect((await leadsOf(theirs)).find((r) => r.id === foreignId)).toMatchObject({ status: 'received' });

    // Delete the withdrawn one: confirmed, gone from the page and from the database.
    page.once('dialog', (d) => void d.accept());
    await page.getByRole('button', { name: `删除对「${plain.name}」的咨询` }).click();
    await page.getByTestId('my-notice').filter({ hasText: '已删除1条咨询' }).waitFor();
    expect(await rows.count()).toBe(1);
    expect(await enquiryCount(mine)).toBe(1);
    expect((await leadsOf(mine)).some((r) => r.id === Number(plainId))).toBe(false);

    // 退出: back to the proof; a reload asks for it again.
    await page.getByRole('button', { name: '退出' }).click();
    await prove.waitFor();
    await page.reload({ waitUntil: 'load' });
    await prove.waitFor();
    expect(errors).toEqual([]);
    await page.close();
  });

  it('the privacy policy links to 我的咨询', async () => {
    const { page } = await open('/privacypolicy');
    await page.getByRole('link', { name: '我的咨询' }).click();
    await page.waitForURL('**/wode/zixun');
    await page.getByRole('heading', { name: '我的咨询', level: 1 }).waitFor();
    await page.close();
  });
});
