import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { wireBrandList, wireBrandMain, wireCategoryTab, wirePoster } from '@shangji/contract';
import { backends, call, type Harness, startUpstream } from '../test/harness';
import { envelope, errorEnvelope, wireBrand, wireRecordListCounts, wireRecordSummary } from '@shangji/contract';
import { z } from 'zod';
import { calls } from '@shangji/contract';

const list = envelope(wireBrandList);

describe.each(backends)('brand home, list, VIP and poster calls (%s)', (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startUpstream(kind);
  });
  afterAll(() => h?.close());

  const count = async (where: string, params: unknown[] = []) =>
    (await h.db.query<{ n: number }>(`select count(*)::int as n from brand b where ${where}`, params))[0]!.n;

  it("zhaoshang/list carries its page's records summaries, the same the summaries call answers", async () => {
    const page = list.parse((await call(h.app, calls.brandList.path, { pinyin: 'all', page: 2 })).body).data;
    const ids = page.listinfo.map((b) => b.id);
    expect(page.records?.map((r) => r.id)).toEqual(ids);
    const asked = envelope(z.array(wireRecordSummary)).parse((await call(h.app, calls.recordSummaries.path, { ids: ids.join(',') })).body).data;
    expect(page.records).toEqual(asked);
    // Not every brand of the seed has a clean record: the page shows some flag or filing state.
    expect(page.records?.some((r) => r.filing !== 'unknown' || r.flags.length > 0)).toBe(true);
  });

  it('zhaoshang/list pages 15 at a time with the total and the filter lists', async () => {
    const total = await count('true');
    const first = list.parse((await call(h.app, calls.brandList.path, { pinyin: 'all', page: 1 })).body).data;
    expect(first.listinfo).toHaveLength(15);
    expect(first.totalcount).toBe(total);
    expect(first.category).toBeNull();
    expect(first.classifyList).toHaveLength(16);
    expect(first.feeidList).toHaveLength(7);
    const lastPage = Math.ceil(total / 15);
    const last = list.parse((await call(h.app, calls.brandList.path, { page: lastPage })).body).data;
    expect(last.listinfo).toHaveLength(total - (lastPage - 1) * 15);
    const beyond = list.parse((await call(h.app, calls.brandList.path, { page: lastPage + 1 })).body).data;
    expect(beyond.listinfo).toEqual([]);
    expect(beyond.totalcount).toBe(total);
    const ids = new Set<number>();
    for (let page = 1; page <= 3; page++) {
      for (const b of list.parse((await call(h.app, calls.brandList.path, { page })).body).data.listinfo) ids.add(b.id);
    }
    expect(ids.size).toBe(45);
  });

  it('combines category, fee, city, tag and certified filters', async () => {
    const [b] = await h.db.query<{ cid: number; feeid: number; regionid: number; tag: number; pinyin: string; top: string }>(
      'select b.cid, b.feeid, b.regionid, b.tag_ids[1] as tag, c.pinyin, c1.pinyin as top from brand b join category c on c.id = b.cid join category c1 on c1.id = b.cid_one order by b.id limit 1',
    );
    const d = list.parse((await call(h.app, calls.brandList.path, { pinyin: b!.pinyin, feeid: b!.feeid, regionid: b!.regionid, idenid: b!.tag, isvip: 0 })).body).data;
    expect(d.totalcount).toBe(await count('b.cid = $1 and b.feeid = $2 and b.regionid = $3 and $4 = any(b.tag_ids)', [b!.cid, b!.feeid, b!.regionid, b!.tag]));
    expect(d.totalcount).toBeGreaterThan(0);
    expect(d.category!.pinyin).toBe(b!.pinyin);
    const top = list.parse((await call(h.app, calls.brandList.path, { pinyin: b!.top })).body).data;
    expect(top.totalcount).toBe(await count('b.cid_one = (select id from category where pinyin = $1)', [b!.top]));
    const vip = list.parse((await call(h.app, calls.brandList.path, { pinyin: b!.top, isvip: 1 })).body).data;
    expect(vip.totalcount).toBe(await count('b.isvip = 1 and b.cid_one = (select id from category where pinyin = $1)', [b!.top]));
    expect(vip.listinfo.every((x) => x.isvip === 1)).toBe(true);
  });

  it('answers 400 for unknown filters', async () => {
    for (const q of [{ pinyin: 'nope' }, { feeid: 99 }, { regionid: 1 }, { idenid: 999 }, { page: 'x' }] as Record<string, string | number>[]) {
      errorEnvelope.parse((await call(h.app, calls.brandList.path, q)).body);
    }
  });

  it('never sends a phone in lists', async () => {
    const { body } = await call(h.app, calls.brandList.path, { isvip: 1 });
    expect(JSON.stringify(body)).not.toMatch(/"phone"|400-\d{3}-\d{4}/);
  });

  it('zhaoshang/main sends banners, the 16 industry floors and the VIP block', async () => {
    const d = envelope(wireBrandMain).parse((await call(h.app, calls.brandMain.path)).body).data;
    expect(d.banner1.length).toBeGreaterThan(0);
    expect(d.banner2.length).toBeGreaterThan(0);
    expect(d.listinfo.map((f) => f.name)).toEqual(['餐饮', '教育', '酒店', '建材', '家居', '服装', '母婴', '零售', '美容', '休闲', '汽车', '环保', '饰品', '服务', '医药', '其他']);
    for (const f of d.listinfo) {
      expect(f.zhaoshang.length).toBeGreaterThanOrEqual(4);
      expect([...f.zhaoshang, ...f.zhaoshangHot, ...f.top].every((b) => b.cidOne === f.id)).toBe(true);
      expect(f.top.length).toBeLessThanOrEqual(10);
      expect(f.zhaoshangBanner).toHaveLength(2);
      expect(f.cidHot.length).toBeGreaterThan(0);
    }
    // Each floor has banners of its own, for brands of its own industry.
    const banners = d.listinfo.flatMap((f) => f.zhaoshangBanner.map((b) => b.litpic));
    expect(new Set(banners).size).toBe(banners.length);
    for (const f of d.listinfo) {
      for (const b of f.zhaoshangBanner) {
        const [brand] = await h.db.query<{ cid_one: number }>('select cid_one from brand where title = $1', [b.title]);
        expect(brand?.cid_one, `${f.name}: ${b.title}`).toBe(f.id);
      }
    }
    expect(d.vip.list).toHaveLength(8);
    expect([...d.vip.list, ...d.vip.new, ...d.vip.top].every((b) => b.isvip === 1)).toBe(true);
  });

  it('getVipData sends num newest certified brands', async () => {
    for (const num of [6, 16]) {
      const l = envelope(wireBrand.array()).parse((await call(h.app, calls.vipData.path, { cid: 0, num, type: 'new' })).body).data;
      expect(l).toHaveLength(num);
      expect(l.every((b) => b.isvip === 1)).toBe(true);
      const dates = l.map((b) => b.addtimes!);
      expect(dates).toEqual([...dates].sort().reverse());
    }
    errorEnvelope.parse((await call(h.app, calls.vipData.path, { type: 'old' })).body);
  });

  it('zhaoshang/list filters 已备案 and 两店一年 from the public record, and list-counts gives their exact totals', async () => {
    const filed = "exists (select 1 from record_summary s where s.brand_id = b.id and s.filing_status = 'filed')";
    const two = "exists (select 1 from record_summary s where s.brand_id = b.id and s.two_stores_at_start = 'pass')";
    const totalOf = async (params: Record<string, string | number>) => list.parse((await call(h.app, calls.brandList.path, params)).body).data.totalcount;
    const nFiled = await count(filed);
    const nTwo = await count(two);
    const nBoth = await count(`${filed} and ${two}`);
    expect(nFiled).toBeGreaterThan(0);
    expect(nFiled).toBeLessThan(await count('true'));
    expect(await totalOf({ filed: 1 })).toBe(nFiled);
    expect(await totalOf({ twostores: 1 })).toBe(nTwo);
    expect(await totalOf({ filed: 1, twostores: 1 })).toBe(nBoth);
    const page = list.parse((await call(h.app, calls.brandList.path, { filed: 1, page: 1 })).body).data.listinfo;
    const statuses = await h.db.query<{ filing_status: string }>('select filing_status from record_summary where brand_id = any($1::int[])', [page.map((b) => b.id)]);
    expect(statuses.map((s) => s.filing_status)).toEqual(page.map(() => 'filed'));
    // Counts: each the total its filter leads to, the other filters kept.
    const counts = envelope(wireRecordListCounts);
    expect(counts.parse((await call(h.app, calls.recordListCounts.path, {})).body).data).toEqual({ filed: nFiled, twoStores: nTwo });
    expect(counts.parse((await call(h.app, calls.recordListCounts.path, { twostores: 1 })).body).data).toEqual({ filed: nBoth, twoStores: nTwo });
    const vipFiled = await count(`b.isvip = 1 and ${filed}`);
    expect(counts.parse((await call(h.app, calls.recordListCounts.path, { isvip: 1 })).body).data.filed).toBe(vipFiled);
    expect(await totalOf({ isvip: 1, filed: 1 })).toBe(vipFiled);
  });

  it('getIsvipZhaoshangClassify lists the industries that have certified brands', async () => {
    const l = envelope(wireCategoryTab.array()).parse((await call(h.app, calls.vipClassify.path)).body).data;
    const want = await h.db.query<{ id: number }>('select distinct cid_one as id from brand where isvip = 1 order by 1');
    expect(l.map((c) => c.id)).toEqual(want.map((r) => r.id));
  });

  it('poster sends the brand and its items; 400 without a poster or id', async () => {
    const [withPoster] = await h.db.query<{ brand_id: number; n: number }>('select brand_id, jsonb_array_length(items)::int as n from poster order by brand_id limit 1');
    const d = envelope(wirePoster).parse((await call(h.app, calls.brandPoster.path, { id: withPoster!.brand_id })).body).data;
    expect(d.zhaoshang.id).toBe(withPoster!.brand_id);
    expect(d.items).toHaveLength(withPoster!.n);
    expect(d.items.some((i) => /\.mp4$/.test(i.text))).toBe(true);
    const [without] = await h.db.query<{ id: number }>('select id from brand b where not exists (select 1 from poster p where p.brand_id = b.id) order by id limit 1');
    errorEnvelope.parse((await call(h.app, calls.brandPoster.path, { id: without!.id })).body);
    errorEnvelope.parse((await call(h.app, calls.brandPoster.path, { id: 987654 })).body);
    errorEnvelope.parse((await call(h.app, calls.brandPoster.path)).body);
  });
});
