// /brandentry as a crawler and as a visitor see it: the counters' final figures, the nine conditions and
// four steps in the server HTML; in Chromium the count-up (none with reduced motion), the rotating and
// pausable media carousel, the six certified brands, every entry button pointing at the claim
// flow on the back office's origin, and the side header fixed to the top after 200 px of scroll.
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { useBrowser } from './support/browser';
import { lowContrastTexts } from './support/contrast';
import { openPage } from './support/page';

const skipReason = inject('skipReason');
const FIGURES = ['500', '2000', '100W', '100W'];
const STEPS = ['在线申请', '评估洽谈', '签订协议', '品牌发布'];

/** Records, every frame from the first paint on, what each counter's visible digits say. */
async function sampleCounters(page: Page) {
  await page.addInitScript(() => {
    const seen: string[][] = [];
    (window as unknown as { __counterSamples: string[][] }).__counterSamples = seen;
    const tick = () => {
      const figures = [...document.querySelectorAll('[data-counter] [aria-hidden="true"]')].map((el) => el.textContent ?? '');
      if (figures.length) seen.push(figures);
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
}

const samples = (page: Page) => page.evaluate(() => (window as unknown as { __counterSamples: string[][] }).__counterSamples);
const shown = (page: Page) => page.locator('[data-counter] [aria-hidden="true"]').allTextContents();
const activeSlide = (page: Page) => page.locator('#media .swiper-slide-active').getAttribute('data-swiper-slide-index');

describe.skipIf(Boolean(skipReason))('/brandentry', () => {
  const baseUrl = inject('baseUrl');
  const browser = useBrowser();

  beforeAll(() => {
    mkdirSync('/tmp/shots', { recursive: true });
  });

  it('server HTML has the final figures, the nine conditions, the four steps and the portal links', async () => {
    const res = await fetch(`${baseUrl}/brandentry`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<title>品牌入驻_商机网</title>');
    expect(html).toContain('<link rel="canonical" href="');
    for (const figure of FIGURES) {
      expect(html).toContain(`data-counter="${figure}"`);
      expect(html).toContain(`<span class="sj-sr-only">${figure}</span>`);
    }
    const conditions = /<ol class="be-conditions">(.*?)<\/ol>/s.exec(html)?.[1] ?? '';
    expect(conditions.match(/<li>/g)).toHaveLength(9);
    expect(conditions).toContain('门店数量5家以上');
    expect(conditions).toContain('运营1年以上');
    const steps = /<ol class="be-steps">(.*?)<\/ol>/s.exec(html)?.[1] ?? '';
    expect([...steps.matchAll(/<h3>([^<]*)<\/h3>/g)].map((m) => m[1])).toEqual(STEPS);
    const entries = [...html.matchAll(/<a href="([^"]*)" target="_blank" rel="noopener noreferrer" class="[^"]*" data-entry="/g)];
    expect(entries.length).toBeGreaterThanOrEqual(4);
    // Every entry button leads to the claim flow on the back office's origin (docs/decisions/0120).
    for (const [, href] of entries) expect(href).toBe(`${inject('adminUrl')}/claim`);
    // The deferred certified brands are inline for a crawler.
    expect(html.match(/<article class="sj-brand-card"/g)).toHaveLength(6);
  });

  it('counters count up to their final figures once scrolled into view', async () => {
    // A short window: the counters start below the fold.
    const { page, errors, graphql } = await openPage(browser.context, `${baseUrl}/brandentry`, async (p) => {
      await p.setViewportSize({ width: 1300, height: 420 });
      await sampleCounters(p);
    });
    expect(await page.locator('.be-counters').evaluate((el) => el.getBoundingClientRect().top > window.innerHeight)).toBe(true);
    // Out of view they read the real figure (as rendered by the server), not 0.
    expect(await shown(page)).toEqual(FIGURES);
    await page.locator('.be-counters').scrollIntoViewIfNeeded();
    // Somewhere on the way they show a smaller figure …
    await page.waitForFunction(() => document.querySelector('[data-counter="2000"] [aria-hidden="true"]')?.textContent !== '2000', null, { timeout: 3000 });
    // … and after the 2000 ms they settle on the final ones.
    await page.waitForFunction(
      (want) => [...document.querySelectorAll('[data-counter] [aria-hidden="true"]')].map((el) => el.textContent).join() === want.join(),
      FIGURES,
      { timeout: 5000 },
    );
    const seen = await samples(page);
    expect(seen.some((row) => row[0] !== '500' && Number.parseInt(row[0] ?? '', 10) < 500)).toBe(true);
    expect(errors).toEqual([]);
    expect(graphql).toEqual([]);
    await page.close();
  });

  it('counters already on screen when the page loads keep their figures: no flash back to 0', async () => {
    const { page, errors } = await openPage(browser.context, `${baseUrl}/brandentry`, async (p) => {
      await p.setViewportSize({ width: 1300, height: 2400 });
      await sampleCounters(p);
    });
    expect(await page.locator('.be-counters').evaluate((el) => el.getBoundingClientRect().bottom < window.innerHeight)).toBe(true);
    await page.waitForTimeout(2500);
    const seen = await samples(page);
    expect(seen.length).toBeGreaterThan(10);
    expect(seen.filter((row) => row.join() !== FIGURES.join())).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('with reduced motion the counters show the final figures at once and never a smaller number', async () => {
    const { page, errors } = await openPage(browser.context, `${baseUrl}/brandentry`, async (p) => {
      await p.emulateMedia({ reducedMotion: 'reduce' });
      await sampleCounters(p);
    });
    await page.locator('.be-counters').scrollIntoViewIfNeeded();
    expect(await shown(page)).toEqual(FIGURES);
    await page.waitForTimeout(2500);
    const seen = await samples(page);
    expect(seen.length).toBeGreaterThan(10);
    expect(seen.filter((row) => row.join() !== FIGURES.join())).toEqual([]);
    // The carousel does not move by itself for these visitors until they press play.
    await page.locator('#media').scrollIntoViewIfNeeded();
    const toggle = page.locator('#media .sj-carousel-pause');
    await toggle.waitFor();
    await expect(toggle.textContent()).resolves.toMatch(/^播放/);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('the media carousel rotates, can be paused and moved with the keyboard', async () => {
    const { page, errors } = await openPage(browser.context, `${baseUrl}/brandentry`);
    await page.locator('#media').scrollIntoViewIfNeeded();
    await page.locator('#media .swiper-slide-active').waitFor();
    await expect(page.locator('#media [aria-roledescription="carousel"]').getAttribute('aria-label')).resolves.toBe('合作媒体');
    const first = await activeSlide(page);
    // The pointer must not rest on it (it pauses on hover).
    await page.mouse.move(5, 5);
    await page.waitForFunction(
      (was) => document.querySelector('#media .swiper-slide-active')?.getAttribute('data-swiper-slide-index') !== was,
      first,
      { timeout: 8000 },
    );
    // The text logos are ours, not images.
    await expect(page.locator('#media .be-media-logo').first().textContent()).resolves.toMatch(/\S/);
    await expect(page.locator('#media img').count()).resolves.toBe(0);

    const toggle = page.locator('#media .sj-carousel-pause');
    await expect(toggle.textContent()).resolves.toMatch(/^暂停/);
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle.textContent()).resolves.toMatch(/^播放/);
    // A key pressed while a slide is still moving is ignored (swiper's loopPreventsSliding): let the
    // transition autoplay may have started (300 ms) finish first.
    await page.waitForFunction(() => getComputedStyle(document.querySelector('#media .swiper-wrapper')!).transitionDuration === '0s', null, { timeout: 3000 });
    const paused = await activeSlide(page);
    await page.keyboard.press('ArrowRight');
    await page.waitForFunction(
      (was) => document.querySelector('#media .swiper-slide-active')?.getAttribute('data-swiper-slide-index') !== was,
      paused,
      { timeout: 3000 },
    );
    const moved = await activeSlide(page);
    // Paused: longer than the 4 s autoplay delay without a change.
    await page.waitForTimeout(5000);
    expect(await activeSlide(page)).toBe(moved);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('six certified brands link to their pages, which answer', async () => {
    const { page, errors } = await openPage(browser.context, `${baseUrl}/brandentry`);
    const hrefs = await page.locator('#brands .sj-brand-card-title a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(hrefs).toHaveLength(6);
    for (const href of hrefs) {
      expect(href).toMatch(/^\/shangji\/\d+$/);
      expect((await fetch(baseUrl + href!)).status).toBe(200);
    }
    expect(errors).toEqual([]);
    await page.close();
  });

  it('every entry button opens the claim flow in a new tab; text meets WCAG AA contrast', async () => {
    const { page, errors } = await openPage(browser.context, `${baseUrl}/brandentry`);
    const entries = await page.locator('a[data-entry]').evaluateAll((as) => as.map((a) => ({ where: a.getAttribute('data-entry'), href: a.getAttribute('href'), target: a.getAttribute('target'), rel: a.getAttribute('rel') })));
    expect(entries.map((e) => e.where).sort()).toEqual(['bottom', 'hero', 'process', 'side']);
    for (const e of entries) {
      expect(e.href).toBe(`${inject('adminUrl')}/claim`);
      expect(e.target).toBe('_blank');
      expect(e.rel?.split(' ')).toContain('noopener');
    }
    expect(await lowContrastTexts(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('the side header rests in place at the top and is fixed to the window after 200 px', async () => {
    const { page, errors, graphql } = await openPage(browser.context, `${baseUrl}/brandentry`);
    const side = page.getByRole('region', { name: '品牌入驻导航' });
    const state = () => side.evaluate((el) => ({ position: getComputedStyle(el).position, top: Math.round(el.getBoundingClientRect().top) }));
    const rest = await state();
    expect(['static', 'relative']).toContain(rest.position);
    expect(rest.top).toBeGreaterThan(0);
    await page.evaluate(() => window.scrollTo(0, 300));
    await page.waitForFunction(() => getComputedStyle(document.querySelector('.be-side')!).position === 'fixed');
    expect(await state()).toEqual({ position: 'fixed', top: 0 });
    await page.evaluate(() => window.scrollTo(0, 1500));
    await page.waitForTimeout(100);
    expect(await state()).toEqual({ position: 'fixed', top: 0 });
    await page.screenshot({ path: '/tmp/shots/brand-entry-scrolled.png' });
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForFunction(() => getComputedStyle(document.querySelector('.be-side')!).position !== 'fixed');
    expect(await state()).toEqual(rest);
    await page.screenshot({ path: '/tmp/shots/brand-entry.png', fullPage: true });
    expect(errors).toEqual([]);
    expect(graphql).toEqual([]);
    await page.close();
  });
});
