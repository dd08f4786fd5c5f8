// Mobile brand list, /shangji/{pinyin}-{feeid}-{regionid}-{idenid}-{isvip} with ?p=N: the desktop's
// address scheme (components/list-id.ts), 15 brands a page, the filters of SPEC §2 in a bottom sheet
// (the popover attribute: opens, closes on Esc or outside tap, and keeps focus order, with no script).
// A malformed id or an unknown filter value is the 404 page; a page past the end shows the last page.
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { depsContext } from '../../../app-context';
import { isPastEnd, pageCount, readPage } from '../../../components/paging';
import { listHref, parseListId } from '../../../components/list-id';
import { SITE_NAME } from '../../../components/site';
import { graphql } from '../../../gql';
import { scopeOf } from '../../../components/list-scope';
import { readBrandList } from '../../../routes/brand-list/listing';
import { BrandList } from '../../components/BrandItem';
import { guarded, notFound } from '../../components/errors';
import { Head } from '../../components/Head';
import { Pager, pageHref } from '../../components/Pager';

export const PAGE_SIZE = 15;
/** SPEC §2, the brand list's empty text. */
export const EMPTY_TEXT = '暂无你要找的加盟项目，重新切换条件试试吧，也可以了解推荐热门品牌';

export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const deps = context.get(depsContext);
  const filters = parseListId(params.id);
  if (!filters) throw notFound();
  return guarded(async () => {
    let page = readPage(request.url);
    let result = await readBrandList(deps.query, MobileBrandListDocument, filters, page);
    if (!result.brandList || !result.brandFilters) throw notFound();
    const total = result.brandList.brands.total;
    if (total > 0 && isPastEnd(page, total, PAGE_SIZE)) {
      page = pageCount(total, PAGE_SIZE);
      result = await readBrandList(deps.query, MobileBrandListDocument, filters, page);
    }
    // The empty text promises 推荐热门品牌: an empty list shows its industry's hot brands ('all': every
    // industry's), as the desktop list's empty state does.
    const hot = result.brandList!.brands.items.length === 0 ? ((await deps.query(MobileListHotDocument, { pinyin: filters.pinyin }, { partial: true }).catch(() => null))?.hot ?? []) : [];
    return { filters, page, listing: result.brandList!, lists: result.brandFilters!, hot };
  });
}

function Chips({ label, items, current, href }: { label: string; items: ReadonlyArray<{ id: string; name: string }>; current: string; href: (id: string) => string }) {
  return (
    <fieldset className="m-chips">
      <legend>{label}</legend>
      <a href={href('0')} aria-current={current === '0' ? 'true' : undefined}>
        不限
      </a>
      {items.map((i) => (
        <a key={i.id} href={href(i.id)} aria-current={current === i.id ? 'true' : undefined}>
          {i.name}
        </a>
      ))}
    </fieldset>
  );
}

export function Component() {
  const { filters, page, listing, lists, hot } = useLoaderData<typeof loader>();
  const { top, sub } = scopeOf(lists.categories, listing.category);
  const path = listHref(filters, {});
  const { items, total } = listing.brands;
  const name = listing.category?.category.name ?? '';
  const title = listing.category?.title ?? '加盟项目大全';
  const chosen = [sub?.name ?? top?.name, lists.feeBands.find((f) => f.id === filters.feeid)?.name, lists.regions.find((r) => r.id === filters.regionid)?.name, lists.tags.find((t) => t.id === filters.idenid)?.name].filter(Boolean);
  const categoryHref = (pinyin: string) => listHref(filters, { pinyin });
  return (
    <>
      <Head
        title={`${title}_${name}${filters.isvip === '1' ? '认证品牌' : '加盟项目'}排行榜${page > 1 ? `_第${page}页` : ''}_${SITE_NAME}`}
        description={listing.category?.description || `${SITE_NAME}加盟项目大全：按行业、投资金额、总部城市筛选品牌。`}
        path={pageHref(path, page)}
      />
      <h1 className="m-title">{title}</h1>
      <nav className="m-tabs" aria-label="列表类型">
        <a href={listHref(filters, { isvip: '0' })} aria-current={filters.isvip === '0' ? 'page' : undefined}>
          加盟项目
        </a>
        <a href={listHref(filters, { isvip: '1' })} aria-current={filters.isvip === '1' ? 'page' : undefined}>
          品牌认证
        </a>
      </nav>
      <div className="m-filterbar">
        <span aria-live="polite">
          共找到 <span className="m-money">{total}</span> 个品牌{chosen.length ? `：${chosen.join(' · ')}` : ''}
        </span>
        <button type="button" className="m-button m-button-ghost" popoverTarget="m-filters" data-testid="open-filters">
          筛选
        </button>
      </div>
      <div id="m-filters" popover="auto" className="m-sheet" role="dialog" aria-label="筛选条件">
        <div className="m-sheet-head">
          <strong>筛选条件</strong>
          <button type="button" className="m-button m-button-ghost" popoverTarget="m-filters" popoverTargetAction="hide">
            关闭
          </button>
        </div>
        <fieldset className="m-chips">
          <legend>行业</legend>
          <a href={categoryHref('all')} aria-current={!top ? 'true' : undefined}>
            全部
          </a>
          {lists.categories.map((c) => (
            <a key={c.id} href={categoryHref(c.pinyin)} aria-current={top?.id === c.id && !sub ? 'true' : undefined}>
              {c.name}
            </a>
          ))}
        </fieldset>
        {top && top.children.length ? (
          <fieldset className="m-chips">
            <legend>{top.name}细分</legend>
            {top.children.map((c) => (
              <a key={c.id} href={categoryHref(c.pinyin)} aria-current={sub?.id === c.id ? 'true' : undefined}>
                {c.name}
              </a>
            ))}
          </fieldset>
        ) : null}
        <Chips label="投资金额" items={lists.feeBands} current={filters.feeid} href={(feeid) => listHref(filters, { feeid })} />
        <Chips label="总部地区" items={lists.regions} current={filters.regionid} href={(regionid) => listHref(filters, { regionid })} />
        <Chips label="品牌标签" items={lists.tags} current={filters.idenid} href={(idenid) => listHref(filters, { idenid })} />
        <p className="m-actions">
          <a className="m-button m-button-ghost" href="/shangji/all">
            清空条件
          </a>
        </p>
      </div>
      {items.length ? (
        <BrandList brands={items} eager={3} />
      ) : (
        <div className="m-empty">
          <p role="status">{EMPTY_TEXT}</p>
          <p>
            <a className="m-button m-button-ghost" href="/shangji/all">
              浏览全部品牌
            </a>
          </p>
          {hot.length ? (
            <section aria-labelledby="m-empty-hot">
              <h2 id="m-empty-hot">
                推荐热门品牌
              </h2>
              <BrandList brands={hot} />
            </section>
          ) : null}
        </div>
      )}
      <Pager page={page} pageCount={pageCount(total, PAGE_SIZE)} href={(p) => pageHref(path, p)} />
    </>
  );
}

export const MobileListHotDocument = graphql(`
  query MobileListHot($pinyin: String) {
    hot: relatedBrands(pinyin: $pinyin, kind: HOT, limit: 4) {
      ...MobileBrand_brand
    }
  }
`);

export const MobileBrandListDocument = graphql(`
  query MobileBrandList($filter: BrandFilter, $page: Int) {
    brandList(filter: $filter, page: $page) {
      ...BrandListing_listing
      brands {
        items {
          ...MobileBrand_brand
        }
      }
    }
  }
`);
