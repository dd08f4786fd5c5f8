// Rankings: top/list is cached 3600 s on page 1 and never when paging (SPEC §7); unknown ids are null.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startFakeUpstream, type FakeUpstream } from '../../test/fakeUpstream';
import { startGateway, type TestGateway } from '../../test/gateway';
import { contentPaths } from '../../upstream/wire';

let upstream: FakeUpstream;
let gw: TestGateway;
beforeAll(async () => {
  upstream = await startFakeUpstream();
  gw = await startGateway(upstream.url);
});
afterAll(async () => {
  await gw.app.close();
  await upstream.close();
});

const LIST = 'query RankingListQuery($page: Int) { rankingList(page: $page) { rankings { total page pageSize items { title } } } }';

it('caches top/list page 1 and asks the upstream for every later page', async () => {
  const pages = () => upstream.seen.filter((s) => s.path === contentPaths.topList).map((s) => s.params.get('page'));
  const first = await gw.query(LIST, { variables: { page: 1 } });
  expect(first.data?.rankingList).toEqual({ rankings: { total: 11, page: 1, pageSize: 10, items: [{ title: '综合热度榜' }] } });
  await gw.query(LIST, { variables: { page: 1 } });
  expect(pages()).toEqual(['1']);
  await gw.query(LIST, { variables: { page: 2 } });
  await gw.query(LIST, { variables: { page: 2 } });
  expect(pages()).toEqual(['1', '2', '2']);
  gw.clock.advance(3601);
  await gw.query(LIST, { variables: { page: 1 } });
  expect(pages()).toEqual(['1', '2', '2', '1']);
});

it('answers null for unknown news, topic and ranking ids, and maps known ones', async () => {
  const res = await gw.query(`query DetailsQuery {
    news(id: "9") { title viewCount bodyHtml previous { id } next { id title } brand { name } }
    topic(id: "4") { title brands { name } previous { id } }
    ranking(id: "1") { title brands { name } }
    noNews: news(id: "404") { id } noTopic: topic(id: "404") { id } noRanking: ranking(id: "404") { id }
    badId: news(id: "abc") { id }
  }`);
  expect(res.errors).toBeUndefined();
  expect(res.data).toEqual({
    news: { title: '新闻', viewCount: 12, bodyHtml: '<p>正文</p>', previous: null, next: { id: '10', title: '下一篇' }, brand: null },
    topic: { title: '专题', brands: [{ name: '蜜雪冰城' }], previous: null },
    ranking: { title: '综合热度榜', brands: [{ name: '蜜雪冰城' }] },
    noNews: null,
    noTopic: null,
    noRanking: null,
    badId: null,
  });
});

it('asks the upstream for news/show on every operation (it counts views), yet serves the last copy in an outage', async () => {
  const n = () => upstream.count(contentPaths.newsShow);
  const before = n();
  await gw.query('query NewsViewQuery { news(id: "9") { title } }');
  await gw.query('query NewsViewQuery { news(id: "9") { title } }');
  expect(n()).toBe(before + 2);
  upstream.behave(contentPaths.newsShow, 'error500');
  try {
    const res = await gw.query('query NewsViewQuery { news(id: "9") { title } }');
    expect(res.errors).toBeUndefined();
    expect(res.data?.news).toEqual({ title: '新闻' });
  } finally {
    upstream.behave(contentPaths.newsShow, 'ok');
  }
});
