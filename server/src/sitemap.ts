// robots.txt and the sitemaps, served by the gateway (SPEC §1: pages are for search engines too).
// /sitemap.xml is an index: one child of the fixed and list pages, then per type (brands, news, topics,
// rankings) one child per 50,000 ids, each from one upstream page (sitemap/list), so no request ever
// holds more than 50,000 rows however large the catalogue grows. Generated with the `sitemap` library.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { Readable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { SitemapIndexStream, SitemapStream, type SitemapItemLoose } from 'sitemap';
import type { UpstreamClient } from './upstream/client';
import type { WireSitemapType } from '@shangji/contract';

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

function sendXml(reply: FastifyReply, stream: SitemapStream | SitemapIndexStream) {
  return reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600').send(stream);
}

export function registerSitemaps(app: FastifyInstance, { siteUrl, upstream }: SitemapDeps) {
  app.get('/robots.txt', async (_req, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .send(['User-agent: *', 'Disallow: /graphql', 'Disallow: /jumpwebsite', 'Disallow: /cache', '', `Sitemap: ${siteUrl}/sitemap.xml`, ''].join('\n')),
  );

  app.get('/sitemap.xml', async (_req, reply) => {
    const main = await upstream().call('sitemapMain', {});
    if (!main) return reply.code(503).header('retry-after', '60').send('');
    const index = new SitemapIndexStream();
    const newest = Math.max(0, ...main.sections.map((s) => s.lastmod));
    index.write({ url: `${siteUrl}/sitemap/pages.xml`, lastmod: iso(newest) });
    for (const s of main.sections) {
      const pages = Math.ceil(s.total / main.pageSize);
      for (let n = 1; n <= pages; n += 1) index.write({ url: `${siteUrl}/sitemap/${s.type}-${n}.xml`, lastmod: iso(s.lastmod) });
    }
    index.end();
    return sendXml(reply, index);
  });

  app.get<{ Params: { name: string } }>('/sitemap/:name', async (req, reply) => {
    const name = req.params.name;
    if (name === 'pages.xml') {
      const main = await upstream().call('sitemapMain', {});
      if (!main) return reply.code(503).header('retry-after', '60').send('');
      const urls = [
        ...FIXED,
        ...main.categories.flatMap((p) => [`/shangji/${p}`, `/zhuanti/${p}`, `/vip/${p}`]),
        ...main.newsMenu.map((p) => `/news/${p}`),
      ];
      return sendXml(reply, urlset(siteUrl, urls.map((url) => ({ url }))));
    }
    const m = /^(zhaoshang|news|zhuanti|top)-([1-9]\d{0,3})\.xml$/.exec(name);
    if (!m) return reply.code(404).type('text/plain; charset=utf-8').send('This page could not be found');
    const type = m[1] as WireSitemapType;
    const list = await upstream().call('sitemapList', { type, page: Number(m[2]) });
    if (!list) return reply.code(503).header('retry-after', '60').send('');
    if (!list.listinfo.length) return reply.code(404).type('text/plain; charset=utf-8').send('This page could not be found');
    const items = list.listinfo.map((row) => ({ url: `${PAGE_OF[type]}/${row.id}`, lastmod: iso(row.addtime) }));
    return sendXml(reply, urlset(siteUrl, items));
  });
}
