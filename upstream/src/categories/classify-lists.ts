import type { Queryable } from '../db/database';
import type { WireCategory, WireClassify, WireIdName } from '@shangji/contract';

/** The filter rows of the brand list (same content as getZahoshangClassify). */
export async function loadClassify(db: Queryable): Promise<WireClassify> {
  const cats = await db.query<{ id: number; pid: number; name: string; pinyin: string }>('select id, pid, name, pinyin from category order by sort, id');
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
