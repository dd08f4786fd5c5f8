// Shared chrome, top bar (SPEC §2): home, find projects, news, brand entry, brand marketing,
// hotline, mobile and WeChat QR codes (shown on hover or keyboard focus; addresses from configuration).
import { palette } from '../palette';
import { Box, Flex } from '@chakra-ui/react';
import { Link, useLocation } from 'react-router';
import { useSiteConfig } from '../app-context';
import { QrCode } from './QrCode';
import { HOTLINE } from './site';

function QrPopover({ label, caption, value }: { label: string; caption: string; value: string }) {
  return (
    <Box position="relative" className="group" css={{ '&:hover > div, &:focus-within > div': { display: 'block' } }}>
      <button type="button" style={{ background: 'none', border: 0, color: 'inherit', cursor: 'pointer', font: 'inherit' }}>
        {label}
      </button>
      <Box
        display="none"
        position="absolute"
        right="0"
        top="30px"
        zIndex={20}
        bg="white"
        p="8px"
        boxShadow="0 2px 8px rgba(0,0,0,.15)"
        textAlign="center"
        color="#666"
        fontSize="12px"
      >
        <QrCode value={value} label={caption} size={100} />
        <div>{caption}</div>
      </Box>
    </Box>
  );
}

export function TopBar() {
  const { mobileSiteUrl, links } = useSiteConfig();
  // The mobile counterpart of this page: the path only (the query string is not part of every page's
  // cache key, and a cached page must carry the same code the browser computes at hydration).
  const { pathname } = useLocation();
  return (
    <Box as="nav" aria-label="顶部导航" bg="#f2f2f2" borderBottom="1px solid #e5e5e5" fontSize="12px" color="#666">
      <Flex className="sj-container" h="32px" align="center" justify="space-between">
        <Flex gap="16px">
          <Link to="/">首页</Link>
          <Link to="/shangji/all">找项目</Link>
          <Link to="/news">头条</Link>
          <Link to="/brandentry">品牌入驻</Link>
          <Link to="/brandmarket">品牌营销</Link>
        </Flex>
        <Flex gap="16px" align="center">
          <span>
            服务热线：<strong style={{ color: palette.redText }}>{HOTLINE}</strong>
          </span>
          <QrPopover label="手机版" caption="扫码访问手机版" value={mobileSiteUrl + pathname} />
          <QrPopover label="微信公众号" caption="扫码关注公众号" value={links.wechatQrUrl} />
        </Flex>
      </Flex>
    </Box>
  );
}
