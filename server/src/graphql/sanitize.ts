// Upstream HTML (brand introductions, news bodies) is written by merchants and editors: sanitise
// before any page renders it (DESIGN "Security").
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

/** Sanitised HTML, or null when there is nothing to show. */
export function safeHtml(html: string | null | undefined): string | null {
  if (!html || !html.trim()) return null;
  const clean = sanitizeHtml(html, options).trim();
  return clean || null;
}
