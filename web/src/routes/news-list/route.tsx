// /news/all and /news/{pinyin}: the news list (SPEC §2). Category tabs (全部 plus the menu), 15 articles
// per page with the pager, breadcrumb 首页 > 加盟头条 > category name or 全部, the empty text. An unknown
// category answers 404; a page past the end shows the empty text with the pager back.
import { Link, data, useLoaderData, useLocation, type LoaderFunctionArgs } from 'react-router';
import { depsContext } from '../../app-context';
import { logFailure } from '../../data/log';
import { BrandMiniList } from '../../components/BrandMini';
import { Breadcrumb } from '../../components/Breadcrumb';
import { ColumnsSheet } from '../../components/columns';
import { DeferredSection } from '../../components/DeferredSection';
import { EmptyState } from '../../components/EmptyState';
import { NewsTitleList } from '../../components/NewsTitleList';
import { PageHead, type PageMeta } from '../../components/PageHead';
import { Pager } from '../../components/Pager';
import { pageCount, requireListPage } from '../../components/paging';
import type { RouteErrorData } from '../../components/RouteErrorBoundary';
import { Sheet } from '../../components/Sheet';
import { SideCard } from '../../components/SideCard';
import { SITE_NAME } from '../../components/site';
import { graphql } from '../../gql';
import { readNewsList } from './listing';
import { NewsItem } from './NewsItem';
import sheet from './styles.css.ts?sheet';

/** SPEC §2 (news list): no news found, try other conditions or see the recommended hot news. */
export const NEWS_EMPTY_TEXT = '暂无你要找的资讯，重新切换条件试试吧，也可以了解推荐热门资讯';

export function meta(name: string | null, page: number, path: string): PageMeta {
  const what = name ?? '加盟资讯';
  const suffix = page > 1 ? `_第${page}页` : '';
  return {
    title: `${what}_${name ? `${name}加盟资讯` : '创业资讯大全'}${suffix}_${SITE_NAME}`,
    keywords: `${what},加盟资讯,创业资讯,加盟头条`,
    description: `${SITE_NAME}${what}频道，提供最新${what}、加盟开店经验与创业资讯。`,
    path,
  };
}

export const critical = (args: LoaderFunctionArgs) => readNewsList(args, NewsListDocument);

export async function loader(args: LoaderFunctionArgs) {
  const deps = args.context.get(depsContext);
  const side = deps.query(NewsListSideDocument, {}, { partial: true }).then(
    (r) => r,
    logFailure('news-list')('side'),
  );
  const { page, listing } = await critical(args);
  if (!listing) throw data<RouteErrorData>({ kind: 'missing' }, { status: 404 });
  requireListPage(page, listing.news.total, listing.news.pageSize);
  return { page, listing, side };
}

export function Component() {
  const { page, listing, side } = useLoaderData<typeof loader>();
  const { pathname } = useLocation();
  const current = listing.category;
  const name = current?.name ?? null;
  const pages = pageCount(listing.news.total, listing.news.pageSize);
  const canonical = page > 1 ? `${pathname}?p=${page}` : pathname;
  return (
    <div className="sj-container sj-page sj-news-list">
      <ColumnsSheet />
      <Sheet sheet={sheet} />
      <PageHead {...meta(name, page, canonical)} />
      <Breadcrumb items={[{ label: '头条', to: '/news' }, { label: name ?? '全部' }]} />
      <div className="sj-cols">
        <div className="sj-card sj-cols-main">
          <h1 className="sj-sr-only">{name ?? '全部资讯'}</h1>
          <nav aria-label="资讯分类">
            <ul className="sj-cat-bar sj-news-list-cats">
              <li>
                <Link to="/news/all" aria-current={current ? undefined : 'page'}>
                  全部
                </Link>
              </li>
              {listing.categories.map((c) => (
                <li key={c.id}>
                  <Link to={`/news/${c.pinyin}`} aria-current={current?.id === c.id ? 'page' : undefined}>
                    {c.name}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          {listing.news.items.length ? (
            listing.news.items.map((n) => <NewsItem key={n.id} news={n} />)
          ) : (
            <EmptyState text={NEWS_EMPTY_TEXT} links={[{ label: '查看全部资讯', to: '/news/all' }]} />
          )}
          <Pager page={page} pageCount={pages} />
        </div>
        <aside className="sj-cols-side" aria-label="侧栏">
          <SideCard title="推荐热门资讯">
            <DeferredSection resolve={side}>{(s) => <NewsTitleList news={s?.relatedNews ?? []} />}</DeferredSection>
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

export const NewsListDocument = graphql(`
  query NewsList($category: String, $page: Int) {
    newsList(category: $category, page: $page) {
      ...NewsListing_listing
      news {
        items {
          id
          ...NewsItem_news
        }
      }
    }
  }
`);

export const NewsListSideDocument = graphql(`
  query NewsListSide {
    relatedNews(limit: 10) {
      ...NewsTitleList_news
    }
    relatedBrands(kind: HOT, limit: 8) {
      ...BrandMini_brand
    }
  }
`);
