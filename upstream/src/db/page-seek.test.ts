import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, type Harness, startUpstream } from '../test/harness';
import { nearerEnd, orderSql, pageOfIds, type SeekList } from './page-seek';

describe('nearerEnd', () => {
  it('reads the first half forwards and the second half backwards, never past the end', () => {
    expect(nearerEnd(100, 0, 15)).toEqual({ reverse: false, limit: 15, offset: 0 });
    expect(nearerEnd(100, 90, 15)).toEqual({ reverse: true, limit: 10, offset: 0 });
    expect(nearerEnd(100, 75, 15)).toEqual({ reverse: true, limit: 15, offset: 10 });
    expect(nearerEnd(100, 40, 15)).toEqual({ reverse: false, limit: 15, offset: 40 });
    expect(nearerEnd(100, 45, 15)).toEqual({ reverse: true, limit: 15, offset: 40 });
    expect(nearerEnd(100, 100, 15)).toBeNull();
    expect(nearerEnd(0, 0, 15)).toBeNull();
  });
});

// Every page read through the seek (forced with near: 0) equals the same page read by plain OFFSET.
describe.each(backends)('pageOfIds (%s)', (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startUpstream(kind);
  });
  afterAll(() => h?.close());

  const lists: [string, SeekList][] = [
    ['all brands', { from: 'brand b', id: 'b.id', order: [['b.addtime', 'desc'], ['b.id', 'desc']] }],
    ['brands of one industry (certified or not)', { from: 'brand b', id: 'b.id', where: 'b.cid_one = $1 and b.isvip in (0, $2)', params: [1, 1], order: [['b.addtime', 'desc'], ['b.id', 'desc']] }],
    ['news of one channel', { from: 'news n', id: 'n.id', where: 'n.menu_id = $1', params: [72], order: [['n.addtime', 'desc'], ['n.id', 'desc']] }],
    ['comments of the most commented brand', { from: 'comment c', id: 'c.id', where: 'c.brand_id = $1', params: [1], order: [['c.addtime', 'desc'], ['c.id', 'desc']] }],
  ];

  it.each(lists)('%s: every page equals the OFFSET page, the total equals count(*)', async (_name, list) => {
    const where = list.where ? `where ${list.where}` : '';
    const params = list.params ?? [];
    const all = (await h.db.query<{ id: number }>(`select ${list.id} as id from ${list.from} ${where} order by ${orderSql(list.order)}`, params)).map((r) => Number(r.id));
    expect(all.length).toBeGreaterThan(14); // more than one page of 7
    for (const limit of [7, 15]) {
      for (let offset = 0; offset <= all.length + limit; offset += limit) {
        const page = await pageOfIds(h.db, list, { limit, offset, near: 0 });
        expect(page.total).toBe(all.length);
        expect(page.ids).toEqual(all.slice(offset, offset + limit));
      }
    }
  });
});
