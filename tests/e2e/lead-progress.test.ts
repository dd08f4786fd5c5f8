// What the public sees of a lead's life, end to end in Chromium on a site of its own: a brand
// agent's account (its second factor is optional) is opened through the back office's calls by an
// administrator the accounts command made before the upstream started (PGlite: one process at a time). Six
// investors enquire to the claimed brand through /graphql (captcha and SMS code through the upstream's test
// hooks); the worker delivers each to the brand's inbox; the agent opens five of them (12 and 20 minutes
// later on the upstream's movable test clock) and marks four contacted (about four hours after delivery).
// Then the first investor's 我的咨询, desktop and mobile, shows 已送达该品牌的运营公司「…」 · 对方已查看 ·
// 已联系 with their times, and 撤回 with its time once withdrawn; the brand page, desktop and mobile, shows
// 平均响应时间 (median first view 20 minutes, first contact 4 hours, over the 5 leads not withdrawn, its day and source) —
// whole in the crawler's document — and a brand without leads says 暂无足够数据.
// Screenshots at 1280×800 and 390×844 go to /tmp/shots/lead-progress.
import { spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generateSync } from 'otplib';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { brandConsentText, calls, CONSENT_VERSION, type CallName, type WireBrand } from '@shangji/contract';
import { freePort, repoRoot, runWorkspace, startServer, waitHealthy } from '../support/stack';
import { CHROMIUM, CHROMIUM_ARGS, findBrands, type BrandFlags } from './support/browser';

const skipReason = inject('skipReason');
const SHOTS = '/tmp/shots/lead-progress';
const PASSWORD = 'Lead-progress-2026-e2e';
const MIN = 60_000;

const chinaDay = (aheadMs = 0) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(Date.now() + aheadMs));

describe.skipIf(Boolean(skipReason))('the lead’s life as the public sees it', () => {
  let siteUrl = '';
  let mobileUrl = '';
  let upstreamUrl = '';
  let dataDir = '';
  const children: ChildProcess[] = [];
  let browser: Browser;
  let claimed: BrandFlags;
  let quiet: BrandFlags;
  let wire: WireBrand;
  const stamp = String(Date.now() % 1e6).padStart(6, '0');
  const investors = Array.from({ length: 6 }, (_, i) => `135${stamp}${String(i + 40)}`);
  /** Investor A's session cookie (sj_sid), which proves A's number for 我的咨询. */
  let sidA = '';
  const leadOf: Record<string, number> = {};
  /** Page errors and console errors of the current test's pages. */
  let errors: string[] = [];
  beforeEach(() => {
    errors = [];
  });

  /** One back-office call straight to the upstream, on `session` (X-Admin-Session) when given. */
  async function admin<T>(name: CallName, params: Record<string, string | number> = {}, session = ''): Promise<{ code: number; msg: string; data: T }> {
    const c = calls[name];
    const qs = new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString();
    const headers: Record<string, string> = session ? { 'x-admin-session': session } : {};
    const res =
      c.method === 'GET'
        ? await fetch(`${upstreamUrl}${c.path}?${qs}`, { headers })
        : await fetch(`${upstreamUrl}${c.path}`, { method: 'POST', headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' }, body: qs });
    return (await res.json()) as { code: number; msg: string; data: T };
  }

  /** Moves the upstream's test clock forward, at most ten minutes a step (upstream/src/enquiry/test-clock.ts). */
  const advanceClock = async (ms: number) => {
    for (let left = ms; left > 0; left -= 10 * MIN) {
      const res = await fetch(`${upstreamUrl}/api.php/index/__test/advanceClock`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: `ms=${Math.min(left, 10 * MIN)}` });
      expect(((await res.json()) as { code: number }).code).toBe(200);
    }
  };

  /** A visitor's /graphql with a cookie jar of one sj_sid. */
  class Visitor {
    sid = '';
    async graphql<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
      const res = await fetch(`${siteUrl}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(this.sid ? { cookie: `sj_sid=${this.sid}` } : {}) },
        body: JSON.stringify({ query, variables }),
      });
      const sid = /sj_sid=([^;]+)/.exec(res.headers.get('set-cookie') ?? '')?.[1];
      if (sid) this.sid = sid;
      const body = (await res.json()) as { data: T; errors?: unknown[] };
      expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
      return body.data;
    }
    async hook(path: string): Promise<string> {
      const res = await fetch(`${upstreamUrl}/api.php/index/__test/${path}`, { headers: { cookie: `sj_sid=${this.sid}` } });
      return ((await res.json()) as { data: string }).data;
    }
    /** The enquiry form's first step: the captcha, then an SMS code to `mobile`; answers the code. */
    async smsCode(mobile: string): Promise<string> {
      await this.graphql('query { enquiryCaptcha { image } }');
      const captcha = await this.hook('captchaAnswer');
      const sent = await this.graphql<{ sendSmsCode: { ok: boolean; message: string } }>(
        'mutation S($phone: String!, $captcha: String!) { sendSmsCode(phone: $phone, captcha: $captcha) { ok message } }',
        { phone: mobile, captcha },
      );
      expect(sent.sendSmsCode, sent.sendSmsCode.message).toMatchObject({ ok: true });
      return /\d{6}/.exec(await this.hook(`smsOutbox?mobile=${mobile}`))![0];
    }
  }

  const leadsOf = async (mobile: string) =>
    ((await (await fetch(`${upstreamUrl}/api.php/index/__test/leads?mobile=${mobile}`)).json()) as { data: { id: number; lead_state: string }[] }).data;

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    dataDir = mkdtempSync(join(tmpdir(), 'shangji-lead-progress-'));
    const [upstreamPort, port, mobilePort, adminPort] = [await freePort(), await freePort(), await freePort(), await freePort()];
    siteUrl = `http://127.0.0.1:${port}`;
    mobileUrl = `http://127.0.0.1:${mobilePort}`;
    upstreamUrl = `http://127.0.0.1:${upstreamPort}`;
    const adminUrl = `http://127.0.0.1:${adminPort}`;
    const common = { DATA_DIR: join(dataDir, 'pglite'), UPSTREAM_PORT: String(upstreamPort), ADMIN_SITE_URL: adminUrl, LOG_LEVEL: 'warn' };

    // The administrator, made before the site runs (as the README tells an operator).
    const cli = spawnSync(join(repoRoot, 'node_modules/.bin/tsx'), ['src/backoffice/accounts/cli.ts', 'create', '--role', 'admin', '--login', 'root', '--name', '系统管理员'], {
      cwd: join(repoRoot, 'upstream'),
      env: { ...process.env, ...common },
      encoding: 'utf8',
      timeout: 240_000,
    });
    const token = /\/enrol\/([\w-]+)/.exec(cli.stdout ?? '')?.[1];
    if (!token) throw new Error(`npm run accounts printed no link:\n${cli.stdout}\n${cli.stderr}`);

    const upstream = runWorkspace('upstream', 'upstream', { ...common, SEED_SCALE: 'small', NODE_ENV: 'test', LEAD_WORKER_INTERVAL_MS: '200', POW_COST: '0' });
    children.push(upstream);
    await waitHealthy(`${upstreamUrl}/healthz`, 240, upstream, 'upstream');
    const server = await startServer(upstreamUrl, {
      PORT: String(port),
      MOBILE_PORT: String(mobilePort),
      MOBILE_SITE_URL: mobileUrl,
      PUBLIC_GRAPHQL_URL: `${siteUrl}/graphql`,
      ADMIN_PORT: String(adminPort),
      ADMIN_SITE_URL: adminUrl,
      SITE_URL: siteUrl,
    });
    children.push(server.child);

    const brands = await findBrands(siteUrl, Array.from({ length: 25 }, (_, i) => i + 1));
    claimed = brands.find((b) => b.claimed)!;
    quiet = brands.find((b) => b.id !== claimed?.id)!;
    if (!claimed) throw new Error('the seed has no claimed brand among the first 25');
    wire = ((await (await fetch(`${upstreamUrl}${calls.brandShow.path}?id=${claimed.id}`)).json()) as { data: WireBrand }).data;

    // The administrator enrols (password, then the second factor staff must have) and opens the agent's account.
    const root = await admin<{ token: string }>('adminEnrol', { token, password: PASSWORD });
    expect(root.code, root.msg).toBe(200);
    const setup = await admin<{ secret: string }>('adminTotpSetup', {}, root.data.token);
    expect((await admin('adminTotpConfirm', { code: generateSync({ secret: setup.data.secret }) }, root.data.token)).code).toBe(200);
    const made = await admin<{ enrol_token: string }>('adminCreateAccount', { login: `agent${stamp}`, name: '品牌销售', brand_id: Number(claimed.id), brand_role: 'brand_agent' }, root.data.token);
    expect(made.code, made.msg).toBe(200);
    const agent = await admin<{ token: string; stage: string }>('adminEnrol', { token: made.data.enrol_token, password: PASSWORD });
    expect(agent.data.stage).toBe('done');

    // Six investors enquire to the claimed brand; the consent names its operating company.
    for (const [i, mobile] of investors.entries()) {
      const v = new Visitor();
      const smsCode = await v.smsCode(mobile);
      const r = await v.graphql<{ submitEnquiry: { ok: boolean; message: string } }>('mutation E($input: EnquiryInput!) { submitEnquiry(input: $input) { ok message } }', {
        input: { brandId: claimed.id, name: `投资人${i}`, mobile, title: wire.title, consentText: brandConsentText(wire), consentVersion: CONSENT_VERSION, smsCode },
      });
      expect(r.submitEnquiry, r.submitEnquiry.message).toMatchObject({ ok: true });
      if (i === 0) sidA = v.sid;
    }
    // The worker delivers each to the brand's inbox (an account exists now).
    let states: (string | undefined)[] = [];
    for (let waited = 0; waited < 30_000; waited += 250) {
      states = (await Promise.all(investors.map(leadsOf))).map((l) => l[0]?.lead_state);
      if (states.every((s) => s === 'delivered')) break;
      await new Promise((r) => setTimeout(r, 250));
    }
    expect(states).toEqual(investors.map(() => 'delivered'));
    for (const mobile of investors) leadOf[mobile] = (await leadsOf(mobile))[0]!.id;

    // The agent opens five leads (the first look moves a lead to 已查看): three after 12 minutes, two after 20;
    // then contacts four, about four hours after delivery. The sixth is never opened.
    const look = async (mobile: string) => expect((await admin('adminLead', { id: leadOf[mobile]! }, agent.data.token)).code).toBe(200);
    await advanceClock(12 * MIN);
    for (const m of investors.slice(0, 3)) await look(m);
    await advanceClock(8 * MIN);
    for (const m of investors.slice(3, 5)) await look(m);
    await advanceClock(220 * MIN);
    // Hours later the agent's session has lapsed: a new sign-in (password; the second factor is the brand's choice).
    const again = await admin<{ token: string; stage: string }>('adminSignIn', { login: `agent${stamp}`, password: PASSWORD });
    expect(again.data?.stage, again.msg).toBe('done');
    for (const m of investors.slice(0, 4)) {
      const moved = await admin('adminMoveLead', { id: leadOf[m]!, state: 'contacted' }, again.data.token);
      expect(moved.code, moved.msg).toBe(200);
    }
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: CHROMIUM_ARGS,
    });
  }, 600_000);

  afterAll(async () => {
    await browser?.close();
    for (const c of children) if (c.exitCode === null) c.kill('SIGTERM');
    for (let waited = 0; waited < 5000 && children.some((c) => c.exitCode === null && c.signalCode === null); waited += 100) await new Promise((r) => setTimeout(r, 100));
    for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  /** A browser of investor A (its proof's cookie on the desktop origin), at a desktop or a phone's size. */
  async function contextOfA(phone = false): Promise<BrowserContext> {
    const context = await browser.newContext({
      viewport: phone ? { width: 390, height: 844 } : { width: 1280, height: 800 },
      ...(phone ? { deviceScaleFactor: 3, isMobile: true, hasTouch: true } : {}),
      locale: 'zh-CN',
      timezoneId: 'Asia/Shanghai',
    });
    if (sidA) await context.addCookies([{ name: 'sj_sid', value: sidA, url: siteUrl }]);
    return context;
  }

  async function open(context: BrowserContext, url: string): Promise<Page> {
    const page = await context.newPage();
    page.on('pageerror', (e) => errors.push(`${url}: ${e.message}`));
    page.on('console', (m) => m.type() === 'error' && errors.push(`${url}: ${m.text()}`));
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForSelector('html[data-hydrated="true"]', { timeout: 15_000 });
    return page;
  }

  /** Proves investor A's number on A's session (a new SMS code, a minute after the enquiry's). */
  async function proveA() {
    const v = new Visitor();
    v.sid = sidA;
    const code = await v.smsCode(investors[0]!);
    const proven = await v.graphql<{ proveMyPhone: { ok: boolean; message: string } }>(
      'mutation P($phone: String!, $code: String!) { proveMyPhone(phone: $phone, smsCode: $code) { ok message } }',
      { phone: investors[0], code },
    );
    expect(proven.proveMyPhone, proven.proveMyPhone.message).toMatchObject({ ok: true });
    sidA = v.sid; // the proof renews the session id
  }

  const stepsOf = (page: Page, row: string) =>
    page.locator(`${row} [data-testid="my-step"]`).evaluateAll((lis) => lis.map((li) => ({ state: li.getAttribute('data-state'), text: li.textContent!.replace(/\s+/g, ' ').trim() })));
  const STEP = (label: string) => new RegExp(`^${label.replace(/[「」()]/g, '\\$&')} \\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}$`);

  it('我的咨询 (desktop) shows each step of the lead with its time: delivered to the named company, viewed, contacted; then 撤回', { timeout: 120_000 }, async () => {
    await proveA();
    const context = await contextOfA();
    const page = await open(context, `${siteUrl}/wode/zixun`);
    await page.getByTestId('my-table').waitFor();
    const row = `[data-testid="my-row"][data-id="${leadOf[investors[0]!]}"]`;
    const steps = await stepsOf(page, row);
    const recipient = `该品牌的运营公司「${wire.company}」`;
    expect(steps.map((s) => s.state)).toEqual(['DELIVERED', 'VIEWED', 'CONTACTED']);
    expect(steps[0]!.text).toMatch(STEP(`已送达${recipient}`));
    expect(steps[1]!.text).toMatch(STEP('对方已查看'));
    expect(steps[2]!.text).toMatch(STEP('已联系'));
    // In the order they happened: 12 minutes to the look, about four hours to the contact.
    const at = steps.map((s) => Date.parse(`${/\d{4}-\d{2}-\d{2} \d{2}:\d{2}/.exec(s.text)![0].replace(' ', 'T')}:00+08:00`));
    expect(at[1]! - at[0]!).toBeGreaterThanOrEqual(11 * MIN);
    expect(at[1]! - at[0]!).toBeLessThanOrEqual(13 * MIN);
    expect(at[2]! - at[0]!).toBeGreaterThanOrEqual(239 * MIN);
    expect(await page.locator(`${row} td`).nth(1).textContent()).toBe(recipient);
    await page.locator(row).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/wode-zixun-desktop.png` });

    // The CSV copy carries the state and every step.
    const [csv] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: '导出CSV' }).click()]);
    const { readFileSync } = await import('node:fs');
    const text = readFileSync((await csv.path())!, 'utf8');
    expect(text).toContain(`,已联系,已提交 `);
    expect(text).toContain(`；已送达${recipient} `);

    // Withdrawn: the last step is 撤回 with its time.
    await page.getByRole('button', { name: `撤回对「${claimed.name}」的咨询` }).click();
    await page.getByTestId('my-notice').filter({ hasText: '已撤回' }).waitFor();
    const after = await stepsOf(page, row);
    expect(after.map((s) => s.state)).toEqual(['DELIVERED', 'VIEWED', 'CONTACTED', 'WITHDRAWN']);
    expect(after[3]!.text).toMatch(STEP('撤回'));
    await page.screenshot({ path: `${SHOTS}/wode-zixun-desktop-withdrawn.png` });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('我的咨询 (mobile) shows the same steps', { timeout: 60_000 }, async () => {
    const context = await contextOfA(true);
    const page = await open(context, `${mobileUrl}/wode/zixun`);
    await page.locator('[data-my-list]').waitFor();
    const row = `[data-testid="my-row"][data-id="${leadOf[investors[0]!]}"]`;
    await page.locator(row).waitFor();
    const steps = await stepsOf(page, row);
    expect(steps.map((s) => s.state)).toEqual(['DELIVERED', 'VIEWED', 'CONTACTED', 'WITHDRAWN']);
    expect(steps[0]!.text).toMatch(STEP(`已送达该品牌的运营公司「${wire.company}」`));
    expect(steps[1]!.text).toMatch(STEP('对方已查看'));
    expect(steps[3]!.text).toMatch(STEP('撤回'));
    // No horizontal scroll at a phone's width.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await page.locator(row).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/wode-zixun-mobile.png` });
    expect(errors).toEqual([]);
    await context.close();
  });

  // The withdrawn lead no longer counts: five leads, four viewed (12, 12, 20, 20 minutes after delivery, the
  // seconds the test itself takes on top) and three contacted (about 4 hours) — medians 20 minutes and 4
  // hours, the one never viewed and the two never contacted counted as the slowest.
  const VIEW = /^中位数 2[01]分钟$/;
  const CONTACT = /^中位数 4(\.1)?小时$/;
  // 截至 is the day of the newest event counted, and the test dates contacts about 4 hours after delivery:
  // run after 20:00 in China, that day is tomorrow's (a CI run at 20:45 CST failed on it), so the
  // expected day is the one 4 hours from now.
  const basis = (n: number) => `近180天本站送达该品牌的咨询${n}条，截至${chinaDay(4 * 3_600_000)}，来源：本站线索记录`;

  it('the brand page shows 平均响应时间 beside its trust facts, whole for crawlers, and 暂无足够数据 without leads', { timeout: 60_000 }, async () => {
    // A crawler's document carries the row in the HTML (sent whole, no script needed).
    const html = await (await fetch(`${siteUrl}/shangji/${claimed.id}`, { headers: { 'user-agent': 'Mozilla/5.0 (compatible; Baiduspider/2.0; +http://www.baidu.com/search/spider.html)' } })).text();
    const fact = html.slice(html.indexOf('id="trust-response"'));
    expect(fact.slice(0, 2000)).toContain('平均响应时间');
    expect(fact.slice(0, 2000)).toMatch(/中位数 2[01]分钟/);
    expect(fact.slice(0, 2000)).toContain(basis(5));

    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'zh-CN', timezoneId: 'Asia/Shanghai' });
    const page = await open(context, `${siteUrl}/shangji/${claimed.id}`);
    const box = page.getByTestId('response-time');
    expect(await box.getByRole('heading').textContent()).toBe('平均响应时间');
    expect(await box.getByTestId('response-view').textContent()).toMatch(VIEW);
    expect(await box.getByTestId('response-contact').textContent()).toMatch(CONTACT);
    expect(await box.getByTestId('response-basis').textContent()).toContain(basis(5));
    // Beside the other trust facts, in the 合规护照 section.
    expect(await page.locator('#passport .sj-tr-facts #trust-response').count()).toBe(1);
    await box.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/brand-response-desktop.png` });

    const none = await open(context, `${siteUrl}/shangji/${quiet.id}`);
    const empty = none.getByTestId('response-time');
    expect(await empty.getByTestId('response-view').textContent()).toBe('暂无足够数据');
    expect(await empty.getByTestId('response-contact').textContent()).toBe('暂无足够数据');
    expect(await empty.getByTestId('response-basis').textContent()).toMatch(/近180天本站送达该品牌的咨询0条，不足5条，截至\d{4}-\d{2}-\d{2}，来源：本站线索记录/);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the mobile brand page shows 平均响应时间 in its trust section', { timeout: 60_000 }, async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true, locale: 'zh-CN', timezoneId: 'Asia/Shanghai' });
    const page = await open(context, `${mobileUrl}/shangji/${claimed.id}`);
    const box = page.getByTestId('m-response-time');
    expect(await page.locator('#passport [data-testid="m-response-time"]').count()).toBe(1);
    expect(await box.getByTestId('response-view').textContent()).toMatch(VIEW);
    expect(await box.getByTestId('response-contact').textContent()).toMatch(CONTACT);
    expect(await box.getByTestId('response-basis').textContent()).toContain(basis(5));
    await box.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/brand-response-mobile.png` });
    expect(errors).toEqual([]);
    await context.close();
  });
});
