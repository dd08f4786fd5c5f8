// Upstream HTML (brand introductions, news bodies) is written by merchants and editors: sanitise
// before any page renders it (DESIGN "Security").
import { LRUCache } from 'lru-cache';
import sanitizeHtml from 'sanitize-html';

const options: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img'],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    '*': [],
  },
  allowedSchemes: ['http', 'https'],
  allowProtocolRelative: false,
};

// Sanitising costs ~60 µs per short field and the same upstream HTML is resolved on every request:
// results are kept per distinct input, bounded by characters held (inputs and outputs).
const memo = new LRUCache<string, { clean: string | null }>({ maxSize: 16 * 1024 * 1024, sizeCalculation: (v, k) => k.length + (v.clean?.length ?? 0) + 64 });

/** Sanitised HTML, or null when there is nothing to show. */
export function safeHtml(html: string | null | undefined): string | null {
  if (!html || !html.trim()) return null;
  const known = memo.get(html);
  if (known) return known.clean;
  const clean = sanitizeHtml(html, options).trim() || null;
  memo.set(html, { clean });
  return clean;
}
