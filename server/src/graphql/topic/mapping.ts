// zhuanti/main and zhuanti/list → schema names; topics stay wire objects for the Topic resolvers.
import type { ResolversTypes } from '../../generated/resolvers';
import type { WireTopicList, WireTopicMain } from '@shangji/contract';
import { listCategory } from '../brand/mapping';
import { categoryFromClassify, categoryFromRef } from '../category/mapping';

/** SPEC §9: topic list and topic search, 20 per page. */
export const TOPIC_PAGE_SIZE = 20;

export function topicHome(m: WireTopicMain): ResolversTypes['TopicHome'] {
  return {
    banners: m.banner ?? [],
    latest: m.zhuantiNew ?? [],
    sections: (m.list ?? []).map((s) => ({ category: categoryFromRef(s), topics: s.zhuanti ?? [] })),
  };
}

export function topicListing(l: WireTopicList, page: number): ResolversTypes['TopicListing'] {
  return {
    categories: (l.classifyList ?? []).map(categoryFromClassify),
    category: listCategory(l.category),
    topics: { items: l.listinfo ?? [], total: l.totalcount ?? 0, page, pageSize: TOPIC_PAGE_SIZE },
  };
}
