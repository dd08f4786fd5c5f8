// A document whose data is all in — no query still running, every deferred value settled (entry.server.tsx,
// routing/settled.ts) — has nothing to stream. It is rendered in one synchronous pass with React's
// renderToString and sent as one piece: React's stream encodes each of a page's thousands of small chunks
// into bytes on its own and pushes them through Node's stream machinery, which cost about as much CPU as
// rendering the page (docs/decisions/0114). A document that did not render whole goes back to the stream.
import { transcode } from 'node:buffer';
import type { Writable } from 'node:stream';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';

/**
 * How React marks a Suspense boundary it left for the browser to render (one that suspended or threw on
 * the server); a stable part of its hydration format, checked by whole-document.test.tsx.
 */
export const CLIENT_RENDERED_BOUNDARY = '<!--$!-->';

/**
 * The document as bytes, or null when `tree` did not render whole: its shell suspended or threw
 * (renderToString throws), or a boundary inside it did (React marks it for the browser instead, and
 * renderToString reports no error). The caller then streams it, with the stream's error handling.
 */
export function renderWholeDocument(tree: ReactNode, headStyles?: () => string): Buffer | null {
  // React's string arrives in parts of at most ~24,000 characters, and React says whether it left a
  // boundary for the browser, through the options our patch of react-dom adds (patches/README.md,
  // decision 0135). A page is UTF-16 in V8 once it holds one Chinese character, and a flat string over 64K
  // characters (128 KB) is made in V8's large-object space: fresh pages from the system for every render,
  // which cost about as much again as encoding the page. Without the patch React gives the whole string
  // back and `parts` stays empty: the same bytes, searched for the boundary's mark, slower.
  const render: PartsOptions = { parts: [] };
  try {
    const rest = renderToString(tree, render as RenderOptions);
    if (rest) render.parts.push(rest);
  } catch {
    return null;
  }
  if (render.clientRendered) return null;
  let { parts } = render;
  // The style rules the render kept for <head> (emotion-head.ts): none on nearly every page, so the
  // document is searched for </head> only when there are some (in one string, should the tag straddle two parts).
  const styles = headStyles?.();
  if (styles) parts = [parts.join('').replace('</head>', () => `${styles}</head>`)];
  const bytes = utf8Document(parts);
  if (render.clientRendered === undefined && bytes.includes(MARKER_BYTES, DOCTYPE_BYTES.length)) return null;
  return bytes;
}

/**
 * The doctype (the stream writes it before <html>; renderToString leaves it to the caller) and the parts,
 * as UTF-8 in one buffer. Each part is taken out of V8 as UTF-16 (a copy) and converted by ICU: on a page
 * with Chinese text, V8's own UTF-8 writer goes character by character, and Buffer.byteLength first walks
 * the string once more for the length. On the brand page's parts: 186 µs against 460 µs
 * (docs/decisions/0139).
 */
export function utf8Document(parts: string[]): Buffer {
  const encoded: Buffer[] = [DOCTYPE_BYTES];
  for (const part of parts) encoded.push(utf8(part));
  return Buffer.concat(encoded);
}

function utf8(part: string): Buffer {
  try {
    return transcode(Buffer.from(part, 'utf16le'), 'utf16le', 'utf8');
  } catch {
    // ICU refuses a lone surrogate (text cut inside a character pair); Buffer writes U+FFFD for it, as a
    // browser reading the page would show.
    return Buffer.from(part, 'utf8');
  }
}

/** What our patch of react-dom adds to renderToString's options (patches/README.md). */
interface PartsOptions {
  /** Filled with the document's string in order, in parts of at most ~24,000 characters (or one longer piece). */
  parts: string[];
  /** Set by the patch: whether React left a Suspense boundary for the browser to render (it suspended or threw). */
  clientRendered?: boolean;
}
type RenderOptions = Parameters<typeof renderToString>[1];

const MARKER_BYTES = Buffer.from(CLIENT_RENDERED_BOUNDARY);
const DOCTYPE_BYTES = Buffer.from('<!DOCTYPE html>', 'latin1');

/**
 * The render result of a document rendered whole (both entries): the bytes themselves, which a host may
 * send as they are, and a pipe writing them in one piece.
 */
export function wholeResult(status: number, document: Buffer) {
  return {
    kind: 'html' as const,
    status,
    headers: { 'content-type': 'text/html; charset=utf-8' },
    document,
    pipe: (destination: Writable) => void destination.end(document),
  };
}
