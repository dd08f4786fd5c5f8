import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { wireNewsDetail, wireNewsList, wireNewsMain, wireTopicDetail, wireTopicList, wireTopicMain } from '@shangji/contract';
import { backends, call, type Harness, startUpstream } from '../test/harness';
import { envelope, errorEnvelope } from '@shangji/contract';
import { calls } from '@shangji/contract';

describe.each(backends)('news and topic calls (%s)', (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startUpstream(kind);
  });
  afterAll(() => h?.close());

  it('news/main sends banners, latest, hot and the seven category sections', async () => {
    const d = envelope(wireNewsMain).parse((await call(h.app, calls.newsMain.path)).body).data;
    expect(d.list.map((s) => s.pinyin)).toEqual(['hangye', 'xinpin', 'xindian', 'youhui', 'zhidao', 'touzi', 'gushi']);
    expect(d.list.every((s) => s.news.length === 8)).toBe(true);
    expect(d.banner.length).toBeGreaterThan(0);
    const hot = d.hot.map((n) => n.count!);
    expect(hot).toEqual([...hot].sort((a, b) => b - a));
  });

  it('news/list pages 15 at a time per category, with linked brands or []', async () => {
    const [{ n } = { n: 0 }] = await h.db.query<{ n: number }>("select count(*)::int as n from news where menu_id = (select id from menu where pinyin = 'hangye')");
    const d = envelope(wireNewsList).parse((await call(h.app, calls.newsList.path, { pinyin: 'hangye', page: 1 })).body).data;
    expect(d.listinfo).toHaveLength(15);
    expect(d.totalcount).toBe(n);
    expect(d.category!.name).toBe('行业精选');
    const all = envelope(wireNewsList).parse((await call(h.app, calls.newsList.path, { pinyin: 'all', page: 2 })).body).data;
    expect(all.totalcount).toBe(300);
    expect(all.listinfo).toHaveLength(15);
    const many = await Promise.all([1, 2, 3, 4, 5].map(async (page) => envelope(wireNewsList).parse((await call(h.app, calls.newsList.path, { page })).body).data.listinfo));
    const items = many.flat();
    expect(items.some((x) => !Array.isArray(x.zhaoshang))).toBe(true);
    expect(items.some((x) => Array.isArray(x.zhaoshang))).toBe(true);
    errorEnvelope.parse((await call(h.app, calls.newsList.path, { pinyin: 'nope' })).body);
  });

  it('news/show sends the article, counts the view and links neighbours', async () => {
    const [row] = await h.db.query<{ id: number; hits: number; menu_id: number }>('select id, hits, menu_id from news where brand_id is not null order by id offset 3 limit 1');
    const a = envelope(wireNewsDetail).parse((await call(h.app, calls.newsShow.path, { id: row!.id, show: 1 })).body).data;
    expect(a.count).toBe(row!.hits + 1);
    const b = envelope(wireNewsDetail).parse((await call(h.app, calls.newsShow.path, { id: row!.id })).body).data;
    expect(b.count).toBe(row!.hits + 2);
    expect(Array.isArray(a.zhaoshang)).toBe(false);
    expect(a.news.length).toBeGreaterThan(0);
    expect(a.news.some((n) => n.id === row!.id)).toBe(false);
    const same = new Set((await h.db.query<{ id: number }>('select id from news where menu_id = $1', [row!.menu_id])).map((r) => r.id));
    for (const p of [a.pageinfo.prev, a.pageinfo.next]) if (p) expect(same.has(p.id)).toBe(true);
    if (a.pageinfo.prev) expect(a.pageinfo.prev.id).toBeLessThan(row!.id);
    if (a.pageinfo.next) expect(a.pageinfo.next.id).toBeGreaterThan(row!.id);
    const [unlinked] = await h.db.query<{ id: number }>('select id from news where brand_id is null order by id limit 1');
    expect(envelope(wireNewsDetail).parse((await call(h.app, calls.newsShow.path, { id: unlinked!.id })).body).data.zhaoshang).toEqual([]);
    const [first] = await h.db.query<{ id: number }>('select min(id) as id from news where menu_id = $1', [row!.menu_id]);
    expect(envelope(wireNewsDetail).parse((await call(h.app, calls.newsShow.path, { id: first!.id })).body).data.pageinfo.prev).toBeNull();
    errorEnvelope.parse((await call(h.app, calls.newsShow.path, { id: 987654 })).body);
    errorEnvelope.parse((await call(h.app, calls.newsShow.path)).body);
  });

  it('zhuanti/main sends banners, latest topics and 16 industry sections', async () => {
    const d = envelope(wireTopicMain).parse((await call(h.app, calls.topicMain.path)).body).data;
    expect(d.list).toHaveLength(16);
    expect(d.zhuantiNew.length).toBeGreaterThan(0);
  });

  it('zhuanti/list pages 20 at a time, with each topic\'s brands', async () => {
    const all = envelope(wireTopicList).parse((await call(h.app, calls.topicList.path, { pinyin: 'all', page: 1 })).body).data;
    expect(all.totalcount).toBe(90);
    expect(all.listinfo).toHaveLength(20);
    expect(all.listinfo.every((t) => t.zhaoshangList.length > 0)).toBe(true);
    const last = envelope(wireTopicList).parse((await call(h.app, calls.topicList.path, { page: 5 })).body).data;
    expect(last.listinfo).toHaveLength(10);
    const [{ n } = { n: 0 }] = await h.db.query<{ n: number }>("select count(*)::int as n from topic where cid in (select id from category where pid = 1)");
    const canyin = envelope(wireTopicList).parse((await call(h.app, calls.topicList.path, { pinyin: 'canyin' })).body).data;
    expect(canyin.totalcount).toBe(n);
    expect(canyin.category!.name).toBe('餐饮');
    const hotpot = envelope(wireTopicList).parse((await call(h.app, calls.topicList.path, { pinyin: 'huoguo' })).body).data;
    expect(hotpot.listinfo.every((t) => t.title.includes('火锅'))).toBe(true);
    errorEnvelope.parse((await call(h.app, calls.topicList.path, { pinyin: 'nope' })).body);
  });

  it('zhuanti/show sends the brand list, related topics and neighbours', async () => {
    const [row] = await h.db.query<{ id: number; n: number }>('select t.id, (select count(*)::int from topic_brand tb where tb.topic_id = t.id) as n from topic t order by t.id offset 5 limit 1');
    const d = envelope(wireTopicDetail).parse((await call(h.app, calls.topicShow.path, { id: row!.id })).body).data;
    expect(d.zhaoshangList).toHaveLength(row!.n);
    expect(d.pageinfo.prev!.id).toBe(row!.id - 1);
    expect(d.pageinfo.next!.id).toBe(row!.id + 1);
    expect(d.zhuanti.some((t) => t.id === row!.id)).toBe(false);
    expect(d.cidgl).toHaveLength(2);
    expect(envelope(wireTopicDetail).parse((await call(h.app, calls.topicShow.path, { id: 1 })).body).data.pageinfo.prev).toBeNull();
    errorEnvelope.parse((await call(h.app, calls.topicShow.path, { id: 987654 })).body);
    errorEnvelope.parse((await call(h.app, calls.topicShow.path, { id: 'abc' })).body);
  });
});
