// Outbound addresses of poster items go through the jump page (SPEC §2 /jumpwebsite). Same encoding as
// engineer "home"'s components/OutboundLink (jumpHref): switch to that helper once it is on main.

/** UTF-8 base64 of an address, the same in the browser and on the server (btoa exists in both). */
function base64(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** An absolute http(s) address leaves the site: through the jump page. A site path stays as it is. */
export function posterLinkHref(target: string): string {
  if (target.startsWith('/') && !target.startsWith('//')) return target;
  return `/jumpwebsite?url=${encodeURIComponent(base64(target))}`;
}

/** Formats a browser's <video> can play (SPEC lists swf, avi, flv, mp4, mkv, rmvb; only mp4 plays natively). */
export function playableInBrowser(target: string): boolean {
  try {
    return /\.mp4$/i.test(new URL(target).pathname);
  } catch {
    return false;
  }
}

/** The file extension shown in the note for formats a browser cannot play, e.g. FLV. */
export function videoFormat(target: string): string {
  try {
    return (/\.([a-z0-9]+)$/i.exec(new URL(target).pathname)?.[1] ?? '').toUpperCase();
  } catch {
    return '';
  }
}
