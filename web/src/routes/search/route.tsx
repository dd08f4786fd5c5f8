// /search and /search/{id}: keyword search (SPEC §2). model (zhaoshang default, news, zhuanti), q, p;
// three tabs keeping the keyword; 15 per page (20 for topics); an empty text per tab; topic results link
// to /zhuanti/{id} with their brands; the keyword highlighted (as text, never markup); hot searches.
// Any keyword (emoji, %, _, quotes, 500 characters) gives a normal page.
import { Link, data, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { depsContext } from '../../app-context';
import { logFailure } from '../../data/log';
import { BrandMiniList } from '../../components/BrandMini';
import { BrandRow } from '../../components/BrandRow';
import { Breadcrumb } from '../../components/Breadcrumb';
import { ColumnsSheet } from '../../components/columns';
import { DeferredSection } from '../../components/DeferredSection';
import { EmptyState } from '../../components/EmptyState';
import { PageHead, type PageMeta } from '../../components/PageHead';
import { TopicBrandLinks } from '../../components/TopicBrandLinks';
import { Pager } from '../../components/Pager';
import { pageCount, readPage, requireListPage } from '../../components/paging';
import type { RouteErrorData } from '../../components/RouteErrorBoundary';
import { Sheet } from '../../components/Sheet';
import { SideCard } from '../../components/SideCard';
import { SITE_NAME } from '../../components/site';
import { graphql } from '../../gql';
import type { SearchKind, SearchQuery } from '../../gql/graphql';
import { highlight } from './highlight';
import sheet from './styles.css.ts?sheet';

/** The upstream matches keywords of at most 40 characters; longer ones are cut there, not refused. */
export const MAX_KEYWORD = 40;

export const MODELS = [
  { model: 'zhaoshang', kind: 'BRAND' as SearchKind, label: '加盟项目', empty: '暂无你要找的加盟项目，换个关键词试试吧' },
  { model: 'news', kind: 'NEWS' as SearchKind, label: '加盟资讯', empty: '暂无你要找的加盟资讯，换个关键词试试吧' },
  { model: 'zhuanti', kind: 'TOPIC' as SearchKind, label: '加盟专题', empty: '暂无你要找的加盟专题，换个关键词试试吧' },
] as const;
type Model = (typeof MODELS)[number];

export function searchHref(model: string, q: string, page = 1, industry = ''): string {
  const params = new URLSearchParams({ model, q });
  // The header search's industry (SPEC §2 search box with industry dropdown): brands only.
  if (industry && model === 'zhaoshang') params.set('industry', industry);
  if (page > 1) params.set('p', String(page));
  return `/search?${params.toString()}`;
}

export function meta(model: Model, q: string, page: number, industry: Industry | null = null): PageMeta {
  const what = q ? `${industry ? industry.name : ''}${q}${model.label}` : model.label;
  return {
    title: `${what}搜索${page > 1 ? `_第${page}页` : ''}_${SITE_NAME}`,
    keywords: q ? `${q},${q}加盟,${q}${model.label}` : `加盟搜索,${model.label}`,
    description: q ? `${SITE_NAME}为您找到与“${q}”相关的${model.label}。` : `${SITE_NAME}${model.label}搜索。`,
    path: searchHref(model.model, q, page, industry?.pinyin),
  };
}

interface Industry {
  name: string;
  pinyin: string;
}

/** model, keyword and page from the address; a bad model means the default, a long keyword is cut. */
export function readSearch(request: Request, id: string | undefined) {
  const params = new URL(request.url).searchParams;
  const model = MODELS.find((m) => m.model === params.get('model')) ?? MODELS[0];
  // Characters, not UTF-16 units: an emoji is never cut in half.
  const q = Array.from((params.get('q') ?? id ?? '').trim()).slice(0, MAX_KEYWORD).join('');
  const industry = model.model === 'zhaoshang' ? (params.get('industry') ?? '').trim().slice(0, 60) : '';
  return { model, q, page: readPage(params), industry };
}

export async function critical({ request, params, context }: LoaderFunctionArgs) {
  const deps = context.get(depsContext);
  const { model, q, page, industry: pinyin } = readSearch(request, params.id);
  // An outage is the 503 page (loader → runLoader), never "0 results": the results are required.
  const answer = q ? await deps.query(SearchDocument, { kind: model.kind, keyword: q, page, industry: pinyin || null, withIndustry: Boolean(pinyin) }, { partial: true, required: ['search'] }) : null;
  // An industry the dropdown never offers is not a filter: the 404 page, not a silent search of everything.
  const industry = pinyin ? (answer?.searchConfig?.categories.find((c) => c.pinyin === pinyin) ?? null) : null;
  if (pinyin && q && answer?.searchConfig && !industry) throw data<RouteErrorData>({ kind: 'missing' }, { status: 404 });
  const result = answer?.search ?? null;
  if (result) requireListPage(page, result.total, result.pageSize);
  return { model, q, page, result, industry };
}

export async function loader(args: LoaderFunctionArgs) {
  const deps = args.context.get(depsContext);
  const side = deps.query(SearchSideDocument, {}, { partial: true }).then(
    (r) => r,
    logFailure('search')('side'),
  );
  return { ...(await critical(args)), side };
}

type Hit = NonNullable<SearchQuery['search']>['items'][number];

function HitView({ hit, q }: { hit: Hit; q: string }) {
  if (hit.__typename === 'Brand') return <BrandRow brand={hit} title={highlight(hit.name, q)} heading="h2" />;
  if (hit.__typename === 'News') {
    return (
      <article className="sj-item">
        <div className="sj-item-body">
          <h2 className="sj-item-title">
            <Link to={`/news/${hit.id}`}>{highlight(hit.title, q)}</Link>
          </h2>
          <p className="sj-item-summary">{highlight(hit.summary, q)}</p>
          <p className="sj-item-meta">
            <time>{hit.publishedAt}</time>
            <span>浏览：{hit.viewCount ?? 0}</span>
          </p>
        </div>
      </article>
    );
  }
  return (
    <article className="sj-item">
      <div className="sj-item-body">
        <h2 className="sj-item-title">
          <Link to={`/zhuanti/${hit.id}`}>{highlight(hit.title, q)}</Link>
        </h2>
        <p className="sj-item-summary">{highlight(hit.summary, q)}</p>
        <p className="sj-item-meta">
          <time>{hit.publishedAt}</time>
        </p>
        <TopicBrandLinks brands={hit.brands} />
      </div>
    </article>
  );
}

export function Component() {
  const { model, q, page, result, side, industry } = useLoaderData<typeof loader>();
  const items = result?.items ?? [];
  return (
    <div className="sj-container sj-page sj-search-page">
      <ColumnsSheet />
      <Sheet sheet={sheet} />
      <PageHead {...meta(model, q, page, industry)} />
      <Breadcrumb items={q ? [{ label: '搜索', to: searchHref(model.model, '') }, { label: q }] : [{ label: '搜索' }]} />
      <div className="sj-cols">
        <div className="sj-card sj-cols-main">
          <form action="/search" method="get" role="search" className="sj-search-form">
            <input type="hidden" name="model" value={model.model} />
            {industry ? <input type="hidden" name="industry" value={industry.pinyin} /> : null}
            <label htmlFor="search-q" className="sj-sr-only">
              搜索关键词
            </label>
            <input
              id="search-q"
              name="q"
              defaultValue={q}
              maxLength={MAX_KEYWORD}
              placeholder="请输入品牌名称、行业或关键词"
            />
            <button type="submit" className="sj-btn">
              搜索
            </button>
          </form>
          <nav aria-label="搜索类型" className="sj-tabs-list">
            {MODELS.map((m) => (
              <Link
                key={m.model}
                to={searchHref(m.model, q)}
                aria-current={m.model === model.model ? 'page' : undefined}
                className="sj-search-tab"
              >
                {m.label}
              </Link>
            ))}
          </nav>
          <h1 className="sj-muted sj-search-summary">
            {q ? (
              <>
                共找到 <span className="sj-red">{result?.total ?? 0}</span> 条{industry ? `${industry.name}行业中` : ''}与“<mark className="sj-hit">{q}</mark>”相关的{model.label}
              </>
            ) : (
              `请输入关键词搜索${model.label}`
            )}
          </h1>
          {industry ? (
            <p className="sj-search-industry">
              行业：<strong>{industry.name}</strong>{' '}
              <Link to={searchHref(model.model, q)} className="sj-link">
                不限行业
              </Link>
            </p>
          ) : null}
          {items.length ? (
            items.map((hit) => <HitView key={`${hit.__typename}-${hit.id}`} hit={hit} q={q} />)
          ) : q ? (
            <EmptyState text={model.empty} />
          ) : null}
          {result ? <Pager page={page} pageCount={pageCount(result.total, result.pageSize)} /> : null}
        </div>
        <aside className="sj-cols-side" aria-label="侧栏">
          <SideCard title="热门搜索">
            <DeferredSection resolve={side}>
              {(s) => (
                <ul className="sj-cat-bar">
                  {(s?.searchConfig?.hotSearches ?? []).map((h) => (
                    <li key={h.id}>
                      <Link to={searchHref('zhaoshang', h.title)} className="sj-link">
                        {h.title}
                      </Link>
                    </li>
                  ))}
                </ul>
              )}
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

// The paging of a page of hits, on both screens' search pages.
export const SearchHitsFragment = graphql(`
  fragment SearchHits_page on SearchHitPage {
    total
    page
    pageSize
  }
`);

export const SearchDocument = graphql(`
  query Search($kind: SearchKind!, $keyword: String!, $page: Int, $industry: String, $withIndustry: Boolean!) {
    searchConfig @include(if: $withIndustry) {
      categories {
        name
        pinyin
      }
    }
    search(kind: $kind, keyword: $keyword, page: $page, industry: $industry) {
      ...SearchHits_page
      items {
        __typename
        ... on Brand {
          id
          name
          ...BrandRow_brand
        }
        ... on News {
          id
          title
          summary
          publishedAt
          viewCount
        }
        ... on Topic {
          id
          title
          summary
          publishedAt
          brands {
            id
            name
          }
        }
      }
    }
  }
`);

export const SearchSideDocument = graphql(`
  query SearchSide {
    searchConfig {
      hotSearches {
        id
        title
      }
    }
    relatedBrands(kind: HOT, limit: 8) {
      ...BrandMini_brand
    }
  }
`);
