// The back office on the shared end-to-end site (tests/e2e/support/global-setup.ts runs its listener on
// both gateways): accounts of any role made through the upstream's test-only hook
// (upstream/src/backoffice/accounts/test-accounts.ts), and signing in through the real login screen,
// password then, for staff, a TOTP code computed at the upstream's clock (which other files move forward).
import { generateSync } from 'otplib';
import type { Page } from 'playwright-core';

export type TestRole = 'support' | 'ops' | 'compliance' | 'admin' | 'brand_admin' | 'brand_agent';

export interface TestAccount {
  id: number;
  login: string;
  password: string;
  /** Base32; null for a brand account made without the second factor. */
  totpSecret: string | null;
}

/** A new account ready to sign in: `brandId` for the brand roles; `totp` gives a brand account the second factor. */
export async function makeAccount(upstreamUrl: string, role: TestRole, options: { brandId?: number; name?: string; totp?: boolean } = {}): Promise<TestAccount> {
  const body = new URLSearchParams({ role, ...(options.brandId ? { brandId: String(options.brandId) } : {}), ...(options.name ? { name: options.name } : {}), ...(options.totp ? { totp: '1' } : {}) });
  const res = await fetch(`${upstreamUrl}/api.php/index/__test/account`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body });
  const answer = (await res.json()) as { code: number; msg: string; data: TestAccount };
  if (answer.code !== 200) throw new Error(`test account (${role}) refused: ${answer.msg}`);
  return answer.data;
}

/** The upstream's clock (its test clock, moved forward by other tests): read by moving it 1 ms. */
async function upstreamNow(upstreamUrl: string): Promise<number> {
  const res = await fetch(`${upstreamUrl}/api.php/index/__test/advanceClock`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'ms=1' });
  return ((await res.json()) as { data: number }).data;
}

const usedSteps = new Map<string, number>();

/** A TOTP code for `secret` from a 30-second step later than any this process used for it (a code counts once). */
export async function totpCode(upstreamUrl: string, secret: string): Promise<string> {
  for (;;) {
    const now = await upstreamNow(upstreamUrl);
    const step = Math.floor(now / 30_000);
    if (step > (usedSteps.get(secret) ?? -1)) {
      usedSteps.set(secret, step);
      return generateSync({ secret, epoch: Math.floor(now / 1000) });
    }
    await new Promise((r) => setTimeout(r, 1000));
  }
}

/** Signs `account` in on `adminUrl` through the login screen; resolves once the first screen after it shows. */
export async function signIn(page: Page, adminUrl: string, upstreamUrl: string, account: TestAccount): Promise<void> {
  await page.goto(`${adminUrl}/login`);
  await page.getByLabel('账号').fill(account.login);
  await page.getByLabel('密码').fill(account.password);
  await page.getByRole('button', { name: '登录' }).click();
  if (account.totpSecret) {
    await page.getByRole('heading', { name: '两步验证' }).waitFor();
    await page.getByLabel('动态验证码').fill(await totpCode(upstreamUrl, account.totpSecret));
    await page.getByRole('button', { name: '验证并登录' }).click();
  }
  await page.waitForURL((url) => !/\/login$/.test(url.pathname), { timeout: 15_000 });
  await page.getByRole('navigation', { name: '主导航' }).waitFor();
}
