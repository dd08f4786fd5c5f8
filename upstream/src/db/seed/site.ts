import type { Queryable } from '../database';
import type { BrandRef } from './brands';
import type { Catalogue } from './catalogue';
import { insertRows } from './insert';
import type { Rng } from './prng';
import { baseTime, DAY } from './time';
import { givenNames, honorifics, surnames } from './words';

// Ad slots and banner positions, with how many items each holds.
const positions: [string, number][] = [
  ['V1_G01', 4],
  ['V1_G02', 4],
  ['index_banner', 5],
  ['index_top', 3],
  ['shangji_banner', 5],
  ['shangji_recommend', 6],
  ['news_banner', 6],
  ['zhuanti_banner', 4],
  ['top_banner', 4],
];

const partners = ['中国连锁经营协会', '创业邦', '36氪', '亿欧网', '界面新闻', '中国经营报', '投资界', '品牌联盟网', '创业家', '餐饮老板内参'];

export async function seedSite(db: Queryable, r: Rng, cat: Catalogue, brands: BrandRef[], tickerCount: number): Promise<void> {
  const ads: unknown[][] = [];
  for (const [position, n] of positions) {
    for (const b of r.sample(brands, n)) {
      const id = ads.length + 1;
      // Outbound ads go through /jumpwebsite (gateway side); internal ones link the brand page.
      const href = r.chance(0.5) ? `/shangji/${b.id}` : `https://www.example.com/ad/${b.pinyin}`;
      ads.push([id, position, b.title, href, `/media/banner/${id}.svg`, ads.length]);
    }
  }
  await insertRows(db, 'ad', ['id', 'position', 'title', 'href', 'litpic', 'sort'], ads);

  await insertRows(db, 'link_group', ['id', 'name', 'sort'], [
    [1, '友情链接', 1],
    [2, '合作媒体', 2],
    [3, '热门行业', 3],
  ]);
  const links: unknown[][] = [
    ...partners.map((name, i) => [1, name, `https://www.example.com/partner/${i + 1}`, i % 4 === 3 ? 0 : 1]),
    ...partners.slice(0, 6).map((name, i) => [2, name, `https://media.example.com/${i + 1}`, 0]),
    ...cat.tops.map((t) => [3, `${t.name}加盟`, `/shangji/${t.pinyin}`, 1]),
  ];
  await insertRows(db, 'link', ['group_id', 'title', 'url', 'weight'], links);

  const ticker: unknown[][] = [];
  for (let id = 1; id <= tickerCount; id++) {
    const b = r.pick(brands);
    const name = r.chance(0.5) ? r.pick(surnames) + r.pick(givenNames) : r.pick(surnames) + r.pick(honorifics);
    ticker.push([id, b.id, name, b.title, baseTime() - r.int(0, 30 * DAY)]);
  }
  await insertRows(db, 'guestbook_ticker', ['id', 'brand_id', 'name', 'title', 'addtime'], ticker);
}
