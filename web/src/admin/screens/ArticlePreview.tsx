// 预览: the article as /news/{id} will show it — the public page's own component (ArticleText) and
// styles, with the body sanitised by the gateway's own sanitiser (the `editorialPreview` field), so
// anything the site would strip is already gone here.
import { Sheet } from '../../components/Sheet';
import { ArticleText } from '../../routes/news-detail/ArticleText';
import articleSheet from '../../routes/news-detail/styles.css.ts?sheet';
import previewSheet from './article-preview.css.ts?sheet';

/** `2026-11-28 14:05` as the public page writes publication times. */
export function publicTime(iso: string | null | undefined): string {
  const d = iso ? new Date(iso) : new Date();
  const p = Object.fromEntries(
    new Intl.DateTimeFormat('zh-CN', { timeZone: 'Asia/Shanghai', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hour12: false })
      .formatToParts(d)
      .map((x) => [x.type, x.value]),
  );
  return `${p.year}-${p.month}-${p.day} ${p.hour === '24' ? '00' : p.hour}:${p.minute}`;
}

export function ArticlePreview({ title, author, publishedAt, bodyHtml }: { title: string; author: string; publishedAt: string | null; bodyHtml: string | null }) {
  return (
    <div className="sj-preview-frame" data-testid="article-preview">
      <Sheet sheet={previewSheet} />
      <Sheet sheet={articleSheet} />
      <p className="sj-preview-note">预览：与前台文章页的正文部分一致（已按前台规则过滤）。</p>
      <ArticleText title={title || '（未填写标题）'} publishedAt={publicTime(publishedAt)} author={author} viewCount={0} bodyHtml={bodyHtml} />
    </div>
  );
}
