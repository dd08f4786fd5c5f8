// The back office's article and topic calls (docs/decisions/0122): ops and admin write, schedule,
// publish and withdraw news articles (/news/<id>) and topics (/zhuanti/<id>), and upload their pictures.
// Every call is made on an account's behalf (`account: true`, see backoffice-calls.ts); nothing is cached.
import { z } from 'zod';
import { int } from './shapes/common';
import {
  ARTICLE_KINDS, ARTICLE_STATUSES, wireArticle, wireArticleBrand, wireArticleChoices, wireArticlePage, wireUploadedImage,
} from './shapes/backoffice-articles';

const base = { lifetime: 'each', answer: 'envelope', account: true } as const;
const kind = z.enum(ARTICLE_KINDS);
const ref = z.object({ kind, id: int });

export const articlesCalls = {
  adminArticles: {
    ...base, method: 'GET', path: '/admin/v1/articles',
    params: z.object({ kind, status: z.enum(ARTICLE_STATUSES).optional(), q: z.string().optional(), page: int.min(1).optional(), size: int.min(1).max(100).optional() }),
    data: wireArticlePage,
  },
  adminArticle: { ...base, method: 'GET', path: '/admin/v1/article', params: ref, data: wireArticle },
  adminArticleChoices: { ...base, method: 'GET', path: '/admin/v1/article/choices', params: z.object({}), data: wireArticleChoices },
  /** Brands by name for the related-brands picker (at most 20). */
  adminArticleBrands: { ...base, method: 'GET', path: '/admin/v1/article/brands', params: z.object({ q: z.string() }), data: z.array(wireArticleBrand) },
  /**
   * Creates (no id) or saves an article or topic. A draft stays a draft; saving a published one changes
   * the site at once. `brands`: comma-separated brand ids (an article takes one).
   */
  adminSaveArticle: {
    ...base, method: 'POST', path: '/admin/v1/article/save',
    params: z.object({
      kind, id: int.optional(), title: z.string(), content: z.string().optional(), description: z.string().optional(), keywords: z.string().optional(),
      thumb: z.string().optional(), author: z.string().optional(), category_id: int, brands: z.string().optional(),
    }),
    data: wireArticle,
  },
  /** Publishes now (no `at`, or `at` not in the future) or schedules for `at` (seconds since the epoch). */
  adminPublishArticle: { ...base, method: 'POST', path: '/admin/v1/article/publish', params: z.object({ kind, id: int, at: int.optional() }), data: wireArticle },
  /** Takes a published one down (withdrawn: 404, out of every list) or cancels a schedule (back to draft). */
  adminUnpublishArticle: { ...base, method: 'POST', path: '/admin/v1/article/unpublish', params: ref, data: wireArticle },
  /** A picture for an article or topic, base64: decoded, checked, re-encoded without metadata; never an SVG. */
  adminUploadImage: { ...base, method: 'POST', path: '/admin/v1/media/upload', params: z.object({ data: z.string() }), data: wireUploadedImage },
} as const;
