// A stub executable schema with fixed fixtures (no upstream), for SSR tests and for running the pages
// before an upstream exists. Brand ids above 1000 do not exist; odd ids are certified and have shops.
import { GraphQLError } from 'graphql';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { readFileSync, readdirSync } from 'node:fs';

const dir = new URL('../../../schema/', import.meta.url);
const typeDefs = readdirSync(dir).filter((f) => f.endsWith('.graphql')).map((f) => readFileSync(new URL(f, dir), 'utf8'));
const cat = { id: '1', name: '餐饮', pinyin: 'canyin', children: [] };
const brand = (id: number) => ({
  id: String(id), name: `品牌${id}号火锅`, summary: '好吃的火锅', thumbnail: '/media/x.png',
  gallery: [1, 2, 3].map((i) => ({ image: `/media/${id}-${i}.png`, thumbnail: `/media/${id}-${i}.png` })),
  certified: id % 2 === 1, claimed: id % 2 === 1, feeBand: { id: '3', name: '10-20万' }, category: cat, categoryPath: [cat],
  headquarters: { id: '1', name: '成都' }, tags: [{ id: '1', name: '新品牌' }], mainProduct: '火锅', company: '某某餐饮有限公司',
  suitableCrowd: '创业者', origin: '成都', foundedYear: '2012', franchiseeCount: 120, shopCount: id % 2 === 1 ? 30 : 0, phone: '400-123-4567',
  introHtml: '<p>介绍</p>'.repeat(30), advantagesHtml: '<p>优势</p>'.repeat(30), conditionsHtml: '<p>条件</p>'.repeat(30), processHtml: '<p>流程</p>'.repeat(30),
  enquiryTarget: null, hasPoster: true, keywords: 'k', pinyin: 'p', listedOn: '2020-01-01',
});
const list = (n: number) => Array.from({ length: n }, (_, i) => brand(i + 10));
export const stubSchema = makeExecutableSchema({
  typeDefs,
  resolvers: {
    Query: {
      ok: () => true,
      brand: (_: unknown, a: { id: string }) => {
        if (a.id === '666') throw new Error('upstream unavailable');
        if (a.id === '503') throw new GraphQLError('上游服务超时', { extensions: { code: 'UPSTREAM_TIMEOUT' } });
        return Number(a.id) > 1000 ? null : brand(Number(a.id));
      },
      relatedBrands: () => list(6), similarBrands: () => list(6), randomBrands: () => list(6), topBrands: () => list(10),
      categories: () => [cat],
      enquiryTicker: () => Array.from({ length: 10 }, (_, i) => ({ id: String(i), maskedName: '张**', title: '火锅', time: '1分钟前' })),
      nearbyShops: async (_: unknown, a: { page: number }) => {
        await new Promise((r) => setTimeout(r, 300));
        return { total: 30, page: a.page, pageSize: 20, items: Array.from({ length: 20 }, (_, i) => ({ id: `${a.page}-${i}`, name: `门店${i}`, address: '某路', longitude: 0, latitude: 0, rating: 4.5, averagePrice: 60, reviewCount: 3, kind: '火锅' })) };
      },
      relatedNews: () => Array.from({ length: 8 }, (_, i) => ({ id: String(i), title: `新闻${i}`, summary: '', thumbnail: '', publishedAt: '', publishedMonthDay: '01-02' })),
      relatedTopics: () => [],
    },
  },
});
