// Upstream HTML (brand introductions, news bodies, comments) is written by merchants, editors and
// visitors: sanitise before any page renders it (docs/architecture.md "Errors and security"). Images may come only from the
// site's own media (/media/… on this origin, or the configured media origin): a remote image would
// tell a third party who reads what, and the Content-Security-Policy would block it anyway.
import { LRUCache } from 'lru-cache';
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

/**
 * Paragraphs of plain text: `<p>` blocks one after another, with no markup character (`<`, `>`, `&`) nor
 * NUL inside. sanitize-html gives such HTML back unchanged (`<p>` is allowed, carries no attribute, cannot
 * nest here, and text without those characters is neither decoded nor escaped), so it is returned as it is,
 * without a parse: on a brand's cache miss the parse was ~0.1 ms, the largest piece of resolving it
 * (decision 0144). Anything else, an attribute or an entity included, goes through sanitize-html.
 */
const PLAIN_PARAGRAPHS = /^(?:<p>[^<>&\0]*<\/p>)+$/;

// Sanitising costs ~60 µs per short field and the same upstream HTML is resolved on every request:
// results are kept per distinct input (per media origin), bounded by characters held (decision 0028).
interface Sanitiser {
  opts: sanitizeHtml.IOptions;
  memo: LRUCache<string, { clean: string | null }>;
}
const sanitisers = new Map<string, Sanitiser>();

/** Sanitised HTML, or null when there is nothing to show. */
export function safeHtml(html: string | null | undefined, mediaOrigin?: string): string | null {
  if (!html || !html.trim()) return null;
  if (PLAIN_PARAGRAPHS.test(html)) return html;
  const key = mediaOrigin ?? '';
  let s = sanitisers.get(key);
  if (!s) {
    s = { opts: options(mediaOrigin), memo: new LRUCache({ maxSize: 16 * 1024 * 1024, sizeCalculation: (v, k) => k.length + (v.clean?.length ?? 0) + 64 }) };
    sanitisers.set(key, s);
  }
  const known = s.memo.get(html);
  if (known) return known.clean;
  const clean = sanitizeHtml(html, s.opts).trim() || null;
  s.memo.set(html, { clean });
  return clean;
}
