import { gunzipSync } from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import { notModified, SitemapCache } from './sitemap-cache';
import { matchesEtag } from './ssr/page-replay';

const xml = (entry: { gzipped: Buffer } | null) => (entry ? gunzipSync(entry.gzipped).toString('utf8') : null);

describe('SitemapCache', () => {
  it('generates a document once per version, answers the stored one meanwhile, and again after the TTL', async () => {
    let clock = 1_000_000;
    const cache = new SitemapCache(60_000, () => clock);
    let builds = 0;
    const build = (text: string) => async () => {
      builds += 1;
      return text;
    };
    const first = await cache.get('news-1', 'v1', build('<a/>'));
    expect(xml(first)).toBe('<a/>');
    expect(await cache.get('news-1', 'v1', build('<never/>'))).toBe(first);
    expect(builds).toBe(1);

    // The data changed: the stored document is answered at once while the new one is generated.
    const stale = await cache.get('news-1', 'v2', build('<b/>'));
    expect(xml(stale)).toBe('<a/>');
    // The background generation ends when it ends (gzip on a loaded host): asked again meanwhile, the
    // stored one is answered and nothing else is generated.
    const fresh = await vi.waitFor(async () => {
      const got = await cache.get('news-1', 'v2', build('<never/>'));
      expect(xml(got)).toBe('<b/>');
      return got;
    }, { timeout: 10_000, interval: 20 });
    expect(fresh!.etag).not.toBe(first!.etag);
    expect(builds).toBe(2);

    // Past the TTL it is generated again; identical bytes keep their ETag and Last-Modified.
    clock += 61_000;
    await cache.get('news-1', 'v2', build('<b/>'));
    await vi.waitFor(() => expect(builds).toBe(3), { timeout: 10_000, interval: 20 });
    const again = await vi.waitFor(async () => {
      const got = await cache.get('news-1', 'v2', build('<never/>'));
      expect(got!.storedAt).toBe(clock);
      return got;
    }, { timeout: 10_000, interval: 20 });
    expect(builds).toBe(3);
    expect(again!.etag).toBe(fresh!.etag);
    expect(again!.lastModified).toBe(fresh!.lastModified);
  });

  it('runs one generation for concurrent first requests, and stores nothing for a missing document', async () => {
    const cache = new SitemapCache(60_000);
    let builds = 0;
    const slow = async () => {
      builds += 1;
      await new Promise((r) => setTimeout(r, 30));
      return '<slow/>';
    };
    const [a, b] = await Promise.all([cache.get('x', 'v', slow), cache.get('x', 'v', slow)]);
    expect(builds).toBe(1);
    expect(a).toBe(b);
    expect(await cache.get('gone', 'v', async () => null)).toBeNull();
  });

  it('dates a document by its newest <lastmod>, not by when or where it was generated', async () => {
    const doc = '<urlset><url><loc>a</loc><lastmod>2026-01-01T00:00:00.000Z</lastmod></url><url><loc>b</loc><lastmod>2026-02-03T04:05:06.789Z</lastmod></url><url><loc>c</loc></url></urlset>';
    const early = (await new SitemapCache(60_000, () => Date.parse('2026-03-01T00:00:00Z')).get('x', 'v', async () => doc))!;
    const late = (await new SitemapCache(60_000, () => Date.parse('2026-05-09T10:11:12Z')).get('x', 'v', async () => doc))!;
    expect(early.lastModified).toBe('Tue, 03 Feb 2026 04:05:06 GMT');
    expect(late.lastModified).toBe(early.lastModified);
    // A document that dates nothing takes the date its caller gives; without one it has no Last-Modified,
    // and If-Modified-Since never answers for it.
    const given = (await new SitemapCache(60_000).get('y', 'v', async () => '<urlset/>', 1767225600))!;
    expect(given.lastModified).toBe('Thu, 01 Jan 2026 00:00:00 GMT');
    const undated = (await new SitemapCache(60_000).get('z', 'v', async () => '<urlset/>'))!;
    expect(undated.lastModified).toBeNull();
    expect(notModified({ 'if-modified-since': 'Thu, 01 Jan 2099 00:00:00 GMT' }, undated, matchesEtag)).toBe(false);
  });

  it('answers 304 to a matching ETag or a date not older than Last-Modified', async () => {
    const entry = (await new SitemapCache(60_000).get('x', 'v', async () => '<x><lastmod>2026-01-01T00:00:00Z</lastmod></x>'))!;
    expect(notModified({ 'if-none-match': entry.etag }, entry, matchesEtag)).toBe(true);
    expect(notModified({ 'if-none-match': '"other"' }, entry, matchesEtag)).toBe(false);
    const lastModified = entry.lastModified!;
    expect(notModified({ 'if-modified-since': lastModified }, entry, matchesEtag)).toBe(true);
    expect(notModified({ 'if-modified-since': new Date(Date.parse(lastModified) - 1000).toUTCString() }, entry, matchesEtag)).toBe(false);
    // If-None-Match decides when both are sent.
    expect(notModified({ 'if-none-match': '"other"', 'if-modified-since': lastModified }, entry, matchesEtag)).toBe(false);
  });
});
