// Upstream HTML (brand introductions, news bodies, comments) is written by merchants, editors and
// visitors: sanitise before any page renders it (DESIGN "Security"). Images may come only from the
// site's own media (/media/… on this origin, or the configured media origin): a remote image would
// tell a third party who reads what, and the Content-Security-Policy would block it anyway.
import sanitizeHtml from 'sanitize-html';
import { MEDIA_PATH } from '../media';

function options(mediaOrigin: string | undefined): sanitizeHtml.IOptions {
  return {
    allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img'],
    allowedAttributes: {
      a: ['href', 'title', 'target', 'rel'],
      img: ['src', 'alt', 'title', 'width', 'height'],
      '*': [],
    },
    allowedSchemes: ['http', 'https'],
    allowProtocolRelative: false,
    exclusiveFilter: (frame) => frame.tag === 'img' && !isOwnMedia(frame.attribs.src, mediaOrigin),
  };
}

/** Whether `src` is one of the site's media files: a /media/ path here or on the media origin. */
export function isOwnMedia(src: string | undefined, mediaOrigin: string | undefined): boolean {
  if (!src) return false;
  if (src.startsWith('/')) return MEDIA_PATH.test(src);
  if (!mediaOrigin) return false;
  try {
    const url = new URL(src);
    return url.origin === mediaOrigin && MEDIA_PATH.test(url.pathname);
  } catch {
    return false;
  }
}

const cached = new Map<string, sanitizeHtml.IOptions>();

/** Sanitised HTML, or null when there is nothing to show. */
export function safeHtml(html: string | null | undefined, mediaOrigin?: string): string | null {
  if (!html || !html.trim()) return null;
  const key = mediaOrigin ?? '';
  let opts = cached.get(key);
  if (!opts) cached.set(key, (opts = options(mediaOrigin)));
  const clean = sanitizeHtml(html, opts).trim();
  return clean || null;
}
