// /vip and /vip/{pinyin}: certified brands, 15 per page, with the industries that have certified brands
// as tabs. The id is a category pinyin (all or none = every category); anything else is the 404 page.
import { data, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { depsContext } from '../../app-context';
import { logFailure } from '../../data/log';
import { BrandRow } from '../../components/BrandRow';
import { Breadcrumb, type BreadcrumbItem } from '../../components/Breadcrumb';
import { ColumnsSheet } from '../../components/columns';
import { DeferredSection } from '../../components/DeferredSection';
import { EmptyState } from '../../components/EmptyState';
import { LinkTabs } from '../../components/LinkTabs';
import { PageHead, type PageMeta } from '../../components/PageHead';
import { Pager } from '../../components/Pager';
import { pageCount, readPage, requireListPage } from '../../components/paging';
import type { RouteErrorData } from '../../components/RouteErrorBoundary';
import { SideCard } from '../../components/SideCard';
import { SITE_NAME } from '../../components/site';
import { TopList } from '../../components/TopList';
import { graphql } from '../../gql';
import { readVip, readVipId, vipPath } from './listing';

export const PAGE_SIZE = 15;
export function meta(name: string | null, page: number, pinyin: string): PageMeta {
  const what = name ? `${name}认证品牌` : '认证品牌';
  const path = vipPath(pinyin);
  return {
    title: `${what}_${name ?? ''}VIP品牌加盟_热门商机${page > 1 ? `_第${page}页` : ''}_${SITE_NAME}`,
    keywords: `${what},VIP品牌,品牌认证,热门商机,品牌加盟`,
    description: `${SITE_NAME}${what}：经过认证的${name ?? ''}加盟品牌，查看投资金额、主营产品与公司信息，在线咨询加盟。`,
    path: page > 1 ? `${path}?p=${page}` : path,
  };
}

const log = logFailure('vip');

const notFound = () => data<RouteErrorData>({ kind: 'missing' }, { status: 404 });

export async function critical({ params, request, context }: LoaderFunctionArgs) {
  const deps = context.get(depsContext);
  const pinyin = readVipId(params.id);
  if (!pinyin) return null;
  const page = readPage(request.url);
  return { pinyin, page, result: await readVip(deps.query, VipListDocument, pinyin, page) };
}

export async function loader(args: LoaderFunctionArgs) {
  const deps = args.context.get(depsContext);
  if (!readVipId(args.params.id)) throw notFound();
  const side = deps.query(VipSideDocument, {}, { partial: true }).catch(log('side column'));
  const first = await critical(args);
  if (!first?.result.brandList) throw notFound();
  const { pinyin } = first;
  const { page } = first;
  const listing = first.result.brandList;
  requireListPage(page, listing.brands.total, PAGE_SIZE);
  return { pinyin, page, listing, tabs: first.result.certifiedCategories ?? [], side };
}

export function Component() {
  const { pinyin, page, listing, tabs, side } = useLoaderData<typeof loader>();
  const category = listing.category?.category ?? null;
  const { items, total } = listing.brands;
  const crumbs: BreadcrumbItem[] = [{ label: '认证品牌', ...(category ? { to: '/vip' } : {}) }];
  if (category) crumbs.push({ label: category.name });
  return (
    <div className="sj-container sj-page">
      <ColumnsSheet />
      <PageHead {...meta(category?.name ?? null, page, pinyin)} />
      <Breadcrumb items={crumbs} />
      <div className="sj-cols">
        <section className="sj-card sj-cols-main" aria-labelledby="vip-title">
          <h1 id="vip-title" className="sj-card-title">
            {category ? `${category.name}认证品牌` : '认证品牌'}
          </h1>
          <LinkTabs
            label="认证品牌分类"
            tabs={[{ pinyin: 'all', name: '全部' }, ...tabs].map((t) => ({
              label: t.name,
              to: vipPath(t.pinyin),
              current: t.pinyin === pinyin || (t.pinyin !== 'all' && category?.pinyin === t.pinyin),
            }))}
            note={
              <>
                共 <span className="sj-money">{total}</span> 个认证品牌
              </>
            }
          />
          {items.length ? (
            items.map((b) => <BrandRow key={b.id} brand={b} heading="h2" />)
          ) : (
            <EmptyState text="暂无认证品牌，换个行业试试吧" links={[{ label: '查看全部认证品牌', to: '/vip' }, { label: '浏览全部品牌', to: '/shangji/all' }]} />
          )}
          <Pager page={page} pageCount={pageCount(total, PAGE_SIZE)} />
        </section>
        <aside className="sj-cols-side" aria-label="侧栏">
          <SideCard title="最新认证品牌" moreTo="/shangji/all-0-0-0-1">
            <DeferredSection resolve={side}>{(s) => <TopList brands={s?.certifiedBrands ?? []} />}</DeferredSection>
          </SideCard>
        </aside>
      </div>
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../../components/RouteErrorBoundary';

export const VipListDocument = graphql(`
  query VipList($pinyin: String, $page: Int) {
    ...VipListing_query
    brandList(filter: { pinyin: $pinyin, certified: true }, page: $page) {
      brands {
        items {
          ...BrandRow_brand
        }
      }
    }
  }
`);

export const VipSideDocument = graphql(`
  query VipSide {
    certifiedBrands(limit: 10) {
      id
      name
      feeBand {
        id
        name
      }
    }
  }
`);
