import type { Queryable } from '../database';
import type { BrandRef } from './brands';
import type { CityRef } from './catalogue';
import { insertRows } from './insert';
import type { Rng } from './prng';
import { shopPlaces, shopTags, streets } from './words';

/** Shop ids of each brand are contiguous: brand i owns [firstShopId[i], firstShopId[i] + shopnum). */
export async function seedShops(db: Queryable, r: Rng, brands: BrandRef[], cities: CityRef[]): Promise<number[]> {
  const first: number[] = [];
  let rows: unknown[][] = [];
  let id = 1;
  for (const b of brands) {
    first.push(id);
    // Most shops sit in the headquarters city and a couple of others.
    const homeCities = [b.city, ...r.sample(cities, 2)];
    for (let k = 0; k < b.shopnum; k++, id++) {
      const city = r.chance(0.5) ? b.city : r.pick(homeCities);
      const place = r.pick(shopPlaces);
      const short = city.name.replace(/市$/, '');
      // ±0.06° is roughly ±6 km around the city centre.
      rows.push([
        id,
        b.id,
        `${b.title}(${short}${place}${k > 0 && r.chance(0.5) ? `${k + 1}` : ''}店)`,
        `${city.name}${r.pick(streets)}${r.int(1, 999)}号${place}`,
        city.id,
        Number((city.lng + (r.float() - 0.5) * 0.12).toFixed(6)),
        Number((city.lat + (r.float() - 0.5) * 0.12).toFixed(6)),
        Number((3 + r.float() * 2).toFixed(1)),
        r.int(15, 150),
        r.int(0, 999),
        r.pick(shopTags),
      ]);
    }
    if (rows.length >= 5000) {
      await flush(db, rows);
      rows = [];
    }
  }
  await flush(db, rows);
  return first;
}

function flush(db: Queryable, rows: unknown[][]) {
  return insertRows(db, 'shop', ['id', 'brand_id', 'name', 'address', 'regionid', 'lng', 'lat', 'overall_rating', 'price', 'comment_num', 'tag'], rows);
}
