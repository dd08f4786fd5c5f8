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
  if (render.clientRendered === undefined && bytes.includes(MARKER_BYTES, DOCTYPE.length)) return null;
  return bytes;
}

/**
 * The doctype (the stream writes it before <html>; renderToString leaves it to the caller) and the parts,
 * as UTF-8 in one buffer. The parts are copied out of V8 as UTF-16 into a scratch buffer, and ICU converts
 * the whole of it to UTF-8 in one call, into the buffer returned. A page is UTF-16 in V8 once it holds one
 * Chinese character, and V8's own UTF-8 writer goes through such a string a character at a time, the ASCII
 * of the markup included; its UTF-16 copy is a memory copy, and ICU's converter runs through ASCII in
 * bulk. On the brand page this is about a quarter less CPU for the encoding than V8's writer into the
 * scratch (which in turn had taken out a length pass, Buffer.byteLength); decision 0140 has the figures.
 * ICU refuses a lone surrogate (text cut inside a character pair): such a document is written by V8's
 * writer, which puts U+FFFD there, as a browser would show it.
 */
export function utf8Document(parts: string[]): Buffer {
  let units = DOCTYPE.length;
  for (const part of parts) units += part.length;
  const into = scratchOf(units * 2);
  let at = into.write(DOCTYPE, 0, 'utf16le');
  for (const part of parts) at += into.write(part, at, 'utf16le');
  try {
    return transcode(into.subarray(0, at), 'utf16le', 'utf8');
  } catch {
    return Buffer.from(DOCTYPE + parts.join(''), 'utf8');
  }
}

/**
 * A buffer of at least `bytes`. One render at a time (renderToString is synchronous): the scratch is reused
 * by every page, and kept only up to a size pages reach (2 bytes a UTF-16 unit: the home page needs ~0.5 MB).
 */
function scratchOf(bytes: number): Buffer {
  if (bytes <= scratch.length) return scratch;
  const made = Buffer.allocUnsafe(bytes);
  if (bytes <= SCRATCH_KEPT_BYTES) scratch = made;
  return made;
}

const SCRATCH_KEPT_BYTES = 4 * 1024 * 1024;
let scratch = Buffer.alloc(0);

/** What our patch of react-dom adds to renderToString's options (patches/README.md). */
interface PartsOptions {
  /** Filled with the document's string in order, in parts of at most ~24,000 characters (or one longer piece). */
  parts: string[];
  /** Set by the patch: whether React left a Suspense boundary for the browser to render (it suspended or threw). */
  clientRendered?: boolean;
}
type RenderOptions = Parameters<typeof renderToString>[1];

const MARKER_BYTES = Buffer.from(CLIENT_RENDERED_BOUNDARY);
const DOCTYPE = '<!DOCTYPE html>';

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
