import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { resolveCategory } from '../categories/resolve-category';
import { countRows } from '../content/content-rows';
import type { Database } from '../db/database';
import { BadRequest, messages, ok } from '../http/envelope';
import { clampedInt, id, readParams, text } from '../http/params';
import { readRoute } from '../http/read-route';
import { brandsWhere, rankings } from '../site/home-data';
import { adsAt, linkGroups } from '../site/site-rows';
import type { WireCategoryTab, WireIdName, WireRanking, WireTopList, WireTopMain } from '@shangji/contract';

export const RANKING_PAGE_SIZE = 10;

/** `now`: the upstream's clock, which decides the placements beside each board (docs/decisions/0123). */
export function rankingRoutes(app: FastifyInstance, db: Database, now: () => number = Date.now) {
  readRoute(app, 'topMain', async () => {
    const boardIds = new Map((await db.query<{ id: number; board: string }>("select id, board from ranking where board like 'synthesize%' or board = 'vip'")).map((r) => [r.board, r.id]));
    const boards = await rankings(db, "r.board like 'synthesize%' or r.board = 'vip'", [], 10, 0, 10, now());
    const board = (name: string) => boards.find((b) => b.id === boardIds.get(name))!;
    const fees = await db.query<WireIdName>('select id, name from fee_band order by sort, id');
    const [listinfoCidList, listinfoFeeidList, zhaoshangSearch, links] = await Promise.all([
      rankings(db, "r.board = 'industry'", [], 16, 0, 10, now()),
      Promise.all(fees.map(async (f) => ({ ...f, list: await brandsWhere(db, 'b.feeid = $1', [f.id], 'b.hits desc, b.id', 10) }))),
      brandsWhere(db, undefined, [], 'b.recommend desc, b.hits desc, b.id', 10),
      linkGroups(db),
    ]);
    return ok<WireTopMain>({
      synthesize1: board('synthesize1'),
      synthesize2: board('synthesize2'),
      synthesize3: board('synthesize3'),
      zhaoshang1: board('synthesize1').list,
      zhaoshang2: board('synthesize2').list,
      zhaoshang3: board('synthesize3').list,
      zhaoshang4: board('synthesize4').list,
      zhaoshangSearch,
      listinfoCidList,
      listinfoFeeidList,
      listinfoVipList: board('vip'),
      links,
    });
  });

  // top/list: the sub-category ranking cards of an industry (all or empty = every industry), 10 a page.
  readRoute(app, 'topList', async (req) => {
    const q = readParams(req, z.object({ pinyin: text(60), page: clampedInt(1, 1, 10_000) }));
    const scope = await resolveCategory(db, 0, q.pinyin);
    if (scope && scope.pid !== 0) throw new BadRequest(messages.noCategory);
    const where = scope ? "r.board = 'subcategory' and r.cid in (select id from category where pid = $1)" : "r.board = 'subcategory'";
    const params = scope ? [scope.id] : [];
    const [listinfo, totalcount, category] = await Promise.all([
      rankings(db, where, params, RANKING_PAGE_SIZE, (q.page - 1) * RANKING_PAGE_SIZE, 10, now()),
      countRows(db, 'ranking r', where, params),
      scope ? db.query<WireCategoryTab>('select id, name, pinyin from category where id = $1', [scope.id]) : [],
    ]);
    return ok<WireTopList>({ listinfo, totalcount, category: category[0] ?? null });
  });

  readRoute(app, 'topShow', async (req) => {
    const { id: rankingId } = readParams(req, z.object({ id: id() }));
    const [ranking] = await rankings(db, 'r.id = $1', [rankingId], 1, 0, 10, now());
    if (!ranking) throw new BadRequest(messages.notFound);
    return ok<WireRanking>({ ...ranking, banner: await adsAt(db, 'top_banner', 4) });
  });
}
