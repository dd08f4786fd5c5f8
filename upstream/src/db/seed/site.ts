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

/**
 * Outbound links the seed may honestly show (docs/decisions/0089-seeded-links-are-real-or-ours.md): public
 * registries a franchise investor checks a brand against. Naming media or associations as partners
 * claimed agreements the site does not have, and example.com addresses made the site read as a mock-up.
 * Weight 0 (nofollow) on some, so both kinds of link exist.
 */
const lookups: ReadonlyArray<readonly [string, string, number]> = [
  ['商业特许经营信息管理（商务部备案查询）', 'https://txjy.syggs.mofcom.gov.cn/', 1],
  ['国家企业信用信息公示系统', 'https://www.gsxt.gov.cn/', 1],
  ['全国12315平台', 'https://www.12315.cn/', 0],
  ['中国裁判文书网', 'https://wenshu.court.gov.cn/', 0],
];

/** The site's own channels: plain links (components/FriendlyLink.tsx). */
const channels: ReadonlyArray<readonly [string, string, number]> = [
  ['十大品牌排行榜', '/top', 1],
  ['加盟资讯', '/news', 1],
  ['加盟专题', '/zhuanti', 1],
  ['认证品牌', '/vip', 1],
  ['品牌入驻', '/brandentry', 0],
  ['网站地图', '/sitemap', 0],
];

export async function seedSite(db: Queryable, r: Rng, cat: Catalogue, brands: BrandRef[], tickerCount: number): Promise<void> {
  const ads: unknown[][] = [];
  for (const [position, n] of positions) {
    for (const b of r.sample(brands, n)) {
      const id = ads.length + 1;
      // Every ad links the advertised brand's page on this site: the seed has no advertiser sites to send
      // visitors to (an outbound ad would go through /jumpwebsite). The draw stays, so the rest of the
      // seed is unchanged.
      r.chance(0.5);
      const href = `/shangji/${b.id}`;
      ads.push([id, position, b.title, href, `/media/banner/${id}.svg`, ads.length]);
    }
  }
  await insertRows(db, 'ad', ['id', 'position', 'title', 'href', 'litpic', 'sort'], ads);

  await insertRows(db, 'link_group', ['id', 'name', 'sort'], [
    [1, '实用查询', 1],
    [2, '本站频道', 2],
    [3, '热门行业', 3],
  ]);
  const links: unknown[][] = [
    ...lookups.map(([title, url, weight]) => [1, title, url, weight]),
    ...channels.map(([title, url, weight]) => [2, title, url, weight]),
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
