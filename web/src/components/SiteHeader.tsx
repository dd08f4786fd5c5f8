// Shared chrome: logo and the main navigation (SPEC §2).
import { palette } from '../palette';
import { Box, Flex } from '@chakra-ui/react';
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

export function SiteHeader() {
  return (
    <Box as="header" bg="white">
      <Flex className="sj-container" h="80px" align="center" gap="12px">
        {/* The accessible name is the visible logo text plus 首页 (label matches content). */}
        <NavLink to="/">
          <Flex align="center" gap="8px">
            <Box bg="brand.600" color="white" fontWeight="bold" fontSize="22px" px="10px" py="2px" borderRadius="4px">
              商机
            </Box>
            <Box fontSize="24px" fontWeight="bold" color="#333">
              {SITE_NAME}
            </Box>
            <span className="sj-sr-only">首页</span>
          </Flex>
        </NavLink>
        <Box color={palette.muted} fontSize="13px" pl="12px" borderLeft="1px solid #ddd">
          专注品牌加盟 · 创业投资好项目
        </Box>
      </Flex>
      <Box as="nav" aria-label="主导航" bg="brand.600">
        <Flex
          className="sj-container"
          h="44px"
          align="stretch"
          css={{
            '& a': { color: 'white', px: '22px', display: 'flex', alignItems: 'center', fontSize: '16px' },
            '& a:hover, & a.active': { bg: 'brand.700', color: 'white' },
          }}
        >
          {NAV.map(([to, label]) => (
            <NavLink key={to} to={to} end={to === '/'}>
              {label}
            </NavLink>
          ))}
        </Flex>
      </Box>
    </Box>
  );
}
