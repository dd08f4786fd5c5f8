// Generated pictures are drawn for the frame they are shown in (docs/decisions/0065): the upstream's
// /media/… answers `name.WxH.svg` with art laid out for that frame, so nothing is cropped by object-fit.
// A small frame is asked for as `name.WxH.webp`, the same drawing rasterised at twice its pixels
// (decision 0154): a browser builds a whole document for each SVG picture, which on a page of thumbnails
// was most of a phone's main-thread work. Other addresses (uploads, other hosts) pass through unchanged.

/** The largest frame (CSS px, width × height) asked for as WebP; the upstream's RASTER_MAX_AREA. */
export const RASTER_MAX_AREA = 120_000;

/** The address of the picture drawn for a `width` x `height` frame (CSS pixels). */
export function framed(url: string, width: number, height: number): string {
  const m = /^(\/media\/[A-Za-z0-9_/-]+?)(?:\.\d+x\d+)?\.(?:svg|webp)$/.exec(url);
  if (!m) return url;
  const w = Math.round(width);
  const h = Math.round(height);
  return `${m[1]}.${w}x${h}.${w * h <= RASTER_MAX_AREA ? 'webp' : 'svg'}`;
}
