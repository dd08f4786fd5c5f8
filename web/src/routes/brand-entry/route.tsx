// /brandentry: the brand-owner entry page (SPEC §2 row /brandentry, §9): hero, four counters, six
// advantages, nine entry conditions, the four-step process, the media-partner carousel and six certified
// brands; every entry button goes to the external brand-owner portal (site configuration). Static but for
// the certified brands, which the loader defers: an upstream failure empties only that section.
import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { depsContext, useSiteConfig } from '../../app-context';
import { logFailure } from '../../data/log';
import { BrandCard } from '../../components/BrandCard';
import { Breadcrumb } from '../../components/Breadcrumb';
import { Counter } from '../../components/Counter';
import { DeferredSection } from '../../components/DeferredSection';
import { PageHead, type PageMeta } from '../../components/PageHead';
import { SITE_NAME } from '../../components/site';
import { graphql } from '../../gql';
import { ADVANTAGES, CONDITIONS, COPY, COUNTERS, SECTION_HEADS, STEPS } from './content';
import { EntryLink } from './EntryLink';
import { MediaPartners } from './MediaPartners';
import { SideHeader } from './SideHeader';
import { Sheet } from '../../components/Sheet';
import sheet from './styles.css.ts?sheet';
import { TextList } from '../../components/TextList';

const NAME = '品牌入驻';
/** SPEC §9: the entry page shows 6 certified brands. */
export const CERTIFIED_COUNT = 6;

export function meta(): PageMeta {
  return {
    title: `${NAME}_${SITE_NAME}`,
    keywords: '品牌入驻,品牌招商,加盟品牌入驻,招商加盟平台,品牌认证',
    description: `${SITE_NAME}品牌入驻：面向连锁加盟品牌方，门店数量5家以上、运营1年以上即可申请入驻，在线申请、评估洽谈、签订协议、品牌发布四步完成，精准对接有意向的加盟创业者。`,
    path: '/brandentry',
  };
}

export function loader({ context }: LoaderFunctionArgs) {
  const deps = context.get(depsContext);
  // Nothing critical: the page is whole without the brands, so their query is deferred and a failure
  // leaves an empty section (logged), never a failed page.
  const certified = deps.query(BrandEntryBrandsDocument, { limit: CERTIFIED_COUNT }).then(
    (r) => (r.certifiedBrands ?? []).slice(0, CERTIFIED_COUNT),
    (err: unknown) => logFailure('brandentry')('certified brands')(err) ?? [],
  );
  return { certified };
}

function SectionTitle({ id }: { id: keyof typeof SECTION_HEADS }) {
  const { title, sub } = SECTION_HEADS[id];
  return (
    <header className="be-section-head">
      <h2 id={`${id}-title`}>{title}</h2>
      <p>{sub}</p>
    </header>
  );
}

export function Component() {
  const { certified } = useLoaderData<typeof loader>();
  const partners = useSiteConfig().mediaPartners ?? [];
  return (
    <div className="be-page">
      <PageHead {...meta()} />
      <Sheet sheet={sheet} />
      <div className="sj-container be-crumbs">
        <Breadcrumb items={[{ label: NAME }]} />
      </div>
      <SideHeader />

      <section className="be-hero" aria-labelledby="be-hero-title">
        <div className="sj-container be-hero-inner">
          <h1 id="be-hero-title">品牌入驻{SITE_NAME}</h1>
          <p className="be-hero-sub">{COPY.pitch}</p>
          <EntryLink where="hero" className="be-entry be-entry-large">
            {COPY.apply}
          </EntryLink>
          <p className="be-hero-note">{COPY.note}</p>
        </div>
      </section>

      <div className="sj-container">
        <section className="be-counters" aria-label="平台数据">
          {COUNTERS.map((c, i) => (
            <Counter key={i} value={c.value} label={c.label} className="be-counter" />
          ))}
        </section>

        <section id="advantages" className="be-section" aria-labelledby="advantages-title">
          <SectionTitle id="advantages" />
          <ul className="be-advantages">
            {ADVANTAGES.map((a, i) => (
              <li key={a.title}>
                <span className="be-adv-no" aria-hidden="true">
                  {String(i + 1).padStart(2, '0')}
                </span>
                <h3>{a.title}</h3>
                <p>{a.text}</p>
              </li>
            ))}
          </ul>
        </section>

        <section id="conditions" className="be-section" aria-labelledby="conditions-title">
          <SectionTitle id="conditions" />
          <TextList items={CONDITIONS} ordered className="be-conditions" />
        </section>

        <section id="process" className="be-section" aria-labelledby="process-title">
          <SectionTitle id="process" />
          <ol className="be-steps">
            {STEPS.map((s, i) => (
              <li key={s.title}>
                <span className="be-step-no" aria-hidden="true">
                  {i + 1}
                </span>
                <h3>{s.title}</h3>
                <p>{s.text}</p>
              </li>
            ))}
          </ol>
          <p className="be-center">
            <EntryLink where="process">{COPY.applyOnline}</EntryLink>
          </p>
        </section>

        {partners.length ? (
          <section id="media" className="be-section" aria-labelledby="media-title">
            <SectionTitle id="media" />
            <MediaPartners names={partners} />
          </section>
        ) : null}

        <section id="brands" className="be-section" aria-labelledby="brands-title">
          <SectionTitle id="brands" />
          <DeferredSection resolve={certified}>
            {(brands) =>
              brands.length ? (
                <div className="be-brands">
                  {brands.map((b) => (
                    <BrandCard key={b.id} brand={b} />
                  ))}
                </div>
              ) : (
                <p className="sj-muted be-center">{COPY.noBrands}</p>
              )
            }
          </DeferredSection>
          <p className="be-center">
            <Link to="/vip" className="sj-btn sj-btn-outline">
              {COPY.allBrands}
            </Link>
          </p>
        </section>
      </div>

      <section className="be-cta" aria-labelledby="be-cta-title">
        <div className="sj-container be-cta-inner">
          <h2 id="be-cta-title">{COPY.cta}</h2>
          <EntryLink where="bottom" className="be-entry be-entry-light">
            立即入驻
          </EntryLink>
        </div>
      </section>
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../../components/RouteErrorBoundary';

export const BrandEntryBrandsDocument = graphql(`
  query BrandEntryBrands($limit: Int) {
    certifiedBrands(limit: $limit) {
      ...BrandCard_brand
    }
  }
`);
