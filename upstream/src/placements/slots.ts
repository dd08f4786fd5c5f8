// The sponsored slots a brand can be scheduled into (docs/decisions/0123-placement-schedule.md): the
// 广告 box beside each ranking (/top/{id} on both sites), and the home page's and /shangji's ad slots,
// which today show the `ad` table's rows at their position. A slot's key is what `placement.slot` holds;
// for the ad slots it is the `ad.position` the page already reads.
import type { WirePlacementSlot } from '@shangji/contract';
import type { Queryable } from '../db/database';
import { FLOOR_ADS, floorAdPosition } from '../db/seed/floor-ads';

/** The ranking box's key for ranking `id`. */
export const rankingSlot = (id: number) => `top:${id}`;
/** At most this many in a ranking's 广告 box (what the derived placement showed, docs/decisions/0077). */
export const RANKING_SLOT_CAPACITY = 2;

/** The home page's and /shangji's fixed ad slots: key (= ad.position), name, page, capacity. */
export const FIXED_SLOTS: readonly WirePlacementSlot[] = [
  { key: 'index_banner', name: '首页·头条轮播', page: '/', capacity: 5 },
  { key: 'V1_G01', name: '首页·横幅广告位', page: '/', capacity: 4 },
  { key: 'index_top', name: '首页·热招项目轮播', page: '/', capacity: 3 },
  { key: 'shangji_banner', name: '商机首页·轮播', page: '/shangji', capacity: 5 },
  { key: 'shangji_recommend', name: '商机首页·推荐图片', page: '/shangji', capacity: 6 },
];

/** How many a bookable ad position shows at once; 0 for a position that cannot be booked. */
export function slotCapacity(position: string): number {
  const fixed = FIXED_SLOTS.find((s) => s.key === position);
  if (fixed) return fixed.capacity;
  return position.startsWith(floorAdPosition('')) ? FLOOR_ADS : 0;
}

/** Every slot: the fixed ones, each industry floor's banners on /shangji, each ranking's 广告 box. */
export async function allSlots(db: Queryable): Promise<WirePlacementSlot[]> {
  const [industries, boards] = await Promise.all([
    db.query<{ name: string; pinyin: string }>('select name, pinyin from category where pid = 0 order by sort, id'),
    db.query<{ id: number; title: string }>('select id, title from ranking order by sort, id'),
  ]);
  return [
    ...FIXED_SLOTS,
    ...industries.map((c) => ({ key: floorAdPosition(c.pinyin), name: `商机首页·${c.name}楼层横幅`, page: '/shangji', capacity: FLOOR_ADS })),
    ...boards.map((b) => ({ key: rankingSlot(Number(b.id)), name: `排行榜·${b.title}`, page: `/top/${b.id}`, capacity: RANKING_SLOT_CAPACITY })),
  ];
}

/** One slot by key, or undefined when no such slot exists. */
export async function slotOf(db: Queryable, key: string): Promise<WirePlacementSlot | undefined> {
  const fixed = FIXED_SLOTS.find((s) => s.key === key);
  if (fixed) return fixed;
  const ranking = /^top:([1-9]\d{0,9})$/.exec(key);
  if (ranking) {
    const [b] = await db.query<{ id: number; title: string }>('select id, title from ranking where id = $1', [Number(ranking[1])]);
    return b ? { key, name: `排行榜·${b.title}`, page: `/top/${b.id}`, capacity: RANKING_SLOT_CAPACITY } : undefined;
  }
  const floor = /^shangji_floor_([a-z0-9_-]{1,60})$/.exec(key);
  if (floor) {
    const [c] = await db.query<{ name: string }>('select name from category where pid = 0 and pinyin = $1', [floor[1]]);
    return c ? { key, name: `商机首页·${c.name}楼层横幅`, page: '/shangji', capacity: FLOOR_ADS } : undefined;
  }
  return undefined;
}
