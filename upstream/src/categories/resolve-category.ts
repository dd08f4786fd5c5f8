import type { Queryable } from '../db/database';
import { remembered } from '../db/list-totals';
import { loadCategories } from './classify-lists';
import { BadRequest, messages } from '../http/envelope';

export interface CategoryScope {
  id: number;
  pid: number;
}

/**
 * The category a call is scoped to: by id when cid > 0, else by pinyin; null means all categories
 * (cid 0 and pinyin empty or 'all'). An unknown category is a code 400.
 */
export async function resolveCategory(db: Queryable, cid: number, pinyin: string): Promise<CategoryScope | null> {
  if (cid === 0 && (pinyin === '' || pinyin === 'all')) return null;
  // Every list, side list and ranking call resolves its category first, one database round trip before
  // its real query; the categories the filter rows read once a minute serve instead (loadCategories). A
  // category not among them (added since) is looked up directly, so it resolves at once.
  const known = await categoryIndex(db);
  const hit = cid > 0 ? known.byId.get(cid) : known.byPinyin.get(pinyin);
  if (hit) return hit;
  const rows =
    cid > 0
      ? await db.query<CategoryScope>('select id, pid from category where id = $1', [cid])
      : await db.query<CategoryScope>('select id, pid from category where pinyin = $1', [pinyin]);
  if (!rows[0]) throw new BadRequest(messages.noCategory);
  return rows[0];
}

/** A brand filter for the scope, with its parameter at position `n`. */
export function brandScope(scope: CategoryScope | null, n = 1): { where?: string; params: unknown[] } {
  if (!scope) return { params: [] };
  return { where: scope.pid === 0 ? `b.cid_one = $${n}` : `b.cid = $${n}`, params: [scope.id] };
}

interface CategoryIndex {
  byId: Map<number, CategoryScope>;
  byPinyin: Map<string, CategoryScope>;
}

/** The categories by id and by pinyin, built once per read of loadCategories. */
function categoryIndex(db: Queryable): Promise<CategoryIndex> {
  return remembered(db, 'category-index', async () => {
    const rows = await loadCategories(db);
    const scope = (r: CategoryScope) => ({ id: Number(r.id), pid: Number(r.pid) });
    return { byId: new Map(rows.map((r) => [Number(r.id), scope(r)])), byPinyin: new Map(rows.map((r) => [r.pinyin, scope(r)])) };
  });
}
