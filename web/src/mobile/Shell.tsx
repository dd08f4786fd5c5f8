// The mobile document: head, the header with search, the page, and the footer with the risk notice of
// every page (SPEC §1), the 电脑版 choice and the hotline. Touch-first for 360–430 px screens: one column,
// tap targets of 44 px or more, nothing wider than the screen (mobile/mobile.css.ts).
import type { ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useSiteConfig } from '../app-context';
import { HOTLINE, RISK_NOTICE, SITE_NAME } from '../components/site';
import { DESKTOP_CHOICE_PARAM } from '../routing/mobile-pairing';
import { useMobileAssets } from './assets';

/** The desktop page of a mobile address, marked as the visitor's choice (the gateway remembers it). */
export function desktopChoiceHref(siteUrl: string, path: string): string {
  return `${siteUrl}${path}${path.includes('?') ? '&' : '?'}${DESKTOP_CHOICE_PARAM}=pc`;
}

export function Shell({ children }: { children?: ReactNode }) {
  const { siteUrl, publicGraphqlUrl } = useSiteConfig();
  const { stylesheets } = useMobileAssets();
  const { pathname, search } = useLocation();
  return (
    <html lang="zh-CN" data-graphql={publicGraphqlUrl}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#e4393c" />
        <meta name="format-detection" content="telephone=no" />
        {/* The desktop's icons, served on this origin too (server/src/site-icons.ts, registered on both listeners). */}
        <link rel="icon" href="/favicon.ico" sizes="16x16 32x32 48x48" />
        <link rel="icon" href="/icon.svg" type="image/svg+xml" />
        <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
        {stylesheets.map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
      </head>
      <body>
        <a className="m-skip" href="#main">
          跳到正文
        </a>
        <header className="m-header">
          <a className="m-logo" href="/" aria-label={`${SITE_NAME}首页`}>
            {SITE_NAME}
          </a>
          <nav aria-label="主导航" className="m-nav">
            <a href="/shangji/all">找项目</a>
            <a href="/news">资讯</a>
            <a href="/zhuanti">专题</a>
            <a href="/search" aria-label="搜索">
              搜索
            </a>
          </nav>
        </header>
        <main id="main" className="m-main">
          {children ?? <Outlet />}
        </main>
        <footer className="m-footer">
          <p className="m-risk" role="note">
            {RISK_NOTICE}
          </p>
          <p className="m-footer-links">
            <a href={desktopChoiceHref(siteUrl, pathname + search)} data-testid="desktop-link">
              电脑版
            </a>
            <a href={`tel:${HOTLINE.replace(/-/g, '')}`}>客服热线 {HOTLINE}</a>
          </p>
          <nav className="m-footer-links" aria-label="关于本站">
            <a href="/aboutus">关于我们</a>
            <a href="/servicestatement">服务声明</a>
            <a href="/privacypolicy">隐私政策</a>
            <a href="/wode/zixun">我的咨询</a>
            <a href="/protection">产权保护</a>
          </nav>
          <p className="m-muted">© {SITE_NAME}</p>
        </footer>
        <div className="m-toast" role="status" aria-live="polite" data-testid="m-notice" hidden />
      </body>
    </html>
  );
}
