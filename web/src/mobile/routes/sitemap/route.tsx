// Mobile /sitemap: the industries and their sub-categories, each a link to its brand list. The desktop
// page's loader and head (routes/sitemap/route.tsx); only the view is the phone's.
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { loader as sitemapLoader, meta } from '../../../routes/sitemap/route';
import { guarded } from '../../components/errors';
import { Head } from '../../components/Head';

export const loader = (args: LoaderFunctionArgs) => guarded(() => sitemapLoader(args));

export function Component() {
  const { categories } = useLoaderData<typeof loader>();
  return (
    <>
      <Head {...meta()} />
      <nav className="m-crumbs" aria-label="面包屑">
        <a href="/">首页</a>
        <a href="/sitemap" aria-current="page">
          网站地图
        </a>
      </nav>
      <h1 className="m-title">网站地图</h1>
      {categories.length ? (
        categories.map((c) => (
          <section key={c.id} className="m-section" aria-labelledby={`sm-${c.id}`}>
            <h2 id={`sm-${c.id}`}>
              <a href={`/shangji/${c.pinyin}`}>{c.name}</a>
            </h2>
            <ul className="m-hot m-sitemap">
              {c.children.map((k) => (
                <li key={k.id}>
                  <a href={`/shangji/${k.pinyin}`}>{k.name}</a>
                </li>
              ))}
            </ul>
          </section>
        ))
      ) : (
        <p className="m-empty">
          暂无分类，<a href="/shangji/all">去品牌库看看</a>
        </p>
      )}
    </>
  );
}
