// Sitemap listing: not in SPEC §7. The gateway's sitemap.xml needs every id and its date cheaply, 50,000 a page.
import { z } from 'zod';
import { int } from './common';

export const wireSitemapType = z.enum(['zhaoshang', 'news', 'zhuanti', 'top']);
/** What a sitemap lists: brands, news, topics, rankings. */
export type WireSitemapType = z.infer<typeof wireSitemapType>;

/** sitemap/main: per type, how many rows and the newest date (unix seconds); the list-page slugs. */
export const wireSitemapMain = z.strictObject({
  /** Rows per sitemap/list page (at most 50,000: one child sitemap each). */
  pageSize: int,
  sections: z.array(z.strictObject({ type: wireSitemapType, total: int, lastmod: int })),
  /** Category pinyins (brand, topic and VIP lists) and news menu pinyins. */
  categories: z.array(z.string()),
  newsMenu: z.array(z.string()),
});
export type WireSitemapMain = z.infer<typeof wireSitemapMain>;

/** sitemap/list: one page of ids with their dates (unix seconds), by id. */
export const wireSitemapList = z.strictObject({ listinfo: z.array(z.strictObject({ id: int, addtime: int })) });
export type WireSitemapList = z.infer<typeof wireSitemapList>;
