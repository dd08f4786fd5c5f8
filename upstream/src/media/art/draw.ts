// Generated art, drawn for the frame it is shown in (docs/decisions/0065): the layout follows the
// frame's aspect ratio (a wide banner puts the mark beside the name, a card stacks them, a poster
// stands them up), and sizes are fitted so the brand's mark and whole name stay inside the frame.
import { AVATAR_ICON, iconBody, iconFor, lookOf, type IndustryLook } from './marks';
import { FONT, fitSize, r1, text, textEm, wrap } from './text';

export interface Frame {
  width: number;
  height: number;
}

export interface BrandArt extends Frame {
  name: string;
  /** Sub-category name; a name ending with it may break there onto two lines. */
  sub?: string | null;
  /** Index of the industry (0..15). */
  industry: number;
  /** A line under the name (product, investment). */
  tagline?: string;
  /** A call to action drawn as a button when the frame is large enough (ads). */
  cta?: string;
  /** A small label in the top-left corner (poster number, slot name). */
  label?: string;
  seed: number;
}

const GOLD = '#ffd166';
const INK = '#3b2300';

function open({ width, height }: Frame): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="${FONT}">`;
}

function background({ width: w, height: h }: Frame, look: IndustryLook, icon: string, seed: number): string {
  // The gradient's direction and the decoration's side vary per item, so neighbouring cards differ.
  const flip = seed % 2 === 1;
  const big = Math.max(w, h);
  const iconSize = Math.min(w, h) * 1.1;
  const ix = flip ? -iconSize * 0.18 : w - iconSize * 0.82;
  const iy = h - iconSize * 0.78;
  return (
    `<defs><linearGradient id="g" x1="${flip ? 1 : 0}" y1="0" x2="${flip ? 0 : 1}" y2="1"><stop offset="0" stop-color="${look.from}"/><stop offset="1" stop-color="${look.to}"/></linearGradient></defs>` +
    `<rect width="${w}" height="${h}" fill="url(#g)"/>` +
    `<circle cx="${r1(flip ? w * 0.1 : w * 0.92)}" cy="${r1(h * 0.08)}" r="${r1(big * 0.32)}" fill="#fff" fill-opacity=".07"/>` +
    `<circle cx="${r1(flip ? w * 0.95 : w * 0.04)}" cy="${r1(h * 1.02)}" r="${r1(big * 0.22)}" fill="#000" fill-opacity=".08"/>` +
    `<g transform="translate(${r1(ix)} ${r1(iy)}) scale(${r1(iconSize / 24)}) rotate(-12 12 12)" fill="none" stroke="#fff" stroke-opacity=".12" stroke-width="1.4" stroke-linecap="round" stroke-linejoin="round">${iconBody(icon)}</g>`
  );
}

/** The brand's mark: the industry icon in the brand colour on a white rounded tile. */
export function mark(cx: number, cy: number, size: number, look: IndustryLook, icon: string): string {
  const x = cx - size / 2;
  const y = cy - size / 2;
  const inner = size * 0.58;
  return (
    `<rect x="${r1(x + size * 0.04)}" y="${r1(y + size * 0.06)}" width="${r1(size)}" height="${r1(size)}" rx="${r1(size * 0.24)}" fill="#000" fill-opacity=".18"/>` +
    `<rect x="${r1(x)}" y="${r1(y)}" width="${r1(size)}" height="${r1(size)}" rx="${r1(size * 0.24)}" fill="#fff"/>` +
    `<g transform="translate(${r1(cx - inner / 2)} ${r1(cy - inner / 2)}) scale(${r1((inner / 24) * 100) / 100})" fill="none" stroke="${look.from}" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${iconBody(icon)}</g>`
  );
}

function pill(x: number, y: number, label: string, size: number, fill: string, ink: string, anchor: 'start' | 'middle' = 'start'): string {
  const w = textEm(label) * size + size * 1.6;
  const h = size * 1.9;
  const left = anchor === 'middle' ? x - w / 2 : x;
  return (
    `<rect x="${r1(left)}" y="${r1(y)}" width="${r1(w)}" height="${r1(h)}" rx="${r1(h / 2)}" fill="${fill}"/>` +
    text(label, { x: left + w / 2, y: y + h / 2 + size * 0.36, size, fill: ink, weight: 'bold', anchor: 'middle' })
  );
}

/** Name lines and font size: one line, or the name broken before its sub-category when that reads larger. */
function nameLines(name: string, sub: string | null | undefined, width: number, max: number): { lines: string[]; size: number } {
  const one = fitSize(name, width, max);
  if (sub && name.endsWith(sub) && name.length > sub.length) {
    const lines = [name.slice(0, name.length - sub.length), sub];
    const two = Math.min(...lines.map((l) => fitSize(l, width, max * 0.86)));
    if (two > one * 1.2) return { lines, size: two };
  }
  return { lines: [name], size: one };
}

function labelCorner(label: string | undefined, f: Frame): string {
  if (!label || f.height < 150 || f.width < 200) return '';
  const size = Math.max(11, Math.min(20, Math.round(Math.min(f.width, f.height) * 0.035)));
  return pill(size, size, label, size, 'rgba(255,255,255,.18)', '#fff');
}

export function brandArt(a: BrandArt): string {
  const look = lookOf(a.industry);
  const icon = iconFor(a.industry, a.sub);
  const ratio = a.width / a.height;
  const body = ratio >= 2.1 ? bannerLayout(a, look, icon) : ratio < 0.85 ? posterLayout(a, look, icon) : cardLayout(a, look, icon);
  return `${open(a)}${background(a, look, icon, a.seed)}${body}${labelCorner(a.label, a)}</svg>`;
}

function cardLayout(a: BrandArt, look: IndustryLook, icon: string): string {
  const { width: w, height: h } = a;
  const pad = Math.max(4, Math.min(w, h) * 0.09);
  const aw = w - 2 * pad;
  const ah = h - 2 * pad;
  const gap = Math.max(3, ah * 0.05);
  // A logo-sized frame (a store map's list) holds the mark alone; the name stands beside it on the page.
  if (h < 40) return mark(w / 2, h / 2, Math.min(w, h) * 0.8, look, icon);
  // Thumbnails give the name a larger share of the height than cards do.
  let { lines, size } = nameLines(a.name, a.sub, aw, ah * (ah < 70 ? 0.3 : 0.2));
  const tagline = a.tagline && ah >= 100 ? a.tagline : '';
  let subSize = tagline ? Math.min(fitSize(tagline, aw, Math.max(10, Math.min(22, size * 0.45))), 22) : 0;
  const cta = a.cta && ah >= 220 ? a.cta : '';
  const ctaSize = cta ? Math.max(12, Math.min(22, Math.round(size * 0.36))) : 0;
  const textH = () => lines.length * size * 1.2 + (tagline ? gap + subSize * 1.3 : 0) + (cta ? gap * 1.5 + ctaSize * 1.9 : 0);
  let markSize = Math.min(ah * 0.4, aw * 0.42, ah - gap - textH());
  if (markSize < ah * 0.2) {
    // A short frame (a thumbnail): the name keeps its place and the mark shrinks, never below a readable tile.
    markSize = Math.max(ah * 0.22, Math.min(ah * 0.4, ah - gap - textH()));
    const room = ah - gap - markSize;
    if (textH() > room) {
      const k = room / textH();
      size = Math.max(6, Math.floor(size * k));
      subSize = Math.floor(subSize * k);
    }
  }
  let y = pad + (ah - (markSize + gap + textH())) / 2;
  let out = mark(w / 2, y + markSize / 2, markSize, look, icon);
  y += markSize + gap;
  for (const line of lines) {
    out += text(line, { x: w / 2, y: y + size * 0.92, size, weight: 'bold', anchor: 'middle' });
    y += size * 1.2;
  }
  if (tagline && subSize >= 8) {
    y += gap;
    out += text(tagline, { x: w / 2, y: y + subSize * 0.95, size: subSize, anchor: 'middle', opacity: 0.88 });
    y += subSize * 1.3;
  }
  if (cta) out += pill(w / 2, y + gap * 1.5, cta, ctaSize, GOLD, INK, 'middle');
  return out;
}

function bannerLayout(a: BrandArt, look: IndustryLook, icon: string): string {
  const { width: w, height: h } = a;
  const pad = Math.max(6, h * 0.14);
  const ah = h - 2 * pad;
  const markSize = Math.min(ah * 0.86, w * 0.2, 220);
  const gap = markSize * 0.28;
  const textW = Math.min(w - 2 * pad - markSize - gap, w * 0.62);
  let { lines, size } = nameLines(a.name, a.sub, textW, ah * (a.cta && h >= 160 ? 0.3 : 0.42));
  const tagline = a.tagline && ah >= 46 ? a.tagline : '';
  let subSize = tagline ? fitSize(tagline, textW, Math.max(9, Math.min(26, size * 0.46))) : 0;
  const cta = a.cta && h >= 160 ? a.cta : '';
  const ctaSize = cta ? Math.max(12, Math.min(24, Math.round(size * 0.34))) : 0;
  const lineGap = Math.max(3, ah * 0.06);
  const textH = () => lines.length * size * 1.2 + (tagline ? lineGap + subSize * 1.3 : 0) + (cta ? lineGap * 2 + ctaSize * 1.9 : 0);
  if (textH() > ah) {
    const k = ah / textH();
    size = Math.floor(size * k);
    subSize = Math.floor(subSize * k);
  }
  const blockW = Math.max(...lines.map((l) => textEm(l) * size), tagline ? textEm(tagline) * subSize : 0);
  const x0 = (w - (markSize + gap + blockW)) / 2;
  let out = mark(x0 + markSize / 2, h / 2, markSize, look, icon);
  const tx = x0 + markSize + gap;
  let y = (h - textH()) / 2;
  for (const line of lines) {
    out += text(line, { x: tx, y: y + size * 0.92, size, weight: 'bold' });
    y += size * 1.2;
  }
  if (tagline) {
    y += lineGap;
    out += `<rect x="${r1(tx)}" y="${r1(y - lineGap * 0.6)}" width="${r1(Math.min(blockW, size * 1.6))}" height="${r1(Math.max(1.5, lineGap * 0.3))}" fill="${GOLD}"/>`;
    out += text(tagline, { x: tx, y: y + subSize * 1.0, size: subSize, opacity: 0.9 });
    y += subSize * 1.3;
  }
  if (cta) out += pill(tx, y + lineGap * 2, cta, ctaSize, GOLD, INK);
  return out;
}

// Each poster page has its own heading, so a brand's 3-6 pages read as a sequence, not copies.
const posterHeadings = ['品牌形象', '产品展示', '加盟优势', '开店支持', '投资概览', '联系我们'];

function posterLayout(a: BrandArt, look: IndustryLook, icon: string): string {
  const { width: w, height: h } = a;
  const pad = w * 0.08;
  const aw = w - 2 * pad;
  const n = Math.max(0, (a.seed % posterHeadings.length));
  const heading = posterHeadings[n]!;
  let out = '';
  const hs = Math.round(w * 0.05);
  out += text(heading, { x: w / 2, y: h * 0.12, size: hs, anchor: 'middle', opacity: 0.92, weight: 'bold' });
  out += `<rect x="${r1(w / 2 - hs * 1.2)}" y="${r1(h * 0.12 + hs * 0.5)}" width="${r1(hs * 2.4)}" height="${r1(Math.max(2, hs * 0.12))}" fill="${GOLD}"/>`;
  const markSize = Math.min(w * 0.36, h * 0.26);
  const my = h * 0.34;
  out += mark(w / 2, my, markSize, look, icon);
  const { lines, size } = nameLines(a.name, a.sub, aw, w * 0.13);
  let y = my + markSize / 2 + h * 0.06;
  for (const line of lines) {
    out += text(line, { x: w / 2, y: y + size * 0.92, size, weight: 'bold', anchor: 'middle' });
    y += size * 1.2;
  }
  if (a.tagline) {
    const ts = fitSize(a.tagline, aw, w * 0.045);
    y += h * 0.02;
    out += text(a.tagline, { x: w / 2, y: y + ts, size: ts, anchor: 'middle', opacity: 0.9 });
    y += ts * 1.4;
  }
  if (a.cta) out += pill(w / 2, Math.max(y + h * 0.05, h * 0.8), a.cta, Math.round(w * 0.04), GOLD, INK, 'middle');
  return out;
}

export interface CoverArt extends Frame {
  title: string;
  /** The channel or kind, drawn as a tag (行业精选, 专题…). */
  tag: string;
  industry: number;
  sub?: string | null;
  seed: number;
}

/** News and topic covers: a tag, the title set in up to three lines, the industry's mark. */
export function coverArt(a: CoverArt): string {
  const look = lookOf(a.industry);
  const icon = iconFor(a.industry, a.sub);
  const { width: w, height: h } = a;
  const pad = Math.max(6, Math.min(w, h) * 0.1);
  const aw = w - 2 * pad;
  const tagSize = Math.max(9, Math.min(18, Math.round(h * 0.075)));
  const maxLines = h >= 100 ? 3 : 2;
  let size = Math.max(10, Math.min(34, Math.round(h * 0.14)));
  let lines = wrap(a.title, size, aw, maxLines);
  while (size > 10 && (lines.length * size * 1.25 > h - 2 * pad - tagSize * 2.4 || lines.at(-1)!.endsWith('…'))) {
    size -= 1;
    lines = wrap(a.title, size, aw, maxLines);
  }
  const markSize = Math.min(h * 0.26, w * 0.2);
  let out = `${open(a)}${background(a, look, icon, a.seed)}`;
  out += pill(pad, pad, a.tag, tagSize, GOLD, INK);
  out += mark(w - pad - markSize / 2, pad + markSize / 2, markSize, look, icon);
  let y = h - pad - lines.length * size * 1.25;
  for (const line of lines) {
    out += text(line, { x: pad, y: y + size * 0.95, size, weight: 'bold' });
    y += size * 1.25;
  }
  return `${out}</svg>`;
}

/** A comment's picture: an illustration of the industry's subject, marked as such (never a photo). */
export function pictureArt(a: Frame & { industry: number; sub?: string | null; n: number; seed: number }): string {
  const look = lookOf(a.industry);
  const icon = iconFor(a.industry, a.sub);
  const { width: w, height: h } = a;
  const s = Math.min(w, h);
  const cap = Math.max(9, Math.round(s * 0.08));
  const iconS = s * 0.5;
  return (
    `${open(a)}<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fff"/><stop offset="1" stop-color="${look.to}" stop-opacity=".28"/></linearGradient></defs>` +
    `<rect width="${w}" height="${h}" fill="${look.from}" fill-opacity=".12"/><rect width="${w}" height="${h}" fill="url(#g)"/>` +
    `<ellipse cx="${r1(w / 2)}" cy="${r1(h * 0.76)}" rx="${r1(iconS * 0.5)}" ry="${r1(iconS * 0.08)}" fill="${look.from}" fill-opacity=".15"/>` +
    `<g transform="translate(${r1(w / 2 - iconS / 2)} ${r1(h * 0.44 - iconS / 2)}) scale(${r1((iconS / 24) * 100) / 100})" fill="none" stroke="${look.from}" stroke-width="1.6" stroke-linecap="round" stroke-linejoin="round">${iconBody(icon)}</g>` +
    (s >= 60 ? text(`插图 ${a.n}`, { x: w - cap * 0.6, y: h - cap * 0.6, size: cap, anchor: 'end', fill: look.from, opacity: 0.75 }) : '') +
    '</svg>'
  );
}

/** A user's default picture: a person on a colour of the id. */
export function avatarArt(a: Frame & { seed: number }): string {
  const look = lookOf(a.seed);
  const { width: w, height: h } = a;
  const s = Math.min(w, h) * 0.62;
  return (
    `${open(a)}<rect width="${w}" height="${h}" fill="${look.to}"/>` +
    `<g transform="translate(${r1(w / 2 - s / 2)} ${r1(h / 2 - s / 2)}) scale(${r1((s / 24) * 100) / 100})" fill="none" stroke="#fff" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${iconBody(AVATAR_ICON)}</g></svg>`
  );
}
