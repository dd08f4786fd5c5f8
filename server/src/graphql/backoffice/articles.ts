// News articles and topics in the back office (schema/backoffice-articles.graphql, docs/decisions/0122).
// @allow lets only ops and admin in; the upstream checks the role again. Bodies are sanitised here with the
// public pages' own rules (../sanitize.ts) before they are stored, so what the editor saves, previews and
// publishes is what a visitor's page shows; the public resolvers sanitise again when they read it.
import type { ArticleKind, EnvelopeAnswer, WireArticle, WireArticleRow } from '@shangji/contract';
import type {
  Editorial, EditorialKind, EditorialResult, EditorialRow, EditorialStatus, MutationResolvers, QueryResolvers,
} from '../../generated/resolvers';
import type { GraphQLContext } from '../context';
import { safeHtml } from '../sanitize';
import { dataOf, intId, invalidInput, iso, isoOrNull, lower, pagingOf, resultOf, upper } from './mapping';

const kindOf = (k: EditorialKind): ArticleKind => lower(k) as ArticleKind;
const publicPath = (kind: ArticleKind, id: number) => (kind === 'article' ? `/news/${id}` : `/zhuanti/${id}`);

function rowOf(r: WireArticleRow): Omit<EditorialRow, '__typename'> {
  return {
    id: String(r.id), kind: upper<EditorialKind>(r.kind), title: r.title, status: upper<EditorialStatus>(r.status), category: r.category,
    publishedAt: iso(r.published), publishAt: isoOrNull(r.publish_at), updatedAt: isoOrNull(r.updated),
  };
}

function editorialOf(a: WireArticle, mediaOrigin: string | undefined): Editorial {
  return {
    ...rowOf(a),
    bodyHtml: a.content,
    previewHtml: safeHtml(a.content, mediaOrigin),
    summary: a.description,
    keywords: a.keywords,
    thumbnail: a.thumb,
    author: a.author,
    categoryId: String(a.category_id),
    brands: a.brands.map((b) => ({ id: String(b.id), name: b.title })),
    publicPath: publicPath(a.kind, a.id),
  };
}

function editorialResult(context: GraphQLContext, answer: EnvelopeAnswer<WireArticle>): EditorialResult {
  const { ok, code, message } = resultOf(context, answer);
  return { ok, code, message, item: answer.code === 200 && answer.data ? editorialOf(answer.data, context.config.mediaOrigin) : null };
}

const refusedInput = (message: string): EditorialResult => ({ ok: false, code: 400, message, item: null });

/** An ISO 8601 time as seconds; undefined when absent. */
function secondsOf(value: string | null | undefined): number | undefined | null {
  if (value == null || value.trim() === '') return undefined;
  const ms = Date.parse(value);
  return Number.isFinite(ms) ? Math.floor(ms / 1000) : null;
}

export const articlesQuery: QueryResolvers = {
  editorials: async (_root, { kind, status, q, page, size }, context) => {
    const data = dataOf(context, await context.upstream.call('adminArticles', {
      kind: kindOf(kind), status: status ? (lower(status) as WireArticleRow['status']) : undefined, q: q?.trim().slice(0, 80) || undefined, ...pagingOf(page, size),
    }));
    return { total: data!.total, items: data!.items.map(rowOf) };
  },
  editorial: async (_root, { kind, id }, context) => {
    const n = intId(id);
    if (n === undefined) return null;
    const data = dataOf(context, await context.upstream.call('adminArticle', { kind: kindOf(kind), id: n }), true);
    return data && editorialOf(data, context.config.mediaOrigin);
  },
  editorialChoices: async (_root, _args, context) => {
    const data = dataOf(context, await context.upstream.call('adminArticleChoices', {}));
    const list = (l: { id: number; name: string; parent: string }[]) => l.map((c) => ({ id: String(c.id), name: c.name, parent: c.parent }));
    return { articleCategories: list(data!.article), topicCategories: list(data!.topic) };
  },
  editorialBrands: async (_root, { q }, context) => {
    const data = dataOf(context, await context.upstream.call('adminArticleBrands', { q: q.trim().slice(0, 40) }));
    return data!.map((b) => ({ id: String(b.id), name: b.title }));
  },
  editorialPreview: (_root, { bodyHtml }, context) => {
    if (bodyHtml.length > 400_000) throw invalidInput('正文过长，请分成几篇');
    return safeHtml(bodyHtml, context.config.mediaOrigin);
  },
};

export const articlesMutation: MutationResolvers = {
  saveEditorial: async (_root, { input }, context) => {
    const id = input.id == null || input.id === '' ? undefined : intId(input.id);
    if (id === null || (input.id && id === undefined)) return refusedInput('文章编号无效');
    const categoryId = intId(input.categoryId);
    if (categoryId === undefined) return refusedInput('请选择分类');
    const brandIds = (input.brandIds ?? []).map(intId);
    if (brandIds.some((b) => b === undefined)) return refusedInput('关联品牌不存在');
    const body = input.bodyHtml ?? '';
    if (body.length > 400_000) return refusedInput('正文过长，请分成几篇');
    return editorialResult(context, await context.upstream.call('adminSaveArticle', {
      kind: kindOf(input.kind), id, title: input.title, content: safeHtml(body, context.config.mediaOrigin) ?? '',
      description: input.summary ?? '', keywords: input.keywords ?? '', thumb: input.thumbnail ?? '', author: input.author ?? '', category_id: categoryId,
      brands: brandIds.join(','),
    }));
  },
  publishEditorial: async (_root, { kind, id, at }, context) => {
    const n = intId(id);
    if (n === undefined) return refusedInput('文章不存在或已删除');
    const secs = secondsOf(at);
    if (secs === null) return refusedInput('发布时间无效');
    return editorialResult(context, await context.upstream.call('adminPublishArticle', { kind: kindOf(kind), id: n, at: secs }));
  },
  unpublishEditorial: async (_root, { kind, id }, context) => {
    const n = intId(id);
    if (n === undefined) return refusedInput('文章不存在或已删除');
    return editorialResult(context, await context.upstream.call('adminUnpublishArticle', { kind: kindOf(kind), id: n }));
  },
  uploadEditorialImage: async (_root, { dataBase64 }, context) => {
    const answer = await context.upstream.call('adminUploadImage', { data: dataBase64 });
    const { ok, code, message } = resultOf(context, answer);
    return { ok, code, message, image: answer.code === 200 && answer.data ? answer.data : null };
  },
};
