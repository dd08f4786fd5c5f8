import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { selectNews, selectTopics } from '../content/content-rows';
import { toWireNews, toWireTopic } from '../content/content-wire';
import type { Database } from '../db/database';
import { BadRequest, messages, ok } from '../http/envelope';
import { clampedInt, optionalId, readParams } from '../http/params';
import { readRoute } from '../http/read-route';
import { brandsWhere, categoryBrands, newData, rankings } from '../site/home-data';
import { adsAt, allCategories, linkGroups, tab } from '../site/site-rows';
import type { WireCidSearch, WireIndexMain, WireMenuItem } from '@shangji/contract';

// Home modules: five tab groups over the 16 industries; tab ids are module*10 + k (first tabs 11, 21, …, 51).
const modules = [
  { id: 1, name: '餐饮美食', industries: [1, 10, 16] },
  { id: 2, name: '教育培训', industries: [2, 7] },
  { id: 3, name: '零售百货', industries: [8, 13, 14] },
  { id: 4, name: '家居建材', industries: [3, 4, 5, 12] },
  { id: 5, name: '美容服饰', industries: [6, 9, 11, 15] },
];

/** `now`: the upstream's clock, which decides the placements shown (docs/decisions/0123). */
export function homeRoutes(app: FastifyInstance, db: Database, now: () => number = Date.now) {
  readRoute(app, 'indexMain', async () => ok(await indexMain(db, now())));

  readRoute(app, 'links', async () => ok(await linkGroups(db)));

  readRoute(app, 'newData', async (req) => {
    const q = readParams(req, z.object({ cid: optionalId(), num: clampedInt(20, 1, 50), type: optionalId() }));
    const pid = q.cid === 0 ? 0 : ((await db.query<{ pid: number }>('select pid from category where id = $1', [q.cid]))[0]?.pid ?? -1);
    if (pid < 0) throw new BadRequest(messages.noCategory);
    return ok(await newData(db, q.cid, pid, q.num));
  });

  readRoute(app, 'cidBrandNav', async () => ok(await categoryBrands(db, 8)));

  readRoute(app, 'tradeBrandTop', async () => {
    const cats = await categoryBrands(db, 10);
    return ok(cats.map((c) => ({ ...tab(c), list: c.zhaoshang })));
  });

  readRoute(app, 'cidSearch', async () => {
    const [cats, hotSearch] = await Promise.all([
      allCategories(db),
      db.query<{ id: number; title: string }>('select id, title from hot_search order by sort, id'),
    ]);
    return ok<WireCidSearch>({ classify: cats.filter((c) => c.pid === 0).map(tab), hotSearch });
  });

  readRoute(app, 'menu', async (req) => {
    const { pid } = readParams(req, z.object({ pid: clampedInt(69, 0, 2_147_483_647) }));
    const rows = await db.query<WireMenuItem>('select id, name, pinyin, url from menu where pid = $1 order by sort, id', [pid]);
    if (rows.length === 0) throw new BadRequest(messages.notFound);
    return ok(rows);
  });
}

async function indexMain(db: Database, now: number): Promise<WireIndexMain> {
  const [getClassify, getBanner, getTopData, getTopBanner, getTopZhaoshang, news, getVip, getHotZhaoshang, zhuanti, getPaihang] = await Promise.all([
    categoryBrands(db, 6),
    adsAt(db, 'index_banner', 20, now),
    newData(db, 0, 0, 9),
    adsAt(db, 'index_top', 20, now),
    brandsWhere(db, undefined, [], 'b.recommend desc, b.hits desc, b.id', 12),
    selectNews(db, { limit: 19 }),
    brandsWhere(db, 'b.isvip = 1', [], 'b.addtime desc, b.id desc', 12),
    brandsWhere(db, undefined, [], 'b.hits desc, b.id', 12),
    selectTopics(db, { limit: 12 }),
    rankings(db, "r.board like 'synthesize%'", [], 4, 0, 10, now),
  ]);
  const tabs = await Promise.all(
    getClassify.map(async (c) => ({
      ...tab(c),
      list: await brandsWhere(db, 'b.cid_one = $1', [c.id], 'b.recommend desc, b.hits desc, b.id', 8),
    })),
  );
  const byId = new Map(getClassify.map((c) => [c.id, c]));
  const getFenleiData = await Promise.all(
    modules.map(async (m) => ({
      id: m.id,
      name: m.name,
      tabs: await Promise.all(
        m.industries.map(async (cid, k) => {
          const c = byId.get(cid)!;
          const [hotlist, hotlist2] = await Promise.all([
            brandsWhere(db, 'b.cid_one = $1', [cid], 'b.hits desc, b.id', 10),
            brandsWhere(db, 'b.cid_one = $1 and b.isvip = 1', [cid], 'b.addtime desc, b.id desc', 10),
          ]);
          return { id: m.id * 10 + k + 1, cid, name: c.name, pinyin: c.pinyin, hotlist, hotlist2 };
        }),
      ),
    })),
  );
  return {
    getClassify,
    getBanner,
    getTopData,
    getTopBanner,
    getTopZhaoshang,
    getNews: news.map(toWireNews),
    getVip,
    getHotZhaoshang,
    getZhaoshangSort: tabs,
    getZhuanti: zhuanti.map(toWireTopic),
    getPaihang,
    getFenleiData,
  };
}
