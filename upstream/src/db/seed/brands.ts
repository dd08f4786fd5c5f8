import { pinyin } from 'pinyin-pro';
import type { Queryable } from '../database';
import type { Catalogue, CategoryRef, CityRef } from './catalogue';
import { brandAdvantage, brandConditions, brandContent, brandProcess } from './html';
import { feeBands, industries } from './industries';
import { type Column, insertRows } from './insert';
import type { Rng } from './prng';
import { baseTime, DAY } from './time';
import { companySuffixes } from './company-names';
import { nameMiddle, namePrefixA, namePrefixB, throngs } from './words';

export interface BrandRef {
  id: number;
  title: string;
  cid: number;
  cidOne: number;
  isvip: 0 | 1;
  mid: number | null;
  money: string;
  hits: number;
  joinnum: number;
  pinyin: string;
  city: CityRef;
  shopnum: number;
}

const feeWeights = [4, 16, 24, 24, 17, 10, 5];

const brandColumns: Column[] = [
  'id', 'title', 'description', 'thumb', ['slideshow', 'jsonb'], ['slideshow_thumb', 'jsonb'], 'isvip', 'mid', 'phone',
  'feeid', 'money', 'cid', 'cid_one', 'regionid', ['tag_ids', 'integer[]'], 'product', 'company', 'throng', 'foundtime',
  'joinnum', 'shopnum', 'content', 'advantage', 'conditions', 'process', 'keyword', 'pinyin', 'hits', 'recommend', 'addtime',
];

function posterItems(r: Rng, id: number): { url: string; text: string }[] {
  const n = r.int(3, 6);
  const items = Array.from({ length: n }, (_, k) => ({ url: `/media/poster/${id}-${k + 1}.svg`, text: '' }));
  // One link and one video per poster, at varying places; the rest are plain images. Both on our own
  // site: the brand's page, and the sample clip the upstream serves (a third-party video host is blocked
  // by the site's CSP, media-src 'self'; routes/media.ts).
  const [link, video] = r.sample([...items.keys()], 2) as [number, number];
  items[link]!.text = `/shangji/${id}`;
  items[video]!.text = '/media/video/intro.mp4';
  return items;
}

/** Inserts brands (and posters of certified brands) in chunks, so a large seed stays within memory. */
export async function seedBrands(db: Queryable, r: Rng, cat: Catalogue, shopCounts: number[]): Promise<BrandRef[]> {
  const refs: BrandRef[] = [];
  const titles = new Set<string>();
  const CHUNK = 2000;
  for (let start = 0; start < shopCounts.length; start += CHUNK) {
    const rows: unknown[][] = [];
    const posters: unknown[][] = [];
    for (let i = start; i < Math.min(shopCounts.length, start + CHUNK); i++) {
      const id = i + 1;
      // The first brands visit every sub-category once, so even a tiny seed covers them all.
      const sub: CategoryRef = i < cat.subs.length ? cat.subs[i]! : r.pick(cat.subs);
      const ind = industries[sub.industry]!;
      let title = '';
      do {
        const core = r.pick(namePrefixA) + r.pick(namePrefixB);
        title = core + r.pick(nameMiddle) + sub.name;
      } while (titles.has(title));
      titles.add(title);
      const py = pinyin(title, { toneType: 'none', separator: '', v: true, nonZh: 'consecutive' }).toLowerCase();
      const fee = feeBands[r.weighted(feeWeights)]!;
      const city = r.pick(cat.cities);
      const isvip: 0 | 1 = r.chance(0.2) ? 1 : 0;
      const mid = isvip ? 100_000 + id : null;
      const product = ind.products[sub.child] ?? sub.name;
      const cityShort = city.name.replace(/市$/, '');
      const company = `${cityShort}${title.slice(0, 2)}${r.pick(companySuffixes(ind.name))}`;
      const foundtime = String(r.int(2003, 2022));
      const slides = r.int(3, 5);
      const hits = Math.floor(r.float() ** 3 * 100_000) + r.int(50, 500);
      const joinnum = r.int(10, 3000);
      const addtime = baseTime() - r.int(1, 6 * 365) * DAY + r.int(0, DAY - 1);
      rows.push([
        id,
        title,
        `${title}是${company}旗下的${product}品牌，总部位于${city.name}，主营${product}，投资${fee.name}，适合${sub.name}创业者加盟。`,
        `/media/brand/${id}/thumb.svg`,
        JSON.stringify(Array.from({ length: slides }, (_, k) => `/media/brand/${id}/slide-${k + 1}.svg`)),
        JSON.stringify(Array.from({ length: slides }, (_, k) => `/media/brand/${id}/slide-${k + 1}-thumb.svg`)),
        isvip,
        mid,
        isvip ? `400-${r.int(100, 999)}-${r.int(1000, 9999)}` : null,
        fee.id,
        fee.name,
        sub.id,
        sub.pid,
        city.id,
        `{${r.sample(cat.tagIds, r.int(1, 3)).sort((a, b) => a - b).join(',')}}`,
        product,
        company,
        r.sample(throngs, 2).join('、'),
        foundtime,
        joinnum,
        shopCounts[i]!,
        brandContent({ title, company, product, city: city.name, foundtime, sub: sub.name }),
        brandAdvantage(r),
        brandConditions(r, fee.min),
        brandProcess(r),
        `${title},${title}加盟,${title}加盟费,${sub.name}加盟`,
        py,
        hits,
        isvip ? r.int(50, 100) : r.int(0, 60),
        addtime,
      ]);
      if (isvip) posters.push([id, JSON.stringify(posterItems(r, id))]);
      refs.push({ id, title, cid: sub.id, cidOne: sub.pid, isvip, mid, money: fee.name, hits, joinnum, pinyin: py, city, shopnum: shopCounts[i]! });
    }
    await insertRows(db, 'brand', brandColumns, rows);
    await insertRows(db, 'poster', ['brand_id', ['items', 'jsonb']], posters);
  }
  return refs;
}
