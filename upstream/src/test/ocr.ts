// What a stock OCR reads of our image captcha: each SVG rasterised (resvg), given the preprocessing a
// script would try first (upscale ×3, grayscale, a threshold) and read by Debian's tesseract-ocr with stock
// settings (one text line, the captcha's alphabet as whitelist). Used by the captcha's OCR test
// (upstream/src/enquiry/captcha-ocr.test.ts) and the SMS bench (tests/bench/sms.ts); docs/decisions/0106.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import { Resvg } from '@resvg/resvg-js';
import svgCaptcha from 'svg-captcha';

/** svg-captcha's own SVG with the options sent before docs/decisions/0106, for before/after figures. */
export const SVG_CAPTCHA_BEFORE_CHARS = 'abcdefhjkmnprstuvwxyzABCDEFGHJKMNPQRSTUVWXYZ2345678';
export function svgCaptchaBefore(): { svg: string; answer: string } {
  const c = svgCaptcha.create({ size: 4, noise: 2, color: true, width: 120, height: 40, ignoreChars: '0oO1iIlLqg9' });
  return { svg: c.data, answer: c.text.toLowerCase() };
}

/** True when a `tesseract` binary answers on the PATH. */
export function tesseractAvailable(): boolean {
  const r = spawnSync('tesseract', ['--version'], { encoding: 'utf8' });
  return r.status === 0;
}

/**
 * How an image is prepared before the OCR sees it: `gray` and `otsu` start from the pixels a browser shows
 * (tesseract binarises `gray` itself, `otsu` is thresholded first); `svg-black` uses the SVG's own
 * structure as a script can: drops the stroked noise paths, paints every filled path black and thickens it
 * (svg-captcha's font is drawn in outline). All are scaled up ×3 from the size shown.
 */
export type Preprocess = 'gray' | 'otsu' | 'svg-black';
export const PREPROCESSES: readonly Preprocess[] = ['gray', 'otsu', 'svg-black'];

/**
 * The SVG on white at its own size (as a browser shows it, or a screenshot gives it), as 8-bit luminance,
 * then scaled up `scale` times bilinearly (as an image library's resize does).
 */
function luminance(svg: string, scale: number): { width: number; height: number; gray: Uint8Array } {
  const image = new Resvg(svg, { background: '#ffffff', font: { loadSystemFonts: false } }).render();
  const rgba = image.pixels;
  const w = image.width;
  const h = image.height;
  const small = new Float64Array(w * h);
  for (let i = 0; i < small.length; i++) small[i] = 0.299 * rgba[i * 4]! + 0.587 * rgba[i * 4 + 1]! + 0.114 * rgba[i * 4 + 2]!;
  const W = w * scale;
  const H = h * scale;
  const gray = new Uint8Array(W * H);
  for (let Y = 0; Y < H; Y++) {
    const sy = Math.min(h - 1, Math.max(0, (Y + 0.5) / scale - 0.5));
    const y0 = Math.floor(sy);
    const y1 = Math.min(h - 1, y0 + 1);
    const fy = sy - y0;
    for (let X = 0; X < W; X++) {
      const sx = Math.min(w - 1, Math.max(0, (X + 0.5) / scale - 0.5));
      const x0 = Math.floor(sx);
      const x1 = Math.min(w - 1, x0 + 1);
      const fx = sx - x0;
      const top = small[y0 * w + x0]! * (1 - fx) + small[y0 * w + x1]! * fx;
      const bottom = small[y1 * w + x0]! * (1 - fx) + small[y1 * w + x1]! * fx;
      gray[Y * W + X] = Math.round(top * (1 - fy) + bottom * fy);
    }
  }
  return { width: W, height: H, gray };
}

/** Otsu's threshold of a luminance image. */
function otsu(gray: Uint8Array): number {
  const hist = new Array<number>(256).fill(0);
  for (const v of gray) hist[v] = hist[v]! + 1;
  const total = gray.length;
  let sumAll = 0;
  for (let t = 0; t < 256; t++) sumAll += t * hist[t]!;
  let sumB = 0;
  let wB = 0;
  let best = 0;
  let bestT = 128;
  for (let t = 0; t < 256; t++) {
    wB += hist[t]!;
    if (wB === 0) continue;
    const wF = total - wB;
    if (wF === 0) break;
    sumB += t * hist[t]!;
    const between = wB * wF * (sumB / wB - (sumAll - sumB) / wF) ** 2;
    if (between > best) {
      best = between;
      bestT = t;
    }
  }
  return bestT;
}

/** The SVG's filled paths in black, thickened, and its stroked (noise) paths gone. */
function blackGlyphs(svg: string): string {
  return svg.replace(/<path[^>]*fill="none"[^>]*\/>/g, '').replace(/fill="#[0-9a-fA-F]+"/g, 'fill="#000" stroke="#000" stroke-width="1.5"');
}

/** A binary PGM (P5) that tesseract (leptonica) reads as it is. */
export function preparedImage(svg: string, how: Preprocess, scale = 3): Buffer {
  const { width, height, gray } = luminance(how === 'svg-black' ? blackGlyphs(svg) : svg, scale);
  if (how !== 'gray') {
    const t = how === 'otsu' ? otsu(gray) : 128;
    for (let i = 0; i < gray.length; i++) gray[i] = gray[i]! <= t ? 0 : 255;
  }
  return Buffer.concat([Buffer.from(`P5\n${width} ${height}\n255\n`, 'ascii'), Buffer.from(gray)]);
}

/**
 * What tesseract reads of each image (one process for the batch: a list file of images, one page each,
 * pages separated by form feeds), trimmed and without spaces.
 */
export function ocrImages(images: Buffer[], alphabet: string): string[] {
  const dir = mkdtempSync(join(tmpdir(), 'captcha-ocr-'));
  try {
    const files = images.map((img, i) => {
      const file = join(dir, `${i}.pgm`);
      writeFileSync(file, img);
      return file;
    });
    const list = join(dir, 'list.txt');
    writeFileSync(list, files.join('\n') + '\n');
    const r = spawnSync('tesseract', [list, 'stdout', '--psm', '7', '-l', 'eng', '-c', `tessedit_char_whitelist=${alphabet}`], {
      encoding: 'utf8',
      // One thread: the OCR's own parallelism only fights other work for the cores.
      env: { ...process.env, OMP_THREAD_LIMIT: '1' },
      maxBuffer: 16 * 1024 * 1024,
    });
    if (r.status !== 0) throw new Error(`tesseract failed: ${r.stderr}`);
    const pages = r.stdout.split('\f');
    return images.map((_, i) => (pages[i] ?? '').replace(/\s+/g, ''));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export interface OcrRate {
  /** Exact reads (case-insensitive, as the captcha is checked) per preprocessing. */
  reads: Record<Preprocess, number>;
  /** Captchas read exactly by at least one preprocessing. */
  anyRead: number;
  total: number;
  /** The best single preprocessing's share of exact reads: what one guess per captcha gets. */
  bestRate: number;
}

/** OCRs the captchas with every preprocessing and counts exact reads. */
export function ocrReadRate(captchas: readonly { svg: string; answer: string }[], alphabet: string): OcrRate {
  const reads = {} as Record<Preprocess, number>;
  const hit = new Array<boolean>(captchas.length).fill(false);
  for (const how of PREPROCESSES) {
    const texts = ocrImages(
      captchas.map((c) => preparedImage(c.svg, how)),
      alphabet,
    );
    reads[how] = 0;
    texts.forEach((t, i) => {
      if (t.toLowerCase() === captchas[i]!.answer.toLowerCase()) {
        reads[how]++;
        hit[i] = true;
      }
    });
  }
  const best = Math.max(...PREPROCESSES.map((h) => reads[h]));
  return { reads, anyRead: hit.filter(Boolean).length, total: captchas.length, bestRate: best / Math.max(1, captchas.length) };
}

/** svg-captcha's glyph outline for a character, from its bundled font (lib/ch-to-path.js, not typed). */
const chToPath = createRequire(import.meta.url)('svg-captcha/lib/ch-to-path.js') as (ch: string, opts: object) => string;
/** A path's drawing commands without their numbers: svg-captcha only nudges the numbers (±0.1). */
const commands = (d: string) => d.replace(/[-\d.\s,]+/g, ' ').trim();

/**
 * Exact reads of a matcher that needs no OCR: each filled path of the SVG, left to right, looked up by its
 * drawing commands among the font's glyphs for `alphabet`. It reads every image svg-captcha draws as
 * vectors; on a raster it finds no path and reads nothing.
 */
export function outlineMatcherReads(captchas: readonly { svg: string; answer: string }[], alphabet: string): number {
  const glyphs = new Map<string, string>();
  for (const ch of alphabet) glyphs.set(commands(chToPath(ch, { ...svgCaptcha.options, x: 0, y: 0 })), ch);
  let reads = 0;
  for (const c of captchas) {
    const paths = [...c.svg.matchAll(/<path fill="#[0-9a-fA-F]+" d="([^"]+)"/g)].map((m) => m[1]!);
    paths.sort((a, b) => parseFloat(a.slice(1)) - parseFloat(b.slice(1)));
    const text = paths.map((d) => glyphs.get(commands(d)) ?? '?').join('');
    if (text.toLowerCase() === c.answer.toLowerCase()) reads++;
  }
  return reads;
}
