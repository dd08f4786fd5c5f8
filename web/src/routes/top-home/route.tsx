// /top (and ?p=): rankings (SPEC §2). The four boards (comprehensive heat, influence, investment value,
// investment potential) as tabs switching on click or hover, the search-heat list, industry rankings
// (/top/{id}), investment-amount rankings (/shangji/all-{feeid}-0-0), the VIP ranking
// (/shangji/all-0-0-0-1), sub-category ranking cards 10 per page with the total, friendly links. Each list
// expands the entry under the pointer, the first by default. ItemList JSON-LD for the boards.
import { Link, data, useLoaderData, useRouteLoaderData, type LoaderFunctionArgs } from 'react-router';
import { depsContext } from '../../app-context';
import { Breadcrumb } from '../../components/Breadcrumb';
import { ColumnsSheet } from '../../components/columns';
import { FriendlyLink } from '../../components/FriendlyLink';
import { HoverTabs } from '../../components/HoverTabs';
import { ItemListJsonLd } from '../../components/ItemListJsonLd';
import { PageHead, type PageMeta } from '../../components/PageHead';
import { Pager } from '../../components/Pager';
import { pageCount, readPage, requireListPage } from '../../components/paging';
import { RankList } from '../../components/RankList';
import type { RouteErrorData } from '../../components/RouteErrorBoundary';
import { Sheet } from '../../components/Sheet';
import { SITE_NAME } from '../../components/site';
import { graphql } from '../../gql';
import sheet from './styles.css.ts?sheet';

export function meta(page: number, industry: { name: string; pinyin: string } | null = null): PageMeta {
  const base = industry ? `/top/${industry.pinyin}` : '/top';
  const what = industry ? `十大${industry.name}加盟品牌排行榜_${industry.name}品牌排行榜` : '十大品牌排行榜_加盟品牌排行榜';
  return {
    title: `${what}${page > 1 ? `_第${page}页` : ''}_${SITE_NAME}`,
    keywords: industry ? `十大${industry.name}品牌,${industry.name}加盟排行榜,${industry.name}品牌排行` : '十大品牌,加盟排行榜,品牌排行榜,加盟品牌排行',
    description: industry
      ? `${SITE_NAME}${industry.name}品牌排行榜：${industry.name}行业各细分品类的十大加盟品牌排行。`
      : `${SITE_NAME}十大品牌排行榜：综合热度榜、品牌影响力榜、投资价值榜、投资潜力榜及各行业加盟品牌排行。`,
    path: page > 1 ? `${base}?p=${page}` : base,
  };
}

/** /top/{pinyin} (SPEC §2: without a numeric id the lists are by pinyin category and page p); /top is all. */
function industryParam(id: string | undefined): string | null {
  return id && id !== 'all' ? id : null;
}

export async function critical({ request, params, context }: LoaderFunctionArgs) {
  const deps = context.get(depsContext);
  const page = readPage(request.url);
  // Without the boards there is no page: an outage is the 503 page, the list alone may fail.
  const category = industryParam(params.id);
  const r = await deps.query(RankingHomeDocument, { page, category }, { partial: true, required: ['rankingHome'] });
  return { page, category, home: r.rankingHome, list: r.rankingList };
}

export async function loader(args: LoaderFunctionArgs) {
  const { page, category, home, list } = await critical(args);
  if (!home) throw data<RouteErrorData>({ kind: 'missing' }, { status: 404 });
  // An industry the upstream does not know (该分类不存在) is no page.
  if (category && !list?.category) throw data<RouteErrorData>({ kind: 'missing' }, { status: 404 });
  if (list?.rankings) requireListPage(page, list.rankings.total, list.rankings.pageSize);
  return { page, home, list };
}

export function Component() {
  const { page, home, list } = useLoaderData<typeof loader>();
  const industry = list?.category ?? null;
  // The 16 industries of the root loader (as the header's search box has them).
  const industries = (useRouteLoaderData('root') as { industries?: ReadonlyArray<{ id: string; name: string; pinyin: string }> } | undefined)?.industries ?? [];
  const boards = [
    { key: 'heat', label: home.heat.title, brands: home.heat.brands, board: home.heat },
    { key: 'influence', label: home.influence.title, brands: home.influence.brands, board: home.influence },
    { key: 'value', label: home.investmentValue.title, brands: home.investmentValue.brands, board: home.investmentValue },
    { key: 'potential', label: '投资潜力榜', brands: home.investmentPotential, board: null },
  ];
  const cards = list?.rankings;
  return (
    <div className="sj-container sj-page sj-top-page">
      <ColumnsSheet />
      <Sheet sheet={sheet} />
      <PageHead {...meta(page, industry)} />
      <ItemListJsonLd name={home.heat.title} items={home.heat.brands} />
      <Breadcrumb items={industry ? [{ label: '十大品牌', to: '/top' }, { label: `${industry.name}排行榜` }] : [{ label: '十大品牌' }]} />
      <h1 className="sj-sr-only">{industry ? `十大${industry.name}加盟品牌排行榜` : '十大品牌排行榜'}</h1>
      <div className="sj-cols">
        <div className="sj-card sj-cols-main">
          <HoverTabs
            id="top-boards"
            label="十大品牌榜单"
            tabs={boards.map((b) => ({ id: b.key, label: b.label }))}
            renderPanel={(id) => {
              const b = boards.find((x) => x.key === id) ?? boards[0]!;
              // Each board says how it is made, and links to its entries' scores (docs/decisions/0077).
              return (
                <>
                  <RankList brands={b.brands.slice(0, 10)} label={b.label} />
                  {b.board?.method ? (
                    <p className="sj-muted sj-top-method" data-testid="board-method">
                      排名方法：{b.board.method} <a href={`/top/${b.board.id}`}>查看各品牌得分</a>
                    </p>
                  ) : null}
                </>
              );
            }}
          />
        </div>
        <div className="sj-card sj-top-search-hot">
          <h2 className="sj-card-title">搜索热度榜</h2>
          <RankList brands={home.searchHot.slice(0, 10)} label="搜索热度榜" />
        </div>
      </div>
      <section className="sj-card" aria-labelledby="top-industries">
        <h2 className="sj-card-title" id="top-industries">
          行业排行榜
        </h2>
        <ul className="sj-top-grid">
          {home.industries.map((r) => (
            <li key={r.id}>
              <h3>
                <Link to={`/top/${r.id}`}>{r.title}</Link>
              </h3>
              <RankList brands={r.brands.slice(0, 10)} label={r.title} />
            </li>
          ))}
        </ul>
      </section>
      <div className="sj-cols">
        <section className="sj-card sj-cols-main" aria-labelledby="top-fee">
          <h2 className="sj-card-title" id="top-fee">
            投资金额排行榜
          </h2>
          <ul className="sj-top-grid">
            {home.byFeeBand.map((f) => (
              <li key={f.feeBand.id}>
                <h3>
                  <Link to={`/shangji/all-${f.feeBand.id}-0-0`}>{f.feeBand.name}加盟排行榜</Link>
                </h3>
                <RankList brands={f.brands.slice(0, 10)} label={`${f.feeBand.name}加盟排行榜`} />
              </li>
            ))}
          </ul>
        </section>
        <section className="sj-card sj-cols-side" aria-labelledby="top-vip">
          <div className="sj-side-card-head">
            <h2 className="sj-card-title" id="top-vip">
              {home.certified.title}
            </h2>
            <Link to="/shangji/all-0-0-0-1" className="sj-more">
              更多<span className="sj-sr-only">{home.certified.title}</span>
            </Link>
          </div>
          <RankList brands={home.certified.brands.slice(0, 10)} label={home.certified.title} />
        </section>
      </div>
      <section className="sj-card" aria-labelledby="top-sub">
        <h2 className="sj-card-title" id="top-sub">
          {industry ? `${industry.name}细分行业排行榜` : '细分行业排行榜'}<span className="sj-muted">（共 {cards?.total ?? 0} 个榜单）</span>
        </h2>
        {/* SPEC §2: the lists by pinyin category, /top/{pinyin}; 全部 is /top. */}
        <nav aria-label="按行业查看排行榜" className="sj-top-industries">
          <ul className="sj-cat-bar">
            <li>
              <Link to="/top" aria-current={industry ? undefined : 'page'}>
                全部
              </Link>
            </li>
            {industries.map((c) => (
              <li key={c.id}>
                <Link to={`/top/${c.pinyin}`} aria-current={industry?.pinyin === c.pinyin ? 'page' : undefined}>
                  {c.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        {cards?.items.length ? (
          <ul className="sj-top-grid">
            {cards.items.map((r) => (
              <li key={r.id}>
                <h3>
                  <Link to={`/top/${r.id}`}>{r.title}</Link>
                </h3>
                <RankList brands={r.brands.slice(0, 10)} label={r.title} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="sj-muted">暂无数据</p>
        )}
        {cards ? <Pager page={page} pageCount={pageCount(cards.total, cards.pageSize)} /> : null}
      </section>
      {home.linkGroups.map((g) => (
        <section key={g.name} className="sj-card" aria-label={g.name}>
          <h2 className="sj-card-title">{g.name}</h2>
          <ul className="sj-cat-bar">
            {g.links.map((l) => (
              <li key={l.url}>
                <FriendlyLink link={l} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../../components/RouteErrorBoundary';

export const RankingHomeDocument = graphql(`
  query RankingHome($page: Int, $category: String) {
    rankingHome {
      heat {
        id
        title
        method
        brands {
          ...BrandMini_brand
          redFlags {
            code
            label
          }
        }
      }
      influence {
        id
        title
        method
        brands {
          ...BrandMini_brand
          redFlags {
            code
            label
          }
        }
      }
      investmentValue {
        id
        title
        method
        brands {
          ...BrandMini_brand
          redFlags {
            code
            label
          }
        }
      }
      investmentPotential {
        ...BrandMini_brand
        redFlags {
          code
          label
        }
      }
      searchHot {
        ...BrandMini_brand
      }
      industries {
        id
        title
        brands {
          ...BrandMini_brand
        }
      }
      byFeeBand {
        feeBand {
          id
          name
        }
        brands {
          ...BrandMini_brand
        }
      }
      certified {
        id
        title
        brands {
          ...BrandMini_brand
        }
      }
      linkGroups {
        name
        links {
          title
          url
          nofollow
        }
      }
    }
    rankingList(category: $category, page: $page) {
      category {
        name
        pinyin
      }
      rankings {
        total
        page
        pageSize
        items {
          id
          title
          brands {
            ...BrandMini_brand
          }
        }
      }
    }
  }
`);
