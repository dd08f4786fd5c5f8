// Emotion writes each <style data-emotion> just before the element, inside <body>: invalid HTML (a
// validator's error per tag). Since every component rule is a compiled sheet (decision 0108) the one left is
// ChakraProvider's global tag (empty: the global CSS is a static file), which still needs moving. Those written in the same flush as
// </head> — the shell, i.e. nearly all of them — are moved into <head>, before </head>, in their order;
// those streamed later with a deferred section stay where they are (the head has gone out by then).
// The browser's Emotion cache moves every one into <head> at start-up anyway (web/src/entry.client.tsx),
// so hydration sees the same <body>. Works on bytes: a flush may end inside a multi-byte character.
const HEAD_END = Buffer.from('</head>');
const STYLE_START = Buffer.from('<style data-emotion="');
const STYLE_END = Buffer.from('</style>');

/** `flush` with the Emotion style tags after its </head> moved before it; the same buffer when there are none. */
export function hoistEmotionStyles(flush: Buffer): Buffer {
  const head = flush.indexOf(HEAD_END);
  if (head < 0) return flush;
  const styles: Buffer[] = [];
  const rest: Buffer[] = [];
  let at = head;
  for (let start = flush.indexOf(STYLE_START, at); start >= 0; start = flush.indexOf(STYLE_START, at)) {
    const end = flush.indexOf(STYLE_END, start);
    if (end < 0) break;
    rest.push(flush.subarray(at, start));
    styles.push(flush.subarray(start, end + STYLE_END.length));
    at = end + STYLE_END.length;
  }
  if (!styles.length) return flush;
  return Buffer.concat([flush.subarray(0, head), ...styles, ...rest, flush.subarray(at)]);
}

// A deferred section's component styles (web/src/components/Sheet.tsx) that the shell did not already
// carry: React writes them after the section's hidden segment, `<style media="not all" data-precedence …>`,
// and its script ($RR) then moves each into <head> before revealing the section. Left there they are
// <style> elements in <body> that are no element's first child, which the Nu HTML checker rejects; moved to
// the start of the segment they follow, the same script finds and moves them (it looks for every
// style[data-precedence] of the document), before the segment's children are moved into place.
const LATE_STYLE_START = Buffer.from('<style media="not all" data-precedence="');
const SEGMENT_START = Buffer.from('<div hidden id="S:');

/** `flush` with each late boundary style moved to be the first child of the segment before it; the same buffer when there is none. */
export function nestLateStyles(flush: Buffer): Buffer {
  let start = flush.indexOf(LATE_STYLE_START);
  if (start < 0) return flush;
  const parts: Buffer[] = [];
  let at = 0;
  for (; start >= 0; start = flush.indexOf(LATE_STYLE_START, at)) {
    const end = flush.indexOf(STYLE_END, start);
    if (end < 0) break;
    const segment = flush.lastIndexOf(SEGMENT_START, start);
    const open = segment >= at ? flush.indexOf('>', segment) + 1 : 0;
    if (segment < at || open <= 0 || open > start) break;
    parts.push(flush.subarray(at, open), flush.subarray(start, end + STYLE_END.length), flush.subarray(open, start));
    at = end + STYLE_END.length;
  }
  if (!parts.length) return flush;
  parts.push(flush.subarray(at));
  return Buffer.concat(parts);
}
