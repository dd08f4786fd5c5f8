import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { selectBrands } from '../brands/brand-rows';
import { toWireBrand } from '../brands/brand-wire';
import { brandScope, type CategoryScope, resolveCategory } from '../categories/resolve-category';
import { NEWS_VISIBLE, TOPIC_VISIBLE } from '../content/content-rows';
import { type NewsRow, type TopicRow, toWireNews, toWireTopic } from '../content/content-wire';
import type { Database } from '../db/database';
import { ok } from '../http/envelope';
import { optionalId, readParams, text } from '../http/params';

import { readRoute } from '../http/read-route';

const query = z.object({
  cid: optionalId(),
  pinyin: text(),
  type: z.preprocess((v) => (v === undefined || v === '' ? 'zhaoshang' : v), z.enum(['zhaoshang', 'zhuanti', 'news'])),
  num: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int().optional()),
});

const clamp = (n: number | undefined, def: number) => Math.min(50, Math.max(1, n ?? def));

/** getRelatedData: the newest brands, topics or news of a category (SPEC §7 defaults: 5 brands, 10 others). */
export function relatedRoutes(app: FastifyInstance, db: Database) {
  readRoute(app, 'relatedData', async (req) => {
    const q = readParams(req, query);
    const scope = await resolveCategory(db, q.cid, q.pinyin);
    if (q.type === 'zhaoshang') {
      const rows = await selectBrands(db, { ...brandScope(scope), orderBy: 'b.addtime desc, b.id desc', limit: clamp(q.num, 5) });
      return ok(rows.map(toWireBrand));
    }
    if (q.type === 'news') return ok((await relatedNews(db, scope, clamp(q.num, 10))).map(toWireNews));
    return ok((await relatedTopics(db, scope, clamp(q.num, 10))).map(toWireTopic));
  });
}

function relatedNews(db: Database, scope: CategoryScope | null, num: number) {
  // News carry their industry (top level), so a sub-category scope widens to its industry.
  const cols = 'n.id, n.title, n.description, n.thumb, n.author, n.hits, n.keyword, n.addtime';
  if (!scope) return db.query<NewsRow>(`select ${cols} from news n where ${NEWS_VISIBLE} order by n.addtime desc, n.id desc limit $1`, [num]);
  return db.query<NewsRow>(`select ${cols} from news n where ${NEWS_VISIBLE} and n.cid = $1 order by n.addtime desc, n.id desc limit $2`, [
    scope.pid === 0 ? scope.id : scope.pid,
    num,
  ]);
}

function relatedTopics(db: Database, scope: CategoryScope | null, num: number) {
  const cols = 't.id, t.title, t.description, t.thumb, t.keyword, t.addtime';
  if (!scope) return db.query<TopicRow>(`select ${cols} from topic t where ${TOPIC_VISIBLE} order by t.addtime desc, t.id desc limit $1`, [num]);
  if (scope.pid !== 0) return db.query<TopicRow>(`select ${cols} from topic t where ${TOPIC_VISIBLE} and t.cid = $1 order by t.addtime desc, t.id desc limit $2`, [scope.id, num]);
  // An industry's topics live in its sub-categories: the newest `num` of each sub-category through
  // topic_pub_cid (cid, addtime desc, id desc), then the newest `num` of those. Written as `cid in (...)`,
  // the planner walked every topic newest first until it met `num` of the industry: 8,754 rows and ~20 ms for
  // an industry with few topics at the large seed, against ~0.3 ms for this form (docs/decisions/0107).
  return db.query<TopicRow>(
    `select t.* from category c cross join lateral (select ${cols} from topic t where ${TOPIC_VISIBLE} and t.cid = c.id order by t.addtime desc, t.id desc limit $2) t
     where c.pid = $1 or c.id = $1 order by t.addtime desc, t.id desc limit $2`,
    [scope.id, num],
  );
}

