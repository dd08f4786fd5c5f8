// Mobile brand library, /shangji: one floor per industry — its hot sub-categories and first brands — each
// leading to the industry's list (the desktop's /shangji/{pinyin} scheme).
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { depsContext } from '../../../app-context';
import { SITE_NAME } from '../../../components/site';
import { graphql } from '../../../gql';
import { BrandList } from '../../components/BrandItem';
import { guarded, unavailable } from '../../components/errors';
import { Head } from '../../components/Head';

export async function loader({ context }: LoaderFunctionArgs) {
  const deps = context.get(depsContext);
  const home = (await guarded(() => deps.query(MobileBrandHomeDocument, {}))).brandHome;
  if (!home) throw unavailable();
  return { floors: home.floors };
}

export function Component() {
  const { floors } = useLoaderData<typeof loader>();
  return (
    <>
      <Head title={`品牌库_加盟品牌大全_热门加盟项目_${SITE_NAME}`} description={`${SITE_NAME}品牌库：按行业浏览加盟品牌与热门加盟项目。`} path="/shangji" />
      <h1 className="m-title">品牌库</h1>
      {floors.map((f) => (
        <section key={f.category.id} className="m-section" aria-labelledby={`floor-${f.category.id}`}>
          <h2 id={`floor-${f.category.id}`}>
            <a href={`/shangji/${f.category.pinyin}`}>{f.category.name}</a>
          </h2>
          {f.hotSubCategories.length ? (
            <p className="m-hot">
              {f.hotSubCategories.slice(0, 6).map((c) => (
                <a key={c.id} href={`/shangji/${c.pinyin}`}>
                  {c.name}
                </a>
              ))}
            </p>
          ) : null}
          {f.brands.length ? <BrandList brands={f.brands.slice(0, 4)} /> : <p className="m-muted">暂无品牌</p>}
          <p className="m-more">
            <a href={`/shangji/${f.category.pinyin}`}>更多{f.category.name}加盟项目</a>
          </p>
        </section>
      ))}
      <p className="m-more">
        <a href="/shangji/all">查看全部加盟项目</a>
      </p>
    </>
  );
}

export const MobileBrandHomeDocument = graphql(`
  query MobileBrandHome {
    brandHome {
      floors {
        ...FloorHead_floor
        brands {
          ...MobileBrand_brand
        }
      }
    }
  }
`);
