// /news/{id} (numeric): the article (SPEC §2). Title, date, author, views, the sanitised body, the linked
// brand card (consult scrolls to the message form, offset 10 px), related news, previous/next with
// 没有更多了 when there is none, the right column (origin, company, hot topics and brands) and the form.
// JSON-LD NewsArticle for search engines. Unknown id → 404.
import { Link, data, useLoaderData, useLocation, type LoaderFunctionArgs } from 'react-router';
import { depsContext, useSiteConfig } from '../../app-context';
import { logFailure } from '../../data/log';
import { BrandMiniList } from '../../components/BrandMini';
import { TopicTitleList } from '../../components/TopicTitleList';
import { Breadcrumb } from '../../components/Breadcrumb';
import { ColumnsSheet } from '../../components/columns';
import { DeferredSection } from '../../components/DeferredSection';
import { EnquiryForm } from '../../components/enquiry/EnquiryForm';
import { NewsTitleList } from '../../components/NewsTitleList';
import { PageHead, type PageMeta } from '../../components/PageHead';
import type { RouteErrorData } from '../../components/RouteErrorBoundary';
import { Sheet } from '../../components/Sheet';
import { SideCard } from '../../components/SideCard';
import { SITE_NAME } from '../../components/site';
import { graphql } from '../../gql';
import type { NewsDetailQuery } from '../../gql/graphql';
import { scriptJson } from '../../hydration';
import { detailVariables } from '../../routing/define';
import { ArticleBrand, MESSAGE_ID } from './ArticleBrand';
import { ArticleText } from './ArticleText';
import sheet from './styles.css.ts?sheet';

type Article = NonNullable<NewsDetailQuery['news']>;

/** Shown where there is no previous or next article. */
export const NO_MORE_TEXT = '没有更多了';

export function meta(a: Article, path: string): PageMeta {
  return {
    title: `${a.title}_${SITE_NAME}`,
    keywords: a.keywords || a.title,
    description: a.summary || a.title,
    path,
  };
}

const log = logFailure('news-detail');

export async function critical(args: LoaderFunctionArgs) {
  return (await args.context.get(depsContext).query(NewsDetailDocument, detailVariables(args))).news;
}

export async function loader(args: LoaderFunctionArgs) {
  const deps = args.context.get(depsContext);
  const article = await critical(args);
  if (!article) throw data<RouteErrorData>({ kind: 'missing' }, { status: 404 });
  const categoryId = article.brand?.category.id ?? null;
  return {
    article,
    side: deps.query(NewsDetailSideDocument, { categoryId }, { partial: true }).then((r) => r, log('side')),
  };
}

function Neighbour({ label, item }: { label: string; item: Article['previous'] }) {
  return (
    <p>
      {label}：{item ? <Link to={`/news/${item.id}`}>{item.title}</Link> : <span className="sj-muted">{NO_MORE_TEXT}</span>}
    </p>
  );
}

function ArticleJsonLd({ a }: { a: Article }) {
  const { siteUrl } = useSiteConfig();
  const url = `${siteUrl}/news/${a.id}`;
  const abs = (src: string) => (/^https?:/.test(src) ? src : siteUrl + src);
  // schema.org NewsArticle; dates as ISO 8601 with the site's time zone (China, +08:00).
  const iso = (t: string) => (t ? `${t.replace(' ', 'T')}:00+08:00` : undefined);
  const json = {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    headline: a.title.slice(0, 110),
    description: a.summary || undefined,
    image: a.thumbnail ? [abs(a.thumbnail)] : undefined,
    datePublished: iso(a.publishedAt),
    author: a.author ? [{ '@type': 'Person', name: a.author }] : [{ '@type': 'Organization', name: SITE_NAME }],
    publisher: { '@type': 'Organization', name: SITE_NAME },
    mainEntityOfPage: url,
    url,
  };
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: scriptJson(json) }} />;
}

export function Component() {
  const { article: a, side } = useLoaderData<typeof loader>();
  const { pathname } = useLocation();
  // The path is the news channel first (新店开业), then the brand's industry (服务): the breadcrumb names the
  // channel, whose list /news/{pinyin} serves; the industry has no news list of its own (it answered 404).
  const channel = a.categoryPath[0];
  return (
    <div className="sj-container sj-page" key={a.id}>
      <ColumnsSheet />
      <Sheet sheet={sheet} />
      <PageHead {...meta(a, pathname)} />
      <ArticleJsonLd a={a} />
      <Breadcrumb
        items={[
          { label: '头条', to: '/news' },
          ...(channel ? [{ label: channel.name, to: `/news/${channel.pinyin}` }] : []),
          { label: a.title },
        ]}
      />
      <div className="sj-cols">
        <div className="sj-cols-main">
          <ArticleText
            title={a.title}
            publishedAt={a.publishedAt}
            author={a.author}
            viewCount={a.viewCount}
            bodyHtml={a.bodyHtml}
            lead={
              a.brand ? (
                <div className="sj-article-brand">
                  <ArticleBrand brand={a.brand} consult={Boolean(a.brand.enquiryTarget)} />
                </div>
              ) : null
            }
          >
            <nav aria-label="上一篇和下一篇" className="sj-article-neighbours">
              <Neighbour label="上一篇" item={a.previous} />
              <Neighbour label="下一篇" item={a.next} />
            </nav>
          </ArticleText>
          {a.brand?.enquiryTarget ? (
            <section className="sj-card" id={MESSAGE_ID} aria-labelledby="message-title">
              <h2 className="sj-card-title" id="message-title">
                在线留言
              </h2>
              <EnquiryForm target={a.brand.enquiryTarget} />
            </section>
          ) : null}
          <section className="sj-card" aria-labelledby="related-news">
            <h2 className="sj-card-title" id="related-news">
              相关资讯
            </h2>
            <NewsTitleList news={a.related} />
          </section>
        </div>
        <aside className="sj-cols-side" aria-label="侧栏">
          {a.brand ? (
            <SideCard title="品牌信息">
              <dl className="sj-brand-row-facts sj-article-facts">
                <div>
                  <dt>品牌名称：</dt>
                  <dd>
                    <Link to={`/shangji/${a.brand.id}`}>{a.brand.name}</Link>
                  </dd>
                </div>
                <div>
                  <dt>品牌发源地：</dt>
                  <dd>{a.brand.origin || a.brand.headquarters?.name || '—'}</dd>
                </div>
                <div>
                  <dt>公司名称：</dt>
                  <dd>{a.brand.company || '—'}</dd>
                </div>
              </dl>
            </SideCard>
          ) : null}
          <SideCard title="热门专题" moreTo="/zhuanti">
            <DeferredSection resolve={side}>
              {(s) =>
                <TopicTitleList topics={s?.relatedTopics ?? []} />
              }
            </DeferredSection>
          </SideCard>
          <SideCard title="热门品牌" moreTo="/shangji">
            <DeferredSection resolve={side}>{(s) => <BrandMiniList brands={s?.relatedBrands ?? []} />}</DeferredSection>
          </SideCard>
        </aside>
      </div>
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../../components/RouteErrorBoundary';

export const NewsDetailDocument = graphql(`
  query NewsDetail($id: ID!, $show: String) {
    news(id: $id, show: $show) {
      ...Article_news
      thumbnail
      related {
        ...NewsTitleList_news
      }
      brand {
        id
        name
        company
        origin
        headquarters {
          id
          name
        }
        category {
          id
        }
        ...BrandCard_brand
      }
    }
  }
`);

export const NewsDetailSideDocument = graphql(`
  query NewsDetailSide($categoryId: ID) {
    relatedTopics(categoryId: $categoryId, limit: 8) {
      id
      title
    }
    relatedBrands(categoryId: $categoryId, kind: HOT, limit: 6) {
      ...BrandMini_brand
    }
  }
`);
