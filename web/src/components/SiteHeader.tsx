// Shared chrome (SPEC §2): logo, the search box with its industry dropdown and hot searches, the
// brand-entry banner, and the main navigation. Plain elements and the chrome's static classes
// (web/src/chrome-css.ts): no style resolution per render. Its links are plain anchors that navigate
// client-side through one delegated handler (plain-links.ts): ~20 router links cost ~5% of a page render.
import { useLocation } from 'react-router';
import { Pasted } from './Pasted';
import { usePlainLinkNavigation } from './plain-links';
import { SearchBox, type SearchIndustry } from './SearchBox';
import { searchHref } from './search-href';
import { SITE_NAME } from './site';

/** The main navigation. 智库 has no route of its own: docs/decisions/0040-think-tank-link.md. */
export const NAV: ReadonlyArray<readonly [string, string]> = [
  ['/', '首页'],
  ['/shangji', '品牌库'],
  ['/vip', '认证品牌'],
  ['/top', '十大品牌'],
  ['/news', '头条'],
  ['/zhuanti', '专题'],
  ['/news/zhidao', '智库'],
  ['/brandmarket', '品牌营销'],
  ['/sitemap', '网站地图'],
];

export interface HotSearchItem {
  id: string;
  title: string;
}

/** Whether a navigation entry is the current section (React Router's NavLink rule, case-insensitive). */
export function isCurrentSection(pathname: string, to: string, end: boolean): boolean {
  const path = pathname.toLowerCase();
  return path === to || (!end && path.startsWith(to === '/' ? '/' : `${to}/`));
}

/** The site logo, a link home; a plain anchor, so it must sit inside a container handling plain links. */
export function Logo() {
  const { pathname } = useLocation();
  // The accessible name is the visible logo text plus 首页 (label matches content).
  return (
    <a href="/" className="sj-logo" aria-current={pathname === '/' ? 'page' : undefined}>
      <span className="sj-logo-mark">商机</span>
      <span className="sj-logo-name">{SITE_NAME}</span>
      <span className="sj-sr-only">首页</span>
    </a>
  );
}

export function HotSearches({ items }: { items: ReadonlyArray<HotSearchItem> }) {
  if (!items.length) return null;
  const shown = items.slice(0, 8);
  // The same on every page until the list changes: pasted on the server (Pasted.tsx), keyed by its entries.
  return (
    <Pasted as="nav" aria-label="热门搜索" className="sj-hot-searches" markupKey={`hot\n${shown.map((h) => `${h.id}\t${h.title}`).join('\n')}`}>
      <HotSearchLinks items={shown} />
    </Pasted>
  );
}

function HotSearchLinks({ items }: { items: ReadonlyArray<HotSearchItem> }) {
  return (
    <>
      <span>热门搜索：</span>
      {items.map((h) => (
        <a key={h.id} href={searchHref(h.title)}>
          {h.title}
        </a>
      ))}
    </>
  );
}

/** The main navigation's links, `current` (an index of NAV, or -1) marked: pasted by it on the server. */
function MainNavRow({ current }: { current: number }) {
  return (
    <div className="sj-container sj-mainnav-row">
      {NAV.map(([to, label], i) => (
        <a key={to} href={to} className={i === current ? 'active' : undefined} aria-current={i === current ? 'page' : undefined}>
          {label}
        </a>
      ))}
    </div>
  );
}

export function SiteHeader({
  industries = [],
  hotSearches = [],
}: {
  industries?: ReadonlyArray<SearchIndustry>;
  hotSearches?: ReadonlyArray<HotSearchItem>;
}) {
  const { pathname } = useLocation();
  const onLinkClick = usePlainLinkNavigation();
  // At most one entry is current (/ and /news match only themselves), so the row is keyed by its index.
  const current = NAV.findIndex(([to]) => isCurrentSection(pathname, to, to === '/' || to === '/news'));
  return (
    <header className="sj-header" onClick={onLinkClick}>
      <div className="sj-container sj-header-row">
        <Logo />
        <div className="sj-slogan">专注品牌加盟 · 创业投资好项目</div>
        <div className="sj-header-search">
          <SearchBox id="sj-search" industries={industries} />
          <HotSearches items={hotSearches} />
        </div>
        <a href="/brandentry" className="sj-entry-banner">
          <strong>品牌入驻</strong>
          <span>免费申请 · 精准招商</span>
        </a>
      </div>
      <Pasted as="nav" aria-label="主导航" className="sj-mainnav" markupKey={`mainnav\n${current}`}>
        <MainNavRow current={current} />
      </Pasted>
    </header>
  );
}
