import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { brandsById, NEWS_VISIBLE, type NewsListRow, pageOfNews, selectNews } from '../content/content-rows';
import { toWireNews } from '../content/content-wire';
import type { Database } from '../db/database';
import { BadRequest, messages, ok } from '../http/envelope';
import { clampedInt, id, readParams, text } from '../http/params';
import { readRoute } from '../http/read-route';
import { searchNews } from '../search/content-search';
import { brandsWhere } from '../site/home-data';
import { adsAt } from '../site/site-rows';
import type { WireCategoryTab, WireNews, WireNewsList, WireNewsMain } from '@shangji/contract';

export const NEWS_PAGE_SIZE = 15;
const NEWS_MENU = 69;

const menus = (db: Database) => db.query<WireCategoryTab>('select id, name, pinyin from menu where pid = $1 order by sort, id', [NEWS_MENU]);

/** List items carry their linked brand (the list shows a brand card with a consult button). */
async function withBrands(db: Database, rows: NewsListRow[]): Promise<WireNewsList['listinfo']> {
  const brands = await brandsById(db, rows.flatMap((r) => (r.brand_id ? [r.brand_id] : [])));
  return rows.map((r) => ({ ...toWireNews(r), zhaoshang: (r.brand_id && brands.get(r.brand_id)) || [] }));
}

export function newsRoutes(app: FastifyInstance, db: Database) {
  readRoute(app, 'newsMain', async () => {
    const navigation = await menus(db);
    const [banner, latest, hot, zhaoshang, zhaoshangBanner] = await Promise.all([
      adsAt(db, 'news_banner'),
      selectNews(db, { limit: 10 }),
      selectNews(db, { orderBy: 'n.hits desc, n.id desc', limit: 10 }),
      brandsWhere(db, undefined, [], 'b.hits desc, b.id', 10),
      adsAt(db, 'news_banner', 3),
    ]);
    const list = await Promise.all(
      navigation.map(async (m) => ({ ...m, news: (await selectNews(db, { where: 'n.menu_id = $1', params: [m.id], limit: 8 })).map(toWireNews) })),
    );
    return ok<WireNewsMain>({ banner, news: latest.map(toWireNews), hot: hot.map(toWireNews), list, navigation, zhaoshang, zhaoshangBanner });
  });

  // news/list: by category pinyin (all or empty = every category), or news search when `keyword` is given.
  readRoute(app, 'newsList', async (req) => {
    const q = readParams(req, z.object({ pinyin: text(60), page: clampedInt(1, 1, 10_000), keyword: text(40) }));
    const offset = (q.page - 1) * NEWS_PAGE_SIZE;
    const menu = await menus(db);
    if (q.keyword) {
      const { rows, totalcount } = await searchNews(db, q.keyword, NEWS_PAGE_SIZE, offset);
      return ok<WireNewsList>({ listinfo: await withBrands(db, rows), totalcount, menu, category: null });
    }
    const category = q.pinyin === '' || q.pinyin === 'all' ? null : menu.find((m) => m.pinyin === q.pinyin);
    if (category === undefined) throw new BadRequest(messages.noCategory);
    const scope = category ? { where: 'n.menu_id = $1', params: [category.id] } : { params: [] };
    const { rows, total: totalcount } = await pageOfNews(db, { ...scope, limit: NEWS_PAGE_SIZE, offset });
    return ok<WireNewsList>({ listinfo: await withBrands(db, rows), totalcount, menu, category });
  });

  // news/show: counts the view, then the article with its neighbours in the same category.
  readRoute(app, 'newsShow', async (req) => {
    const { id: newsId } = readParams(req, z.object({ id: id(), show: text().optional() }));
    const [row] = await db.query<NewsListRow & { content: string }>(
      `update news n set hits = hits + 1 where n.id = $1 and ${NEWS_VISIBLE}
       returning n.id, n.title, n.description, n.thumb, n.author, n.hits, n.keyword, n.addtime, n.brand_id, n.menu_id, n.cid, n.content`,
      [newsId],
    );
    if (!row) throw new BadRequest(messages.notFound);
    const [prev, next, related, cats, brand] = await Promise.all([
      db.query<{ id: number; title: string }>(`select n.id, n.title from news n where ${NEWS_VISIBLE} and n.menu_id = $1 and n.id < $2 order by n.id desc limit 1`, [row.menu_id, row.id]),
      db.query<{ id: number; title: string }>(`select n.id, n.title from news n where ${NEWS_VISIBLE} and n.menu_id = $1 and n.id > $2 order by n.id limit 1`, [row.menu_id, row.id]),
      selectNews(db, { where: 'n.menu_id = $1 and n.id <> $2', params: [row.menu_id, row.id], limit: 10 }),
      db.query<{ id: number; name: string; pinyin: string }>(
        `select id, name, pinyin from (select id, name, pinyin, 0 as k from menu where id = $1
           union all select id, name, pinyin, 1 from category where id = $2) x order by k`,
        [row.menu_id, row.cid ?? 0],
      ),
      brandsById(db, row.brand_id ? [row.brand_id] : []),
    ]);
    return ok<WireNews>({
      ...toWireNews(row),
      content: row.content,
      cidgl: cats,
      pageinfo: { prev: prev[0] ?? null, next: next[0] ?? null },
      news: related.map(toWireNews),
      zhaoshang: (row.brand_id && brand.get(row.brand_id)) || [],
    });
  });
}
