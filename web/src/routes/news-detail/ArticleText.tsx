// The article itself as /news/{id} shows it: headline, date, author and views, an optional block under
// them (the linked brand), and the sanitised body. The back office's preview renders this same component
// with the gateway's same sanitiser (web/src/admin/screens/ArticlePreview.tsx), so what an editor
// previews is what the page will show.
import type { ReactNode } from 'react';
import { SafeHtml } from '../../components/SafeHtml';
import { SITE_NAME } from '../../components/site';

export interface ArticleTextProps {
  title: string;
  /** YYYY-MM-DD HH:mm. */
  publishedAt: string;
  author?: string | null;
  viewCount?: number | null;
  /** Sanitised by the gateway (server/src/graphql/sanitize.ts). */
  bodyHtml: string | null | undefined;
  /** Between the meta line and the body (the linked brand's card). */
  lead?: ReactNode;
  /** After the body (previous / next). */
  children?: ReactNode;
}

export function ArticleText({ title, publishedAt, author, viewCount, bodyHtml, lead, children }: ArticleTextProps) {
  return (
    <article className="sj-card" aria-labelledby="article-title">
      <h1 id="article-title" className="sj-article-title">
        {title}
      </h1>
      <p className="sj-item-meta sj-article-meta">
        <span>
          发布时间：<time>{publishedAt}</time>
        </span>
        <span>作者：{author || SITE_NAME}</span>
        <span>浏览：{viewCount ?? 0}</span>
      </p>
      {lead}
      <SafeHtml html={bodyHtml} />
      {children}
    </article>
  );
}
