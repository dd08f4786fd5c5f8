// Pictures drawn for their frames (docs/decisions/0065): on every page with generated art, each
// /media picture's own aspect ratio is the aspect ratio of the box it is shown in, at 1366 and 1920 px,
// so `object-fit: cover` crops nothing (a 1200x383 banner in a 656x500 frame lost the brand's name).
import { describe, expect, inject, it } from 'vitest';
import { useBrowser } from './support/browser';
import { openPage } from './support/page';

const skipReason = inject('skipReason');

const pages = ['/', '/shangji', '/shangji/canyin', '/shangji/1', '/comment/1', '/news', '/zhuanti', '/top', '/vip', '/brandmarket'];

interface Shown { src: string; box: [number, number]; natural: [number, number] }

describe.skipIf(Boolean(skipReason))('art drawn for its frame', () => {
  const baseUrl = inject('baseUrl');
  const browser = useBrowser();

  it.each([1366, 1920])('every generated picture has its frame’s aspect ratio at %i px', async (width) => {
    const misfits: string[] = [];
    let seen = 0;
    const check = async (path: string) => {
      const { page } = await openPage(browser.context, `${baseUrl}${path}`);
      await page.setViewportSize({ width, height: 900 });
      // Scroll through the page so lazy pictures load.
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += 700) {
          window.scrollTo(0, y);
          await new Promise((r) => setTimeout(r, 40));
        }
      });
      await page.waitForLoadState('networkidle');
      const shown: Shown[] = await page.evaluate(() =>
        [...document.querySelectorAll('img')]
          .filter((i) => new URL(i.currentSrc || i.src, location.href).pathname.startsWith('/media/') && i.complete && i.naturalWidth > 0)
          .map((i) => {
            const r = i.getBoundingClientRect();
            return { src: new URL(i.currentSrc || i.src).pathname, box: [r.width, r.height] as [number, number], natural: [i.naturalWidth, i.naturalHeight] as [number, number] };
          })
          .filter((s) => s.box[0] > 0 && s.box[1] > 0),
      );
      await page.close();
      for (const s of shown) {
        seen++;
        const ratio = s.box[0] / s.box[1] / (s.natural[0] / s.natural[1]);
        // Grid cells differ by a pixel or two from the drawn frame; a different layout differs by far more.
        if (ratio > 1.05 || ratio < 1 / 1.05) misfits.push(`${path}: ${s.src} drawn ${s.natural.join('x')}, shown ${s.box.map(Math.round).join('x')}`);
      }
    };
    // Three tabs at a time: each page mostly waits for its network to go idle.
    const queue = [...pages];
    await Promise.all(Array.from({ length: 3 }, async () => {
      for (let path = queue.shift(); path; path = queue.shift()) await check(path);
    }));
    expect(seen).toBeGreaterThan(40);
    expect(misfits).toEqual([]);
  }, 180_000);
});
