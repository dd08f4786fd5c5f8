// Generated pictures are drawn for the frame they are shown in (docs/decisions/0065): the upstream's
// /media/… .svg answers `name.WxH.svg` with art laid out for that frame, so nothing is cropped by
// object-fit. Other addresses (uploads, other hosts) pass through unchanged.

/** The address of the picture drawn for a `width` x `height` frame (CSS pixels). */
export function framed(url: string, width: number, height: number): string {
  const m = /^(\/media\/[A-Za-z0-9_/-]+?)(?:\.\d+x\d+)?\.svg$/.exec(url);
  return m ? `${m[1]}.${Math.round(width)}x${Math.round(height)}.svg` : url;
}
