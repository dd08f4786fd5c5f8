// Shared chrome, top bar (SPEC §2): home, find projects, news, brand entry, brand marketing,
// hotline, mobile and WeChat QR codes (shown on hover or keyboard focus; addresses from configuration).
import { useLocation } from 'react-router';
import { useSiteConfig } from '../app-context';
import { closestMobilePath } from '../routing/mobile-pairing';
import { Pasted } from './Pasted';
import { usePlainLinkNavigation } from './plain-links';
import { QrCode } from './QrCode';
import { HOTLINE } from './site';

// Plain elements and the chrome's static classes (web/src/chrome-css.ts): no style resolution per render.
function QrPopover({ label, caption, value }: { label: string; caption: string; value: string }) {
  return (
    <div className="sj-qr">
      <QrPopoverBody label={label} caption={caption} value={value} />
    </div>
  );
}

function QrPopoverBody({ label, caption, value }: { label: string; caption: string; value: string }) {
  return (
    <>
      <button type="button">{label}</button>
      <div className="sj-qr-panel">
        <QrCode value={value} label={caption} size={100} />
        <div>{caption}</div>
      </div>
    </>
  );
}

function SiteLinks() {
  return (
    <>
      <a href="/">首页</a>
      <a href="/shangji/all">找项目</a>
      <a href="/news">头条</a>
      <a href="/brandentry">品牌入驻</a>
      <a href="/brandmarket">品牌营销</a>
    </>
  );
}

/** Longest path a code still scans well at 100 px; a longer (odd) address gets the mobile home page. */
const MAX_QR_PATH = 300;

/** The mobile page of this path: its counterpart, or the closest mobile page there is (never a 404). */
export function mobileTarget(mobileSiteUrl: string, pathname: string): string {
  return pathname.length <= MAX_QR_PATH ? mobileSiteUrl + closestMobilePath(pathname) : `${mobileSiteUrl}/`;
}

export function TopBar() {
  const { mobileSiteUrl, links } = useSiteConfig();
  // The mobile counterpart of this page: the path only (the query string is not part of every page's
  // cache key, and a cached page must carry the same code the browser computes at hydration).
  const { pathname } = useLocation();
  // Plain anchors navigating client-side through this one handler (plain-links.ts), as in the header.
  const onLinkClick = usePlainLinkNavigation();
  return (
    <nav aria-label="顶部导航" className="sj-topbar" onClick={onLinkClick}>
      <div className="sj-container sj-topbar-row">
        {/* The fixed links and the public account's code are the same on every page: pasted on the server
            (Pasted.tsx). The mobile code is this page's own, rendered each time. */}
        <Pasted as="div" className="sj-topbar-group" markupKey="topbar-links">
          <SiteLinks />
        </Pasted>
        <div className="sj-topbar-group">
          <span>
            服务热线：<strong className="sj-hotline">{HOTLINE}</strong>
          </span>
          <QrPopover label="手机版" caption="扫码访问手机版" value={mobileTarget(mobileSiteUrl, pathname)} />
          <Pasted as="div" className="sj-qr" markupKey={`topbar-wechat\n${links.wechatQrUrl}`}>
            <QrPopoverBody label="微信公众号" caption="扫码关注公众号" value={links.wechatQrUrl} />
          </Pasted>
        </div>
      </div>
    </nav>
  );
}
