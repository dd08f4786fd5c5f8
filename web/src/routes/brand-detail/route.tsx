// /shangji/{id} (numeric): brand detail. Critical: the brand itself (head, gallery, facts and the
// text sections). Deferred: sidebar lists, the ticker, 'guess you like' and nearby shops.
import { data, useLoaderData, useLocation, type LoaderFunctionArgs } from 'react-router';
import { depsContext } from '../../app-context';
import { logFailure } from '../../data/log';
import { Breadcrumb } from '../../components/Breadcrumb';
import { DeferredSection } from '../../components/DeferredSection';
import { GuessYouLikeDocument } from '../../components/guess-you-like-document';
import { SafeHtml } from '../../components/SafeHtml';
import { EnquiryForm } from '../../components/enquiry/EnquiryForm';
import { PageHead, type PageMeta } from '../../components/PageHead';
import { PlainLinksContext, usePlainLinkNavigation } from '../../components/plain-links';
import type { RouteErrorData } from '../../components/RouteErrorBoundary';
import { SITE_NAME } from '../../components/site';
import { detailVariables } from '../../routing/define';
import { graphql } from '../../gql';
import type { BrandPage_BrandFragment, BrandTrustQuery } from '../../gql/graphql';
import { BrandFacts } from './BrandFacts';
import { Gallery } from './Gallery';
import { NearbyShops } from './NearbyShops';
import { SECTIONS, sectionLabel, type SectionId } from './scroll';
import { SideColumn, type SideColumnData } from './SideColumn';
import { StickySectionBar } from './StickySectionBar';
import { BrandDetailStyles } from './styles';
import { CostSheet } from './CostSheet';
import { Passport, ResponseFact } from './Passport';
import type { ResponseTime } from './response-time';
import { SigningRules } from './SigningRules';
import { StoreLedger } from './StoreLedger';
import { loadTrust, NO_RECORD } from './trust';
import { TEXT_SECTIONS } from './brand-page';
import { TrustStyles } from './trust-styles';

type PublicRecord = NonNullable<NonNullable<BrandTrustQuery['brand']>['publicRecord']>;

export function meta(brand: BrandPage_BrandFragment, path: string): PageMeta {
  const n = brand.name;
  return {
    title: `${n}加盟费多少钱_${n}加盟条件_${n}加盟电话_${SITE_NAME}`,
    keywords: brand.keywords || `${n}加盟,${n}加盟费,${n}加盟条件,${n}加盟电话`,
    description: brand.summary || `${n}加盟项目介绍：投资金额${brand.feeBand.name}，${brand.mainProduct}。`,
    path,
  };
}

const log = logFailure('brand-detail');

/** The brand itself: what the head and the first screen need. Also run ahead on prefetch. */
export async function critical(args: LoaderFunctionArgs) {
  return (await args.context.get(depsContext).query(BrandDetailDocument, detailVariables(args))).brand;
}

/**
 * A dynamic import kept once it has loaded: each `import()` of a loaded module still resolves it anew in
 * Node's loader (about 1% of a brand page render on the server). A failed load is forgotten, so the next
 * navigation tries again.
 */
function loadedOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loaded: Promise<T> | undefined;
  return () =>
    (loaded ??= load().catch((error: unknown) => {
      loaded = undefined;
      throw error;
    }));
}
const trustDocumentModule = loadedOnce(() => import('./trust-document'));
const shopsDocumentModule = loadedOnce(() => import('./nearby-shops-document'));

export async function loader(args: LoaderFunctionArgs) {
  const deps = args.context.get(depsContext);
  // The deferred sections' documents are not in the page's first JavaScript: fetched beside the critical
  // query (already loaded on the server), so their queries still start before the loader returns and the
  // render streams them as deferred sections. Each settles on its own: a chunk that fails to load (a
  // flaky network on a client navigation) leaves only its section empty, as a failed query does.
  const documents = Promise.allSettled([trustDocumentModule(), shopsDocumentModule()]);
  // Deferred first: they start before the critical query is awaited and overlap its wait.
  const guess = deps.query(GuessYouLikeDocument, { refresh: false }).then((r) => r.randomBrands ?? [], log('guess'));
  const brand = await critical(args);
  if (!brand) {
    // Only a missing brand needs it: its document is fetched then, not with every brand page. Should it
    // not load, the page is still the brand's 404, without the hot brands.
    const hot = await import('./not-found-document')
      .then(({ BrandNotFoundDocument }) => deps.query(BrandNotFoundDocument))
      .catch(log('hot brands'));
    throw data<RouteErrorData>({ kind: 'missing', hotBrands: hot?.relatedBrands ?? [] }, { status: 404 });
  }
  const [trustDocument, shopsDocument] = await documents;
  // Started once the brand is known, so it never competes with the critical query for the first screen.
  const record =
    trustDocument.status === 'fulfilled'
      ? loadTrust(deps.query, trustDocument.value.BrandTrustDocument, brand.id, log)
      : Promise.resolve(log('public record')(trustDocument.reason));
  const sidebar = deps
    .query(BrandDetailSidebarDocument, { categoryId: brand.category.id }, { partial: true })
    .then((r) => r, log('sidebar'));
  return {
    brand,
    // The side column streams as one section (SideColumn.tsx).
    record,
    side: Promise.all([sidebar, guess]).then(([s, g]): SideColumnData => ({ sidebar: s, guess: g })),
    shops:
      (brand.shopCount ?? 0) === 0
        ? null
        : shopsDocument.status === 'fulfilled'
          ? deps.query(shopsDocument.value.BrandNearbyShopsDocument, { brandName: brand.name, page: 1 }).then((r) => r.nearbyShops ?? null, log('nearby shops'))
          : Promise.resolve(log('nearby shops')(shopsDocument.reason)),
  };
}

/** Reserves the section's height while the record streams in, so its arrival does not push the page. */
function TrustLoading() {
  return (
    <p className="sj-muted sj-bd-trust-loading" role="status">
      正在读取公开记录…
    </p>
  );
}

/** The public record's sections, in page order, with the part each shows. */
const TRUST_SECTIONS = [
  ['passport', ({ record, response }) => <Passport record={record} response={response} />],
  ['ledger', ({ record, brandName }) => <StoreLedger record={record} brandName={brandName} />],
  ['costs', ({ record }) => <CostSheet costs={record.costs} />],
] as const satisfies ReadonlyArray<readonly [SectionId, (p: { record: PublicRecord; response: ResponseTime | null; brandName: string }) => React.ReactNode]>;

function Section({ id, children }: { id: SectionId; children: React.ReactNode }) {
  const label = sectionLabel(id);
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
  const { brand, side, shops, record } = useLoaderData<typeof loader>();
  const { pathname } = useLocation();
  const onLinkClick = usePlainLinkNavigation();
  // The sticky bar's tabs: every section of the page, 附近门店 only for a brand with shops.
  const sections = SECTIONS.map((s) => s.id).filter((id) => id !== 'shops' || shops);
  return (
    // Keyed by brand: moving to another brand resets gallery, phone reveal, shops and batches. The kit's
    // links inside render plain anchors that navigate client-side through this one handler
    // (components/plain-links.ts).
    <div className="sj-container sj-bd" key={brand.id} onClick={onLinkClick}>
      <PlainLinksContext value={true}>
        <BrandDetailStyles />
        <TrustStyles />
        <PageHead {...meta(brand, pathname)} />
        <Breadcrumb
          items={[
            { label: '品牌库', to: '/shangji' },
            ...brand.categoryPath.map((c) => ({ label: c.name, to: `/shangji/${c.pinyin}` })),
            { label: brand.name },
          ]}
        />
        <div className="sj-card sj-bd-head">
          <Gallery name={brand.name} thumbnail={brand.thumbnail} gallery={brand.gallery} />
          <BrandFacts brand={brand} enquiryTarget={brand.enquiryTarget ?? null} />
        </div>
        <StickySectionBar name={brand.name} sections={sections} />
        <div className="sj-bd-body">
          <div className="sj-bd-fill">
            {TRUST_SECTIONS.map(([id, Part]) => (
              <Section key={id} id={id}>
                <DeferredSection resolve={record} fallback={<TrustLoading />} errorText={NO_RECORD}>
                  {(t) =>
                    t?.record ? (
                      <Part record={t.record} response={t.response} brandName={brand.name} />
                    ) : (
                      <>
                        <p className="sj-muted">{NO_RECORD}</p>
                        {/* 平均响应时间 is this site's own record: shown even when the public record is unreadable. */}
                        {id === 'passport' ? (
                          <div className="sj-tr-facts">
                            <ResponseFact response={t?.response ?? null} />
                          </div>
                        ) : null}
                      </>
                    )
                  }
                </DeferredSection>
              </Section>
            ))}
            {TEXT_SECTIONS.map(([id, field]) => (
              <Section key={id} id={id}>
                <SafeHtml html={brand[field]} />
              </Section>
            ))}
            <Section id="message">
              <div className="sj-bd-msg">
                <EnquiryForm target={brand.enquiryTarget ?? null} />
                <SigningRules />
              </div>
            </Section>
            {shops ? (
              <Section id="shops">
                <DeferredSection resolve={shops}>{(page) => <NearbyShops brandName={brand.name} first={page} />}</DeferredSection>
              </Section>
            ) : null}
          </div>
          <aside className="sj-bd-side" aria-label="侧栏">
            <DeferredSection
              resolve={side}
              fallback={<SideColumn brandId={brand.id} />}
              errorElement={<SideColumn brandId={brand.id} failed />}
            >
              {(data) => <SideColumn brandId={brand.id} data={data} />}
            </DeferredSection>
          </aside>
        </div>
      </PlainLinksContext>
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../../components/RouteErrorBoundary';

export const BrandDetailDocument = graphql(`
  query BrandDetail($id: ID!, $show: String) {
    brand(id: $id, show: $show) {
      ...BrandPage_brand
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
      ...NewsTitleList_news
    }
    enquiryTicker {
      ...EnquiryTicker_item
    }
  }
`);
