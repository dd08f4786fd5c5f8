import type { Queryable } from '../database';
import type { BrandRef } from './brands';
import type { Catalogue } from './catalogue';
import { insertRows } from './insert';
import { BASE_TIME } from './time';

// The four boards of /top (SPEC §2), each ranking brands by its own measure.
const boards: { board: string; title: string; score: (b: BrandRef) => number }[] = [
  { board: 'synthesize1', title: '综合热度榜', score: (b) => b.hits },
  { board: 'synthesize2', title: '品牌影响力榜', score: (b) => b.joinnum * 10 + b.shopnum * 100 },
  { board: 'synthesize3', title: '投资价值榜', score: (b) => b.isvip * 1_000_000 + b.hits },
  { board: 'synthesize4', title: '投资潜力榜', score: (b) => b.joinnum },
];

function top10(brands: BrandRef[], score: (b: BrandRef) => number): BrandRef[] {
  return [...brands].sort((a, b) => score(b) - score(a) || a.id - b.id).slice(0, 10);
}

export async function seedRankings(db: Queryable, cat: Catalogue, brands: BrandRef[]): Promise<void> {
  const rankings: unknown[][] = [];
  const entries: unknown[][] = [];
  const add = (board: string, cid: number | null, title: string, list: BrandRef[]) => {
    const id = rankings.length + 1;
    rankings.push([id, cid, board, title, `${title}，根据品牌热度、门店数量和加盟人数综合评选。`, `${title},加盟排行榜`, id, BASE_TIME]);
    list.forEach((b, k) => entries.push([id, b.id, k + 1]));
  };
  for (const b of boards) add(b.board, null, b.title, top10(brands, b.score));
  for (const c of [...cat.tops, ...cat.subs]) {
    const own = brands.filter((b) => (c.pid === 0 ? b.cidOne : b.cid) === c.id);
    add(c.pid === 0 ? 'industry' : 'subcategory', c.id, `十大${c.name}加盟品牌排行榜`, top10(own, (b) => b.hits));
  }
  add('vip', null, '认证品牌排行榜', top10(brands.filter((b) => b.isvip === 1), (b) => b.hits));
  await insertRows(db, 'ranking', ['id', 'cid', 'board', 'title', 'description', 'keyword', 'sort', 'addtime'], rankings);
  await insertRows(db, 'ranking_brand', ['ranking_id', 'brand_id', 'position'], entries);
}
