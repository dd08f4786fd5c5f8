// A document whose data is all in — no query still running, every deferred value settled (entry.server.tsx,
// routing/settled.ts) — has nothing to stream. It is rendered in one synchronous pass with React's
// renderToString and sent as one piece: React's stream encodes each of a page's thousands of small chunks
// into bytes on its own and pushes them through Node's stream machinery, which cost about as much CPU as
// rendering the page (docs/decisions/0114). A document that did not render whole goes back to the stream.
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
 * as UTF-8 in one buffer. The parts are written into a scratch buffer large enough for any text of their
 * length (a UTF-16 unit is at most 3 bytes of UTF-8), then the bytes written are copied out: no separate
 * pass over the page for its UTF-8 length (Buffer.byteLength walked every character of a page with Chinese
 * text once more before the write) and no buffer per part. Decision 0139 has the measurements.
 */
export function utf8Document(parts: string[]): Buffer {
  let most = DOCTYPE_BYTES.length;
  for (const part of parts) most += part.length * 3;
  // One render at a time (renderToString is synchronous): the scratch is reused by every page, and kept
  // only up to a size pages reach (the home page needs ~750 KB).
  const into = most <= scratch.length ? scratch : Buffer.allocUnsafe(most);
  if (into !== scratch && most <= SCRATCH_KEPT_BYTES) scratch = into;
  let at = DOCTYPE_BYTES.copy(into, 0);
  // Buffer writes a lone surrogate (text cut inside a character pair) as U+FFFD, as a browser would show it.
  for (const part of parts) at += into.write(part, at, 'utf8');
  const bytes = Buffer.allocUnsafe(at);
  into.copy(bytes, 0, 0, at);
  return bytes;
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
