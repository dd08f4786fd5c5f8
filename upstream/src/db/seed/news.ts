import type { Queryable } from '../database';
import type { BrandRef } from './brands';
import type { Catalogue } from './catalogue';
import { p } from './html';
import { newsMenus } from './industries';
import { insertRows } from './insert';
import type { Rng } from './prng';
import { baseTime, DAY } from './time';
import { givenNames, surnames, throngs } from './words';

type Ctx = { brand: string; sub: string; city: string; n: number; year: number; who: string };

// Title templates per news category (menu id), in the order of newsMenus.
const templates: ((c: Ctx) => string)[][] = [
  [(c) => `${c.year}年${c.sub}加盟行业发展趋势分析`, (c) => `${c.sub}加盟哪个品牌好？这${c.n % 7 + 3}个品牌值得关注`, (c) => `${c.sub}市场规模持续扩大，行业进入品牌化时代`],
  [(c) => `${c.brand}推出春季新品，上市首周销量破${c.n}万份`, (c) => `${c.brand}全新产品线发布，聚焦年轻消费群体`],
  [(c) => `${c.brand}${c.city}旗舰店盛大开业`, (c) => `${c.brand}${c.city}第${c.n % 50 + 2}家门店开业，首日客流火爆`],
  [(c) => `${c.brand}加盟限时优惠，加盟费立减${c.n % 5 + 1}万元`, (c) => `${c.brand}推出${c.year}年加盟扶持政策，名额有限`],
  [(c) => `开一家${c.sub}店需要多少钱？详细费用清单`, (c) => `${c.sub}店选址有哪些技巧？新手必看`, (c) => `${c.sub}店如何做好会员营销，提升复购率`],
  [(c) => `${c.brand}完成${c.n % 9 + 1}千万元融资，加速全国布局`, (c) => `${c.sub}赛道再迎资本关注，${c.brand}获战略投资`],
  [(c) => `${c.who}返乡开${c.sub}店，一年收回投资`, (c) => `从打工到当老板：${c.who}和${c.brand}的创业故事`, (c) => `${c.who}加盟${c.brand}的第${c.n % 5 + 1}年`],
];

const authors = ['商机网编辑部', '创业观察', '加盟小编', '行业研究员', '财经记者'];

export async function seedNews(db: Queryable, r: Rng, cat: Catalogue, brands: BrandRef[], total: number): Promise<void> {
  const rows: unknown[][] = [];
  for (let id = 1; id <= total; id++) {
    const m = r.int(0, newsMenus.length - 1);
    const b = r.pick(brands);
    const sub = cat.subs.find((s) => s.id === b.cid)!;
    const ctx: Ctx = {
      brand: b.title,
      sub: sub.name,
      city: r.pick(cat.cities).name.replace(/市$/, ''),
      n: r.int(1, 999),
      year: r.pick([2024, 2025, 2026]),
      who: `${r.int(24, 45)}岁的${r.pick(throngs)}${r.pick(surnames)}${r.pick(givenNames)}`,
    };
    const template = r.pick(templates[m]!);
    const title = template(ctx);
    const mentionsBrand = title.includes(b.title);
    const linked = mentionsBrand || r.chance(0.1);
    const description = `${title}。${sub.name}行业持续升温，越来越多的创业者把目光投向${sub.name}加盟项目，${linked ? `${b.title}凭借完善的加盟体系受到关注。` : '选择合适的品牌是成功的第一步。'}`;
    const content = [
      p(description),
      p(`业内人士表示，${sub.name}项目投资门槛适中、回本周期短，适合${r.pick(throngs)}创业。在选择品牌时，应重点考察总部的供应链能力、培训体系和门店盈利模型。`),
      p(`数据显示，${ctx.year}年${sub.name}行业门店数量同比增长${r.int(5, 40)}%，头部品牌的市场集中度进一步提高。`),
      p('投资有风险，加盟需谨慎。建议创业者多方考察，理性投资。'),
    ].join('');
    rows.push([
      id,
      newsMenus[m]!.id,
      r.chance(0.8) || linked ? b.cidOne : null,
      linked ? b.id : null,
      title,
      description,
      `/media/news/${id}.svg`,
      r.pick(authors),
      Math.floor(r.float() ** 2 * 20_000) + r.int(10, 200),
      content,
      `${sub.name}加盟,${sub.name}创业${linked ? `,${b.title}` : ''}`,
      // Up to two years back, denser towards the seeding day (a portal publishes daily): ~10% this week.
      baseTime() - Math.floor(r.float() ** 2 * 731) * DAY - r.int(0, DAY - 1),
    ]);
  }
  await insertRows(db, 'news', ['id', 'menu_id', 'cid', 'brand_id', 'title', 'description', 'thumb', 'author', 'hits', 'content', 'keyword', 'addtime'], rows);
}
