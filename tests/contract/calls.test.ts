// Black-box: every call of @shangji/contract, over HTTP, against CONTRACT_BASE_URL or our local upstream.
// Parameters are discovered through the API itself (no database access), so the same suite can check
// any implementation. Answers must match the contract exactly: an unknown field is a breach here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { breachesOf, calls, type CallName, errorEnvelope, type WireParams } from '@shangji/contract';
import { contractTarget, request, type Target } from './base-url';

let target: Target;
const found: { brandId?: number; posterBrandId?: number; pinyin?: string; newsId?: number; topicId?: number; rankingId?: number; province?: string } = {};

async function call(name: CallName, params: WireParams = {}) {
  const c = calls[name];
  const res = await request(target.baseUrl, c.method, c.path, params);
  expect(res.status, `${name} HTTP status`).toBe(200);
  return res.body;
}

/** Calls, expects code 200, and returns the breaches of the answer (strict). */
async function conform(name: CallName, params: WireParams = {}) {
  const body = await call(name, params);
  expect(body.code, `${name} ${JSON.stringify(params)}: ${body.msg}`).toBe(200);
  return { data: body.data as never, breaches: breachesOf(name, body.data, { strict: true }) };
}

beforeAll(async () => {
  target = await contractTarget();
  const list = (await conform('brandList', { page: 1 })).data as { listinfo: { id: number }[]; classifyList: { pinyin: string }[] };
  found.brandId = list.listinfo[0]?.id;
  found.pinyin = list.classifyList[0]?.pinyin;
  for (const b of list.listinfo) {
    const show = (await call('brandShow', { id: b.id })).data as { pcposter?: string };
    if (show.pcposter) {
      found.posterBrandId = b.id;
      break;
    }
  }
  found.newsId = ((await conform('newsList', { page: 1 })).data as { listinfo: { id: number }[] }).listinfo[0]?.id;
  found.topicId = ((await conform('topicList', { page: 1 })).data as { listinfo: { id: number }[] }).listinfo[0]?.id;
  found.rankingId = ((await conform('topList', { page: 1 })).data as { listinfo: { id: number }[] }).listinfo[0]?.id;
  found.province = ((await conform('city')).data as { value: string }[])[0]?.value;
});
afterAll(async () => {
  await target?.close();
});

describe('every read call answers within the contract', () => {
  const cases: [CallName, () => WireParams][] = [
    ['brandShow', () => ({ id: found.brandId })],
    ['relatedData', () => ({ type: 'zhaoshang', num: 5 })],
    ['relatedNews', () => ({ type: 'news', num: 5 })],
    ['relatedTopics', () => ({ type: 'zhuanti', num: 5 })],
    ['relatedBrands', () => ({ topid: 1, num: 5 })],
    ['randomBrands', () => ({ num: 5 })],
    ['topBrands', () => ({ pinyin: found.pinyin, num: 5 })],
    ['mapData', () => ({ type: 'list', page: 1 })],
    ['mapData', () => ({ type: 'show', page: 1, keyword: '火锅' })],
    ['guestbook', () => ({})],
    ['classify', () => ({})],
    ['indexMain', () => ({})],
    ['links', () => ({})],
    ['newData', () => ({ cid: 0, num: 5, type: 0 })],
    ['cidBrandNav', () => ({})],
    ['tradeBrandTop', () => ({})],
    ['cidSearch', () => ({})],
    ['menu', () => ({ pid: 0 })],
    ['adG01', () => ({})],
    ['adG02', () => ({})],
    ['city', () => ({})],
    ['city', () => ({ action: 'children', value: found.province })],
    ['vipClassify', () => ({})],
    ['vipData', () => ({ cid: 0, num: 5, type: 'new' })],
    ['brandMain', () => ({})],
    ['brandList', () => ({ pinyin: found.pinyin, page: 1 })],
    ['brandSearch', () => ({ keyword: '加盟', page: 1 })],
    ['brandPoster', () => ({ id: found.posterBrandId })],
    ['newsMain', () => ({})],
    ['newsList', () => ({ page: 1 })],
    ['newsSearch', () => ({ keyword: '加盟', page: 1 })],
    ['newsShow', () => ({ id: found.newsId })],
    ['topicMain', () => ({})],
    ['topicList', () => ({ page: 1 })],
    ['topicSearch', () => ({ keyword: '加盟', page: 1 })],
    ['topicShow', () => ({ id: found.topicId })],
    ['topMain', () => ({})],
    ['topList', () => ({ page: 1 })],
    ['topShow', () => ({ id: found.rankingId })],
    ['suggest', () => ({ table: 'zhaoshang', where: '', field: 'title', keyword: '茶', order: 'count', limit: 10 })],
    ['comments', () => ({ uid: found.brandId, page: 1, tab: 1 })],
    ['recordBrand', () => ({ id: found.brandId })],
    ['recordSummaries', () => ({ ids: String(found.brandId) })],
    ['brandResponse', () => ({ id: found.brandId })],
    ['recordListCounts', () => ({ pinyin: found.pinyin, filed: 1 })],
    ['brandList', () => ({ pinyin: 'all', filed: 1, twostores: 1, page: 1 })],
  ];
  it.each(cases)('%s', async (name, params) => {
    const p = params();
    expect(Object.values(p).every((v) => v !== undefined), `parameters for ${name} found through the API`).toBe(true);
    const { breaches } = await conform(name, p);
    expect(breaches).toEqual([]);
  });
});

describe('unknown ids are refused with code 400 and a Chinese message', () => {
  it.each(['brandShow', 'newsShow', 'topicShow', 'topShow', 'brandPoster', 'recordBrand', 'brandResponse'] as CallName[])('%s', async (name) => {
    errorEnvelope.parse(await call(name, { id: 987_654_321 }));
  });
});

describe('我的咨询 without a proof of the number', () => {
  // Proving needs an SMS code (a phone): black-box, only the refusal is checkable. Code 401, a Chinese
  // msg, no data; 退出 always succeeds.
  it.each([
    ['myEnquiries', {}],
    ['myWithdraw', { id: '1' }],
    ['myDelete', { ids: '1' }],
    ['myDoNotContact', { on: 1 }],
  ] as [CallName, WireParams][])('%s is refused with code 401', async (name, params) => {
    const body = await call(name, params);
    expect(body).toMatchObject({ code: 401, data: null });
    expect(body.msg).toMatch(/[\u4e00-\u9fff]/);
  });
  it('myEnd answers code 200', async () => {
    expect(await call('myEnd')).toMatchObject({ code: 200, data: null });
  });
  it('myProve refuses a code never sent', async () => {
    const body = await call('myProve', { mobile: '13800000000', code: '123456' });
    expect(body).toMatchObject({ code: 400, data: null });
  });
});

describe('the checker itself', () => {
  it('names the call and the field of a breach, and counts an unknown field in strict mode', () => {
    const b = breachesOf('guestbook', [{ id: 1, name: '张**', addtime: '1分钟前', titel: 'x' }], { strict: true });
    expect(b.join('\n')).toMatch(/data\.0\.title/);
    expect(b.join('\n')).toMatch(/titel/);
    expect(breachesOf('guestbook', [{ id: 1, name: '张**', addtime: '1分钟前', title: 'x', extra: 1 }])).toEqual([]);
  });
});
