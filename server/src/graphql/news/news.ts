import type { NewsResolvers } from '../../generated/resolvers';

export const News: NewsResolvers = {
  id: (n) => String(n.id),
  title: (n) => n.title ?? '',
  summary: (n) => n.description ?? '',
  thumbnail: (n) => n.thumb ?? '',
  publishedAt: (n) => n.addtimes ?? '',
  publishedMonthDay: (n) => n.addtime_md ?? '',
};
