// /top/{id} (numeric): a ranking (SPEC §2): title, description, keywords, its brands, the first 4
// banners; ItemList JSON-LD. Unknown id → 404.
import { data, useLoaderData, useLocation, type LoaderFunctionArgs } from 'react-router';
import { depsContext } from '../../app-context';
import { BannerLink } from '../../components/BannerLink';
import { BrandRow } from '../../components/BrandRow';
import { Breadcrumb } from '../../components/Breadcrumb';
import { ColumnsSheet } from '../../components/columns';
import { ItemListJsonLd } from '../../components/ItemListJsonLd';
import { PageHead, type PageMeta } from '../../components/PageHead';
import type { RouteErrorData } from '../../components/RouteErrorBoundary';
import { Sheet } from '../../components/Sheet';
import { SITE_NAME } from '../../components/site';
import { graphql } from '../../gql';
import type { RankingDetailQuery } from '../../gql/graphql';
import sheet from './styles.css.ts?sheet';

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
    <div className="sj-container sj-page sj-ranking-page" key={r.id}>
      <ColumnsSheet />
      <Sheet sheet={sheet} />
      <PageHead {...meta(r, pathname)} />
      <ItemListJsonLd name={r.title} items={r.brands} />
      <Breadcrumb items={[{ label: '十大品牌', to: '/top' }, { label: r.title }]} />
      <div className="sj-cols">
        <div className="sj-cols-main">
          <section className="sj-card" aria-labelledby="ranking-title">
            <h1 id="ranking-title">
              {r.title}
            </h1>
            <p className="sj-ranking-description">{r.description}</p>
            <p className="sj-muted">关键词：{r.keywords}</p>
            <p data-testid="ranking-method" className="sj-ranking-method">
              <strong>排名方法：</strong>
              {r.method || '未公布'}
            </p>
          </section>
          {r.sponsored.length ? (
            // Paid placement: apart from the organic order below, and labelled as such (docs/decisions/0077).
            <section className="sj-card" aria-labelledby="ranking-ads" data-testid="ranking-ads">
              <h2 className="sj-card-title" id="ranking-ads">
                广告 <span className="sj-muted sj-ranking-ad-note">付费推广，不参与排名</span>
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
              <ol className="sj-ranking-entries">
                {r.entries.map(({ rank, score, brand: b }) => (
                  <li key={b.id} data-testid="ranking-entry">
                    <span className={rank <= 3 ? 'sj-rank-no sj-ranking-top3' : 'sj-rank-no'}>
                      {rank}
                    </span>
                    <div className="sj-ranking-entry">
                      <BrandRow brand={b} />
                    </div>
                    <span className="sj-muted sj-ranking-score" data-testid="ranking-score">
                      得分 {score === null || score === undefined ? '—' : score}
                    </span>
                  </li>
                ))}
              </ol>
            ) : (
              <p className="sj-muted">暂无数据</p>
            )}
          </section>
        </div>
        <aside className="sj-cols-side" aria-label="侧栏">
          {banners.map((b, i) => (
            <div key={`${i}-${b.href}`} className="sj-ranking-banner">
              <BannerLink banner={b} height={200} frameWidth={320} />
            </div>
          ))}
        </aside>
      </div>
    </div>
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
