// /zhuanti/all and /zhuanti/{param}: the topic list (SPEC §2). The param is hyphen-joined, its first
// item a category pinyin or all. First-level bar (全部 + industries), second-level bar (不限 + the
// industry's sub-categories), 20 topics per page with their brands, the pager, recommended brands
// (topid 1, num 10); with all also the latest brands / news / topics block. Unknown category or part →
// 404; numeric parts the list does not read → 301 to the address without them (readTopicListId).
import { Link, data, redirect, useLoaderData, useLocation, type LoaderFunctionArgs } from 'react-router';
import { depsContext } from '../../app-context';
import { logFailure } from '../../data/log';
import { BrandMiniList } from '../../components/BrandMini';
import { TopicTitleList } from '../../components/TopicTitleList';
import { Breadcrumb } from '../../components/Breadcrumb';
import { ColumnsSheet } from '../../components/columns';
import { DeferredSection } from '../../components/DeferredSection';
import { EmptyState } from '../../components/EmptyState';
import { NewsTitleList } from '../../components/NewsTitleList';
import { PageHead, type PageMeta } from '../../components/PageHead';
import { TopicBrandLinks } from '../../components/TopicBrandLinks';
import { Pager } from '../../components/Pager';
import { pageCount, requireListPage } from '../../components/paging';
import type { RouteErrorData } from '../../components/RouteErrorBoundary';
import { SideCard } from '../../components/SideCard';
import { SITE_NAME } from '../../components/site';
import { graphql } from '../../gql';
import type { TopicListQuery } from '../../gql/graphql';
import { framed } from '../../components/framed';
import { Sheet } from '../../components/Sheet';
import { scopeOf } from '../../components/list-scope';
import { readTopicList, readTopicListId } from './listing';
import sheet from './styles.css.ts?sheet';

/** SPEC §2, character for character; shown when the total is 0 or less. */
export const TOPIC_EMPTY_TEXT = '暂无你要找的专题，重新切换条件试试吧，也可以了解推荐热门专题';

type Listing = NonNullable<TopicListQuery['topicList']>;

export function meta(l: Listing, page: number, path: string): PageMeta {
  const c = l.category;
  const suffix = page > 1 ? `_第${page}页` : '';
  return c
    ? { title: `${c.category.name}加盟专题_${c.title}${suffix}_${SITE_NAME}`, keywords: c.keywords, description: c.description, path }
    : {
        title: `加盟专题大全${suffix}_${SITE_NAME}`,
        keywords: '加盟专题,品牌加盟专题,加盟品牌推荐',
        description: `${SITE_NAME}加盟专题大全，按行业汇总品牌加盟推荐。`,
        path,
      };
}

const log = logFailure('topic-list');

export const critical = (args: LoaderFunctionArgs) => readTopicList(args, TopicListDocument);

export async function loader(args: LoaderFunctionArgs) {
  const deps = args.context.get(depsContext);
  const target = readTopicListId(args.params.id);
  if (!target) throw data<RouteErrorData>({ kind: 'missing' }, { status: 404 });
  if (target.redirect) {
    const search = new URL(args.request.url).search;
    throw redirect(target.redirect + search, 301);
  }
  const all = target.category === 'all';
  const side = deps.query(TopicListSideDocument, {}).then((r) => r.relatedBrands ?? [], log('side'));
  const latest = all ? deps.query(TopicListLatestDocument, {}, { partial: true }).then((r) => r, log('latest')) : null;
  const { page, listing } = await critical(args);
  if (!listing) throw data<RouteErrorData>({ kind: 'missing' }, { status: 404 });
  requireListPage(page, listing.topics.total, listing.topics.pageSize);
  return { page, listing, side, latest };
}

export function Component() {
  const { page, listing, side, latest } = useLoaderData<typeof loader>();
  const { pathname } = useLocation();
  const current = listing.category;
  const { top } = scopeOf(listing.categories, current);
  const { total, pageSize, items } = listing.topics;
  return (
    <div className="sj-container sj-page">
      <ColumnsSheet />
      <Sheet sheet={sheet} />
      <PageHead {...meta(listing, page, page > 1 ? `${pathname}?p=${page}` : pathname)} />
      <Breadcrumb items={[{ label: '专题', to: '/zhuanti' }, { label: current?.category.name ?? '全部' }]} />
      <h1 className="sj-sr-only">{current ? `${current.category.name}加盟专题` : '全部加盟专题'}</h1>
      <nav className="sj-card" aria-label="专题分类">
        <ul className="sj-cat-bar">
          <li>
            <Link to="/zhuanti/all" aria-current={current ? undefined : 'page'}>
              全部
            </Link>
          </li>
          {listing.categories.map((c) => (
            <li key={c.id}>
              <Link to={`/zhuanti/${c.pinyin}`} aria-current={top?.id === c.id ? 'page' : undefined}>
                {c.name}
              </Link>
            </li>
          ))}
        </ul>
        {top?.children.length ? (
          <ul className="sj-cat-bar sj-topic-subcats" aria-label="二级分类">
            <li>
              <Link to={`/zhuanti/${top.pinyin}`} aria-current={current?.category.id === top.id ? 'page' : undefined}>
                不限
              </Link>
            </li>
            {top.children.map((c) => (
              <li key={c.id}>
                <Link to={`/zhuanti/${c.pinyin}`} aria-current={current?.category.id === c.id ? 'page' : undefined}>
                  {c.name}
                </Link>
              </li>
            ))}
          </ul>
        ) : null}
      </nav>
      <div className="sj-cols">
        <div className="sj-card sj-cols-main">
          {total <= 0 || !items.length ? (
            <EmptyState text={TOPIC_EMPTY_TEXT} links={[{ label: '推荐热门专题', to: '/zhuanti' }]} />
          ) : (
            items.map((t) => (
              <article key={t.id} className="sj-item" aria-labelledby={`topic-${t.id}`}>
                <Link to={`/zhuanti/${t.id}`} tabIndex={-1} aria-hidden="true">
                  <img src={framed(t.thumbnail, 180, 120)} alt="" loading="lazy" decoding="async" width={180} height={120} />
                </Link>
                <div className="sj-item-body">
                  <h2 className="sj-item-title">
                    <Link to={`/zhuanti/${t.id}`} id={`topic-${t.id}`}>
                      {t.title}
                    </Link>
                  </h2>
                  <p className="sj-item-meta">
                    <time>{t.publishedAt}</time>
                  </p>
                  <TopicBrandLinks brands={t.brands} />
                </div>
              </article>
            ))
          )}
          <Pager page={page} pageCount={pageCount(total, pageSize)} />
        </div>
        <aside className="sj-cols-side" aria-label="侧栏">
          <SideCard title="推荐品牌" moreTo="/shangji">
            <DeferredSection resolve={side}>{(brands) => <BrandMiniList brands={brands ?? []} />}</DeferredSection>
          </SideCard>
          {latest ? (
            <>
              <SideCard title="最新品牌" moreTo="/shangji/all">
                <DeferredSection resolve={latest}>{(l) => <BrandMiniList brands={(l?.latest?.brands ?? []).slice(0, 5)} />}</DeferredSection>
              </SideCard>
              <SideCard title="最新资讯" moreTo="/news/all">
                <DeferredSection resolve={latest}>{(l) => <NewsTitleList news={(l?.latest?.news ?? []).slice(0, 8)} />}</DeferredSection>
              </SideCard>
              <SideCard title="最新专题" moreTo="/zhuanti">
                <DeferredSection resolve={latest}>
                  {(l) => (
                    <TopicTitleList topics={(l?.latest?.topics ?? []).slice(0, 8)} />
                  )}
                </DeferredSection>
              </SideCard>
            </>
          ) : null}
        </aside>
      </div>
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../../components/RouteErrorBoundary';

export const TopicListDocument = graphql(`
  query TopicList($category: String, $page: Int) {
    topicList(category: $category, page: $page) {
      ...TopicListing_listing
      topics {
        items {
          id
          thumbnail
        }
      }
    }
  }
`);

export const TopicListSideDocument = graphql(`
  query TopicListSide {
    relatedBrands(kind: HOT, limit: 10) {
      ...BrandMini_brand
    }
  }
`);

export const TopicListLatestDocument = graphql(`
  query TopicListLatest {
    latest(limit: 20) {
      brands {
        ...BrandMini_brand
      }
      news {
        ...NewsTitleList_news
      }
      topics {
        id
        title
      }
    }
  }
`);
