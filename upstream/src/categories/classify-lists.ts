import type { Queryable } from '../db/database';
import { remembered } from '../db/list-totals';
import type { WireCategory, WireClassify, WireIdName } from '@shangji/contract';

/**
 * The filter rows of the brand list (same content as getZahoshangClassify), read once a minute per
 * database handle (list-totals.ts): every list call checks its parameters against them, and the regions'
 * semi-join over 100,000 brands cost ~2-7 ms each time (docs/decisions/0107).
 */
export function loadClassify(db: Queryable): Promise<WireClassify> {
  return remembered(db, 'classify', () => readClassify(db));
}

export interface CategoryRow {
  id: number;
  pid: number;
  name: string;
  pinyin: string;
}

/**
 * Every category in menu order, read once a minute per database handle (the filter rows, resolve-category.ts
 * and the brand rows' names); `fresh` reads them now, for a caller that met an id the kept copy lacks.
 */
export function loadCategories(db: Queryable, { fresh = false } = {}): Promise<CategoryRow[]> {
  const read = () => db.query<CategoryRow>('select id, pid, name, pinyin from category order by sort, id');
  return fresh ? read() : remembered(db, 'categories', read);
}

async function readClassify(db: Queryable): Promise<WireClassify> {
  const cats = await loadCategories(db);
  const classifyList: WireCategory[] = cats
    .filter((c) => c.pid === 0)
    .map((top) => ({
      id: top.id,
      name: top.name,
      pinyin: top.pinyin,
      children: cats.filter((c) => c.pid === top.id).map(({ id, name, pinyin }) => ({ id, name, pinyin })),
    }));
  const [feeidList, regionidList, idenidList] = await Promise.all([
    db.query<WireIdName>('select id, name from fee_band order by sort, id'),
    // The headquarters filter offers the cities where brands actually have their headquarters.
    db.query<WireIdName>('select r.id, r.name from region r where exists (select 1 from brand b where b.regionid = r.id) order by r.id'),
    db.query<WireIdName>('select id, name from tag order by id'),
  ]);
  return { classifyList, feeidList, regionidList, idenidList };
}
