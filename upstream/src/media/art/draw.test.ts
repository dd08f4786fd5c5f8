// The art is drawn for its frame: every slot of the spec gets an SVG of exactly that size whose text
// (the brand's whole name) and mark stay inside it, whatever the aspect ratio.
import { describe, expect, it } from 'vitest';
import { industries } from '../../db/seed/industries';
import { brandArt, coverArt, pictureArt } from './draw';
import { iconBody, iconFor, industryLooks, subIcons } from './marks';
import { textEm } from './text';

// The frames pages show pictures in (web/src: carousels, banners, tiles, thumbnails, gallery, covers).
const brandFrames: [number, number][] = [
  [656, 500], [1160, 383], [1200, 500], [540, 330], [540, 363], [300, 266], [290, 90], [300, 90], [190, 110],
  [395, 266], [393, 120], [320, 160], [320, 200], [180, 100], [154, 100], [160, 110], [150, 100], [82, 55],
  [360, 240], [280, 187], [240, 160], [750, 1000],
];
const coverFrames: [number, number][] = [[160, 107], [180, 120], [278, 150], [278, 120], [440, 266], [240, 160], [380, 200]];

interface DrawnText { x: number; y: number; size: number; anchor: string; content: string }

function texts(svg: string): DrawnText[] {
  return [...svg.matchAll(/<text ([^>]*)>([^<]*)<\/text>/g)].map(([, attrs, content]) => {
    const attr = (name: string) => new RegExp(`${name}="([^"]*)"`).exec(attrs!)?.[1];
    return { x: Number(attr('x')), y: Number(attr('y')), size: Number(attr('font-size')), anchor: attr('text-anchor') ?? 'start', content: content! };
  });
}

function expectInside(svg: string, w: number, h: number) {
  expect(svg).toContain(`width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"`);
  for (const t of texts(svg)) {
    const width = textEm(t.content) * t.size;
    const left = t.anchor === 'middle' ? t.x - width / 2 : t.anchor === 'end' ? t.x - width : t.x;
    expect(left, `${t.content} in ${w}x${h}`).toBeGreaterThanOrEqual(0);
    expect(left + width, `${t.content} in ${w}x${h}`).toBeLessThanOrEqual(w + 0.5);
    expect(t.y - t.size * 0.9, `${t.content} in ${w}x${h}`).toBeGreaterThanOrEqual(0);
    expect(t.y + t.size * 0.2, `${t.content} in ${w}x${h}`).toBeLessThanOrEqual(h + 0.5);
  }
}

describe('brand art', () => {
  // The longest names the seed can make: a two-character prefix, a shop word and the longest sub-category.
  const names: [string, string][] = [['星球时光小院机器人编程', '机器人编程'], ['蜀味坊火锅', '火锅'], ['金运经济型酒店', '经济型酒店'], ['佳KTV', 'KTV']];

  it.each(brandFrames)('draws %ix%i with the whole name inside the frame', (w, h) => {
    for (const [name, sub] of names) {
      const svg = brandArt({ width: w, height: h, name, sub, industry: 1, tagline: '课程 · 投资10-20万', cta: '立即咨询', seed: 3 });
      expectInside(svg, w, h);
      const drawn = texts(svg).map((t) => t.content).join('');
      expect(drawn, `${name} in ${w}x${h}`).toContain(name.slice(0, name.length - sub.length));
      expect(drawn).toContain(sub);
      // Readable: the name is never set below 9 px.
      const nameSize = Math.min(...texts(svg).filter((t) => name.includes(t.content)).map((t) => t.size));
      expect(nameSize, `${name} in ${w}x${h}`).toBeGreaterThanOrEqual(9);
    }
  });

  it('lays a wide banner out in a row, a card in a column and a poster upright', () => {
    const at = (w: number, h: number) => texts(brandArt({ width: w, height: h, name: '蜀味坊火锅', sub: '火锅', industry: 0, seed: 1 }))[0]!;
    expect(at(1160, 383).anchor).toBe('start'); // beside the mark
    expect(at(656, 500).anchor).toBe('middle'); // under the mark
  });

  it.each(coverFrames)('sets a news or topic cover of %ix%i inside its frame', (w, h) => {
    expectInside(coverArt({ width: w, height: h, title: '蜀味坊火锅成都第12家门店开业，首日客流火爆', tag: '新店开业', industry: 0, sub: '火锅', seed: 2 }), w, h);
  });

  it('draws comment pictures as illustrations, never as photos', () => {
    const svg = pictureArt({ width: 80, height: 80, industry: 0, sub: '奶茶', n: 1, seed: 1 });
    expect(svg).toContain('插图');
    expect(svg).not.toContain('实拍');
  });

  it('has an icon for every industry and sub-category of the seed, and the icons exist', () => {
    expect(industryLooks).toHaveLength(industries.length);
    industries.forEach((ind, i) => {
      for (const sub of ind.children) {
        expect(subIcons[sub], sub).toBeDefined();
        expect(iconBody(iconFor(i, sub))).toMatch(/^<(path|circle|rect|line|polyline|ellipse|polygon)/);
      }
    });
    // A tea shop and a tutoring centre do not share a mark.
    expect(iconFor(0, '奶茶')).not.toBe(iconFor(1, '托管辅导'));
  });
});

describe('icons copied from lucide-static', () => {
  it('are the package’s own drawings, at the version the lockfile installs', async () => {
    const { readFileSync } = await import('node:fs');
    const { createRequire } = await import('node:module');
    const { lucideIcons, lucideVersion } = await import('./lucide-icons');
    const resolve = createRequire(import.meta.url).resolve;
    expect(JSON.parse(readFileSync(resolve('lucide-static/package.json'), 'utf8')).version).toBe(lucideVersion);
    for (const [name, body] of Object.entries(lucideIcons)) {
      const file = readFileSync(resolve(`lucide-static/icons/${name}.svg`), 'utf8').replace(/\s+/g, ' ');
      for (const d of body.matchAll(/ d="([^"]+)"/g)) expect(file, name).toContain(d[1]);
    }
  });
});
