// Tabs that are links (the brand list's 加盟项目 / 品牌认证, the certified list's categories): each tab is
// its own address, so they work before hydration, by keyboard (Tab + Enter) and for crawlers. The
// current one carries aria-current="page". An optional note (共找到 N 个品牌) sits at the right.
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { palette } from '../palette';

const CSS = `
.sj-link-tabs{display:flex;flex-wrap:wrap;align-items:flex-end;border-bottom:2px solid ${palette.red};margin:0 0 4px;padding:0;list-style:none}
.sj-link-tabs a{display:block;padding:0 20px;line-height:38px;font-size:15px}
.sj-link-tabs a[aria-current]{background:${palette.redText};color:#fff;font-weight:bold}
.sj-link-tabs-note{margin-left:auto;align-self:center;color:${palette.muted};font-size:13px}
`;

export interface LinkTab {
  label: string;
  to: string;
  current: boolean;
}

export function LinkTabs({ tabs, label, note }: { tabs: ReadonlyArray<LinkTab>; label: string; note?: ReactNode }) {
  return (
    <nav aria-label={label}>
      <style href="sj-link-tabs" precedence="default">
        {CSS}
      </style>
      <ul className="sj-link-tabs">
        {tabs.map((t) => (
          <li key={t.to}>
            <Link to={t.to} aria-current={t.current ? 'page' : undefined}>
              {t.label}
            </Link>
          </li>
        ))}
        {note ? <li className="sj-link-tabs-note">{note}</li> : null}
      </ul>
    </nav>
  );
}
