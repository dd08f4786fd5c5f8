import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Database } from '../db/database';
import { BadRequest, ok } from '../http/envelope';
import { clampedInt, readParams, text } from '../http/params';
import { readRoute } from '../http/read-route';
import { NEWS_VISIBLE, TOPIC_VISIBLE } from '../content/content-rows';
import { brandTitleMatch } from '../search/search';
import { containsPattern } from '../search/like';
import type { WireSuggestion } from '@shangji/contract';

// getSearch sends table, where, field and order from the page; each maps to a fixed SQL fragment here,
// so nothing the client sends is ever spliced into SQL. Anything outside these lists is a code 400.
const tables = {
  zhaoshang: { from: 'brand b', alias: 'b', fields: ['title', 'product', 'company'], wheres: { '': 'true', isvip: 'b.isvip = 1', shop: 'b.shopnum > 0' } },
  news: { from: 'news n', alias: 'n', fields: ['title'], wheres: { '': NEWS_VISIBLE } },
  zhuanti: { from: 'topic t', alias: 't', fields: ['title'], wheres: { '': TOPIC_VISIBLE } },
} as const;

const orders = { '': 'count desc, id desc', count: 'count desc, id desc', id: 'id desc' } as const;

const SUGGEST_LIMIT = 10;

const query = z.object({
  table: z.preprocess((v) => (v === undefined || v === '' ? 'zhaoshang' : v), z.enum(['zhaoshang', 'news', 'zhuanti'])),
  where: z.preprocess((v) => v ?? '', z.enum(['', 'isvip', 'shop'])),
  field: z.preprocess((v) => (v === undefined || v === '' ? 'title' : v), z.enum(['title', 'product', 'company'])),
  order: z.preprocess((v) => v ?? '', z.enum(['', 'count', 'id'])),
  keyword: text(40),
  limit: clampedInt(SUGGEST_LIMIT, 1, SUGGEST_LIMIT),
});

export function searchRoutes(app: FastifyInstance, db: Database) {
  readRoute(app, 'suggest', async (req) => {
    const q = readParams(req, query);
    if (!q.keyword) throw new BadRequest('请输入关键词');
    const t = tables[q.table];
    const scope = (t.wheres as Record<string, string>)[q.where];
    if (!scope || !(t.fields as readonly string[]).includes(q.field)) throw new BadRequest('参数错误');
    let match: { where: string; params: unknown[] };
    if (q.table === 'zhaoshang' && q.field === 'title') match = brandTitleMatch(q.keyword);
    else match = { where: `${t.alias}.${q.field} ilike $1`, params: [containsPattern(q.keyword)] };
    const n = match.params.length;
    const rows = await db.query<WireSuggestion>(
      `select id, title, count from (select ${t.alias}.id, ${t.alias}.title, ${t.alias}.hits as count from ${t.from}
         where ${scope} and ${match.where}) x
       order by ${orders[q.order]} limit $${n + 1}`,
      [...match.params, q.limit],
    );
    return ok(rows);
  });
}
