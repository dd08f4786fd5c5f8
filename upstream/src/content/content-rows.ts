import { selectBrands } from '../brands/brand-rows';
import { toWireBrand } from '../brands/brand-wire';
import type { Queryable } from '../db/database';
import { inIdOrder, type Order, pageOfIds } from '../db/page-seek';
import type { WireBrand } from '@shangji/contract';
import type { NewsRow, TopicRow } from './content-wire';

interface Select {
  where?: string;
  params?: unknown[];
  orderBy?: string;
  limit: number;
  offset?: number;
}

const newsCols = 'n.id, n.title, n.description, n.thumb, n.author, n.hits, n.keyword, n.addtime, n.brand_id, n.menu_id, n.cid';
const topicCols = 't.id, t.title, t.description, t.thumb, t.keyword, t.addtime, t.cid';

export interface NewsListRow extends NewsRow {
  brand_id: number | null;
  menu_id: number;
  cid: number | null;
}

export interface TopicListRow extends TopicRow {
  cid: number;
}

/**
 * The one rule of what a visitor may read (docs/decisions/0122): published articles and topics only.
 * Written as a literal so the partial indexes of migration 0032 (`where status = 'published'`) serve it;
 * every public list, search, detail, neighbour, sitemap and related query goes through these.
 */
export const NEWS_VISIBLE = "n.status = 'published'";
export const TOPIC_VISIBLE = "t.status = 'published'";

/** `where` narrowed to what visitors may read (`visible` is NEWS_VISIBLE or TOPIC_VISIBLE). */
export const visibleWhere = (visible: string, where: string | undefined) => (where ? `${visible} and (${where})` : visible);

function run<T>(db: Queryable, cols: string, from: string, visible: string, o: Select) {
  const params = [...(o.params ?? []), o.limit, o.offset ?? 0];
  const n = params.length;
  return db.query<T>(
    `select ${cols} from ${from} where ${visibleWhere(visible, o.where)} order by ${o.orderBy ?? 'addtime desc, id desc'} limit $${n - 1} offset $${n}`,
    params,
  );
}

/** Published news in `orderBy` order (default newest first, id breaking ties). */
export const selectNews = (db: Queryable, o: Select) => run<NewsListRow>(db, newsCols, 'news n', NEWS_VISIBLE, { ...o, orderBy: o.orderBy ?? 'n.addtime desc, n.id desc' });

/** Published topics, as selectNews. */
export const selectTopics = (db: Queryable, o: Select) => run<TopicListRow>(db, topicCols, 'topic t', TOPIC_VISIBLE, { ...o, orderBy: o.orderBy ?? 't.addtime desc, t.id desc' });

const newest: Order = [['addtime', 'desc'], ['id', 'desc']];
const by = (alias: string): Order => newest.map(([c, d]) => [`${alias}.${c}`, d] as const);

/** One page of news (newest first) and the total: ids first, then their rows (docs/decisions/0086). */
export async function pageOfNews(db: Queryable, o: { where?: string | undefined; params?: unknown[]; limit: number; offset: number }) {
  const { ids, total } = await pageOfIds(db, { from: 'news n', id: 'n.id', where: visibleWhere(NEWS_VISIBLE, o.where), params: o.params ?? [], order: by('n') }, o);
  const rows = ids.length ? await selectNews(db, { where: 'n.id = any($1::int[])', params: [ids], limit: ids.length }) : [];
  return { rows: inIdOrder(ids, rows), total };
}

/** One page of topics (newest first) and the total, as pageOfNews. */
export async function pageOfTopics(db: Queryable, o: { where?: string | undefined; params?: unknown[]; limit: number; offset: number }) {
  const { ids, total } = await pageOfIds(db, { from: 'topic t', id: 't.id', where: visibleWhere(TOPIC_VISIBLE, o.where), params: o.params ?? [], order: by('t') }, o);
  const rows = ids.length ? await selectTopics(db, { where: 't.id = any($1::int[])', params: [ids], limit: ids.length }) : [];
  return { rows: inIdOrder(ids, rows), total };
}

export async function countRows(db: Queryable, from: string, where: string | undefined, params: unknown[] = []): Promise<number> {
  const [row] = await db.query<{ n: number }>(`select count(*)::int as n from ${from} ${where ? `where ${where}` : ''}`, params);
  return row?.n ?? 0;
}

/** Brands by id, in one query. */
export async function brandsById(db: Queryable, ids: number[]): Promise<Map<number, WireBrand>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await selectBrands(db, { where: 'b.id = any($1::int[])', params: [unique], orderBy: 'b.id', limit: unique.length });
  return new Map(rows.map((r) => [r.id, toWireBrand(r)]));
}

/** Each topic's brands in the topic's order (at most `per` each), in two queries. */
export async function topicBrands(db: Queryable, topicIds: number[], per = 12): Promise<Map<number, WireBrand[]>> {
  if (topicIds.length === 0) return new Map();
  const links = await db.query<{ topic_id: number; brand_id: number }>(
    'select topic_id, brand_id from topic_brand where topic_id = any($1::int[]) order by topic_id, sort, brand_id',
    [topicIds],
  );
  const brands = await brandsById(db, links.map((l) => l.brand_id));
  const out = new Map<number, WireBrand[]>(topicIds.map((id) => [id, []]));
  for (const l of links) {
    const list = out.get(l.topic_id)!;
    const b = brands.get(l.brand_id);
    if (b && list.length < per) list.push(b);
  }
  return out;
}
