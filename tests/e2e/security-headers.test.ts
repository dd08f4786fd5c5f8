// The Content-Security-Policy (server/src/security-headers.ts) in a real browser: pages load, hydrate (the inline bootstrap
// script and the streamed deferred chunks run with the response's nonce, or, replayed from the page
// cache, by their hashes: docs/decisions/0057), the enquiry captcha image shows, and Chromium reports no
// violation. An injected inline script is refused.
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { useBrowser } from './support/browser';

const skipReason = inject('skipReason');

describe.skipIf(Boolean(skipReason))('security headers in Chromium', () => {
  const baseUrl = inject('baseUrl');
  const browser = useBrowser();

  /** Opens `path` and collects every CSP violation the page reports. */
  async function open(path: string): Promise<{ page: Page; violations: string[]; csp: string; cache: string }> {
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
    return { page, violations, csp, cache: res?.headers()['x-page-cache'] ?? '' };
  }

  const reported = (page: Page) => page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? []);

  for (const path of ['/', '/shangji/1', '/aboutus', '/no/such/page']) {
    // Twice: the second visit is a page-cache replay (scripts allowed by hash) if the first was rendered.
    it(`loads and hydrates ${path} with no CSP violation, rendered or replayed`, async () => {
      const caches: string[] = [];
      for (let visit = 0; visit < 2; visit++) {
        const { page, violations, csp, cache } = await open(path);
        caches.push(cache);
        expect(csp).toContain("frame-ancestors 'none'");
        // A replay ('hit', or 'stale' while a background render replaces it) lists its scripts' hashes.
        if (cache === 'hit' || cache === 'stale') expect(csp).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+(;|$)/);
        else expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'(;|$)/);
        expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
        // The inline bootstrap script ran (it defines the hydration state) and the client entry loaded.
        await page.waitForFunction(() => Boolean((window as unknown as { __SJ_STATE__?: unknown }).__SJ_STATE__));
        await page.waitForTimeout(500);
        expect(await reported(page)).toEqual([]);
        expect(violations).toEqual([]);
        await page.close();
      }
      expect(['hit', 'stale']).toContain(caches[1]);
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

  it('refuses an injected inline script (without the nonce, or with a hash the policy does not list)', async () => {
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
