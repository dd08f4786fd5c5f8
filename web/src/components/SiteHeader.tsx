// Shared chrome: logo and the main navigation (SPEC §2).
import { NavLink } from 'react-router';
import { SITE_NAME } from './site';

const NAV: ReadonlyArray<readonly [string, string]> = [
  ['/', '首页'],
  ['/shangji', '品牌库'],
  ['/vip', '认证品牌'],
  ['/top', '十大品牌'],
  ['/news', '头条'],
  ['/zhuanti', '专题'],
  ['/zhiku', '智库'],
  ['/brandmarket', '品牌营销'],
  ['/sitemap', '网站地图'],
];

// Plain elements and the chrome's static classes (web/src/chrome-css.ts): no style resolution per render.
export function SiteHeader() {
  return (
    <header className="sj-header">
      <div className="sj-container sj-header-row">
        {/* The accessible name is the visible logo text plus 首页 (label matches content). */}
        <NavLink to="/">
          <div className="sj-logo">
            <div className="sj-logo-mark">商机</div>
            <div className="sj-logo-name">{SITE_NAME}</div>
            <span className="sj-sr-only">首页</span>
          </div>
        </NavLink>
        <div className="sj-slogan">专注品牌加盟 · 创业投资好项目</div>
      </div>
      <nav aria-label="主导航" className="sj-mainnav">
        <div className="sj-container sj-mainnav-row">
          {NAV.map(([to, label]) => (
            <NavLink key={to} to={to} end={to === '/'}>
              {label}
            </NavLink>
          ))}
        </div>
      </nav>
    </header>
  );
}
