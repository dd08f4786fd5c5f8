// /news: the news home (SPEC §2). Banner grid, latest news with the 3-item carousel, the news tabs of
// 8 groups (two boxes of 4), the eight anchored sections (seven menu categories and the category
// navigation) each with a more link to /news/{pinyin}, and the floating tab list that jumps to them.
import { Link, data, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { depsContext } from '../../app-context';
import { BannerLink } from '../../components/BannerLink';
import { BrandMiniList } from '../../components/BrandMini';
import { Breadcrumb } from '../../components/Breadcrumb';
import { HoverTabs } from '../../components/HoverTabs';
import { NewsTitleList } from '../../components/NewsTitleList';
import { PageHead, type PageMeta } from '../../components/PageHead';
import type { RouteErrorData } from '../../components/RouteErrorBoundary';
import { Sheet } from '../../components/Sheet';
import { SideCard } from '../../components/SideCard';
import { SITE_NAME } from '../../components/site';
import { graphql } from '../../gql';
import { NewsCarousel } from './NewsCarousel';
import sheet from './styles.css.ts?sheet';

export function meta(): PageMeta {
  return {
    title: `加盟资讯_创业资讯_加盟头条_${SITE_NAME}`,
    keywords: '加盟资讯,创业资讯,加盟头条,开店指导,加盟优惠',
    description: `${SITE_NAME}加盟头条提供行业精选、新品上市、新店开业、加盟优惠、开店指导、投资动态与创业故事等加盟资讯。`,
    path: '/news',
  };
}

export async function critical({ context }: LoaderFunctionArgs) {
  const deps = context.get(depsContext);
  return (await deps.query(NewsHomeDocument, {})).newsHome;
}

export async function loader(args: LoaderFunctionArgs) {
  const home = await critical(args);
  if (!home) throw data<RouteErrorData>({ kind: 'missing' }, { status: 404 });
  return { home };
}


/** The anchor ids of the eight sections (newsmodel0 … newsmodel7), shared by the sections and the tab list. */
const anchor = (i: number) => `newsmodel${i}`;

function SectionBox({ i, title, more, children }: { i: number; title: string; more: string; children: React.ReactNode }) {
  return (
    <section id={anchor(i)} className="sj-card sj-news-section" aria-labelledby={`${anchor(i)}-title`}>
      <div className="sj-side-card-head">
        <h2 className="sj-card-title" id={`${anchor(i)}-title`}>
          {title}
        </h2>
        <Link to={more} className="sj-more">
          更多<span className="sj-sr-only">{title}</span>
        </Link>
      </div>
      {children}
    </section>
  );
}

export function Component() {
  const { home } = useLoaderData<typeof loader>();
  // SPEC §9: news tabs of 8 groups, 4 per column. The seven menu categories and 热门资讯 make the eight.
  const groups = [
    ...home.sections.map((s) => ({ key: s.category.id, label: s.category.name, news: s.news })),
    { key: 'hot', label: '热门资讯', news: home.hot },
  ].slice(0, 8);
  const tabsOf = (list: typeof groups) => list.map((g) => ({ id: g.key, label: g.label }));
  const panel = (id: string) => <NewsTitleList news={(groups.find((g) => g.key === id)?.news ?? []).slice(0, 8)} />;
  const anchors = [...home.sections.map((s) => s.category.name), '分类导航'];
  return (
    <div className="sj-container sj-news-home">
      <Sheet sheet={sheet} />
      <PageHead {...meta()} />
      <Breadcrumb items={[{ label: '头条' }]} />
      <h1 className="sj-sr-only">加盟头条</h1>
      {home.banners.length ? (
        <ul className="sj-banner-grid" aria-label="推荐广告">
          {home.banners.map((b, i) => (
            <li key={`${i}-${b.href}`}>
              <BannerLink banner={b} height={120} frameWidth={393} />
            </li>
          ))}
        </ul>
      ) : null}
      <div className="sj-news-row">
        <div className="sj-card sj-news-carousel-card">
          <NewsCarousel slides={home.latest.slice(0, 3)} />
        </div>
        <div className="sj-card sj-news-fill">
          <h2 className="sj-card-title">最新资讯</h2>
          <NewsTitleList news={home.latest.slice(0, 9)} />
        </div>
      </div>
      <div className="sj-news-row sj-news-tabs">
        <div className="sj-card sj-news-fill">
          <HoverTabs id="news-tabs-a" label="资讯分类一" tabs={tabsOf(groups.slice(0, 4))} renderPanel={panel} />
        </div>
        <div className="sj-card sj-news-fill">
          <HoverTabs id="news-tabs-b" label="资讯分类二" tabs={tabsOf(groups.slice(4, 8))} renderPanel={panel} />
        </div>
      </div>
      <div className="sj-news-row">
        <div className="sj-news-fill sj-news-sections">
          {home.sections.map((s, i) => (
            <SectionBox key={s.category.id} i={i} title={s.category.name} more={`/news/${s.category.pinyin}`}>
              <NewsTitleList news={s.news.slice(0, 10)} />
            </SectionBox>
          ))}
          <SectionBox i={home.sections.length} title="分类导航" more="/news/all">
            <ul className="sj-cat-bar">
              <li>
                <Link to="/news/all">全部</Link>
              </li>
              {home.categories.map((c) => (
                <li key={c.id}>
                  <Link to={`/news/${c.pinyin}`}>{c.name}</Link>
                </li>
              ))}
            </ul>
          </SectionBox>
        </div>
        <aside className="sj-news-side" aria-label="侧栏">
          <SideCard title="热门资讯">
            <NewsTitleList news={home.hot.slice(0, 10)} />
          </SideCard>
          <SideCard title="推荐品牌" moreTo="/shangji">
            <BrandMiniList brands={home.brands} />
          </SideCard>
          {home.brandBanners.map((b, i) => (
            <div key={`${i}-${b.href}`} className="sj-news-side-banner">
              <BannerLink banner={b} height={160} frameWidth={320} />
            </div>
          ))}
        </aside>
      </div>
      <nav className="sj-float-tabs" aria-label="资讯栏目">
        <ul>
          {anchors.map((name, i) => (
            <li key={name}>
              <a href={`#${anchor(i)}`}>{name}</a>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../../components/RouteErrorBoundary';

export const NewsHomeDocument = graphql(`
  query NewsHome {
    newsHome {
      banners {
        title
        imageUrl
        href
        external
      }
      latest {
        id
        title
        thumbnail
        ...NewsTitleList_news
      }
      hot {
        ...NewsTitleList_news
      }
      sections {
        category {
          id
          name
          pinyin
        }
        news {
          ...NewsTitleList_news
        }
      }
      categories {
        id
        name
        pinyin
      }
      brands {
        ...BrandMini_brand
      }
      brandBanners {
        title
        imageUrl
        href
        external
      }
    }
  }
`);
