// 头条 from the back office end to end in Chromium, on the shared site (tests/e2e/support/global-setup.ts):
// ops signs in on the admin listener, writes an article in the rich-text editor with a picture, previews it
// and publishes it through the first gateway; the second gateway (baseUrl2, the same upstream and Redis)
// lists it on /news/all and serves its page within the minute. Withdrawn, its page answers 404 there and
// it leaves /news/all. A brand account opening the editor is refused. Screenshots go to /tmp/shots/articles.
import { mkdirSync } from 'node:fs';
import { describe, expect, inject, it } from 'vitest';
import { makeAccount, signIn } from './support/backoffice';
import { useBrowser } from './support/browser';

const skipReason = inject('skipReason');
const SHOTS = '/tmp/shots/articles';
// An 8×6 red PNG: the upload decodes and re-encodes it.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAgAAAAGCAIAAABxZ0isAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEUlEQVQImWM4Y2yMFTEMpAQA7VY5YSdRICoAAAAASUVORK5CYII=', 'base64');

/** Polls `check` every second until it holds or `ms` pass; answers whether it held. */
async function within(ms: number, check: () => Promise<boolean>): Promise<boolean> {
  const end = Date.now() + ms;
  for (;;) {
    if (await check()) return true;
    if (Date.now() > end) return false;
    await new Promise((r) => setTimeout(r, 1000));
  }
}

describe.skipIf(Boolean(skipReason))('news written in the back office', () => {
  const adminUrl = inject('adminUrl');
  const baseUrl2 = inject('baseUrl2');
  const upstreamUrl = inject('upstreamUrl');
  const browser = useBrowser();

  it('ops writes and publishes an article through one gateway; the other lists and serves it within the minute; withdrawn, it answers 404 and leaves the list', async () => {
    mkdirSync(SHOTS, { recursive: true });
    const title = `后台发布测试头条${Date.now().toString(36)}`;
    await browser.context.clearCookies();
    const page = await browser.context.newPage();
    page.on('dialog', (d) => void d.accept());
    await signIn(page, adminUrl, upstreamUrl, await makeAccount(upstreamUrl, 'ops'));
    await page.goto(`${adminUrl}/articles`);
    await page.getByRole('button', { name: '新建头条' }).click();
    await page.waitForURL(/\/articles\/new$/);
    // The address changes before the editor replaces the list, whose search box is labelled 标题 too: the
    // fields are looked for inside the editor's form only.
    const form = page.getByRole('form', { name: '头条内容' });
    await form.getByLabel('标题').fill(title);
    const category = form.getByLabel('分类');
    await expect.poll(() => category.locator('option').count()).toBeGreaterThan(1);
    await category.selectOption({ index: 1 });
    const body = page.locator('.ad-rte-body');
    await body.click();
    // Each piece at once, as a Chinese input method commits it (typed a character at a time on a loaded
    // host, ProseMirror could split the bold run in two).
    await page.keyboard.insertText('这是编辑在后台写的正文，');
    await page.getByRole('button', { name: '加粗' }).click();
    await page.keyboard.insertText('加粗的部分');
    await page.getByTestId('body-image-input').setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: PNG });
    await expect.poll(() => body.locator('img').getAttribute('src')).toMatch(/^\/media\/u\/[a-f0-9]{32}\.png$/);
    await page.getByRole('button', { name: '保存草稿' }).click();
    // A refused or failed save stays on /articles/new with an alert: fail with what it says.
    await expect.poll(async () => (/\/articles\/\d+$/.test(page.url()) ? 'saved' : await page.getByRole('alert').allTextContents()), { timeout: 30_000 }).toBe('saved');
    await page.screenshot({ path: `${SHOTS}/editor.png`, fullPage: true });
    const id = /\/articles\/(\d+)$/.exec(page.url())![1]!;
    await expect.poll(() => page.getByRole('status').textContent()).toContain('草稿已保存');
    // A draft is not on the site.
    expect((await fetch(`${baseUrl2}/news/${id}`)).status).toBe(404);

    await page.getByRole('button', { name: '预览' }).click();
    const preview = page.getByTestId('article-preview');
    await expect.poll(() => preview.locator('h1').textContent()).toBe(title);
    expect(await preview.locator('.sj-html strong').textContent()).toBe('加粗的部分');
    await page.screenshot({ path: `${SHOTS}/editor-preview.png`, fullPage: true });

    await page.getByRole('button', { name: '立即发布' }).click();
    await expect.poll(() => page.getByRole('status').textContent()).toContain('已发布');

    // The second gateway may still hold the draft's 404 page until its next poll of the change feed.
    const listed = await within(60_000, async () => (await (await fetch(`${baseUrl2}/news/all`)).text()).includes(title));
    expect(listed, `${title} on ${baseUrl2}/news/all within a minute`).toBe(true);
    expect(await within(60_000, async () => (await fetch(`${baseUrl2}/news/${id}`)).status === 200), `${baseUrl2}/news/${id} within a minute`).toBe(true);
    const html = await (await fetch(`${baseUrl2}/news/${id}`)).text();
    expect(html).toContain(title);
    expect(html).toContain('"@type":"NewsArticle"');
    expect(html).toMatch(/<strong>加粗的部分<\/strong>/);

    await page.getByRole('button', { name: '下线' }).click();
    await expect.poll(() => page.getByRole('status').textContent()).toContain('已下线');
    const gone = await within(60_000, async () => (await fetch(`${baseUrl2}/news/${id}`)).status === 404);
    expect(gone, `${baseUrl2}/news/${id} answers 404 within a minute`).toBe(true);
    expect(await within(60_000, async () => !(await (await fetch(`${baseUrl2}/news/all`)).text()).includes(title))).toBe(true);
    await page.close();
  }, 240_000);

  it('a brand account is refused the editor', async () => {
    await browser.context.clearCookies();
    const page = await browser.context.newPage();
    await signIn(page, adminUrl, upstreamUrl, await makeAccount(upstreamUrl, 'brand_admin', { brandId: 1 }));
    await page.goto(`${adminUrl}/articles/new`);
    await expect.poll(() => page.getByText('无权访问').count()).toBeGreaterThan(0);
    await page.close();
  });
});
