import type { Queryable } from '../database';
import type { BrandRef } from './brands';
import { insertRows } from './insert';
import type { Rng } from './prng';
import { baseTime, DAY } from './time';
import { customerLines, franchiseeLines, sentimentOf } from './review-texts';
import { surnames } from './words';

const scoreWeights = [1, 5, 6, 8, 12];

export async function seedComments(db: Queryable, r: Rng, brands: BrandRef[], firstShopId: number[], total: number): Promise<void> {
  const rows: unknown[][] = [];
  for (let id = 1; id <= total; id++) {
    // Popular brands collect more comments.
    const i = Math.floor(r.float() ** 1.5 * brands.length);
    const b = brands[i]!;
    const score = r.weighted(scoreWeights) + 1;
    const pics = r.chance(0.2) ? Array.from({ length: r.int(1, 3) }, (_, k) => `/media/comment/${id}-${k + 1}.svg`) : [];
    // A comment's group is its rating's (好评 4-5 stars, 中评 3, 差评 1-2); 有图 is a filter across them
    // (upstream/src/routes/comments.ts), so the three rating groups add up to 全部.
    const group = score >= 4 ? 2 : score === 3 ? 4 : 5;
    const shopId = b.shopnum > 0 && r.chance(0.6) ? firstShopId[i]! + r.int(0, b.shopnum - 1) : null;
    // A customer talks about the brand's trade, a franchisee about its headquarters; both in the tone of the stars.
    const sentiment = sentimentOf(score);
    const lines = r.chance(0.25) ? franchiseeLines[sentiment] : customerLines[b.cidOne - 1]![sentiment];
    const text = r.sample(lines, r.int(1, 2)).join('');
    rows.push([
      id,
      b.id,
      shopId,
      group,
      r.chance(0.2) ? '匿名用户' : `${r.pick(surnames)}${r.pick(['先生', '女士', '同学', '老板', '小姐姐'])}`,
      r.chance(0.6) ? `/media/user/${r.int(1, 50)}.svg` : '',
      score,
      `<p>${text}</p>`,
      JSON.stringify(pics),
      baseTime() - r.int(0, 720) * DAY - r.int(0, DAY - 1),
    ]);
  }
  await insertRows(db, 'comment', ['id', 'brand_id', 'shop_id', 'group_tag', 'user_name', 'user_logo', 'score', 'content', ['pics', 'jsonb'], 'addtime'], rows);
}
