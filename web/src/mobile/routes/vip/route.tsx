// Mobile certified brands, /vip and /vip/{pinyin} with ?p=N (the desktop's scheme): 15 a page, the industries
// that have certified brands as tabs. A malformed or unknown category is the 404 page; a page past the end
// shows the last page.
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { depsContext } from '../../../app-context';
import { isPastEnd, pageCount, readPage } from '../../../components/paging';
import { SITE_NAME } from '../../../components/site';
import { graphql } from '../../../gql';
import { readVip, readVipId, vipPath } from '../../../routes/vip/listing';
import { BrandList } from '../../components/BrandItem';
import { guarded, notFound } from '../../components/errors';
import { Head } from '../../components/Head';
import { Pager, pageHref } from '../../components/Pager';

const PAGE_SIZE = 15;

export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const deps = context.get(depsContext);
  const pinyin = readVipId(params.id);
  if (!pinyin) throw notFound();
  return guarded(async () => {
    let page = readPage(request.url);
    const first = await readVip(deps.query, MobileVipDocument, pinyin, page);
    let listing = first.brandList;
    if (!listing) throw notFound();
    if (listing.brands.total > 0 && isPastEnd(page, listing.brands.total, PAGE_SIZE)) {
      page = pageCount(listing.brands.total, PAGE_SIZE);
      listing = (await readVip(deps.query, MobileVipDocument, pinyin, page)).brandList ?? listing;
    }
    return { pinyin, page, listing, tabs: first.certifiedCategories ?? [] };
  });
}

export function Component() {
  const { pinyin, page, listing, tabs } = useLoaderData<typeof loader>();
  const name = listing.category?.category.name ?? null;
  const what = name ? `${name}认证品牌` : '认证品牌';
  const path = vipPath(pinyin);
  const { items, total } = listing.brands;
  return (
    <>
      <Head
        title={`${what}_${name ?? ''}VIP品牌加盟_热门商机${page > 1 ? `_第${page}页` : ''}_${SITE_NAME}`}
        description={`${SITE_NAME}${what}：经过认证的${name ?? ''}加盟品牌，查看投资金额、主营产品与公司信息，在线咨询加盟。`}
        path={pageHref(path, page)}
      />
      <h1 className="m-title">{what}</h1>
      <nav className="m-tabs m-tabs-scroll" aria-label="认证品牌行业">
        <a href="/vip" aria-current={pinyin === 'all' ? 'page' : undefined}>
          全部
        </a>
        {tabs.map((c) => (
          <a key={c.id} href={`/vip/${c.pinyin}`} aria-current={c.pinyin === pinyin ? 'page' : undefined}>
            {c.name}
          </a>
        ))}
      </nav>
      <p className="m-muted" aria-live="polite">
        共 {total} 个认证品牌
      </p>
      {items.length ? (
        <BrandList brands={items} eager={3} />
      ) : (
        <div className="m-empty">
          <p>暂无认证品牌，换个行业试试吧</p>
          <p>
            <a className="m-button m-button-ghost" href="/vip">
              查看全部认证品牌
            </a>
          </p>
        </div>
      )}
      <Pager page={page} pageCount={pageCount(total, PAGE_SIZE)} href={(p) => pageHref(path, p)} />
    </>
  );
}

export const MobileVipDocument = graphql(`
  query MobileVip($pinyin: String, $page: Int) {
    ...VipListing_query
    brandList(filter: { pinyin: $pinyin, certified: true }, page: $page) {
      brands {
        items {
          ...MobileBrand_brand
        }
      }
    }
  }
`);
