// The Content-Security-Policy of issue 12 in a real browser: pages load, hydrate (the inline bootstrap
// script and the streamed deferred chunks run with the response's nonce), the enquiry captcha image
// shows, and Chromium reports no violation. An injected inline script without the nonce is refused.
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { useBrowser } from './support/browser';

const skipReason = inject('skipReason');

describe.skipIf(Boolean(skipReason))('security headers in Chromium', () => {
  const baseUrl = inject('baseUrl');
  const browser = useBrowser();


  /** Opens `path` and collects every CSP violation the page reports. */
  async function open(path: string): Promise<{ page: Page; violations: string[]; csp: string }> {
    const page = await browser.context.newPage();
    const violations: string[] = [];
    page.on('console', (m) => {
      if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
    });
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (e) => {
        (window as unknown as { __csp: string[] }).__csp ??= [];
        (window as unknown as { __csp: string[] }).__csp.push(`${e.violatedDirective} ${e.blockedURI}`);
      });
    });
    const res = await page.goto(`${baseUrl}${path}`, { waitUntil: 'load' });
    const csp = res?.headers()['content-security-policy'] ?? '';
    return { page, violations, csp };
  }

  const reported = (page: Page) => page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? []);

  for (const path of ['/', '/shangji/1', '/aboutus', '/no/such/page']) {
    it(`loads and hydrates ${path} with no CSP violation`, async () => {
      const { page, violations, csp } = await open(path);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/);
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      // The inline bootstrap script ran (it defines the hydration state) and the client entry loaded.
      await page.waitForFunction(() => Boolean((window as unknown as { __SJ_STATE__?: unknown }).__SJ_STATE__));
      await page.waitForTimeout(500);
      expect(await reported(page)).toEqual([]);
      expect(violations).toEqual([]);
      await page.close();
    });
  }

  it('shows the enquiry captcha (a data: image fetched over GraphQL) on a brand page without violations', async () => {
    const { page, violations } = await open('/shangji/1');
    const form = page.getByTestId('enquiry-form');
    await form.scrollIntoViewIfNeeded();
    await form.getByTestId('captcha-image').waitFor({ timeout: 15_000 });
    expect(await reported(page)).toEqual([]);
    expect(violations).toEqual([]);
    await page.close();
  });

  it('refuses an inline script that lacks the nonce', async () => {
    const { page } = await open('/aboutus');
    await page.evaluate(() => {
      const s = document.createElement('script');
      s.textContent = 'window.__injected = true';
      document.body.appendChild(s);
    });
    await page.waitForTimeout(200);
    expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected)).toBeUndefined();
    expect((await reported(page)).join(' ')).toContain('script-src');
    await page.close();
  });
});
