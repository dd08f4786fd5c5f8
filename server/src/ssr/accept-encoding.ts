// Which stored encoding of a cached page a request accepts (RFC 9110 §12.5.3), negotiated by
// `negotiator` (jshttp, the one Apollo Server and Express use): brotli before gzip on equal weight, as
// @fastify/compress prefers them for pages it compresses itself; `q=0` refuses an encoding; `*` stands
// for any encoding not named.
import Negotiator from 'negotiator';

export type PageEncoding = 'br' | 'gzip';

const PREFERENCE: PageEncoding[] = ['br', 'gzip'];

// negotiator 1.x takes the tie-break order as `preferred`; @types/negotiator (0.6) predates the option.
type Encodings = (available: string[], options: { preferred: string[] }) => string[];

/** The encoding to answer with, or null for identity (no header, nothing we store accepted). */
export function preferredEncoding(header: string | string[] | undefined): PageEncoding | null {
  // No header at all: identity (negotiator would read it as "anything").
  if (!header) return null;
  const negotiator = new Negotiator({ headers: { 'accept-encoding': Array.isArray(header) ? header.join(',') : header } });
  const [best] = (negotiator.encodings as Encodings).call(negotiator, PREFERENCE, { preferred: PREFERENCE });
  return (best as PageEncoding | undefined) ?? null;
}
