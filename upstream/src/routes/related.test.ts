import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { backends, call, type Harness, startUpstream } from '../test/harness';
import { envelope, errorEnvelope, wireBrand, wireClassify, wireNewsListItem, wireTopicListItem } from '@shangji/contract';
import { calls } from '@shangji/contract';

const industries = ['餐饮', '教育', '酒店', '建材', '家居', '服装', '母婴', '零售', '美容', '休闲', '汽车', '环保', '饰品', '服务', '医药', '其他'];
const brands = envelope(wireBrand.array());

describe.each(backends)('brand and content lists (%s)', (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startUpstream(kind);
  });
  afterAll(() => h?.close());

  describe('getRelatedData', () => {
    it('defaults to 5 newest brands', async () => {
      const list = brands.parse((await call(h.app, calls.relatedData.path, { cid: 1 })).body).data;
      expect(list).toHaveLength(5);
      expect(list.every((b) => b.cidOne === 1)).toBe(true);
      const dates = list.map((b) => b.addtimes!);
      expect(dates).toEqual([...dates].sort().reverse());
    });

    it('scopes by sub-category pinyin', async () => {
      const list = brands.parse((await call(h.app, calls.relatedData.path, { pinyin: 'huoguo', type: 'zhaoshang', num: 3 })).body).data;
      expect(list.length).toBeGreaterThan(0);
      expect(list.every((b) => b.cidName === '火锅')).toBe(true);
    });

    it('sends 10 news and 10 topics by default', async () => {
      const news = envelope(wireNewsListItem.array()).parse((await call(h.app, calls.relatedData.path, { type: 'news' })).body).data;
      const topics = envelope(wireTopicListItem.array()).parse((await call(h.app, calls.relatedData.path, { type: 'zhuanti', pinyin: 'all' })).body).data;
      expect(news).toHaveLength(10);
      expect(topics).toHaveLength(10);
    });

    it('gives an industry the newest topics of all its sub-categories', async () => {
      const topics = envelope(wireTopicListItem.array()).parse((await call(h.app, calls.relatedData.path, { type: 'zhuanti', pinyin: 'canyin', num: 8 })).body).data;
      const expected = await h.db.query<{ id: number }>(
        `select t.id from topic t join category c on c.id = t.cid join category top on top.id = case when c.pid = 0 then c.id else c.pid end
         where top.pinyin = 'canyin' order by t.addtime desc, t.id desc limit 8`,
      );
      expect(expected).toHaveLength(8);
      expect(topics.map((t) => Number(t.id))).toEqual(expected.map((r) => Number(r.id)));
    });

    it('clamps num and rejects junk', async () => {
      const list = brands.parse((await call(h.app, calls.relatedData.path, { num: 100000 })).body).data;
      expect(list.length).toBeLessThanOrEqual(50);
      errorEnvelope.parse((await call(h.app, calls.relatedData.path, { num: 'many' })).body);
      errorEnvelope.parse((await call(h.app, calls.relatedData.path, { type: 'video' })).body);
      errorEnvelope.parse((await call(h.app, calls.relatedData.path, { pinyin: 'no-such-category' })).body);
      errorEnvelope.parse((await call(h.app, calls.relatedData.path, { cid: 987654 })).body);
    });
  });

  describe('getRelatedZhaoshangData', () => {
    it('sends 5 brands by default, the same ones every time', async () => {
      const a = brands.parse((await call(h.app, calls.relatedBrands.path, { cid: 1, topid: 1 })).body).data;
      const b = brands.parse((await call(h.app, calls.relatedBrands.path, { cid: 1, topid: 1 })).body).data;
      expect(a).toHaveLength(5);
      expect(a).toEqual(b);
      expect(a.every((x) => x.cidOne === 1)).toBe(true);
    });

    it('orders each topid its own way', async () => {
      const lists = await Promise.all([1, 2, 3, 4].map(async (topid) => brands.parse((await call(h.app, calls.relatedBrands.path, { topid, num: 10 })).body).data.map((b) => b.id)));
      expect(new Set(lists.map((l) => l.join())).size).toBe(4);
      const featured = brands.parse((await call(h.app, calls.relatedBrands.path, { topid: 3, num: 10 })).body).data;
      expect(featured.every((b) => b.isvip === 1)).toBe(true);
      const popular = brands.parse((await call(h.app, calls.relatedBrands.path, { topid: 4, num: 10 })).body).data.map((b) => b.joinnum!);
      expect(popular).toEqual([...popular].sort((x, y) => y - x));
    });
  });

  describe('getRandZhaoshangData', () => {
    it('sends 10 distinct brands, different from call to call', async () => {
      const draws = await Promise.all([1, 2, 3].map(async () => brands.parse((await call(h.app, calls.randomBrands.path, { refresh: 1 })).body).data.map((b) => b.id)));
      for (const d of draws) {
        expect(d).toHaveLength(10);
        expect(new Set(d).size).toBe(10);
      }
      expect(new Set(draws.map((d) => d.join())).size).toBeGreaterThan(1);
      expect(brands.parse((await call(h.app, calls.randomBrands.path, { num: 3 })).body).data).toHaveLength(3);
    });
  });

  describe('getZahoshangTop', () => {
    it('sends 10 brands by default, scoped by pinyin', async () => {
      const all = brands.parse((await call(h.app, calls.topBrands.path)).body).data;
      expect(all).toHaveLength(10);
      const jiaoyu = brands.parse((await call(h.app, calls.topBrands.path, { pinyin: 'jiaoyu', num: 4 })).body).data;
      expect(jiaoyu).toHaveLength(4);
      expect(jiaoyu.every((b) => b.cidOne === 2 && b.feeid > 0 && b.feeidName && b.thumb)).toBe(true);
      errorEnvelope.parse((await call(h.app, calls.topBrands.path, { pinyin: 'nope' })).body);
    });
  });

  describe('getZahoshangClassify', () => {
    it('lists the 16 industries in order with sub-categories, fee bands, cities and tags', async () => {
      const c = envelope(wireClassify).parse((await call(h.app, calls.classify.path)).body).data;
      expect(c.classifyList.map((x) => x.name)).toEqual(industries);
      expect(c.classifyList[0]!.pinyin).toBe('canyin');
      expect(c.classifyList[0]!.children.map((x) => x.name)).toEqual(expect.arrayContaining(['火锅', '奶茶', '小吃', '快餐', '烧烤', '咖啡', '面包烘焙']));
      expect(c.classifyList.every((x) => x.children.length > 0 && x.children.every((ch) => /^[a-z0-9]+$/.test(ch.pinyin)))).toBe(true);
      expect(c.feeidList.map((f) => f.name)).toEqual(['1万以下', '1-5万', '5-10万', '10-20万', '20-50万', '50-100万', '100万以上']);
      expect(c.regionidList.length).toBeGreaterThan(10);
      expect(c.regionidList.every((r) => r.name.endsWith('市'))).toBe(true);
      expect(c.idenidList.length).toBeGreaterThan(0);
    });
  });
});
