// Which stored encoding of a cached page a request accepts (RFC 9110 §12.5.3): brotli before gzip, as
// @fastify/compress prefers them for pages it compresses itself; `q=0` refuses an encoding; `*` stands
// for any encoding not named.
export type PageEncoding = 'br' | 'gzip';

const PREFERENCE: PageEncoding[] = ['br', 'gzip'];

/** The encoding to answer with, or null for identity (no header, nothing we store accepted). */
export function preferredEncoding(header: string | string[] | undefined): PageEncoding | null {
  if (!header) return null;
  const weights = new Map<string, number>();
  for (const part of (Array.isArray(header) ? header.join(',') : header).split(',')) {
    const [token, ...params] = part.trim().toLowerCase().split(';');
    if (!token) continue;
    const q = params.map((p) => /^\s*q\s*=\s*([0-9.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    weights.set(token, q === undefined ? 1 : Number(q));
  }
  let best: PageEncoding | null = null;
  let bestQ = 0;
  for (const encoding of PREFERENCE) {
    const q = weights.get(encoding) ?? weights.get('*') ?? 0;
    if (q > bestQ) [best, bestQ] = [encoding, q];
  }
  return best;
}
