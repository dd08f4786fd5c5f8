import type { Queryable } from '../db/database';
import { loadCategories } from '../categories/classify-lists';
import { remembered } from '../db/list-totals';
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

// The brand's own columns only: the names of its fee band, categories, region and tags come from those small
// tables read once a minute (withNames below). Joined in SQL, they cost PostgreSQL 2-3 ms of planning per
// query (a five-way join over a table with two dozen indexes), more than running it (docs/decisions/0113).
const listColumns = `
  b.id, b.title, b.description, b.thumb, b.isvip, b.mid, b.feeid, b.money, b.cid, b.cid_one, b.regionid, b.tag_ids,
  b.product, b.company, b.throng, b.foundtime, b.joinnum, b.shopnum, b.keyword, b.pinyin, b.addtime`;

type Named = 'feeid_name' | 'cid_name' | 'cid_pinyin' | 'cid_one_name' | 'cid_one_pinyin' | 'regionid_name' | 'tags';
type BareRow<T extends BrandRow> = Omit<T, Named>;

interface BrandNames {
  fees: Map<number, string>;
  categories: Map<number, { name: string; pinyin: string }>;
  regions: Map<number, string>;
  tags: Map<number, string>;
}

async function readNames(db: Queryable, fresh = false): Promise<BrandNames> {
  const [fees, categories, regions, tags] = await Promise.all([
    db.query<{ id: number; name: string }>('select id, name from fee_band'),
    loadCategories(db, { fresh }),
    db.query<{ id: number; name: string }>('select id, name from region'),
    db.query<{ id: number; name: string }>('select id, name from tag'),
  ]);
  const byId = (rows: { id: number; name: string }[]) => new Map(rows.map((r) => [Number(r.id), r.name]));
  return { fees: byId(fees), categories: new Map(categories.map((c) => [Number(c.id), { name: c.name, pinyin: c.pinyin }])), regions: byId(regions), tags: byId(tags) };
}

const knows = (n: BrandNames, b: BareRow<BrandRow>) => n.fees.has(b.feeid) && n.categories.has(b.cid) && n.categories.has(b.cid_one) && n.regions.has(b.regionid);

/**
 * The rows with their names. Brands reference these tables by foreign key, so a name is missing only when
 * its row was added within the minute: the names are then read again at once.
 */
async function withNames<T extends BrandRow>(db: Queryable, rows: BareRow<T>[]): Promise<T[]> {
  if (rows.length === 0) return [];
  let names = await remembered(db, 'brand-names', () => readNames(db));
  if (!rows.every((b) => knows(names, b))) names = await readNames(db, true);
  return rows.map((b) => {
    const c = names.categories.get(b.cid);
    const top = names.categories.get(b.cid_one);
    const tagIds = [...new Set(b.tag_ids ?? [])].sort((x, y) => x - y);
    return {
      ...b,
      feeid_name: names.fees.get(b.feeid) ?? '',
      cid_name: c?.name ?? '',
      cid_pinyin: c?.pinyin ?? '',
      cid_one_name: top?.name ?? '',
      cid_one_pinyin: top?.pinyin ?? '',
      regionid_name: names.regions.get(b.regionid) ?? '',
      tags: tagIds.flatMap((id) => (names.tags.has(id) ? [{ id, name: names.tags.get(id)! }] : [])),
    } as T;
  });
}

/** Brands matching `where` (parameterised with `params`), in `orderBy` order. */
export async function selectBrands(db: Queryable, opts: { where?: string; params?: unknown[]; orderBy: string; limit: number; offset?: number }): Promise<BrandRow[]> {
  const params = [...(opts.params ?? []), opts.limit, opts.offset ?? 0];
  const n = params.length;
  const rows = await db.query<BareRow<BrandRow>>(
    `select ${listColumns} from brand b ${opts.where ? `where ${opts.where}` : ''} order by ${opts.orderBy} limit $${n - 1} offset $${n}`,
    params,
  );
  return withNames(db, rows);
}

export async function selectBrandDetail(db: Queryable, id: number): Promise<BrandDetailRow | undefined> {
  const rows = await db.query<BareRow<BrandDetailRow>>(
    `select ${listColumns}, b.slideshow, b.slideshow_thumb, b.phone, b.content, b.advantage, b.conditions, b.process,
       (select p.items from poster p where p.brand_id = b.id) as poster
     from brand b where b.id = $1`,
    [id],
  );
  return (await withNames<BrandDetailRow>(db, rows))[0];
}

/** The list rows of `ids`, in that order (the second half of a deferred join). */
export async function brandsInOrder(db: Queryable, ids: readonly number[]): Promise<BrandRow[]> {
  if (ids.length === 0) return [];
  return inIdOrder(ids, await selectBrands(db, { where: 'b.id = any($1::int[])', params: [ids], orderBy: 'b.id', limit: ids.length }));
}
