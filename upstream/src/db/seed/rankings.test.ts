// Rankings that say how they are made (docs/decisions/0077): every board publishes its method, its
// entries keep their scores in order, paid placement stays out of the organic order, and no score
// reads the certified (VIP) flag.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelope, wireRanking, wireTopMain } from '@shangji/contract';
import { backends, call, type Harness, startUpstream } from '../../test/harness';
import type { BrandRef } from './brands';
import { boards, heatScore } from './rankings';

describe('ranking scores', () => {
  it('flipping a brand’s VIP status changes no organic score', () => {
    const b = { id: 1, isvip: 0, hits: 5000, joinnum: 12, shopnum: 15 } as BrandRef;
    for (const s of [...boards.map((x) => x.score), heatScore]) expect(s({ ...b, isvip: 1 })).toBe(s(b));
    for (const x of boards) expect(x.method).toContain('排名不含付费推广');
  });
});

describe.each(backends)('ranking answers (%s)', (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startUpstream(kind);
  });
  afterAll(() => h?.close());

  it('each board has a method and scores in descending order; sponsored brands are apart', async () => {
    const main = envelope(wireTopMain).parse((await call(h.app, '/index.php/v1/top/main', {})).body).data;
    for (const r of [main.synthesize1, main.synthesize2, main.synthesize3, ...main.listinfoCidList]) {
      expect(r.method).toMatch(/得分 =/);
      expect(r.scores).toHaveLength(r.list.length);
      const s = r.scores as number[];
      expect(s.every((x, i) => i === 0 || s[i - 1]! >= x)).toBe(true);
      for (const ad of r.sponsored) expect(ad.isvip).toBe(1);
    }
    // 投资价值榜 used to put every certified brand first (isvip × 1,000,000 + hits); now its order is the score's.
    const value = main.synthesize3;
    expect(value.title).toBe('投资价值榜');
    const show = envelope(wireRanking).parse((await call(h.app, '/index.php/v1/top/show', { id: value.id })).body).data;
    expect(show.method).toBe(value.method);
    expect(show.sponsored.length).toBeGreaterThan(0);
  });

  it('flipping VIP on the upstream leaves the stored organic order as it was', async () => {
    const before = envelope(wireTopMain).parse((await call(h.app, '/index.php/v1/top/main', {})).body).data.synthesize3.list.map((b) => b.id);
    await h.db.query('update brand set isvip = 1 - isvip where id = any($1::int[])', [before]);
    const after = envelope(wireTopMain).parse((await call(h.app, '/index.php/v1/top/main', {})).body).data.synthesize3.list.map((b) => b.id);
    await h.db.query('update brand set isvip = 1 - isvip where id = any($1::int[])', [before]);
    expect(after).toEqual(before);
  });
});
