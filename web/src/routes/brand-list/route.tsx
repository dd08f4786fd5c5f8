// /shangji/all and /shangji/{pinyin-feeid-regionid-idenid-isvip}: the brand list. Critical: the filter
// rows and one page of 15 brands. Deferred: the right column. A malformed id, an unknown category or an
// unknown filter value is the 404 page, as is a page past the end.
import { data, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { depsContext } from '../../app-context';
import { logFailure } from '../../data/log';
import { BrandMiniList } from '../../components/BrandMini';
import { BrandRow } from '../../components/BrandRow';
import { Breadcrumb, type BreadcrumbItem } from '../../components/Breadcrumb';
import { DeferredSection } from '../../components/DeferredSection';
import { EmptyState } from '../../components/EmptyState';
import { LinkTabs } from '../../components/LinkTabs';
import { PageHead, type PageMeta } from '../../components/PageHead';
import { PlainLinksContext, usePlainLinkNavigation } from '../../components/plain-links';
import { Pager } from '../../components/Pager';
import { pageCount, readPage, requireListPage } from '../../components/paging';
import type { RouteErrorData } from '../../components/RouteErrorBoundary';
import { SITE_NAME } from '../../components/site';
import { graphql } from '../../gql';
import type { BrandListQuery } from '../../gql/graphql';
import { FilterRows, type FilterCategory } from './FilterRows';
import { listHref, parseListId, type ListFilters } from '../../components/list-id';
import { scopeOf } from '../../components/list-scope';
import { readBrandList } from './listing';
import { SideColumn } from './SideColumn';
import { ListStyles } from './styles';

export const PAGE_SIZE = 15;
export const EMPTY_TEXT = '暂无你要找的加盟项目，重新切换条件试试吧，也可以了解推荐热门品牌';

type Listing = NonNullable<BrandListQuery['brandList']>;

interface Scope {
  top: FilterCategory | null;
  sub: FilterCategory['children'][number] | null;
}

export function meta(listing: Listing, filters: ListFilters, page: number, path: string): PageMeta {
  const c = listing.category;
  const name = c?.category.name ?? '';
  const what = filters.isvip === '1' ? `${name}认证品牌` : `${name}加盟项目`;
  const paged = page > 1 ? `_第${page}页` : '';
  return {
    title: `${c ? c.title : '加盟项目大全'}_${what}排行榜${paged}_${SITE_NAME}`,
    keywords: c?.keywords || '加盟项目,品牌加盟,加盟费,加盟条件',
    description: c?.description || `${SITE_NAME}加盟项目大全：按行业、投资金额、总部城市筛选品牌，查看加盟费、加盟条件与加盟电话。`,
    path: page > 1 ? `${path}?p=${page}` : path,
  };
}

const log = logFailure('brand-list');

const notFound = () => data<RouteErrorData>({ kind: 'missing' }, { status: 404 });

/** The filters and one page of brands: the head and the first screen. Also run ahead on prefetch. */
export async function critical({ params, request, context }: LoaderFunctionArgs) {
  const deps = context.get(depsContext);
  const filters = parseListId(params.id);
  if (!filters) return null;
  const page = readPage(request.url);
  return { filters, page, result: await readBrandList(deps.query, BrandListDocument, filters, page) };
}

export async function loader(args: LoaderFunctionArgs) {
  const deps = args.context.get(depsContext);
  const filters = parseListId(args.params.id);
  if (!filters) throw notFound();
  // Deferred first: the pinyin-scoped cards and brands overlap the critical wait.
  const pinyin = filters.pinyin === 'all' ? null : filters.pinyin;
  const side = deps.query(ListSideDocument, { pinyin }, { partial: true }).catch(log('side column'));
  const brands = deps.query(ListSideBrandsDocument, { pinyin }, { partial: true }).catch(log('side brands'));
  const first = await critical(args);
  if (!first?.result.brandList || !first.result.brandFilters) throw notFound();
  const { page } = first;
  const listing = first.result.brandList;
  requireListPage(page, listing.brands.total, PAGE_SIZE);
  const filterLists = first.result.brandFilters;
  const scope: Scope = scopeOf(filterLists.categories, listing.category);
  return { filters, page, listing: { ...listing, counts: first.result.brandListCounts ?? null }, filterLists, scope, side, brands };
}

function ListTabs({ filters, total }: { filters: ListFilters; total: number }) {
  const tabs = [
    { isvip: '0' as const, label: '加盟项目' },
    { isvip: '1' as const, label: '品牌认证' },
  ];
  return (
    <LinkTabs
      label="列表类型"
      tabs={tabs.map((t) => ({ label: t.label, to: listHref(filters, { isvip: t.isvip }), current: filters.isvip === t.isvip }))}
      note={
        <span aria-live="polite">
          共找到 <span className="sj-money">{total}</span> 个品牌
        </span>
      }
    />
  );
}

/** Links that widen an empty result: drop one filter at a time, or see everything. */
function widenLinks(filters: ListFilters, names: Record<'fee' | 'region' | 'tag', string | undefined>) {
  const links: { label: string; to: string }[] = [];
  if (filters.feeid !== '0') links.push({ label: `不限投资金额（取消${names.fee ?? ''}）`, to: listHref(filters, { feeid: '0' }) });
  if (filters.regionid !== '0') links.push({ label: `不限总部城市（取消${names.region ?? ''}）`, to: listHref(filters, { regionid: '0' }) });
  if (filters.idenid !== '0') links.push({ label: `不限标签（取消${names.tag ?? ''}）`, to: listHref(filters, { idenid: '0' }) });
  if (filters.filed === '1') links.push({ label: '不限备案（取消已备案）', to: listHref(filters, { filed: '0' }) });
  if (filters.twostores === '1') links.push({ label: '不限两店一年（取消两店一年）', to: listHref(filters, { twostores: '0' }) });
  if (filters.isvip === '1') links.push({ label: '查看全部加盟项目', to: listHref(filters, { isvip: '0' }) });
  links.push({ label: '浏览全部品牌', to: '/shangji/all' });
  return links;
}

export function Component() {
  const { filters, page, listing, filterLists, scope, side, brands } = useLoaderData<typeof loader>();
  const path = listHref(filters, {});
  const { items, total } = listing.brands;
  const crumbs: BreadcrumbItem[] = [{ label: '品牌库', to: '/shangji' }];
  if (scope.top) crumbs.push({ label: scope.top.name, to: `/shangji/${scope.top.pinyin}` });
  if (scope.sub) crumbs.push({ label: scope.sub.name, to: `/shangji/${scope.sub.pinyin}` });
  crumbs.push({ label: filters.isvip === '1' ? '品牌认证' : scope.top ? '加盟项目' : '全部项目' });
  const nameOf = (list: ReadonlyArray<{ id: string; name: string }>, id: string) => list.find((x) => x.id === id)?.name;
  const onLinkClick = usePlainLinkNavigation();
  return (
    // ~270 links (filter rows, rows, pager, side lists): the kit's links render plain anchors that navigate
    // client-side through this one handler (components/plain-links.ts), a fifth of this page's render time
    // as React Router <Link>s.
    <div className="sj-container sj-bl" onClick={onLinkClick}>
      <PlainLinksContext value={true}>
      <PageHead {...meta(listing, filters, page, path)} />
      <ListStyles />
      <Breadcrumb items={crumbs} />
      <h1 className="sj-sr-only">{listing.category?.title ?? '加盟项目大全'}</h1>
      <FilterRows
        filters={filters}
        categories={filterLists.categories}
        top={scope.top}
        sub={scope.sub}
        feeBands={filterLists.feeBands}
        regions={filterLists.regions}
        tags={filterLists.tags}
        trustCounts={listing.counts}
      />
      <div className="sj-bl-body">
        <section className="sj-card sj-bl-main" aria-label="品牌列表">
          <ListTabs filters={filters} total={total} />
          {items.length ? (
            items.map((b) => <BrandRow key={b.id} brand={b} heading="h2" />)
          ) : (
            <EmptyState
              text={EMPTY_TEXT}
              links={widenLinks(filters, {
                fee: nameOf(filterLists.feeBands, filters.feeid),
                region: nameOf(filterLists.regions, filters.regionid),
                tag: nameOf(filterLists.tags, filters.idenid),
              })}
            >
              <DeferredSection resolve={brands}>
                {(b) => (b?.hot?.length ? (
                    <div className="sj-bl-hot">
                      <BrandMiniList brands={b.hot} columns={2} />
                    </div>
                  ) : null)}
              </DeferredSection>
            </EmptyState>
          )}
          <Pager page={page} pageCount={pageCount(total, PAGE_SIZE)} />
        </section>
        <SideColumn side={side} brands={brands} />
      </div>
      </PlainLinksContext>
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../../components/RouteErrorBoundary';

export const BrandListDocument = graphql(`
  query BrandList($filter: BrandFilter, $page: Int) {
    brandListCounts(filter: $filter) {
      filed
      twoStores
    }
    brandList(filter: $filter, page: $page) {
      ...BrandListing_listing
      brands {
        items {
          ...BrandRow_brand
        }
      }
    }
  }
`);

export const ListSideDocument = graphql(`
  query ListSide($pinyin: String) {
    topBrands(pinyin: $pinyin, limit: 10) {
      id
      name
      feeBand {
        id
        name
      }
    }
    relatedNews(pinyin: $pinyin, limit: 8) {
      ...NewsTitleList_news
    }
    relatedTopics(pinyin: $pinyin, limit: 8) {
      id
      title
    }
  }
`);

export const ListSideBrandsDocument = graphql(`
  query ListSideBrands($pinyin: String) {
    hot: relatedBrands(pinyin: $pinyin, kind: HOT, limit: 5) {
      ...BrandMini_brand
    }
    recommended: relatedBrands(pinyin: $pinyin, kind: RECOMMENDED, limit: 5) {
      ...BrandMini_brand
    }
  }
`);
