// getCommentData → schema names. Comment HTML is visitor-written: sanitised before it reaches a page.
import type { BrandResolvers, CommentResolvers, ResolversTypes } from '../../generated/resolvers';
import type { WireCommentData } from '@shangji/contract';
import { safeHtml } from '../sanitize';

/** SPEC §9: 10 comments per page. */
export const COMMENT_PAGE_SIZE = 10;

export const Comment: CommentResolvers = {
  id: (c) => String(c.id),
  userLogo: (c) => c.user_logo ?? '',
  userName: (c) => c.user_name ?? '',
  score: (c) => Number(c.score) || 0,
  date: (c) => c.date ?? '',
  contentHtml: (c, _a, { config }) => safeHtml(c.content, config.mediaOrigin) ?? '',
  pictures: (c) => c.pics ?? [],
};

export function commentListing(d: WireCommentData, page: number): ResolversTypes['CommentListing'] {
  return {
    commentCount: d.comment_num ?? 0,
    averageScore: Number(d.avgScore) || 0,
    groups: (d.groupNumNew ?? []).map((g) => ({ id: g.tag, name: g.show_content, count: g.count })),
    comments: { items: d.comment_list ?? [], total: d.totalNum ?? 0, page, pageSize: COMMENT_PAGE_SIZE },
    brand: d.zhaoshang,
  };
}

/** A brand's review count and average score, from the first page of its comments (the compare page). */
export const brandReviewFields: Pick<BrandResolvers, 'reviewSummary'> = {
  reviewSummary: async (b, _a, { upstream }) => {
    const d = await upstream.call('comments', { uid: b.id, page: 1, tab: 1 }).catch(() => null);
    if (!d) return null;
    const count = d.comment_num ?? 0;
    return { count, averageScore: count > 0 ? Number(d.avgScore) || 0 : null };
  },
};
