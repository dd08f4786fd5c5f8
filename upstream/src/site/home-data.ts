import { selectBrands } from '../brands/brand-rows';
import { toWireBrand } from '../brands/brand-wire';
import { selectNews, selectTopics } from '../content/content-rows';
import { toWireNews, toWireTopic } from '../content/content-wire';
import type { Queryable } from '../db/database';
import type { WireBrand, WireCategoryBrands, WireNewData, WireRanking } from '@shangji/contract';
import { liveBrands } from '../placements/schedule';
import { RANKING_SLOT_CAPACITY, rankingSlot } from '../placements/slots';
import { allCategories, tab } from './site-rows';

export const brandsWhere = async (db: Queryable, where: string | undefined, params: unknown[], orderBy: string, limit: number): Promise<WireBrand[]> =>
  (await selectBrands(db, { ...(where ? { where } : {}), params, orderBy, limit })).map(toWireBrand);

/** Newest news, brands and topics; `cid` (0 = all) narrows to an industry or sub-category. */
export async function newData(db: Queryable, cid: number, pid: number, num: number): Promise<WireNewData> {
  const industry = pid === 0 ? cid : pid;
  const brandWhere = cid === 0 ? undefined : pid === 0 ? 'b.cid_one = $1' : 'b.cid = $1';
  const [news, zhaoshang, zhuanti] = await Promise.all([
    selectNews(db, cid === 0 ? { limit: num } : { where: 'n.cid = $1', params: [industry], limit: num }),
    brandsWhere(db, brandWhere, cid === 0 ? [] : [cid], 'b.addtime desc, b.id desc', num),
    selectTopics(db, cid === 0 ? { limit: num } : { where: 't.cid in (select id from category where id = $1 or pid = $1)', params: [industry], limit: num }),
  ]);
  return { news: news.map(toWireNews), zhaoshang, zhuanti: zhuanti.map(toWireTopic) };
}

/** Industries with sub-categories and their `num` hottest brands (navigation, floors). */
export async function categoryBrands(db: Queryable, num: number): Promise<WireCategoryBrands[]> {
  const cats = await allCategories(db);
  // Each industry's first `num` by hits, read from brand_hot_cid_one per industry (a window over every brand
  // read the whole table: 31-41 ms at 100,000 brands).
  const hot = await db.query<{ cid_one: number; id: number }>(
    `select c.id as cid_one, x.id from category c
       cross join lateral (select b.id, b.hits from brand b where b.cid_one = c.id order by b.hits desc, b.id limit $1) x
     where c.pid = 0 order by c.id, x.hits desc, x.id`,
    [num],
  );
  const brands = new Map((await selectBrands(db, { where: 'b.id = any($1::int[])', params: [hot.map((h) => h.id)], orderBy: 'b.id', limit: hot.length || 1 })).map((b) => [b.id, toWireBrand(b)]));
  return cats
    .filter((c) => c.pid === 0)
    .map((top) => ({
      ...tab(top),
      title: top.title,
      children: cats.filter((c) => c.pid === top.id).map(tab),
      zhaoshang: hot.filter((h) => h.cid_one === top.id).map((h) => brands.get(h.id)!),
    }));
}

/**
 * Ranking boards with their brands in position order; `where` filters `ranking r`. `now` is the upstream's
 * clock, which decides the placements shown beside each board.
 */
export async function rankings(db: Queryable, where: string, params: unknown[], limit: number, offset = 0, per = 10, now = Date.now()): Promise<WireRanking[]> {
  const n = params.length;
  const rows = await db.query<{ id: number; cid: number | null; title: string; description: string; keyword: string; method: string }>(
    `select r.id, r.cid, r.title, r.description, r.keyword, r.method from ranking r where ${where} order by r.sort, r.id limit $${n + 1} offset $${n + 2}`,
    [...params, limit, offset],
  );
  const entries = await db.query<{ ranking_id: number; brand_id: number; score: string | null }>(
    'select ranking_id, brand_id, score from ranking_brand where ranking_id = any($1::int[]) and position <= $2 order by ranking_id, position',
    [rows.map((r) => r.id), per],
  );
  const sponsored = await sponsoredFor(db, rows, now);
  const ids = [...entries.map((e) => e.brand_id), ...[...sponsored.values()].flat()];
  const brands = new Map(
    (await selectBrands(db, { where: 'b.id = any($1::int[])', params: [ids], orderBy: 'b.id', limit: ids.length || 1 })).map((b) => [b.id, toWireBrand(b)]),
  );
  return rows.map((r) => {
    const own = entries.filter((e) => e.ranking_id === r.id);
    return {
      ...r,
      list: own.map((e) => brands.get(e.brand_id)!),
      scores: own.map((e) => (e.score === null ? null : Number(e.score))),
      sponsored: (sponsored.get(r.id) ?? []).map((id) => brands.get(id)!).filter(Boolean),
    };
  });
}

/**
 * Paid placement beside each ranking, shown apart, labelled 广告, never part of the organic list or its
 * order: the brands scheduled in the ranking's slot at `now` (docs/decisions/0123); a board with none
 * scheduled keeps the derived placement of docs/decisions/0077 — up to two certified brands of its
 * category (any category for a site-wide board) by editorial weight — in the same 广告 box.
 */
async function sponsoredFor(db: Queryable, rows: { id: number; cid: number | null }[], now: number): Promise<Map<number, number[]>> {
  const scheduled = await liveBrands(db, rows.map((r) => rankingSlot(r.id)), now, RANKING_SLOT_CAPACITY);
  const derived = await derivedSponsored(db, rows.filter((r) => !scheduled.has(rankingSlot(r.id))));
  return new Map(rows.map((r) => [r.id, scheduled.get(rankingSlot(r.id)) ?? derived.get(r.id) ?? []]));
}

async function derivedSponsored(db: Queryable, rows: { id: number; cid: number | null }[]): Promise<Map<number, number[]>> {
  // Each side of the category match reads its own partial index (migration 0021) for its first two;
  // the first two of both are the category's first two. The rankings are read side by side.
  const first = (cid: number | null) =>
    cid
      ? `select id from ((select b.id, b.recommend from brand b where b.isvip = 1 and b.cid = $1 order by b.recommend desc, b.id limit 2)
           union (select b.id, b.recommend from brand b where b.isvip = 1 and b.cid_one = $1 order by b.recommend desc, b.id limit 2)) x
         order by recommend desc, id limit 2`
      : 'select b.id from brand b where b.isvip = 1 order by b.recommend desc, b.id limit 2';
  const found = await Promise.all(rows.map((r) => db.query<{ id: number }>(first(r.cid), r.cid ? [r.cid] : [])));
  return new Map(rows.map((r, i) => [r.id, found[i]!.map((f) => Number(f.id))]));
}
