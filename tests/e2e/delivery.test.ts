// How pages and assets travel (docs/decisions/0031, 0032): the design system's global CSS as one static,
// hashed, immutable stylesheet that styles the page without any inline global <style>; pages and
// scripts compressed (assets precompressed at build); anonymous pages kept out of no-store.
import { describe, expect, inject, it } from 'vitest';
import { useBrowser } from './support/browser';

const skipReason = inject('skipReason');

describe.skipIf(Boolean(skipReason))('delivery', () => {
  const baseUrl = inject('baseUrl');
  const browser = useBrowser();

  it('links one hashed global stylesheet instead of inlining the global CSS', async () => {
    const html = await (await fetch(`${baseUrl}/aboutus`)).text();
    const head = html.slice(0, html.indexOf('</head>'));
    const links = [...head.matchAll(/<link rel="stylesheet" href="(\/assets\/[^"]+\.css)"/g)].map((m) => m[1]);
    expect(links).toHaveLength(1);
    // Chakra's reset and tokens are no longer in the document.
    expect(html).not.toContain('@layer reset');
    expect(html).not.toContain('--chakra-colors-brand-500:');
    const css = await fetch(`${baseUrl}${links[0]}`, { headers: { 'accept-encoding': 'br' } });
    expect(css.status).toBe(200);
    expect(css.headers.get('content-encoding')).toBe('br');
    expect(css.headers.get('cache-control')).toContain('immutable');
    const text = await css.text();
    expect(text).toContain('@layer reset');
    expect(text).toContain('.sj-container');
  });

  it('styles and hydrates the page from the static stylesheet', async () => {
    const page = await browser.context.newPage();
    const errors: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${baseUrl}/aboutus`, { waitUntil: 'load' });
    await page.waitForSelector('html[data-hydrated="true"]', { timeout: 15_000 });
    const looks = await page.evaluate(() => ({
      bodyBg: getComputedStyle(document.body).backgroundColor,
      containerWidth: getComputedStyle(document.querySelector('.sj-container')!).width,
      margin: getComputedStyle(document.body).margin,
    }));
    expect(looks).toEqual({ bodyBg: 'rgb(245, 245, 245)', containerWidth: '1200px', margin: '0px' });
    expect(errors).toEqual([]);
    await page.close();
  });

  it('compresses pages and scripts as the browser asks, and lets anonymous pages be kept', async () => {
    for (const encoding of ['br', 'gzip']) {
      const res = await fetch(`${baseUrl}/shangji/1`, { headers: { 'accept-encoding': encoding } });
      expect(res.headers.get('content-encoding')).toBe(encoding);
      expect(res.headers.get('vary')).toMatch(/accept-encoding/i);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      const html = await res.text();
      const script = html.match(/<script type="module" src="(\/assets\/[^"]+\.js)"/)?.[1];
      expect(script).toBeTruthy();
      const js = await fetch(`${baseUrl}${script}`, { headers: { 'accept-encoding': encoding } });
      expect(js.headers.get('content-encoding')).toBe(encoding);
      expect(js.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    }
  });
});
