// sitemap/main and sitemap/list: every brand, article, topic and ranking id with its date, paged by id in
// pages of 50,000 (one child sitemap each), so the gateway's sitemap.xml never loads a whole table.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Database } from '../db/database';
import { ok } from '../http/envelope';
import { clampedInt, readParams } from '../http/params';
import { NEWS_VISIBLE, TOPIC_VISIBLE } from '../content/content-rows';
import { readRoute } from '../http/read-route';
import { type WireSitemapList, type WireSitemapMain, type WireSitemapType } from '@shangji/contract';

/** The sitemap protocol's limit of URLs per file. */
export const SITEMAP_PAGE_SIZE = 50_000;

const tables: Record<WireSitemapType, string> = { zhaoshang: 'brand', news: 'news n', zhuanti: 'topic t', top: 'ranking' };
const types = Object.keys(tables) as WireSitemapType[];
/** Articles and topics: only the published (docs/decisions/0122), dated by their last edit. */
const visible: Record<WireSitemapType, string> = { zhaoshang: 'true', news: NEWS_VISIBLE, zhuanti: TOPIC_VISIBLE, top: 'true' };
/**
 * A row's date: when it was added; for a brand, when a published edit last changed it (brand.updated_at,
 * upstream/src/backoffice/edits/routes.ts); for an article or topic, its last edit. Its lastmod moves with its page.
 */
const lastmod: Record<WireSitemapType, string> = { zhaoshang: 'greatest(addtime, updated_at)', news: 'coalesce(modtime, addtime)', zhuanti: 'coalesce(modtime, addtime)', top: 'addtime' };
/** A section's count and newest date; the brand's newest from two indexes (added, edited). */
const sectionSql = (type: WireSitemapType) =>
  type === 'zhaoshang'
    ? 'select (select count(*) from brand) as total, greatest((select max(addtime) from brand), (select max(updated_at) from brand where updated_at > 0)) as lastmod'
    : `select count(*) as total, max(${lastmod[type]}) as lastmod from ${tables[type]} where ${visible[type]}`;

export function sitemapRoutes(app: FastifyInstance, db: Database) {
  readRoute(app, 'sitemapMain', async () => {
    const sections = await Promise.all(
      types.map(async (type) => {
        const [row] = await db.query<{ total: string | number; lastmod: string | number | null }>(
          sectionSql(type),
        );
        return { type, total: Number(row?.total ?? 0), lastmod: Number(row?.lastmod ?? 0) };
      }),
    );
    const [categories, menu] = await Promise.all([
      db.query<{ pinyin: string }>('select pinyin from category order by id'),
      db.query<{ pinyin: string }>('select pinyin from menu where pid = 69 order by sort, id'),
    ]);
    return ok<WireSitemapMain>({
      pageSize: SITEMAP_PAGE_SIZE,
      sections,
      categories: categories.map((c) => c.pinyin),
      newsMenu: menu.map((m) => m.pinyin),
    });
  });

  readRoute(app, 'sitemapList', async (req) => {
    const q = readParams(req, z.object({ type: z.enum(types as [WireSitemapType, ...WireSitemapType[]]), page: clampedInt(1, 1, 10_000) }));
    // Primary-key order: an index scan, and pages that do not shift when new rows arrive.
    const rows = await db.query<{ id: number; addtime: number }>(
      `select id, ${lastmod[q.type]} as addtime from ${tables[q.type]} where ${visible[q.type]} order by id limit $1 offset $2`,
      [SITEMAP_PAGE_SIZE, (q.page - 1) * SITEMAP_PAGE_SIZE],
    );
    return ok<WireSitemapList>({ listinfo: rows.map((r) => ({ id: Number(r.id), addtime: Number(r.addtime) })) });
  });
}
