// Rankings: top/list is cached 3600 s on page 1 and never when paging (SPEC §7); unknown ids are null.
import { expect, it } from 'vitest';
import { gatewayOverFakeUpstream } from '../../test/gateway';
import { calls } from '@shangji/contract';

const stack = gatewayOverFakeUpstream();

const LIST = 'query RankingListQuery($page: Int) { rankingList(page: $page) { rankings { total page pageSize items { title } } } }';

it('caches top/list page 1 and asks the upstream for every later page', async () => {
  const pages = () => stack.upstream.seen.filter((s) => s.path === calls.topList.path).map((s) => s.params.get('page'));
  const first = await stack.gw.query(LIST, { variables: { page: 1 } });
  expect(first.data?.rankingList).toEqual({ rankings: { total: 11, page: 1, pageSize: 10, items: [{ title: '综合热度榜' }] } });
  await stack.gw.query(LIST, { variables: { page: 1 } });
  expect(pages()).toEqual(['1']);
  await stack.gw.query(LIST, { variables: { page: 2 } });
  await stack.gw.query(LIST, { variables: { page: 2 } });
  expect(pages()).toEqual(['1', '2', '2']);
  stack.gw.clock.advance(3601);
  await stack.gw.query(LIST, { variables: { page: 1 } });
  expect(pages()).toEqual(['1', '2', '2', '1']);
});

it('answers null for unknown news, topic and ranking ids, and maps known ones', async () => {
  const res = await stack.gw.query(`query DetailsQuery {
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
  const n = () => stack.upstream.count(calls.newsShow.path);
  const before = n();
  await stack.gw.query('query NewsViewQuery { news(id: "9") { title } }');
  await stack.gw.query('query NewsViewQuery { news(id: "9") { title } }');
  expect(n()).toBe(before + 2);
  stack.upstream.behave(calls.newsShow.path, 'error500');
  try {
    const res = await stack.gw.query('query NewsViewQuery { news(id: "9") { title } }');
    expect(res.errors).toBeUndefined();
    expect(res.data?.news).toEqual({ title: '新闻' });
  } finally {
    stack.upstream.behave(calls.newsShow.path, 'ok');
  }
});
