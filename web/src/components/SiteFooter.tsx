// Shared chrome: footer links (SPEC §2, exactly these ten), hotline and hours, QR codes for the
// mini-program and the public account, company address, and the risk notice on every page.
import { Box, Flex } from '@chakra-ui/react';
import { Link } from 'react-router';
import { useSiteConfig } from '../app-context';
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

export function RiskNotice() {
  return (
    <Box role="note" aria-label="风险提示" bg="#fff8e6" border="1px solid #f5d48a" color="#8a5a00" py="8px" px="16px" fontSize="13px">
      <strong>风险提示：</strong>
      {RISK_NOTICE}
    </Box>
  );
}

export function SiteFooter() {
  const { links } = useSiteConfig();
  return (
    <Box as="footer" bg="#2b2b2b" color="#bbb" mt="30px" fontSize="13px">
      <Box className="sj-container" py="24px">
        <RiskNotice />
        <Flex as="nav" aria-label="页脚导航" gap="0" mt="20px" flexWrap="wrap" css={{ '& a': { px: '12px', borderRight: '1px solid #555' }, '& a:last-child': { borderRight: 0 }, '& a:hover': { color: 'white' } }}>
          {FOOTER_LINKS.map(([to, label]) => (
            <Link key={to + label} to={to}>
              {label}
            </Link>
          ))}
        </Flex>
        <Flex mt="20px" justify="space-between" align="flex-start">
          <Box lineHeight="2">
            <div>
              客服热线：<strong style={{ color: '#fff', fontSize: '18px' }}>{HOTLINE}</strong>
            </div>
            <div>服务时间：{HOTLINE_HOURS}</div>
            <div>公司地址：{COMPANY_ADDRESS}</div>
            <div>© {COMPANY_NAME}</div>
          </Box>
          <Flex gap="20px" textAlign="center">
            <div>
              <QrCode value={links.miniProgramQrUrl} label="商机网官方小程序" size={96} />
              <div style={{ marginTop: 6 }}>官方小程序</div>
            </div>
            <div>
              <QrCode value={links.wechatQrUrl} label="商机网官方公众号" size={96} />
              <div style={{ marginTop: 6 }}>官方公众号</div>
            </div>
          </Flex>
        </Flex>
      </Box>
    </Box>
  );
}
