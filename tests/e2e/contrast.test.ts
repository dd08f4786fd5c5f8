// WCAG AA text contrast (docs/decisions/0035) on pages beyond the brand page: the shared chrome, the home
// page and a static page; and a check that the measuring helper does flag low contrast.
import { describe, expect, inject, it } from 'vitest';
import { useBrowser } from './support/browser';
import { lowContrastTexts } from './support/contrast';

const skipReason = inject('skipReason');

describe.skipIf(Boolean(skipReason))('text contrast', () => {
  const baseUrl = inject('baseUrl');
  const browser = useBrowser();

  it('flags the old grey and red, passes their replacements', async () => {
    const page = await browser.context.newPage();
    await page.setContent(`
      <p style="color:#999">旧灰色</p>
      <p style="color:#e4393c">旧红色</p>
      <p style="color:#e4393c;font-size:24px">大号红色</p>
      <p style="color:#666">新灰色</p>
      <div style="background:#c81623"><span style="color:#fff">按钮</span></div>
      <button disabled style="color:#fff;background:#ccc">禁用</button>`);
    expect((await lowContrastTexts(page)).map((f) => f.text)).toEqual(['旧灰色', '旧红色']);
    await page.close();
  });

  // /shangji/all and /vip: the active link tab; /top: rank badges 4-10.
  it.each(['/', '/aboutus', '/shangji/all', '/vip', '/top'])('%s meets WCAG AA', async (path) => {
    const page = await browser.context.newPage();
    await page.goto(baseUrl + path, { waitUntil: 'load' });
    await page.waitForSelector('html[data-hydrated="true"]', { timeout: 15_000 });
    expect(await lowContrastTexts(page)).toEqual([]);
    await page.close();
  });

  it('/top: every rank badge, decorative (aria-hidden) or not, is readable (4.5:1)', async () => {
    // lowContrastTexts skips aria-hidden text; the badges' figures are still read by sighted visitors.
    const page = await browser.context.newPage();
    await page.goto(`${baseUrl}/top`, { waitUntil: 'load' });
    const ratios = await page.locator('.sj-rank-no').evaluateAll((els) => {
      const rgb = (c: string) => (/rgba?\(([^)]+)\)/.exec(c)?.[1] ?? '0,0,0').split(/[\s,/]+/).filter(Boolean).slice(0, 3).map(Number);
      const lum = (c: number[]) => {
        const [r, g, b] = c.map((v) => (v / 255 <= 0.04045 ? v / 255 / 12.92 : ((v / 255 + 0.055) / 1.055) ** 2.4)) as [number, number, number];
        return 0.2126 * r + 0.7152 * g + 0.0722 * b;
      };
      return els.map((el) => {
        const cs = getComputedStyle(el);
        const [a, b] = [lum(rgb(cs.color)), lum(rgb(cs.backgroundColor))];
        return { text: el.textContent, ratio: Math.round(((Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05)) * 100) / 100 };
      });
    });
    expect(ratios.length).toBeGreaterThan(10);
    expect(ratios.filter((r) => r.ratio < 4.5)).toEqual([]);
    await page.close();
  });
});
