// The Brand mapping as a client sees it: schema names, sanitised HTML, derived flags.
import { expect, it } from 'vitest';
import { calls } from '@shangji/contract';
import { gatewayOverFakeUpstream } from '../../test/gateway';

const stack = gatewayOverFakeUpstream();

it('maps upstream names to schema names and derives flags', async () => {
  const res = await stack.gw.query(`query BrandDetailQuery {
    brand(id: "1") {
      id name summary certified claimed hasPoster enquiryTarget { brandId } origin
      feeBand { id name } category { id name pinyin } categoryPath { pinyin } headquarters { name } tags { name }
      gallery { image thumbnail } introHtml advantagesHtml
    }
  }`);
  expect(res.errors).toBeUndefined();
  expect(res.data?.brand).toEqual({
    id: '1',
    name: '蜜雪冰城',
    summary: '平价茶饮',
    certified: true,
    claimed: true,
    hasPoster: true,
    enquiryTarget: null, // the upstream sent guestbook: 'ok'
    origin: '郑州',
    feeBand: { id: '2', name: '10-20万' },
    category: { id: '12', name: '茶饮', pinyin: 'chayin' },
    categoryPath: [{ pinyin: 'canyin' }, { pinyin: 'chayin' }],
    headquarters: { name: '郑州' },
    tags: [{ name: '新品牌' }],
    gallery: [
      { image: '/media/brand/1/s1.svg', thumbnail: '/media/brand/1/t1.svg' },
      { image: '/media/brand/1/s2.svg', thumbnail: '/media/brand/1/s2.svg' }, // no thumbnail: the image stands in
    ],
    // An image that is not the site's media is dropped whole.
    introHtml: '<p>介绍</p>',
    advantagesHtml: null,
  });
});

it('never shows a full name or a phone number in the ticker', async () => {
  const res = await stack.gw.query('query TickerQuery { enquiryTicker { maskedName title } }');
  expect(res.data).toEqual({ enquiryTicker: [{ maskedName: '张**', title: '138****5678 咨询蜜雪冰城' }] });
});

it('asks related brands of a category by its pinyin slug as by its id, and none for an unknown slug', async () => {
  const { upstream, gw } = stack;
  const cids = () => upstream.seen.filter((s) => s.path === calls.relatedBrands.path).map((s) => s.params.get('cid'));
  const before = cids().length;
  const res = await gw.query(`{
    sub: relatedBrands(pinyin: "chayin", kind: HOT) { id }
    top: relatedBrands(pinyin: "canyin", kind: RECOMMENDED) { id }
    all: relatedBrands(pinyin: "all", kind: HOT, limit: 6) { id }
    unknown: relatedBrands(pinyin: "nosuchslug", kind: HOT) { id }
  }`);
  expect(res.errors).toBeUndefined();
  expect(res.data).toEqual({ sub: [{ id: '1' }], top: [{ id: '1' }], all: [{ id: '1' }], unknown: [] });
  expect(cids().slice(before).sort()).toEqual(['1', '12', null]);
});
