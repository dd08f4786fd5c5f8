// Mobile search, /search?model=&q=&p= (and /search/{keyword}): the desktop's three tabs keeping the
// keyword (加盟项目, 加盟资讯, 加盟专题), the spec's empty text per tab, hot searches when there is no keyword.
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { depsContext } from '../../../app-context';
import { pageCount } from '../../../components/paging';
import { SITE_NAME } from '../../../components/site';
import { graphql } from '../../../gql';
import { MODELS, readSearch, searchHref } from '../../../routes/search/route';
import { BrandItem } from '../../components/BrandItem';
import { guarded } from '../../components/errors';
import { Head } from '../../components/Head';
import { Pager } from '../../components/Pager';
import { SearchForm } from '../../components/SearchForm';

export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const deps = context.get(depsContext);
  // The desktop's reading of the address; the phone has no industry filter.
  const { model, q, page } = readSearch(request, params.id);
  return guarded(async () => {
    const [result, side] = await Promise.all([
      q ? deps.query(MobileSearchDocument, { kind: model.kind, keyword: q, page }, { partial: true }).then((r) => r.search) : null,
      deps.query(MobileSearchSideDocument, {}, { partial: true }),
    ]);
    return { model, q, page, result, hot: side.searchConfig?.hotSearches.map((h) => h.title) ?? [] };
  });
}

export function Component() {
  const { model, q, page, result, hot } = useLoaderData<typeof loader>();
  const items = result?.items ?? [];
  return (
    <>
      <Head
        title={`${q ? `${q}${model.label}` : model.label}搜索${page > 1 ? `_第${page}页` : ''}_${SITE_NAME}`}
        description={q ? `${SITE_NAME}为您找到与“${q}”相关的${model.label}。` : `${SITE_NAME}${model.label}搜索。`}
        path={searchHref(model.model, q, page)}
      />
      <h1 className="m-sr-only">搜索</h1>
      <SearchForm q={q} model={model.model} hot={q ? [] : hot.slice(0, 10)} />
      <nav className="m-tabs" aria-label="搜索类别">
        {MODELS.map((m) => (
          <a key={m.model} href={searchHref(m.model, q)} aria-current={m.model === model.model ? 'page' : undefined}>
            {m.label}
          </a>
        ))}
      </nav>
      {!q ? (
        <p className="m-empty">输入品牌名、行业或关键词开始搜索</p>
      ) : result === null || result === undefined ? (
        <p className="m-empty">搜索暂时不可用，请稍后再试。</p>
      ) : items.length ? (
        <>
          <p className="m-muted" aria-live="polite">
            共找到 {result.total} 条结果
          </p>
          <ul className={model.kind === 'BRAND' ? 'm-brands' : 'm-news'}>
            {items.map((hit) =>
              hit.__typename === 'Brand' ? (
                <BrandItem key={hit.id} brand={hit} />
              ) : hit.__typename === 'News' ? (
                <li key={hit.id}>
                  <a href={`/news/${hit.id}`}>
                    <strong>{hit.title}</strong>
                    <span className="m-muted">{hit.publishedAt}</span>
                  </a>
                </li>
              ) : hit.__typename === 'Topic' ? (
                <li key={hit.id}>
                  <a href={`/zhuanti/${hit.id}`}>
                    <strong>{hit.title}</strong>
                    <span className="m-muted">{hit.publishedAt}</span>
                  </a>
                </li>
              ) : null,
            )}
          </ul>
          <Pager page={page} pageCount={pageCount(result.total, result.pageSize)} href={(p) => searchHref(model.model, q, p)} />
        </>
      ) : (
        <p className="m-empty">{model.empty}</p>
      )}
    </>
  );
}

export const MobileSearchDocument = graphql(`
  query MobileSearch($kind: SearchKind!, $keyword: String!, $page: Int) {
    search(kind: $kind, keyword: $keyword, page: $page) {
      ...SearchHits_page
      items {
        __typename
        ... on Brand {
          ...MobileBrand_brand
        }
        ... on News {
          id
          title
          publishedAt
        }
        ... on Topic {
          id
          title
          publishedAt
        }
      }
    }
  }
`);

export const MobileSearchSideDocument = graphql(`
  query MobileSearchSide {
    searchConfig {
      hotSearches {
        id
        title
      }
    }
  }
`);
