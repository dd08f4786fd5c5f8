// / : the home page (SPEC §2). Critical: index/main (every block of the first screens) and the newest
// news and brands, and the ad strip. Deferred: featured and recommended brands, the famous-company zone,
// friendly links and the guestbook ticker. Long lists are plain markup (the home page is the heaviest page).
import { data, Link, useLoaderData, useRouteLoaderData, type LoaderFunctionArgs } from 'react-router';
import { depsContext } from '../../app-context';
import { logFailure } from '../../data/log';
import { AdLabel } from '../../components/AdLabel';
import { Carousel } from '../../components/carousel/Carousel';
import { DeferredSection } from '../../components/DeferredSection';
import { EnquiryTicker, EnquiryTickerLoading } from '../../components/EnquiryTicker';
import { HoverTabs } from '../../components/HoverTabs';
import { BannerLink } from '../../components/OutboundLink';
import { PageHead, type PageMeta } from '../../components/PageHead';
import { WebSiteJsonLd } from '../../components/WebSiteJsonLd';
import { usePlainLinkNavigation } from '../../components/plain-links';
import type { RouteErrorData } from '../../components/RouteErrorBoundary';
import { SITE_NAME } from '../../components/site';
import { graphql } from '../../gql';
import { BrandRecommendation } from './BrandRecommendation';
import { CategoryNav } from './CategoryNav';
import { FriendlyLinks } from './FriendlyLinks';
import { HeadlineBox } from './HeadlineBox';
import { criticalTiles, deferredTiles } from './distinct';
import { Sheet } from '../../components/Sheet';
import sheet from './styles.css.ts?sheet';
import { BrandButtons, BrandLines, BrandTiles, HomeSection, Lead, NewsLines } from './items';
import { ModuleTabs } from './ModuleTabs';
import { SideMenu } from './SideMenu';
import { StickyHeader } from './StickyHeader';
import { framed } from '../../components/framed';

export function meta(): PageMeta {
  return {
    title: `${SITE_NAME}_加盟好项目_品牌加盟_创业投资加盟网`,
    keywords: '加盟,品牌加盟,加盟项目,创业加盟,加盟网',
    description: `${SITE_NAME}为创业者提供餐饮、教育、酒店、建材、家居、服装等行业的品牌加盟信息与加盟项目。`,
    path: '/',
  };
}

/** SPEC §9 carousel heights. */
export const HEADLINE_CAROUSEL_HEIGHT = 500;
/** The frames' widths in the 1200 px layout (styles.css.ts), for art drawn to fit them. */
export const HEADLINE_CAROUSEL_WIDTH = 656;
export const TOP_AD_CAROUSEL_WIDTH = 1160;
export const TOP_AD_CAROUSEL_HEIGHT = 383;

const log = logFailure('home');

/** What the first screens need; also run ahead on prefetch. */
export async function critical({ context }: LoaderFunctionArgs) {
  const deps = context.get(depsContext);
  return deps.query(HomeDocument, {}, { partial: true });
}

export async function loader(args: LoaderFunctionArgs) {
  const deps = args.context.get(depsContext);
  // Deferred first: it starts before the critical query is awaited.
  const below = deps.query(HomeBelowDocument, {}, { partial: true }).then((r) => r, log('below the fold'));
  const main = await critical(args);
  // index/main is the page: without it the visitor gets the 503 page (Retry-After, never cached) rather
  // than an empty home. The other parts degrade to empty sections.
  if (!main.home) throw data<RouteErrorData>({ kind: 'unavailable' }, { status: 503 });
  return { main, below };
}

interface RootData {
  industries: ReadonlyArray<{ id: string; name: string; pinyin: string }>;
}

export function Component() {
  const { main, below } = useLoaderData<typeof loader>();
  const industries = (useRouteLoaderData('root') as RootData | undefined)?.industries ?? [];
  const onLinkClick = usePlainLinkNavigation();
  const home = main.home;
  const latestNews = main.latest?.news ?? [];
  const latestBrands = (main.latest?.brands ?? []).slice(0, 9);
  const [leadNews, ...moreNews] = latestNews;
  const [leadBrand, ...moreBrands] = latestBrands;
  // Each tile section's rule (distinct.ts): no brand in two of them.
  const tiles = criticalTiles({ topBrands: home?.topBrands ?? [], certifiedBrands: home?.certifiedBrands ?? [], hotBrands: home?.hotBrands ?? [] });
  const later = (b: Awaited<typeof below>) => deferredTiles(tiles.shown, { featured: b?.featured ?? [], recommended: b?.recommended ?? [] });
  const slides = (list: ReadonlyArray<{ title: string; imageUrl: string; href: string }>) =>
    list.map((b, i) => ({ key: `${i}-${b.href}`, title: b.title, imageUrl: b.imageUrl, href: b.href }));

  return (
    // Plain links inside navigate client-side through this one handler (components/plain-links.ts).
    <div className="hm" onClick={onLinkClick}>
      <Sheet sheet={sheet} />
      <PageHead {...meta()} />
      <WebSiteJsonLd />
      <h1 className="sj-sr-only">{SITE_NAME}：品牌加盟与创业投资项目</h1>
      <StickyHeader industries={industries} />
      <SideMenu />
      <div className="sj-container">
        <section id="hm-nav" aria-label="导航" className="hm-first">
          <CategoryNav nav={home?.categoryNav ?? []} />
          <div className="hm-center">
            <Carousel width={HEADLINE_CAROUSEL_WIDTH} height={HEADLINE_CAROUSEL_HEIGHT} label="头条广告" slides={slides(home?.banners ?? [])} pausable ad />
          </div>
          <div className="hm-right">
            <nav aria-label="快捷入口" className="hm-quick">
              <Link to="/brandentry">品牌入驻</Link>
              <Link to="/vip">热门商机</Link>
              <Link to="/serviceoffers">服务报价</Link>
            </nav>
            <HeadlineBox headline={home?.headline ?? { news: [], brands: [], topics: [] }} />
            <div className="hm-ticker">
              <h2 className="hm-small-title">最新留言</h2>
              <DeferredSection resolve={below} fallback={<EnquiryTickerLoading />}>
                {(b) => <EnquiryTicker items={b?.enquiryTicker ?? []} />}
              </DeferredSection>
            </div>
          </div>
        </section>

        {/* The ad row is in the first screenful on a desktop and holds its largest image (Lighthouse LCP; the
            banners' SVG placeholders count as low-entropy): it renders with the shell, not streamed after it. */}
        {main.ads?.length ? (
          <ul className="hm-ads" aria-label="广告">
            {main.ads.slice(0, 4).map((a, i) => (
              <li key={`${i}-${a.href}`} className="sj-ad-host">
                <AdLabel />
                <BannerLink href={a.href} title={a.title}>
                  <img src={framed(a.imageUrl, 290, 90)} alt={a.title} loading="eager" fetchPriority={i === 0 ? 'high' : undefined} width={290} height={90} />
                </BannerLink>
              </li>
            ))}
          </ul>
        ) : null}

        <HomeSection id="hm-latest" title="最新加盟资讯与品牌" more={{ to: '/news' }}>
          <div className="hm-cols">
            <div>
              <h3 className="hm-small-title">最新资讯</h3>
              {leadNews ? <Lead to={`/news/${leadNews.id}`} image={leadNews.thumbnail} title={leadNews.title} text={leadNews.summary} /> : null}
              <div className="hm-two-cols">
                <NewsLines news={moreNews.slice(0, 9)} />
                <NewsLines news={moreNews.slice(9, 18)} />
              </div>
            </div>
            <div>
              <h3 className="hm-small-title">最新品牌</h3>
              {leadBrand ? <Lead to={`/shangji/${leadBrand.id}`} image={leadBrand.thumbnail} title={leadBrand.name} text={`投资金额：${leadBrand.feeBand.name}`} /> : null}
              <BrandLines brands={moreBrands.slice(0, 8)} />
            </div>
          </div>
        </HomeSection>

        <HomeSection id="hm-hot" title="热招项目" more={{ to: '/shangji/all' }}>
          <div className="hm-hot">
            <Carousel width={TOP_AD_CAROUSEL_WIDTH} height={TOP_AD_CAROUSEL_HEIGHT} label="推荐广告" slides={slides(home?.topBanners ?? [])} captions pausable ad />
            <BrandTiles brands={tiles.hot} />
          </div>
        </HomeSection>

        <HomeSection id="hm-featured" title="精选项目">
          <DeferredSection resolve={below}>{(b) => <BrandTiles brands={later(b).featured} />}</DeferredSection>
        </HomeSection>

        <HomeSection id="hm-recommended" title="推荐项目">
          <DeferredSection resolve={below}>{(b) => <BrandTiles brands={later(b).recommended} />}</DeferredSection>
        </HomeSection>

        <HomeSection id="hm-hotpicks" title="热门项目">
          <BrandTiles brands={tiles.hotPicks} />
        </HomeSection>

        <HomeSection id="hm-news" title="加盟资讯" more={{ to: '/news' }}>
          <div className="hm-three-cols">
            <NewsLines news={(home?.news ?? []).slice(0, 7)} />
            <NewsLines news={(home?.news ?? []).slice(7, 14)} />
            <NewsLines news={(home?.news ?? []).slice(14, 21)} />
          </div>
        </HomeSection>

        <HomeSection id="hm-vip" title="VIP企业" more={{ to: '/vip' }}>
          <BrandTiles brands={tiles.vip} />
        </HomeSection>

        <HomeSection id="hm-brands" title="品牌推荐">
          <BrandRecommendation blocks={home?.brandsByCategory ?? []} />
        </HomeSection>

        <HomeSection id="hm-famous" title="名企专区" more={{ to: '/top' }}>
          <DeferredSection resolve={below}>
            {(b) => {
              const zone = b?.categoryTopBrands ?? [];
              return zone.length ? (
                <HoverTabs
                  id="hm-famous"
                  className="hm-famous"
                  label="名企专区行业"
                  tabs={zone.map((z) => ({ id: z.category.id, label: z.category.name }))}
                  renderPanel={(id) => <BrandButtons brands={zone.find((z) => z.category.id === id)?.brands ?? []} />}
                />
              ) : (
                <p className="sj-muted">暂无数据</p>
              );
            }}
          </DeferredSection>
        </HomeSection>

        <HomeSection id="hm-topics" title="加盟专题" more={{ to: '/zhuanti' }}>
          <ul className="hm-topics">
            {(home?.topics ?? []).slice(0, 8).map((t) => (
              <li key={t.id}>
                <a href={`/zhuanti/${t.id}`}>
                  <img src={framed(t.thumbnail, 278, 150)} alt="" loading="lazy" decoding="async" width={278} height={150} />
                  <span>{t.title}</span>
                </a>
              </li>
            ))}
          </ul>
        </HomeSection>

        <HomeSection id="hm-ranking" title="人气排行" more={{ to: '/top' }}>
          <div className="hm-rankings">
            {(home?.rankings ?? []).slice(0, 4).map((r) => (
              <div key={r.id}>
                <h3 className="hm-small-title">{r.title}</h3>
                <BrandLines brands={r.brands.slice(0, 10)} ranked />
              </div>
            ))}
          </div>
        </HomeSection>

        <HomeSection id="hm-picks" title="行业精选">
          {(home?.modules ?? []).map((m) => (
            <ModuleTabs key={m.id} module={m} />
          ))}
        </HomeSection>

        <HomeSection id="hm-links" title="友情链接">
          <DeferredSection resolve={below}>{(b) => <FriendlyLinks groups={b?.linkGroups ?? []} />}</DeferredSection>
        </HomeSection>
      </div>
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../../components/RouteErrorBoundary';

export const HomeDocument = graphql(`
  query Home {
    home {
      categoryNav {
        title
        category {
          id
          name
          pinyin
          children {
            id
            name
            pinyin
          }
        }
        brands {
          id
          name
        }
      }
      banners {
        title
        imageUrl
        href
      }
      headline {
        news {
          ...HomeNews_news
        }
        brands {
          ...HomeBrand_brand
        }
        topics {
          ...HomeTopic_topic
        }
      }
      topBanners {
        title
        imageUrl
        href
      }
      topBrands {
        ...HomeBrand_brand
      }
      news {
        ...HomeNews_news
      }
      certifiedBrands {
        ...HomeBrand_brand
      }
      hotBrands {
        ...HomeBrand_brand
      }
      brandsByCategory {
        category {
          id
          name
          pinyin
        }
        brands {
          ...HomeBrand_brand
        }
      }
      topics {
        ...HomeTopic_topic
      }
      rankings {
        id
        title
        brands {
          ...HomeBrand_brand
        }
      }
      modules {
        id
        name
        tabs {
          id
          category {
            id
            name
            pinyin
          }
          carouselBrands {
            id
            name
            thumbnail
          }
          brands {
            id
            name
          }
        }
      }
    }
    ads(slot: V1_G01) {
      title
      imageUrl
      href
    }
    latest(limit: 20) {
      news {
        ...HomeNews_news
      }
      brands {
        ...HomeBrand_brand
      }
    }
  }
`);

export const HomeBelowDocument = graphql(`
  query HomeBelow {
    # 30 candidates each: the sections skip brands shown above them (distinct.ts DEFERRED_CANDIDATES).
    featured: relatedBrands(kind: FEATURED, limit: 30) {
      ...HomeBrand_brand
      redFlags {
        code
        label
      }
    }
    recommended: relatedBrands(kind: RECOMMENDED, limit: 30) {
      ...HomeBrand_brand
      redFlags {
        code
        label
      }
    }
    categoryTopBrands {
      category {
        id
        name
        pinyin
      }
      brands {
        id
        name
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
    enquiryTicker {
      ...EnquiryTicker_item
    }
  }
`);
