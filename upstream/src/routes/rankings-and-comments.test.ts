import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { wireCommentData, wireRanking, wireTopList, wireTopMain } from '@shangji/contract';
import { backends, call, type Harness, startUpstream } from '../test/harness';
import { envelope, errorEnvelope } from '@shangji/contract';
import { calls } from '@shangji/contract';

const comments = envelope(wireCommentData);

describe.each(backends)('ranking and comment calls (%s)', (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startUpstream(kind);
  });
  afterAll(() => h?.close());

  it('top/main sends the boards, industry, fee and VIP rankings and links', async () => {
    const d = envelope(wireTopMain).parse((await call(h.app, calls.topMain.path)).body).data;
    for (const b of [d.synthesize1, d.synthesize2, d.synthesize3]) expect(b.list).toHaveLength(10);
    expect(d.zhaoshang4).toHaveLength(10);
    expect(d.listinfoCidList).toHaveLength(16);
    expect(d.listinfoFeeidList).toHaveLength(7);
    expect(d.listinfoFeeidList.every((f) => f.list.every((b) => b.feeid === f.id))).toBe(true);
    expect(d.listinfoVipList.list.every((b) => b.isvip === 1)).toBe(true);
    expect(d.links.length).toBeGreaterThan(0);
  });

  it('top/list pages sub-category ranking cards 10 at a time with the total', async () => {
    const [{ n } = { n: 0 }] = await h.db.query<{ n: number }>('select count(*)::int as n from category where pid <> 0');
    const p1 = envelope(wireTopList).parse((await call(h.app, calls.topList.path, { pinyin: 'all', page: 1 })).body).data;
    expect(p1.totalcount).toBe(n);
    expect(p1.listinfo).toHaveLength(10);
    const lastPage = Math.ceil(n / 10);
    const last = envelope(wireTopList).parse((await call(h.app, calls.topList.path, { page: lastPage })).body).data;
    expect(last.listinfo).toHaveLength(n - (lastPage - 1) * 10);
    const canyin = envelope(wireTopList).parse((await call(h.app, calls.topList.path, { pinyin: 'canyin' })).body).data;
    expect(canyin.totalcount).toBe(10);
    expect(canyin.listinfo.every((r) => r.list.every((b) => b.cid === r.cid))).toBe(true);
    errorEnvelope.parse((await call(h.app, calls.topList.path, { pinyin: 'nope' })).body);
  });

  it('top/show sends the ranking with at most 4 banners; 400 for an unknown id', async () => {
    const d = envelope(wireRanking).parse((await call(h.app, calls.topShow.path, { id: 1 })).body).data;
    expect(d.title).toBe('综合热度榜');
    expect(d.list).toHaveLength(10);
    expect(d.banner!.length).toBeLessThanOrEqual(4);
    errorEnvelope.parse((await call(h.app, calls.topShow.path, { id: 987654 })).body);
    errorEnvelope.parse((await call(h.app, calls.topShow.path)).body);
  });

  it('getCommentData pages 10 at a time with group counts and the average score', async () => {
    const [top] = await h.db.query<{ brand_id: number; n: number; avg: number }>(
      'select brand_id, count(*)::int as n, avg(score)::float8 as avg from comment group by brand_id order by count(*) desc, brand_id limit 1',
    );
    const d = comments.parse((await call(h.app, calls.comments.path, { uid: top!.brand_id, page: 1, tab: 1 }, 'POST')).body).data;
    expect(d.comment_num).toBe(top!.n);
    expect(d.totalNum).toBe(top!.n);
    expect(d.comment_list).toHaveLength(10);
    expect(d.avgScore).toBeCloseTo(top!.avg, 1);
    expect(d.zhaoshang.id).toBe(top!.brand_id);
    // The rating groups split every comment by its stars: they add up to 全部; 有图 counts across them.
    const count = (name: string) => d.groupNumNew.find((g) => g.show_content === name)!;
    expect(['好评', '中评', '差评'].reduce((s, name) => s + count(name).count, 0)).toBe(top!.n);
    expect(d.groupNumNew[0]).toEqual({ tag: 1, show_content: '全部', count: top!.n });
    const fits: Record<string, (c: { score: number; pics: string[] }) => boolean> = {
      好评: (c) => c.score >= 4,
      中评: (c) => c.score === 3,
      差评: (c) => c.score <= 2,
      有图: (c) => c.pics.length > 0,
    };
    for (const [name, fit] of Object.entries(fits)) {
      const group = count(name);
      // Each tab's count is the length of its list, and its list holds only what the tab names.
      const all = [];
      for (let page = 1; page <= Math.max(1, Math.ceil(group.count / 10)); page++) {
        const tab = comments.parse((await call(h.app, calls.comments.path, { uid: top!.brand_id, tab: group.tag, page }, 'POST')).body).data;
        expect(tab.totalNum, name).toBe(group.count);
        all.push(...tab.comment_list);
      }
      expect(all, name).toHaveLength(group.count);
      expect(all.every(fit), name).toBe(true);
    }
    const lastPage = Math.ceil(top!.n / 10);
    const last = comments.parse((await call(h.app, calls.comments.path, { uid: top!.brand_id, page: lastPage }, 'POST')).body).data;
    expect(last.comment_list).toHaveLength(top!.n - (lastPage - 1) * 10);
  });

  it('narrows to one shop with sid; 400 for an unknown brand or another brand\'s shop', async () => {
    const [row] = await h.db.query<{ brand_id: number; shop_id: number; n: number }>(
      'select brand_id, shop_id, count(*)::int as n from comment where shop_id is not null group by brand_id, shop_id order by count(*) desc, shop_id limit 1',
    );
    const d = comments.parse((await call(h.app, calls.comments.path, { uid: row!.brand_id, sid: row!.shop_id }, 'POST')).body).data;
    expect(d.totalNum).toBe(row!.n);
    const [other] = await h.db.query<{ id: number }>('select id from shop where brand_id <> $1 order by id limit 1', [row!.brand_id]);
    errorEnvelope.parse((await call(h.app, calls.comments.path, { uid: row!.brand_id, sid: other!.id }, 'POST')).body);
    errorEnvelope.parse((await call(h.app, calls.comments.path, { uid: 987654 }, 'POST')).body);
    errorEnvelope.parse((await call(h.app, calls.comments.path, {}, 'POST')).body);
    errorEnvelope.parse((await call(h.app, calls.comments.path, { uid: row!.brand_id, tab: 42 }, 'POST')).body);
  });

  it('masks phone numbers written into comments', async () => {
    const [c] = await h.db.query<{ id: number; brand_id: number }>('select id, brand_id from comment order by addtime desc, id desc limit 1');
    await h.db.query("update comment set user_name = '13812345678', content = '<p>请打我电话15912345678</p>' where id = $1", [c!.id]);
    const { body } = await call(h.app, calls.comments.path, { uid: c!.brand_id }, 'POST');
    const d = comments.parse(body).data;
    expect(JSON.stringify(body)).not.toMatch(/1[3-9]\d{9}/);
    const mine = d.comment_list.find((x) => x.id === c!.id)!;
    expect(mine.user_name).toBe('138****5678');
    expect(mine.content).toContain('159****5678');
  });
});
