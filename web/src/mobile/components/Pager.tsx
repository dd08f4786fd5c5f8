// Previous / next paging for a phone: two large links and where you are, same `p` parameter as the desktop.
export function Pager({ page, pageCount, href }: { page: number; pageCount: number; href: (page: number) => string }) {
  if (pageCount <= 1) return null;
  return (
    <nav className="m-pager" aria-label="分页">
      {page > 1 ? <a href={href(page - 1)} rel="prev">上一页</a> : <span aria-disabled="true">上一页</span>}
      <span aria-current="page">
        第 {page} / {pageCount} 页
      </span>
      {page < pageCount ? <a href={href(page + 1)} rel="next">下一页</a> : <span aria-disabled="true">下一页</span>}
    </nav>
  );
}

/** `path` with `?p=N` (none for page 1), as the desktop pager writes it. */
export function pageHref(path: string, page: number): string {
  if (page <= 1) return path;
  return `${path}${path.includes('?') ? '&' : '?'}p=${page}`;
}
