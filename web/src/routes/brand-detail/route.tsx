// /shangji/{id} (numeric): brand detail. Critical: the brand itself (head, gallery, facts and the
// text sections). Deferred: sidebar lists, the ticker, 'guess you like' and nearby shops.
import { Box, Flex } from '@chakra-ui/react';
import { data, Link, useLoaderData, useLocation, type LoaderFunctionArgs } from 'react-router';
import type { AppDeps } from '../../app-context';
import { BrandMiniList } from '../../components/BrandMini';
import { EnquiryForm } from '../../components/enquiry/EnquiryForm';
import { PageHead, type PageMeta } from '../../components/PageHead';
import type { RouteErrorData } from '../../components/RouteErrorBoundary';
import { SITE_NAME } from '../../components/site';
import { graphql } from '../../gql';
import type { BrandDetailQuery } from '../../gql/graphql';
import { BrandFacts } from './BrandFacts';
import { Gallery } from './Gallery';
import { BrandNearbyShopsDocument, NearbyShops } from './NearbyShops';
import { SECTIONS, type SectionId } from './scroll';
import { Deferred, EnquiryTicker, GuessYouLike, GuessYouLikeDocument, RelatedNewsList, SideCard } from './Sidebar';
import { StickySectionBar } from './StickySectionBar';

type Brand = NonNullable<BrandDetailQuery['brand']>;

export function meta(brand: Brand, path: string): PageMeta {
  const n = brand.name;
  return {
    title: `${n}加盟费多少钱_${n}加盟条件_${n}加盟电话_${SITE_NAME}`,
    keywords: brand.keywords || `${n}加盟,${n}加盟费,${n}加盟条件,${n}加盟电话`,
    description: brand.summary || `${n}加盟项目介绍：投资金额${brand.feeBand.name}，${brand.mainProduct}。`,
    path,
  };
}

const log = (what: string) => (err: unknown) => {
  console.error(`[brand-detail] ${what} failed:`, err instanceof Error ? err.message : err);
  return null;
};

/** The brand itself: what the head and the first screen need. Also run ahead on prefetch. */
export async function critical({ params, request }: LoaderFunctionArgs, deps: AppDeps) {
  const id = params.id ?? '';
  const show = new URL(request.url).searchParams.get('show') ?? undefined;
  return (await deps.query(BrandDetailDocument, { id, show })).brand;
}

export async function loader(args: LoaderFunctionArgs, deps: AppDeps) {
  // Deferred first: they start before the critical query is awaited and overlap its wait.
  const guess = deps.query(GuessYouLikeDocument, { refresh: false }).then((r) => r.randomBrands ?? [], log('guess'));
  const brand = await critical(args, deps);
  if (!brand) {
    const hot = await deps.query(BrandNotFoundDocument).catch(log('hot brands'));
    throw data<RouteErrorData>({ kind: 'missing', hotBrands: hot?.relatedBrands ?? [] }, { status: 404 });
  }
  return {
    brand,
    sidebar: deps
      .query(BrandDetailSidebarDocument, { categoryId: brand.category.id }, { partial: true })
      .then((r) => r, log('sidebar')),
    guess,
    shops:
      (brand.shopCount ?? 0) > 0
        ? deps.query(BrandNearbyShopsDocument, { brandName: brand.name, page: 1 }).then((r) => r.nearbyShops ?? null, log('nearby shops'))
        : null,
  };
}

function Html({ html }: { html: string | null | undefined }) {
  if (!html) return <p className="sj-muted">暂无内容</p>;
  return <div className="sj-html" dangerouslySetInnerHTML={{ __html: html }} />;
}

function Section({ id, children }: { id: SectionId; children: React.ReactNode }) {
  const label = SECTIONS.find((s) => s.id === id)?.label ?? id;
  return (
    <section id={id} className="sj-card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="sj-card-title" tabIndex={-1}>
        {label}
      </h2>
      {children}
    </section>
  );
}

export function Component() {
  const { brand, sidebar, guess, shops } = useLoaderData() as Awaited<ReturnType<typeof loader>>;
  const { pathname } = useLocation();
  const sections: SectionId[] = ['intro', 'advantages', 'conditions', 'process', 'message'];
  if (shops) sections.push('shops');
  const top = brand.categoryPath[0] ?? brand.category;
  return (
    // Keyed by brand: moving to another brand resets gallery, phone reveal, shops and batches.
    <Box className="sj-container" pt="12px" key={brand.id}>
      <PageHead {...meta(brand, pathname)} />
      <nav aria-label="面包屑" className="sj-muted" style={{ fontSize: 13, marginBottom: 12 }}>
        <Link to="/">首页</Link> &gt; <Link to="/shangji">品牌库</Link>
        {brand.categoryPath.map((c) => (
          <span key={c.id}>
            {' '}
            &gt; <Link to={`/shangji/${c.pinyin}`}>{c.name}</Link>
          </span>
        ))}{' '}
        &gt; <span aria-current="page">{brand.name}</span>
      </nav>
      <Flex className="sj-card" gap="24px" align="flex-start">
        <Gallery name={brand.name} thumbnail={brand.thumbnail} gallery={brand.gallery} />
        <BrandFacts brand={brand} enquiryTarget={brand.enquiryTarget ?? null} />
      </Flex>
      <StickySectionBar name={brand.name} sections={sections} />
      <Flex gap="20px" align="flex-start">
        <Box flex="1" minW="0">
          <Section id="intro">
            <Html html={brand.introHtml} />
          </Section>
          <Section id="advantages">
            <Html html={brand.advantagesHtml} />
          </Section>
          <Section id="conditions">
            <Html html={brand.conditionsHtml} />
          </Section>
          <Section id="process">
            <Html html={brand.processHtml} />
          </Section>
          <Section id="message">
            <EnquiryForm target={brand.enquiryTarget ?? null} />
          </Section>
          {shops ? (
            <Section id="shops">
              <Deferred resolve={shops}>{(page) => <NearbyShops brandName={brand.name} first={page} />}</Deferred>
            </Section>
          ) : null}
        </Box>
        <Box as="aside" w="320px" flexShrink={0} aria-label="侧栏">
          <SideCard title="相关品牌">
            <Deferred resolve={sidebar}>
              {(s) => {
                const others = (s?.similarBrands ?? []).filter((b) => b.id !== brand.id).slice(0, 5);
                return others.length ? <BrandMiniList brands={others} /> : <p className="sj-muted">暂无数据</p>;
              }}
            </Deferred>
          </SideCard>
          <SideCard title="相关资讯">
            <Deferred resolve={sidebar}>{(s) => <RelatedNewsList news={s?.relatedNews ?? []} />}</Deferred>
          </SideCard>
          <SideCard title="最新留言">
            <Deferred resolve={sidebar}>{(s) => <EnquiryTicker items={s?.enquiryTicker ?? []} />}</Deferred>
          </SideCard>
          <Deferred resolve={guess}>{(brands) => <GuessYouLike initial={brands ?? []} />}</Deferred>
        </Box>
      </Flex>
    </Box>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../../components/RouteErrorBoundary';

export const BrandDetailDocument = graphql(`
  query BrandDetail($id: ID!, $show: String) {
    brand(id: $id, show: $show) {
      id
      summary
      keywords
      categoryPath {
        id
        name
        pinyin
      }
      introHtml
      advantagesHtml
      conditionsHtml
      processHtml
      enquiryTarget {
        brandId
        categoryId
        merchantId
        url
        title
        investment
      }
      ...Gallery_brand
      ...BrandFacts_brand
    }
  }
`);

export const BrandDetailSidebarDocument = graphql(`
  query BrandDetailSidebar($categoryId: ID) {
    similarBrands(categoryId: $categoryId, limit: 6) {
      ...BrandMini_brand
    }
    relatedNews(categoryId: $categoryId, limit: 8) {
      id
      title
      publishedMonthDay
    }
    enquiryTicker {
      id
      maskedName
      title
      time
    }
  }
`);

export const BrandNotFoundDocument = graphql(`
  query BrandNotFound {
    relatedBrands(kind: HOT, limit: 8) {
      ...BrandMini_brand
    }
  }
`);
