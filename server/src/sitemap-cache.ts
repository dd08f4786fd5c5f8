// Generated sitemaps, kept gzip-compressed in this process (docs/decisions/0087). A 50,000-URL child
// costs seconds of the library's time and ~5 MB of XML; crawlers ask for the same few files all day.
// Each document is generated once per data version (the row count and newest date of its type, from
// sitemap/main) or per TTL, whichever comes first; meanwhile every request is answered from the stored
// bytes with an ETag and Last-Modified. A stale document keeps being answered while its successor is
// generated (one generation at a time per document), so only the very first request of a process waits.
// Last-Modified is a date of the data, never of the generation: the newest <lastmod> the document holds
// (or, for one that dates no entry, the date its caller gives), so every gateway generating the same bytes
// answers the same date, and an If-Modified-Since one of them gave is a 304 from any other.
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { gunzip as gunzipCb, gzip as gzipCb } from 'node:zlib';

const gzip = promisify(gzipCb);
const gunzip = promisify(gunzipCb);

export interface StoredSitemap {
  /** The XML, gzip-compressed. */
  gzipped: Buffer;
  etag: string;
  /** When the data in these bytes last changed (an HTTP date, whole seconds); null when nothing dates it. */
  lastModified: string | null;
  version: string;
  storedAt: number;
}

export class SitemapCache {
  private readonly entries = new Map<string, StoredSitemap>();
  private readonly building = new Map<string, Promise<StoredSitemap | null>>();

  constructor(
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * The stored document `name` when it is of `version` and younger than the TTL; otherwise generates it
   * with `build` (null: no such document). A stored older document is answered at once while the new
   * one is generated in the background. `undated` (Unix seconds) dates a document that holds no <lastmod>.
   */
  async get(name: string, version: string, build: () => Promise<string | null>, undated = 0): Promise<StoredSitemap | null> {
    const stored = this.entries.get(name);
    if (stored && stored.version === version && this.now() - stored.storedAt < this.ttlMs) return stored;
    const next = this.building.get(name) ?? this.generate(name, version, build, undated);
    if (stored) {
      next.catch(() => undefined); // a failed regeneration keeps the stored document; the next request retries
      return stored;
    }
    return next;
  }

  private generate(name: string, version: string, build: () => Promise<string | null>, undated: number): Promise<StoredSitemap | null> {
    const run = (async () => {
      const xml = await build();
      if (xml === null) {
        this.entries.delete(name);
        return null;
      }
      const etag = `"${createHash('sha1').update(xml).digest('base64url')}"`;
      const modified = newestLastmod(xml) ?? (undated > 0 ? undated * 1000 : null);
      const entry: StoredSitemap = {
        gzipped: await gzip(xml),
        etag,
        lastModified: modified === null ? null : new Date(Math.floor(modified / 1000) * 1000).toUTCString(),
        version,
        storedAt: this.now(),
      };
      this.entries.set(name, entry);
      return entry;
    })();
    this.building.set(name, run);
    const done = () => {
      if (this.building.get(name) === run) this.building.delete(name);
    };
    run.then(done, done);
    return run;
  }
}

/** The newest <lastmod> of a sitemap or sitemap index (milliseconds), or null when it has none. */
export function newestLastmod(xml: string): number | null {
  let newest: number | null = null;
  for (let at = xml.indexOf('<lastmod>'); at !== -1; at = xml.indexOf('<lastmod>', at + 9)) {
    const time = Date.parse(xml.slice(at + 9, xml.indexOf('</lastmod>', at)));
    if (!Number.isNaN(time) && (newest === null || time > newest)) newest = time;
  }
  return newest;
}

/** The XML itself, for a client that accepts no gzip. */
export const plainXml = (entry: StoredSitemap): Promise<Buffer> => gunzip(entry.gzipped);

/** Whether the client's conditional headers say it holds `entry` (If-None-Match wins over If-Modified-Since). */
export function notModified(headers: { 'if-none-match'?: string | undefined; 'if-modified-since'?: string | undefined }, entry: StoredSitemap, matchesEtag: (header: string | undefined, etag: string) => boolean): boolean {
  if (headers['if-none-match'] !== undefined) return matchesEtag(headers['if-none-match'], entry.etag);
  const since = headers['if-modified-since'] && entry.lastModified ? Date.parse(headers['if-modified-since']) : NaN;
  return !Number.isNaN(since) && Date.parse(entry.lastModified!) <= since;
}
