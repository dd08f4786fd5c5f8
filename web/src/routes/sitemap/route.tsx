// /sitemap (SPEC §2): the industries with their sub-categories, each linking /shangji/{pinyin}.
import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { depsContext } from '../../app-context';
import { Breadcrumb } from '../../components/Breadcrumb';
import { EmptyState } from '../../components/EmptyState';
import { PageHead, type PageMeta } from '../../components/PageHead';
import { Sheet } from '../../components/Sheet';
import { SITE_NAME } from '../../components/site';
import { graphql } from '../../gql';
import { sitemapCategories } from './categories';
import sheet from './styles.css.ts?sheet';

export function meta(): PageMeta {
  return {
    title: `网站地图_${SITE_NAME}`,
    keywords: '网站地图,加盟行业分类,加盟项目分类',
    description: `${SITE_NAME}网站地图：按行业和子分类浏览全部加盟品牌。`,
    path: '/sitemap',
  };
}

export async function critical({ context }: LoaderFunctionArgs) {
  const deps = context.get(depsContext);
  return (await deps.query(SitemapDocument)).categories ?? [];
}

export async function loader(args: LoaderFunctionArgs) {
  return { categories: sitemapCategories(await critical(args)) };
}

export function Component() {
  const { categories } = useLoaderData<typeof loader>();
  return (
    <div className="sj-container sj-sitemap-page">
      <Sheet sheet={sheet} />
      <PageHead {...meta()} />
      <Breadcrumb items={[{ label: '网站地图' }]} />
      <section className="sj-card" aria-labelledby="sitemap-title">
        <h1 id="sitemap-title" className="sj-card-title">
          网站地图
        </h1>
        {categories.length ? (
          <dl className="sj-sitemap">
            {categories.map((c) => (
              <div key={c.id} className="sj-sitemap-row">
                <dt>
                  <Link to={`/shangji/${c.pinyin}`}>{c.name}</Link>
                </dt>
                <dd>
                  <ul>
                    {c.children.map((k) => (
                      <li key={k.id}>
                        <Link to={`/shangji/${k.pinyin}`}>{k.name}</Link>
                      </li>
                    ))}
                  </ul>
                </dd>
              </div>
            ))}
          </dl>
        ) : (
          <EmptyState text="暂无分类" links={[{ label: '品牌库', to: '/shangji' }]} />
        )}
      </section>
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../../components/RouteErrorBoundary';

export const SitemapDocument = graphql(`
  query Sitemap {
    categories {
      ...CategoryTabs_category
    }
  }
`);
