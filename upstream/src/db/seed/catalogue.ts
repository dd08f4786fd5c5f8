import { pinyin } from 'pinyin-pro';
import type { Queryable } from '../database';
import { cityCentres } from './cities';
import { commentGroups, feeBands, industries, newsMenus, tags } from './industries';
import { insertRows } from './insert';
import { loadRegions } from './regions';

export interface CategoryRef {
  id: number;
  name: string;
  pinyin: string;
  pid: number;
  /** Index into `industries`. */
  industry: number;
  /** Index into the industry's children; -1 for the industry itself. */
  child: number;
}

export interface CityRef {
  id: number;
  name: string;
  lng: number;
  lat: number;
}

export interface Catalogue {
  tops: CategoryRef[];
  subs: CategoryRef[];
  cities: CityRef[];
  tagIds: number[];
}

export const slug = (text: string) => pinyin(text, { toneType: 'none', separator: '', v: true, nonZh: 'consecutive' }).replace(/[^a-z0-9]/gi, '').toLowerCase();

const mainNav = [
  ['首页', '/'],
  ['品牌库', '/shangji'],
  ['认证品牌', '/vip'],
  ['十大品牌', '/top'],
  ['头条', '/news'],
  ['专题', '/zhuanti'],
  ['智库', '/news/zhidao'],
  ['品牌营销', '/brandmarket'],
  ['网站地图', '/sitemap'],
] as const;

const hotSearches = ['奶茶', '火锅', '咖啡', '早教', '便利店', '美甲', '烧烤', '麻辣烫', '洗车', '零食'];

export async function seedCatalogue(db: Queryable): Promise<Catalogue> {
  // Top levels take ids 1..16 so that industry order and ids agree; sub-categories follow.
  const tops: CategoryRef[] = industries.map((ind, i) => ({ id: i + 1, name: ind.name, pinyin: ind.pinyin, pid: 0, industry: i, child: -1 }));
  const subs: CategoryRef[] = [];
  const used = new Set(tops.map((t) => t.pinyin));
  industries.forEach((ind, i) =>
    ind.children.forEach((name, j) => {
      let py = slug(name);
      if (used.has(py)) py = `${ind.pinyin}${py}`;
      used.add(py);
      subs.push({ id: tops.length + subs.length + 1, name, pinyin: py, pid: i + 1, industry: i, child: j });
    }),
  );
  await insertRows(
    db,
    'category',
    ['id', 'pid', 'name', 'title', 'pinyin', 'description', 'keyword', 'sort'],
    [...tops, ...subs].map((c) => [
      c.id,
      c.pid,
      c.name,
      `${c.name}加盟`,
      c.pinyin,
      `${c.name}加盟品牌大全，提供${c.name}加盟费用、加盟条件、加盟流程等信息。`,
      `${c.name}加盟,${c.name}加盟店,${c.name}加盟费`,
      c.id,
    ]),
  );
  await insertRows(db, 'fee_band', ['id', 'name', 'min_wan', 'max_wan', 'sort'], feeBands.map((f) => [f.id, f.name, f.min, f.max, f.id]));
  const regions = loadRegions();
  await insertRows(db, 'region', ['id', 'pid', 'name', 'level', 'lng', 'lat'], regions.map((r) => [r.id, r.pid, r.name, r.level, r.lng, r.lat]));
  await insertRows(db, 'tag', ['id', 'name'], tags.map((t, i) => [i + 1, t]));
  await insertRows(db, 'menu', ['id', 'pid', 'name', 'pinyin', 'url', 'sort'], [
    [1, 0, '主导航', 'nav', '', 1],
    ...mainNav.map(([name, url], i) => [i + 2, 1, name, '', url, i + 1]),
    [69, 0, '头条分类', 'news', '/news', 2],
    ...newsMenus.map((m, i) => [m.id, 69, m.name, m.pinyin, `/news/${m.pinyin}`, i + 1]),
  ]);
  await insertRows(db, 'comment_group', ['tag', 'show_content'], commentGroups.map((g) => [g.tag, g.show_content]));
  await insertRows(db, 'hot_search', ['id', 'title', 'sort'], hotSearches.map((t, i) => [i + 1, t, i + 1]));
  const byName = new Map(regions.filter((r) => r.level === 2).map((r) => [r.name, r]));
  const cities = cityCentres.map((c) => ({ id: byName.get(c.name)!.id, name: c.name, lng: c.lng, lat: c.lat }));
  return { tops, subs, cities, tagIds: tags.map((_, i) => i + 1) };
}
