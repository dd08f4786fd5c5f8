// Keyword search within an industry (zhaoshang/list with keyword and pinyin: the header search's
// dropdown and keyword together), on PGlite and on PostgreSQL (TEST_DATABASE_URL).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls, envelope, errorEnvelope, wireBrandSearch } from '@shangji/contract';
import { backends, call, type Harness, startUpstream } from '../test/harness';

const brandSearch = envelope(wireBrandSearch);

describe.each(backends)('brand search within an industry (%s)', (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startUpstream(kind);
  });
  afterAll(() => h?.close());

  it('finds only brands of the industry, in the same order as the whole search', async () => {
    const [top] = await h.db.query<{ id: number; pinyin: string; title: string }>(
      'select c.id, c.pinyin, b.title from category c join brand b on b.cid_one = c.id where c.pid = 0 order by c.id, b.id limit 1',
    );
    const keyword = [...top!.title].slice(0, 2).join('');
    const all = brandSearch.parse((await call(h.app, calls.brandSearch.path, { keyword, page: 1 })).body).data;
    const within = brandSearch.parse((await call(h.app, calls.brandSearch.path, { keyword, page: 1, pinyin: top!.pinyin })).body).data;
    expect(within.totalcount).toBeGreaterThan(0);
    expect(within.totalcount).toBeLessThanOrEqual(all.totalcount);
    expect(within.listinfo.every((b) => b.cidOne === top!.id)).toBe(true);
    // The industry's matches keep the whole search's relative order.
    const order = all.listinfo.map((b) => b.id).filter((id) => within.listinfo.some((w) => w.id === id));
    expect(within.listinfo.map((b) => b.id).slice(0, order.length)).toEqual(order);
  });

  it('a sub-category narrows to its own brands; an unknown industry is code 400', async () => {
    const [sub] = await h.db.query<{ id: number; pinyin: string; title: string }>(
      'select c.id, c.pinyin, b.title from category c join brand b on b.cid = c.id where c.pid > 0 order by c.id, b.id limit 1',
    );
    const keyword = [...sub!.title].slice(-2).join('');
    const within = brandSearch.parse((await call(h.app, calls.brandSearch.path, { keyword, page: 1, pinyin: sub!.pinyin })).body).data;
    expect(within.totalcount).toBeGreaterThan(0);
    expect(within.listinfo.every((b) => b.cid === sub!.id)).toBe(true);
    errorEnvelope.parse((await call(h.app, calls.brandSearch.path, { keyword, page: 1, pinyin: 'no-such-industry' })).body);
  });
});
