import type { Queryable } from '../database';
import type { BrandRef } from './brands';
import type { Catalogue } from './catalogue';
import { insertRows } from './insert';
import type { Rng } from './prng';
import { baseTime, DAY } from './time';
import { throngs } from './words';

const titleTemplates: ((sub: string, extra: string, year: number) => string)[] = [
  (s, _e, y) => `${y}年${s}加盟品牌推荐`,
  (s) => `${s}加盟哪家好？热门${s}品牌盘点`,
  (s, e) => `适合${e}的${s}加盟项目`,
  (s) => `小本投资${s}加盟店推荐`,
  (s, _e, y) => `${y}年值得关注的${s}新品牌`,
  (s) => `${s}加盟费用低的品牌有哪些`,
];

export async function seedTopics(db: Queryable, r: Rng, cat: Catalogue, brands: BrandRef[], total: number): Promise<void> {
  const bySub = new Map<number, BrandRef[]>();
  const byTop = new Map<number, BrandRef[]>();
  for (const b of brands) {
    (bySub.get(b.cid) ?? bySub.set(b.cid, []).get(b.cid)!).push(b);
    (byTop.get(b.cidOne) ?? byTop.set(b.cidOne, []).get(b.cidOne)!).push(b);
  }
  const topics: unknown[][] = [];
  const links: unknown[][] = [];
  const seen = new Set<string>();
  for (let id = 1; id <= total; id++) {
    const sub = id <= cat.subs.length ? cat.subs[id - 1]! : r.pick(cat.subs);
    let title = r.pick(titleTemplates)(sub.name, r.pick(throngs), r.pick([2024, 2025, 2026]));
    if (seen.has(title)) title = `${title}（${id}）`;
    seen.add(title);
    topics.push([
      id,
      sub.id,
      title,
      `${title}，为您精选${sub.name}行业优质加盟品牌，提供加盟费用、加盟条件和加盟流程等信息，助您轻松创业。`,
      `/media/topic/${id}.svg`,
      `${sub.name}加盟,${sub.name}品牌`,
      Math.floor(r.float() ** 2 * 10_000) + r.int(10, 100),
      baseTime() - r.int(0, 730) * DAY - r.int(0, DAY - 1),
    ]);
    // 4–12 brands: the sub-category's own first, then its industry's, then any.
    const want = r.int(4, 12);
    const picked = new Map<number, BrandRef>();
    for (const pool of [bySub.get(sub.id) ?? [], byTop.get(sub.pid) ?? [], brands]) {
      for (const b of r.sample(pool, want - picked.size)) picked.set(b.id, b);
      if (picked.size >= want) break;
    }
    while (picked.size < want) {
      const b = r.pick(brands);
      picked.set(b.id, b);
    }
    [...picked.values()].forEach((b, k) => links.push([id, b.id, k + 1]));
  }
  await insertRows(db, 'topic', ['id', 'cid', 'title', 'description', 'thumb', 'keyword', 'hits', 'addtime'], topics);
  await insertRows(db, 'topic_brand', ['topic_id', 'brand_id', 'sort'], links);
}
