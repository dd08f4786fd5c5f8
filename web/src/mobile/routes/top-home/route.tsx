// Mobile rankings home, /top: the heat, influence and investment-value rankings and the industry rankings,
// each with its published method (decision 0077) and its first brands, each leading to its own page.
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { depsContext } from '../../../app-context';
import { SITE_NAME } from '../../../components/site';
import { graphql } from '../../../gql';
import { BrandList } from '../../components/BrandItem';
import { guarded, unavailable } from '../../components/errors';
import { Head } from '../../components/Head';

export async function loader({ context }: LoaderFunctionArgs) {
  const deps = context.get(depsContext);
  const home = (await guarded(() => deps.query(MobileRankingHomeDocument, {}))).rankingHome;
  if (!home) throw unavailable();
  return { home };
}

export function Component() {
  const { home } = useLoaderData<typeof loader>();
  const main = [home.heat, home.influence, home.investmentValue].filter((r): r is NonNullable<typeof r> => !!r);
  return (
    <>
      <Head title={`十大品牌排行榜_加盟品牌排行榜_${SITE_NAME}`} description={`${SITE_NAME}十大品牌排行榜：加盟品牌人气、影响力与投资价值排名，每个排行公布排名方法。`} path="/top" />
      <h1 className="m-title">十大品牌排行榜</h1>
      {main.map((r) => (
        <section key={r.id} className="m-section" aria-labelledby={`rank-${r.id}`}>
          <h2 id={`rank-${r.id}`}>
            <a href={`/top/${r.id}`}>{r.title}</a>
          </h2>
          <p className="m-muted">排名方法：{r.method || '未公布'}</p>
          {r.brands.length ? <BrandList brands={r.brands.slice(0, 5)} /> : <p className="m-muted">暂无数据</p>}
          <p className="m-more">
            <a href={`/top/${r.id}`}>查看完整排行</a>
          </p>
        </section>
      ))}
      {home.industries.length ? (
        <section className="m-section" aria-labelledby="rank-industries">
          <h2 id="rank-industries">行业排行</h2>
          <ul className="m-news">
            {home.industries.map((r) => (
              <li key={r.id}>
                <a href={`/top/${r.id}`}>
                  <strong>{r.title}</strong>
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}

export const MobileRankingHomeDocument = graphql(`
  query MobileRankingHome {
    rankingHome {
      heat {
        id
        title
        method
        brands {
          ...MobileBrand_brand
        }
      }
      influence {
        id
        title
        method
        brands {
          ...MobileBrand_brand
        }
      }
      investmentValue {
        id
        title
        method
        brands {
          ...MobileBrand_brand
        }
      }
      industries {
        id
        title
      }
    }
  }
`);
