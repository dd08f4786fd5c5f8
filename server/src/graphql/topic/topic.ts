// Topic (upstream zhuanti) → schema names. List calls omit brands, related topics and neighbours.
import type { TopicResolvers } from '../../generated/resolvers';
import { categoryFromRef } from '../category/mapping';
import { adjacent } from '../content/adjacent';

export const Topic: TopicResolvers = {
  id: (t) => String(t.id),
  title: (t) => t.title ?? '',
  summary: (t) => t.description ?? '',
  thumbnail: (t) => t.thumb ?? '',
  publishedAt: (t) => t.addtimes ?? '',
  publishedMonthDay: (t) => t.addtime_md ?? '',
  keywords: (t) => t.keyword || null,
  brands: (t) => t.zhaoshangList ?? [],
  related: (t) => t.zhuanti ?? [],
  previous: (t) => adjacent(t.pageinfo?.prev),
  next: (t) => adjacent(t.pageinfo?.next),
  categoryPath: (t) => (t.cidgl ?? []).map(categoryFromRef),
};
