import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { loadClassify } from '../categories/classify-lists';
import { resolveCategory } from '../categories/resolve-category';
import { pageOfTopics, selectTopics, TOPIC_VISIBLE, type TopicListRow, topicBrands } from '../content/content-rows';
import { toWireTopic } from '../content/content-wire';
import type { Database } from '../db/database';
import { BadRequest, messages, ok } from '../http/envelope';
import { clampedInt, id, readParams, text } from '../http/params';
import { readRoute } from '../http/read-route';
import { searchTopics } from '../search/content-search';
import { adsAt, allCategories, tab } from '../site/site-rows';
import type { WireTopic, WireTopicList, WireTopicMain } from '@shangji/contract';

export const TOPIC_PAGE_SIZE = 20;

async function withBrands(db: Database, rows: TopicListRow[]): Promise<WireTopicList['listinfo']> {
  const brands = await topicBrands(db, rows.map((r) => r.id), 6);
  return rows.map((r) => ({ ...toWireTopic(r), zhaoshangList: brands.get(r.id) ?? [] }));
}

export function topicRoutes(app: FastifyInstance, db: Database) {
  readRoute(app, 'topicMain', async () => {
    const cats = await allCategories(db);
    const [banner, latest] = await Promise.all([adsAt(db, 'zhuanti_banner'), selectTopics(db, { limit: 10 })]);
    const list = await Promise.all(
      cats
        .filter((c) => c.pid === 0)
        .map(async (c) => ({
          ...tab(c),
          zhuanti: (await selectTopics(db, { where: 't.cid in (select id from category where pid = $1)', params: [c.id], limit: 8 })).map(toWireTopic),
        })),
    );
    return ok<WireTopicMain>({ banner, zhuantiNew: latest.map(toWireTopic), list });
  });

  // zhuanti/list: by industry or sub-category pinyin (all or empty = all), or topic search with `keyword`.
  readRoute(app, 'topicList', async (req) => {
    const q = readParams(req, z.object({ pinyin: text(60), page: clampedInt(1, 1, 10_000), keyword: text(40) }));
    const offset = (q.page - 1) * TOPIC_PAGE_SIZE;
    const { classifyList } = await loadClassify(db);
    if (q.keyword) {
      const { rows, totalcount } = await searchTopics(db, q.keyword, TOPIC_PAGE_SIZE, offset);
      return ok<WireTopicList>({ listinfo: await withBrands(db, rows), totalcount, classifyList, category: null });
    }
    const scope = await resolveCategory(db, 0, q.pinyin.split('-')[0] ?? '');
    const filter = scope ? { where: scope.pid === 0 ? 't.cid in (select id from category where pid = $1)' : 't.cid = $1', params: [scope.id] } : { params: [] };
    const [{ rows, total: totalcount }, category] = await Promise.all([
      pageOfTopics(db, { ...filter, limit: TOPIC_PAGE_SIZE, offset }),
      scope ? db.query<NonNullable<WireTopicList['category']>>('select id, pid, name, pinyin, title, description, keyword from category where id = $1', [scope.id]) : [],
    ]);
    return ok<WireTopicList>({ listinfo: await withBrands(db, rows), totalcount, classifyList, category: category[0] ?? null });
  });

  readRoute(app, 'topicShow', async (req) => {
    const { id: topicId } = readParams(req, z.object({ id: id(), show: text().optional() }));
    const [row] = await selectTopics(db, { where: 't.id = $1', params: [topicId], limit: 1 });
    if (!row) throw new BadRequest(messages.notFound);
    const [brands, prev, next, related, cats] = await Promise.all([
      topicBrands(db, [row.id], 50),
      db.query<{ id: number; title: string }>(`select t.id, t.title from topic t where ${TOPIC_VISIBLE} and t.id < $1 order by t.id desc limit 1`, [row.id]),
      db.query<{ id: number; title: string }>(`select t.id, t.title from topic t where ${TOPIC_VISIBLE} and t.id > $1 order by t.id limit 1`, [row.id]),
      selectTopics(db, { where: 't.cid in (select id from category where pid = (select pid from category where id = $1)) and t.id <> $2', params: [row.cid, row.id], limit: 10 }),
      db.query<{ id: number; name: string; pinyin: string }>(
        `select id, name, pinyin from (select p.id, p.name, p.pinyin, 0 as k from category c join category p on p.id = c.pid where c.id = $1
           union all select id, name, pinyin, 1 from category where id = $1) x order by k`,
        [row.cid],
      ),
    ]);
    return ok<WireTopic>({
      ...toWireTopic(row),
      zhaoshangList: brands.get(row.id) ?? [],
      zhuanti: related.map(toWireTopic),
      pageinfo: { prev: prev[0] ?? null, next: next[0] ?? null },
      cidgl: cats,
    });
  });
}
