// The banners of each industry floor on /shangji (SPEC §2: every floor has its own): two ads per
// industry, each for a brand of that industry, linking its page. Drawn from a stream of their own and
// numbered after the other ads, so adding them leaves every other seeded row as it was.
import type { Queryable } from '../database';
import type { BrandRef } from './brands';
import type { Catalogue } from './catalogue';
import { insertRows } from './insert';
import type { Rng } from './prng';

export const FLOOR_ADS = 2;

/** The ad position of an industry floor's banners. */
export const floorAdPosition = (industryPinyin: string) => `shangji_floor_${industryPinyin}`;

export async function seedFloorAds(db: Queryable, r: Rng, cat: Catalogue, brands: BrandRef[]): Promise<void> {
  const [{ max } = { max: 0 }] = await db.query<{ max: number }>('select coalesce(max(id), 0)::int as max from ad');
  const rows: unknown[][] = [];
  for (const top of cat.tops) {
    const own = brands.filter((b) => b.cidOne === top.id);
    // The floor's best-known brands are the ones an advertiser would buy a banner for.
    const pool = own.filter((b) => b.isvip).length >= FLOOR_ADS ? own.filter((b) => b.isvip) : own;
    for (const b of r.sample(pool, FLOOR_ADS)) {
      const id = max + rows.length + 1;
      rows.push([id, floorAdPosition(top.pinyin), b.title, `/shangji/${b.id}`, `/media/banner/${id}.svg`, rows.length % FLOOR_ADS]);
    }
  }
  await insertRows(db, 'ad', ['id', 'position', 'title', 'href', 'litpic', 'sort'], rows);
}
