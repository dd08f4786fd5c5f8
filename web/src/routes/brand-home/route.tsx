// /shangji: the brand home. One upstream call (zhaoshang/main, cached 30 minutes) feeds the whole page,
// so it is one critical query: the 500 px carousel, the recommended image banners, the floor jump tabs,
// the 16 industry floors and the VIP block.
import { data, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { depsContext } from '../../app-context';
import { AdLabel } from '../../components/AdLabel';
import { Breadcrumb } from '../../components/Breadcrumb';
import { BannerLink } from '../../components/OutboundLink';
import { PageHead, type PageMeta } from '../../components/PageHead';
import type { RouteErrorData } from '../../components/RouteErrorBoundary';
import { SITE_NAME } from '../../components/site';
import { graphql } from '../../gql';
import { Carousel } from '../../components/carousel/Carousel';
import { Floor, floorAnchor } from './Floor';
import { FloorTabs } from './FloorTabs';
import { HomeStyles } from './styles';
import { VIP_ANCHOR, VipBlock } from './VipBlock';
import { framed } from '../../components/framed';

export function meta(): PageMeta {
  return {
    title: `品牌库_加盟品牌大全_热门加盟项目_${SITE_NAME}`,
    keywords: '加盟品牌,品牌库,加盟项目大全,餐饮加盟,教育加盟,热门加盟项目',
    description: `${SITE_NAME}品牌库汇集餐饮、教育、酒店、建材、家居、服装、母婴、零售、美容等16个行业的加盟品牌，提供加盟费、加盟条件与认证品牌信息。`,
    path: '/shangji',
  };
}

export async function critical({ context }: LoaderFunctionArgs) {
  const deps = context.get(depsContext);
  return (await deps.query(BrandHomeDocument)).brandHome;
}

export async function loader(args: LoaderFunctionArgs) {
  const home = await critical(args);
  // The upstream answered but sent nothing: the spec's error page rather than an empty shell.
  if (!home) throw data<RouteErrorData>({ kind: 'unavailable' }, { status: 503 });
  return { home };
}

export function Component() {
  const { home } = useLoaderData<typeof loader>();
  const tabs = [
    ...home.floors.map((f) => ({ anchor: floorAnchor(f.category.pinyin), label: f.category.name })),
    { anchor: VIP_ANCHOR, label: '认证品牌' },
  ];
  return (
    <>
      <PageHead {...meta()} />
      <HomeStyles />
      <div className="sj-container sj-bh-top">
        <Breadcrumb items={[{ label: '品牌库' }]} />
        <h1 className="sj-sr-only">品牌库</h1>
        {home.carousel.length ? (
          <Carousel
            width={1200}
            height={500}
            label="品牌推荐"
            pausable
            ad
            slides={home.carousel.map((b, i) => ({ key: `${i}-${b.href}`, href: b.href, imageUrl: b.imageUrl, title: b.title }))}
          />
        ) : null}
        <ul className="sj-home-banners" aria-label="推荐品牌">
          {home.imageBanners.map((b, i) => (
            <li key={`${i}-${b.href}`} className="sj-ad-host">
              <AdLabel />
              <BannerLink href={b.href} title={b.title}>
                <img src={framed(b.imageUrl, 190, 110)} alt={b.title} width={190} height={110} loading="lazy" decoding="async" />
              </BannerLink>
            </li>
          ))}
        </ul>
      </div>
      <FloorTabs tabs={tabs} />
      <div className="sj-container">
        {home.floors.map((f) => (
          <Floor key={f.category.id} floor={f} />
        ))}
        <VipBlock block={home.certified} />
      </div>
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../../components/RouteErrorBoundary';

export const BrandHomeDocument = graphql(`
  query BrandHome {
    brandHome {
      carousel {
        ...BrandHome_banner
      }
      imageBanners {
        ...BrandHome_banner
      }
      floors {
        ...FloorHead_floor
        brands {
          ...BrandHome_brand
        }
        hotBrands {
          id
          name
        }
        topBrands {
          ...BrandHome_brand
        }
        news {
          id
          title
        }
        topics {
          id
          title
        }
        banners {
          ...BrandHome_banner
        }
      }
      certified {
        brands {
          ...BrandHome_brand
          redFlags {
            code
            label
          }
        }
        newest {
          ...BrandHome_brand
        }
        top {
          ...BrandHome_brand
        }
      }
    }
  }

  fragment BrandHome_banner on Banner {
    title
    imageUrl
    href
  }

  fragment BrandHome_brand on Brand {
    id
    name
    thumbnail
    feeBand {
      id
      name
    }
  }
`);
