// WCAG AA text contrast as the visitor sees it: for every visible text node, the computed text colour
// against the first opaque background behind it (semi-transparent layers composited), the way axe's
// color-contrast rule works, without its dependency. Text over background images is skipped.
import type { Page } from 'playwright-core';

export interface ContrastFailure {
  text: string;
  fg: string;
  bg: string;
  ratio: number;
  required: number;
}

export function lowContrastTexts(page: Page): Promise<ContrastFailure[]> {
  return page.evaluate(() => {
    type Rgba = { r: number; g: number; b: number; a: number };
    const parse = (c: string): Rgba | null => {
      const m = /rgba?\(([^)]+)\)/.exec(c);
      if (!m) return null;
      const p = m[1]!.split(/[\s,/]+/).filter(Boolean).map(Number);
      return { r: p[0]!, g: p[1]!, b: p[2]!, a: p[3] ?? 1 };
    };
    const over = (top: Rgba, under: Rgba): Rgba => ({
      r: top.r * top.a + under.r * (1 - top.a),
      g: top.g * top.a + under.g * (1 - top.a),
      b: top.b * top.a + under.b * (1 - top.a),
      a: 1,
    });
    const lum = (c: Rgba) => {
      const f = (v: number) => {
        const s = v / 255;
        return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * f(c.r) + 0.7152 * f(c.g) + 0.0722 * f(c.b);
    };
    const background = (el: Element): Rgba | null => {
      const layers: Rgba[] = [];
      for (let e: Element | null = el; e; e = e.parentElement) {
        const cs = getComputedStyle(e);
        if (cs.backgroundImage !== 'none') return null;
        const c = parse(cs.backgroundColor);
        if (c && c.a > 0) {
          layers.push(c);
          if (c.a >= 1) break;
        }
      }
      return layers.reduceRight<Rgba>((under, top) => over(top, under), { r: 255, g: 255, b: 255, a: 1 });
    };
    const hex = (c: Rgba) => '#' + [c.r, c.g, c.b].map((v) => Math.round(v).toString(16).padStart(2, '0')).join('');
    const failures: Array<{ text: string; fg: string; bg: string; ratio: number; required: number }> = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const text = n.textContent?.trim();
      const el = n.parentElement;
      if (!text || !el || el.closest('script, style, noscript, [hidden], [aria-hidden="true"], .sj-sr-only, :disabled, [aria-disabled="true"]')) continue;
      const rect = el.getBoundingClientRect();
      const cs = getComputedStyle(el);
      if (rect.width < 2 || rect.height < 2 || cs.visibility === 'hidden' || Number(cs.opacity) === 0) continue;
      const bg = background(el);
      const fgRaw = parse(cs.color);
      if (!bg || !fgRaw) continue;
      const fg = over(fgRaw, bg);
      const [a, b] = [lum(fg), lum(bg)];
      const ratio = (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
      const size = parseFloat(cs.fontSize);
      const large = size >= 24 || (size >= 18.66 && Number(cs.fontWeight) >= 700);
      const required = large ? 3 : 4.5;
      if (ratio < required - 0.005) failures.push({ text: text.slice(0, 40), fg: hex(fg), bg: hex(bg), ratio: Math.round(ratio * 100) / 100, required });
    }
    return failures;
  });
}
