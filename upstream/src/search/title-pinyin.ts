import { pinyin } from 'pinyin-pro';
import type { Queryable } from '../db/database';

const BATCH = 2000;

/** Full pinyin and initials of a title, lower case, no separators: 小肥羊火锅 → xiaofeiyanghuoguo, xfyhg. */
export function titlePinyin(title: string): { full: string; initials: string } {
  const full = pinyin(title, { toneType: 'none', separator: '', v: true, nonZh: 'consecutive' }).toLowerCase();
  const initials = pinyin(title, { pattern: 'first', toneType: 'none', separator: '', nonZh: 'consecutive' }).toLowerCase();
  return { full: full.replace(/\s+/g, ''), initials: initials.replace(/\s+/g, '') };
}

/** The tables whose titles are searched by pinyin: brands (migration 0006), news and topics (0017). */
const TABLES = ['brand', 'news', 'topic'] as const;

/** Fills title_py / title_initials where missing (new seeds, and rows from before migrations 0006 and 0017). */
export async function fillTitlePinyin(db: Queryable): Promise<number> {
  let filled = 0;
  for (const table of TABLES) {
    for (;;) {
      const rows = await db.query<{ id: number; title: string }>(`select id, title from ${table} where title_py is null order by id limit $1`, [BATCH]);
      if (rows.length === 0) break;
      const py = rows.map((r) => titlePinyin(r.title));
      await db.query(
        `update ${table} set title_py = v.py, title_initials = v.ini
         from (select unnest($1::int[]) as id, unnest($2::text[]) as py, unnest($3::text[]) as ini) v
         where ${table}.id = v.id`,
        [rows.map((r) => r.id), py.map((p) => p.full), py.map((p) => p.initials)],
      );
      filled += rows.length;
    }
  }
  return filled;
}
