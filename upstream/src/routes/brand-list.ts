import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { brandsInOrder, selectBrandDetail } from '../brands/brand-rows';
import { toWireBrand } from '../brands/brand-wire';
import { resolveCategory } from '../categories/resolve-category';
import { selectNews, selectTopics } from '../content/content-rows';
import { listTotal } from '../db/list-totals';
import { pageOfIds } from '../db/page-seek';
import { toWireNews, toWireTopic } from '../content/content-wire';
import type { Database } from '../db/database';
import { FLOOR_ADS, floorAdPosition } from '../db/seed/floor-ads';
import { BadRequest, messages, ok } from '../http/envelope';
import { clampedInt, id, optionalId, readParams, text } from '../http/params';
import { readRoute } from '../http/read-route';
import { loadClassify } from '../categories/classify-lists';
import { searchBrands, searchBrandsIn } from '../search/search';
import { summariesOf } from '../records/summaries';
import { brandsWhere } from '../site/home-data';
import { adsAt, allCategories, tab } from '../site/site-rows';
import type { WireBrandFloor, WireBrandList, WireBrandMain, WireCategoryTab, WirePoster } from '@shangji/contract';

export const LIST_PAGE_SIZE = 15;

const listQuery = z.object({
  pinyin: text(60),
  feeid: optionalId(),
  regionid: optionalId(),
  idenid: optionalId(),
  isvip: clampedInt(0, 0, 1),
  // The trust filters beside the spec's (docs/decisions/0094): 1 = only brands filed with MOFCOM, only
  // brands that met 两店一年 when franchising began (record_summary).
  filed: clampedInt(0, 0, 1),
  twostores: clampedInt(0, 0, 1),
  page: clampedInt(1, 1, 10_000),
  keyword: text(40),
});

export type ListQuery = z.infer<typeof listQuery>;

/** SQL conditions of the trust filters, on brand alias `b`. */
export const FILED_SQL = "exists (select 1 from record_summary s where s.brand_id = b.id and s.filing_status = 'filed')";
export const TWO_STORES_SQL = "exists (select 1 from record_summary s where s.brand_id = b.id and s.two_stores_at_start = 'pass')";

/** `now`: the upstream's clock, which decides the placements shown (docs/decisions/0123). */
export function brandListRoutes(app: FastifyInstance, db: Database, now: () => number = Date.now) {
  readRoute(app, 'brandMain', async () => ok(await brandMain(db, now())));

  // zhaoshang/list: the filtered directory, or brand search when `keyword` is given (SPEC §7 {model}/list).
  readRoute(app, 'brandList', async (req) => {
    const q = readParams(req, listQuery);
    const offset = (q.page - 1) * LIST_PAGE_SIZE;
    if (q.keyword) {
      // A keyword with an industry (the header search's dropdown): both apply.
      const scope = q.pinyin && q.pinyin !== 'all' ? await resolveCategory(db, 0, q.pinyin) : null;
      if (scope) return ok(await searchBrandsIn(db, q.keyword, scope, LIST_PAGE_SIZE, offset));
      return ok(await searchBrands(db, q.keyword, LIST_PAGE_SIZE, offset));
    }
    return ok(await brandList(db, q, offset));
  });

  // Beside the spec (docs/decisions/0094): what the list would hold with 已备案 or 两店一年 switched on,
  // the other filters kept; exact counts, so the number beside a filter is the total it leads to.
  readRoute(app, 'recordListCounts', async (req) => {
    const q = readParams(req, listQuery);
    const count = async (trust: { filed: number; twostores: number }) => {
      const { params, where } = await listWhere(db, q, trust);
      const sql = `select count(*)::int as n from brand b ${where ? `where ${where}` : ''}`;
      // The same totals the lists behind these filters count (list-totals.ts: once a minute per list).
      return listTotal(db, `${sql}\0${JSON.stringify(params)}`, async () => (await db.query<{ n: number }>(sql, params))[0]?.n ?? 0);
    };
    const [filed, twoStores] = await Promise.all([count({ filed: 1, twostores: q.twostores }), count({ filed: q.filed, twostores: 1 })]);
    return ok({ filed, twoStores });
  });

  readRoute(app, 'vipData', async (req) => {
    const q = readParams(req, z.object({ cid: optionalId(), num: clampedInt(6, 1, 50), type: z.preprocess((v) => (v === undefined || v === '' ? 'new' : v), z.enum(['new', 'hot'])) }));
    const scope = await resolveCategory(db, q.cid, '');
    const where = ['b.isvip = 1', ...(scope ? [scope.pid === 0 ? 'b.cid_one = $1' : 'b.cid = $1'] : [])].join(' and ');
    return ok(await brandsWhere(db, where, scope ? [scope.id] : [], q.type === 'new' ? 'b.addtime desc, b.id desc' : 'b.hits desc, b.id', q.num));
  });

  // The /vip tab list: industries that have certified brands, in industry order.
  readRoute(app, 'vipClassify', async () =>
    ok(
      await db.query<WireCategoryTab>(
        'select c.id, c.name, c.pinyin from category c where c.pid = 0 and exists (select 1 from brand b where b.cid_one = c.id and b.isvip = 1) order by c.sort, c.id',
      ),
    ),
  );

  readRoute(app, 'brandPoster', async (req) => {
    const { id: brandId } = readParams(req, z.object({ id: id() }));
    const row = await selectBrandDetail(db, brandId);
    if (!row) throw new BadRequest(messages.noBrand);
    if (!row.poster || row.poster.length === 0) throw new BadRequest(messages.notFound);
    return ok<WirePoster>({ zhaoshang: toWireBrand(row), items: row.poster.map((p) => ({ url: p.url, text: p.text })) });
  });
}

/** The list's conditions and parameters, the trust filters as given or overridden (for their counts). */
export async function listWhere(db: Database, q: ListQuery, trust: { filed: number; twostores: number } = q) {
  const scope = await resolveCategory(db, 0, q.pinyin);
  const where: string[] = [];
  const params: unknown[] = [];
  const add = (sql: string, v: unknown) => {
    params.push(v);
    where.push(sql.replace('?', `$${params.length}`));
  };
  if (scope) add(scope.pid === 0 ? 'b.cid_one = ?' : 'b.cid = ?', scope.id);
  if (q.feeid) add('b.feeid = ?', q.feeid);
  if (q.regionid) add('b.regionid = ?', q.regionid);
  if (q.idenid) add('? = any(b.tag_ids)', q.idenid);
  if (q.isvip) where.push('b.isvip = 1');
  if (trust.filed) where.push(FILED_SQL);
  if (trust.twostores) where.push(TWO_STORES_SQL);
  const classify = await loadClassify(db);
  const known = (list: { id: number }[], v: number) => v === 0 || list.some((x) => x.id === v);
  if (!known(classify.feeidList, q.feeid) || !known(classify.regionidList, q.regionid) || !known(classify.idenidList, q.idenid)) {
    throw new BadRequest(messages.invalid);
  }
  return { scope, classify, params, where: where.length ? where.join(' and ') : undefined };
}

async function brandList(db: Database, q: ListQuery, offset: number): Promise<WireBrandList> {
  const { scope, classify, params, where: w } = await listWhere(db, q);
  // Ids first through the brand_list_* indexes (migration 0015), then the page's 15 rows (0086).
  const [{ ids, total: totalcount }, category] = await Promise.all([
    pageOfIds(db, { from: 'brand b', id: 'b.id', where: w, params, order: [['b.addtime', 'desc'], ['b.id', 'desc']] }, { limit: LIST_PAGE_SIZE, offset }),
    scope ? db.query<WireBrandList['category'] & object>('select id, pid, name, pinyin, title, description, keyword from category where id = $1', [scope.id]) : Promise.resolve([]),
  ]);
  // The page's records summaries ride along (contract: wireBrandList.records), so the list's badges need
  // no second call after it.
  const [rows, records] = await Promise.all([brandsInOrder(db, ids), summariesOf(db, ids)]);
  return { ...classify, listinfo: rows.map(toWireBrand), totalcount, category: category[0] ?? null, records };
}

async function brandMain(db: Database, now: number): Promise<WireBrandMain> {
  const cats = await allCategories(db);
  const [banner1, banner2, tiles] = await Promise.all([adsAt(db, 'shangji_banner', 20, now), adsAt(db, 'shangji_recommend', 20, now), adsAt(db, 'shangji_recommend', 2, now)]);
  const listinfo: WireBrandFloor[] = [];
  for (const top of cats.filter((c) => c.pid === 0)) {
    const [zhaoshang, zhaoshangHot, topList, news, topics, floorAds] = await Promise.all([
      brandsWhere(db, 'b.cid_one = $1', [top.id], 'b.addtime desc, b.id desc', 12),
      brandsWhere(db, 'b.cid_one = $1', [top.id], 'b.recommend desc, b.hits desc, b.id', 8),
      brandsWhere(db, 'b.cid_one = $1', [top.id], 'b.hits desc, b.id', 10),
      selectNews(db, { where: 'n.cid = $1', params: [top.id], limit: 6 }),
      selectTopics(db, { where: 't.cid in (select id from category where pid = $1)', params: [top.id], limit: 6 }),
      adsAt(db, floorAdPosition(top.pinyin), FLOOR_ADS, now),
    ]);
    listinfo.push({
      ...tab(top),
      cidHot: cats.filter((c) => c.pid === top.id).slice(0, 8).map(tab),
      zhaoshang,
      zhaoshangHot,
      top: topList,
      newsNew: news.map(toWireNews),
      zhuantiNew: topics.map(toWireTopic),
      // The floor's own banners; a database seeded before floors had any shows the shared recommendations.
      zhaoshangBanner: floorAds.length ? floorAds : tiles,
    });
  }
  const [list, fresh, top] = await Promise.all([
    brandsWhere(db, 'b.isvip = 1', [], 'b.recommend desc, b.hits desc, b.id', 8),
    brandsWhere(db, 'b.isvip = 1', [], 'b.addtime desc, b.id desc', 8),
    brandsWhere(db, 'b.isvip = 1', [], 'b.hits desc, b.id', 10),
  ]);
  return { banner1, banner2, listinfo, vip: { list, new: fresh, top } };
}
