import type { TopicResolvers } from '../../generated/resolvers';

export const Topic: TopicResolvers = {
  id: (t) => String(t.id),
  title: (t) => t.title ?? '',
  summary: (t) => t.description ?? '',
  thumbnail: (t) => t.thumb ?? '',
  publishedAt: (t) => t.addtimes ?? '',
};
