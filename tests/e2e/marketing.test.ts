// /marketing (新商业品牌营销): the 11 poster panels in the server HTML, each a real image the server answers
// and Chromium decodes, the 立即了解 link to the configured course, the hotline, and the action bar that is
// fixed only past 1200 px of scroll.
import { mkdirSync } from 'node:fs';
import { describe, expect, inject, it } from 'vitest';
import { useBrowser } from './support/browser';
import { lowContrastTexts } from './support/contrast';
import { openPage } from './support/page';

const skipReason = inject('skipReason');
const HOTLINE = '400-100-8090';

interface Img {
  src: string;
  alt: string;
  width: string;
  height: string;
  loading: string | null;
  decoding: string | null;
}

/** The poster's <img> tags as the server wrote them. */
function posterImages(html: string): Img[] {
  const poster = html.slice(html.indexOf('class="sj-marketing-poster"'));
  const end = poster.indexOf('</div>');
  const attr = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1] ?? null;
  return [...poster.slice(0, end).matchAll(/<img\b[^>]*>/g)].map(([tag]) => ({
    src: attr(tag, 'src') ?? '',
    alt: attr(tag, 'alt') ?? '',
    width: attr(tag, 'width') ?? '',
    height: attr(tag, 'height') ?? '',
    loading: attr(tag, 'loading'),
    decoding: attr(tag, 'decoding'),
  }));
}

describe.skipIf(Boolean(skipReason))('/marketing', () => {
  const baseUrl = inject('baseUrl');
  const links = inject('links');
  const browser = useBrowser();

  it('server HTML: head, 11 described panels with sizes, learn-now and hotline', async () => {
    const res = await fetch(`${baseUrl}/marketing`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<title>新商业品牌营销_商机网</title>');
    expect(html).toMatch(/<meta name="keywords" content="新商业品牌营销,[^"]+"/);
    expect(html).toMatch(/<meta name="description" content="[^"]*新商业品牌营销[^"]+"/);
    const imgs = posterImages(html);
    expect(imgs).toHaveLength(11);
    expect(new Set(imgs.map((i) => i.src)).size).toBe(11);
    expect(new Set(imgs.map((i) => i.alt)).size).toBe(11);
    imgs.forEach((img, i) => {
      expect(img.src).toMatch(/^\/assets\/\d\d-[a-z-]+-[\w-]{8}\.svg$/);
      expect(img.alt.length).toBeGreaterThan(15);
      expect(img.width).toBe('1200');
      expect(Number(img.height)).toBeGreaterThan(400);
      expect(img.decoding).toBe('async');
      expect(img.loading).toBe(i < 2 ? null : 'lazy');
    });
    expect(html).toContain(`href="${links.COURSE_URL}"`);
    expect(html).toContain(`href="tel:${HOTLINE.replaceAll('-', '')}"`);
  });

  it('every panel answers 200 as an SVG image, cached as immutable', async () => {
    const imgs = posterImages(await (await fetch(`${baseUrl}/marketing`)).text());
    for (const img of imgs) {
      const res = await fetch(baseUrl + img.src);
      expect(res.status, img.src).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
      expect(res.headers.get('cache-control')).toContain('immutable');
      const svg = await res.text();
      // A drawn panel with Chinese text, not an empty box.
      expect(svg).toMatch(/^<svg [^>]*width="1200" height="\d+"/);
      expect(svg.match(/<text /g)?.length ?? 0).toBeGreaterThan(5);
      expect(svg).toContain(`height="${img.height}"`);
    }
  });

  it('renders every panel, links the course, shows the hotline, fixes the bar past 1200 px', async () => {
    const { page, errors, graphql } = await openPage(browser.context, `${baseUrl}/marketing`, undefined, { failedResponsesAreErrors: true });
    await page.setViewportSize({ width: 1300, height: 900 });
    await expect(page.locator('h1').innerText()).resolves.toBe('新商业品牌营销');
    const bar = page.getByRole('complementary', { name: '课程咨询' });
    const learn = bar.getByRole('link', { name: '立即了解' });
    await expect(learn.getAttribute('href')).resolves.toBe(links.COURSE_URL);
    await expect(learn.getAttribute('target')).resolves.toBe('_blank');
    await expect(learn.getAttribute('rel')).resolves.toContain('noopener');
    const tel = bar.getByRole('link', { name: HOTLINE });
    await expect(tel.getAttribute('href')).resolves.toBe(`tel:${HOTLINE.replaceAll('-', '')}`);

    expect(await lowContrastTexts(page)).toEqual([]);
    const position = () => bar.evaluate((el) => getComputedStyle(el).position);
    expect(await position()).not.toBe('fixed');
    const slotTop = await page.locator('.sj-marketing-poster').evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
    await page.evaluate(() => window.scrollTo(0, 1500));
    await page.waitForFunction(() => getComputedStyle(document.querySelector('.sj-marketing-bar')!).position === 'fixed');
    // Fixed to the bottom of the window, still usable, and the content below did not move.
    const box = (await bar.boundingBox())!;
    expect(Math.round(box.y + box.height)).toBe(900);
    await expect(learn.isVisible()).resolves.toBe(true);
    await expect(page.locator('.sj-marketing-poster').evaluate((el) => el.getBoundingClientRect().top + window.scrollY)).resolves.toBe(slotTop);
    await page.evaluate(() => window.scrollTo(0, 1100));
    await page.waitForFunction(() => getComputedStyle(document.querySelector('.sj-marketing-bar')!).position !== 'fixed');
    await page.evaluate(() => window.scrollTo(0, 0));

    // Every panel decodes (lazy ones once scrolled near), at its declared size.
    const imgs = page.locator('.sj-marketing-poster img');
    expect(await imgs.count()).toBe(11);
    for (let i = 0; i < 11; i++) {
      const img = imgs.nth(i);
      await img.scrollIntoViewIfNeeded();
      await page.waitForFunction((el) => (el as HTMLImageElement).complete, await img.elementHandle(), { timeout: 10_000 });
      const { natural, declared } = await img.evaluate((el: HTMLImageElement) => ({ natural: [el.naturalWidth, el.naturalHeight], declared: [el.width, el.height] }));
      expect(natural[0], `panel ${i + 1}`).toBeGreaterThan(0);
      // Rendered 1200 wide in the 1200 px container: the natural size is the declared size.
      expect(natural).toEqual([1200, Number(await img.getAttribute('height'))]);
      expect(declared[0]).toBe(1200);
    }
    mkdirSync('/tmp/shots', { recursive: true });
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: '/tmp/shots/marketing.png', fullPage: true });
    expect(graphql).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });

});
