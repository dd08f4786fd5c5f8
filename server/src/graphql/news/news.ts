// News (upstream news) → schema names. List calls omit the detail fields; zhaoshang is [] when unlinked.
import type { NewsResolvers } from '../../generated/resolvers';
import { categoryFromRef } from '../category/mapping';
import { adjacent } from '../content/adjacent';
import { safeHtml } from '../sanitize';

export const News: NewsResolvers = {
  id: (n) => String(n.id),
  title: (n) => n.title ?? '',
  summary: (n) => n.description ?? '',
  // Written in the back office without a cover: the site's generated cover of its title (the seed's
  // covers are drawn the same way), never an empty picture.
  thumbnail: (n) => n.thumb || `/media/news/${n.id}.svg`,
  publishedAt: (n) => n.addtimes ?? '',
  publishedMonthDay: (n) => n.addtime_md ?? '',
  author: (n) => n.author || null,
  viewCount: (n) => (n.count == null ? null : Number(n.count)),
  bodyHtml: (n, _a, { config }) => safeHtml(n.content, config.mediaOrigin),
  keywords: (n) => n.keyword || null,
  categoryPath: (n) => (n.cidgl ?? []).map(categoryFromRef),
  previous: (n) => adjacent(n.pageinfo?.prev),
  next: (n) => adjacent(n.pageinfo?.next),
  related: (n) => n.news ?? [],
  brand: (n) => (n.zhaoshang && !Array.isArray(n.zhaoshang) ? n.zhaoshang : null),
};
