import type { Queryable } from '../db/database';
import type { WireAd, WireCategoryTab, WireLinkGroup } from '@shangji/contract';

/** The items of one banner/ad slot, in slot order. */
export function adsAt(db: Queryable, position: string, limit = 20): Promise<WireAd[]> {
  return db.query<WireAd>('select href, litpic, title from ad where position = $1 order by sort, id limit $2', [position, limit]);
}

export async function linkGroups(db: Queryable): Promise<WireLinkGroup[]> {
  const rows = await db.query<{ gid: number; name: string; title: string; url: string; weight: number }>(
    'select g.id as gid, g.name, l.title, l.url, l.weight from link_group g join link l on l.group_id = g.id order by g.sort, g.id, l.id',
  );
  const groups = new Map<number, WireLinkGroup>();
  for (const r of rows) {
    const g = groups.get(r.gid) ?? groups.set(r.gid, { name: r.name, links: [] }).get(r.gid)!;
    g.links.push({ title: r.title, url: r.url, weight: r.weight });
  }
  return [...groups.values()];
}

export interface CategoryRow extends WireCategoryTab {
  pid: number;
  title: string;
  description: string;
  keyword: string;
}

export function allCategories(db: Queryable): Promise<CategoryRow[]> {
  return db.query<CategoryRow>('select id, pid, name, pinyin, title, description, keyword from category order by sort, id');
}

export const tab = (c: WireCategoryTab): WireCategoryTab => ({ id: c.id, name: c.name, pinyin: c.pinyin });
