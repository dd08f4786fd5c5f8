// / : a first, small home page (top brands and news) until the full home of SPEC §2 is built.
import { Box, Flex } from '@chakra-ui/react';
import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import type { AppDeps } from '../../app-context';
import { BrandMiniList } from '../../components/BrandMini';
import { PageHead, type PageMeta } from '../../components/PageHead';
import { SITE_NAME } from '../../components/site';
import { graphql } from '../../gql';

export function meta(): PageMeta {
  return {
    title: `${SITE_NAME}_加盟好项目_品牌加盟_创业投资加盟网`,
    keywords: '加盟,品牌加盟,加盟项目,创业加盟,加盟网',
    description: `${SITE_NAME}为创业者提供餐饮、教育、酒店、建材、家居、服装等行业的品牌加盟信息与加盟项目。`,
    path: '/',
  };
}

export async function loader(_args: LoaderFunctionArgs, deps: AppDeps) {
  const data = await deps.query(HomeDocument, {}, { partial: true });
  return { brands: data.topBrands ?? [], news: data.relatedNews ?? [] };
}

export function Component() {
  const { brands, news } = useLoaderData() as Awaited<ReturnType<typeof loader>>;
  return (
    <Flex className="sj-container" gap="20px" pt="20px" align="flex-start">
      <PageHead {...meta()} />
      <Box className="sj-card" flex="1">
        <h1 className="sj-card-title">热门加盟品牌</h1>
        {brands.length ? <BrandMiniList brands={brands} columns={2} /> : <p className="sj-muted">暂无数据</p>}
      </Box>
      <Box className="sj-card" w="360px">
        <h2 className="sj-card-title">加盟头条</h2>
        <ul className="sj-list">
          {news.map((n) => (
            <li key={n.id}>
              <Link to={`/news/${n.id}`}>{n.title}</Link>
            </li>
          ))}
        </ul>
      </Box>
    </Flex>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../../components/RouteErrorBoundary';

export const HomeDocument = graphql(`
  query Home {
    topBrands(limit: 20) {
      ...BrandMini_brand
    }
    relatedNews(limit: 12) {
      id
      title
    }
  }
`);
