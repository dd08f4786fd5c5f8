// HTML a validator accepts, as far as the pages control it: headings never skip a level (h1 → h3),
// every page has one h1, no icon is a data: URL, and the browser parses no <style> element inside
// <body> that could sit in <head>.
import { describe, expect, inject, it } from 'vitest';
import { useBrowser } from './support/browser';
import { openPage } from './support/page';

const skipReason = inject('skipReason');

const PAGES = ['/', '/shangji', '/shangji/all', '/shangji/1', '/comment/1', '/haibao/1', '/news', '/news/all', '/news/1', '/zhuanti', '/zhuanti/all', '/zhuanti/1', '/top', '/vip', '/search?model=zhaoshang&q=%E7%81%AB%E9%94%85', '/brandmarket', '/brandentry', '/aboutus', '/no/such/page'];

describe.skipIf(Boolean(skipReason))('HTML validity', () => {
  const baseUrl = inject('baseUrl');
  const browser = useBrowser();

  it.each(PAGES)('%s: one h1, heading levels never skipped', async (path) => {
    const { page } = await openPage(browser.context, baseUrl + path);
    const levels = await page.evaluate(() => [...document.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((h) => `${h.tagName[1]} ${(h.textContent ?? '').trim().slice(0, 20)}`));
    expect(levels.filter((l) => l.startsWith('1 ')), 'h1').toHaveLength(1);
    const skips: string[] = [];
    let previous = 0;
    for (const l of levels) {
      const level = Number(l[0]);
      if (level > previous + 1) skips.push(`h${previous} → ${l}`);
      previous = level;
    }
    expect(skips).toEqual([]);
    const icons = await page.evaluate(() => [...document.querySelectorAll('link[rel~="icon"]')].map((l) => l.getAttribute('href') ?? ''));
    expect(icons.length).toBeGreaterThan(0);
    expect(icons.filter((h) => h.startsWith('data:'))).toEqual([]);
    await page.close();
  });

  it.each(PAGES)('%s: the component styles of the document sent at once are in <head>', async (path) => {
    // A crawler gets the whole document in one piece: no component style tag in <body> (the rules Emotion inserted go
    // into <head>: web/src/emotion-head.ts), the component sheets in <head> (decision 0108).
    const res = await fetch(baseUrl + path, { headers: { 'user-agent': 'Mozilla/5.0 (compatible; Baiduspider/2.0; +http://www.baidu.com/search/spider.html)' } });
    const html = await res.text();
    const body = html.slice(html.indexOf('<body'));
    // (A chart's own SVG may carry a <style> of its hover rules: valid inside <svg>.)
    expect(body.match(/<style (data-emotion|data-precedence|media)=/g) ?? []).toEqual([]);
    expect(html.slice(0, html.indexOf('</head>')).match(/<style data-precedence=/g)?.length ?? 0).toBeGreaterThan(0);
  });
});
