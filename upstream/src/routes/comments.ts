import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { selectBrands } from '../brands/brand-rows';
import { toWireBrand } from '../brands/brand-wire';
import type { Database } from '../db/database';
import { inIdOrder, pageOfIds } from '../db/page-seek';
import { ymd } from '../http/dates';
import { BadRequest, messages, ok } from '../http/envelope';
import { clampedInt, id, optionalId, readParams } from '../http/params';
import { readRoute } from '../http/read-route';
import { maskPhones } from '../site/mask';
import type { WireCommentData } from '@shangji/contract';

export const COMMENT_PAGE_SIZE = 10;

/**
 * What each comment group counts, as SQL on comment c. A comment's group_tag is its rating's (好评 4-5
 * stars, 中评 3, 差评 1-2: upstream/src/db/seed/comments.ts), so those groups add up to 全部; 有图 is the
 * comments with pictures across ratings. Counts and lists use the same predicate, so a tab's count is
 * the length of its list.
 */
export function groupPredicate(tag: number): string {
  if (tag === 1) return 'true';
  if (tag === 3) return 'jsonb_array_length(c.pics) > 0';
  return `c.group_tag = ${Math.trunc(tag)}`;
}

const query = z.object({ uid: id(), page: clampedInt(1, 1, 10_000), tab: clampedInt(1, 1, 99), sid: optionalId() });

/** getCommentData: a brand's comments (uid = brand id), tab = group (1 = all), sid = one of its shops. */
export function commentRoutes(app: FastifyInstance, db: Database) {
  readRoute(app, 'comments', async (req) => {
    const q = readParams(req, query);
    const [brand] = await selectBrands(db, { where: 'b.id = $1', params: [q.uid], orderBy: 'b.id', limit: 1 });
    if (!brand) throw new BadRequest(messages.noBrand);
    if (q.sid) {
      const shop = await db.query('select 1 from shop where id = $1 and brand_id = $2', [q.sid, q.uid]);
      if (!shop[0]) throw new BadRequest(messages.notFound);
    }
    const groups = await db.query<{ tag: number; show_content: string }>('select tag, show_content from comment_group order by tag');
    if (!groups.some((g) => g.tag === q.tab)) throw new BadRequest(messages.invalid);
    const base = q.sid ? 'c.brand_id = $1 and c.shop_id = $2' : 'c.brand_id = $1 and $2::int = 0';
    const [stats] = await db.query<{ n: number; avg: number | null } & Record<string, number>>(
      `select count(*)::int as n, avg(c.score)::float8 as avg,
         ${groups.map((g) => `count(*) filter (where ${groupPredicate(g.tag)})::int as g${Math.trunc(g.tag)}`).join(', ')}
       from comment c where ${base}`,
      [q.uid, q.sid],
    );
    const total = stats?.n ?? 0;
    const countOf = (tag: number) => stats?.[`g${tag}`] ?? 0;
    const where = q.tab === 1 ? base : `${base} and ${groupPredicate(q.tab)}`;
    const params = [q.uid, q.sid];
    // The page's ids through comment_list_* (migration 0015), from the nearer end; then their rows (0086).
    const { ids } = await pageOfIds(
      db,
      { from: 'comment c', id: 'c.id', where, params, order: [['c.addtime', 'desc'], ['c.id', 'desc']] },
      { limit: COMMENT_PAGE_SIZE, offset: (q.page - 1) * COMMENT_PAGE_SIZE, total: countOf(q.tab) },
    );
    const rows = inIdOrder(
      ids,
      ids.length
        ? await db.query<{ id: number; user_logo: string; user_name: string; score: number; content: string; pics: string[]; addtime: number }>(
            'select c.id, c.user_logo, c.user_name, c.score, c.content, c.pics, c.addtime from comment c where c.id = any($1::int[])',
            [ids],
          )
        : [],
    );
    return ok<WireCommentData>({
      comment_num: total,
      avgScore: stats?.avg == null ? 0 : Math.round(stats.avg * 10) / 10,
      groupNumNew: groups.map((g) => ({ ...g, count: countOf(g.tag) })),
      comment_list: rows.map((r) => ({
        id: r.id,
        user_logo: r.user_logo,
        user_name: maskPhones(r.user_name),
        score: r.score,
        date: ymd(r.addtime),
        content: maskPhones(r.content),
        pics: r.pics,
      })),
      totalNum: countOf(q.tab),
      zhaoshang: toWireBrand(brand),
    });
  });
}
