// /comment/{id}: a brand's comments (SPEC §2). Queries p (page), tab (comment group, default 1) and sid
// (optional shop id). Critical: the listing (summary, tabs, the page of comments, the brand). Deferred:
// hot related brands. Unknown brand, shop or group → the 404 page.
import { data, Link, useLoaderData, useLocation, type LoaderFunctionArgs } from 'react-router';
import { depsContext } from '../../app-context';
import { logFailure } from '../../data/log';
import { BrandMiniList } from '../../components/BrandMini';
import { Breadcrumb } from '../../components/Breadcrumb';
import { ConsultButton } from '../../components/ConsultButton';
import { DeferredSection } from '../../components/DeferredSection';
import { EmptyState } from '../../components/EmptyState';
import { EnquiryForm } from '../../components/enquiry/EnquiryForm';
import { PageHead, type PageMeta } from '../../components/PageHead';
import { Pager } from '../../components/Pager';
import { pageCount, requireListPage } from '../../components/paging';
import { pageQuery } from '../../routing/page-params';
import type { RouteErrorData } from '../../components/RouteErrorBoundary';
import { Sheet } from '../../components/Sheet';
import { SideCard } from '../../components/SideCard';
import { SITE_NAME } from '../../components/site';
import { graphql } from '../../gql';
import type { CommentPageQuery } from '../../gql/graphql';
import { CommentList } from './CommentList';
import { readComments } from './listing';
import sheet from './styles.css.ts?sheet';
import { framed } from '../../components/framed';

type Listing = NonNullable<CommentPageQuery['comments']>;

export function meta(listing: Listing, path: string): PageMeta {
  const n = listing.brand.name;
  return {
    title: `${n}怎么样_${n}加盟评价_${SITE_NAME}`,
    keywords: `${n}怎么样,${n}评价,${n}加盟`,
    description: `${n}共有${listing.commentCount}条评价，平均评分${listing.averageScore.toFixed(1)}分。`,
    path,
  };
}

export async function critical(args: LoaderFunctionArgs) {
  const found = await readComments(args, CommentPageDocument);
  const listing = found?.result.comments;
  if (!found || !listing) return null;
  const { result, ...q } = found;
  return { listing, enquiryTarget: result.brand?.enquiryTarget ?? null, ...q };
}

const log = logFailure('comment');

export async function loader(args: LoaderFunctionArgs) {
  const deps = args.context.get(depsContext);
  const hot = deps.query(CommentHotBrandsDocument).then((r) => r.relatedBrands ?? [], log('hot brands'));
  const found = await critical(args);
  if (!found) {
    hot.catch(() => undefined);
    throw data<RouteErrorData>({ kind: 'missing' }, { status: 404 });
  }
  const { total, pageSize } = found.listing.comments;
  try {
    requireListPage(found.page, total, pageSize);
  } catch (e) {
    hot.catch(() => undefined);
    throw e;
  }
  return { ...found, hot };
}

/** The address of a group tab: same sid, page 1. */
function tabHref(pathname: string, search: string, tab: number): string {
  // Only the parameters pages read are carried over (web/src/routing/page-params.ts).
  const params = new URLSearchParams(pageQuery(search));
  params.delete('p');
  if (tab === 1) params.delete('tab');
  else params.set('tab', String(tab));
  const q = params.toString();
  return q ? `${pathname}?${q}` : pathname;
}

export function Component() {
  const { listing, enquiryTarget, tab, hot } = useLoaderData<typeof loader>();
  const { pathname, search } = useLocation();
  const { brand, comments } = listing;
  const detail = `/shangji/${brand.id}`;
  return (
    <div className="sj-container sj-comment-page" key={brand.id}>
      <Sheet sheet={sheet} />
      <PageHead {...meta(listing, pathname)} />
      <Breadcrumb items={[{ label: '品牌库', to: '/shangji' }, { label: brand.name, to: detail }, { label: '品牌点评' }]} />
      <div className="sj-comment-cols">
        <div className="sj-comment-main">
          <section className="sj-card" aria-labelledby="comment-title">
            <h1 id="comment-title" className="sj-card-title">
              {brand.name}的点评
            </h1>
            <p className="sj-comment-summary">
              <span>
                共 <strong>{listing.commentCount}</strong> 条点评
              </span>
              <span>
                平均评分 <strong>{listing.averageScore.toFixed(1)}</strong> 分
              </span>
            </p>
            <nav className="sj-comment-tabs" aria-label="点评分类">
              {listing.groups.map((g) => (
                <Link key={g.id} to={tabHref(pathname, search, g.id)} aria-current={g.id === tab ? 'page' : undefined} preventScrollReset>
                  {g.name}（{g.count}）
                </Link>
              ))}
            </nav>
            {/* What the counts count (upstream/src/routes/comments.ts): the rating groups split 全部; 有图 cuts across them. */}
            <p className="sj-muted sj-comment-groups-note">好评、中评、差评按星级划分（4–5 星、3 星、1–2 星），合计即全部点评；有图为其中带图片的点评。</p>
            {comments.items.length ? (
              <CommentList comments={comments.items} />
            ) : (
              <EmptyState text="暂无点评" links={[{ label: `返回${brand.name}`, to: detail }]} />
            )}
            <Pager page={comments.page} pageCount={pageCount(comments.total, comments.pageSize)} label="点评分页" />
          </section>
          <section id="comment-message" className="sj-card" aria-labelledby="comment-message-title">
            <h2 id="comment-message-title" className="sj-card-title" tabIndex={-1}>
              在线留言
            </h2>
            <EnquiryForm target={enquiryTarget} />
          </section>
        </div>
        <aside className="sj-comment-side" aria-label="侧栏">
          <section className="sj-card sj-comment-brand" aria-label="品牌信息">
            <Link to={detail}>
              <img src={framed(brand.thumbnail, 280, 187)} alt={brand.name} width={280} height={187} />
            </Link>
            <h3>
              <Link to={detail}>{brand.name}</Link>
            </h3>
            <p className="sj-muted">品牌发源地：{brand.origin || '—'}</p>
            <p className="sj-muted">公司名称：{brand.company || '—'}</p>
            <div className="sj-comment-brand-actions">
              <Link to={detail} className="sj-btn sj-btn-outline">
                查看详情
              </Link>
              <ConsultButton target={enquiryTarget} />
            </div>
          </section>
          <SideCard title="热门品牌">
            <DeferredSection resolve={hot}>
              {(brands) => (brands?.length ? <BrandMiniList brands={brands} /> : <p className="sj-muted">暂无数据</p>)}
            </DeferredSection>
          </SideCard>
        </aside>
      </div>
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../../components/RouteErrorBoundary';

export const CommentPageDocument = graphql(`
  query CommentPage($id: ID!, $page: Int, $group: Int, $shopId: ID) {
    comments(brandId: $id, page: $page, group: $group, shopId: $shopId) {
      ...CommentListing_listing
      brand {
        thumbnail
        origin
        company
      }
    }
    # The listing's brand is the list form (no enquiry context): the detail form has it.
    brand(id: $id) {
      id
      enquiryTarget {
        ...ConsultButton_target
      }
    }
  }
`);

export const CommentHotBrandsDocument = graphql(`
  query CommentHotBrands {
    relatedBrands(kind: HOT, limit: 8) {
      ...BrandMini_brand
    }
  }
`);
