// The shared end-to-end site itself (tests/e2e/support/global-setup.ts): both gateways serve the same
// upstream, and accounts made through the test-only hook sign in through either gateway's back office —
// staff with password and TOTP, a brand agent with password alone — each landing on its own first screen.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { makeAccount, signIn } from './support/backoffice';
import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS, findBrands } from './support/browser';

const skipReason = inject('skipReason');

describe.skipIf(Boolean(skipReason))('the shared end-to-end site', () => {
  const upstreamUrl = inject('upstreamUrl');
  let browser: Browser;

  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  });
  afterAll(async () => browser?.close());

  it('both gateways render the same brand page', async () => {
    const [brand] = await findBrands(inject('baseUrl'), [1]);
    const [again] = await findBrands(inject('baseUrl2'), [1]);
    expect(again).toEqual(brand);
  });

  it('a support account signs in with TOTP on one gateway, a brand agent without it on the other', async () => {
    const support = await makeAccount(upstreamUrl, 'support');
    expect(support.totpSecret).toBeTruthy();
    const page = await (await browser.newContext({ locale: 'zh-CN' })).newPage();
    await signIn(page, inject('adminUrl'), upstreamUrl, support);
    expect(new URL(page.url()).pathname).toBe('/desk');

    const [brand] = await findBrands(inject('baseUrl'), [1]);
    const agent = await makeAccount(upstreamUrl, 'brand_agent', { brandId: Number(brand!.id) });
    expect(agent.totpSecret).toBeNull();
    const other = await (await browser.newContext({ locale: 'zh-CN' })).newPage();
    await signIn(other, inject('admin2Url'), upstreamUrl, agent);
    expect(new URL(other.url()).pathname).toBe('/leads');
    // The agent's navigation holds the brand's screens only.
    const nav = await other.getByRole('navigation', { name: '主导航' }).getByRole('link').allTextContents();
    expect(nav).toContain('线索');
    expect(nav).not.toContain('账号');
  });
});
