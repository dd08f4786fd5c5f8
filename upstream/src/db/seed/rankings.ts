import type { Queryable } from '../database';
import type { BrandRef } from './brands';
import type { Catalogue } from './catalogue';
import { insertRows } from './insert';
import { baseTime } from './time';

// The four boards of /top (SPEC §2), each ranking brands by its own measure, published with it
// (docs/decisions/0077). No score reads isvip: paid placement is shown apart, labelled 广告.
const ORGANIC = '排名不含付费推广，付费推广单独标注“广告”。';
const HEAT = '按本站浏览量从高到低排列：得分 = 浏览量。';
export const boards: { board: string; title: string; method: string; score: (b: BrandRef) => number }[] = [
  { board: 'synthesize1', title: '综合热度榜', method: HEAT + ORGANIC, score: (b) => b.hits },
  { board: 'synthesize2', title: '品牌影响力榜', method: `得分 = 在营门店数 × 100 + 加盟商数 × 10（门店台账数据）。${ORGANIC}`, score: (b) => b.joinnum * 10 + b.shopnum * 100 },
  { board: 'synthesize3', title: '投资价值榜', method: `得分 = 在营门店数 × 50 + 浏览量 ÷ 100（取整；门店台账与本站统计）。${ORGANIC}`, score: (b) => b.shopnum * 50 + Math.floor(b.hits / 100) },
  { board: 'synthesize4', title: '投资潜力榜', method: `得分 = 加盟商数（在营加盟店数，门店台账数据）。${ORGANIC}`, score: (b) => b.joinnum },
];
/** Industry, sub-category and certified-brand boards. */
export const heatScore = (b: BrandRef) => b.hits;

function top10(brands: BrandRef[], score: (b: BrandRef) => number): BrandRef[] {
  return [...brands].sort((a, b) => score(b) - score(a) || a.id - b.id).slice(0, 10);
}

export async function seedRankings(db: Queryable, cat: Catalogue, brands: BrandRef[]): Promise<void> {
  const rankings: unknown[][] = [];
  const entries: unknown[][] = [];
  const add = (board: string, cid: number | null, title: string, method: string, score: (b: BrandRef) => number, list: BrandRef[]) => {
    const id = rankings.length + 1;
    rankings.push([id, cid, board, title, `${title}：${method}`, `${title},加盟排行榜`, id, baseTime(), method]);
    list.forEach((b, k) => entries.push([id, b.id, k + 1, score(b)]));
  };
  for (const b of boards) add(b.board, null, b.title, b.method, b.score, top10(brands, b.score));
  for (const c of [...cat.tops, ...cat.subs]) {
    const own = brands.filter((b) => (c.pid === 0 ? b.cidOne : b.cid) === c.id);
    add(c.pid === 0 ? 'industry' : 'subcategory', c.id, `十大${c.name}加盟品牌排行榜`, `本行业品牌${HEAT}${ORGANIC}`, heatScore, top10(own, heatScore));
  }
  // Certified (VIP) brands as a list of their own, by the same heat measure: a list of who is certified, not a paid order.
  add('vip', null, '认证品牌排行榜', `仅含认证品牌，${HEAT}`, heatScore, top10(brands.filter((b) => b.isvip === 1), heatScore));
  await insertRows(db, 'ranking', ['id', 'cid', 'board', 'title', 'description', 'keyword', 'sort', 'addtime', 'method'], rankings);
  await insertRows(db, 'ranking_brand', ['ranking_id', 'brand_id', 'position', 'score'], entries);
}
