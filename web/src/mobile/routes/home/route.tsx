// Mobile home (/): search, the industry grid, recommended and newest brands, and the news — one query,
// awaited: the whole first screen comes in the first bytes.
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { depsContext } from '../../../app-context';
import { SITE_NAME } from '../../../components/site';
import { graphql } from '../../../gql';
import { BrandList } from '../../components/BrandItem';
import { guarded, unavailable } from '../../components/errors';
import { Head } from '../../components/Head';
import { NewsList } from '../../components/NewsItem';
import { SearchForm } from '../../components/SearchForm';

export async function loader({ context }: LoaderFunctionArgs) {
  const deps = context.get(depsContext);
  // Sections fail alone (partial); when none could be read the page is the 503 page, not an empty shell.
  const result = await guarded(() => deps.query(MobileHomeDocument, {}, { partial: true }));
  if (!result.home && !result.latest && !result.recommended) throw unavailable();
  return result;
}

export function Component() {
  const data = useLoaderData<typeof loader>();
  const industries = data.home?.categoryNav ?? [];
  const recommended = data.recommended ?? [];
  const latest = data.latest?.brands ?? [];
  const news = data.home?.news ?? data.latest?.news ?? [];
  const hot = data.searchConfig?.hotSearches ?? [];
  return (
    <>
      <Head
        title={`${SITE_NAME}_加盟好项目，就上${SITE_NAME}`}
        description={`${SITE_NAME}手机版：按行业、投资金额找加盟项目，查看加盟费、加盟条件与品牌公开记录，在线咨询。`}
        keywords="加盟,加盟项目,品牌加盟,加盟费"
        path="/"
      />
      <h1 className="m-sr-only">{SITE_NAME}：加盟项目与创业资讯</h1>
      <SearchForm hot={hot.slice(0, 6).map((h) => h.title)} />
      <section aria-labelledby="h-industries" className="m-section">
        <h2 id="h-industries">行业分类</h2>
        {industries.length ? (
          <ul className="m-grid">
            {industries.map((c) => (
              <li key={c.category.id}>
                <a href={`/shangji/${c.category.pinyin}`}>{c.category.name}</a>
              </li>
            ))}
            <li>
              <a href="/shangji/all">全部行业</a>
            </li>
          </ul>
        ) : (
          <p className="m-muted">行业分类暂时无法读取，请稍后刷新。</p>
        )}
      </section>
      <section aria-labelledby="h-recommended" className="m-section">
        <h2 id="h-recommended">推荐品牌</h2>
        {recommended.length ? <BrandList brands={recommended} eager={2} /> : <p className="m-muted">暂无推荐品牌</p>}
        {/* The desktop's 热门商机 (certified brands, routes/home/route.tsx nav): otherwise no mobile page links /vip. */}
        <p className="m-more">
          <a href="/vip">热门商机：认证品牌</a>
        </p>
      </section>
      <section aria-labelledby="h-latest" className="m-section">
        <h2 id="h-latest">最新入驻</h2>
        {latest.length ? <BrandList brands={latest.slice(0, 8)} /> : <p className="m-muted">暂无最新品牌</p>}
        <p className="m-more">
          <a href="/shangji/all">查看全部加盟项目</a>
        </p>
      </section>
      <section aria-labelledby="h-news" className="m-section">
        <h2 id="h-news">加盟资讯</h2>
        {news.length ? <NewsList news={news.slice(0, 8)} /> : <p className="m-muted">暂无资讯</p>}
        <p className="m-more">
          <a href="/news">更多资讯</a>
        </p>
      </section>
    </>
  );
}

export const MobileHomeDocument = graphql(`
  query MobileHome {
    home {
      categoryNav {
        category {
          id
          name
          pinyin
        }
      }
      news {
        ...MobileNews_news
      }
    }
    recommended: relatedBrands(kind: RECOMMENDED, limit: 6) {
      ...MobileBrand_brand
    }
    latest(limit: 8) {
      brands {
        ...MobileBrand_brand
      }
      news {
        ...MobileNews_news
      }
    }
    searchConfig {
      hotSearches {
        id
        title
      }
    }
  }
`);
