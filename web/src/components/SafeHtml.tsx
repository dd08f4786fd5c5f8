// An HTML block from the gateway: brand sections, news and topic bodies, comments. The gateway has
// already sanitised it (server/src/graphql/sanitize.ts); never pass HTML from anywhere else.
export function SafeHtml({ html, emptyText = '暂无内容' }: { html: string | null | undefined; emptyText?: string }) {
  if (!html?.trim()) return <p className="sj-muted">{emptyText}</p>;
  return <div className="sj-html" dangerouslySetInnerHTML={{ __html: html }} />;
}
