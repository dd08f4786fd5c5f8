// Tabs that are links (the brand list's 加盟项目 / 品牌认证, the certified list's categories): each tab is
// its own address, so they work before hydration, by keyboard (Tab + Enter) and for crawlers. The
// current one carries aria-current="page". An optional note (共找到 N 个品牌) sits at the right.
import type { ReactNode } from 'react';
import { PageLink } from './PageLink';
import { Sheet } from './Sheet';
import sheet from './LinkTabs.css.ts?sheet';

export interface LinkTab {
  label: string;
  to: string;
  current: boolean;
}

export function LinkTabs({ tabs, label, note }: { tabs: ReadonlyArray<LinkTab>; label: string; note?: ReactNode }) {
  return (
    <nav aria-label={label}>
      <Sheet sheet={sheet} />
      <ul className="sj-link-tabs">
        {tabs.map((t) => (
          <li key={t.to}>
            <PageLink to={t.to} aria-current={t.current ? 'page' : undefined}>
              {t.label}
            </PageLink>
          </li>
        ))}
        {note ? <li className="sj-link-tabs-note">{note}</li> : null}
      </ul>
    </nav>
  );
}
