import type { Queryable } from '../db/database';
import { inIdOrder } from '../db/page-seek';
import type { WireIdName } from '@shangji/contract';

/** A brand as the list queries select it. */
export interface BrandRow {
  id: number;
  title: string;
  description: string;
  thumb: string;
  isvip: number;
  mid: number | null;
  feeid: number;
  feeid_name: string;
  money: string;
  cid: number;
  cid_name: string;
  cid_pinyin: string;
  cid_one: number;
  cid_one_name: string;
  cid_one_pinyin: string;
  regionid: number;
  regionid_name: string;
  tag_ids: number[];
  tags: WireIdName[];
  product: string;
  company: string;
  throng: string;
  foundtime: string;
  joinnum: number;
  shopnum: number;
  keyword: string;
  pinyin: string;
  addtime: number;
}

/** The detail call's extra columns. */
export interface BrandDetailRow extends BrandRow {
  slideshow: string[];
  slideshow_thumb: string[];
  phone: string | null;
  content: string;
  advantage: string;
  conditions: string;
  process: string;
  poster: { url: string; text: string }[] | null;
}

const listColumns = `
  b.id, b.title, b.description, b.thumb, b.isvip, b.mid, b.feeid, f.name as feeid_name, b.money,
  b.cid, c.name as cid_name, c.pinyin as cid_pinyin, b.cid_one, c1.name as cid_one_name, c1.pinyin as cid_one_pinyin,
  b.regionid, r.name as regionid_name, b.tag_ids,
  coalesce((select json_agg(json_build_object('id', t.id, 'name', t.name) order by t.id) from tag t where t.id = any(b.tag_ids)), '[]'::json) as tags,
  b.product, b.company, b.throng, b.foundtime, b.joinnum, b.shopnum, b.keyword, b.pinyin, b.addtime`;

const joins = `
  from brand b
  join fee_band f on f.id = b.feeid
  join category c on c.id = b.cid
  join category c1 on c1.id = b.cid_one
  join region r on r.id = b.regionid`;

/** Brands matching `where` (parameterised with `params`), in `orderBy` order. */
export function selectBrands(db: Queryable, opts: { where?: string; params?: unknown[]; orderBy: string; limit: number; offset?: number }): Promise<BrandRow[]> {
  const params = [...(opts.params ?? []), opts.limit, opts.offset ?? 0];
  const n = params.length;
  return db.query<BrandRow>(
    `select ${listColumns} ${joins} ${opts.where ? `where ${opts.where}` : ''} order by ${opts.orderBy} limit $${n - 1} offset $${n}`,
    params,
  );
}

export async function selectBrandDetail(db: Queryable, id: number): Promise<BrandDetailRow | undefined> {
  const rows = await db.query<BrandDetailRow>(
    `select ${listColumns}, b.slideshow, b.slideshow_thumb, b.phone, b.content, b.advantage, b.conditions, b.process,
       (select p.items from poster p where p.brand_id = b.id) as poster
     ${joins} where b.id = $1`,
    [id],
  );
  return rows[0];
}

/** The list rows of `ids`, in that order (the second half of a deferred join). */
export async function brandsInOrder(db: Queryable, ids: readonly number[]): Promise<BrandRow[]> {
  if (ids.length === 0) return [];
  return inIdOrder(ids, await selectBrands(db, { where: 'b.id = any($1::int[])', params: [ids], orderBy: 'b.id', limit: ids.length }));
}
