// The spec's error page (SPEC §2 "Error page", §8): message, back-to-home button, category brands
// and a tips box. Unmatched routes show the spec's 'This page could not be found' under a Chinese
// heading (docs/decisions/0090). Both are noindex and name no canonical (ErrorHead).
import { Box, Flex } from '@chakra-ui/react';
import { Link, useRouteLoaderData } from 'react-router';
import { BrandMiniList, type BrandMiniItem } from './BrandMini';
import { ErrorHead } from './PageHead';
import { SITE_NAME } from './site';

interface RootCategories {
  categories: ReadonlyArray<{ id: string; name: string; pinyin: string }>;
}

export function NotFoundMessage() {
  return (
    <Box className="sj-container sj-card" textAlign="center" py="80px" my="20px">
      <ErrorHead title={`404：您访问的页面不存在_${SITE_NAME}`} />
      <Flex justify="center" align="center" gap="20px" fontSize="20px">
        <Box fontSize="28px" fontWeight="bold" pr="20px" borderRight="1px solid #ccc" aria-hidden="true">
          404
        </Box>
        <Box as="h1" fontSize="22px">
          您访问的页面不存在
        </Box>
      </Flex>
      {/* SPEC §8's sentence for an unmatched route, kept word for word beneath the Chinese heading. */}
      <Box as="p" className="sj-muted" mt="12px" lang="en">
        This page could not be found.
      </Box>
      <Box mt="30px">
        <Link className="sj-btn" to="/">
          返回首页
        </Link>
      </Box>
    </Box>
  );
}

export function ErrorPage({
  status,
  message,
  hotBrands,
}: {
  status: number;
  message?: string;
  hotBrands?: ReadonlyArray<BrandMiniItem>;
}) {
  const root = useRouteLoaderData('root') as RootCategories | undefined;
  return (
    <Box className="sj-container" my="20px">
      <ErrorHead title={`您访问的页面出错了_${SITE_NAME}`} />
      <Box className="sj-card" textAlign="center" py="50px">
        <Box fontSize="64px" fontWeight="bold" color="brand.500" lineHeight="1">
          {status}
        </Box>
        <Box as="h1" fontSize="24px" mt="16px">
          您访问的页面出错了
        </Box>
        {message && status !== 404 ? <Box className="sj-muted" mt="8px">{message}</Box> : null}
        <Box mt="24px">
          <Link className="sj-btn" to="/">
            返回首页
          </Link>
        </Box>
      </Box>
      <Flex gap="20px" align="flex-start">
        <Box className="sj-card" flex="1">
          <h2 className="sj-card-title">分类品牌</h2>
          {root?.categories.length ? (
            <Flex as="ul" className="sj-list" flexWrap="wrap" gap="10px" css={{ '& > li': { border: 0, p: 0 } }}>
              {root.categories.map((c) => (
                <li key={c.id}>
                  <Link className="sj-btn sj-btn-outline" to={`/shangji/${c.pinyin}`}>
                    {c.name}
                  </Link>
                </li>
              ))}
            </Flex>
          ) : (
            <p className="sj-muted">暂无分类</p>
          )}
          {hotBrands?.length ? (
            <Box mt="16px">
              <h2 className="sj-card-title">热门品牌</h2>
              <BrandMiniList brands={hotBrands} columns={2} />
            </Box>
          ) : null}
        </Box>
        <Box className="sj-card" w="360px" bg="#fffbe6 !important" border="1px solid #ffe58f">
          <h2 className="sj-card-title">温馨提示</h2>
          <ul className="sj-list">
            <li>请检查您输入的网址是否正确；</li>
            <li>该品牌或页面可能已下线或被删除；</li>
            <li>您可以返回首页，或通过分类查找感兴趣的品牌；</li>
            <li>如有疑问，请拨打客服热线咨询。</li>
          </ul>
        </Box>
      </Flex>
    </Box>
  );
}
