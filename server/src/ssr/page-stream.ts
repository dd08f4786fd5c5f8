// The one transform a rendered page streams through on its way to the visitor (and the compressor, when
// one follows: server/src/compression.ts). React writes each of its flushes as many small chunks in one
// event-loop turn; they go out joined, one write per turn, so the socket, the chunked encoding and the
// compressor's SYNC_FLUSH see one piece per React flush instead of one per 4 KB view. The bytes are kept as
// they pass, for the page cache, which is handed the whole document once it has completed. The flush that
// closes <head> gets the component styles written after it moved into it, and a late section's styles go
// into its segment (head-styles.ts). A document rendered whole does not pass here: it is sent as the bytes
// it is, its styles already in <head> (web/src/emotion-head.ts).
import { Transform } from 'node:stream';
import { hoistEmotionStyles, nestLateStyles } from './head-styles';

export interface PageStreamOptions {
  /** Called with the whole document when the stream completed (not when it failed); absent: nothing kept. */
  onComplete?: (document: Buffer) => void;
}

const HEAD_END = '</head>';

export function pageStream({ onComplete }: PageStreamOptions = {}): Transform {
  const kept: Buffer[] | null = onComplete ? [] : null;
  let turn: Buffer[] = [];
  let scheduled = false;
  let headSent = false;
  const release = () => {
    scheduled = false;
    if (!turn.length) return;
    let out = turn.length === 1 ? turn[0]! : Buffer.concat(turn);
    turn = [];
    // The flush that closes <head> takes in the component styles written after it (head-styles.ts).
    if (!headSent && out.includes(HEAD_END)) {
      headSent = true;
      out = hoistEmotionStyles(out);
    }
    // A late section's component styles into its segment, so the document stays valid (head-styles.ts).
    if (headSent) out = nestLateStyles(out);
    kept?.push(out);
    stream.push(out);
  };
  const stream = new Transform({
    transform(chunk: Buffer | string, _encoding, done) {
      turn.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
      if (!scheduled) {
        scheduled = true;
        setImmediate(release);
      }
      done();
    },
    flush(done) {
      release();
      if (kept && onComplete) onComplete(Buffer.concat(kept));
      done();
    },
  });
  return stream;
}
