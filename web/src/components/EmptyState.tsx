// What a list shows when it has nothing: the spec's text (e.g. 暂无你要找的专题，重新切换条件试试吧…),
// optional suggestion links, and optional content such as recommended brands.
import type { ReactNode } from 'react';
import { PageLink } from './PageLink';

export interface EmptyStateProps {
  text: string;
  links?: ReadonlyArray<{ label: string; to: string }>;
  children?: ReactNode;
}

export function EmptyState({ text, links, children }: EmptyStateProps) {
  return (
    <div className="sj-empty" role="status">
      <p>{text}</p>
      {links?.length ? (
        <ul className="sj-empty-links">
          {links.map((l) => (
            <li key={l.to}>
              <PageLink to={l.to} className="sj-link">
                {l.label}
              </PageLink>
            </li>
          ))}
        </ul>
      ) : null}
      {children}
    </div>
  );
}
