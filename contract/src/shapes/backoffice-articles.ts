// Answer shapes of the back office's article and topic calls (contract/src/backoffice-articles-calls.ts,
// docs/decisions/0122). `kind` 'article' is a news article (/news/<id>), 'topic' a topic (/zhuanti/<id>).
import { z } from 'zod';
import { int } from './common';

export const ARTICLE_KINDS = ['article', 'topic'] as const;
export type ArticleKind = (typeof ARTICLE_KINDS)[number];
/** draft: never shown; scheduled: shown from publish_at on; published: shown; withdrawn: taken down (404). */
export const ARTICLE_STATUSES = ['draft', 'scheduled', 'published', 'withdrawn'] as const;
export type ArticleStatus = (typeof ARTICLE_STATUSES)[number];
export const ARTICLE_STATUS_LABELS: Record<ArticleStatus, string> = { draft: '草稿', scheduled: '定时发布', published: '已发布', withdrawn: '已下线' };

const kind = z.enum(ARTICLE_KINDS);
const status = z.enum(ARTICLE_STATUSES);
/** Seconds since the epoch. */
const secs = int;

export const wireArticleRow = z.strictObject({
  id: int,
  kind,
  title: z.string(),
  status,
  /** The category's name (a news channel, or a topic's sub-category). */
  category: z.string(),
  /** Publication time (addtime); for a scheduled one, when it will be published. */
  published: secs,
  /** The schedule (null unless scheduled). */
  publish_at: secs.nullable(),
  /** Last saved by the back office (null: never edited there). */
  updated: secs.nullable(),
});
export type WireArticleRow = z.infer<typeof wireArticleRow>;

export const wireArticlePage = z.strictObject({ items: z.array(wireArticleRow), total: int });
export type WireArticlePage = z.infer<typeof wireArticlePage>;

export const wireArticleBrand = z.strictObject({ id: int, title: z.string() });

/** One article or topic as the editor edits it. `content` is the body HTML as stored (articles only). */
export const wireArticle = z.strictObject({
  id: int,
  kind,
  title: z.string(),
  status,
  content: z.string(),
  description: z.string(),
  keywords: z.string(),
  thumb: z.string(),
  author: z.string(),
  /** menu id (article) or category id (topic). */
  category_id: int,
  category: z.string(),
  /** An article's one linked brand, or a topic's brands in order. */
  brands: z.array(wireArticleBrand),
  published: secs,
  publish_at: secs.nullable(),
  updated: secs.nullable(),
});
export type WireArticle = z.infer<typeof wireArticle>;

export const wireArticleCategory = z.strictObject({ id: int, name: z.string(), parent: z.string() });
/** What the editor's category picker offers: news channels for articles, sub-categories for topics. */
export const wireArticleChoices = z.strictObject({ article: z.array(wireArticleCategory), topic: z.array(wireArticleCategory) });
export type WireArticleChoices = z.infer<typeof wireArticleChoices>;

/** An uploaded picture: its address on the site's media path, and its size in pixels. */
export const wireUploadedImage = z.strictObject({ url: z.string(), width: int, height: int });
export type WireUploadedImage = z.infer<typeof wireUploadedImage>;
