import type { Queryable } from '../database';
import type { BrandRef } from './brands';
import { insertRows, type Column } from './insert';
import { Rng } from './prng';
import { baseTime, DAY } from './time';
import { ReviewWriter } from './review-texts';
import { surnames } from './words';

const scoreWeights = [1, 5, 6, 8, 12];
const COLUMNS: Column[] = ['id', 'brand_id', 'shop_id', 'group_tag', 'user_name', 'user_logo', 'score', 'content', ['pics', 'jsonb'], 'addtime'];

/** What a review needs to know of its brand: its industry, its city and its stores (id, city). */
interface ReviewedBrand {
  id: number;
  industry: number;
  city: string;
  shops: [id: number, city: string][];
}

/** Each brand's stores with their cities, by brand id (ids ascending, as seeded). */
async function storesByBrand(db: Queryable): Promise<Map<number, [number, string][]>> {
  const rows = await db.query<{ id: number; brand_id: number; city: string }>('select s.id, s.brand_id, r.name as city from shop s join region r on r.id = s.regionid order by s.id');
  const out = new Map<number, [number, string][]>();
  for (const s of rows) {
    let list = out.get(s.brand_id);
    if (!list) out.set(s.brand_id, (list = []));
    list.push([s.id, s.city]);
  }
  return out;
}

/**
 * One comment row. The review names its store (60% of reviews of a brand with stores) and speaks of that
 * store's city; a franchisee (a quarter of reviews) says how long they have run it. Texts: review-texts.ts.
 */
function commentRow(r: Rng, writer: ReviewWriter, id: number, b: ReviewedBrand): unknown[] {
  const score = r.weighted(scoreWeights) + 1;
  const pics = r.chance(0.2) ? Array.from({ length: r.int(1, 3) }, (_, k) => `/media/comment/${id}-${k + 1}.svg`) : [];
  // A comment's group is its rating's (好评 4-5 stars, 中评 3, 差评 1-2); 有图 is a filter across them
  // (upstream/src/routes/comments.ts), so the three rating groups add up to 全部.
  const group = score >= 4 ? 2 : score === 3 ? 4 : 5;
  const shop = b.shops.length > 0 && r.chance(0.6) ? b.shops[r.int(0, b.shops.length - 1)]! : null;
  const franchisee = r.chance(0.25);
  const text = writer.write(b.id, { industry: b.industry, score, franchisee, place: { city: shop?.[1] ?? b.city } });
  return [
    id,
    b.id,
    shop?.[0] ?? null,
    group,
    r.chance(0.2) ? '匿名用户' : `${r.pick(surnames)}${r.pick(franchisee ? ['老板', '店长', '先生', '女士'] : ['先生', '女士', '同学', '老板', '小姐姐'])}`,
    r.chance(0.6) ? `/media/user/${r.int(1, 50)}.svg` : '',
    score,
    text,
    JSON.stringify(pics),
    baseTime() - r.int(0, 720) * DAY - r.int(0, DAY - 1),
  ];
}

export async function seedComments(db: Queryable, r: Rng, brands: BrandRef[], _firstShopId: number[], total: number): Promise<void> {
  const stores = await storesByBrand(db);
  const reviewed: ReviewedBrand[] = brands.map((b) => ({ id: b.id, industry: b.cidOne - 1, city: b.city.name, shops: stores.get(b.id) ?? [] }));
  // The texts draw from their own stream, so the other columns do not move when the pools change.
  const writer = new ReviewWriter(r.fork(41));
  const rows: unknown[][] = [];
  for (let id = 1; id <= total; id++) {
    // Popular brands collect more comments.
    const i = Math.floor(r.float() ** 1.5 * brands.length);
    rows.push(commentRow(r, writer, id, reviewed[i]!));
  }
  await insertRows(db, 'comment', COLUMNS, rows);
}

/**
 * The large seed's bulk comments (fill.ts): ids after the last one up to `upTo`, dealt over every brand,
 * popular brands (low ids) collecting more — with a steeper curve than the generated ones, so the most
 * commented brand has thousands (a deep comment list to page). Written brand by brand (each brand's
 * sentences are forgotten once it is done, so memory stays small) and sent as JSON, 20,000 rows a statement.
 */
export async function fillComments(db: Queryable, upTo: number, seed = 0x5eed): Promise<void> {
  const [{ next } = { next: 1 }] = await db.query<{ next: number }>('select (coalesce(max(id), 0) + 1)::int as next from comment');
  const count = upTo - next + 1;
  if (count <= 0) return;
  const brandRows = await db.query<{ id: number; cid_one: number; city: string }>(
    "select b.id, b.cid_one, coalesce(rg.name, '') as city from brand b left join region rg on rg.id = b.regionid order by b.id",
  );
  if (brandRows.length === 0) return;
  const stores = await storesByBrand(db);
  const r = new Rng(seed);
  // Which brand each new comment belongs to, then the comments grouped by brand (a counting sort).
  const brandOf = new Int32Array(count);
  const perBrand = new Int32Array(brandRows.length + 1);
  for (let k = 0; k < count; k++) {
    const i = Math.min(brandRows.length - 1, Math.floor(r.float() ** 2 * brandRows.length));
    brandOf[k] = i;
    perBrand[i + 1]!++;
  }
  for (let i = 1; i <= brandRows.length; i++) perBrand[i]! += perBrand[i - 1]!;
  const order = new Int32Array(count);
  const at = perBrand.slice();
  for (let k = 0; k < count; k++) order[at[brandOf[k]!]!++] = k;

  const writer = new ReviewWriter(r.fork(41));
  // The brand's generated reviews come first: the new ones repeat none of their sentences.
  const earlier = new Map<number, string[]>();
  for (const c of await db.query<{ brand_id: number; content: string }>('select brand_id, content from comment order by id')) {
    const list = earlier.get(c.brand_id);
    if (list) list.push(c.content);
    else earlier.set(c.brand_id, [c.content]);
  }
  const BATCH = 20_000;
  let batch: unknown[][] = [];
  const flush = async () => {
    if (!batch.length) return;
    const json = JSON.stringify(batch.map((row) => Object.fromEntries(COLUMNS.map((c, i) => [typeof c === 'string' ? c : c[0], row[i]]))));
    batch = [];
    await db.query(
      `insert into comment (id, brand_id, shop_id, group_tag, user_name, user_logo, score, content, pics, addtime)
       select id, brand_id, shop_id, group_tag, user_name, user_logo, score, content, pics::jsonb, addtime
       from json_to_recordset($1::json) as x(id int, brand_id int, shop_id int, group_tag int, user_name text, user_logo text, score real, content text, pics text, addtime int)`,
      [json],
    );
  };
  for (let i = 0; i < brandRows.length; i++) {
    const from = perBrand[i]!;
    const to = perBrand[i + 1]!;
    if (from === to) continue;
    const row = brandRows[i]!;
    const brand: ReviewedBrand = { id: row.id, industry: row.cid_one - 1, city: row.city, shops: stores.get(row.id) ?? [] };
    for (const content of earlier.get(row.id) ?? []) writer.prime(row.id, content);
    for (let j = from; j < to; j++) {
      batch.push(commentRow(r, writer, next + order[j]!, brand));
      if (batch.length >= BATCH) await flush();
    }
    writer.forget(row.id);
  }
  await flush();
}
