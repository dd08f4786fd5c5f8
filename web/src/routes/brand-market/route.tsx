// /brandmarket: the operating company's brand-marketing services (SPEC §2, §9): counters, four industry
// blocks, five services, 16 certified brands each with a 免费获取资料 button (the enquiry popup for that
// brand), 立即咨询 buttons opening the dialog titled 品牌营销 (a sales lead for us, stored against no
// brand: docs/decisions/0055), and a side panel fixed between 1200 and 7000 px of scroll.
// The copy is static; the brand grid is below the fold, so its query is deferred.
import type { LoaderFunctionArgs } from 'react-router';
import { Link, useLoaderData } from 'react-router';
import { depsContext } from '../../app-context';
import { logFailure } from '../../data/log';
import { Breadcrumb } from '../../components/Breadcrumb';
import { ConsultButton } from '../../components/ConsultButton';
import { Counter } from '../../components/Counter';
import { DeferredSection } from '../../components/DeferredSection';
import { MARKETING_TARGET } from '../../components/enquiry/context';
import { PageHead, type PageMeta } from '../../components/PageHead';
import { SITE_NAME } from '../../components/site';
import { graphql } from '../../gql';
import { CHECKLIST, COPY, COUNTERS, FAQ, INDUSTRIES, MORE_LINKS, PACKAGES, PROCESS, REASONS, SERVICES, STAGES } from './content';
import { MarketBrandCard } from './MarketBrandCard';
import { SidePanel } from './SidePanel';
import { MarketStyles } from './styles';
import { TextList } from '../../components/TextList';

const NAME = '品牌营销';
/** SPEC §9: the marketing grid shows 16 certified brands (getVipData num 16). */
export const BRAND_COUNT = 16;

export function meta(): PageMeta {
  return {
    title: `${NAME}_${SITE_NAME}`,
    keywords: '品牌营销,品牌建设,搜索引擎品牌认证,媒体种草,舆情监控,危机公关,招商加盟推广',
    description: `${SITE_NAME}品牌营销服务：品牌建设、搜索引擎品牌认证、媒体种草、舆情监控与危机公关，覆盖餐饮、教育、零售、家居等行业，助力连锁品牌招商。`,
    path: '/brandmarket',
  };
}

const log = logFailure('brandmarket');

export function loader({ context }: LoaderFunctionArgs) {
  const deps = context.get(depsContext);
  const brands = deps.query(BrandMarketBrandsDocument, { limit: BRAND_COUNT }).then((r) => r.certifiedBrands ?? [], log('certified brands'));
  return { brands };
}

const SECTIONS = [
  { id: 'industries', name: '行业解决方案' },
  ...SERVICES.map((s) => ({ id: s.id, name: s.name })),
  { id: 'packages', name: '服务套餐' },
  { id: 'brands', name: '认证品牌' },
  { id: 'faq', name: '常见问题' },
] as const;

export function Component() {
  const { brands } = useLoaderData<typeof loader>();
  return (
    <div className="sj-container sj-bm-page">
      <PageHead {...meta()} />
      <MarketStyles />
      <Breadcrumb items={[{ label: NAME }]} />
      <section className="sj-bm-hero" aria-labelledby="bm-title">
        <h1 id="bm-title">{COPY.title}</h1>
        <p>{COPY.pitch}</p>
        <ConsultButton target={MARKETING_TARGET} label="立即咨询" />
      </section>
      <div className="sj-bm-layout">
        <div className="sj-bm-main">
          <section className="sj-card sj-bm-counters" aria-label="服务数据">
            {COUNTERS.map((c) => (
              <Counter key={c.value} value={c.value} label={c.label} />
            ))}
          </section>

          <section id="industries" className="sj-card sj-bm-service" aria-labelledby="industries-title">
            <h2 id="industries-title" className="sj-card-title">
              行业解决方案
            </h2>
            <p className="sj-bm-lead">{COPY.industriesLead}</p>
            <div className="sj-bm-industries">
              {INDUSTRIES.map((i) => (
                <article key={i.id} className="sj-bm-industry" aria-labelledby={`industry-${i.id}`} data-testid="market-industry">
                  <h3 id={`industry-${i.id}`}>{i.name}</h3>
                  <p className="sj-bm-slogan">{i.slogan}</p>
                  <p>{i.text}</p>
                  <TextList items={i.points} />
                  <p className="sj-bm-tags">
                    推荐服务：
                    {i.services.map((name) => (
                      <a key={name} href={`#${SERVICES.find((s) => s.name === name)!.id}`}>
                        {name}
                      </a>
                    ))}
                  </p>
                </article>
              ))}
            </div>
          </section>

          <section className="sj-card" aria-labelledby="reasons-title">
            <h2 id="reasons-title" className="sj-card-title">
              {COPY.reasons}
            </h2>
            <ul className="sj-bm-reasons">
              {REASONS.map((r) => (
                <li key={r.name}>
                  <strong>{r.name}</strong>
                  <span>{r.text}</span>
                </li>
              ))}
            </ul>
          </section>

          <section className="sj-card" aria-labelledby="stages-title">
            <h2 id="stages-title" className="sj-card-title">
              {COPY.stages}
            </h2>
            <ul className="sj-bm-stages">
              {STAGES.map((st) => (
                <li key={st.name}>
                  <h3>{st.name}</h3>
                  <p>
                    <strong>常见情况：</strong>
                    {st.need}
                  </p>
                  <p>
                    <strong>建议从这里开始：</strong>
                    {st.start}
                  </p>
                </li>
              ))}
            </ul>
          </section>

          {SERVICES.map((s) => (
            <section key={s.id} id={s.id} className="sj-card sj-bm-service" aria-labelledby={`${s.id}-title`} data-testid="market-service">
              <h2 id={`${s.id}-title`} className="sj-card-title">
                {s.name}
              </h2>
              <p className="sj-bm-intro">{s.intro}</p>
              <div className="sj-bm-service-body">
                <TextList items={s.points} />
                <div className="sj-bm-steps">
                  <h3>服务流程</h3>
                  <ol>
                    {s.steps.map((step) => (
                      <li key={step}>{step}</li>
                    ))}
                  </ol>
                </div>
              </div>
              <h3 className="sj-bm-sub">交付成果</h3>
              <TextList items={s.deliverables} className="sj-bm-deliverables" />
              <div className="sj-bm-fit">
                <span>{s.fit}</span>
                <ConsultButton target={MARKETING_TARGET} label="立即咨询" className="sj-btn sj-btn-outline" />
              </div>
            </section>
          ))}

          <section className="sj-card" aria-labelledby="process-title">
            <h2 id="process-title" className="sj-card-title">
              {COPY.process}
            </h2>
            <ol className="sj-bm-process">
              {PROCESS.map((p) => (
                <li key={p.name}>
                  <strong>{p.name}</strong>
                  <span className="sj-muted">{p.text}</span>
                </li>
              ))}
            </ol>
          </section>

          <section id="packages" className="sj-card sj-bm-service" aria-labelledby="packages-title">
            <h2 id="packages-title" className="sj-card-title">
              服务套餐
            </h2>
            <ul className="sj-bm-packages">
              {PACKAGES.map((p) => (
                <li key={p.name}>
                  <h3>{p.name}</h3>
                  <p className="sj-bm-price">
                    <span className="sj-money">{p.price}</span>
                    {p.unit}
                  </p>
                  <p>{p.text}</p>
                </li>
              ))}
            </ul>
            <p className="sj-bm-more">
              {MORE_LINKS.map((l) => (
                <Link key={l.href} to={l.href} className="sj-link">
                  {l.label}
                </Link>
              ))}
            </p>
          </section>

          <section id="brands" className="sj-card sj-bm-service" aria-labelledby="brands-title">
            <h2 id="brands-title" className="sj-card-title">
              认证品牌
            </h2>
            <p className="sj-bm-lead">{COPY.brandsLead}</p>
            <DeferredSection resolve={brands}>
              {(list) =>
                list?.length ? (
                  <ul className="sj-bm-brands">
                    {list.map((b) => (
                      <li key={b.id}>
                        <MarketBrandCard brand={b} />
                      </li>
                    ))}
                  </ul>
                ) : (
                  <p className="sj-muted">暂无认证品牌</p>
                )
              }
            </DeferredSection>
          </section>

          <section className="sj-card" aria-labelledby="checklist-title">
            <h2 id="checklist-title" className="sj-card-title">
              {COPY.checklist}
            </h2>
            <p className="sj-bm-lead">{COPY.checklistLead}</p>
            <TextList items={CHECKLIST} ordered className="sj-bm-checklist" />
          </section>

          <section id="faq" className="sj-card sj-bm-service" aria-labelledby="faq-title">
            <h2 id="faq-title" className="sj-card-title">
              常见问题
            </h2>
            <dl className="sj-bm-faq">
              {FAQ.map((f) => (
                <div key={f.q}>
                  <dt>{f.q}</dt>
                  <dd>{f.a}</dd>
                </div>
              ))}
            </dl>
          </section>

          <section className="sj-card sj-bm-cta" aria-labelledby="cta-title">
            <h2 id="cta-title">{COPY.cta}</h2>
            <p>{COPY.ctaText}</p>
            <ConsultButton target={MARKETING_TARGET} label="立即咨询" />
          </section>
        </div>
        <div className="sj-bm-side">
          <SidePanel sections={SECTIONS} />
        </div>
      </div>
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../../components/RouteErrorBoundary';

const BrandMarketBrandsDocument = graphql(`
  query BrandMarketBrands($limit: Int!) {
    certifiedBrands(limit: $limit) {
      id
      ...MarketBrandCard_brand
    }
  }
`);
