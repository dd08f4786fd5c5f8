// Which stored encoding of a cached page a request accepts (RFC 9110 §12.5.3), negotiated by
// `negotiator` (jshttp, the one Apollo Server and Express use): brotli before gzip on equal weight, as
// @fastify/compress prefers them for pages it compresses itself; `q=0` refuses an encoding; `*` stands
// for any encoding not named.
import Negotiator from 'negotiator';

export type PageEncoding = 'br' | 'gzip';

const PREFERENCE: PageEncoding[] = ['br', 'gzip'];

// negotiator 1.x takes the tie-break order as `preferred`; @types/negotiator (0.6) predates the option.
type Encodings = (available: string[], options: { preferred: string[] }) => string[];

// Browsers send one of a handful of Accept-Encoding values, and a page-cache hit asks on every request:
// each value is negotiated once (parsing it was ~3% of a hit's CPU). Bounded: emptied when full.
const chosen = new Map<string, PageEncoding | null>();
const CHOSEN_MAX = 256;

/** The encoding to answer with, or null for identity (no header, nothing we store accepted). */
export function preferredEncoding(header: string | string[] | undefined): PageEncoding | null {
  // No header at all: identity (negotiator would read it as "anything").
  if (!header) return null;
  const value = Array.isArray(header) ? header.join(',') : header;
  let best = chosen.get(value);
  if (best === undefined) {
    const negotiator = new Negotiator({ headers: { 'accept-encoding': value } });
    best = ((negotiator.encodings as Encodings).call(negotiator, PREFERENCE, { preferred: PREFERENCE })[0] as PageEncoding | undefined) ?? null;
    if (chosen.size >= CHOSEN_MAX) chosen.clear();
    chosen.set(value, best);
  }
  return best;
}
