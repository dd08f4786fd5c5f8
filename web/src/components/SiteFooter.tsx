// Shared chrome: footer links (SPEC §2, exactly these ten), hotline and hours, QR codes for the
// mini-program and the public account, company address, and the risk notice on every page.
import { useSiteConfig } from '../app-context';
import { Pasted } from './Pasted';
import { usePlainLinkNavigation } from './plain-links';
import { QrCode } from './QrCode';
import { COMPANY_ADDRESS, COMPANY_NAME, HOTLINE, HOTLINE_HOURS, RISK_NOTICE } from './site';

export const FOOTER_LINKS: ReadonlyArray<readonly [string, string]> = [
  ['/', '首页'],
  ['/shangji', '商机'],
  ['/news', '头条'],
  ['/top', '排行榜'],
  ['/brandentry', '品牌入驻'],
  ['/aboutus', '关于我们'],
  ['/servicestatement', '服务声明'],
  ['/protection', '产权保护'],
  ['/serviceoffers', '服务报价'],
  ['/brandmarket', '品牌营销'],
];

// Plain elements and the chrome's static classes (web/src/chrome-css.ts): no style resolution per render.
export function RiskNotice() {
  return (
    <div role="note" aria-label="风险提示" className="sj-risk">
      <strong>风险提示：</strong>
      {RISK_NOTICE}
    </div>
  );
}

export function SiteFooter() {
  const { links } = useSiteConfig();
  // Plain anchors navigating client-side through this one handler (plain-links.ts), as in the header.
  const onLinkClick = usePlainLinkNavigation();
  // The same on every page: pasted on the server (Pasted.tsx), keyed by the two configured codes.
  return (
    <Pasted as="footer" className="sj-footer" onClick={onLinkClick} markupKey={`footer\n${links.miniProgramQrUrl}\n${links.wechatQrUrl}`}>
      <FooterBody miniProgramQrUrl={links.miniProgramQrUrl} wechatQrUrl={links.wechatQrUrl} />
    </Pasted>
  );
}

/** The footer's content: a function of the two codes' addresses alone (it is pasted by key). */
function FooterBody({ miniProgramQrUrl, wechatQrUrl }: { miniProgramQrUrl: string; wechatQrUrl: string }) {
  return (
    <div className="sj-container sj-footer-inner">
      <RiskNotice />
      <nav aria-label="页脚导航" className="sj-footer-links">
        {FOOTER_LINKS.map(([to, label]) => (
          <a key={to + label} href={to}>
            {label}
          </a>
        ))}
      </nav>
      <div className="sj-footer-row">
        <div className="sj-footer-contact">
          <div>
            客服热线：<strong className="sj-footer-hotline">{HOTLINE}</strong>
          </div>
          <div>服务时间：{HOTLINE_HOURS}</div>
          <div>公司地址：{COMPANY_ADDRESS}</div>
          <div>© {COMPANY_NAME}</div>
        </div>
        <div className="sj-footer-qrs">
          <div>
            <QrCode value={miniProgramQrUrl} label="商机网官方小程序" size={96} />
            <div className="sj-caption">官方小程序</div>
          </div>
          <div>
            <QrCode value={wechatQrUrl} label="商机网官方公众号" size={96} />
            <div className="sj-caption">官方公众号</div>
          </div>
        </div>
      </div>
    </div>
  );
}
