// Search over /index.php/v1/{model}/list and getSearch suggestions. The three models answer different
// item shapes; each hit is remembered with its kind so the SearchHit union can name its type.
import type { CallParams } from '@shangji/contract';
import type { QueryResolvers, SearchHitResolvers, SearchKind, SuggestionField, SuggestionScope } from '../../generated/resolvers';
import { BRAND_PAGE_SIZE } from '../brand/mapping';
import { NEWS_PAGE_SIZE } from '../news/mapping';
import { pageOf } from '../paging';
import { TOPIC_PAGE_SIZE } from '../topic/mapping';

type Table = CallParams<'suggest'>['table'];

const models: Record<SearchKind, { model: Table; call: 'brandSearch' | 'newsSearch' | 'topicSearch'; type: 'Brand' | 'News' | 'Topic'; pageSize: number }> = {
  BRAND: { model: 'zhaoshang', call: 'brandSearch', type: 'Brand', pageSize: BRAND_PAGE_SIZE },
  NEWS: { model: 'news', call: 'newsSearch', type: 'News', pageSize: NEWS_PAGE_SIZE },
  TOPIC: { model: 'zhuanti', call: 'topicSearch', type: 'Topic', pageSize: TOPIC_PAGE_SIZE },
};

const kindOf = new WeakMap<object, 'Brand' | 'News' | 'Topic'>();

export const SearchHit: SearchHitResolvers = {
  __resolveType: (hit) => kindOf.get(hit) ?? ('isvip' in hit ? 'Brand' : 'zhaoshangList' in hit ? 'Topic' : 'News'),
};

const scopes: Record<SuggestionScope, '' | 'isvip' | 'shop'> = { ALL: '', CERTIFIED: 'isvip', WITH_SHOPS: 'shop' };
const fields: Record<SuggestionField, 'title' | 'product' | 'company'> = { TITLE: 'title', PRODUCT: 'product', COMPANY: 'company' };

export const searchQuery: QueryResolvers = {
  search: async (_root, { kind, keyword, page, industry }, { upstream }) => {
    const { call, type, pageSize } = models[kind];
    const p = pageOf(page);
    const q = keyword.trim();
    if (!q) return { items: [], total: 0, totalIsEstimate: false, page: p, pageSize };
    const pinyin = industry?.trim();
    const data =
      kind === 'BRAND' && pinyin ? await upstream.call('brandSearch', { keyword: q, page: p, pinyin }) : await upstream.call(call, { keyword: q, page: p });
    if (!data) return null;
    for (const item of data.listinfo ?? []) kindOf.set(item, type);
    // Brand searches past the upstream's exact-count bound say so (decision 0027); news and topics never do.
    const totalIsEstimate = (data as { totalIsEstimate?: unknown }).totalIsEstimate === true;
    return { items: data.listinfo ?? [], total: data.totalcount ?? 0, totalIsEstimate, page: p, pageSize };
  },
  searchSuggestions: async (_root, { keyword, kind, scope, field }, { upstream }) => {
    const q = keyword.trim();
    if (!q) return [];
    const table = models[kind].model;
    // news and topics only have titles and no scopes upstream.
    const where = table === 'zhaoshang' ? { where: scopes[scope], field: fields[field] } : ({ where: '', field: 'title' } as const);
    const rows = await upstream.call('suggest', { table, ...where, keyword: q, order: 'count', limit: 10 });
    return rows?.map((r) => ({ id: String(r.id), title: r.title, popularity: Number(r.count) || 0 })) ?? null;
  },
};
