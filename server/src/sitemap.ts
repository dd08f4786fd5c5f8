// robots.txt and the sitemaps, served by the gateway (SPEC §1: pages are for search engines too).
// /sitemap.xml is an index: one child of the fixed and list pages, then per type (brands, news, topics,
// rankings) one child per 50,000 ids, each from one upstream page (sitemap/list), so no request ever
// holds more than 50,000 rows however large the catalogue grows. Generated with the `sitemap` library.
import { SITEMAP_CACHE_TTL_MS } from './cache-plan';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Readable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { SitemapIndexStream, SitemapStream, type SitemapItemLoose } from 'sitemap';
import { notModified, plainXml, SitemapCache, type StoredSitemap } from './sitemap-cache';
import { preferredEncoding } from './ssr/accept-encoding';
import { matchesEtag } from './ssr/page-replay';
import type { UpstreamClient } from './upstream/client';
import type { WireSitemapMain, WireSitemapType } from '@shangji/contract';

/** Where each type's pages live. */
const PAGE_OF: Record<WireSitemapType, string> = { zhaoshang: '/shangji', news: '/news', zhuanti: '/zhuanti', top: '/top' };

/** The fixed pages: homes of each section and the static ones. */
const FIXED = ['/', '/shangji', '/shangji/all', '/vip', '/news', '/news/all', '/zhuanti', '/zhuanti/all', '/top', '/brandentry',
  '/brandmarket', '/marketing', '/serviceoffers', '/sitemap', '/aboutus', '/servicestatement', '/privacypolicy', '/protection'];

const iso = (unixSeconds: number) => (unixSeconds > 0 ? new Date(unixSeconds * 1000).toISOString() : undefined);

export interface SitemapDeps {
  siteUrl: string;
  /** A fresh upstream client (per request, sharing the gateway's cache). */
  upstream: () => UpstreamClient;
  /** How long a generated sitemap is answered before it is generated again even if the data looks unchanged. */
  cacheTtlMs?: number;
}

/**
 * The library spends milliseconds per hundred URLs; written in one loop, a 50,000-URL child held the event
 * loop for seconds (every page request waited). Fed from a source that yields a turn every 500 items, the
 * longest stall is a few tens of milliseconds (tests/bench figures in decision 0046).
 */
async function* yielding<T>(items: Iterable<T>): AsyncGenerator<T> {
  let n = 0;
  for (const item of items) {
    if (n++ % 500 === 0) await nextTurn();
    yield item;
  }
}

function urlset(siteUrl: string, items: Iterable<SitemapItemLoose>): SitemapStream {
  return Readable.from(yielding(items)).pipe(new SitemapStream({ hostname: siteUrl }));
}

async function xmlOf(stream: SitemapStream | SitemapIndexStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk)));
  return Buffer.concat(chunks).toString('utf8');
}

/** A stored sitemap: 304 when the client holds it, else its gzip bytes (or the XML when gzip is refused). */
async function sendStored(req: FastifyRequest, reply: FastifyReply, entry: StoredSitemap | null) {
  if (!entry) return reply.code(404).type('text/plain; charset=utf-8').send('This page could not be found');
  reply
    .type('application/xml; charset=utf-8')
    .header('cache-control', 'public, max-age=3600')
    .header('vary', 'Accept-Encoding')
    .header('etag', entry.etag);
  if (entry.lastModified) reply.header('last-modified', entry.lastModified);
  if (notModified(req.headers, entry, matchesEtag)) return reply.code(304).send();
  // Brotli-capable clients take gzip too; only a client refusing both gets the XML itself.
  const encoding = req.headers['x-no-compression'] === undefined ? preferredEncoding(req.headers['accept-encoding']) : null;
  if (encoding) return reply.header('content-encoding', 'gzip').send(entry.gzipped);
  return reply.send(await plainXml(entry));
}

class UpstreamUnavailable extends Error {}

const unavailable = (reply: FastifyReply) => reply.code(503).header('retry-after', '60').send('');

export function registerSitemaps(app: FastifyInstance, { siteUrl, upstream, cacheTtlMs = SITEMAP_CACHE_TTL_MS }: SitemapDeps) {
  const cache = new SitemapCache(cacheTtlMs);
  // Index and pages.xml change with anything sitemap/main reports; a type's children with its count and date.
  const mainVersion = (main: WireSitemapMain) => JSON.stringify(main);
  const typeVersion = (main: WireSitemapMain, type: WireSitemapType) => {
    const s = main.sections.find((x) => x.type === type);
    return `${main.pageSize}:${s?.total ?? 0}:${s?.lastmod ?? 0}`;
  };

  app.get('/robots.txt', async (_req, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .send(['User-agent: *', 'Disallow: /graphql', 'Disallow: /jumpwebsite', 'Disallow: /cache', '', `Sitemap: ${siteUrl}/sitemap.xml`, ''].join('\n')),
  );

  app.get('/sitemap.xml', async (req, reply) => {
    const main = await upstream().call('sitemapMain', {});
    if (!main) return unavailable(reply);
    const entry = await cache.get('index', mainVersion(main), async () => {
      const index = new SitemapIndexStream();
      const newest = Math.max(0, ...main.sections.map((s) => s.lastmod));
      index.write({ url: `${siteUrl}/sitemap/pages.xml`, lastmod: iso(newest) });
      for (const s of main.sections) {
        const pages = Math.ceil(s.total / main.pageSize);
        for (let n = 1; n <= pages; n += 1) index.write({ url: `${siteUrl}/sitemap/${s.type}-${n}.xml`, lastmod: iso(s.lastmod) });
      }
      index.end();
      return xmlOf(index);
    });
    return sendStored(req, reply, entry);
  });

  app.get<{ Params: { name: string } }>('/sitemap/:name', async (req, reply) => {
    const name = req.params.name;
    if (name === 'pages.xml') {
      const main = await upstream().call('sitemapMain', {});
      if (!main) return unavailable(reply);
      const entry = await cache.get('pages', mainVersion(main), async () => {
        const urls = [
          ...FIXED,
          ...main.categories.flatMap((p) => [`/shangji/${p}`, `/zhuanti/${p}`, `/vip/${p}`]),
          ...main.newsMenu.map((p) => `/news/${p}`),
        ];
        return xmlOf(urlset(siteUrl, urls.map((url) => ({ url }))));
        // Its URLs carry no <lastmod>: dated as the index dates it, by the newest of the data.
      }, Math.max(0, ...main.sections.map((s) => s.lastmod)));
      return sendStored(req, reply, entry);
    }
    const m = /^(zhaoshang|news|zhuanti|top)-([1-9]\d{0,3})\.xml$/.exec(name);
    if (!m) return sendStored(req, reply, null);
    const type = m[1] as WireSitemapType;
    const main = await upstream().call('sitemapMain', {});
    if (!main) return unavailable(reply);
    const build = async () => {
      const list = await upstream().call('sitemapList', { type, page: Number(m[2]) });
      if (!list) throw new UpstreamUnavailable();
      if (!list.listinfo.length) return null;
      return xmlOf(urlset(siteUrl, list.listinfo.map((row) => ({ url: `${PAGE_OF[type]}/${row.id}`, lastmod: iso(row.addtime) }))));
    };
    let entry: StoredSitemap | null;
    try {
      entry = await cache.get(`${type}-${m[2]}`, typeVersion(main, type), build);
    } catch (error) {
      if (error instanceof UpstreamUnavailable) return unavailable(reply);
      throw error;
    }
    return sendStored(req, reply, entry);
  });
}
