// Mobile ranking, /top/{id}: description, the published method (decision 0077), paid placements apart and
// labelled 广告, then the brands in rank order with their scores. Unknown id → 404.
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { depsContext } from '../../../app-context';
import { SITE_NAME } from '../../../components/site';
import { graphql } from '../../../gql';
import { BrandItem, BrandList } from '../../components/BrandItem';
import { guarded, notFound } from '../../components/errors';
import { Head } from '../../components/Head';

export async function loader({ params, context }: LoaderFunctionArgs) {
  const deps = context.get(depsContext);
  if (!/^\d+$/.test(params.id ?? '')) throw notFound();
  return guarded(async () => {
    const ranking = (await deps.query(MobileRankingDetailDocument, { id: params.id! })).ranking;
    if (!ranking) throw notFound();
    return { ranking };
  });
}

export function Component() {
  const { ranking: r } = useLoaderData<typeof loader>();
  return (
    <article className="m-article">
      <Head title={`${r.title}_${SITE_NAME}`} description={r.description} keywords={r.keywords} path={`/top/${r.id}`} />
      <nav className="m-crumbs" aria-label="面包屑">
        <a href="/">首页</a>
        <a href="/top">十大品牌</a>
      </nav>
      <h1 className="m-title">{r.title}</h1>
      <p>{r.description}</p>
      <p data-testid="ranking-method">
        <strong>排名方法：</strong>
        {r.method || '未公布'}
      </p>
      {r.sponsored.length ? (
        <section className="m-section" aria-labelledby="ranking-ads">
          <h2 id="ranking-ads">
            广告 <span className="m-muted">付费推广，不参与排名</span>
          </h2>
          <BrandList brands={r.sponsored} />
        </section>
      ) : null}
      <section className="m-section" aria-labelledby="ranking-brands">
        <h2 id="ranking-brands">品牌排行</h2>
        {r.entries.length ? (
          <ol className="m-brands m-ranks">
            {r.entries.map(({ rank, score, brand }) => (
              <BrandItem key={brand.id} brand={brand} rank={rank} score={score ?? null} />
            ))}
          </ol>
        ) : (
          <p className="m-muted">暂无数据</p>
        )}
      </section>
    </article>
  );
}

export const MobileRankingDetailDocument = graphql(`
  query MobileRankingDetail($id: ID!) {
    ranking(id: $id) {
      id
      title
      description
      keywords
      method
      entries {
        rank
        score
        brand {
          ...MobileBrand_brand
        }
      }
      sponsored {
        ...MobileBrand_brand
      }
    }
  }
`);
