// Text measuring for SVG drawn without a browser: an <img> SVG cannot measure its own text, so widths
// are estimated per character (CJK and full-width forms one em, Latin about half) and sizes chosen so
// that the estimate fits the box. The estimate errs wide, so real text never overflows.

export const FONT = "'PingFang SC','Microsoft YaHei','Noto Sans CJK SC','WenQuanYi Micro Hei',sans-serif";

export const escapeXml = (s: string) =>
  s.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!);

/** Estimated width of the text in em (bold CJK). */
export function textEm(text: string): number {
  let em = 0;
  for (const ch of text) {
    const c = ch.codePointAt(0)!;
    if (c === 0x20) em += 0.3;
    else if (c < 0x2e80) em += /[A-Z0-9]/.test(ch) ? 0.66 : 0.58;
    else em += 1.02;
  }
  return em;
}

/** The largest font size (px, whole) at which the text fits `width`, capped at `max`. */
export function fitSize(text: string, width: number, max: number): number {
  return Math.max(1, Math.floor(Math.min(max, width / Math.max(textEm(text), 0.5))));
}

/** Breaks text into lines of at most `width` px at the given font size (per character; CJK wraps anywhere). */
export function wrap(text: string, size: number, width: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const ch of text) {
    if (line && textEm(line + ch) * size > width) {
      lines.push(line);
      line = '';
      if (lines.length === maxLines) break;
    }
    line += ch;
  }
  if (line && lines.length < maxLines) lines.push(line);
  else if (lines.length === maxLines && [...lines.join('')].length < [...text].length) {
    const last = [...lines[maxLines - 1]!];
    lines[maxLines - 1] = `${last.slice(0, Math.max(1, last.length - 1)).join('')}…`;
  }
  return lines;
}

export interface TextOpts {
  x: number;
  y: number;
  size: number;
  fill?: string;
  weight?: 'bold' | 'normal';
  anchor?: 'start' | 'middle' | 'end';
  opacity?: number;
}

/** One line of text whose baseline sits at y (central alignment is not honoured everywhere). */
export function text(s: string, o: TextOpts): string {
  const attrs = [
    `x="${r1(o.x)}"`,
    `y="${r1(o.y)}"`,
    `font-size="${o.size}"`,
    o.weight === 'bold' ? 'font-weight="bold"' : '',
    o.anchor && o.anchor !== 'start' ? `text-anchor="${o.anchor}"` : '',
    `fill="${o.fill ?? '#fff'}"`,
    o.opacity !== undefined && o.opacity < 1 ? `fill-opacity="${o.opacity}"` : '',
  ].filter(Boolean);
  return `<text ${attrs.join(' ')}>${escapeXml(s)}</text>`;
}

export const r1 = (n: number) => Math.round(n * 10) / 10;
