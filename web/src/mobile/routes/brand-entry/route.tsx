// Mobile /brandentry: the brand-owner entry page for a phone. The desktop page's loader, head and copy
// (routes/brand-entry/: route.tsx, content.ts) and its 立即入驻 link (EntryLink: the claim flow on the back office, in
// a new tab); the sections one under another with a row of jumps to them instead of the sticky side header,
// the media partners as a list instead of the carousel, the certified brands streaming in behind a boundary.
import { Suspense } from 'react';
import { Await, useLoaderData } from 'react-router';
import { useSiteConfig } from '../../../app-context';
import { SITE_NAME } from '../../../components/site';
import { ADVANTAGES, CONDITIONS, COPY, COUNTERS, SECTION_HEADS, SECTIONS, STEPS } from '../../../routes/brand-entry/content';
import { EntryLink } from '../../../routes/brand-entry/EntryLink';
import { loader, meta } from '../../../routes/brand-entry/route';
import { BrandItem } from '../../components/BrandItem';
import { Head } from '../../components/Head';
import { Counters, OwnerSection } from '../../components/OwnerPage';
import { TextList } from '../../../components/TextList';

export { loader };

export function Component() {
  const { certified } = useLoaderData<typeof loader>();
  const partners = useSiteConfig().mediaPartners ?? [];
  return (
    <>
      <Head {...meta()} />
      <section className="m-owner-hero" aria-labelledby="be-title">
        <h1 id="be-title">品牌入驻{SITE_NAME}</h1>
        <p>{COPY.pitch}</p>
        <EntryLink where="hero" className="m-button m-owner-cta">
          {COPY.apply}
        </EntryLink>
        <p className="m-owner-note">{COPY.note}</p>
      </section>
      <nav className="m-tabs m-tabs-scroll" aria-label="页面导航">
        {SECTIONS.filter((s) => s.id !== 'media' || partners.length).map((s) => (
          <a key={s.id} href={`#${s.id}`}>
            {s.nav}
          </a>
        ))}
      </nav>
      <Counters label="平台数据" items={COUNTERS} />

      <OwnerSection id="advantages" {...SECTION_HEADS.advantages}>
        <ol className="m-owner-list">
          {ADVANTAGES.map((a) => (
            <li key={a.title}>
              <h3>{a.title}</h3>
              <p>{a.text}</p>
            </li>
          ))}
        </ol>
      </OwnerSection>

      <OwnerSection id="conditions" {...SECTION_HEADS.conditions}>
        <TextList items={CONDITIONS} ordered className="m-owner-checks" />
      </OwnerSection>

      <OwnerSection id="process" {...SECTION_HEADS.process}>
        <ol className="m-owner-steps">
          {STEPS.map((s) => (
            <li key={s.title}>
              <h3>{s.title}</h3>
              <p>{s.text}</p>
            </li>
          ))}
        </ol>
        <p className="m-more">
          <EntryLink where="process" className="m-button">
            {COPY.applyOnline}
          </EntryLink>
        </p>
      </OwnerSection>

      {partners.length ? (
        <OwnerSection id="media" {...SECTION_HEADS.media}>
          <ul className="m-owner-media">
            {partners.map((name) => (
              <li key={name}>{name}</li>
            ))}
          </ul>
        </OwnerSection>
      ) : null}

      <OwnerSection id="brands" {...SECTION_HEADS.brands}>
        <Suspense
          fallback={
            <p className="m-muted" role="status">
              正在读取认证品牌…
            </p>
          }
        >
          <Await resolve={certified}>
            {(brands) =>
              brands.length ? (
                <ul className="m-brands">
                  {brands.map((b) => (
                    <BrandItem key={b.id} brand={{ ...b, certified: true }} detail={b.company ? `公司：${b.company}` : undefined} />
                  ))}
                </ul>
              ) : (
                <p className="m-muted">{COPY.noBrands}</p>
              )
            }
          </Await>
        </Suspense>
        <p className="m-more">
          <a href="/vip">{COPY.allBrands}</a>
        </p>
      </OwnerSection>

      <section className="m-owner-hero m-owner-end" aria-labelledby="be-cta-title">
        <h2 id="be-cta-title">{COPY.cta}</h2>
        <EntryLink where="bottom" className="m-button m-owner-cta">
          立即入驻
        </EntryLink>
      </section>
    </>
  );
}
