// The back office end to end in Chromium: its own site (upstream + gateway with the admin
// listener), because its first account can only come from `npm run accounts`, which needs the database to
// itself on PGlite — so the command runs before the upstream starts, as the README tells an operator to.
// With TEST_DATABASE_URL the same runs on PostgreSQL, in a schema of its own.
//
// The flows: the administrator enrols with the printed link and sets up TOTP, then opens accounts for
// support, compliance and a claimed brand's agent and admin through the 账号 screen; an investor enquires to
// the claimed brand and to an unclaimed one (the staff desk); support signs in with password + TOTP (codes
// from otplib, each used once) and relays the desk lead; the brand agent reveals the number (recorded), marks
// it contacted and disputes it; support decides the dispute; the investor sees each step in 我的咨询.
// Screenshots of every screen at 1280×800 go to /tmp/shots/backoffice.
import { spawnSync, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generateSync } from 'otplib';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { freePort, repoRoot, runWorkspace, startServer, waitHealthy } from '../support/stack';
import { CHROMIUM, CHROMIUM_ARGS, findBrands, type BrandFlags } from './support/browser';

const skipReason = inject('skipReason');
const SHOTS = '/tmp/shots/backoffice';
const PASSWORD = 'Zhao-shang-2026-back-office';
const databaseUrl = process.env.TEST_DATABASE_URL;

/**
 * An authenticator: the six-digit code for `secret` at the upstream's time (`offset()` ms ahead of this
 * clock: its test clock moves the whole write path, sign-in included), from a 30-second window later than
 * any this secret already used (a code is accepted once).
 */
function totp(offset: () => number) {
  const used = new Map<string, number>();
  const step = () => Math.floor((Date.now() + offset()) / 30_000);
  return async (secret: string): Promise<string> => {
    const last = used.get(secret) ?? -1;
    while (step() <= last) await new Promise((r) => setTimeout(r, 500));
    used.set(secret, step());
    return generateSync({ secret, epoch: Math.floor((Date.now() + offset()) / 1000) });
  };
}

const masked = (mobile: string) => `${mobile.slice(0, 3)}****${mobile.slice(7)}`;

describe.skipIf(Boolean(skipReason))('the back office', () => {
  let adminUrl = '';
  let siteUrl = '';
  let upstreamUrl = '';
  const children: ChildProcess[] = [];
  let dataDir = '';
  let schema = '';
  let browser: Browser;
  /** How far the upstream's test clock was moved ahead (ms). */
  let clockAhead = 0;
  const codeFor = totp(() => clockAhead);
  let enrolRoot = '';
  const secrets: Record<string, string> = {};
  const pages: Record<string, Page> = {};
  const errors: string[] = [];
  let claimed: BrandFlags;
  let unclaimed: BrandFlags;
  const stamp = String(Date.now() % 1e6).padStart(6, '0');
  const investor = `137${stamp}21`;
  const leadIds: { brand?: string; desk?: string } = {};

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    dataDir = mkdtempSync(join(tmpdir(), 'shangji-backoffice-'));
    const [upstreamPort, port, adminPort] = [await freePort(), await freePort(), await freePort()];
    adminUrl = `http://127.0.0.1:${adminPort}`;
    siteUrl = `http://127.0.0.1:${port}`;
    upstreamUrl = `http://127.0.0.1:${upstreamPort}`;
    const database: Record<string, string> = { DATA_DIR: join(dataDir, 'pglite') };
    if (databaseUrl) {
      const { openPostgres } = await import('../../upstream/src/db/postgres');
      schema = `backoffice_e2e_${process.pid}_${randomUUID().slice(0, 8)}`;
      const db = await openPostgres({ url: databaseUrl, max: 1 });
      await db.exec(`create schema ${schema}`);
      await db.close();
      const url = new URL(databaseUrl);
      url.searchParams.set('options', `-c search_path=${schema},public`);
      database.DATABASE_URL = url.toString();
    }
    const common = { ...database, UPSTREAM_PORT: String(upstreamPort), ADMIN_SITE_URL: adminUrl, LOG_LEVEL: 'warn' };

    // The first administrator, made by the command before the site runs (PGlite: one process at a time).
    const cli = spawnSync(join(repoRoot, 'node_modules/.bin/tsx'), ['src/backoffice/accounts/cli.ts', 'create', '--role', 'admin', '--login', 'root', '--name', '系统管理员'], {
      cwd: join(repoRoot, 'upstream'),
      env: { ...process.env, ...common },
      encoding: 'utf8',
      timeout: 240_000,
    });
    const link = /https?:\/\/\S+\/enrol\/[\w-]+/.exec(cli.stdout ?? '')?.[0];
    if (!link) throw new Error(`npm run accounts printed no link:\n${cli.stdout}\n${cli.stderr}`);
    enrolRoot = link;

    const upstream = runWorkspace('upstream', 'upstream', { ...common, SEED_SCALE: 'small', NODE_ENV: 'test', LEAD_WORKER_INTERVAL_MS: '200' });
    children.push(upstream);
    await waitHealthy(`${upstreamUrl}/healthz`, 240, upstream, 'upstream');
    const server = await startServer(upstreamUrl, { PORT: String(port), ADMIN_PORT: String(adminPort), ADMIN_SITE_URL: adminUrl, SITE_URL: siteUrl });
    children.push(server.child);

    const brands = await findBrands(siteUrl, Array.from({ length: 25 }, (_, i) => i + 1));
    claimed = brands.find((b) => b.claimed)!;
    unclaimed = brands.find((b) => !b.claimed)!;
    if (!claimed || !unclaimed) throw new Error('the seed has no claimed and unclaimed brands among the first 25');
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: CHROMIUM_ARGS,
    });
  }, 420_000);

  afterAll(async () => {
    await browser?.close();
    for (const c of children) if (c.exitCode === null) c.kill('SIGTERM');
    for (let waited = 0; waited < 5000 && children.some((c) => c.exitCode === null && c.signalCode === null); waited += 100) await new Promise((r) => setTimeout(r, 100));
    for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    if (schema && databaseUrl) {
      const { openPostgres } = await import('../../upstream/src/db/postgres');
      const db = await openPostgres({ url: databaseUrl, max: 1 });
      await db.exec(`drop schema ${schema} cascade`);
      await db.close();
    }
  });

  /** A browser of its own for one person (cookies apart), at 1280×800. */
  async function personPage(who: string): Promise<Page> {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'zh-CN', timezoneId: 'Asia/Shanghai' });
    const page = await context.newPage();
    // The back office's pages only (the investor's are the public site's, tested elsewhere).
    const admin = () => page.url().startsWith(adminUrl);
    page.on('pageerror', (e) => admin() && errors.push(`${who}: ${e.message}`));
    page.on('console', (m) => {
      if (admin() && m.type() === 'error' && !/status of 4\d\d/.test(m.text())) errors.push(`${who}: ${m.text()}`);
    });
    pages[who] = page;
    return page;
  }

  const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}.png` });

  /** Follows an enrolment link: the password twice, then the second factor when the account needs one. */
  async function enrol(page: Page, link: string, login: string, totpRequired: boolean) {
    await page.goto(link);
    await page.getByRole('heading', { name: '开通账号' }).waitFor();
    expect(await page.locator('.ad-kv dd').first().textContent()).toBe(login);
    await page.getByLabel('设置密码').fill(PASSWORD);
    await page.getByLabel('再次输入密码').fill(`${PASSWORD}x`);
    await page.getByRole('button', { name: totpRequired ? '下一步：绑定动态验证码' : '开通并登录' }).click();
    await page.getByText('两次输入的密码不一致').waitFor();
    await page.getByLabel('再次输入密码').fill(PASSWORD);
    await page.getByRole('button', { name: totpRequired ? '下一步：绑定动态验证码' : '开通并登录' }).click();
    if (totpRequired) {
      await page.waitForURL('**/totp-setup');
      await page.getByRole('img', { name: '动态验证码绑定二维码' }).waitFor();
      secrets[login] = (await page.getByTestId('totp-secret').textContent())!.trim();
      expect(secrets[login]).toMatch(/^[A-Z2-7]{16,}$/);
      if (login === 'root') await shot(page, 'totp-setup');
      await page.getByLabel('动态验证码').fill(await codeFor(secrets[login]!));
      await page.getByRole('button', { name: '完成绑定' }).click();
    }
    await page.locator('header.ad-top').waitFor();
    expect(await page.locator('.ad-who-name').textContent()).toBeTruthy();
  }

  let made = 0;
  /** 账号 → 新建账号: answers the one-time link shown. */
  async function createAccount(page: Page, a: { login: string; name: string; staffRole?: string; brandId?: string; brandRole?: string }): Promise<string> {
    await page.getByRole('button', { name: '新建账号' }).click();
    const dialog = page.getByRole('dialog', { name: '新建账号' });
    await dialog.getByLabel('登录账号').fill(a.login);
    await dialog.getByLabel('姓名').fill(a.name);
    await dialog.getByLabel('手机号').fill(`139${stamp}${String(++made).padStart(2, '0')}`);
    if (a.staffRole) {
      await dialog.getByLabel('账号类型').selectOption('staff');
      await dialog.getByLabel('员工角色').selectOption(a.staffRole);
    } else {
      await dialog.getByLabel('账号类型').selectOption('brand');
      await dialog.getByLabel('品牌 ID').fill(a.brandId!);
      await dialog.getByLabel('品牌角色').selectOption(a.brandRole!);
    }
    await dialog.getByRole('button', { name: '新建并生成开通链接' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const link = (await page.getByTestId('one-time-value').textContent())!.trim();
    expect(link).toMatch(new RegExp(`^${adminUrl}/enrol/[\\w-]+$`));
    if (a.login === 'kefu') await shot(page, 'accounts-link');
    await page.getByRole('button', { name: '我已保存' }).click();
    await page.getByRole('cell', { name: a.login, exact: true }).waitFor();
    return link;
  }

  /** An enquiry through a brand page's real form (captcha and SMS code through the upstream's test hooks). */
  async function enquire(page: Page, brand: BrandFlags, name: string) {
    const hook = async (path: string) => {
      const sid = (await page.context().cookies(siteUrl)).find((c) => c.name === 'sj_sid')?.value;
      const res = await fetch(`${upstreamUrl}/api.php/index/__test/${path}`, { headers: { cookie: `sj_sid=${sid}` } });
      return ((await res.json()) as { data: string }).data;
    };
    await page.goto(`${siteUrl}/shangji/${brand.id}`, { waitUntil: 'load' });
    await page.waitForSelector('html[data-hydrated="true"]', { timeout: 15_000 });
    const form = page.getByTestId('enquiry-form');
    await form.scrollIntoViewIfNeeded();
    if ((await form.getAttribute('data-mode')) === 'first') {
      await form.getByTestId('captcha-image').waitFor();
      await form.getByRole('textbox', { name: '姓名' }).fill(name);
      await form.getByLabel('手机号', { exact: true }).fill(investor);
      await form.getByLabel('图片验证码').fill(await hook('captchaAnswer'));
      await form.getByRole('button', { name: '获取验证码' }).click();
      await page.getByTestId('enquiry-notice').filter({ hasText: '验证码已发送' }).waitFor({ timeout: 15_000 });
      await form.getByLabel('手机验证码').fill(/\d{6}/.exec(await hook(`smsOutbox?mobile=${investor}`))![0]);
    }
    await form.getByRole('checkbox').check();
    await form.getByRole('button', { name: '同意并提交' }).click();
    await page.getByTestId('enquiry-notice').filter({ hasText: '提交成功' }).waitFor({ timeout: 10_000 });
    return hook;
  }

  /** The investor's 我的咨询, reloaded: each row's steps (data-state) by brand name. */
  async function investorSteps(): Promise<Record<string, string[]>> {
    const page = pages.investor!;
    await page.reload({ waitUntil: 'load' });
    await page.getByTestId('my-table').waitFor();
    return Object.fromEntries(
      await page.getByTestId('my-row').evaluateAll((rows) =>
        rows.map((tr) => [tr.querySelector('td')!.textContent!.trim(), [...tr.querySelectorAll('[data-testid="my-step"]')].map((li) => li.getAttribute('data-state')!)]),
      ),
    );
  }

  it('the first administrator enrols with the printed link, sets up TOTP and opens accounts', { timeout: 240_000 }, async () => {
    const page = await personPage('admin');
    // Nobody signed in: every screen leads to the sign-in, which keeps where it was going.
    await page.goto(`${adminUrl}/accounts`);
    await page.waitForURL('**/login?next=%2Faccounts');
    await page.getByRole('heading', { name: '登录' }).waitFor();
    await expect.poll(() => page.title()).toBe('登录 · 商机网后台');
    await shot(page, 'login');
    // A wrong password: the server's Chinese answer.
    await page.getByLabel('账号').fill('root');
    await page.getByLabel('密码').fill('not-the-password');
    await page.getByRole('button', { name: '登录' }).click();
    await page.getByRole('alert').waitFor();
    expect(await page.getByRole('alert').textContent()).toMatch(/账号或密码|错误/);
    // 忘记密码: the same answer whether or not the account exists; a made-up reset link is refused.
    await page.getByRole('link', { name: '忘记密码' }).click();
    await page.getByRole('heading', { name: '找回密码' }).waitFor();
    await page.getByLabel('账号').fill('nobody-here');
    await page.getByRole('button', { name: '发送重置链接' }).click();
    const answer = (await page.getByRole('status').textContent())!;
    expect(answer.length).toBeGreaterThan(4);
    await page.goto(`${adminUrl}/reset/not-a-real-token-000000000000`);
    await page.getByLabel(/^新密码/).fill(PASSWORD);
    await page.getByLabel('再次输入新密码').fill(PASSWORD);
    await page.getByRole('button', { name: '保存新密码' }).click();
    await page.getByRole('alert').waitFor();
    expect(await page.getByRole('heading', { name: '密码已重设' }).count()).toBe(0);

    await enrol(page, enrolRoot, 'root', true);
    await page.waitForURL('**/accounts');
    await expect.poll(() => page.title()).toBe('账号 · 商机网后台');
    // The administrator's navigation: only what the role may use.
    expect(await page.getByRole('navigation', { name: '主导航' }).getByRole('link').allTextContents()).toEqual(['账号', '认领审核', '资料审核', '头条', '专题', '广告排期', '品牌导入', '安全']);

    const links = {
      kefu: await createAccount(page, { login: 'kefu', name: '王晓', staffRole: 'SUPPORT' }),
      hegui: await createAccount(page, { login: 'hegui', name: '李合规', staffRole: 'COMPLIANCE' }),
      agent: await createAccount(page, { login: 'agent', name: '张销售', brandId: claimed.id, brandRole: 'BRAND_AGENT' }),
      boss: await createAccount(page, { login: 'boss', name: '陈经理', brandId: claimed.id, brandRole: 'BRAND_ADMIN' }),
    };
    // Sorted on the server by clicking the 账号 header (aria-sort says which way).
    const loginHeader = page.getByRole('columnheader', { name: /账号/ });
    await loginHeader.getByRole('button').click();
    await expect.poll(() => loginHeader.getAttribute('aria-sort')).toBe('descending');
    await loginHeader.getByRole('button').click();
    await expect.poll(() => loginHeader.getAttribute('aria-sort')).toBe('ascending');
    await expect.poll(() => page.locator('tbody tr td:first-child').allTextContents()).toEqual(['agent', 'boss', 'hegui', 'kefu', 'root']);
    await shot(page, 'accounts');

    const kefu = await personPage('kefu');
    await enrol(kefu, links.kefu, 'kefu', true);
    await kefu.waitForURL('**/desk');
    const hegui = await personPage('hegui');
    await enrol(hegui, links.hegui, 'hegui', true);
    await hegui.waitForURL('**/audit');
    const agent = await personPage('agent');
    await enrol(agent, links.agent, 'agent', false);
    await agent.waitForURL('**/leads');
    const boss = await personPage('boss');
    await enrol(boss, links.boss, 'boss', false);
    await boss.waitForURL('**/leads');
    // A used link is refused.
    const again = await personPage('again');
    await again.goto(links.agent);
    await again.getByRole('heading', { name: '链接无效' }).waitFor();
  });

  it('an investor enquires to a claimed brand and to an unclaimed one, and sees them delivered in 我的咨询', { timeout: 180_000 }, async () => {
    const page = await personPage('investor');
    const hook = await enquire(page, claimed, '赵先生');
    await enquire(page, unclaimed, '赵先生');
    // The proof of the number on 我的咨询 (one SMS code a minute: the upstream's test clock moves past it).
    const moved = await fetch(`${upstreamUrl}/api.php/index/__test/advanceClock`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'ms=62000' });
    expect(((await moved.json()) as { code: number }).code).toBe(200);
    clockAhead += 62_000;
    await page.goto(`${siteUrl}/wode/zixun`, { waitUntil: 'load' });
    await page.waitForSelector('html[data-hydrated="true"]', { timeout: 15_000 });
    const prove = page.getByRole('form', { name: '验证手机号' });
    await prove.getByTestId('my-captcha').waitFor();
    await prove.getByLabel('手机号', { exact: true }).fill(investor);
    await prove.getByRole('textbox', { name: '图片验证码' }).fill(await hook('captchaAnswer'));
    await prove.getByRole('button', { name: '获取验证码' }).click();
    await expect.poll(() => page.getByTestId('my-notice').textContent(), { timeout: 30_000 }).toBe('验证码已发送，请注意查收');
    await prove.getByLabel('短信验证码').fill(/\d{6}/.exec(await hook(`smsOutbox?mobile=${investor}`))![0]);
    await prove.getByRole('button', { name: '验证并查看我的咨询' }).click();
    await page.getByTestId('my-table').waitFor();
    // The worker delivers both: to the brand's inbox and to the staff desk.
    await expect.poll(async () => Object.values(await investorSteps()).map((s) => s.at(-1)), { timeout: 20_000 }).toEqual(['DELIVERED', 'DELIVERED']);
  });

  it('support signs in with password and TOTP, and relays the desk lead', { timeout: 180_000 }, async () => {
    const page = pages.kefu!;
    // Signed out, then in again: the password, then a fresh code (a code is accepted once).
    await page.getByRole('button', { name: '退出' }).click();
    await page.waitForURL('**/login');
    await page.getByLabel('账号').fill('kefu');
    await page.getByLabel('密码').fill(PASSWORD);
    await page.getByRole('button', { name: '登录' }).click();
    await page.getByRole('heading', { name: '两步验证' }).waitFor();
    await shot(page, 'login-totp');
    await page.getByLabel('动态验证码').fill(await codeFor(secrets.kefu!));
    await page.getByRole('button', { name: '验证并登录' }).click();
    await page.waitForURL('**/desk');
    expect(await page.getByRole('navigation', { name: '主导航' }).getByRole('link').allTextContents()).toEqual(['线索', '争议', '投递失败', '安全']);
    expect(await page.locator('.ad-who-role').textContent()).toBe('客服');

    // The desk lists the lead masked; the brand's lead is not on it.
    const row = page.getByRole('row').filter({ hasText: masked(investor) });
    await row.waitFor();
    expect(await row.count()).toBe(1);
    expect(await row.textContent()).toContain(unclaimed.name);
    expect(await page.getByRole('table').textContent()).not.toContain(investor);
    // Sorted from the keyboard: 提交时间 ascending, on the server (the address keeps it).
    const timeHeader = page.getByRole('columnheader', { name: /提交时间/ });
    expect(await timeHeader.getAttribute('aria-sort')).toBe('descending');
    await timeHeader.getByRole('button').focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/dir=ASC/);
    await expect.poll(() => timeHeader.getAttribute('aria-sort')).toBe('ascending');
    // Filtered by state on the server: nothing contacted yet.
    await page.getByRole('combobox', { name: '状态' }).selectOption({ label: '已联系' });
    await page.getByRole('cell', { name: '暂无线索' }).waitFor();
    await page.getByRole('combobox', { name: '状态' }).selectOption({ label: '全部状态' });
    await row.waitFor();
    await shot(page, 'desk');

    await row.getByRole('link', { name: /查看线索/ }).click();
    await page.waitForURL(/\/leads\/\d+$/);
    leadIds.desk = /\/leads\/(\d+)$/.exec(page.url())![1];
    await page.getByRole('heading', { name: `线索 ${leadIds.desk}` }).waitFor();
    await page.getByRole('button', { name: '查看完整号码' }).click();
    expect(await page.getByTestId('revealed-phone').textContent()).toBe(investor);
    await page.getByText('此操作已记录').waitFor();
    const relay = page.getByRole('form', { name: '记录转达' });
    await relay.getByLabel('转达结果').selectOption({ label: '已转达' });
    await relay.getByLabel('备注').fill('已电话介绍加盟政策，对方下周到店考察');
    await relay.getByRole('button', { name: '记录转达' }).click();
    await page.getByText('转达记录已保存').waitFor();
    const relayRow = page.getByRole('row').filter({ hasText: '已电话介绍加盟政策' });
    expect(await relayRow.textContent()).toContain('kefu');
    expect(await relayRow.textContent()).toContain('已转达');
    await shot(page, 'lead-desk');

    // The investor sees it: delivered to the site's advisers, viewed, contacted (the relay reached them).
    expect((await investorSteps())[unclaimed.name]).toEqual(expect.arrayContaining(['DELIVERED', 'VIEWED', 'CONTACTED']));
  });

  it('a brand agent sees only its brand\'s lead, reveals it (recorded), marks it contacted and disputes it', { timeout: 120_000 }, async () => {
    const page = pages.agent!;
    await page.reload();
    const row = page.getByRole('row').filter({ hasText: masked(investor) });
    await row.waitFor();
    expect(await page.getByRole('table').textContent()).not.toContain(unclaimed.name);
    expect(await row.textContent()).toContain('已送达');
    // 我的认领: every account without a staff role may claim a brand (docs/decisions/0120).
    expect(await page.getByRole('navigation', { name: '主导航' }).getByRole('link').allTextContents()).toEqual(['线索', '我的认领', '安全']);
    await shot(page, 'leads');
    // 导出 CSV: the brand's leads, numbers masked (the export is recorded).
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: '导出 CSV' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^线索-.+\.csv$/);
    const csv = readFileSync((await download.path())!, 'utf8');
    expect(csv).toContain(masked(investor));
    expect(csv).not.toContain(investor);
    expect(csv).not.toContain(unclaimed.name);

    await row.getByRole('link', { name: /查看线索/ }).click();
    await page.waitForURL(/\/leads\/\d+$/);
    leadIds.brand = /\/leads\/(\d+)$/.exec(page.url())![1];
    const head = page.locator('.ad-head');
    // The first look moved it to 已查看; the investor sees it.
    await expect.poll(() => head.locator('.ad-state').textContent()).toBe('已查看');
    expect((await investorSteps())[claimed.name]).toContain('VIEWED');

    expect(await page.getByText(masked(investor)).count()).toBeGreaterThan(0);
    await page.getByRole('button', { name: '查看完整号码' }).click();
    expect(await page.getByTestId('revealed-phone').textContent()).toBe(investor);
    await page.getByText('此操作已记录').waitFor();

    // Only the moves the state machine allows from 已查看: 已联系 (the outcomes come after it).
    const follow = page.getByRole('region', { name: '跟进' });
    expect(await follow.getByRole('button').allTextContents()).toEqual(['标记为已联系', '申请退还']);
    await follow.getByRole('button', { name: '标记为已联系' }).click();
    await page.getByText('已更新为「已联系」').waitFor();
    expect(await head.locator('.ad-state').textContent()).toBe('已联系');
    expect(await follow.getByRole('button').allTextContents()).toEqual(['有意向', '已成交', '无意向', '申请退还']);
    expect((await investorSteps())[claimed.name]).toEqual(expect.arrayContaining(['DELIVERED', 'VIEWED', 'CONTACTED']));
    await shot(page, 'lead-brand');

    // A dispute with one of the four fixed reasons ("no intention" is not one).
    await follow.getByRole('button', { name: '申请退还' }).click();
    const dialog = page.getByRole('dialog', { name: '申请退还' });
    const reasons = await dialog.getByLabel('退还理由').locator('option:not([disabled])').allTextContents();
    expect(reasons).toEqual(['空号', '重复', '非本人', '地区不符']);
    await dialog.getByLabel('退还理由').selectOption({ label: '空号' });
    await dialog.getByLabel('补充说明').fill('拨打三次均提示空号');
    await shot(page, 'lead-dispute');
    await dialog.getByRole('button', { name: '提交申请' }).click();
    await page.getByText('退还申请已提交').waitFor();
    expect(await head.locator('.ad-state').textContent()).toBe('有争议');
    const dispute = page.getByRole('region', { name: '退还申请' });
    expect(await dispute.textContent()).toContain('待处理');
    expect(await dispute.textContent()).toContain('空号');
    // Another brand's lead (the desk's) by id: refused like any other refusal.
    await page.goto(`${adminUrl}/leads/${leadIds.desk}`);
    await page.getByRole('alert').filter({ hasText: '无权访问' }).waitFor();
    // A screen of another role.
    await page.goto(`${adminUrl}/audit`);
    await page.getByRole('heading', { name: '无权访问' }).waitFor();
    await shot(page, 'forbidden');
  });

  it('support decides the dispute; compliance reads the trail', { timeout: 120_000 }, async () => {
    const page = pages.kefu!;
    await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '争议' }).click();
    await page.waitForURL('**/disputes');
    const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: leadIds.brand!, exact: true }) });
    await row.waitFor();
    expect(await row.textContent()).toContain('空号');
    await shot(page, 'disputes');
    await row.getByRole('button', { name: '驳回' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('驳回理由').fill('已核实号码可正常接通');
    await dialog.getByRole('button', { name: '确认驳回' }).click();
    await page.getByText(`线索 ${leadIds.brand} 的退还申请已驳回`).waitFor();
    await page.getByRole('cell', { name: '暂无待处理的退还申请' }).waitFor();

    await page.getByRole('link', { name: '投递失败' }).click();
    await page.getByRole('heading', { name: '投递失败' }).waitFor();
    await page.getByRole('cell', { name: '暂无投递失败' }).waitFor();
    await shot(page, 'dead');

    const audit = pages.hegui!;
    await audit.reload();
    await audit.getByRole('heading', { name: '审计记录' }).waitFor();
    await audit.getByLabel('动作').fill('lead.reveal');
    await audit.getByRole('button', { name: '筛选' }).click();
    await audit.waitForURL(/action=lead\.reveal/);
    await expect.poll(() => audit.locator('tbody tr').count()).toBe(2);
    const trail = (await audit.getByRole('table').textContent())!;
    expect(trail).toContain('kefu');
    expect(trail).toContain('agent');
    // No phone number and no name in the trail.
    expect(trail).not.toContain(investor);
    expect(trail).not.toContain('赵先生');
    await audit.getByRole('button', { name: '清空条件' }).click();
    await audit.waitForURL((u) => !u.search.includes('action='));
    await audit.locator('tbody tr').nth(5).waitFor();
    await shot(audit, 'audit');
  });

  it('notification settings, sessions, and every screen free of script errors', { timeout: 120_000 }, async () => {
    const boss = pages.boss!;
    await boss.getByRole('link', { name: '通知设置' }).click();
    await boss.getByRole('heading', { name: '通知设置' }).waitFor();
    await boss.getByLabel('推送地址（HTTPS）').fill('https://crm.example.com/hooks/shangji');
    await boss.getByRole('button', { name: '保存地址' }).click();
    await boss.getByText('Webhook 地址已保存').waitFor();
    await boss.getByRole('button', { name: '生成新密钥' }).click();
    await boss.getByRole('dialog', { name: '生成新的签名密钥' }).getByRole('button', { name: '生成', exact: true }).click();
    const secret = (await boss.getByTestId('one-time-value').textContent())!.trim();
    expect(secret.length).toBeGreaterThanOrEqual(32);
    // The dialog's form submitted only itself, not the webhook form it was opened from.
    expect(await boss.getByText('Webhook 地址已保存').count()).toBe(0);
    await shot(boss, 'notify');
    // Shown once: a reload shows only that one exists.
    await boss.reload();
    await boss.getByText('已设置签名密钥').waitFor();
    expect(await boss.getByText(secret).count()).toBe(0);

    await boss.getByRole('link', { name: '安全' }).click();
    await boss.getByRole('heading', { name: '登录设备' }).waitFor();
    await boss.getByText('当前设备').waitFor();
    await shot(boss, 'security');
    // 退出所有设备 ends this session too.
    await boss.getByRole('button', { name: '退出所有设备' }).click();
    await boss.getByRole('dialog').getByRole('button', { name: '全部退出' }).click();
    await boss.waitForURL('**/login');
    await boss.goto(`${adminUrl}/leads`);
    await boss.waitForURL('**/login?next=%2Fleads');

    // A role taken away counts from the account's next request; a disabled account is signed out.
    const admin = pages.admin!;
    await admin.reload();
    const hegui = admin.getByRole('row').filter({ has: admin.getByRole('cell', { name: 'hegui', exact: true }) });
    await hegui.getByRole('button', { name: '员工角色' }).click();
    await admin.getByRole('dialog').getByLabel('员工角色').selectOption('');
    await admin.getByRole('dialog').getByRole('button', { name: '保存' }).click();
    await admin.getByText('hegui 的员工角色已更新').waitFor();
    const audit = pages.hegui!;
    await audit.getByRole('link', { name: '安全' }).click();
    await audit.getByRole('heading', { name: '安全' }).waitFor();
    // Without a staff role the account is like a merchant's: its claims and its security. (Polled: the
    // navigation's account data can arrive a moment after the page's heading; a CI run read the old menu.)
    await expect.poll(() => audit.getByRole('navigation', { name: '主导航' }).getByRole('link').allTextContents()).toEqual(['我的认领', '安全']);
    await audit.goto(`${adminUrl}/audit`);
    await audit.getByRole('heading', { name: '无权访问' }).waitFor();

    const agentRow = admin.getByRole('row').filter({ has: admin.getByRole('cell', { name: 'agent', exact: true }) });
    await agentRow.getByRole('button', { name: '停用' }).click();
    await admin.getByRole('dialog').getByRole('button', { name: '确认停用' }).click();
    await admin.getByText('agent 已停用').waitFor();
    expect(await agentRow.textContent()).toContain('已停用');
    const agent = pages.agent!;
    await agent.getByRole('link', { name: '安全' }).click();
    await agent.waitForURL('**/login?next=%2Fsecurity');

    expect(errors).toEqual([]);
  });
});
