import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { selectBrands } from '../brands/brand-rows';
import { toWireBrand } from '../brands/brand-wire';
import type { Database } from '../db/database';
import { defaultCentre } from '../db/seed/cities';
import { ok } from '../http/envelope';
import { clampedInt, readParams, text } from '../http/params';
import type { WireMapData, WireMapShop } from '@shangji/contract';

import { readRoute } from '../http/read-route';
import { brandIdsByTitle } from '../search/search';

const PAGE_SIZE = 20;

interface ShopRow {
  id: number;
  name: string;
  address: string;
  lng: number;
  lat: number;
  overall_rating: number;
  price: number;
  comment_num: number;
  tag: string;
  city: string;
  city_lng: number | null;
  city_lat: number | null;
  total: number;
}

const bound = (min: number, max: number) =>
  z.preprocess((v) => (v === '' || v === undefined ? undefined : v), z.coerce.number().min(min).max(max).optional());

const query = z.object({
  type: z.preprocess((v) => (v === undefined || v === '' ? 'list' : v), z.enum(['list', 'map', 'show'])),
  page: clampedInt(1, 1, 5000),
  keyword: text(60),
  // type map: the city to search in (also accepted as `{city}_{keyword}`), and the visible bounds.
  region: text(20),
  swlng: bound(-180, 180),
  swlat: bound(-90, 90),
  nelng: bound(-180, 180),
  nelat: bound(-90, 90),
});

/**
 * getMapData. `show`: the shops of the brand titled exactly `keyword` (brand detail's nearby shops).
 * `list` / `map`: shops whose brand title or shop name contains the keyword; the /map page sends
 * `{city}_{keyword}`, which also narrows to that city.
 */
export function mapRoutes(app: FastifyInstance, db: Database) {
  readRoute(app, 'mapData', async (req) => ok(await mapData(db, readParams(req, query))));
}

async function mapData(db: Database, q: z.infer<typeof query>): Promise<WireMapData> {
  const offset = (q.page - 1) * PAGE_SIZE;
  const where: string[] = [];
  const params: unknown[] = [];
  let city = '';
  let keyword = q.keyword;
  if (q.type === 'show') {
    params.push(keyword);
    where.push(`s.brand_id = (select id from brand where title = $${params.length} order by id limit 1)`);
  } else {
    const cut = keyword.indexOf('_');
    if (cut >= 0) [city, keyword] = [keyword.slice(0, cut).trim(), keyword.slice(cut + 1).trim()];
    if (!city && q.region) city = q.region;
    const { swlng, swlat, nelng, nelat } = q;
    if (q.type === 'map' && swlng !== undefined && swlat !== undefined && nelng !== undefined && nelat !== undefined) {
      params.push(Math.min(swlng, nelng), Math.max(swlng, nelng), Math.min(swlat, nelat), Math.max(swlat, nelat));
      const n = params.length;
      where.push(`s.lng between $${n - 3} and $${n - 2} and s.lat between $${n - 1} and $${n}`);
    }
    if (city) {
      params.push(city.replace(/市$/, ''));
      where.push(`(r.name = $${params.length} or r.name = $${params.length} || '市')`);
    }
    if (keyword) {
      params.push(`%${escapeLike(keyword)}%`);
      const titled = brandIdsByTitle(keyword, params.length + 1);
      where.push(`(s.name ilike $${params.length} or s.brand_id in (${titled.sql}))`);
      params.push(...titled.params);
    }
  }
  params.push(PAGE_SIZE, offset);
  const shops = await db.query<ShopRow>(
    `select s.id, s.name, s.address, s.lng, s.lat, s.overall_rating, s.price, s.comment_num, s.tag,
       r.name as city, r.lng as city_lng, r.lat as city_lat, count(*) over ()::int as total
     from shop s join region r on r.id = s.regionid
     ${where.length ? `where ${where.join(' and ')}` : ''}
     order by s.id limit $${params.length - 1} offset $${params.length}`,
    params,
  );
  const total = shops[0]?.total ?? (offset > 0 ? await countShops(db, where, params.slice(0, -2)) : 0);
  const first = shops[0];
  const region = first
    ? { lng: first.city_lng ?? first.lng, lat: first.city_lat ?? first.lat, city: first.city }
    : { ...defaultCentre };
  return { listinfo: shops.map(toWireShop), total, region, ...(await sideLists(db, q.type === 'show', keyword)) };
}

async function countShops(db: Database, where: string[], params: unknown[]) {
  const [row] = await db.query<{ n: number }>(
    `select count(*)::int as n from shop s join region r on r.id = s.regionid ${where.length ? `where ${where.join(' and ')}` : ''}`,
    params,
  );
  return row?.n ?? 0;
}

/** topData: hot brands around the search; shopArr: brands with shops to switch the map to. */
async function sideLists(db: Database, exact: boolean, keyword: string) {
  let scope = { where: 'b.shopnum > 0', params: [] as unknown[] };
  if (exact && keyword) {
    scope = { where: 'b.shopnum > 0 and b.cid = (select cid from brand where title = $1 order by id limit 1)', params: [keyword] };
  } else if (keyword) {
    const titled = brandIdsByTitle(keyword, 1);
    scope = { where: `b.shopnum > 0 and b.id in (${titled.sql})`, params: titled.params };
  }
  const [top, arr] = await Promise.all([
    selectBrands(db, { ...scope, orderBy: 'b.hits desc, b.id', limit: 5 }),
    db.query<{ id: number; title: string }>(
      `select b.id, b.title from brand b where ${scope.where} order by b.shopnum desc, b.id limit 10`,
      scope.params,
    ),
  ]);
  return { topData: top.map(toWireBrand), shopArr: arr };
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

const toWireShop = (s: ShopRow): WireMapShop => ({
  uid: String(s.id),
  name: s.name,
  address: s.address,
  location: { lng: s.lng, lat: s.lat },
  detail_info: { overall_rating: Math.round(s.overall_rating * 10) / 10, price: s.price, comment_num: s.comment_num, tag: s.tag },
});
