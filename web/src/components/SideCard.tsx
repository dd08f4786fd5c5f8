// A titled card of the right-hand column (相关品牌, 相关资讯, 猜你喜欢 …), with an optional 更多 link or
// any other control (换一批) beside the title.
import type { ReactNode } from 'react';
import { PageLink } from './PageLink';

export interface SideCardProps {
  title: string;
  /** Where 更多 leads; no link when omitted. */
  moreTo?: string;
  moreLabel?: string;
  /** A control shown beside the title instead of the more link (e.g. a 换一批 button). */
  extra?: ReactNode;
  children: ReactNode;
}

export function SideCard({ title, moreTo, moreLabel = '更多', extra, children }: SideCardProps) {
  return (
    <section className="sj-card sj-side-card" aria-label={title}>
      <div className="sj-side-card-head">
        <h2 className="sj-card-title">{title}</h2>
        {extra ?? (moreTo ? (
          <PageLink to={moreTo} className="sj-more">
            {moreLabel}
            <span className="sj-sr-only">{title}</span>
          </PageLink>
        ) : null)}
      </div>
      {children}
    </section>
  );
}
