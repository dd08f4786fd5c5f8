import type { Queryable } from '../db/database';
import type { WireAd, WireCategoryTab, WireLinkGroup } from '@shangji/contract';
import { slotCapacity } from '../placements/slots';
import { liveBrands } from '../placements/schedule';

/**
 * The items of one banner/ad slot, in slot order. A slot that can be booked (placements/slots.ts) shows
 * the brands scheduled in it at `now` when there are any — each a banner linking its page, with its
 * picture — and otherwise the `ad` rows at its position, as before (docs/decisions/0123).
 */
export async function adsAt(db: Queryable, position: string, limit = 20, now = Date.now()): Promise<WireAd[]> {
  const capacity = slotCapacity(position);
  if (capacity > 0) {
    const live = (await liveBrands(db, [position], now, Math.min(capacity, limit))).get(position);
    if (live?.length) {
      const rows = await db.query<{ id: number; title: string; thumb: string }>('select id, title, thumb from brand where id = any($1::int[])', [live]);
      const byId = new Map(rows.map((r) => [Number(r.id), r]));
      return live.flatMap((id) => {
        const b = byId.get(id);
        return b ? [{ href: `/shangji/${b.id}`, litpic: b.thumb, title: b.title }] : [];
      });
    }
  }
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
