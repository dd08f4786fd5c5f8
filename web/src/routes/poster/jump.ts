// Addresses of poster items: outbound ones go through the jump page (components/OutboundLink's jumpHref).
import { isExternalHref, jumpHref } from '../../components/OutboundLink';

/** An absolute or protocol-relative address leaves the site: through the jump page. A site path stays. */
export function posterLinkHref(target: string): string {
  return isExternalHref(target) ? jumpHref(target) : target;
}

/** Absolute addresses as they are; a site path (our own /media/…) against any origin. */
const BASE = 'http://site.invalid';

/** Formats a browser's <video> can play (SPEC lists swf, avi, flv, mp4, mkv, rmvb; only mp4 plays natively). */
export function playableInBrowser(target: string): boolean {
  try {
    return /\.mp4$/i.test(new URL(target, BASE).pathname);
  } catch {
    return false;
  }
}

/** The file extension shown in the note for formats a browser cannot play, e.g. FLV. */
export function videoFormat(target: string): string {
  try {
    return (/\.([a-z0-9]+)$/i.exec(new URL(target, BASE).pathname)?.[1] ?? '').toUpperCase();
  } catch {
    return '';
  }
}
