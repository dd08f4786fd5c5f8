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
  let html: string;
  try {
    html = renderToString(tree);
  } catch {
    return null;
  }
  // The style rules the render kept for <head> (emotion-head.ts): none on nearly every page, so the
  // document is searched for </head> only when there are some.
  const styles = headStyles?.();
  if (styles) {
    const headEnd = html.indexOf('</head>');
    if (headEnd >= 0) html = html.slice(0, headEnd) + styles + html.slice(headEnd);
  }
  // Encoded once, the doctype with it (the stream writes it before <html>; renderToString leaves it to the
  // caller): the one pass that flattens React's string (built by thousands of appends) also gives the
  // bytes, which are then searched (a second pass over the string to search it cost as much again, and
  // joining the doctype's bytes to the page's copied the whole document once more).
  const bytes = Buffer.from(DOCTYPE + html);
  if (bytes.includes(MARKER_BYTES, DOCTYPE.length)) return null;
  return bytes;
}

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
