// SPEC §2 pagination: 首页 / 上一页, a window of up to 7 page numbers starting at current − 3,
// 下一页 / 尾页. Real links (crawlable, work before hydration) to the current address with only p
// changed; unavailable steps render as inert text. Nothing renders for a single page.
import { useLocation } from 'react-router';
import { PageLink } from './PageLink';
import { pageQuery } from '../routing/page-params';
import { pageHref, pageWindow } from './paging';

export interface PagerProps {
  /** The current page, as read by readPage() in the loader. */
  page: number;
  /** Number of pages: pageCount(total, pageSize). */
  pageCount: number;
  /** Accessible name of the navigation landmark. */
  label?: string;
}

export function Pager({ page, pageCount, label = '分页' }: PagerProps) {
  const { pathname, search } = useLocation();
  if (pageCount <= 1) return null;
  const current = Math.min(Math.max(1, page), pageCount);
  // Only the parameters pages read (and the page cache keys on) are carried over: see page-params.ts.
  const href = (n: number) => pageHref(pathname, pageQuery(search), n);
  const step = (n: number, text: string, enabled: boolean) =>
    enabled ? (
      <PageLink to={href(n)} className="sj-pager-step">
        {text}
      </PageLink>
    ) : (
      <span className="sj-pager-step" aria-disabled="true">
        {text}
      </span>
    );
  return (
    <nav aria-label={label} className="sj-pager">
      {step(1, '首页', current > 1)}
      {step(current - 1, '上一页', current > 1)}
      {pageWindow(current, pageCount).map((n) =>
        n === current ? (
          <span key={n} aria-current="page" className="sj-pager-num">
            {n}
          </span>
        ) : (
          <PageLink key={n} to={href(n)} className="sj-pager-num" aria-label={`第${n}页`}>
            {n}
          </PageLink>
        ),
      )}
      {step(current + 1, '下一页', current < pageCount)}
      {step(pageCount, '尾页', current < pageCount)}
    </nav>
  );
}
