// Topic (upstream zhuanti) → schema names. List calls omit brands, related topics and neighbours.
import type { TopicResolvers } from '../../generated/resolvers';
import { categoryFromRef } from '../category/mapping';
import { adjacent } from '../content/adjacent';

export const Topic: TopicResolvers = {
  id: (t) => String(t.id),
  title: (t) => t.title ?? '',
  summary: (t) => t.description ?? '',
  // Written in the back office without a cover: the site's generated cover of its title (the seed's
  // covers are drawn the same way), never an empty picture.
  thumbnail: (t) => t.thumb || `/media/topic/${t.id}.svg`,
  publishedAt: (t) => t.addtimes ?? '',
  publishedMonthDay: (t) => t.addtime_md ?? '',
  keywords: (t) => t.keyword || null,
  brands: (t) => t.zhaoshangList ?? [],
  related: (t) => t.zhuanti ?? [],
  previous: (t) => adjacent(t.pageinfo?.prev),
  next: (t) => adjacent(t.pageinfo?.next),
  categoryPath: (t) => (t.cidgl ?? []).map(categoryFromRef),
};
