// Placeholder images, drawn on request: the seed never fetches pictures from anywhere.
const palette = ['#e8562a', '#f08c00', '#2f9e44', '#1971c2', '#7048e8', '#c2255c', '#0c8599', '#5c940d'];

const escapeXml = (s: string) =>
  s.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!);

export function placeholderSvg(opts: { width: number; height: number; text: string; sub?: string; seed: number }): string {
  const { width, height, seed } = opts;
  const colour = palette[Math.abs(seed) % palette.length]!;
  const chars = [...opts.text];
  // Fit the title: about one CJK character per font-size of width, never taller than a third of the image.
  const size = Math.max(8, Math.min(Math.floor(height / 3), Math.floor((width * 0.85) / Math.max(chars.length, 1))));
  const sub = opts.sub && height >= 100 ? `<text x="50%" y="${Math.round(height * 0.78)}" font-size="${Math.max(10, Math.floor(size / 2.2))}" fill="#fff" fill-opacity="0.85" text-anchor="middle">${escapeXml(opts.sub)}</text>` : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<rect width="100%" height="100%" fill="${colour}"/>` +
    `<text x="50%" y="50%" font-family="'Microsoft YaHei','PingFang SC','WenQuanYi Micro Hei',sans-serif" font-size="${size}" fill="#fff" text-anchor="middle" dominant-baseline="central">${escapeXml(chars.join(''))}</text>` +
    sub +
    '</svg>';
}
