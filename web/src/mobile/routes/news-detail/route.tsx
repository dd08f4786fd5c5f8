// Mobile article, /news/{id}: title, date and author, the sanitised body (images and tables kept inside the
// screen), the brand it is about, previous / next and related articles. Unknown id → 404.
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { depsContext } from '../../../app-context';
import { SITE_NAME } from '../../../components/site';
import { graphql } from '../../../gql';
import { detailVariables } from '../../../routing/define';
import { BrandItem } from '../../components/BrandItem';
import { guarded, notFound } from '../../components/errors';
import { Head } from '../../components/Head';
import { NewsList } from '../../components/NewsItem';

export async function loader(args: LoaderFunctionArgs) {
  const deps = args.context.get(depsContext);
  return guarded(async () => {
    const article = (await deps.query(MobileNewsDetailDocument, detailVariables(args))).news;
    if (!article) throw notFound();
    return { article };
  });
}

export function Component() {
  const { article: a } = useLoaderData<typeof loader>();
  return (
    <article className="m-article">
      <Head title={`${a.title}_${SITE_NAME}`} description={a.summary} keywords={a.keywords || undefined} path={`/news/${a.id}`} />
      <nav className="m-crumbs" aria-label="面包屑">
        <a href="/">首页</a>
        <a href="/news">加盟资讯</a>
        {a.categoryPath.map((c) => (
          <a key={c.id} href={`/news/${c.pinyin}`}>
            {c.name}
          </a>
        ))}
      </nav>
      <h1 className="m-title">{a.title}</h1>
      <p className="m-muted">
        {a.publishedAt}
        {a.author ? ` · ${a.author}` : ''}
        {a.viewCount !== null && a.viewCount !== undefined ? ` · ${a.viewCount}次阅读` : ''}
      </p>
      {a.bodyHtml ? <div className="m-rich" dangerouslySetInnerHTML={{ __html: a.bodyHtml }} /> : <p className="m-muted">{a.summary}</p>}
      {a.brand ? (
        <section className="m-section" aria-labelledby="h-brand">
          <h2 id="h-brand">文中品牌</h2>
          <ul className="m-brands">
            <BrandItem brand={a.brand} />
          </ul>
        </section>
      ) : null}
      <nav className="m-adjacent" aria-label="上一篇与下一篇">
        {a.previous ? <a href={`/news/${a.previous.id}`}>上一篇：{a.previous.title}</a> : <span>上一篇：没有更多了</span>}
        {a.next ? <a href={`/news/${a.next.id}`}>下一篇：{a.next.title}</a> : <span>下一篇：没有更多了</span>}
      </nav>
      {a.related.length ? (
        <section className="m-section" aria-labelledby="h-related">
          <h2 id="h-related">相关资讯</h2>
          <NewsList news={a.related.slice(0, 8)} />
        </section>
      ) : null}
    </article>
  );
}

export const MobileNewsDetailDocument = graphql(`
  query MobileNewsDetail($id: ID!, $show: String) {
    news(id: $id, show: $show) {
      ...Article_news
      related {
        ...MobileNews_news
      }
      brand {
        ...MobileBrand_brand
      }
    }
  }
`);
