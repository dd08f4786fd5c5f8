/// <reference path="../types/qrcode-parts.d.ts" />
// A real, scannable QR code for `value`, drawn by the `qrcode` library as an SVG string. The same pure
// function runs on the server and in the browser, so the hydrated markup is identical (no effect, no
// randomness); the result is cached per value and size because the chrome shows the same few codes.
import { memo } from 'react';
import qrcodeCore from 'qrcode/lib/core/qrcode.js';
import svgTag from 'qrcode/lib/renderer/svg-tag.js';

const rendered = new Map<string, string>();

/**
 * The SVG markup of the code for `value` (error correction M, 2-module quiet zone, `size` px square), or null
 * when `value` is more than a QR code can hold: the page renders without that code rather than failing.
 */
export function qrSvg(value: string, size: number): string | null {
  const key = `${size}\u0000${value}`;
  const known = rendered.get(key);
  if (known !== undefined) return known;
  let symbol: ReturnType<typeof qrcodeCore.create>;
  try {
    symbol = qrcodeCore.create(value, { errorCorrectionLevel: 'M' });
  } catch {
    return null;
  }
  const svg = svgTag.render(symbol, { margin: 2, width: size }).trim();
  if (rendered.size >= 200) rendered.clear();
  rendered.set(key, svg);
  return svg;
}

export const QrCode = memo(function QrCode({ value, label, size = 100 }: { value: string; label: string; size?: number }) {
  const svg = value ? qrSvg(value, size) : null;
  if (!svg) return null;
  return (
    <span
      role="img"
      aria-label={label}
      data-qr-value={value}
      style={{ display: 'block', width: size, height: size, background: '#fff', lineHeight: 0 }}
      // Library output for a configured address: no markup from visitors reaches it.
      dangerouslySetInnerHTML={{ __html: svg }}
    />
  );
});
