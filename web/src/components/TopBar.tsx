// Shared chrome, top bar (SPEC §2): home, find projects, news, brand entry, brand marketing,
// hotline, mobile and WeChat QR codes (shown on hover or keyboard focus).
import { Link } from 'react-router';
import { QrCode } from './QrCode';
import { HOTLINE } from './site';

// Plain elements and the chrome's static classes (web/src/chrome-css.ts): no style resolution per render.
function QrPopover({ label, caption }: { label: string; caption: string }) {
  return (
    <div className="sj-qr">
      <button type="button">{label}</button>
      <div className="sj-qr-panel">
        <QrCode label={caption} size={100} />
        <div>{caption}</div>
      </div>
    </div>
  );
}

export function TopBar() {
  return (
    <nav aria-label="顶部导航" className="sj-topbar">
      <div className="sj-container sj-topbar-row">
        <div className="sj-topbar-group">
          <Link to="/">首页</Link>
          <Link to="/shangji/all">找项目</Link>
          <Link to="/news">头条</Link>
          <Link to="/brandentry">品牌入驻</Link>
          <Link to="/brandmarket">品牌营销</Link>
        </div>
        <div className="sj-topbar-group">
          <span>
            服务热线：<strong className="sj-hotline">{HOTLINE}</strong>
          </span>
          <QrPopover label="手机版" caption="扫码访问手机版" />
          <QrPopover label="微信公众号" caption="扫码关注公众号" />
        </div>
      </div>
    </nav>
  );
}
