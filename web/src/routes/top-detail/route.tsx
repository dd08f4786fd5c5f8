// /top/{id} (numeric): a ranking (SPEC §2): title, description, keywords, its brands, the first 4
// banners; ItemList JSON-LD. Unknown id → 404.
import { Box, Flex } from '@chakra-ui/react';
import { data, useLoaderData, useLocation, type LoaderFunctionArgs } from 'react-router';
import { depsContext } from '../../app-context';
import { BannerLink } from '../../components/BannerLink';
import { BrandRow } from '../../components/BrandRow';
import { Breadcrumb } from '../../components/Breadcrumb';
import { ItemListJsonLd } from '../../components/ItemListJsonLd';
import { PageHead, type PageMeta } from '../../components/PageHead';
import type { RouteErrorData } from '../../components/RouteErrorBoundary';
import { SITE_NAME } from '../../components/site';
import { graphql } from '../../gql';
import type { RankingDetailQuery } from '../../gql/graphql';

type Ranking = NonNullable<RankingDetailQuery['ranking']>;

export function meta(r: Ranking, path: string): PageMeta {
  return { title: `${r.title}_${SITE_NAME}`, keywords: r.keywords, description: r.description, path };
}

export async function critical({ params, context }: LoaderFunctionArgs) {
  const deps = context.get(depsContext);
  return (await deps.query(RankingDetailDocument, { id: params.id ?? '' })).ranking;
}

export async function loader(args: LoaderFunctionArgs) {
  const ranking = await critical(args);
  if (!ranking) throw data<RouteErrorData>({ kind: 'missing' }, { status: 404 });
  return { ranking };
}

export function Component() {
  const { ranking: r } = useLoaderData<typeof loader>();
  const { pathname } = useLocation();
  const banners = r.banners.slice(0, 4);
  return (
    <Box className="sj-container" pt="12px" key={r.id}>
      <PageHead {...meta(r, pathname)} />
      <ItemListJsonLd name={r.title} items={r.brands} />
      <Breadcrumb items={[{ label: '十大品牌', to: '/top' }, { label: r.title }]} />
      <Flex gap="20px" align="flex-start">
        <Box flex="1" minW="0">
          <section className="sj-card" aria-labelledby="ranking-title">
            <h1 id="ranking-title" style={{ fontSize: 24, fontWeight: 'bold', margin: '0 0 8px' }}>
              {r.title}
            </h1>
            <p style={{ color: '#555', margin: '0 0 6px' }}>{r.description}</p>
            <p className="sj-muted">关键词：{r.keywords}</p>
            <p data-testid="ranking-method" style={{ margin: '8px 0 0' }}>
              <strong>排名方法：</strong>
              {r.method || '未公布'}
            </p>
          </section>
          {r.sponsored.length ? (
            // Paid placement: apart from the organic order below, and labelled as such (docs/decisions/0077).
            <section className="sj-card" aria-labelledby="ranking-ads" data-testid="ranking-ads">
              <h2 className="sj-card-title" id="ranking-ads">
                广告 <span className="sj-muted" style={{ fontSize: 12, fontWeight: 'normal' }}>付费推广，不参与排名</span>
              </h2>
              {r.sponsored.map((b) => (
                <BrandRow key={b.id} brand={b} />
              ))}
            </section>
          ) : null}
          <section className="sj-card" aria-labelledby="ranking-brands">
            <h2 className="sj-card-title" id="ranking-brands">
              品牌排行
            </h2>
            {r.brands.length ? (
              <ol style={{ listStyle: 'none', margin: 0, padding: 0 }}>
                {r.entries.map(({ rank, score, brand: b }) => (
                  <li key={b.id} style={{ display: 'flex', alignItems: 'center', gap: 12 }} data-testid="ranking-entry">
                    <span className="sj-rank-no" style={rank <= 3 ? { background: '#c81623' } : undefined}>
                      {rank}
                    </span>
                    <div style={{ flex: 1, minWidth: 0 }}>
                      <BrandRow brand={b} />
                    </div>
                    <span className="sj-muted" style={{ flexShrink: 0, minWidth: 72, textAlign: 'right' }} data-testid="ranking-score">
                      得分 {score === null || score === undefined ? '—' : score}
                    </span>
                  </li>
                ))}
              </ol>
            ) : (
              <p className="sj-muted">暂无数据</p>
            )}
          </section>
        </Box>
        <Box as="aside" w="320px" flexShrink={0} aria-label="侧栏">
          {banners.map((b, i) => (
            <Box key={`${i}-${b.href}`} mb="20px">
              <BannerLink banner={b} height={200} frameWidth={320} />
            </Box>
          ))}
        </Box>
      </Flex>
    </Box>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../../components/RouteErrorBoundary';

export const RankingDetailDocument = graphql(`
  query RankingDetail($id: ID!) {
    ranking(id: $id) {
      id
      title
      description
      keywords
      method
      brands {
        id
        name
      }
      entries {
        rank
        score
        brand {
          id
          name
          ...BrandRow_brand
        }
      }
      sponsored {
        id
        ...BrandRow_brand
      }
      banners {
        title
        imageUrl
        href
        external
      }
    }
  }
`);
